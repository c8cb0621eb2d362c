// The GameHost (DESIGN.md section 2): the authority for one game at a time. It holds the true
// state, answers every request of the protocol (messages.ts) with a Reply, and pushes 'game:changed'
// after every accepted action. Plain Node (no Electron), so the same host serves the Electron window
// over IPC and browser tabs over WebSocket; the transports validate requests (protocol/validate.ts)
// before they get here. A refused request changes nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import type { BotConfig } from '../../shared/ai/types';
import { decider, validateConfig, type Action, type Seat } from '../../shared/engine';
import type { MenuState, NewGameSetup, Push, Reply, RequestKind, RequestParams, RequestResult, SaveInfo, SeatController, Settings } from '../../shared/protocol/messages';
import type { ValidRequest } from '../../shared/protocol/validate';
import { BotHost } from '../bots/host';
import { writeFileAtomic } from './atomic-file';
import { Autosaver } from './autosaver';
import { BotDriver, type BotSeats, type Moment } from './bot-driver';
import { makeHostSave, parseHostSave, type HostSave, type ParsedSave } from './envelope';
import { checkSaveName, SaveStore, saveInfo } from './save-store';
import { lanRequest, STAND_IN, type Client, type LanPlugin } from './lan-routing';
import { oddsFor } from './odds';
import { GameSession } from './session';
import { loadSettings, saveSettings } from './settings';
import { tableView } from './view';
import { ok, refuse, refuseWith } from '../../shared/protocol/reply';

export interface GameHostOptions {
  /** Folder of settings.json, autosave.json and saves/ (created when first written). */
  dataDir: string;
  /** The app version, shown by the menu. */
  version: string;
  /** The bots of bot seats. Default: a BotHost running each bot in a worker thread (bot-worker.mjs next to the bundle). */
  bots?: BotSeats;
  /** Settings that override the file for this run without being written (e.g. a test's bot speed). */
  initialSettings?: Partial<Settings>;
  /** Clock for save times (tests fix it). */
  now?: () => Date;
}

type Result<K extends RequestKind> = Reply<RequestResult<K>>;

const LOCAL: Client = { kind: 'local' };


export class GameHost {
  private session: GameSession | null = null;
  /** Changes with every change of the open game (see Moment): stale bot answers are dropped by it. */
  private epoch = 0;
  private readonly listeners = new Set<(push: Push) => void>();
  private readonly store: SaveStore;
  private readonly autosaver: Autosaver;
  private readonly driver: BotDriver;
  private readonly bots: BotSeats;
  private readonly now: () => Date;
  /** Requests that change something run one after the other (see exclusive). */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private lan: LanPlugin | null = null;
  /** LAN seats a bot plays for now (their players have been away longer than the grace period). */
  private readonly standIns = new Set<Seat>();

  private constructor(
    private readonly opts: GameHostOptions,
    private settings: Settings,
  ) {
    this.store = new SaveStore(opts.dataDir);
    this.now = opts.now ?? (() => new Date());
    this.bots = opts.bots ?? new BotHost();
    this.autosaver = new Autosaver(
      (text) => this.writeAutosave(text),
      (message) => this.notice('error', `The game could not be autosaved (${message}). Save it under a name to be safe.`),
    );
    this.driver = new BotDriver(this.bots, {
      current: () => this.moment(),
      apply: (epoch, seat, action) => this.exclusive(async () => this.applyBot(epoch, seat, action)),
      speed: () => this.settings.botSpeed,
      botPlays: (session, seat) => session.seats[seat]?.kind === 'bot' || (session.seats[seat]?.kind === 'remote' && this.standIns.has(seat)),
      notice: (level, text) => this.notice(level, text),
    });
  }

  /** A host with the settings of its data folder (defaults for anything missing or invalid). */
  static async create(opts: GameHostOptions): Promise<GameHost> {
    const { settings } = await loadSettings(new SaveStore(opts.dataDir).settingsPath);
    return new GameHost(opts, { ...settings, ...opts.initialSettings });
  }

  get dataDir(): string {
    return this.opts.dataDir;
  }

  /** Receive every push (each transport subscribes once per client). Returns the unsubscribe. */
  subscribe(listener: (push: Push) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Answers one validated request; never rejects (an unexpected failure is an error reply). */
  async request(req: ValidRequest, client: Client = LOCAL): Promise<Reply<unknown>> {
    if (this.closed) return refuse('The game host is shutting down.');
    try {
      if (client.kind === 'remote') return await this.remote(req, client.seat);
      return await this.dispatch(req);
    } catch (e) {
      return refuse(`The game host failed to handle ${req.kind}: ${(e as Error).message}`);
    }
  }

  /** Stops the bots, writes any pending autosave and releases the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.driver.stop();
    await this.queue.catch(() => undefined);
    await this.autosaver.flush();
    await this.bots.close();
    this.listeners.clear();
  }

  /** Resolves when every autosave asked so far is on disk (tests, shutdown). */
  flush(): Promise<void> {
    return this.autosaver.flush();
  }

  private dispatch(req: ValidRequest): Promise<Reply<unknown>> | Reply<unknown> {
    switch (req.kind) {
      case 'menu:state':
        return this.menuState();
      case 'game:view':
        return this.view(req.params);
      case 'game:odds':
        return this.odds(req.params);
      case 'game:new':
        return this.exclusive(() => this.newGame(req.params.setup));
      case 'game:continue':
        return this.exclusive(() => this.continueGame());
      case 'game:load':
        return this.exclusive(() => this.load(req.params.name));
      case 'game:import':
        return this.exclusive(() => this.openSave(parseHostSave(req.params.text), 'The file'));
      case 'game:save':
        return this.exclusive(() => this.save(req.params.name));
      case 'game:deleteSave':
        return this.exclusive(() => this.deleteSave(req.params.name));
      case 'game:act':
        return this.exclusive(() => this.act(req.params));
      case 'game:undo':
        return this.exclusive(() => this.undo(req.params));
      case 'game:close':
        return this.exclusive(() => this.closeGame());
      case 'settings:set':
        return this.exclusive(() => this.setSettings(req.params.settings));
      case 'lan:interfaces':
      case 'lan:open':
      case 'lan:lobby':
      case 'lan:kick':
      case 'lan:toBot':
      case 'lan:start':
      case 'lan:stop':
      case 'lan:discover':
      case 'lan:join':
      case 'lan:ready':
        return lanRequest(this.lan, req);
      default:
        // A kind of the protocol this host does not serve (validation lets through only those it does).
        return refuse(`This game host does not handle ${(req as { kind: string }).kind} requests.`);
    }
  }

  /** A LAN client's request: only its own seat's view, odds, actions and undo. */
  private remote(req: ValidRequest, seat: Seat): Promise<Reply<unknown>> | Reply<unknown> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    if (session.seats[seat]?.kind !== 'remote') return refuse('That seat is not played from another computer.');
    switch (req.kind) {
      case 'game:view':
        if (req.params.viewer !== seat) return refuse(`You play seat ${seat + 1} only.`);
        return ok(tableView(session, seat, req.params.since));
      case 'game:odds':
        if (req.params.viewer !== seat) return refuse(`You play seat ${seat + 1} only.`);
        return oddsFor(session.state, seat, req.params.query);
      case 'game:act':
      case 'game:undo': {
        if (req.params.seat !== seat) return refuse(`You play seat ${seat + 1} only.`);
        if (this.standIns.has(seat)) return refuse('A bot is playing your seat; join again to take it back.');
        const p = req.params;
        return req.kind === 'game:act' ? this.exclusive(() => this.act(p as RequestParams<'game:act'>, true)) : this.exclusive(() => this.undo(p, true));
      }
      default:
        return refuse('Only the player hosting the game can do that.');
    }
  }

  /** Plugs in LAN play (the LAN host calls it once). */
  attachLan(lan: LanPlugin): void {
    this.lan = lan;
  }

  /** Starts the game of a LAN lobby: like game:new, with its 'remote' seats kept. */
  startLanGame(setup: NewGameSetup): Promise<Result<'game:new'>> {
    return this.exclusive(() => this.newGame(setup, true));
  }

  /** A bot starts (true) or stops playing a LAN seat whose player is away. */
  substitute(seat: Seat, botPlays: boolean): void {
    if (botPlays) this.standIns.add(seat);
    else this.standIns.delete(seat);
    if (this.session && !this.closed) this.driver.kick();
  }

  /** Pushes to every subscriber (the LAN host tells the host window about its lobby). */
  pushLocal(push: Push): void {
    this.push(push);
  }

  currentGameId(): string | null {
    return this.session?.gameId ?? null;
  }

  /** Runs `fn` after every change requested before it, so no two changes interleave. */
  private exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  // ---- Requests ----

  private async menuState(): Promise<Result<'menu:state'>> {
    await this.autosaver.flush();
    const auto = await this.store.readSaveFile(this.store.autosavePath);
    const state: MenuState = {
      canContinue: auto.ok && !auto.save.finished,
      gameOpen: this.session !== null,
      saves: await this.store.list(),
      settings: { ...this.settings },
      version: this.opts.version,
    };
    return ok(state);
  }

  private async newGame(setup: NewGameSetup, lanGame = false): Promise<Result<'game:new'>> {
    const bad = validateConfig(setup.config);
    if (bad) return refuse(`The game cannot start: ${bad}`);
    if (setup.seats.length !== setup.config.players) return refuse(`Say who plays each of the ${setup.config.players} seats (${setup.seats.length} given).`);
    if (!lanGame && setup.seats.some((s) => s.kind === 'remote')) return refuse('LAN seats are filled from the LAN lobby: host a LAN game to use them.');
    if (!lanGame && this.lan?.isOpen) await this.lan.stop();
    const seed = setup.seed ?? randomBytes(8).toString('hex');
    const opened = GameSession.open({ gameId: randomUUID(), config: setup.config, seed, seats: setup.seats });
    if (!opened.ok) return opened;
    this.install(opened.session);
    return ok({ gameId: opened.session.gameId });
  }

  private async continueGame(): Promise<Result<'game:continue'>> {
    await this.autosaver.flush();
    const r = await this.store.readSaveFile(this.store.autosavePath);
    if (!r.ok && r.missing) return refuseWith('game.nothingToContinue', 'There is no game to continue.');
    if (r.ok && r.save.finished) return refuseWith('game.lastGameOver', 'The last game is over; start a new one.');
    return this.openSave(r, 'The autosaved game');
  }

  private async load(rawName: string): Promise<Result<'game:load'>> {
    const name = checkSaveName(rawName);
    if (!name.ok) return name;
    const r = await this.store.readSaveFile(this.store.pathOf(name.name));
    if (!r.ok && r.missing) return refuseWith('save.noSuchSave', `There is no save named "${name.name}".`, { name: name.name });
    return this.openSave(r, `The save "${name.name}"`);
  }

  /** Opens a save (read from a file, or the text of an imported one) in place of the current game. */
  private async openSave(parsed: ParsedSave, what: string): Promise<Result<'game:load'>> {
    if (!parsed.ok) return refuse(`${what} cannot be opened: ${parsed.error}`);
    const { game, seats } = parsed.save;
    // LAN seats stay LAN seats when this folder remembers that LAN game (a restarted host: its
    // players rejoin with their tokens); otherwise a human at this machine takes them.
    const lanGame = seats.some((s) => s.kind === 'remote') && !!this.lan && (await this.lan.canResume(seats));
    const local = lanGame ? seats : seats.map((s) => (s.kind === 'remote' ? { kind: 'human' as const } : s));
    const opened = GameSession.open({ gameId: randomUUID(), config: game.config, seed: game.seed, seats: local }, game.actions);
    if (!opened.ok) return refuse(`${what} cannot be opened: ${opened.error}`);
    if (!lanGame && this.lan?.isOpen) await this.lan.stop();
    this.install(opened.session);
    if (lanGame) {
      const r = await this.lan!.resume();
      if (!r.ok) this.notice('warning', `${r.error} The LAN seats wait for their players.`);
    }
    return ok({ gameId: opened.session.gameId });
  }

  private async save(rawName: string): Promise<Result<'game:save'>> {
    const session = this.session;
    if (!session) return refuseWith('game.nothingToSave', 'No game is open, so there is nothing to save.');
    const name = checkSaveName(rawName);
    if (!name.ok) return name;
    const save = this.hostSave(session);
    try {
      await this.store.writeSaveFile(this.store.pathOf(name.name), save);
    } catch (e) {
      return refuse(`The game could not be saved (${(e as Error).message}).`);
    }
    return ok<SaveInfo>(saveInfo(name.name, save));
  }

  private async deleteSave(rawName: string): Promise<Result<'game:deleteSave'>> {
    const name = checkSaveName(rawName);
    if (!name.ok) return name;
    try {
      await this.store.delete(name.name);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return code === 'ENOENT' ? refuseWith('save.noSuchSave', `There is no save named "${name.name}".`, { name: name.name }) : refuse(`The save could not be deleted (${code ?? (e as Error).message}).`);
    }
    return ok({});
  }

  private view(p: RequestParams<'game:view'>): Result<'game:view'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    const bad = session.viewerRefusal(p.viewer);
    if (bad) return refuse(bad);
    return ok(tableView(session, p.viewer, p.since));
  }

  private act(p: RequestParams<'game:act'>, remote = false): Result<'game:act'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    const bad = (remote ? null : session.seatRefusal(p.seat)) ?? session.staleRefusal(p.seq);
    if (bad) return refuse(bad);
    const r = session.apply(p.seat, p.action as Action);
    if (!r.ok) return r;
    this.changed();
    return ok({ seq: session.seq });
  }

  private undo(p: RequestParams<'game:undo'>, remote = false): Result<'game:undo'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    const bad = (remote ? null : session.seatRefusal(p.seat)) ?? session.staleRefusal(p.seq);
    if (bad) return refuse(bad);
    const r = session.withoutLastAction(p.seat);
    if (!r.ok) return r;
    this.session = r.session;
    this.changed();
    return ok({ seq: r.session.seq });
  }

  private odds(p: RequestParams<'game:odds'>): Result<'game:odds'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    if (p.viewer === 'spectator') return refuse('Odds are worked out for the attacking player: choose a seat.');
    const bad = session.seatRefusal(p.viewer);
    if (bad) return refuse(bad);
    return oddsFor(session.state, p.viewer, p.query);
  }

  private async closeGame(): Promise<Result<'game:close'>> {
    const session = this.session;
    if (!session) return ok({});
    this.session = null;
    this.epoch++;
    this.driver.stop();
    await this.autosaver.flush();
    this.push({ type: 'game:closed', gameId: session.gameId });
    return ok({});
  }

  private async setSettings(patch: Partial<Settings>): Promise<Result<'settings:set'>> {
    const next: Settings = { ...this.settings, ...patch };
    try {
      await saveSettings(this.store.settingsPath, next);
    } catch (e) {
      return refuse(`The settings could not be saved (${(e as Error).message}).`);
    }
    this.settings = next;
    // A new pace applies from the next bot action; 'instant' also ends the pause under way.
    if (patch.botSpeed === 'instant') this.driver.hurry();
    return ok({ ...next });
  }

  // ---- Changes ----

  private moment(): Moment | null {
    return this.session && !this.closed ? { session: this.session, epoch: this.epoch } : null;
  }

  /** A bot's action, if the game is still where the bot saw it. */
  private applyBot(epoch: number, seat: Seat, action: Action): 'applied' | 'stale' | 'refused' {
    const session = this.session;
    if (!session || epoch !== this.epoch || this.closed) return 'stale';
    const r = session.apply(seat, action);
    if (!r.ok) {
      this.notice('error', `${session.name(seat)}'s bot chose a move the rules refused (${r.error}); the game waits.`);
      return 'refused';
    }
    this.changed();
    return 'applied';
  }

  /** Makes `session` the open game (closing the previous one), seats its bots and tells the clients. */
  private install(session: GameSession): void {
    const previous = this.session;
    this.driver.stop();
    this.session = session;
    this.standIns.clear();
    this.bots.setSeats(
      session.seats.map((c): BotConfig | null => (c.kind === 'bot' ? { level: c.level, personality: c.personality } : c.kind === 'remote' ? STAND_IN : null)),
      session.seed,
    );
    if (previous) this.push({ type: 'game:closed', gameId: previous.gameId });
    this.changed();
  }

  /** After every change of the open game: autosave, tell the clients, let the bots play. */
  private changed(): void {
    const session = this.session!;
    this.epoch++;
    this.autosaver.schedule(() => JSON.stringify(this.hostSave(session)));
    this.push({ type: 'game:changed', gameId: session.gameId, seq: session.seq, deciding: decider(session.state), over: session.over });
    this.driver.kick();
  }

  private hostSave(session: GameSession): HostSave {
    return makeHostSave(session.record(), session.seats, session.over, this.now());
  }

  private async writeAutosave(text: string): Promise<void> {
    await writeFileAtomic(this.store.autosavePath, text);
  }

  private notice(level: 'info' | 'warning' | 'error', text: string): void {
    this.push({ type: 'host:notice', level, text });
  }

  private push(push: Push): void {
    for (const l of [...this.listeners]) {
      try {
        l(push);
      } catch {
        // One client's failure (a closed window, a dead socket) must not stop the others.
      }
    }
  }
}
