// The very long game (ADV-LENGTH-3, AMB-28, AMB-50): no goals; play until nothing is left to take,
// then the structures are scored.
import { group } from '../cards';
import { illuminatiPower } from './options';
import type { GameState, Outcome, PlayerState } from './types';

/** AMB-50: the Power of every card of the structure, the Illuminati included, plus 1 per card. */
export function longGameScore(s: GameState, p: PlayerState): number {
  let t = illuminatiPower(s, p) + 1;
  for (const g of p.groups) t += group(g.id).power + 1;
  return t;
}

/**
 * At the end of a turn (called by checkVictory): the outcome when the very long game is over, i.e.
 * no uncontrolled group remains and the deck is empty (AMB-28); the best score wins, ties share.
 */
export function longGameOutcome(s: GameState): Outcome | null {
  if (!s.config.longGame || s.uncontrolled.length > 0 || s.deck.length > 0) return null;
  const scores: Record<number, number> = {};
  let best = -1;
  for (const p of s.players) {
    if (p.out) continue;
    scores[p.seat] = longGameScore(s, p);
    best = Math.max(best, scores[p.seat]);
  }
  const winners = s.players.filter((p) => !p.out && scores[p.seat] === best).map((p) => p.seat);
  return { winners, reason: 'longGame', goals: {}, scores };
}
