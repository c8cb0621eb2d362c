// Every message of the language on screen compiled ahead, in the browser's idle time (issue 39).
// vue-i18n compiles a message the first time it is asked for, then keeps it. The first roll of a
// session asked for sentences never said before (the dice caption, who the window waits for, the
// board's roll and result) and compiled them inside the change that rolled: milliseconds taken from
// the frames of the tumbling dice, at the first attack, the first capture, the first special card.
// Compiled when nothing else runs, they cost nothing when they are first needed.
import { watch } from 'vue';
import { i18n } from './index';

/** Runs `work` when the page is idle, with the time left in that idle period (ms). */
export type IdleRunner = (work: (timeLeft: () => number) => void) => void;

const whenIdle: IdleRunner = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback((d) => work(() => d.timeRemaining()), { timeout: 5000 });
  else
    setTimeout(() => {
      const end = performance.now() + 8;
      work(() => end - performance.now());
    }, 50);
};

/** The keys of every message (a string leaf) under `messages`. */
export function messageKeys(messages: unknown, prefix = ''): string[] {
  if (typeof messages === 'string') return [prefix];
  if (!messages || typeof messages !== 'object') return [];
  return Object.entries(messages).flatMap(([k, v]) => messageKeys(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * Compiles the messages of `lang`, a slice per idle period; stops when the language on screen is
 * another (its own warming starts then). Resolves with the number of messages compiled.
 */
export function warmMessages(lang: string, idle: IdleRunner = whenIdle): Promise<number> {
  const keys = messageKeys(i18n.global.getLocaleMessage(lang));
  let i = 0;
  return new Promise((done) => {
    const slice = (timeLeft: () => number) => {
      if (i18n.global.locale.value !== lang || i >= keys.length) return done(i);
      do {
        // Asked in the language on screen, as `t` later asks: the compiled message is kept. The
        // values are left out; only the compiling counts here, the text is thrown away.
        try {
          i18n.global.t(keys[i]);
        } catch {
          // A message that cannot be put together now is compiled when first asked for, as before.
        }
        i++;
      } while (i < keys.length && timeLeft() > 1);
      if (i < keys.length) idle(slice);
      else done(i);
    };
    idle(slice);
  });
}

/** Warms the language on screen now and after every change of language (App.vue, once). */
export function keepMessagesWarm(idle: IdleRunner = whenIdle): void {
  watch(() => i18n.global.locale.value, (lang) => void warmMessages(lang, idle), { immediate: true });
}
