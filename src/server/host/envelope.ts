// The host's save file: the engine's SavedGame (config, seed, actions; replaying it rebuilds the
// game exactly) inside a small versioned envelope with what only the host knows: who plays each
// seat, when it was written and whether the game is over. Autosave and named saves share it.
// Plain engine saves (`npm run cli -- sim --save-dir`) are read too, every seat played by a human.
import { SAVE_FORMAT, SAVE_VERSION, validateSave, type SavedGame } from '../../shared/engine';
import { actionShapeError } from '../../shared/protocol/action-schema';
import type { SeatController } from '../../shared/protocol/messages';
import { isPlainObject } from '../../shared/protocol/schema';
import { configCheck, seatControllerCheck } from '../../shared/protocol/validate';
import { header, headerError, type FileFormat } from '../../shared/file-header';

/** The host's save envelope (autosave and named saves). */
export const HOST_SAVE_FILE = { format: 'illuminati-host-save', version: 1, noun: 'saved game' } as const satisfies FileFormat;
export const HOST_SAVE_FORMAT = HOST_SAVE_FILE.format;
export const HOST_SAVE_VERSION = HOST_SAVE_FILE.version;

export interface HostSave {
  format: typeof HOST_SAVE_FORMAT;
  version: number;
  /** ISO time of the write. */
  savedAt: string;
  /** The game had ended when it was written (an autosave like this offers no Continue). */
  finished: boolean;
  game: SavedGame;
  /** One per seat. */
  seats: SeatController[];
  /**
   * The autosave only: the id of the journal (autosave.journal) whose actions follow this save's
   * (issue 23). A journal with another id is older than this save and already contained in it.
   */
  journal?: string;
}

export function makeHostSave(game: SavedGame, seats: readonly SeatController[], finished: boolean, savedAt: Date): HostSave {
  return { ...header(HOST_SAVE_FILE), savedAt: savedAt.toISOString(), finished, game, seats: seats.map((s) => ({ ...s })) };
}

export type ParsedSave = { ok: true; save: HostSave } | { ok: false; error: string };

/** Reads a save file's text; a readable reason when it is damaged, foreign or from a newer version. */
export function parseHostSave(text: string): ParsedSave {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is damaged: it is not valid JSON.' };
  }
  if (!isPlainObject(data)) return { ok: false, error: 'The file does not contain a saved game.' };
  if (data.format === SAVE_FORMAT) return fromEngineSave(data);
  const bad = headerError(data, HOST_SAVE_FILE);
  if (bad) return { ok: false, error: bad };
  const v = data.version as number;
  if (typeof data.savedAt !== 'string' || data.savedAt.length > 40 || Number.isNaN(Date.parse(data.savedAt))) return { ok: false, error: 'The saved game is damaged (no valid time of saving).' };
  if (typeof data.finished !== 'boolean') return { ok: false, error: 'The saved game is damaged (it does not say whether the game is over).' };
  const game = checkGame(data.game);
  if (!game.ok) return game;
  const seats = checkSeats(data.seats, game.game.config.players);
  if (!seats.ok) return seats;
  if (data.journal !== undefined && (typeof data.journal !== 'string' || data.journal.length > 64)) return { ok: false, error: 'The saved game is damaged (its journal id is not valid).' };
  const journal = data.journal === undefined ? {} : { journal: data.journal };
  return { ok: true, save: { format: HOST_SAVE_FORMAT, version: v, savedAt: data.savedAt, finished: data.finished, game: game.game, seats: seats.seats, ...journal } };
}

function fromEngineSave(data: unknown): ParsedSave {
  const game = checkGame(data);
  if (!game.ok) return game;
  const seats: SeatController[] = Array.from({ length: game.game.config.players }, () => ({ kind: 'human' }));
  return { ok: true, save: { format: HOST_SAVE_FORMAT, version: HOST_SAVE_VERSION, savedAt: new Date(0).toISOString(), finished: false, game: game.game, seats } };
}

/** The engine's own checks, then the shape of every action, so that replaying feeds the engine nothing malformed. */
export function checkGame(x: unknown): { ok: true; game: SavedGame } | { ok: false; error: string } {
  const bad = validateSave(x);
  if (bad) return { ok: false, error: bad };
  const g = x as SavedGame;
  if (g.version > SAVE_VERSION) return { ok: false, error: 'The saved game was written by a newer version of the game.' };
  const shape = configCheck(g.config, 'its settings');
  if (shape) return { ok: false, error: `The saved game is damaged: ${shape}` };
  if (g.seed.length > 200) return { ok: false, error: 'The saved game is damaged (its seed is too long).' };
  for (let i = 0; i < g.actions.length; i++) {
    const { seat, action } = g.actions[i];
    if (seat < 0 || seat >= g.config.players) return { ok: false, error: `The saved game is damaged (action ${i + 1} names seat ${seat}).` };
    const e = actionShapeError(action, `action ${i + 1}`);
    if (e) return { ok: false, error: `The saved game is damaged: ${e}` };
  }
  // Only what the host uses; a golden game's recorded events are not needed to replay it.
  return { ok: true, game: { format: SAVE_FORMAT, version: g.version, config: g.config, seed: g.seed, actions: g.actions.map((a) => ({ seat: a.seat, action: a.action })) } };
}

export function checkSeats(x: unknown, players: number): { ok: true; seats: SeatController[] } | { ok: false; error: string } {
  if (!Array.isArray(x) || x.length !== players) return { ok: false, error: `The saved game is damaged (it must name who plays each of its ${players} seats).` };
  for (let i = 0; i < x.length; i++) {
    const e = seatControllerCheck(x[i], `seat ${i + 1}`);
    if (e) return { ok: false, error: `The saved game is damaged: ${e}` };
  }
  return { ok: true, seats: (x as SeatController[]).map((s) => ({ ...s })) };
}
