// A game review (issue 36): each player's chance to win after every turn, the biggest swings, and
// the human seats' decisions rated against the Hard bot's choice. Plain data: computed once in a
// worker (review.ts), kept next to the replay and drawn by the replay viewer.
import type { Action, Seat } from '../../engine';

/** How far a decision's win chance fell short of the bot's choice, as a rating (README "Game review"). */
export type Rating = 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/**
 * The least drop in the seat's chance to win (0..1, bot's choice minus the move made) for each
 * rating: below `inaccuracy` a decision is good. Percentage points of the chance to win, as
 * lichess rates a move by the drop of its winning chances, scaled down for tables of 3 to 6
 * players (an even chance is 17-33%, not 50%).
 */
export const RATING_FROM = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;

export function ratingOf(drop: number): Rating {
  if (drop >= RATING_FROM.blunder) return 'blunder';
  if (drop >= RATING_FROM.mistake) return 'mistake';
  if (drop >= RATING_FROM.inaccuracy) return 'inaccuracy';
  return 'good';
}

/** Every player's chance to win at one point of the game (they sum to 1; 0 for a player out). */
export interface ReviewPoint {
  /** The turn just played (0: the deal, before the first turn). */
  turn: number;
  /** Actions applied at this point (the replay viewer's step). */
  step: number;
  chances: number[];
}

/** What a key moment's player did or suffered between two points, for its sentence. */
export type MomentWhat =
  | { kind: 'won' }
  | { kind: 'took'; cards: string[] }
  | { kind: 'lost'; cards: string[] }
  /** No group changed hands: money, cards or the position of others moved the chance. */
  | { kind: 'other' };

export interface KeyMoment {
  /** Index in `points` of the point after the swing. */
  index: number;
  turn: number;
  step: number;
  /** Whose chance moved most. */
  seat: Seat;
  before: number;
  after: number;
  what: MomentWhat;
}

export interface RatedDecision {
  /** Index of the action in the game (the replay step before it). */
  step: number;
  turn: number;
  seat: Seat;
  action: Action;
  /** The Hard bot's choice on the same observation. */
  bot: Action;
  /** The seat's chance to win with its move and with the bot's (null: the same move, not played out). */
  mine: number | null;
  best: number | null;
  /** best - mine, at least 0. */
  drop: number;
  rating: Rating;
}

export interface GameReview {
  version: 1;
  /** The review's own seed (the bot's generators and the samples); the same seed gives the same review. */
  seed: string;
  /** The seats whose decisions were rated. */
  seats: Seat[];
  /** The bot's thinking budget (clock ticks, review.ts) and the samples played out per decision. */
  budget: number;
  samples: number;
  points: ReviewPoint[];
  /** The three biggest swings, in the order of the game. */
  moments: KeyMoment[];
  /** The point where the winner's chance first passed 50% (null without a single winner or if it never did). */
  decisive: { index: number; turn: number; step: number; seat: Seat } | null;
  decisions: RatedDecision[];
}
