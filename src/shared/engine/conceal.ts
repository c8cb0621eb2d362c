// What a face-down player holds back so as not to show his card (ADV-HIDDEN-ILLUM-2, AMB-42,
// EDN-24): less Income, less Power from his Illuminati card, abilities that work by themselves left
// unused. The choice (PlayerState.conceal) is made with the `conceal` action (hidden.ts) and read
// here by the rules that it changes: income (turn.ts, goal-windows.ts), Power and attack bonuses
// (modifiers.ts), the second draw (turn.ts), the immunity (attack.ts), the double Income
// (options.ts). This module reads only the state (and raises the public record on a player object
// the caller has already copied), so that each of those can import it without a cycle (issue 22).
import type { Conceal, GameState, PlayerState, Shown } from './types';

/** The player's choice while it applies: hidden Illuminati on, his card face down, the game not over. */
function inForce(s: GameState, p: PlayerState): Conceal | null {
  if (!p.conceal || !s.config.hiddenIlluminati || p.revealed || s.outcome) return null;
  return p.conceal;
}

/** AMB-42: does this face-down player decline the abilities that would show his card? */
export function abilityDeclined(s: GameState, p: PlayerState): boolean {
  return inForce(s, p)?.ability === false;
}

/** The MB he takes of his Illuminati's `full` Income (printed and stated, doubled when doubled), the large-game bonus apart. */
export function incomeTaken(s: GameState, p: PlayerState, full: number): number {
  const cap = inForce(s, p)?.income;
  return cap === null || cap === undefined ? full : Math.min(full, cap);
}

/** The Power his Illuminati card applies of its `full` Power (printed, stated and the UFO bonus) when it attacks or aids. */
export function powerApplied(s: GameState, p: PlayerState, full: number): number {
  const cap = inForce(s, p)?.power;
  return cap === null || cap === undefined ? full : Math.min(full, cap);
}

/**
 * The table's record of what a face-down card has shown (PlayerState.shown), raised on `p`, a player
 * the caller has already copied for writing (mp/mps); the record itself is replaced, never changed
 * in place. `seen`: the Illuminati's share of an income (divided by a doubling, the bonus apart) or
 * the Power its card added to an attack.
 */
export function noteShown(s: GameState, p: PlayerState, seen: Partial<Shown>): void {
  if (!s.config.hiddenIlluminati || p.revealed) return;
  const was = p.shown ?? { income: 0, power: 0 };
  const now = { income: Math.max(was.income, seen.income ?? 0), power: Math.max(was.power, seen.power ?? 0) };
  if (!p.shown || now.income !== was.income || now.power !== was.power) p.shown = now;
}
