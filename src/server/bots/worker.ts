// Entry of a bot worker thread (bundled to bot-worker.mjs next to the code that starts it).
import { parentPort } from 'node:worker_threads';
import { makeBot } from './factory';
import { serveBots } from './worker-core';

if (!parentPort) throw new Error('bot-worker.mjs runs in a worker thread');
serveBots(parentPort, makeBot);
