// The game review (issue 36): what the replay viewer asks of the host and what it answers. The
// review is computed once per kept game, in a worker thread of the host, and kept with the replay;
// the viewer starts it, asks how far it is (a progress bar) and may cancel it. The request kinds
// join the one RequestMap of messages.ts by declaration merging, as replays.ts does; their params
// are checked in replay-schema.ts.
import type { GameReview } from '../ai/review/types';

export type { GameReview, KeyMoment, MomentWhat, RatedDecision, Rating, ReviewPoint } from '../ai/review/types';
export { RATING_FROM } from '../ai/review/types';

export type ReviewStatus =
  /** Not computed, not running. */
  | { state: 'none' }
  /** `done` of `total` decisions rated so far (the chart comes with the last). */
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; review: GameReview }
  | { state: 'failed'; error: string };

declare module './messages' {
  interface RequestMap {
    /** Starts the review of a kept game (or answers the one kept or running). */
    'review:start': { params: { id: string }; result: ReviewStatus };
    /** How far the review of a kept game is, or the review itself once done. */
    'review:status': { params: { id: string }; result: ReviewStatus };
    /** Stops a running review; nothing is kept. */
    'review:cancel': { params: { id: string }; result: ReviewStatus };
  }
}
