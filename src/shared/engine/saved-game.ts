// A game as a record: config, seed and the actions taken, with a format version. Replaying it
// reproduces the state and the event log exactly (DESIGN.md section 3: reproducible games).
import type { Action } from './actions';
import { applyAction } from './apply';
import type { GameEvent } from './events';
import { newGame, validateConfig } from './setup';
import type { GameConfig, GameState, Seat } from './types';
import { headerError, type FileFormat } from '../file-header';

/** The engine's saved game: config, seed and actions (issue 37: one header helper for every format). */
export const SAVE_FILE = { format: 'illuminati-game', version: 1, noun: 'saved game' } as const satisfies FileFormat;
export const SAVE_FORMAT = SAVE_FILE.format;
export const SAVE_VERSION = SAVE_FILE.version;

export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: number;
  config: GameConfig;
  seed: string;
  actions: { seat: Seat; action: Action }[];
  /** Optional full event log, kept by golden games so that a change shows as a diff. */
  events?: GameEvent[];
}

/** A readable reason when `x` is not a save this version can read, else null. */
export function validateSave(x: unknown): string | null {
  const bad = headerError(x, SAVE_FILE);
  if (bad) return bad;
  const o = x as Partial<SavedGame>;
  if (typeof o.seed !== 'string') return 'The saved game has no seed.';
  const badConfig = validateConfig(o.config as GameConfig);
  if (badConfig) return `The saved game's settings are invalid: ${badConfig}`;
  if (!Array.isArray(o.actions) || o.actions.some((a) => !a || typeof a !== 'object' || !Number.isInteger(a.seat) || !a.action || typeof a.action !== 'object'))
    return 'The saved game\u2019s list of actions is damaged.';
  return null;
}

export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; reason: string; at: number; state: GameState; events: GameEvent[] };

/** Re-run a validated save from the start. Stops at the first action the engine refuses. */
export function replay(save: SavedGame): ReplayResult {
  const start = newGame(save.config, save.seed);
  let state = start.state;
  const events = [...start.events];
  for (let i = 0; i < save.actions.length; i++) {
    const { seat, action } = save.actions[i];
    const r = applyAction(state, seat, action);
    if (!r.ok) return { ok: false, reason: `action ${i + 1} (${String(action.type)} by seat ${seat}) was refused: ${r.reason}`, at: i, state, events };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}
