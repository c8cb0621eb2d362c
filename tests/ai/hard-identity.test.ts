// Issue 38: Hard made faster decides exactly as before. The positions and decisions were recorded
// with main's code of 980a59e (the code of the 400-game tournaments s38-4 and s38-6) by
// scripts/make-hard-identity.ts; here the first positions of each player count are replayed with a
// small work budget: the chosen action, every candidate's value and note (the play-outs' means),
// the work done and the random stream consumed must all be the same. The script's --check replays
// every position at the default work.
import { describe, expect, it } from 'vitest';
import { budgetKey, decide, readIdentity, SMALL, SMALL_WORK } from './hard-identity';

const positions = readIdentity();
const key = budgetKey(SMALL_WORK);

describe('Hard decides as recorded (issue 38: faster, not different)', () => {
  it('the record holds 4- and 6-player positions, most of them played out', () => {
    for (const players of [4, 6]) {
      const small = positions.filter((p) => p.players === players && p.decisions[key]);
      expect(small.length).toBe(SMALL);
      expect(positions.filter((p) => p.players === players && p.decisions.default).length).toBeGreaterThanOrEqual(16);
    }
  });

  for (const p of positions.filter((x) => x.decisions[key]))
    it(`${p.players} players, position ${p.index}: the same decision, candidates, work and random stream`, () => {
      const got = decide(p, SMALL_WORK);
      expect(got.action).toBe(p.decisions[key].action);
      expect(got.hash).toBe(p.decisions[key].hash);
      // The small budget still plays out: the candidates carry rollout notes (the part to keep).
      expect(got.text).toMatch(/rollouts n=/);
    });
});
