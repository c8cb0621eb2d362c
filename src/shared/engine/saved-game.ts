// A game as a record: config, seed and the actions taken, with a format version. Replaying it
// reproduces the state and the event log exactly (DESIGN.md section 3: reproducible games).
import type { Action } from './actions';
import { applyAction } from './apply';
import type { GameEvent } from './events';
import { newGame, validateConfig } from './setup';
import type { GameConfig, GameState, Seat } from './types';

export const SAVE_FORMAT = 'illuminati-game';
export const SAVE_VERSION = 1;

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
  if (!x || typeof x !== 'object') return 'The file does not contain a saved game.';
  const o = x as Partial<SavedGame>;
  if (o.format !== SAVE_FORMAT) return 'The file is not an Illuminati saved game.';
  if (typeof o.version !== 'number') return 'The saved game has no format version.';
  if (o.version > SAVE_VERSION) return `The saved game was written by a newer version of the game (format ${o.version}; this version reads ${SAVE_VERSION}).`;
  if (o.version < 1 || !Number.isInteger(o.version)) return 'The saved game has an unknown format version.';
  if (typeof o.seed !== 'string') return 'The saved game has no seed.';
  const bad = validateConfig(o.config as GameConfig);
  if (bad) return `The saved game's settings are invalid: ${bad}`;
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
