// Entry of a game worker thread (bundled to game-worker.mjs): plays whole bot games, one at a
// time, through its own bot host (whose bots run in worker threads of their own). The tournament
// runs one game worker per core.
import { parentPort, workerData } from 'node:worker_threads';
import { BotHost } from './host';
import { playBotGame, type BotGameResult, type BotGameSpec } from './game';

export interface GameWorkerData {
  /** The bot worker bundle (bot-worker.mjs). */
  botWorkerUrl: string;
  /** Hard limit per decision (default: the host's). */
  deadlineMs?: number;
}

export type GameJob = { type: 'play'; index: number; spec: Omit<BotGameSpec, 'onDecision'> } | { type: 'close' };
export type GameJobResult = { type: 'done'; index: number; result: BotGameResult } | { type: 'failed'; index: number; message: string };

if (!parentPort) throw new Error('game-worker.mjs runs in a worker thread');
const port = parentPort;
const data = workerData as GameWorkerData;
// The games run side by side on the cores: a Hard bot's play-outs stay on its own thread.
const host = new BotHost({ workerUrl: data.botWorkerUrl, ...(data.deadlineMs ? { deadlineMs: data.deadlineMs } : {}), maxLog: 100, sharePlayouts: false });

port.on('message', (job: GameJob) => {
  if (job.type === 'close') {
    void host.close().then(() => port.close());
    return;
  }
  playBotGame(host, job.spec).then(
    (result) => port.postMessage({ type: 'done', index: job.index, result } satisfies GameJobResult),
    (e: Error) => port.postMessage({ type: 'failed', index: job.index, message: e.message } satisfies GameJobResult),
  );
});
