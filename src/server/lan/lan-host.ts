// Hosting a LAN game (issue 6, docs/protocol.md): a lobby whose 'remote' seats wait for players
// from other machines, an HTTP server on the interface the host chose (the renderer for browsers,
// the protocol over a WebSocket at /ws), UDP announcements for join screens, heartbeats, and the
// seat tokens kept in the data folder so that a restarted host takes the same players back.
// The GameHost stays the one authority: remote clients' game requests go to it with their seat.
import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import type { WebSocketServer } from 'ws';
import type { Seat } from '../../shared/engine';
import type { LanGame, LanInterface, LobbyView } from '../../shared/protocol/lan';
import { DEFAULT_SETTINGS, type MenuState, type NewGameSetup, type Push, type Reply } from '../../shared/protocol/messages';
import type { ValidRequest } from '../../shared/protocol/validate';
import type { GameHost, LanPlugin } from '../host';
import type { PaceLimits } from '../http/pacer';
import { newJoinCode, normalizeJoinCode } from './codes';
import { Announcer, GameBrowser, OffMachineAnnouncementError, type AnnouncerOptions } from './discovery';
import { JoinGuard, type JoinGuardLimits } from './join-guard';
import { isCurrentLanFile, LAN_FILE, LAN_FORMAT, readLanFile, writeLanFile, type LanFile, type LobbySettings } from './lan-file';
import { openLanServer } from './lan-server';
import { announcement, lobbyView, publicLobby, reservedName } from './lobby-view';
import { DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limit';
import { RemoteClient, type RemoteHandler } from './remote-client';
import type { ViewFeed } from '../host/view-feed';
import { DEFAULT_GRACE_MS, RemoteSeats } from './remote-seats';
import { ok, refuse } from '../../shared/protocol/reply';

export { LAN_FILE };
export const DEFAULT_HEARTBEAT_MS = 5000;
/** Pings a client may leave unanswered before it is dropped at the next beat. */
export const MAX_MISSED_PONGS = 2;

export interface LanHostOptions {
  host: GameHost;
  dataDir: string;
  /** The built renderer, served to browsers that open the game's address. */
  staticDir: string;
  heartbeatMs?: number;
  rateLimit?: RateLimit;
  /**
   * false: never any UDP announcement (browser mode's --no-discovery, tests); or where to send
   * them. Each lobby may also be opened without announcing (the host form's checkbox).
   */
  announce?: false | AnnouncerOptions;
  /** UDP port the join screen listens on (tests). */
  discoveryPort?: number;
  version?: string;
  /** Back-pressure on each player's socket (http/pacer.ts; tests shorten it). */
  pace?: PaceLimits;
  /** Limits on wrong join codes (join-guard.ts; tests shorten them). */
  joinLimits?: JoinGuardLimits;
  /** Where lockouts for wrong join codes are logged (default: the console; the desktop app's log file). */
  log?: (line: string) => void;
  /** The join guard's clock in ms (default Date.now; tests step it instead of waiting, so a busy machine cannot outlast a lockout). */
  clock?: () => number;
}

interface Lobby extends LobbySettings {
  seats: RemoteSeats;
  gameId: string | null;
  server: Server;
  wss: WebSocketServer;
  heartbeat: ReturnType<typeof setInterval>;
  announcer: Announcer | null;
}

export class LanHost implements RemoteHandler, LanPlugin {
  private lobbyState: Lobby | null = null;
  private readonly clients = new Set<RemoteClient>();
  /** Each client's feed of view patches (issue 39, host/view-feed.ts). */
  private readonly feeds = new WeakMap<RemoteClient, ViewFeed>();
  private readonly unsubscribe: () => void;
  /** Counts wrong join codes per address and overall (issue 21); outlives the lobbies. */
  private readonly joinGuard: JoinGuard;

  constructor(private readonly opts: LanHostOptions) {
    this.joinGuard = new JoinGuard(opts.joinLimits, opts.log, opts.clock);
    this.unsubscribe = opts.host.subscribe((push) => this.fromHost(push));
    opts.host.attachLan(this);
  }

  // ---- The host's own window ----

  interfaces(): LanInterface[] {
    const out: LanInterface[] = [{ name: 'every interface', address: '0.0.0.0' }];
    for (const [name, list] of Object.entries(networkInterfaces())) {
      for (const a of list ?? []) if (a.family === 'IPv4') out.push({ name, address: a.address });
    }
    return out;
  }

  /** Whether this host may announce games at all (false with --no-discovery and in tests). */
  canAnnounce(): boolean {
    return this.opts.announce !== false;
  }

  async open(p: { setup: NewGameSetup; bind: string; port: number; name: string; graceSeconds?: number; announce?: boolean }): Promise<Reply<LobbyView>> {
    if (this.lobbyState) return refuse('A LAN game is already open; stop it first.');
    const remote = p.setup.seats.flatMap((c, seat) => (c.kind === 'remote' ? [seat] : []));
    if (remote.length === 0) return refuse('Make at least one seat a LAN seat, or start an ordinary game.');
    if (p.setup.seats.length !== p.setup.config.players) return refuse(`Say who plays each of the ${p.setup.config.players} seats.`);
    if (!this.interfaces().some((i) => i.address === p.bind)) return refuse(`${p.bind} is not an address of this computer.`);
    const graceMs = p.graceSeconds === undefined ? DEFAULT_GRACE_MS : p.graceSeconds * 1000;
    try {
      await this.listen({ name: p.name, code: newJoinCode(), bind: p.bind, port: p.port, graceMs, setup: p.setup, started: false, announce: p.announce !== false, tokens: [] });
    } catch (e) {
      if (e instanceof OffMachineAnnouncementError) throw e;
      return refuse(`The LAN game could not be opened on ${p.bind}:${p.port} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    }
    await this.persist();
    return ok(this.lobby(null));
  }

  /** A restarted host: reopen the lobby of the game it continued, with the same code, port and tokens. */
  async resume(): Promise<Reply<LobbyView>> {
    if (this.lobbyState) return ok(this.lobby(null));
    const read = await readLanFile(this.opts.dataDir);
    if (!read) return refuse('There is no LAN game to resume.');
    const file = read.file;
    if (!isCurrentLanFile(file)) return refuse('The saved LAN settings cannot be read.');
    try {
      await this.listen({ ...file, started: true });
    } catch (e) {
      if (e instanceof OffMachineAnnouncementError) throw e;
      return refuse(`The LAN game could not be reopened on ${file.bind}:${file.port} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    }
    this.lobbyState!.gameId = this.opts.host.currentGameId();
    return ok(this.lobby(null));
  }

  /** Whether a continued game with these seats is the LAN game this folder remembers. */
  async canResume(seats: readonly { kind: string }[]): Promise<boolean> {
    const file = (await readLanFile(this.opts.dataDir))?.file;
    try {
      return file?.format === LAN_FORMAT && file.setup.seats.every((c, i) => (c.kind === 'remote') === (seats[i]?.kind === 'remote'));
    } catch {
      return false;
    }
  }

  private async listen(f: Omit<LanFile, 'format' | 'version'>): Promise<void> {
    const remote = f.setup.seats.flatMap((c, seat) => (c.kind === 'remote' ? [seat] : []));
    const seats = new RemoteSeats(remote, { graceMs: f.graceMs, onSubstitute: (seat, on) => this.substitute(seat, on) }, f.tokens);
    const { server, wss, port } = await openLanServer(f.bind, f.port, this.opts.staticDir, (ws, address) => {
      const client = new RemoteClient(ws, this, this.opts.rateLimit ?? DEFAULT_RATE_LIMIT, address, this.opts.pace);
      this.clients.add(client);
      this.feeds.set(client, this.opts.host.feed());
    });
    const heartbeat = setInterval(() => this.beat(), this.opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    heartbeat.unref?.();
    const announce = f.announce !== false;
    this.lobbyState = { name: f.name, code: f.code, bind: f.bind, port, graceMs: f.graceMs, setup: f.setup, seats, started: f.started, announce, gameId: null, server, wss, heartbeat, announcer: null };
    if (this.opts.announce !== false && announce) {
      // A socket that cannot be opened must not stop the game (join by address still works); the
      // test runner's refusal to broadcast off the machine must stop it, loudly.
      this.lobbyState.announcer = await Announcer.start(announcement(this.lobbyState), this.opts.announce ?? {}).catch((e: unknown) => {
        if (e instanceof OffMachineAnnouncementError) {
          server.close();
          clearInterval(heartbeat);
          seats.close();
          this.lobbyState = null;
          throw e;
        }
        return null;
      });
    }
  }

  /**
   * Heartbeats: a client that answered neither of the last two pings is dropped (its seat's grace
   * starts). One missed beat is forgiven: a busy host (or a Wi-Fi hiccup) may read a pong only after
   * its next beat has fired, and a player must not lose his seat for that. Runs every heartbeatMs
   * (tests call it themselves).
   */
  beat(): void {
    for (const c of this.clients) {
      if (c.unanswered >= MAX_MISSED_PONGS) {
        c.ws.terminate();
        continue;
      }
      c.unanswered++;
      try {
        c.ws.ping();
      } catch {
        c.ws.terminate();
      }
    }
  }

  lobby(you: Seat | null): LobbyView {
    const l = this.lobbyState;
    if (!l) throw new Error('no LAN game is open');
    return lobbyView(l, you, this.urls());
  }

  private urls(): string[] {
    const l = this.lobbyState!;
    const addrs = l.bind === '0.0.0.0' ? this.interfaces().filter((i) => i.address !== '0.0.0.0').map((i) => i.address) : [l.bind];
    return addrs.map((a) => `http://${a}:${l.port}/`);
  }

  async kick(seat: Seat): Promise<Reply<LobbyView>> {
    const l = this.lobbyState;
    if (!l) return refuse('No LAN game is open.');
    if (!l.seats.isRemote(seat)) return refuse(`Seat ${seat + 1} is not a LAN seat.`);
    if (l.started) return this.toBot(seat);
    l.seats.kick(seat);
    this.dropClientsOf(seat, 'The host gave your seat to someone else.');
    await this.persist();
    this.lobbyChanged();
    return ok(this.lobby(null));
  }

  /** A bot plays the seat from now on (before the start: the seat becomes a bot seat). */
  async toBot(seat: Seat): Promise<Reply<LobbyView>> {
    const l = this.lobbyState;
    if (!l) return refuse('No LAN game is open.');
    if (!l.seats.isRemote(seat)) return refuse(`Seat ${seat + 1} is not a LAN seat.`);
    l.seats.kick(seat);
    this.dropClientsOf(seat, 'The host gave your seat to a bot.');
    if (l.started) this.opts.host.substitute(seat, true);
    else {
      l.seats.remove(seat);
      l.setup = { ...l.setup, seats: l.setup.seats.map((c, i) => (i === seat ? { kind: 'bot' as const, level: 'medium' as const, personality: 'balanced' as const } : c)) };
    }
    await this.persist();
    this.lobbyChanged();
    return ok(this.lobby(null));
  }

  async start(): Promise<Reply<{ gameId: string }>> {
    const l = this.lobbyState;
    if (!l) return refuse('No LAN game is open.');
    if (l.started) return refuse('The LAN game has already started.');
    const empty = l.seats.view().filter((v) => v.name === null);
    if (empty.length) return refuse(`Seat ${empty[0].seat + 1} has no player yet: wait for someone to join, or give the seat to a bot.`);
    // The names the players typed when joining name their seats in the game (issue 35): the
    // new-game form only had a placeholder for an open seat.
    const joined = new Map(l.seats.view().map((v) => [v.seat, v.name]));
    const names = l.setup.seats.map((_, seat) => joined.get(seat) ?? l.setup.config.names?.[seat] ?? `Player ${seat + 1}`);
    const r = await this.opts.host.startLanGame({ ...l.setup, config: { ...l.setup.config, names } });
    if (!r.ok) return r;
    l.started = true;
    l.gameId = r.value.gameId;
    await this.persist();
    this.lobbyChanged();
    return r;
  }

  async stop(): Promise<Reply<Record<string, never>>> {
    await this.shutdown();
    return ok({});
  }

  async discover(ms = 2500): Promise<Reply<LanGame[]>> {
    let browser: GameBrowser;
    try {
      browser = await GameBrowser.start(this.opts.discoveryPort ? { port: this.opts.discoveryPort } : {});
    } catch (e) {
      return refuse(`Games on the network cannot be listed (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); type the host's address instead.`);
    }
    await new Promise((r) => setTimeout(r, ms));
    const games = browser.games();
    browser.stop();
    return ok(games);
  }

  /** Closes the server, drops every client and stops announcing (the game itself stays with the host). */
  async shutdown(): Promise<void> {
    const l = this.lobbyState;
    if (!l) return;
    this.lobbyState = null;
    clearInterval(l.heartbeat);
    l.announcer?.stop();
    l.seats.close();
    for (const c of this.clients) c.ws.terminate();
    this.clients.clear();
    l.wss.close();
    await new Promise<void>((resolve) => {
      l.server.close(() => resolve());
      l.server.closeAllConnections();
    });
  }

  async close(): Promise<void> {
    await this.shutdown();
    this.unsubscribe();
  }

  get isOpen(): boolean {
    return this.lobbyState !== null;
  }

  get port(): number | null {
    return this.lobbyState?.port ?? null;
  }

  get code(): string | null {
    return this.lobbyState?.code ?? null;
  }

  /** Each player's socket: bytes waiting to be sent now and at most so far (the flood test and measurement). */
  socketStats(): { address: string; seat: Seat | null; buffered: number; peak: number; dropped: boolean }[] {
    return [...this.clients].map((c) => ({ address: c.address, seat: c.seat, buffered: c.ws.bufferedAmount, peak: c.pacer.peakBuffered, dropped: c.pacer.dropped }));
  }

  // ---- Remote clients ----

  async handle(client: RemoteClient, req: ValidRequest): Promise<Reply<unknown>> {
    const l = this.lobbyState;
    if (!l) return refuse('This LAN game has been closed by its host.');
    switch (req.kind) {
      case 'menu:state': {
        const menu: MenuState = {
          canContinue: false,
          gameOpen: l.started,
          saves: [],
          settings: { ...DEFAULT_SETTINGS },
          version: this.opts.version ?? '0.0.0-dev',
          remote: { joined: client.seat !== null, lobby: client.seat !== null ? this.lobby(client.seat) : null },
        };
        return ok(menu);
      }
      case 'lan:join': {
        // Wrong codes are limited per address and overall, with growing delays (join-guard.ts).
        const gate = this.joinGuard.check(client.address);
        // A player coming back with his seat token (256 random bits) after a drop is never held up
        // by someone else's guessing; without a valid token the answer is the same either way.
        const token = req.params.token;
        const returning = token !== undefined && normalizeJoinCode(req.params.code) === l.code && l.seats.view().some((v) => l.seats.holds(v.seat, token));
        if (!gate.ok && !returning) return refuse(gate.error);
        if (normalizeJoinCode(req.params.code) !== l.code) {
          this.joinGuard.failed(client.address);
          return refuse('That join code is not the code of this game.');
        }
        this.joinGuard.succeeded(client.address);
        const name = req.params.name.trim();
        if (!name) return refuse('Give a name to join.');
        if (client.seat !== null) return refuse('This connection has already joined.');
        const taken = reservedName(l, name, req.params.token);
        if (taken) return taken;
        const r = l.seats.join(name, req.params.token);
        if (!r.ok) return r;
        // One connection per seat: an older one (a tab left open, a half-dead socket) is dropped.
        for (const c of this.clients) if (c !== client && c.seat === r.seat) this.drop(c, 'Your seat was taken over by a newer connection.');
        client.seat = r.seat;
        await this.persist();
        this.lobbyChanged();
        return ok({ seat: r.seat, token: r.token, lobby: this.lobby(r.seat) });
      }
      case 'lan:lobby':
        return ok(client.seat === null ? publicLobby(l) : this.lobby(client.seat));
      case 'lan:ready':
        if (client.seat === null) return refuse('Join the game first.');
        l.seats.setReady(client.seat, req.params.ready);
        this.lobbyChanged();
        return ok(this.lobby(client.seat));
      default:
        if (client.seat === null) return refuse('Join the game first.');
        if (!l.started) return refuse('The game has not started yet.');
        return this.opts.host.request(req, { kind: 'remote', seat: client.seat }, this.feeds.get(client));
    }
  }

  closed(client: RemoteClient): void {
    this.clients.delete(client);
    this.feeds.get(client)?.close();
    this.feeds.delete(client);
    const l = this.lobbyState;
    if (!l || client.seat === null) return;
    // Another live connection of the same seat (a reconnect that raced the close) keeps it.
    if ([...this.clients].some((c) => c.seat === client.seat)) return;
    l.seats.disconnect(client.seat);
    this.lobbyChanged();
  }

  private drop(c: RemoteClient, text: string): void {
    c.push({ type: 'lan:kicked', text });
    c.seat = null;
    c.ws.close(4000, 'seat taken');
  }

  private dropClientsOf(seat: Seat, text: string): void {
    for (const c of this.clients) if (c.seat === seat) this.drop(c, text);
  }

  private substitute(seat: Seat, on: boolean): void {
    if (this.lobbyState?.started) this.opts.host.substitute(seat, on);
    this.lobbyChanged();
  }

  private fromHost(push: Push): void {
    // The host window's lobby view (you: null) is not the remote clients' own.
    if (push.type === 'lan:lobby') return;
    for (const c of this.clients) {
      const feed = this.feeds.get(c);
      c.push(feed ? feed.personalize(push) : push);
    }
  }

  private lobbyChanged(): void {
    const l = this.lobbyState;
    if (!l) return;
    // Only joined players hear of the lobby's changes (issue 40).
    for (const c of this.clients) if (c.seat !== null) c.push({ type: 'lan:lobby', lobby: this.lobby(c.seat) });
    this.opts.host.pushLocal({ type: 'lan:lobby', lobby: this.lobby(null) });
    l.announcer?.update(announcement(l));
  }

  private async persist(): Promise<void> {
    const l = this.lobbyState;
    if (!l) return;
    await writeLanFile(this.opts.dataDir, l, l.seats.persisted());
  }
}
