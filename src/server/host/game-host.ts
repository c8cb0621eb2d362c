// The GameHost (DESIGN.md section 2): the authority for one game at a time. It holds the true
// state, answers every request of the protocol (messages.ts) with a Reply, and pushes 'game:changed'
// after every accepted action. Plain Node (no Electron), so the same host serves the Electron window
// over IPC and browser tabs over WebSocket; the transports validate requests (protocol/validate.ts)
// before they get here. A refused request changes nothing. Nothing accepted is ever lost (issue 23):
// every action is in the journal (journal.ts) and on disk before any client hears of it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { BotConfig } from '../../shared/ai/types';
import { validateConfig, type Action, type Seat } from '../../shared/engine';
import type { DamagedFile, MenuState, NewGameSetup, Push, Reply, RequestKind, RequestParams, RequestResult, SeatController, Settings } from '../../shared/protocol/messages';
import type { ValidRequest } from '../../shared/protocol/validate';
import { BotHost, defaultWorkerUrl } from '../bots/host';
import { Journal } from './journal';
import { realDisk, type Disk } from './journal-writer';
import { BotDriver, type BotSeats, type Moment } from './bot-driver';
import { makeHostSave, parseHostSave, type HostSave, type ParsedSave } from './envelope';
import { checkSaveName, exportSave, SaveStore } from './save-store';
import { lanRequest, remoteRequest, STAND_IN, type Client, type LanPlugin } from './lan-routing';
import { Hints, type HintBots } from './hints';
import { oddsFor } from './odds';
import { isReplayRequest, ReplayService } from './replay-service';
import { workerJudge, workerReviews, type MoveJudge, type ReviewRunner } from './review-runner';
import { isReviewRequest, ReviewService } from './review-service';
import { GameSession } from './session';
import { loadSettings, saveSettings } from './settings';
import { keepDamagedFiles } from './damaged-files';
import type { ViewFeed } from './view-feed';
import { ViewService } from './view-service';
import { ok, refuse, refuseWith } from '../../shared/protocol/reply';
import type { GameHostOptions } from './game-host-options';

export type { GameHostOptions };

type Result<K extends RequestKind> = Reply<RequestResult<K>>;

const LOCAL: Client = { kind: 'local' };

export class GameHost {
  private session: GameSession | null = null;
  /** Changes with every change of the open game (see Moment): stale bot answers are dropped by it. */
  private epoch = 0;
  private readonly listeners = new Set<(push: Push) => void>();
  /** Revisions, feeds and views of the open game (issue 39). */
  private readonly views = new ViewService();
  private readonly store: SaveStore;
  private readonly journal: Journal;
  /** The turn number at the last change: at turn ends the autosave catches up (Journal.fold). */
  private lastTurn = 0;
  private readonly driver: BotDriver;
  private readonly bots: BotSeats;
  private readonly hints: Hints;
  private readonly now: () => Date;
  /** Requests that change something run one after the other (see exclusive). */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private lan: LanPlugin | null = null;
  /** LAN seats a bot plays for now (their players have been away longer than the grace period). */
  private readonly standIns = new Set<Seat>();
  /** Finished games kept as replays, the viewer and the statistics (issue 20). */
  private readonly replays: ReplayService;
  private readonly reviews: ReviewService;

  private constructor(
    private readonly opts: GameHostOptions,
    private settings: Settings,
  ) {
    const disk = opts.disk ?? realDisk;
    this.store = new SaveStore(opts.dataDir, disk.writeAtomic);
    this.now = opts.now ?? (() => new Date());
    this.bots = opts.bots ?? new BotHost();
    const hintBots = opts.hintBots ?? (this.bots instanceof BotHost ? this.bots.sibling() : new BotHost());
    this.hints = new Hints(hintBots, { allowRemote: () => this.settings.lanHints, current: () => (this.closed ? null : this.session), log: opts.log ?? console.warn, judge: opts.judge ?? workerJudge(this.bundle()) });
    this.journal = new Journal(this.store, disk, {
      trouble: (text) => this.push({ type: 'host:disk', text }),
      log: opts.log ?? ((line) => console.warn(line)),
    });
    this.replays = new ReplayService(opts.dataDir, this.store, this.now, opts.log ?? ((line) => console.warn(line)), disk.writeAtomic);
    this.reviews = new ReviewService(opts.dataDir, this.replays.store, opts.reviews ?? workerReviews(this.bundle()), opts.log ?? console.warn, disk.writeAtomic);
    this.driver = new BotDriver(this.bots, {
      current: () => this.moment(),
      apply: (epoch, seat, action) => this.exclusive(async () => this.applyBot(epoch, seat, action)),
      speed: () => this.settings.botSpeed,
      botPlays: (session, seat) => session.seats[seat]?.kind === 'bot' || (session.seats[seat]?.kind === 'remote' && this.standIns.has(seat)),
      notice: (level, text) => this.notice(level, text),
    });
  }

  private bundle = () => (this.bots instanceof BotHost ? this.bots.workerUrl : defaultWorkerUrl());
  /** A host with the settings of its data folder (defaults for anything missing or invalid). */
  static async create(opts: GameHostOptions): Promise<GameHost> {
    // Damaged files are moved aside before anything can be written over them (issue 40).
    const damaged = await keepDamagedFiles(new SaveStore(opts.dataDir), opts.dataDir, opts.log ?? ((line) => console.warn(line)));
    const { settings } = await loadSettings(new SaveStore(opts.dataDir).settingsPath);
    const host = new GameHost(opts, { ...settings, ...opts.initialSettings });
    await host.journal.recoverAtStart();
    host.damaged.push(...damaged, ...host.journal.startDamaged);
    return host;
  }

  /** Damaged files found this run, each kept aside; the menu tells the player (issue 40). */
  private readonly damaged: DamagedFile[] = [];
  get dataDir(): string {
    return this.opts.dataDir;
  }

  /** Receive every push (each transport subscribes once per client). Returns the unsubscribe. */
  subscribe(listener: (push: Push) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * A feed of view changes for one client connection (issue 39): pass it with that client's
   * requests, and send it each push through `feed.personalize`. Close it when the client goes.
   */
  feed(): ViewFeed {
    return this.views.feed();
  }

  /** Answers one validated request; never rejects (an unexpected failure is an error reply). `feed`: the client's (see feed()). */
  async request(req: ValidRequest, client: Client = LOCAL, feed?: ViewFeed): Promise<Reply<unknown>> {
    if (this.closed) return refuse('The game host is shutting down.');
    try {
      const reply = client.kind === 'remote' ? await this.remote(req, client.seat, feed) : await this.dispatch(req, feed);
      // What a client sees of the game (its seq above all) must be on disk first: the journal's
      // lines up to this answer are (or cannot be: then the table shows the disk warning).
      if (req.kind === 'game:view' || req.kind === 'game:log' || req.kind === 'game:act' || req.kind === 'game:undo') await this.journal.durable();
      return reply;
    } catch (e) {
      return refuse(`The game host failed to handle ${req.kind}: ${(e as Error).message}`);
    }
  }

  /** Stops the bots, compacts the journal into the autosave (quit) and releases the workers. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.driver.stop();
    await this.queue.catch(() => undefined);
    if (this.session) await this.journal.compact(this.hostSave(this.session));
    await this.journal.stop();
    await Promise.all([this.bots.close(), this.hints.close(), this.reviews.close()]);
    this.listeners.clear();
  }

  /** Resolves when every action accepted so far is on disk (or cannot be) and no autosave is being written; tests. */
  async flush(): Promise<void> {
    await this.queue.catch(() => undefined);
    await this.journal.settled();
  }

  private dispatch(req: ValidRequest, feed?: ViewFeed): Promise<Reply<unknown>> | Reply<unknown> {
    if (isReviewRequest(req.kind)) return this.reviews.handle(req);
    if (isReplayRequest(req.kind)) return this.replays.handle(req, (save, what) => this.exclusive(() => this.openSave(save, what)));
    if (req.kind.startsWith('lan:')) return lanRequest(this.lan, req);
    switch (req.kind) {
      case 'menu:state':
        return this.menuState();
      case 'game:view':
        return this.views.view(this.session, req.params, feed);
      case 'game:log':
        return this.views.log(this.session, req.params);
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
        return this.exclusive(() => this.store.saveAs(req.params.name, this.session && this.hostSave(this.session)));
      case 'game:export':
        return exportSave(this.session && this.hostSave(this.session));
      case 'game:deleteSave':
        return this.exclusive(() => this.store.deleteNamed(req.params.name));
      case 'game:act':
        return this.exclusive(() => this.act(req.params));
      case 'game:undo':
        return this.exclusive(() => this.undo(req.params));
      case 'game:hint':
        return this.hints.request(req.params, false);
      case 'game:close':
        return this.exclusive(() => this.closeGame());
      case 'settings:set':
        return this.exclusive(() => this.setSettings(req.params.settings));
      default:
        // A kind of the protocol this host does not serve (validation lets through only those it does).
        return refuse(`This game host does not handle ${(req as { kind: string }).kind} requests.`);
    }
  }

  /** A LAN client's request (lan-routing.ts): only its own seat's view, odds, actions and undo. */
  private remote(req: ValidRequest, seat: Seat, feed?: ViewFeed): Promise<Reply<unknown>> | Reply<unknown> {
    return remoteRequest(req, seat, this.session, this.standIns.has(seat), {
      view: (session, viewer, since) => this.views.full(session, viewer, since, feed),
      act: (p) => this.exclusive(() => this.act(p, true)),
      undo: (p) => this.exclusive(() => this.undo(p, true)),
      hint: (p) => this.hints.request(p, true),
    });
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
    await this.journal.settled();
    const auto = await this.store.readSaveFile(this.store.autosavePath);
    const state: MenuState = {
      canContinue: auto.ok && !auto.save.finished,
      gameOpen: this.session !== null,
      saves: await this.store.list(),
      settings: { ...this.settings },
      version: this.opts.version,
      disk: this.journal.trouble,
      ...(this.damaged.length ? { damaged: [...this.damaged] } : {}),
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
    await this.install(opened.session);
    return ok({ gameId: opened.session.gameId });
  }

  private async continueGame(): Promise<Result<'game:continue'>> {
    const { parsed: r, note, damaged } = await this.journal.recover();
    this.damaged.push(...damaged);
    if (!r.ok && r.missing) return refuseWith('game.nothingToContinue', 'There is no game to continue.');
    if (r.ok && r.save.finished) return refuseWith('game.lastGameOver', 'The last game is over; start a new one.');
    const opened = await this.openSave(r, 'The autosaved game');
    if (opened.ok && note) this.notice('warning', note);
    return opened;
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
    await this.install(opened.session);
    if (lanGame) {
      const r = await this.lan!.resume();
      if (!r.ok) this.notice('warning', `${r.error} The LAN seats wait for their players.`);
    }
    return ok({ gameId: opened.session.gameId });
  }

  private act(p: RequestParams<'game:act'>, remote = false): Result<'game:act'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    const bad = (remote ? null : session.seatRefusal(p.seat)) ?? session.staleRefusal(p.seq);
    if (bad) return refuse(bad);
    const r = session.apply(p.seat, p.action as Action);
    if (!r.ok) return r;
    this.accepted(session, p.seat, p.action as Action);
    return ok({ seq: session.seq });
  }

  private async undo(p: RequestParams<'game:undo'>, remote = false): Promise<Result<'game:undo'>> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    const bad = (remote ? null : session.seatRefusal(p.seat)) ?? session.staleRefusal(p.seq);
    if (bad) return refuse(bad);
    const r = session.withoutLastAction(p.seat);
    if (!r.ok) return r;
    this.session = r.session;
    // The journal only grows: the game without its last action goes to the autosave whole.
    await this.journal.compact(this.hostSave(r.session));
    this.changed();
    return ok({ seq: r.session.seq });
  }

  private odds(p: RequestParams<'game:odds'>): Result<'game:odds'> {
    const session = this.session;
    if (!session) return refuse('No game is open.');
    if (p.viewer === 'spectator') return oddsFor(session.state, null, p.query);
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
    await this.journal.compact(this.hostSave(session));
    await this.journal.stop();
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
    const hintsNowAllowed = next.lanHints && !this.settings.lanHints;
    this.settings = next;
    if (hintsNowAllowed && this.session) this.hints.prepare(this.session);
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
    this.accepted(session, seat, action);
    return 'applied';
  }

  /** Makes `session` the open game (closing the previous one), seats its bots and tells the clients. */
  private async install(session: GameSession): Promise<void> {
    const previous = this.session;
    this.driver.stop();
    this.session = session;
    this.standIns.clear();
    this.bots.setSeats(
      session.seats.map((c): BotConfig | null => (c.kind === 'bot' ? { level: c.level, personality: c.personality } : c.kind === 'remote' ? STAND_IN : null)),
      session.seed,
    );
    this.hints.prepare(session);
    if (previous) this.push({ type: 'game:closed', gameId: previous.gameId });
    // The new game's start is the autosave (the previous game's autosave already holds all of it).
    await this.journal.compact(this.hostSave(session));
    this.changed();
  }

  /**
   * After an accepted action: into the journal; the push that announces it waits until it is on
   * disk (group commit: the bots go on meanwhile, and a burst of actions shares one sync). At a turn
   * end (and the game's end) the autosave catches up in the background, or, when the journal is
   * due to start afresh (Journal.due), once this change is done.
   */
  private accepted(session: GameSession, seat: Seat, action: Action): void {
    this.epoch++;
    // The journal write starts first: each client's patch is computed while it goes to disk.
    const written = this.journal.append(seat, action, session.seq);
    const push = this.views.revised(session);
    void written.then(() => this.push(push));
    if (session.over) void this.replays.keep(session.gameId, this.hostSave(session), session.state);
    const turn = session.state.turn.number;
    if (turn !== this.lastTurn || session.over) {
      this.lastTurn = turn;
      if (!this.journal.due) this.journal.fold(() => this.hostSave(session));
      else void this.exclusive(() => (this.session === session && !this.closed ? this.journal.compact(this.hostSave(session)) : undefined));
    }
    this.driver.kick();
  }

  /** After the open game was replaced (a new game, a load, an undo), now in the autosave: tell the clients, let the bots play. */
  private changed(): void {
    const session = this.session!;
    this.epoch++;
    this.lastTurn = session.state.turn.number;
    this.push(this.views.revised(session));
    this.driver.kick();
  }

  private hostSave(session: GameSession): HostSave {
    return makeHostSave(session.record(), session.seats, session.over, this.now());
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
