// Replays and statistics (issue 20): the list of kept games and named saves, the statistics, and
// the replay viewer's state: which game, the step shown, whose view, its table and log, playing or
// paused and how fast. Steps are asked of the host one at a time; a step asked for while another is
// on its way replaces any earlier wish (scrubbing sends only the latest). "Take over from here"
// opens the new game through the session store, as loading a save does.
import { defineStore } from 'pinia';
import type { LogEntry, SaveInfo, SeatController, TableView } from '../../../shared/protocol/messages';
import type { ReplayInfo, ReplaySource, ReplayViewer, Statistics, TurnStart } from '../../../shared/protocol/replays';
import { t } from '../i18n';
import { errorText } from '../i18n/errors';
import { nextLogIndex } from '../logic/log-merge';
import { clampStep, logAtStep, stepOfTurn, type ReplaySpeed } from '../logic/replay-timeline';
import { connection } from '../transport/current';
import { useSessionStore } from './session';

let timer: ReturnType<typeof setTimeout> | null = null;

export const useReplaysStore = defineStore('replays', {
  state: () => ({
    replays: [] as ReplayInfo[],
    saves: [] as SaveInfo[],
    stats: null as Statistics | null,
    /** The last refused request, in the host's words. */
    error: null as string | null,
    /** The viewer: what is shown and whether the game reached its end (only then may every card be face up). */
    source: null as ReplaySource | null,
    finished: false,
    step: 0,
    steps: 0,
    turnStarts: [] as TurnStart[],
    viewer: 'all' as ReplayViewer,
    view: null as TableView | null,
    log: [] as LogEntry[],
    playing: false,
    speed: 2 as ReplaySpeed,
    /** A step asked for while another request is on its way (the latest wish only). */
    wanted: null as number | null,
    loading: false,
  }),
  actions: {
    async refresh() {
      const r = await connection().request('replay:list', {});
      if (!r.ok) return void (this.error = errorText(r));
      this.replays = r.value.replays;
      this.saves = r.value.saves;
    },

    async loadStats() {
      this.error = null;
      const r = await connection().request('stats:get', {});
      if (!r.ok) return void (this.error = errorText(r));
      this.stats = r.value;
    },

    /** Opens the viewer at the deal: every card face up for a finished game, else the first seat's view. */
    async open(source: ReplaySource, finished: boolean) {
      this.pause();
      this.error = null;
      this.source = source;
      this.finished = finished;
      this.viewer = finished ? 'all' : 0;
      this.view = null;
      this.log = [];
      this.step = 0;
      this.steps = 0;
      useSessionStore().go('replay');
      await this.show(0);
    },

    close() {
      this.pause();
      this.source = null;
      this.view = null;
      this.log = [];
      useSessionStore().go('replays');
    },

    /** Shows `step` (clamped to the game). */
    async show(step: number) {
      const source = this.source;
      if (!source) return;
      const target = this.view ? clampStep(step, this.steps) : Math.max(0, step);
      if (this.loading) return void (this.wanted = target);
      this.loading = true;
      try {
        const viewer = this.viewer;
        const r = await connection().request('replay:view', { source, step: target, viewer, since: nextLogIndex(this.log) });
        if (source !== this.source || viewer !== this.viewer) return;
        if (!r.ok) {
          this.error = errorText(r);
          this.pause();
          return;
        }
        this.error = null;
        this.step = r.value.step;
        this.steps = r.value.steps;
        this.turnStarts = r.value.turnStarts;
        this.log = logAtStep(this.log, r.value.table.log, r.value.logEnd);
        this.view = r.value.table;
      } finally {
        this.loading = false;
      }
      const next = this.wanted;
      this.wanted = null;
      if (next !== null && next !== this.step) await this.show(next);
    },

    stepBy(delta: number) {
      this.pause();
      return this.show(this.step + delta);
    },

    toTurn(turn: number) {
      this.pause();
      return this.show(stepOfTurn(this.turnStarts, turn));
    },

    /** Another seat's view (or every card face up): the log starts over for that viewer. */
    async setViewer(v: ReplayViewer) {
      this.viewer = v;
      this.log = [];
      await this.show(this.step);
    },

    setSpeed(speed: ReplaySpeed) {
      this.speed = speed;
    },

    play() {
      if (this.step >= this.steps) void this.show(0);
      this.playing = true;
      this.tick();
    },

    pause() {
      this.playing = false;
      if (timer) clearTimeout(timer);
      timer = null;
    },

    tick() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(async () => {
        timer = null;
        if (!this.playing) return;
        if (this.step >= this.steps) return this.pause();
        await this.show(this.step + 1);
        if (this.playing) this.tick();
      }, 1000 / this.speed);
    },

    async exportReplay(id: string): Promise<{ fileName: string; text: string } | null> {
      this.error = null;
      const r = await connection().request('replay:export', { id });
      if (!r.ok) return (this.error = errorText(r)), null;
      return r.value;
    },

    async importReplay(text: string): Promise<ReplayInfo | null> {
      this.error = null;
      const r = await connection().request('replay:import', { text });
      if (!r.ok) return (this.error = errorText(r)), null;
      await this.refresh();
      return r.value;
    },

    async remove(id: string): Promise<boolean> {
      this.error = null;
      const r = await connection().request('replay:delete', { id });
      if (!r.ok) return (this.error = errorText(r)), false;
      await this.refresh();
      return true;
    },

    /** A new game from the step shown, with these seats; the table takes over. */
    async takeOver(seats: SeatController[]): Promise<boolean> {
      const source = this.source;
      if (!source) return false;
      this.pause();
      const session = useSessionStore();
      const opened = await session.openWith(t('replays.viewer.takingOver'), () => connection().request('replay:takeOver', { source, step: this.step, seats }));
      if (!opened) this.error = session.error;
      return opened;
    },
  },
});
