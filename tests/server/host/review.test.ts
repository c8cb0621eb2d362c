// The game review on the host (issue 36): started for a kept game, its progress asked for, kept
// next to the replay once done (computed once), cancelled without leaving anything, refused for a
// game that is not kept; the review runs in a worker thread on the bots' bundle and stops when
// cancelled.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHostSave } from '../../../src/server/host';
import { inProcessReviews, workerReviews } from '../../../src/server/host/review-runner';
import type { SavedGame } from '../../../src/shared/engine';
import type { SeatController } from '../../../src/shared/protocol/messages';
import type { ReviewStatus } from '../../../src/shared/protocol/review';
import { putSave } from '../../e2e/support/saves';
import { buildWorkers } from '../bots/build-workers';
import { easyBot, human, makeHost, removeDir, ROOT, type TestHost } from './helpers';

const GOLDEN = JSON.parse(readFileSync(join(ROOT, 'tests', 'golden', 'game-golden-3-0.json'), 'utf8')) as SavedGame;
const GAME: SavedGame = { format: GOLDEN.format, version: GOLDEN.version, config: GOLDEN.config, seed: GOLDEN.seed, actions: GOLDEN.actions };
const SEATS: SeatController[] = [human, easyBot, easyBot];

const hosts: TestHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) {
    await h.host.close();
    removeDir(h.dir);
  }
});

/** The golden game kept as a replay: its last action played on the host. */
async function kept(h: TestHost): Promise<string> {
  putSave(h.dir, 'almost', makeHostSave({ ...GAME, actions: GAME.actions.slice(0, -1) }, SEATS, false, new Date('2026-11-20T10:00:00Z')));
  await h.must('game:load', { name: 'almost' });
  const last = GAME.actions[GAME.actions.length - 1];
  const seq = (await h.must('game:view', { viewer: last.seat, since: 0 })).seq;
  await h.must('game:act', { seat: last.seat, seq, action: last.action });
  await expect.poll(async () => (await h.must('replay:list', {})).replays.length).toBe(1);
  return (await h.must('replay:list', {})).replays[0].id;
}

async function until(h: TestHost, id: string, pred: (s: ReviewStatus) => boolean): Promise<ReviewStatus> {
  let s: ReviewStatus = { state: 'none' };
  await expect.poll(async () => pred((s = await h.must('review:status', { id }))), { timeout: 60_000, interval: 50 }).toBe(true);
  return s;
}

describe('the game review on the host', () => {
  it('reviews a kept game once, rating its human seat only, and keeps it next to the replay', async () => {
    const h = await makeHost({ reviews: inProcessReviews({ budget: 60, samples: 1 }) });
    hosts.push(h);
    const id = await kept(h);
    expect(await h.must('review:status', { id })).toEqual({ state: 'none' });
    const first = await h.must('review:start', { id });
    expect(first.state).toBe('running');
    const done = await until(h, id, (s) => s.state === 'done');
    if (done.state !== 'done') throw new Error('not done');
    expect(done.review.seats).toEqual([0]);
    expect(done.review.decisions.length).toBeGreaterThan(0);
    expect(done.review.decisions.every((d) => d.seat === 0)).toBe(true);
    expect(existsSync(join(h.dir, 'reviews', `${id}.json`))).toBe(true);
    // Asked again, it is the kept one (the same, not computed anew).
    expect(await h.must('review:start', { id })).toEqual(done);
    // Deleting the replay deletes its review.
    await h.must('replay:delete', { id });
    await expect.poll(() => existsSync(join(h.dir, 'reviews', `${id}.json`))).toBe(false);
  }, 120_000);

  it('refuses a game that is not kept, and bad ids', async () => {
    const h = await makeHost({ reviews: inProcessReviews({ budget: 60, samples: 1 }) });
    hosts.push(h);
    const r = await h.req('review:start', { id: 'no-such-game' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/no such replay/i);
    const bad = await h.req('review:start', { id: '../etc' });
    expect(bad.ok).toBe(false);
  });
});

describe('the review in a worker thread', () => {
  let workers: Awaited<ReturnType<typeof buildWorkers>>;
  beforeAll(async () => {
    workers = await buildWorkers();
  }, 120_000);
  afterAll(() => workers?.dispose());

  it('reports progress and stops when cancelled; nothing is kept', async () => {
    const h = await makeHost({ reviews: workerReviews(workers.bot) });
    hosts.push(h);
    const id = await kept(h);
    await h.must('review:start', { id });
    const running = await until(h, id, (s) => s.state === 'running' && s.done >= 1);
    if (running.state !== 'running') throw new Error('not running');
    expect(running.total).toBeGreaterThan(running.done);
    expect((await h.must('review:cancel', { id })).state).toBe('none');
    expect(existsSync(join(h.dir, 'reviews', `${id}.json`))).toBe(false);
  }, 120_000);
});
