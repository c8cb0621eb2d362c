// Entry of a worker thread of `cli fit-win-model` (bundled to win-data-worker.mjs): plays the
// games it is given and returns their training positions (win-data.ts).
import { parentPort } from 'node:worker_threads';
import { gameSamples } from './win-data';

export type WinDataJob = { type: 'play'; seed: string; index: number; players: number } | { type: 'close' };
export type WinDataResult = { type: 'done'; index: number; samples: ReturnType<typeof gameSamples> } | { type: 'failed'; index: number; message: string };

if (!parentPort) throw new Error('win-data-worker.mjs runs in a worker thread');
const port = parentPort;
port.on('message', (job: WinDataJob) => {
  if (job.type === 'close') {
    port.close();
    return;
  }
  try {
    port.postMessage({ type: 'done', index: job.index, samples: gameSamples(job.seed, job.index, job.players) } satisfies WinDataResult);
  } catch (e) {
    port.postMessage({ type: 'failed', index: job.index, message: (e as Error).message } satisfies WinDataResult);
  }
});
