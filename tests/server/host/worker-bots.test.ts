// The host with the real bot host: each bot seat's bot in a worker thread (the bundled
// bot-worker.mjs, as the app ships it), a whole game to the end, then the workers are released.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BotHost } from '../../../src/server/bots';
import { buildWorkers } from '../bots/build-workers';
import { easyBot, makeHost, randomBot, removeDir } from './helpers';

let workers: Awaited<ReturnType<typeof buildWorkers>>;
beforeAll(async () => {
  workers = await buildWorkers();
});
afterAll(() => workers?.dispose());

it('plays a bot game to the end through worker threads', async () => {
  const bots = new BotHost({ workerUrl: workers.bot, deadlineMs: 20_000 });
  const h = await makeHost({ bots });
  try {
    const { gameId } = await h.must('game:new', { setup: { config: { players: 3, turnCap: 12 }, seats: [randomBot, easyBot, randomBot], seed: 'workers' } });
    await h.waitPush((p) => p.type === 'game:changed' && p.gameId === gameId && p.over, 60_000);
    const view = await h.must('game:view', { viewer: 'spectator', since: 0 });
    expect(view.outcome).not.toBeNull();
    expect(bots.workers.started).toBe(3);
    expect(bots.faultCount).toBe(0);
    expect(h.pushes.filter((p) => p.type === 'host:notice')).toEqual([]);
  } finally {
    await h.host.close();
    removeDir(h.dir);
  }
});
