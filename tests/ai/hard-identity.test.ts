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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
    await pool.whenReady();
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

describe('a play-out pool whose helper is still starting (issue 38: a cut-off at the first decision)', () => {
  let workers: Awaited<ReturnType<typeof buildWorkers>>;
  let dir: string;
  beforeAll(async () => {
    workers = await buildWorkers();
    dir = mkdtempSync(join(tmpdir(), 'slow-helper-'));
  });
  afterAll(() => {
    workers?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('decides at once on the asking thread, and the helper joins once it is ready', { timeout: 300_000 }, async () => {
    // A helper that loads the bot worker only when the test opens the gate: a slow start made certain.
    const gate = join(dir, 'gate');
    const slow = join(dir, 'slow-helper.mjs');
    writeFileSync(
      slow,
      `import { existsSync } from 'node:fs';\nwhile (!existsSync(${JSON.stringify(gate)})) await new Promise((r) => setTimeout(r, 20));\nawait import(${JSON.stringify(workers.bot.href)});\n`,
    );
    const pool = new PlayoutPool(pathToFileURL(slow));
    try {
      const p = small.find((x) => x.players === 4)!;
      // The old pool waited for the helper's start (here: forever, until it gave the helper up after 60 s).
      expect(decide(p, SMALL_WORK, pool.run).hash).toBe(p.decisions[key].hash);
      expect(pool.helped).toBe(0);
      writeFileSync(gate, '');
      await pool.whenReady();
      expect(pool.helping).toBe(true);
      expect(decide(p, SMALL_WORK, pool.run).hash).toBe(p.decisions[key].hash);
      expect(pool.helped).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
