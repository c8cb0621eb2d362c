// The app around the game: which screen is up, the main menu's state (saves, continue), the
// settings, the open game's id, the state of the link to the host and the notices to read.
// Every request that the host refuses leaves its words in `error` and changes nothing else.
import { nextTick } from 'vue';
import { defineStore } from 'pinia';
import type { Seat } from '../../../shared/engine';
import { DEFAULT_SETTINGS, type AppCommand, type LanguageSetting, type MenuState, type NewGameSetup, type Push, type Reply, type SaveInfo, type Settings } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { errorText } from '../i18n/errors';
import type { ClientConnection, ConnectionState } from '../transport/connection';
import { connection, hasConnection, setConnection } from '../transport/current';
import { listening } from './listen';
import { REPLAY_SCREENS } from './replay-screens';
import { useStopForStore } from './stop-for';
import { useTableStore } from './table';
import { useUiStore } from './ui';

export const SCREENS = ['menu', 'setup', 'load', 'settings', 'rules', 'table', 'end', 'lanHost', 'join', 'lanLobby', ...REPLAY_SCREENS] as const;
export type Screen = (typeof SCREENS)[number];

export interface Notice {
  id: number;
  level: 'info' | 'warning' | 'error';
  text: string;
}

/** Connections whose pushes and states the store already listens to. */
const wired = new WeakSet<ClientConnection>();

/** Closes the window (desktop); replaced in tests. */
let closeWindow: () => void = () => globalThis.close?.();
export function setWindowCloser(fn: () => void): void {
  closeWindow = fn;
}

/** Damaged files already told of (by the name they were kept under), so a menu refresh does not repeat them. */
const toldDamaged = new Set<string>();

const defineSession = defineStore('session', {
  state: () => ({
    screen: 'menu' as Screen,
    /** Where Settings and Rules return to (they open from the menu and from the table). */
    returnTo: 'menu' as Screen,
    menu: null as MenuState | null,
    settings: { ...DEFAULT_SETTINGS } as Settings,
    gameId: null as string | null,
    connection: 'connecting' as ConnectionState,
    closesWindow: false,
    notices: [] as Notice[],
    noticeId: 0,
    /** What the app is waiting for, in words ("Starting the game…"), or null. */
    busy: null as string | null,
    /** The last refused request on a menu screen. */
    error: null as string | null,
    /** True while this client closes the game itself (its game:closed push needs no notice). */
    closing: false,
    /** Counts the desktop menu's Save commands; the table opens its save bar at each. */
    saveRequests: 0,
    /** Why the host cannot keep the game on disk now (host:disk, issue 23); the table shows it (DiskWarning). */
    disk: null as string | null,
    /**
     * The language this client speaks: its own host's setting. Another player's LAN host sends its
     * own settings, which never change this: each LAN client keeps its own language (issue 19).
     */
    language: DEFAULT_SETTINGS.language as LanguageSetting,
    /**
     * This client plays at another player's host (it joined that game, or that host served this
     * page), with the seat it holds there once joined; null at its own host. The LAN store above
     * keeps it (stores/lan.ts), and takes the seat back after a drop before this store catches up.
     */
    away: null as { seat: Seat | null } | null,
  }),
  getters: {
    inGame: (s) => s.gameId !== null,
  },
  actions: {
    /** Wires the store to the host: pushes, connection state, then the first menu state. */
    async start(conn: ClientConnection) {
      await this.useHost(conn);
    },

    /** Talks to this host from now on (LAN: another player's host, and back). A connection set aside is not heard. */
    async useHost(conn: ClientConnection) {
      setConnection(conn);
      this.connection = conn.state;
      this.closesWindow = conn.closesWindow;
      if (!wired.has(conn)) {
        wired.add(conn);
        conn.onPush((p) => hasConnection() && connection() === conn && this.handlePush(p));
        conn.onState((s) => hasConnection() && connection() === conn && this.handleState(s));
      }
      await this.refreshMenu();
    },

    /** Returns whether the link came back after a drop. */
    handleState(s: ConnectionState): boolean {
      const was = this.connection;
      this.connection = s;
      const back = s === 'open' && was !== 'open';
      // A LAN player's new link has no seat until the token is shown again: the LAN store, which
      // listens to this action, takes the seat back first and then calls reconnected().
      if (back && this.away === null) void this.reconnected();
      return back;
    },

    /** Back after a drop: pull whatever happened meanwhile. A host that restarted has no game open: back to the menu, where Continue resumes it. */
    async reconnected() {
      await this.refreshMenu();
      if (this.gameId === null) return;
      if (this.menu && !this.menu.gameOpen) {
        this.notify('info', this.menu.canContinue ? t('app.notice.hostRestartedContinue') : t('app.notice.hostRestartedGone'));
        this.leaveGame();
        return;
      }
      await useTableStore().sync();
    },

    handlePush(p: Push) {
      const table = useTableStore();
      switch (p.type) {
        case 'game:changed':
          table.handlePush(p);
          break;
        case 'game:closed':
          if (p.gameId !== this.gameId) return;
          if (!this.closing) this.notify('info', t('app.notice.closedByHost'));
          this.leaveGame();
          break;
        case 'host:notice':
          this.notify(p.level, p.text);
          break;
        case 'host:disk':
          this.disk = p.text;
          break;
        // 'lan:lobby' and 'lan:kicked' are the LAN store's: it listens to this action.
        case 'app:command':
          void this.command(p.command);
          break;
      }
    },

    /**
     * The desktop menu's commands (issue 21). Leaving a game for a new one or the load screen asks
     * first, as the table's Main menu button does (the game stays in Continue); a LAN player's
     * game and a request under way are not interrupted.
     */
    async command(c: AppCommand) {
      if (this.busy) return;
      const remote = this.away !== null;
      switch (c) {
        case 'show-game':
          await this.resumeOpenGame();
          return;
        case 'settings':
          if (!remote) this.go('settings');
          return;
        case 'save':
          if (this.screen === 'table' && this.gameId !== null && !remote) this.saveRequests++;
          else this.notify('info', t('app.command.nothingToSave'));
          return;
        case 'new-game':
        case 'load': {
          if (remote || this.screen === 'lanHost' || this.screen === 'lanLobby' || this.screen === 'join') return;
          if (this.gameId !== null) {
            const yes = await useUiStore().ask({ title: t('app.command.leaveTitle'), text: t('app.command.leaveText'), confirmLabel: c === 'load' ? t('app.command.load') : t('app.command.newGame') });
            if (!yes || !(await this.closeGame())) return;
          }
          this.go(c === 'load' ? 'load' : 'setup');
          return;
        }
      }
    },

    /** The table store saw the game end: the end screen comes up (unless the player is elsewhere, e.g. in Settings). */
    showEnd() {
      if (this.screen === 'table') this.screen = 'end';
      else if (this.screen === 'settings' || this.screen === 'rules') this.returnTo = 'end';
    },

    notify(level: Notice['level'], text: string) {
      const id = ++this.noticeId;
      this.notices = [...this.notices.slice(-4), { id, level, text }];
    },

    dismiss(id: number) {
      this.notices = this.notices.filter((n) => n.id !== id);
    },

    go(screen: Screen) {
      this.error = null;
      if (screen === 'settings' || screen === 'rules') {
        if (this.screen !== 'settings' && this.screen !== 'rules') this.returnTo = this.screen;
      }
      this.screen = screen;
      if (screen === 'menu' || screen === 'load') void this.refreshMenu();
    },

    back() {
      this.go(this.returnTo === 'settings' || this.returnTo === 'rules' ? 'menu' : this.returnTo);
    },

    /** Reads the menu state; returns its LAN part (the LAN store, listening, acts on it), or null. */
    async refreshMenu(): Promise<MenuState['remote'] | null> {
      const r = await connection().request('menu:state', {});
      if (!r.ok) return (this.error = errorText(r)), null;
      this.menu = r.value;
      this.settings = { ...r.value.settings };
      this.disk = r.value.disk ?? null;
      if (!r.value.remote && this.away === null && r.value.settings.language) this.language = r.value.settings.language;
      // "Stop for me" is kept like the language (stores/stop-for.ts).
      if (!r.value.remote && this.away === null) useStopForStore().fromSettings(r.value.settings.stopFor);
      // Damaged files the host kept aside (issue 40): told once each, and they stay until dismissed;
      // after a tick, so that the language just read from the settings is the one they are told in.
      if (r.value.damaged?.some((d) => !toldDamaged.has(d.keptAs))) await nextTick();
      for (const d of r.value.damaged ?? []) {
        if (toldDamaged.has(d.keptAs)) continue;
        toldDamaged.add(d.keptAs);
        this.notify('warning', t(`menu.damaged.${d.kind}`, { file: d.file, keptAs: d.keptAs, recovered: d.recovered ?? 0 }));
      }
      return r.value.remote ?? null;
    },

    /** Runs a request that opens a game; on success the table takes over. */
    async openWith(label: string, run: () => Promise<Reply<{ gameId: string }>>): Promise<boolean> {
      this.busy = label;
      this.error = null;
      try {
        const r = await run();
        if (!r.ok) {
          this.error = errorText(r);
          return false;
        }
        this.gameId = r.value.gameId;
        this.screen = 'table';
        await useTableStore().open(r.value.gameId, this.away?.seat ?? null);
        return true;
      } finally {
        this.busy = null;
      }
    },

    newGame(setup: NewGameSetup) {
      return this.openWith(t('app.busy.starting'), () => connection().request('game:new', { setup }));
    },
    continueGame() {
      return this.openWith(t('app.busy.continuing'), () => connection().request('game:continue', {}));
    },
    loadGame(name: string) {
      return this.openWith(t('app.busy.loading'), () => connection().request('game:load', { name }));
    },
    importSave(text: string) {
      return this.openWith(t('app.busy.importing'), () => connection().request('game:import', { text }));
    },

    /** Back to a game the host still has open (after a page reload in the browser). */
    async resumeOpenGame(): Promise<boolean> {
      return this.openWith(t('app.busy.opening'), async () => {
        const r = await connection().request('game:view', { viewer: 'spectator', since: 0 });
        return r.ok ? { ok: true, value: { gameId: r.value.gameId } } : r;
      });
    },

    async deleteSave(name: string): Promise<boolean> {
      this.error = null;
      const r = await connection().request('game:deleteSave', { name });
      if (!r.ok) {
        this.error = errorText(r);
        return false;
      }
      await this.refreshMenu();
      return true;
    },

    async saveGame(name: string): Promise<SaveInfo | null> {
      this.error = null;
      const r = await connection().request('game:save', { name });
      if (!r.ok) {
        this.error = errorText(r);
        return null;
      }
      this.notify('info', t('app.notice.saved', { name: r.value.name }));
      return r.value;
    },

    /** The open game as a save file (name and text) to keep outside the data folder; null (and `error`) if refused. */
    async exportGame(): Promise<{ fileName: string; text: string } | null> {
      this.error = null;
      const r = await connection().request('game:export', {});
      if (!r.ok) return (this.error = r.error), null;
      return r.value;
    },

    async setSettings(change: Partial<Settings>): Promise<boolean> {
      this.error = null;
      const r = await connection().request('settings:set', { settings: change });
      if (!r.ok) {
        this.error = errorText(r);
        return false;
      }
      this.settings = { ...r.value };
      if (r.value.language) this.language = r.value.language;
      useStopForStore().fromSettings(r.value.stopFor);
      return true;
    },

    /** Closes the open game (it stays autosaved unless over) and shows the menu. */
    async closeGame(): Promise<boolean> {
      // Another player's game is not this client's to close: it only leaves it (lan.leaveTable).
      if (this.away !== null) return false;
      if (this.gameId === null) return this.go('menu'), true;
      this.closing = true;
      try {
        const r = await connection().request('game:close', {});
        if (!r.ok) {
          this.error = errorText(r);
          this.notify('error', errorText(r));
          return false;
        }
        this.leaveGame();
        return true;
      } finally {
        this.closing = false;
      }
    },

    /** Forgets the game on this side and shows the menu. */
    leaveGame() {
      this.gameId = null;
      useTableStore().close();
      useUiStore().resetForViewer();
      this.screen = 'menu';
      void this.refreshMenu();
    },

    /** Quit: the desktop window closes; a browser tab closes the game and shows the menu. */
    async quit() {
      if (this.closesWindow) return closeWindow();
      await this.closeGame();
    },
  },
});

/** The session store; it listens to the table below it for the game's end (stores/listen.ts). */
export const useSessionStore = listening(defineSession, (session) => {
  useTableStore().$onAction(({ name }) => {
    if (name === 'gameEnded') session.showEnd();
  }, true);
});
