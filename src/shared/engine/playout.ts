// Random legal play, for simulations, benchmarks and property tests. The random player picks an
// action kind among those available with fixed weights, then one template of that kind uniformly,
// then uniform parameters. The weights keep a long list of attack templates from crowding out the
// end of the turn, and keep gifts and drops rare enough that games get past the opening; every
// legal kind keeps a chance to be chosen.
import type { Action, LegalAction } from './actions';
import { applyChecked } from './apply';
import type { GameEvent } from './events';
import { FLOW } from './flow';
import { decidingSeat, instantiate, legalParts } from './legal';
import type { LegalPart } from './legal-parts';
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
  conceal: 1,
  playSpecial: 15,
  leave: 0,
};

export function randomAction(s: GameState, seat: Seat, rng: RngState, legal?: LegalAction[]): Action {
  // The kinds in their order of first appearance in legalActions, then one template of the kind
  // picked: the lists of kinds not picked are never built (legalParts), which is most of the cost
  // of a random action, and the choices (and the generator's draws) are those over legalActions.
  const parts: LegalPart[] = legal ? [legal] : legalParts(s, seat);
  const kinds: LegalAction['type'][] = [];
  let total = 0;
  for (const part of parts) {
    if (Array.isArray(part)) {
      for (const l of part)
        if (l.type !== 'leave' && !kinds.includes(l.type)) {
          kinds.push(l.type);
          total += WEIGHT[l.type] ?? 5;
        }
    } else if (!kinds.includes(part.type) && part.any()) {
      kinds.push(part.type);
      total += WEIGHT[part.type] ?? 5;
    }
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
  let n = 0;
  for (const part of parts) {
    if (Array.isArray(part)) {
      for (const l of part) if (l.type === kind) n++;
    } else if (part.type === kind) n += part.size();
  }
  let i = nextInt(rng, n);
  for (const part of parts) {
    if (Array.isArray(part)) {
      for (const l of part) if (l.type === kind && i-- === 0) return instantiate(s, seat, l, rng);
    } else if (part.type === kind) {
      const m = part.size();
      if (i < m) return instantiate(s, seat, part.at(i), rng);
      i -= m;
    }
  }
  throw new Error('randomAction: no action of the kind picked'); // unreachable: the kind was listed
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
  const ctx: Ctx = { s: cloneState(start, true), events: [], flow: FLOW };
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
