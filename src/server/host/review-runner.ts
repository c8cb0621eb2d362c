// How the host runs a game review (issue 36): in a worker thread of its own on the bots' worker
// bundle (review-worker.ts), never in the host's event loop (a review takes seconds to minutes).
// Cancelling terminates the worker. Tests may run it in-process instead (inProcessReviews).
import { Worker } from 'node:worker_threads';
import { reviewGame, type ReviewGame, type ReviewProgress } from '../../shared/ai/review/review';
import type { GameReview } from '../../shared/ai/review/types';
import { judgeMoves, type Judged } from '../../shared/ai/review/judge';
import { seedState, type Action, type Observation, type Seat } from '../../shared/engine';
import { WORKER_YOUNG_GENERATION_MB } from '../bots/host';
import type { JudgeJob, ReviewAnswer, ReviewJob } from '../bots/review-worker';

export interface ReviewRequest {
  game: ReviewGame;
  seats: Seat[];
  seed: string;
  budget?: number;
  samples?: number;
}

export interface RunningReview {
  done: Promise<GameReview>;
  cancel(): void;
}

export type ReviewRunner = (req: ReviewRequest, progress: (p: ReviewProgress) => void) => RunningReview;

/** Reviews in a worker thread on `workerUrl` (bot-worker.mjs). */
export function workerReviews(workerUrl: URL | string): ReviewRunner {
  return (req, progress) => {
    const worker = new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }, name: 'review' });
    let settled = false;
    const done = new Promise<GameReview>((resolve, reject) => {
      const finish = (f: () => void) => {
        if (settled) return;
        settled = true;
        f();
        void worker.terminate();
      };
      worker.on('message', (m: ReviewAnswer) => {
        if (m.type === 'reviewProgress') progress({ done: m.done, total: m.total });
        else if (m.type === 'reviewDone') finish(() => resolve(m.review));
        else if (m.type === 'reviewFailed') finish(() => reject(new Error(m.message)));
      });
      worker.on('error', (e) => finish(() => reject(e)));
      worker.on('exit', () => finish(() => reject(new Error('The review was stopped.'))));
    });
    worker.postMessage({ type: 'review', ...req } satisfies ReviewJob);
    return { done, cancel: () => void worker.terminate() };
  };
}

/** Compares moves from one observation (judge.ts): a hint with a drafted move. */
export type MoveJudge = (obs: Observation, moves: Action[], samples: number, seed: string) => Promise<Judged>;

/** Judges in a worker thread of its own on `workerUrl`, started for the question and stopped after it. */
export function workerJudge(workerUrl: URL | string): MoveJudge {
  return (obs, moves, samples, seed) =>
    new Promise<Judged>((resolve, reject) => {
      const worker = new Worker(workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }, name: 'judge' });
      const end = (f: () => void) => {
        f();
        void worker.terminate();
      };
      worker.on('message', (m: ReviewAnswer) => {
        if (m.type === 'judged') end(() => resolve(m.judged));
        else if (m.type === 'reviewFailed') end(() => reject(new Error(m.message)));
      });
      worker.on('error', (e) => end(() => reject(e)));
      worker.postMessage({ type: 'judge', obs, moves, samples, seed } satisfies JudgeJob);
    });
}

/** Judges in this thread (tests). */
export const inProcessJudge: MoveJudge = (obs, moves, samples, seed) => Promise.resolve(judgeMoves(obs, moves, samples, seedState(seed)));

/** Reviews in this thread, one decision per turn of the event loop (tests; `opts` overrides the budget). */
export function inProcessReviews(opts: { budget?: number; samples?: number } = {}): ReviewRunner {
  return (req, progress) => {
    let stopped = false;
    const done = new Promise<GameReview>((resolve, reject) => {
      const it = reviewGame(req.game, { seats: req.seats, seed: req.seed, budget: opts.budget ?? req.budget, samples: opts.samples ?? req.samples });
      const next = () => {
        if (stopped) return reject(new Error('The review was stopped.'));
        try {
          const r = it.next();
          if (r.done) return resolve(r.value);
          progress(r.value);
          setImmediate(next);
        } catch (e) {
          reject(e as Error);
        }
      };
      setImmediate(next);
    });
    return { done, cancel: () => void (stopped = true) };
  };
}
