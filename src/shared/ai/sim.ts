// Simulation on a determinized state (never the true one): apply an action with the engine, let
// the reaction windows that follow pass, and resolve an attack window to a chosen outcome by
// scripting the dice (a 12 always fails; success is forced by a large money entry on the window),
// so an attack is scored by its exact odds times the two outcomes instead of by one random roll.
import type { Side } from '../cards';
import { applyAction, applyRun, decider, type Action, type AttackWindow, type GameState, type Seat } from '../engine';
import { isOpen, outSidesOf } from '../engine';

/** The state after `a`, or null when the engine refuses it (the sample may differ from the truth). */
export function step(s: GameState, seat: Seat, a: Action): GameState | null {
  const r = applyAction(s, seat, a);
  return r.ok ? r.state : null;
}

/** Pass every reaction window on top (nobody plays a card), a bounded number of times. */
export function settle(s: GameState): GameState {
  let cur = s;
  for (let i = 0; i < 40 && cur.pending?.kind === 'reaction'; i++) {
    const seat = decider(cur)[0];
    const next = step(cur, seat, { type: 'pass' });
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** The innermost attack window, looking under reaction windows. */
export function attackWindow(s: { pending: GameState['pending'] }): AttackWindow | null {
  for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'attack') return w;
  return null;
}

/**
 * Where the captured group of a capture window goes, and the state after the attacker places it
 * there (without transfer) when the placer already worked that out (so it is not placed twice).
 */
const PASS: Action = { type: 'pass' };

export type Placer = (s: GameState) => { arrow: Side; next?: GameState };

/** The first open arrow of the capturing card. */
export const firstArrow: Placer = (s) => {
  const w = s.pending as Extract<GameState['pending'], { kind: 'capture' }>;
  const me = s.players[w.attackSeat];
  return { arrow: outSidesOf(w.attacker).find((a) => isOpen(me, w.attacker, a)) ?? 'top' };
};

/** Copy the state with the attack window's money changed so that the roll must succeed. */
function forceSuccess(s: GameState): GameState {
  const rebuild = (w: GameState['pending']): GameState['pending'] => {
    if (!w) return w;
    if (w.kind === 'attack') return { ...w, money: w.money + 100 };
    if ('resume' in w) return { ...w, resume: rebuild(w.resume) } as GameState['pending'];
    return w;
  };
  return { ...s, pending: rebuild(s.pending), scriptedDice: [1, 1] };
}

/**
 * Resolve the attack window of `s` to success or failure: everyone passes, the scripted dice
 * roll, reaction windows pass, a captured group is placed by `place`. Returns the state after the
 * attack (its own turn continuing), or null when the sample does not let the window resolve.
 */
export function resolveAttack(s: GameState, success: boolean, place: Placer = firstArrow): GameState | null {
  let cur: GameState | null = success ? forceSuccess(s) : { ...s, scriptedDice: [6, 6] };
  let i = 0;
  // At most 80 actions; the passes in a row on one copy (applyRun), each capture from the state reached.
  const passes = (c: GameState) => {
    const w = c.pending;
    if (i >= 80 || !w || c.outcome || (w.kind !== 'attack' && w.kind !== 'reaction')) return null;
    i++;
    return { seat: decider(c)[0], action: PASS };
  };
  for (;;) {
    cur = applyRun(cur, passes);
    if (!cur) return null;
    const w = cur.pending;
    if (i >= 80 || !w || cur.outcome || w.kind !== 'capture') break;
    i++;
    const seat = decider(cur)[0];
    const placed = place(cur);
    if (placed.next && seat === w.attackSeat) cur = placed.next;
    else {
      const next = step(cur, seat, { type: 'placeCaptured', arrow: placed.arrow, transfer: 0 });
      if (!next) return null;
      cur = next;
    }
  }
  if (attackWindow(cur)) return null;
  // The money put on the window to force success is gone with the window; restore the dice.
  return cur.scriptedDice.length ? { ...cur, scriptedDice: [] } : cur;
}
