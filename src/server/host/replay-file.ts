// The replay file (issue 20): a kept game as the replay list and the viewer need it. The game is
// the engine's SavedGame (config, seed, actions) with who played each seat, as in a save file,
// plus the list's facts (ReplayInfo: players, Illuminati, winners, date), which are worked out by
// replaying the game whole: when the game ends on this host, or when a file is imported (an
// imported file's own facts are never trusted). Versioned like the save files: a damaged, foreign
// or newer file is refused with the reason.
import type { GameState, SavedGame } from '../../shared/engine';
import type { SeatController } from '../../shared/protocol/messages';
import { REPLAY_FILE, REPLAY_FORMAT, replayTag, type ReplayInfo } from '../../shared/protocol/replays';
import { SAVE_FORMAT } from '../../shared/engine';
import { hasHeader, header, headerError } from '../../shared/file-header';
import { anyObject, bool, fits, isPlainObject, list, shape, text, whole } from '../../shared/protocol/schema';
import { checkGame, checkSeats, HOST_SAVE_FORMAT, parseHostSave } from './envelope';
import { ReplayCursor } from './replay-cursor';

export interface ReplayFile {
  format: typeof REPLAY_FORMAT;
  version: number;
  info: ReplayInfo;
  game: SavedGame;
  seats: SeatController[];
}

export type ParsedReplay = { ok: true; file: ReplayFile; cursor: ReplayCursor } | { ok: false; error: string };

/** A file name stem for a game that ended at `at`: the time, then `tag` (letters and digits). */
export function replayId(at: Date, tag: string): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${stamp}-${replayTag(tag)}`;
}

/** The replay of a game (replayed whole to learn its players, winners and turns), or why it cannot be replayed. */
export function makeReplay(id: string, finishedAt: string, game: SavedGame, seats: readonly SeatController[]): ParsedReplay {
  const opened = ReplayCursor.open(game);
  if (!opened.ok) return opened;
  return { ok: true, file: replayFile(id, finishedAt, opened.cursor.stateAt(opened.cursor.steps), game, seats), cursor: opened.cursor };
}

/** The replay file of a game whose final state is known (the host's open game at its end). */
export function replayFile(id: string, finishedAt: string, final: GameState, game: SavedGame, seats: readonly SeatController[]): ReplayFile {
  const info: ReplayInfo = {
    id,
    finishedAt,
    players: final.players.map((p, seat) => ({ name: p.name, illuminati: p.illuminati, controller: { ...seats[seat] } })),
    winners: final.outcome ? [...final.outcome.winners] : [],
    finished: final.outcome !== null,
    actions: game.actions.length,
    turns: final.turn.number,
  };
  return { ...header(REPLAY_FILE), info, game, seats: seats.map((s) => ({ ...s })) };
}

/**
 * A file the player imports: a replay file, or any game file the Load screen reads (a save, an
 * exported game, an engine save such as a golden game). It gets the id given and is replayed whole.
 */
export function parseReplayImport(text: string, id: string, now: Date): ParsedReplay {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is damaged: it is not valid JSON.' };
  }
  if (!isPlainObject(data)) return { ok: false, error: 'The file does not contain a replay or a saved game.' };
  if (data.format !== REPLAY_FORMAT) {
    if (data.format !== HOST_SAVE_FORMAT && data.format !== SAVE_FORMAT) return { ok: false, error: 'The file is not an Illuminati replay or saved game.' };
    const save = parseHostSave(text);
    if (!save.ok) return save;
    return makeReplay(id, data.format === HOST_SAVE_FORMAT ? save.save.savedAt : now.toISOString(), save.save.game, save.save.seats);
  }
  const bad = headerError(data, REPLAY_FILE);
  if (bad) return { ok: false, error: bad };
  const info = isPlainObject(data.info) ? data.info : {};
  const at = typeof info.finishedAt === 'string' && info.finishedAt.length <= 40 && !Number.isNaN(Date.parse(info.finishedAt)) ? info.finishedAt : now.toISOString();
  const game = checkGame(data.game);
  if (!game.ok) return { ok: false, error: game.error.replace('saved game', 'replay') };
  const seats = checkSeats(data.seats, game.game.config.players);
  if (!seats.ok) return { ok: false, error: seats.error.replace('saved game', 'replay') };
  return makeReplay(id, at, game.game, seats.seats);
}

/** The facts a kept replay stores for the list (ReplayInfo), as far as the list needs them. */
const STORED_INFO = shape({
  players: list(shape({ name: text, illuminati: text, controller: anyObject })),
  winners: list(whole()),
  finishedAt: text,
  finished: bool,
  actions: whole(),
  turns: whole(),
});

/**
 * A replay file of this host's own folder, for the list: its stored facts are checked for shape
 * only (the file was written here after replaying the game); null when it is not one.
 */
export function readStoredInfo(text: string, id: string): ReplayInfo | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!hasHeader(data, REPLAY_FILE) || !fits(STORED_INFO, data.info)) return null;
  return { ...(data.info as unknown as ReplayInfo), id };
}

/** A kept replay's game and seats (for the viewer and "take over"); a reason when the file is damaged. */
export function parseStoredReplay(text: string, id: string): { ok: true; file: ReplayFile } | { ok: false; error: string } {
  const info = readStoredInfo(text, id);
  if (!info) return { ok: false, error: 'The replay file is damaged or not a replay.' };
  const data = JSON.parse(text) as Record<string, unknown>;
  const game = checkGame(data.game);
  if (!game.ok) return { ok: false, error: game.error.replace('saved game', 'replay') };
  const seats = checkSeats(data.seats, game.game.config.players);
  if (!seats.ok) return { ok: false, error: seats.error.replace('saved game', 'replay') };
  return { ok: true, file: { ...header(REPLAY_FILE), info, game: game.game, seats: seats.seats } };
}
