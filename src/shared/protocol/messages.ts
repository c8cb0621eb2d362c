// The one contract between a table client (the renderer, in the Electron window or a browser)
// and the GameHost (DESIGN.md section 2). The same messages travel over Electron IPC (local
// window) and over WebSocket (browser mode, later LAN seats); the renderer never knows which.
//
// Shape: the client sends requests and gets exactly one response per request; the host sends
// pushes when something changed. A `game:changed` push says "seq n is out, these seats decide";
// to a client that holds a view it also carries the change of that view for that client's own
// viewer only (issue 39, view-patch.ts); a client without one pulls the view of the seat it is
// showing (which is how hot-seat keeps a curtain between players sharing one screen).
import type { Alignment, IlluminatiId, SpecialGoal } from '../cards';
import type { BotLevel, Personality } from '../ai/types';
import type { Action, GameConfig, GameEvent, ModifierTerm, Observation, Outcome, Seat, Viewer } from '../engine';
import type { CompactLegal } from './compact-legal';
import type { Hint } from './hint';
import type { ViewPatch } from './view-patch';
import type { LanGame, LanInterface, LobbyView } from './lan';

export const PROTOCOL_VERSION = 1;

/**
 * Largest request a client may send, in bytes of JSON (bigger ones are refused unread). Replies
 * are not bound by it: the view of a crowded table can be larger, and clients read it.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;

/** Most log entries one view or game:log answer carries (issue 39: about 10 KB of JSON). */
export const LOG_PAGE = 100;

/** Who plays a seat. 'remote' is a LAN seat (issue 6); the local client may not act for it. */
export type SeatController =
  | { kind: 'human' }
  | { kind: 'bot'; level: BotLevel; personality: Personality }
  | { kind: 'remote' };

/** Everything the new-game screen decides. Names and chosen Illuminati live in `config`. */
export interface NewGameSetup {
  config: GameConfig;
  /** One per seat, `config.players` long. */
  seats: SeatController[];
  /** Optional fixed seed (tests, replays); otherwise the host draws one. */
  seed?: string;
}

export interface SeatInfo {
  seat: Seat;
  name: string;
  controller: SeatController;
  /** Remote seats: whether the player is connected (always true for local seats). */
  connected: boolean;
}

/** How fast bots act and animations run; 'instant' is for tests and impatient players. */
export const BOT_SPEEDS = ['instant', 'fast', 'normal', 'slow'] as const;
export type BotSpeed = (typeof BOT_SPEEDS)[number];

/** The languages the app speaks (issue 19). Independent of the rules edition. */
export const LANGUAGES = ['en', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
/** A language, or 'system': the first of the system's languages that the app speaks (else English). */
export const LANGUAGE_SETTINGS = ['system', ...LANGUAGES] as const;
export type LanguageSetting = (typeof LANGUAGE_SETTINGS)[number];

export interface Settings {
  botSpeed: BotSpeed;
  /** UI scale factor, 0.75..2. */
  uiScale: number;
  reducedMotion: boolean;
  /** Desktop app: look for a new version on GitHub Releases at start (issue 21). */
  checkForUpdates: boolean;
  /** The language of every word on screen; 'system' until the player chooses one. */
  language: LanguageSetting;
  /** Loudness of the sound effects, 0 (silent) to 1 (issue 18). */
  volume: number;
  /** No sound at all, whatever the volume. */
  muted: boolean;
  /** The tutorial's first lesson: the step to resume at (issue 20); 0 when there is none. */
  tutorialStep: number;
  /** LAN players may ask for hints (issue 20); this machine's own seats always may. */
  lanHints: boolean;
  /** Issue 34: when an attack window stops for this player (renderer logic/concern.ts); each client keeps its own. */
  stopFor: StopFor;
  /** The cards on the table turned with their structure as printed (issue 35); false: every face reads upright. */
  cardsAsPrinted: boolean;
}

/** Settings → "Stop for me in attack windows": always, when it concerns me, only when my cards are attacked. */
export const STOP_FOR = ['always', 'concerns', 'attacked'] as const;
export type StopFor = (typeof STOP_FOR)[number];

export const DEFAULT_SETTINGS: Settings = { botSpeed: 'normal', uiScale: 1, reducedMotion: false, checkForUpdates: true, language: 'system', volume: 0.7, muted: false, tutorialStep: 0, lanHints: false, stopFor: 'concerns', cardsAsPrinted: false };

/**
 * What the desktop app's menu asks of the page (issue 21): open the new-game setup, the save bar,
 * the load screen or the settings, or show the game that was just opened from a file.
 */
export const APP_COMMANDS = ['new-game', 'save', 'load', 'settings', 'show-game'] as const;
export type AppCommand = (typeof APP_COMMANDS)[number];

export interface SaveInfo {
  name: string;
  /** ISO time of the last write. */
  savedAt: string;
  players: string[];
  actions: number;
  finished: boolean;
}

/** Progress toward a goal as a fraction the UI can draw, with words for the reader. */
export interface GoalStanding {
  have: number;
  need: number;
  text: string;
  /**
   * What is counted, so that each client words it in its own language (issue 19): 'cards' for
   * the basic goal, else the special goal's kind; `alignment` for the goals that name one.
   */
  measure?: 'cards' | SpecialGoal['kind'];
  alignment?: Alignment;
}

export interface PlayerStanding {
  seat: Seat;
  groups: number;
  income: number;
  basic: GoalStanding;
  /** Null when the viewer may not know this player's special goal (hidden goals, the UFOs). */
  special: GoalStanding | null;
}

export interface GameStats {
  rounds: number;
  actions: number;
  perSeat: {
    seat: Seat;
    attacks: number;
    attacksWon: number;
    groupsCaptured: number;
    groupsDestroyed: number;
    specialsPlayed: number;
    moneySpentOnAttacks: number;
  }[];
}

/** One numbered event of the game's log, as this viewer may see it. */
export type { LogEntry } from './log-entry';
import type { LogEntry } from './log-entry';

/** Everything one seat's screen needs, computed by the host for that viewer only. */
export interface TableView {
  gameId: string;
  /** Number of accepted actions; an action must name the seq it was chosen at. */
  seq: number;
  viewer: Viewer;
  observation: Observation;
  seats: SeatInfo[];
  /** Seats that must act now (engine `decider`). */
  deciding: Seat[];
  /**
   * The viewer's legal actions (empty unless the viewer is deciding), in the compact form that
   * every client expands (compact-legal.ts: expandLegal gives exactly the engine's legalActions).
   */
  legal: CompactLegal;
  standings: PlayerStanding[];
  /**
   * The newest visible events with index >= the `since` of the request, at most LOG_PAGE of them
   * (issue 39: a rejoining client shows the table at once and fetches older pages with game:log).
   */
  log: LogEntry[];
  /** Visible events in [since, logFrom) were left out of `log`: ask game:log for them (logFrom = since: none). */
  logFrom: number;
  /**
   * The host's revision of this view (issue 39): a `game:changed` patch names the revision it
   * applies to. Two views of one viewer with the same rev are the same view.
   */
  rev: number;
  /** Whether `undo` would be accepted for the viewer now. */
  canUndo: boolean;
  outcome: Outcome | null;
  /** Present once the game has ended. */
  stats: GameStats | null;
}

/** A file of the data folder the host could not read and moved aside (issue 40). */
export interface DamagedFile {
  kind: 'autosave' | 'journal' | 'settings' | 'lan' | 'save' | 'replay';
  /** Its name in the data folder (saves/ and replays/ files by their own name). */
  file: string;
  /** The name it was kept under, next to where it was: NAME.damaged-<time>. */
  keptAs: string;
  /** A journal: the moves recovered from its good lines. */
  recovered?: number;
}

export interface MenuState {
  /** An autosaved unfinished game exists. */
  canContinue: boolean;
  /** A game is currently open in the host. */
  gameOpen: boolean;
  saves: SaveInfo[];
  settings: Settings;
  version: string;
  /** Why the game is not being kept on disk now (a full disk, a read-only folder; issue 23), as the host:disk push says. */
  disk?: string | null;
  /** Damaged files found on start or on Continue this run, each kept aside (issue 40); the menu tells the player. */
  damaged?: DamagedFile[];
  /**
   * Set only for a client of another player's LAN game (issue 6): whether it has joined, and the
   * lobby. Such a client sees the join and lobby screens instead of the main menu.
   */
  remote?: { joined: boolean; lobby: LobbyView | null };
}

export interface OddsQuery {
  attacker: string;
  target: string;
  kind: 'control' | 'neutralize' | 'destroy';
  aiders: string[];
  /** Net money already spent for the attack (for minus against); 0 while building it. */
  money?: number;
}

export interface Odds {
  /** Roll this number or less on 2d6 (11 and 12 always fail). */
  needed: number;
  /** Probability of success, 0..1. */
  chance: number;
  /** `term`: what each modifier counts, as data, so that each client words it (issue 19). */
  breakdown: { rule: string; label: string; value: number; term?: ModifierTerm }[];
}

/** Requests and their results. Every result is wrapped in `Reply`. */
export interface RequestMap {
  'menu:state': { params: Record<string, never>; result: MenuState };
  'game:new': { params: { setup: NewGameSetup }; result: { gameId: string } };
  'game:continue': { params: Record<string, never>; result: { gameId: string } };
  'game:load': { params: { name: string }; result: { gameId: string } };
  /** Loads a save from file contents (a file the player picked); same checks as game:load. */
  'game:import': { params: { text: string }; result: { gameId: string } };
  'game:save': { params: { name: string }; result: SaveInfo };
  'game:deleteSave': { params: { name: string }; result: Record<string, never> };
  /** The open game as a save file's text and a file name, for the player to keep elsewhere (issue 23). */
  'game:export': { params: Record<string, never>; result: { fileName: string; text: string } };
  'game:view': { params: { viewer: Viewer; since: number }; result: TableView };
  /** Older log entries (issue 39): the newest LOG_PAGE visible ones in [since, before), and where that page starts (`from` = since: nothing older is left). */
  'game:log': { params: { viewer: Viewer; since: number; before: number }; result: { log: LogEntry[]; from: number } };
  'game:act': { params: { seat: Seat; seq: number; action: Action }; result: { seq: number } };
  /** Roll needed, chance and every modifier of an attack as built in the attack panel (public facts only). */
  'game:odds': { params: { viewer: Viewer; query: OddsQuery }; result: Odds };
  'game:undo': { params: { seat: Seat; seq: number }; result: { seq: number } };
  /** What the Hard bot would do for the seat now, and why (issue 20; host/hints.ts); with `draft`, compared with it (issue 36). */
  'game:hint': { params: { seat: Seat; seq: number; draft?: Action }; result: Hint };
  /** Closes the open game (it stays autosaved unless it is over). */
  'game:close': { params: Record<string, never>; result: Record<string, never> };
  'settings:set': { params: { settings: Partial<Settings> }; result: Settings };
  // LAN play (issue 6, docs/protocol.md). The host's own window:
  'lan:interfaces': { params: Record<string, never>; result: LanInterface[] };
  /** Opens a lobby for `setup` (its 'remote' seats wait for players) on address `bind`, port `port` (0: any free port). */
  'lan:open': { params: { setup: NewGameSetup; bind: string; port: number; name: string; graceSeconds?: number; announce?: boolean }; result: LobbyView };
  'lan:kick': { params: { seat: Seat }; result: LobbyView };
  /** A bot takes a remote seat for the rest of the game. */
  'lan:toBot': { params: { seat: Seat }; result: LobbyView };
  'lan:start': { params: Record<string, never>; result: { gameId: string } };
  'lan:stop': { params: Record<string, never>; result: Record<string, never> };
  /** Games announced on the network (the join screen). */
  'lan:discover': { params: Record<string, never>; result: LanGame[] };
  // Both the host's window and remote clients:
  'lan:lobby': { params: Record<string, never>; result: LobbyView };
  // Remote clients only:
  'lan:join': { params: { code: string; name: string; token?: string }; result: { seat: Seat; token: string; lobby: LobbyView } };
  'lan:ready': { params: { ready: boolean }; result: LobbyView };
}

export type RequestKind = keyof RequestMap;
export type RequestParams<K extends RequestKind> = RequestMap[K]['params'];
export type RequestResult<K extends RequestKind> = RequestMap[K]['result'];

export type Reply<T> = { ok: true; value: T } | Refusal;

/**
 * Refusals a client can word in its own language (issue 19): a stable code with its values, next
 * to the English sentence. Other refusals (the engine's reasons, damaged files...) carry English
 * words only, and clients show those as they are.
 */
export const HOST_ERROR_CODES = [
  'save.noName',
  'save.nameTooLong',
  'save.badCharacters',
  'save.leadingDot',
  'save.trailingDot',
  'save.reservedName',
  'save.noSuchSave',
  'game.nothingToContinue',
  'game.lastGameOver',
  'game.nothingToSave',
  'hint.off',
  'hint.stale',
  'hint.failed',
  'lan.hostName',
  'lan.nameTaken',
] as const;
export type HostErrorCode = (typeof HOST_ERROR_CODES)[number];

export interface Refusal {
  ok: false;
  /** The reason in English, for logs, the CLI and clients that do not know the code. */
  error: string;
  code?: HostErrorCode;
  params?: Record<string, string | number>;
}

/** A request on the wire (WebSocket frame, or the IPC payload without `id`). */
export interface RequestMessage<K extends RequestKind = RequestKind> {
  id: number;
  kind: K;
  params: RequestParams<K>;
}

export interface ResponseMessage {
  id: number;
  reply: Reply<unknown>;
}

export type Push =
  /**
   * The game changed: a new seq, who decides now, the host's revision. `patch`: the change of the
   * view this client last received (only when it holds one); without it, or when the client's view
   * is not at `patch.from`, the client pulls `game:view` for its viewer.
   */
  | { type: 'game:changed'; gameId: string; seq: number; deciding: Seat[]; over: boolean; rev: number; patch?: ViewPatch }
  /** The open game was closed (or replaced by another one). */
  | { type: 'game:closed'; gameId: string }
  /** The LAN lobby changed (players joined, dropped, got ready; the game started). */
  | { type: 'lan:lobby'; lobby: LobbyView }
  /** This remote client lost its seat (the host kicked it or gave the seat to a bot). */
  | { type: 'lan:kicked'; text: string }
  /** Something the player should read that is not an answer to his request (a bot fault, a failed autosave). */
  | { type: 'host:notice'; level: 'info' | 'warning' | 'error'; text: string }
  /** The desktop app's menu (or a save file opened from the desktop) asks the page for something (issue 21). */
  | { type: 'app:command'; command: AppCommand }
  /** The data folder cannot be written (why, in words: the game goes on in memory), or can again (null). Issue 23. */
  | { type: 'host:disk'; text: string | null };

export interface PushMessage {
  push: Push;
}

/** The client side of a transport, as the renderer sees it (IPC or WebSocket). */
export interface HostConnection {
  request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>>;
  /** Registers a listener for pushes; returns a function that removes it. */
  onPush(listener: (push: Push) => void): () => void;
}

/**
 * What the Electron preload exposes as `window.illuminati` (the WebSocket client implements the
 * same HostConnection on top of RequestMessage/ResponseMessage/PushMessage frames at `/ws`).
 */
export interface IlluminatiBridge {
  readonly version: string;
  request(message: { kind: RequestKind; params: unknown }): Promise<Reply<unknown>>;
  onPush(listener: (push: Push) => void): () => void;
}

/** The ids a seat setup may name, re-exported for the setup screen. */
export type { IlluminatiId };
