// applyRun (src/shared/engine/apply.ts): actions one after another on one copy, for the bots'
// simulations (issue 38: Hard faster with the same decisions; an attack resolved by every seat
// passing). It must end on the state applyAction after applyAction ends on, leave its input
// untouched, stop where `next` says, and refuse an illegal action as applyAction does.
import { describe, expect, it } from 'vitest';
import { applyAction, applyRun, decider, newGame, randomAction, type Action, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

/** The states and actions of a random game (each action the random player's). */
function game(players: number, seed: string): { states: GameState[]; steps: { seat: number; action: Action }[] } {
  let s = newGame({ players, turnCap: 40 }, seed).state;
  const rng = seedState(`${seed}/players`);
  const states = [s];
  const steps: { seat: number; action: Action }[] = [];
  for (let i = 0; i < 600 && !s.outcome; i++) {
    const seat = decider(s)[0];
    const action = randomAction(s, seat, rng);
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(r.reason);
    steps.push({ seat, action });
    s = r.state;
    states.push(s);
  }
  return { states, steps };
}

describe('applyRun', () => {
  it('ends where the same actions applied one by one end, and leaves its input as it was', () => {
    let runs = 0;
    for (const players of [3, 4, 6]) {
      const { states, steps } = game(players, `apply-run-${players}`);
      // Runs of 1 to 12 actions from every 7th state of the game.
      for (let from = 0; from < steps.length; from += 7) {
        const len = 1 + (from % 12);
        const to = Math.min(steps.length, from + len);
        const before = JSON.stringify(states[from]);
        let k = from;
        const got = applyRun(states[from], () => (k < to ? steps[k++] : null));
        expect(got).not.toBeNull();
        expect(JSON.stringify(got)).toBe(JSON.stringify(states[to]));
        expect(JSON.stringify(states[from])).toBe(before);
        runs++;
      }
    }
    expect(runs).toBeGreaterThan(100);
  });

  it('returns the state itself when there is nothing to do, and null on an illegal action', () => {
    const s = newGame({ players: 4 }, 'apply-run-edge').state;
    expect(applyRun(s, () => null)).toBe(s);
    const seat = decider(s)[0];
    const other = (seat + 1) % 4;
    let n = 0;
    expect(applyRun(s, () => (n++ === 0 ? { seat: other, action: { type: 'endTurn' } } : null))).toBeNull();
    expect(applyAction(s, other, { type: 'endTurn' }).ok).toBe(false);
  });
});
