// The open game as this screen shows it: the latest TableView (replaced whole on every update),
// whose view it is (the viewer seat), the log accumulated for that viewer, and the hot-seat
// curtain. A `game:changed` push that carries a patch of the view on screen (issue 39) is applied
// at once; otherwise updates follow one loop (sync): decide whose view the screen may show
// (logic/curtain.ts), then pull `game:view` for that viewer with `since` = the next log index, and
// the older log pages after it when the host sent only the newest. Pulls never overlap; a push
// that arrives during a pull triggers one more.
import { defineStore } from 'pinia';
import { markRaw } from 'vue';
import type { Action, ObservedPlayer, Seat, Viewer } from '../../../shared/engine';
import { showView, type ShownView } from '../../../shared/protocol/shown-view';
import type { LogEntry, OddsQuery, Odds, Push, Reply, SeatInfo, TableView } from '../../../shared/protocol/messages';
import { applyPatch, type ViewPatch } from '../../../shared/protocol/view-patch';
import { t } from '../i18n';
import { actionMenu, commandsOf, type ActionMenu, type Command } from '../logic/action-menu';
import { windowStop } from '../logic/concern';
import { localHumans } from '../logic/curtain';
import { firstViewer, screenViewer } from '../logic/lan-viewer';
import { mergeLog, nextLogIndex, prependLog } from '../logic/log-merge';
import { connection } from '../transport/current';
import { useStopForStore } from './stop-for';
import { useUiStore } from './ui';

/**
 * The same naming function while the names are the same (issue 39): every view brings a new seats
 * array, and a new function each time made every panel that names a player (some 190 places, the
 * message board's 300 lines among them) render again at every move of every bot.
 */
let lastNamer: { key: string; name: (seat: number) => string } | null = null;
function namer(names: string[], fallback: string[]): (seat: number) => string {
  const key = JSON.stringify([names, fallback]);
  if (lastNamer?.key === key) return lastNamer.name;
  const name = (seat: number) => names[seat] ?? fallback[seat] ?? `Seat ${seat + 1}`;
  lastNamer = { key, name };
  return name;
}

export const useTableStore = defineStore('table', {
  state: () => ({
    gameId: null as string | null,
    /** The view on screen, its legal actions expanded (raw: as the host sent it, the base of its patches). */
    view: null as ShownView | null,
    raw: null as TableView | null,
    /** Whose view is on screen (null before the first pull). */
    viewer: null as Viewer | null,
    log: [] as LogEntry[],
    /** Hot-seat: the seat the screen waits to be handed to; nothing of theirs is pulled before. */
    curtain: null as Seat | null,
    seats: [] as SeatInfo[],
    deciding: [] as Seat[],
    /** Highest seq announced by a push. */
    latestSeq: -1,
    over: false,
    /** The last refused request, in the host's words, until the next action. */
    error: null as string | null,
    /** An action is on its way to the host. */
    busy: false,
    /**
     * Actions of this window the host accepted. The form that sent one closes on acceptance, which
     * may come after the new view (a pushed patch can overtake the reply): the action bar reopens
     * the decision the game still waits for on this count, not only on the view's seq.
     */
    accepted: 0,
    syncing: false,
    again: false,
    /** Log entries up to this index were already on screen (no dice animation for them). */
    seenIndex: -1,
    /** Patches pushed while a pull was under way: applied after it when they follow on from its view. */
    early: [] as ViewPatch[],
    /** The seat this client holds in another player's game (LAN), given when the game opens; null at its own host. */
    remoteSeat: null as Seat | null,
    /**
     * Why the action (or undo) being sent was held back, in words, or null. A store above that
     * listens to `willSend` sets it (the tutorial's coach, tutorial/store.ts).
     */
    held: null as string | null,
  }),
  getters: {
    observation: (s) => s.view?.observation ?? null,
    me(s): ObservedPlayer | null {
      const v = s.viewer;
      return typeof v === 'number' ? (s.view?.observation.players[v] ?? null) : null;
    },
    menu(s): ActionMenu {
      return actionMenu(s.view?.legal ?? []);
    },
    commands(): Command[] {
      return commandsOf(this.menu);
    },
    /** More than one person plays at this screen. */
    hotSeat(s): boolean {
      return localHumans(s.seats).length > 1 && s.remoteSeat === null;
    },
    seatName(s): (seat: number) => string {
      const names = s.seats.map((x) => x.name);
      const fallback = s.view?.observation.players.map((p) => p.name) ?? [];
      return namer(names, fallback);
    },
    isDeciding(s): boolean {
      return typeof s.viewer === 'number' && !!s.view && s.view.deciding.includes(s.viewer);
    },
  },
  actions: {
    /** Starts showing a game (after game:new, continue, load or import). */
    async open(gameId: string, remoteSeat: Seat | null = null) {
      this.$reset();
      this.remoteSeat = remoteSeat;
      useUiStore().resetForViewer();
      this.gameId = gameId;
      await this.sync();
    },

    close() {
      this.$reset();
      useUiStore().resetForViewer();
    },

    handlePush(push: Push) {
      if (push.type !== 'game:changed' || push.gameId !== this.gameId) return;
      this.latestSeq = Math.max(this.latestSeq, push.seq);
      this.deciding = [...push.deciding];
      this.over = push.over;
      const raw = this.raw;
      // A view already newer than this change (a pull overtook its push): nothing to do.
      if (raw && this.curtain === null && push.rev <= raw.rev && raw.viewer === this.viewer) return;
      if (push.patch && this.patch(push.patch)) return;
      // A pull is under way: its view may be this patch's base (the push can overtake the reply).
      if (push.patch && this.syncing) return void this.early.push(markRaw(push.patch));
      void this.sync();
    },

    /** After a pull: the patches pushed meanwhile that follow on from its view; any other means one more pull. */
    catchUp() {
      const early = this.early.splice(0).sort((a, b) => a.rev - b.rev);
      for (const p of early) {
        if (this.raw && p.rev <= this.raw.rev) continue;
        if (!this.patch(p)) return void (this.again = true);
      }
    },

    /** Applies a patch of the view on screen; false when it is not for that view (then the loop pulls a full one). */
    patch(p: ViewPatch): boolean {
      const raw = this.raw;
      if (!raw || this.curtain !== null || p.viewer !== this.viewer || p.from !== raw.rev) return false;
      let next: TableView;
      try {
        next = { ...applyPatch(raw, p.ops), log: p.log, logFrom: nextLogIndex(this.log) };
      } catch {
        return false;
      }
      if (next.rev !== p.rev) return false;
      this.applyView(next);
      if (this.again && !this.syncing) void this.sync();
      return true;
    },

    /** One pass of the update loop, repeated while something changed meanwhile. */
    async sync(): Promise<void> {
      if (this.syncing) {
        this.again = true;
        return;
      }
      this.syncing = true;
      try {
        do {
          this.again = false;
          await this.syncOnce();
        } while (this.again && this.gameId !== null);
      } finally {
        this.syncing = false;
      }
    },

    async syncOnce(): Promise<void> {
      const gameId = this.gameId;
      if (gameId === null) return;
      if (!this.seats.length) {
        // Who plays which seat is public: learn it from the spectator's view before any seat's
        // (a LAN player may only see its own seat, and its view has the seats too).
        const r = await connection().request('game:view', { viewer: firstViewer(this.remoteSeat), since: 0 });
        if (gameId !== this.gameId) return;
        if (!r.ok) return void (this.error = r.error);
        this.seats = r.value.seats;
        this.deciding = r.value.deciding;
        this.over = r.value.outcome !== null;
        this.latestSeq = Math.max(this.latestSeq, r.value.seq);
      }
      const d = screenViewer({ seats: this.seats, deciding: this.deciding, shown: this.viewer, over: this.over }, this.remoteSeat);
      if (d.kind === 'curtain') {
        // A window that passes by itself for him does not hand him the screen (issue 34).
        if (this.curtain !== d.seat && (await this.quietPass(gameId, d.seat))) return;
        if (gameId !== this.gameId) return;
        if (this.curtain !== d.seat) {
          // The next human's screen starts clean: nothing of the previous seat stays behind the curtain.
          this.curtain = d.seat;
          this.view = null;
          this.raw = null;
          this.early = [];
          this.log = [];
          useUiStore().resetForViewer();
        }
        return;
      }
      this.curtain = null;
      if (d.viewer !== this.viewer) {
        this.viewer = d.viewer;
        this.view = null;
        this.raw = null;
        this.early = [];
        this.log = [];
        this.seenIndex = -1;
        useUiStore().resetForViewer();
      }
      await this.pull();
    },

    async pull(): Promise<void> {
      const gameId = this.gameId;
      const viewer = this.viewer;
      if (gameId === null || viewer === null) return;
      const since = nextLogIndex(this.log);
      const r = await connection().request('game:view', { viewer, since });
      if (gameId !== this.gameId || viewer !== this.viewer) return;
      if (!r.ok) {
        this.error = r.error;
        return;
      }
      // A patch applied meanwhile may have brought this view or a newer one (issue 39: the pull
      // that follows one's own action usually finds its change already pushed): nothing to lay out again.
      if (this.raw && r.value.rev <= this.raw.rev) {
        if (this.raw.seq < this.latestSeq) this.again = true;
        return this.catchUp();
      }
      this.applyView(r.value);
      this.catchUp();
      if (r.value.logFrom > since) void this.olderLog(gameId, viewer, since, r.value.logFrom);
    },

    /** The log before `before` (down to `since`), page by page, newest first (issue 39: the table shows before the whole log is in). */
    async olderLog(gameId: string, viewer: Viewer, since: number, before: number): Promise<void> {
      while (before > since) {
        const r = await connection().request('game:log', { viewer, since, before });
        if (gameId !== this.gameId || viewer !== this.viewer || !r.ok) return;
        this.log = markRaw(prependLog(r.value.log, this.log));
        before = r.value.from;
      }
    },

    applyView(v: TableView) {
      const first = this.view === null && this.log.length === 0;
      const ended = v.outcome !== null && !this.view?.outcome;
      // Raw, not deep-reactive: the view is replaced whole on every update, never changed in
      // place, and a crowded table's view made into nested proxies cost a long task on every
      // change (bench:ui, the capture's dice window).
      this.raw = markRaw(v);
      this.view = markRaw(showView(v));
      this.seats = v.seats;
      this.deciding = v.deciding;
      this.over = v.outcome !== null;
      const before = nextLogIndex(this.log);
      this.log = markRaw(mergeLog(this.log, v.log));
      this.animate(first ? null : before);
      this.seenIndex = nextLogIndex(this.log) - 1;
      // A newer seq was announced, or someone else must decide now: go round once more.
      if (v.seq < this.latestSeq) this.again = true;
      const d = screenViewer({ seats: this.seats, deciding: this.deciding, shown: this.viewer, over: this.over }, this.remoteSeat);
      if (d.kind === 'curtain' || d.viewer !== this.viewer) this.again = true;
      if (ended) this.gameEnded();
    },

    /**
     * Hot-seat (issue 34): a window that would pass by itself for the human who must decide now
     * (logic/concern.ts, by this screen's "Stop for me") passes at once, without his curtain: he is
     * asked nothing, so nobody needs to hand him the screen, and there is no bar to show him (the
     * bar is for the player whose view is on screen, use-auto-pass.ts). The public spectator view
     * says whether a window is open at all; only then is his view read, to judge it (his hand
     * decides whether a special card stops him), and dropped: nothing of his is kept or shown.
     * True when the pass went (the loop then goes round again).
     */
    async quietPass(gameId: string, seat: Seat): Promise<boolean> {
      const open = await connection().request('game:view', { viewer: 'spectator', since: nextLogIndex(this.log) });
      if (gameId !== this.gameId || !open.ok) return false;
      if (open.value.outcome) return false;
      // He no longer decides (the push of an earlier pass is still on its way): decide again on the host's word.
      if (!open.value.deciding.includes(seat)) return (this.deciding = open.value.deciding), (this.again = true), true;
      const kind = open.value.observation.pending?.kind;
      if (kind !== 'attack' && kind !== 'reaction') return false;
      if (this.willSend({ type: 'pass' }) !== null) return false;
      const r = await connection().request('game:view', { viewer: seat, since: nextLogIndex(this.log) });
      if (gameId !== this.gameId || !r.ok) return false;
      const v = showView(r.value);
      if (!v.deciding.includes(seat) || v.outcome) return false;
      const verdict = windowStop({ pending: v.observation.pending, me: seat, legal: v.legal, mode: useStopForStore().mode, standings: v.standings, noGoals: !!v.observation.config.longGame });
      if (verdict.stop) return false;
      const a = await connection().request('game:act', { seat, seq: v.seq, action: { type: 'pass' } });
      // Refused (the table moved on meanwhile): the curtain decides as before.
      if (!a.ok || gameId !== this.gameId) return false;
      this.latestSeq = Math.max(this.latestSeq, a.value.seq);
      this.again = true;
      return true;
    },

    /** Dice of rolls that arrived with this pull (none on a first load: that is history). */
    animate(from: number | null) {
      if (from === null) return;
      const ui = useUiStore();
      for (const entry of this.log) {
        if (entry.index < from || entry.index <= this.seenIndex) continue;
        const e = entry.event;
        if (e.type === 'diceRolled') ui.showDice({ id: entry.index, dice: e.dice, needed: e.needed, success: e.success, seat: e.seat });
      }
    },

    /** Hot-seat: the named player has the screen; show their view. */
    async liftCurtain() {
      const seat = this.curtain;
      if (seat === null) return;
      this.curtain = null;
      this.viewer = seat;
      this.view = null;
      this.raw = null;
      this.early = [];
      this.log = [];
      this.seenIndex = -1;
      useUiStore().resetForViewer();
      await this.pull();
      if (this.again) await this.sync();
    },

    /** Sends an action for the viewer's seat. Returns whether the host accepted it. */
    async act(action: Action): Promise<boolean> {
      const v = this.view;
      if (!v || typeof this.viewer !== 'number') {
        this.error = t('app.noSeat');
        return false;
      }
      // The tutorial's coach holds back what its lesson does not plan (it explains why itself).
      if (this.willSend(action) !== null) return false;
      this.busy = true;
      this.error = null;
      const r = await connection().request('game:act', { seat: this.viewer, seq: v.seq, action });
      this.busy = false;
      if (!r.ok) {
        this.error = r.error;
        return false;
      }
      this.latestSeq = Math.max(this.latestSeq, r.value.seq);
      this.sent(action);
      useUiStore().openForm(null);
      this.accepted++;
      void this.sync();
      return true;
    },

    async undo(): Promise<boolean> {
      const v = this.view;
      if (!v || typeof this.viewer !== 'number' || this.willSend('undo') !== null) return false;
      this.busy = true;
      this.error = null;
      const r = await connection().request('game:undo', { seat: this.viewer, seq: v.seq });
      this.busy = false;
      if (!r.ok) {
        this.error = r.error;
        return false;
      }
      void this.sync();
      return true;
    },

    async odds(query: OddsQuery): Promise<Reply<Odds>> {
      return connection().request('game:odds', { viewer: this.viewer ?? 'spectator', query });
    },

    // ---- News for the stores above (they listen with $onAction; these do nothing else) ----

    /** An action (or an undo) is about to go to the host: returns `held`, which a listener may have set meanwhile. */
    willSend(_action: Action | 'undo'): string | null {
      const held = this.held;
      this.held = null;
      return held;
    },

    /** The host accepted this action. */
    sent(_action: Action) {},

    /** The view on screen just showed the game's end. */
    gameEnded() {},

    clearError() {
      this.error = null;
    },
  },
});
