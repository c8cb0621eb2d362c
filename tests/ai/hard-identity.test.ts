// Issue 38: Hard made faster decides exactly as before. The positions and decisions were recorded
// with main's code of 980a59e (the code of the 400-game tournaments s38-4 and s38-6) by
// scripts/make-hard-identity.ts; here the first positions of each player count are replayed with a
// small work budget: the chosen action, every candidate's value and note (the play-outs' means),
// the work done and the random stream consumed must all be the same, whether the play-outs are
// played one after the other, in another order, or on two threads (playout-pool.ts). The script's
// --check replays every position at the default work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playInOrder } from '../../src/shared/ai/rollout';
import { rolloutPolicy, standardOf } from '../../src/shared/ai/core';
import type { PlayoutRunner } from '../../src/shared/ai/types';
import { PlayoutPool } from '../../src/server/bots/playout-pool';
import { buildWorkers } from '../server/bots/build-workers';
import { budgetKey, decide, readIdentity, SMALL, SMALL_WORK } from './hard-identity';

const positions = readIdentity();
const key = budgetKey(SMALL_WORK);
const small = positions.filter((x) => x.decisions[key]);

describe('Hard decides as recorded (issue 38: faster, not different)', () => {
  it('the record holds 4- and 6-player positions, most of them played out', () => {
    for (const players of [4, 6]) {
      expect(positions.filter((p) => p.players === players && p.decisions[key]).length).toBe(SMALL);
      expect(positions.filter((p) => p.players === players && p.decisions.default).length).toBeGreaterThanOrEqual(16);
    }
  });

  for (const p of small)
    it(`${p.players} players, position ${p.index}: the same decision, candidates, work and random stream`, () => {
      const got = decide(p, SMALL_WORK);
      expect(got.action).toBe(p.decisions[key].action);
      expect(got.hash).toBe(p.decisions[key].hash);
      // The small budget still plays out, and halves: the part to keep.
      expect(got.text).toMatch(/rollouts n=/);
    });

  it('the same when a batch of play-outs is played backwards (a play-out depends on its job alone)', () => {
    const backwards: PlayoutRunner = (spec, jobs, safety, lateAt) => {
      const std = standardOf(spec.config)!;
      return playInOrder(rolloutPolicy(std.level, std.weights, spec.me), spec.me, jobs.slice().reverse(), safety, lateAt).reverse();
    };
    const p = small.find((x) => x.players === 6)!;
    expect(decide(p, SMALL_WORK, backwards).hash).toBe(p.decisions[key].hash);
  });
});

describe('Hard decides as recorded with its play-outs on two threads (playout-pool.ts)', () => {
  let workers: Awaited<ReturnType<typeof buildWorkers>>;
  let pool: PlayoutPool;
  beforeAll(async () => {
    workers = await buildWorkers();
    pool = new PlayoutPool(workers.bot);
  });
  afterAll(async () => {
    await pool?.close();
    workers?.dispose();
  });

  for (const players of [4, 6])
    it(`${players} players: the same decision, candidates, work and random stream`, () => {
      const p = small.find((x) => x.players === players)!;
      const before = pool.helped;
      expect(decide(p, SMALL_WORK, pool.run).hash).toBe(p.decisions[key].hash);
      // The helper thread did play some of them.
      expect(pool.helped).toBeGreaterThan(before);
    });
});
