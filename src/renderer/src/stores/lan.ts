// LAN play in the renderer (issue 6). Two roles, never both at once:
// - hosting: this window's own host opened a lobby (`hostLobby`); the host lobby screen shows it,
//   kicks, hands seats to bots, starts and stops;
// - remote: this client plays one seat of another player's game (`remote`), over a WebSocket to
//   that host (a page the LAN server served, or a connection the Join screen made). Its seat token
//   is kept in sessionStorage (logic/lan-join.ts) so that a reload or a dropped link rejoins.
import { defineStore } from 'pinia';
import { markRaw } from 'vue';
import type { Seat } from '../../../shared/engine';
import type { LanGame, LanInterface, LobbyView } from '../../../shared/protocol/lan';
import type { MenuState, Push, RequestParams, StopFor } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { errorText } from '../i18n/errors';
import { forgetJoin, hostSocketUrl, normalizeCode, recallJoin, rememberJoin, type KeyValueStore } from '../logic/lan-join';
import { connectTo } from '../transport/connect';
import type { ClientConnection } from '../transport/connection';
import { connection } from '../transport/current';
import { listening } from './listen';
import { useSessionStore } from './session';
import { useStopForStore } from './stop-for';

let storage: KeyValueStore = (globalThis as { sessionStorage?: KeyValueStore }).sessionStorage ?? memoryStore();
/** Where seat tokens are kept (tests pass a map). */
export function setTokenStorage(s: KeyValueStore): void {
  storage = s;
}

let makeConnection: (url: string) => ClientConnection = (url) => connectTo(url);
/** How the Join screen reaches another host (tests pass a fake). */
export function setRemoteConnector(fn: (url: string) => ClientConnection): void {
  makeConnection = fn;
}

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

/** The address of the page, when a LAN host served it (`host:port`). */
function pageAddress(): string | null {
  const loc = (globalThis as { location?: { host?: string } }).location;
  return loc?.host ? loc.host : null;
}

export interface RemoteSeat {
  address: string;
  code: string;
  name: string;
  seat: Seat;
  token: string;
}

const defineLan = defineStore('lan', {
  state: () => ({
    interfaces: [] as LanInterface[],
    hostLobby: null as LobbyView | null,
    /** The seat this client holds in another player's game. */
    remote: null as RemoteSeat | null,
    remoteLobby: null as LobbyView | null,
    /** The host whose page this is (browser on a LAN address): the Join screen's fixed address. */
    servedBy: null as string | null,
    games: [] as LanGame[],
    /** The last refusal on a LAN screen. */
    error: null as string | null,
    busy: null as string | null,
    /** The connection this app had before joining another host (the desktop's own host), to go back to. */
    home: null as ClientConnection | null,
    /** The player left the table on purpose: lobby pushes do not pull them back in. */
    left: false,
  }),
  getters: {
    remoteSeat: (s): Seat | null => s.remote?.seat ?? null,
    isRemote: (s): boolean => s.remote !== null || s.servedBy !== null,
    /** Whether the Join screen may go back to this app's own menu. */
    hasHome: (s): boolean => s.servedBy === null,
    /** Joined from this app (not from a page the host served): there is a home host to go back to. */
    awayFromHome: (s): boolean => s.home !== null,
  },
  actions: {
    // ---- Hosting ----

    async loadInterfaces(): Promise<boolean> {
      const r = await connection().request('lan:interfaces', {});
      if (!r.ok) return (this.error = errorText(r)), false;
      this.interfaces = r.value;
      return true;
    },

    async open(params: RequestParams<'lan:open'>): Promise<boolean> {
      this.error = null;
      this.busy = t('lan.lobby.opening');
      try {
        const r = await connection().request('lan:open', params);
        if (!r.ok) return (this.error = errorText(r)), false;
        this.hostLobby = r.value;
        useSessionStore().go('lanHost');
        return true;
      } finally {
        this.busy = null;
      }
    },

    async refreshHostLobby(): Promise<void> {
      const r = await connection().request('lan:lobby', {});
      if (r.ok) this.hostLobby = r.value;
      else this.hostLobby = null;
    },

    async kick(seat: Seat): Promise<void> {
      this.error = null;
      const r = await connection().request('lan:kick', { seat });
      if (!r.ok) this.error = errorText(r);
      else this.hostLobby = r.value;
    },

    async toBot(seat: Seat): Promise<void> {
      this.error = null;
      const r = await connection().request('lan:toBot', { seat });
      if (!r.ok) this.error = errorText(r);
      else this.hostLobby = r.value;
    },

    async start(): Promise<boolean> {
      this.error = null;
      const session = useSessionStore();
      const ok = await session.openWith(t('app.busy.starting'), () => connection().request('lan:start', {}));
      if (!ok) this.error = session.error;
      return ok;
    },

    /** Closes the LAN server (the game, if started, stays with this window). */
    async stop(): Promise<boolean> {
      this.error = null;
      const r = await connection().request('lan:stop', {});
      if (!r.ok) return (this.error = errorText(r)), false;
      this.hostLobby = null;
      const session = useSessionStore();
      if (session.screen === 'lanHost') session.go(session.inGame ? 'table' : 'menu');
      return true;
    },

    /** Listens for announced games (leaves the last error alone: a kick's reason stays on the Join screen). */
    async discover(): Promise<void> {
      const r = await connection().request('lan:discover', {});
      if (!r.ok) this.error = errorText(r);
      else this.games = r.value;
    },

    // ---- Joining another player's game ----

    /**
     * Joins the game at `address` with its code. A page served by that host uses its own link;
     * otherwise a new WebSocket goes to the host, and becomes the app's connection once joined.
     */
    async join(address: string, code: string, name: string): Promise<boolean> {
      this.error = null;
      const session = useSessionStore();
      const own = this.servedBy !== null && this.servedBy.toLowerCase() === address.toLowerCase();
      const conn = own ? connection() : makeConnection(hostSocketUrl(address));
      this.busy = 'Joining\u2026';
      try {
        const saved = recallJoin(storage, address, code);
        const r = await conn.request('lan:join', { code: normalizeCode(code), name: name.trim(), ...(saved ? { token: saved.token } : {}) });
        if (!r.ok) {
          if (!own) conn.close();
          this.error = saved && /token|seat/i.test(r.error) ? t('lan.join.seatGone', { error: r.error }) : errorText(r);
          if (saved) forgetJoin(storage, address, code);
          return false;
        }
        this.remote = { address, code: normalizeCode(code), name: name.trim(), seat: r.value.seat, token: r.value.token };
        this.left = false;
        this.remoteLobby = r.value.lobby;
        rememberJoin(storage, address, { code: this.remote.code, name: this.remote.name, token: r.value.token });
        if (!own) {
          this.home = this.home ?? markRaw(connection());
          await session.useHost(conn);
        } else this.enterRemoteGame();
        return true;
      } finally {
        this.busy = null;
      }
    },

    async ready(ready: boolean): Promise<void> {
      this.error = null;
      const r = await connection().request('lan:ready', { ready });
      if (!r.ok) this.error = errorText(r);
      else this.remoteLobby = r.value;
    },

    /** After a dropped link: take the seat back with the token before anything else is asked. */
    async rejoin(): Promise<boolean> {
      const me = this.remote;
      if (!me) return true;
      const r = await connection().request('lan:join', { code: me.code, name: me.name, token: me.token });
      if (!r.ok) {
        this.lostSeat(errorText(r));
        return false;
      }
      this.remoteLobby = r.value.lobby;
      return true;
    },

    /** The menu state of a host that sees this client as a LAN player (issue 6: no main menu here). */
    async remoteMenu(state: NonNullable<MenuState['remote']>): Promise<void> {
      const session = useSessionStore();
      if (!this.remote && this.servedBy === null) {
        this.servedBy = pageAddress();
        // A page without a host of its own: its "Stop for me" is the one this browser kept (stop-for.ts).
        if (this.servedBy !== null) useStopForStore().recallLocal();
      }
      if (state.joined) {
        this.remoteLobby = state.lobby;
        this.enterRemoteGame();
        return;
      }
      // A reloaded page: the token of this tab takes the seat back without asking anything.
      const address = this.remote?.address ?? this.servedBy;
      const saved = address ? recallJoin(storage, address, this.remote?.code) : null;
      if (address && saved && !this.busy && (await this.join(address, saved.code, saved.name || this.remote?.name || 'Player'))) return;
      if (session.screen === 'menu' || session.screen === 'lanLobby') session.go('join');
    },

    /** Shows the waiting room, or the table once the host started the game. */
    enterRemoteGame() {
      const session = useSessionStore();
      const lobby = this.remoteLobby;
      if (!this.remote || this.left) return;
      if (lobby?.started && lobby.gameId) {
        if (session.gameId !== lobby.gameId) void session.openWith(t('app.busy.opening'), async () => ({ ok: true, value: { gameId: lobby.gameId! } }));
        return;
      }
      if (session.screen === 'menu' || session.screen === 'join') session.go('lanLobby');
    },

    handlePush(p: Push) {
      if (p.type === 'lan:lobby') {
        if (p.lobby.you !== null) {
          this.remoteLobby = p.lobby;
          this.enterRemoteGame();
        } else this.hostLobby = p.lobby;
      } else if (p.type === 'lan:kicked') this.lostSeat(p.text);
    },

    /** The host took the seat away: say so, forget the token and show the Join screen. */
    lostSeat(text: string) {
      const me = this.remote;
      if (me) forgetJoin(storage, me.address, me.code);
      const session = useSessionStore();
      session.notify('error', text);
      void this.goHome().then(() => {
        session.go('join');
        this.error = text;
      });
    },

    /** Drops the other host's game on this side; back on the app's own host when there is one. */
    async goHome(): Promise<void> {
      const session = useSessionStore();
      this.remote = null;
      this.remoteLobby = null;
      const back = this.home;
      // Back on the own host first, so that leaving the table refreshes the home menu, not the other host's.
      if (back) {
        this.home = null;
        const away = connection();
        away.close();
        await session.useHost(back);
      }
      if (session.inGame) session.leaveGame();
    },

    /** Leaves the game on screen: another player's game on this side (leaveRemote), this client's own is closed (it stays autosaved). */
    async leaveTable(): Promise<boolean> {
      if (this.isRemote) return await this.leaveRemote(), true;
      return useSessionStore().closeGame();
    },

    /** Leaves the other player's game on this side (the seat stays, the token too) and goes home. */
    async leaveRemote(): Promise<void> {
      const session = useSessionStore();
      if (this.home) {
        await this.goHome();
        session.go('menu');
        return;
      }
      // A page the host served has no other home: the waiting room, with a way back to the table.
      this.left = true;
      if (session.inGame) session.leaveGame();
      session.go('lanLobby');
    },

    /**
     * "Stop for me in attack windows" (issue 34), from Settings or the table: kept where this
     * client keeps its own choices (stores/stop-for.ts). At home: the host's settings.json. Joined
     * from the app: the app's own settings.json, through its home host (the LAN host never hears
     * of it). A page the LAN host served: this browser's localStorage for that page.
     */
    async chooseStopFor(mode: StopFor): Promise<boolean> {
      const session = useSessionStore();
      const choice = useStopForStore();
      if (this.home) {
        const r = await this.home.request('settings:set', { settings: { stopFor: mode } });
        if (!r.ok) return session.notify('error', errorText(r)), false;
        choice.fromSettings(r.value.stopFor);
        return true;
      }
      if (this.servedBy !== null) return choice.keepLocal(mode), true;
      return session.setSettings({ stopFor: mode });
    },

    /** From the waiting room back to the table of a started game. */
    backToGame() {
      this.left = false;
      this.enterRemoteGame();
    },
  },
});

/**
 * The LAN store. The session store below does not know it; it hears the session (stores/listen.ts):
 * keeps `session.away` up to date, takes the seat back after a dropped link before the session
 * catches up, acts on the LAN part of the menu state and on the LAN pushes.
 */
export const useLanStore = listening(defineLan, (lan) => {
  const session = useSessionStore();
  const away = () => (lan.isRemote ? { seat: lan.remoteSeat } : null);
  session.away = away();
  lan.$subscribe(
    () => {
      const now = away();
      if (now?.seat !== session.away?.seat || (now === null) !== (session.away === null)) session.away = now;
    },
    { detached: true, flush: 'sync' },
  );
  session.$onAction(({ name, args, after }) => {
    if (name === 'handlePush') {
      const p = args[0];
      if (p.type === 'lan:lobby' || p.type === 'lan:kicked') lan.handlePush(p);
    } else if (name === 'handleState') {
      after((back) => {
        if (back && session.away !== null) void lan.rejoin().then((ok) => (ok ? session.reconnected() : undefined));
      });
    } else if (name === 'refreshMenu') {
      after((remote) => {
        if (remote) void lan.remoteMenu(remote);
      });
    }
  }, true);
  // Created after the session read a menu state: act on its LAN part now (main.ts creates this store first).
  if (session.menu?.remote) void lan.remoteMenu(session.menu.remote);
});
