// Issue 38: the warm-up a bot worker plays for Hard's first decision (src/shared/ai/warm-up.ts)
// changes no decision: after it, in the same thread, the recorded Hard decisions come out to the
// bit (tests/ai/hard-identity.ts: action, every candidate's value and note, work, generator).
// It would fail if the warm-up used the seat's bot, memory or generator, or left anything behind
// that a later decision reads (a module-level cache that is not exact).
import { describe, expect, it } from 'vitest';
import { warmUpSteps } from '../../src/shared/ai/warm-up';
import { budgetKey, decide, readIdentity, SMALL_WORK } from './hard-identity';

describe('warm-up (issue 38)', () => {
  it('is nothing for the levels without play-outs', () => {
    for (const level of ['random', 'easy', 'medium'] as const) expect([...warmUpSteps({ level }, 4)]).toHaveLength(0);
  });

  it('plays in steps of one decision or one play-out, then Hard decides exactly as recorded', () => {
    for (const players of [4, 6]) {
      let steps = 0;
      for (const _ of warmUpSteps({ level: 'hard' }, players, { searches: 2, playouts: 4 })) steps++;
      // Medium's decisions up to two Hard turn positions, each a search and its play-outs.
      expect(steps).toBeGreaterThan(2 + 4);
    }
    const key = budgetKey(SMALL_WORK);
    const ps = readIdentity().filter((p) => p.decisions[key]);
    expect(ps.length).toBeGreaterThanOrEqual(2);
    for (const p of ps) expect(decide(p, SMALL_WORK).hash, `${p.players} players #${p.index}`).toBe(p.decisions[key].hash);
  }, 600_000);
});
