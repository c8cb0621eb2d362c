// Replays and statistics (issue 20, parts 3 and 4): what the replay list, the replay viewer, "take
// over from here" and the statistics screen ask of the host, and what it answers. The request kinds
// join the one RequestMap of messages.ts by declaration merging (below), so that this area's
// messages live in one file of their own; validate.ts checks their params (replay-schema.ts).
import type { IlluminatiId } from '../cards';
import type { BotLevel } from '../ai/types';
import type { Seat } from '../engine';
import type { SaveInfo, SeatController, TableView } from './messages';
import type { FileFormat } from '../file-header';

/**
 * The end of a kept game's replay id (replay-file.ts replayId): the id of the game on the host (or
 * an import's tag) in letters and digits. The end screen finds the replay of the game it shows by it.
 */
export function replayTag(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12) || 'game';
}

/** One player of a kept game, as the replay list and the statistics need him. */
export interface ReplayPlayer {
  name: string;
  illuminati: IlluminatiId;
  controller: SeatController;
}

/** What the replay list shows of a kept game (the replay file without its actions). */
export interface ReplayInfo {
  /** File name under replays/ without .json: [a-z0-9-]. */
  id: string;
  /** ISO time the game ended (or was imported, for a file without one). */
  finishedAt: string;
  players: ReplayPlayer[];
  /** Seats that won; empty when nobody did (a capped game). */
  winners: Seat[];
  /** Whether the game reached its end (an imported unfinished save is kept too, but not counted). */
  finished: boolean;
  actions: number;
  turns: number;
}

/** What the viewer shows: a kept game ('replay') or a named save ('save'). */
export type ReplaySource = { kind: 'replay'; id: string } | { kind: 'save'; name: string };

/** A seat's view (observe(state, seat)), or 'all': the spectator's table with every hidden card face up. */
export type ReplayViewer = Seat | 'all';

export interface TurnStart {
  turn: number;
  step: number;
}

/** The table at one step of a replay, drawn by the same canvas as a live game (nothing legal, no undo). */
export interface ReplayStep {
  /** Actions applied: 0 is the deal, `steps` the last position. */
  step: number;
  steps: number;
  /** The first step of each turn, in order (turn 0: before the first turn, where the game has one), for "jump to a turn". */
  turnStarts: TurnStart[];
  /** Log entries with index >= logEnd belong to later steps (the client drops them when stepping back). */
  logEnd: number;
  table: TableView;
}

/** Win counts of one player name or one Illuminati (statistics, issue 20 part 4). */
export interface StatLine {
  /** The player's name, or the Illuminati's card id. */
  key: string;
  games: number;
  wins: number;
  /**
   * Against each bot level: games in which at least one opponent (another seat) was a bot of that
   * level, and the wins among them. Levels never met are left out.
   */
  vsBot: Partial<Record<BotLevel, { games: number; wins: number }>>;
}

export interface Statistics {
  /** Finished games counted (kept replays whose game reached its end). */
  games: number;
  byName: StatLine[];
  byIlluminati: StatLine[];
}

/** The file a replay is kept in and exported as (versioned like the save files). */
export const REPLAY_FILE = { format: 'illuminati-replay', version: 1, noun: 'replay' } as const satisfies FileFormat;
export const REPLAY_FORMAT = REPLAY_FILE.format;
export const REPLAY_VERSION = REPLAY_FILE.version;

/** A replay id: the file name's stem. */
export const REPLAY_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

declare module './messages' {
  interface RequestMap {
    /** The kept games (newest first) and the named saves, both of which the viewer shows. */
    'replay:list': { params: Record<string, never>; result: { replays: ReplayInfo[]; saves: SaveInfo[] } };
    /** The table at `step` for `viewer`, with the log entries from index `since` up to the step. */
    'replay:view': { params: { source: ReplaySource; step: number; viewer: ReplayViewer; since: number }; result: ReplayStep };
    /** A kept game as a replay file's text and a file name. */
    'replay:export': { params: { id: string }; result: { fileName: string; text: string } };
    /** Keeps a replay file (or a save file) the player picked; it is checked by replaying it whole. */
    'replay:import': { params: { text: string }; result: ReplayInfo };
    'replay:delete': { params: { id: string }; result: Record<string, never> };
    /** A new game whose history is the source's first `step` actions, the seats played as chosen. */
    'replay:takeOver': { params: { source: ReplaySource; step: number; seats: SeatController[] }; result: { gameId: string } };
    'stats:get': { params: Record<string, never>; result: Statistics };
  }
}
