// The review's chart (issue 36): every player's chance to win after each turn, from the fitted win
// models (win-model.ts, 3 to 6 players), on the true state of the finished game (the chart looks
// back with every card face up; only the rating of decisions is held to what a seat could see),
// then the three biggest swings and the point where the winner's chance first passed one half.
import { observe, type GameState, type Seat } from '../../engine';
import { beliefsFrom, type SeatBelief } from '../beliefs';
import { Evaluator } from '../evaluate';
import { LEVELS, PERSONALITY_WEIGHTS, type Weights } from '../weights';
import { fittedWeights, winChances } from '../win-model';
import type { GameReview, KeyMoment, MomentWhat, ReviewPoint } from './types';

/** The Hard bot's weights (balanced), which the review judges with. */
export const REVIEW_WEIGHTS: Weights = { ...PERSONALITY_WEIGHTS.balanced, ...LEVELS.hard!.weights };

/** Key moments shown. */
export const MOMENTS = 3;

/** Each seat's own, exact beliefs (its goal as it is): the game is over, nothing is hidden any more. */
export function knownBeliefs(s: GameState): SeatBelief[] {
  return s.players.map((p) => beliefsFrom(observe(s, p.seat))[p.seat]);
}

/** Every player's chance to win at `s`, or null when no model fits the game (player count, the long game). */
export function chancesAt(s: GameState): number[] | null {
  const w = s.config.longGame ? null : fittedWeights(s.players.length);
  if (!w) return null;
  return winChances(s, new Evaluator(0, REVIEW_WEIGHTS, true, knownBeliefs(s)), w);
}

/** Why a review cannot be made of a game with this configuration, or null. */
export function unreviewable(s: GameState): string | null {
  if (s.config.longGame) return 'the win models were fitted on games won by goals, not on the long game';
  if (!fittedWeights(s.players.length)) return `there is no win model for ${s.players.length} players (3 to 6 have one)`;
  return null;
}

/** The point for state `s` after `step` actions. */
export function pointAt(s: GameState, step: number, turn: number): ReviewPoint {
  let chances = chancesAt(s) ?? s.players.map(() => 0);
  // A game capped without a winner: nobody's chance is 1; the model's last word stands instead.
  if (s.outcome && s.outcome.winners.length === 0) chances = winChances({ ...s, outcome: null }, new Evaluator(0, REVIEW_WEIGHTS, true, knownBeliefs(s)), fittedWeights(s.players.length)!);
  return { turn, step, chances };
}

/** What `seat` did or suffered between two states. */
function whatHappened(before: GameState, after: GameState, seat: Seat): MomentWhat {
  if (after.outcome?.winners.includes(seat)) return { kind: 'won' };
  const had = new Set(before.players[seat].groups.map((g) => g.id));
  const has = new Set(after.players[seat].groups.map((g) => g.id));
  const took = [...has].filter((g) => !had.has(g));
  if (took.length) return { kind: 'took', cards: took };
  const lost = [...had].filter((g) => !has.has(g));
  if (lost.length) return { kind: 'lost', cards: lost };
  return { kind: 'other' };
}

/** The MOMENTS biggest swings of one player's chance between consecutive points, in game order. */
export function keyMoments(points: readonly ReviewPoint[], states: readonly GameState[]): KeyMoment[] {
  const swings: KeyMoment[] = [];
  for (let i = 1; i < points.length; i++) {
    let seat = 0;
    let top = -1;
    points[i].chances.forEach((c, k) => {
      const d = Math.abs(c - points[i - 1].chances[k]);
      if (d > top) {
        top = d;
        seat = k;
      }
    });
    swings.push({ index: i, turn: points[i].turn, step: points[i].step, seat, before: points[i - 1].chances[seat], after: points[i].chances[seat], what: whatHappened(states[i - 1], states[i], seat) });
  }
  const size = (m: KeyMoment) => Math.abs(m.after - m.before);
  return swings
    .sort((a, b) => size(b) - size(a) || a.index - b.index)
    .slice(0, MOMENTS)
    .sort((a, b) => a.index - b.index);
}

/** The first point at which the (single) winner's chance passed one half. */
export function decisivePoint(points: readonly ReviewPoint[], final: GameState): GameReview['decisive'] {
  const winners = final.outcome?.winners ?? [];
  if (winners.length !== 1) return null;
  const seat = winners[0];
  const i = points.findIndex((p) => p.chances[seat] > 0.5);
  return i < 0 ? null : { index: i, turn: points[i].turn, step: points[i].step, seat };
}
