// The game review's side of a bot worker (issue 36): the host sends a finished game and the seats
// to rate; the worker runs the review (shared/ai/review) and reports after each rated decision.
// It also compares a hint's drafted move with the bot's (judge jobs).
// It runs in the bots' own worker bundle (bot-worker.mjs), so every build that has the bots has
// the review; the host cancels a review by terminating its worker.
import type { GameReview } from '../../shared/ai/review/types';
import { reviewGame, type ReviewGame, type ReviewProgress } from '../../shared/ai/review/review';
import { judgeMoves, type Judged } from '../../shared/ai/review/judge';
import { seedState, type Action, type Observation, type Seat } from '../../shared/engine';

export interface ReviewJob {
  type: 'review';
  game: ReviewGame;
  seats: Seat[];
  seed: string;
  budget?: number;
  samples?: number;
}

/** Two or more moves compared from one observation (a hint with a drafted move, judge.ts). */
export interface JudgeJob {
  type: 'judge';
  obs: Observation;
  moves: Action[];
  samples: number;
  seed: string;
}

export type ReviewAnswer =
  | ({ type: 'reviewProgress' } & ReviewProgress)
  | { type: 'reviewDone'; review: GameReview }
  | { type: 'reviewFailed'; message: string }
  | { type: 'judged'; judged: Judged };

export interface ReviewPort {
  on(event: 'message', listener: (m: { type: string }) => void): unknown;
  postMessage(m: ReviewAnswer): void;
}

/** Serve review jobs on `port` (messages of other types are the bots', left to serveBots). */
export function serveReviews(port: ReviewPort): void {
  port.on('message', (m) => {
    if (m.type === 'judge') {
      const j = m as JudgeJob;
      try {
        port.postMessage({ type: 'judged', judged: judgeMoves(j.obs, j.moves, j.samples, seedState(j.seed)) });
      } catch (e) {
        port.postMessage({ type: 'reviewFailed', message: e instanceof Error ? e.message : String(e) });
      }
      return;
    }
    if (m.type !== 'review') return;
    const job = m as ReviewJob;
    try {
      const it = reviewGame(job.game, { seats: job.seats, seed: job.seed, budget: job.budget, samples: job.samples });
      for (;;) {
        const r = it.next();
        if (r.done) {
          port.postMessage({ type: 'reviewDone', review: r.value });
          return;
        }
        port.postMessage({ type: 'reviewProgress', ...r.value });
      }
    } catch (e) {
      port.postMessage({ type: 'reviewFailed', message: e instanceof Error ? e.message : String(e) });
    }
  });
}
