// The tutorial (issue 20): which lesson runs, the step reached, the script actions made, and the
// coach's last refusal. The first lesson is a real game (game.ts: fixed seed and opponent); the
// coach lets through only the next action of its script (judge.ts) and keeps the step reached in
// the settings (`tutorialStep`), so that the main menu's Tutorial can resume there: the same game
// is started again and the actions already made are replayed, which gives the same table.
import { defineStore } from 'pinia';
import type { Action } from '../../../shared/engine';
import { t } from '../i18n';
import { cardName } from '../i18n/cards';
import { listening } from '../stores/listen';
import { useSessionStore } from '../stores/session';
import { useTableStore } from '../stores/table';
import { SCRIPT, tutorialSetup } from './game';
import { judge, type Refusal } from './judge';
import { firstStep, lastStep, scriptBefore, STEPS, type LessonId } from './lessons';

/** How long a replayed action may wait for the player's turn (the opponent plays at the set speed). */
const REPLAY_WAIT_MS = 120_000;

const defineTutorial = defineStore('tutorial', {
  state: () => ({
    menuOpen: false,
    lesson: null as LessonId | null,
    step: 0,
    /** SCRIPT actions the host accepted in this lesson. */
    done: 0,
    /** The tutorial game's id (the coach stays with it). */
    gameId: null as string | null,
    refusal: null as Refusal | null,
    /** Resuming: the actions already made are being replayed (n of total). */
    replay: null as { n: number; total: number } | null,
  }),
  getters: {
    current: (s) => (s.lesson ? STEPS[s.step] : null),
    /** The step's number within its lesson and the lesson's length, for "Step 3 of 22". */
    position(s): { n: number; of: number } {
      if (!s.lesson) return { n: 0, of: 0 };
      const first = firstStep(s.lesson);
      return { n: s.step - first + 1, of: lastStep(s.lesson) - first + 1 };
    },
    /** The action the current step waits for, or null (an info or tick step). */
    expected(s): Action | null {
      const st = s.lesson === 'basics' ? STEPS[s.step] : null;
      return st?.actions ? (SCRIPT[s.done] ?? null) : null;
    },
    /** The step reached that Resume offers (0: nothing to resume). */
    saved(): number {
      return useSessionStore().settings.tutorialStep ?? 0;
    },
    /** The coach belongs on this screen now. */
    onScreen(s): boolean {
      const session = useSessionStore();
      if (s.lesson === 'basics') return session.screen === 'table' && session.gameId !== null && session.gameId === s.gameId;
      return s.lesson === 'advanced' && session.screen === 'setup';
    },
  },
  actions: {
    openMenu() {
      this.menuOpen = true;
    },
    closeMenu() {
      this.menuOpen = false;
    },

    /** The first lesson from its start, or from the step saved (`at`), on a new tutorial game. */
    async startBasics(at = 0) {
      this.menuOpen = false;
      const session = useSessionStore();
      const ok = await session.newGame(tutorialSetup([t('tutorial.names.you'), t('tutorial.names.rival')]));
      if (!ok) return;
      this.lesson = 'basics';
      this.gameId = session.gameId;
      this.refusal = null;
      this.done = 0;
      const first = firstStep('basics');
      const step = Math.min(Math.max(at, first), lastStep('basics'));
      this.step = first;
      if (step > first) await this.replayTo(step);
      else await this.save(first);
    },

    /** Replays the actions made before step `step` as the player made them, then shows that step. */
    async replayTo(step: number) {
      const table = useTableStore();
      const total = scriptBefore(step);
      this.replay = { n: 0, total };
      try {
        for (let i = 0; i < total; i++) {
          this.replay = { n: i, total };
          const a = SCRIPT[i];
          let sent = false;
          const end = Date.now() + REPLAY_WAIT_MS;
          while (!sent && Date.now() < end && this.gameId === useSessionStore().gameId) {
            const ready = table.isDeciding && !table.busy && !!table.view?.legal.some((l) => l.type === a.type);
            // A view a moment old may be refused as stale: wait for the next and try again.
            if (ready) sent = await table.act(a);
            if (!sent) await new Promise((r) => setTimeout(r, 50));
          }
          if (!sent) {
            useSessionStore().notify('error', t('tutorial.replayFailed'));
            this.stop();
            return;
          }
        }
        this.done = total;
        this.step = step;
      } finally {
        this.replay = null;
      }
    },

    /** The second lesson: the advanced options on the new-game screen. */
    startAdvanced() {
      this.menuOpen = false;
      this.lesson = 'advanced';
      this.gameId = null;
      this.refusal = null;
      this.step = firstStep('advanced');
      useSessionStore().go('setup');
    },

    /** Info and tick steps: on to the next step; past the lesson's last, the lesson is over. */
    async next() {
      if (!this.lesson) return;
      this.refusal = null;
      if (this.step >= lastStep(this.lesson)) return this.finish();
      this.step++;
      if (this.lesson === 'basics') await this.save(this.step);
    },

    /**
     * Before the table sends (its `willSend`): null lets the action go; otherwise the reason is
     * shown and returned. Only the tutorial game's actions are judged, and not while replaying.
     */
    hold(a: Action | 'undo'): string | null {
      if (this.lesson !== 'basics' || this.replay || !this.onScreen) return null;
      const r: Refusal | null = a === 'undo' ? { key: 'undo' } : judge(this.expected, a);
      this.refusal = r;
      return r ? refusalText(r) : null;
    },

    /** The host accepted an action of the tutorial game: count it; the step is over when all of its actions are made. */
    accepted(a: Action) {
      if (this.lesson !== 'basics' || this.replay || !this.onScreen || !this.expected || judge(this.expected, a)) return;
      this.done++;
      const st = STEPS[this.step];
      if (st.actions && this.done >= scriptBefore(this.step) + st.actions) {
        this.step++;
        void this.save(this.step);
      }
    },

    /** Leave: back to the menu; the step reached stays saved for Resume. */
    async leave() {
      const lesson = this.lesson;
      this.stop();
      if (lesson === 'basics') await useSessionStore().closeGame();
      else useSessionStore().go('menu');
    },

    /** The lesson is over: the coach goes; the first lesson's game stays to be played on. */
    async finish() {
      const lesson = this.lesson;
      this.stop();
      if (lesson === 'basics') await this.save(0);
    },

    stop() {
      this.lesson = null;
      this.gameId = null;
      this.refusal = null;
      this.done = 0;
    },

    async save(step: number) {
      const session = useSessionStore();
      if ((session.settings.tutorialStep ?? 0) !== step) await session.setSettings({ tutorialStep: step });
    },
  },
});

/** A refusal in words. */
export function refusalText(r: Refusal): string {
  const values: Record<string, string | number> = { ...r.values };
  for (const [k, id] of Object.entries(r.cards ?? {})) values[k] = cardName(id);
  if (typeof values.arrow === 'string') values.arrow = t(`tutorial.arrow.${values.arrow}`);
  return t(`tutorial.wrong.${r.key}`, values);
}

/** The tutorial's coach; it hears the table store below it (stores/listen.ts) before and after each action. */
export const useTutorialStore = listening(defineTutorial, (tutorial) => {
  const table = useTableStore();
  table.$onAction(({ name, args }) => {
    if (name === 'willSend') table.held = tutorial.hold(args[0]);
    else if (name === 'sent') tutorial.accepted(args[0]);
  }, true);
});
