// Entry of a bot worker thread (bundled to bot-worker.mjs next to the code that starts it): one
// seat's bot, or a game review (issue 36, review-worker.ts).
import { parentPort } from 'node:worker_threads';
import { makeBot } from './factory';
import { serveReviews } from './review-worker';
import { serveBots } from './worker-core';

if (!parentPort) throw new Error('bot-worker.mjs runs in a worker thread');
serveBots(parentPort, makeBot);
serveReviews(parentPort as unknown as Parameters<typeof serveReviews>[0]);
