// Random legal play, for simulations, benchmarks and property tests. The random player picks an
// action kind among those available with fixed weights, then one template of that kind uniformly,
// then uniform parameters. The weights keep a long list of attack templates from crowding out the
// end of the turn, and keep gifts and drops rare enough that games get past the opening; every
// legal kind keeps a chance to be chosen.
import type { Action, LegalAction } from './actions';
import { applyChecked } from './apply';
import type { GameEvent } from './events';
import { decidingSeat, instantiate, legalActions } from './legal';
import { nextInt, type RngState } from './rng';
import { cloneState, type Ctx } from './state';
import type { GameState, Seat } from './types';

const WEIGHT: Partial<Record<LegalAction['type'], number>> = {
  attack: 40,
  spend: 12,
  pass: 12,
  endTurn: 10,
  callOff: 2,
  dropGroup: 1,
  gift: 1,
  offer: 1,
  passTurn: 2,
  accuse: 2,
  misstate: 2,
  playSpecial: 15,
  leave: 0,
};

export function randomAction(s: GameState, seat: Seat, rng: RngState, legal: LegalAction[] = legalActions(s, seat)): Action {
  const usable = legal.filter((l) => l.type !== 'leave');
  const kinds: LegalAction['type'][] = [];
  let total = 0;
  for (const l of usable)
    if (!kinds.includes(l.type)) {
      kinds.push(l.type);
      total += WEIGHT[l.type] ?? 5;
    }
  let r = nextInt(rng, total);
  let kind = kinds[0];
  for (const k of kinds) {
    r -= WEIGHT[k] ?? 5;
    if (r < 0) {
      kind = k;
      break;
    }
  }
  const of = usable.filter((l) => l.type === kind);
  return instantiate(s, seat, of[nextInt(rng, of.length)], rng);
}

export interface PlayoutStep {
  seat: Seat;
  action: Action;
}

/**
 * Play random legal actions from `start` (not modified) until the game ends or `maxActions`.
 * `onStep` sees the state after each action, with its events.
 */
export function randomPlayout(
  start: GameState,
  rng: RngState,
  opts: { maxActions?: number; onStep?: (s: GameState, step: PlayoutStep, events: GameEvent[]) => void } = {},
): { state: GameState; steps: number } {
  const ctx: Ctx = { s: cloneState(start, true), events: [] };
  const max = opts.maxActions ?? 1_000_000;
  let steps = 0;
  while (!ctx.s.outcome && steps < max) {
    const seat = decidingSeat(ctx.s)!;
    const action = randomAction(ctx.s, seat, rng);
    ctx.events = [];
    applyChecked(ctx, seat, action);
    steps++;
    opts.onStep?.(ctx.s, { seat, action }, ctx.events);
  }
  return { state: ctx.s, steps };
}
