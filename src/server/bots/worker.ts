// Entry of a bot worker thread (bundled to bot-worker.mjs next to the code that starts it): one
// seat's bot, or a game review (issue 36, review-worker.ts).
// Started with workerData { playouts }, it is instead the helper that plays a Hard bot's play-outs
// alongside it (playout-pool.ts).
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { warmUpSteps } from '../../shared/ai/warm-up';
import { makeBot } from './factory';
import { PlayoutPool, servePlayouts } from './playout-pool';
import { serveReviews } from './review-worker';
import { serveBots } from './worker-core';

if (!parentPort) throw new Error('bot-worker.mjs runs in a worker thread');
const data = workerData as { playouts?: { port: MessagePort; flags: Int32Array }; url?: string } | null;
if (data?.playouts) servePlayouts(data.playouts.port, data.playouts.flags);
else {
  // The file the host started (in an app bundle this code may sit in a chunk of its own).
  const self = !data?.url ? new URL(import.meta.url) : data.url.startsWith('file:') ? new URL(data.url) : data.url;
  serveBots(parentPort, makeBot, () => new PlayoutPool(self).run, warmUpSteps);
  serveReviews(parentPort as unknown as Parameters<typeof serveReviews>[0]);
}
