// The app's one vue-i18n instance (Composition API, global scope). Components use $t / useI18n;
// plain modules (the message board, confirmations, the setup model) call t() below, so every word
// follows the language chosen in Settings without a reload. Message files: en/, de/, it/ by area.
import { createI18n } from 'vue-i18n';
import type { Language } from '../../../shared/protocol/messages';
import de from './de';
import en from './en';
import it from './it';

export type Messages = typeof en;

export const i18n = createI18n({
  legacy: false,
  globalInjection: true,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, de, it },
  // A missing key is caught by tests/renderer/i18n-keys.test.ts, not by console noise.
  missingWarn: false,
  fallbackWarn: false,
});

/** The language now on screen. */
export function language(): Language {
  return i18n.global.locale.value as Language;
}

/** Switches every word on screen; the page's lang attribute follows (screen readers, hyphenation). */
export function setLanguage(l: Language): void {
  i18n.global.locale.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/**
 * A message in the current language. `named` fills {placeholders}; `plural` picks the form of a
 * "one | many" message (pass the same number, already formatted by num(), as a named value).
 */
export function t(key: string, named: Record<string, unknown> = {}, plural?: number): string {
  // Reading the locale here keeps a computed that calls t() following the language.
  const memo = memoKey(language(), key, named, plural);
  const known = memo === null ? undefined : said.get(memo);
  if (known !== undefined) return known;
  const text = plural === undefined ? i18n.global.t(key, named) : i18n.global.t(key, named, plural);
  if (memo !== null) {
    if (said.size >= MAX_SAID) said.clear();
    said.set(memo, text);
  }
  return text;
}

/**
 * Messages already put together, by language, key and values (issue 39). vue-i18n resolves,
 * compiles and formats each call anew (tens of microseconds); a change of the game on a crowded
 * table asks for hundreds of the same sentences again (the table's words, the board, the labels).
 * The message files never change while the app runs, so the same call always gives the same text.
 */
const said = new Map<string, string>();
const MAX_SAID = 10_000;

/** The memo's key, or null when a value is not a plain string or number (those are formatted anew). */
function memoKey(lang: string, key: string, named: Record<string, unknown>, plural: number | undefined): string | null {
  let memo = `${lang}\u0000${key}\u0000${plural ?? ''}`;
  for (const k in named) {
    const v = named[k];
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    memo += `\u0000${k}\u0001${typeof v === 'number' ? 'n' : 's'}${v}`;
  }
  return memo;
}

/**
 * A table of messages read when used, not when the module loads, so that it follows the language
 * on screen: `table.closed` is t(`${prefix}.closed`) at that moment. For modules whose exported
 * tables other files index by key (transport errors, log filter labels).
 */
export function messageTable<K extends string>(prefix: string, keys: readonly K[], named: Record<string, unknown> = {}): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const k of keys) Object.defineProperty(table, k, { get: () => t(`${prefix}.${k}`, named), enumerable: true });
  return table;
}
