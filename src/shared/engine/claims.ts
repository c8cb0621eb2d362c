// Misstated values under hidden Illuminati (ADV-HIDDEN-ILLUM-5, EDN-25): what a player may state
// about his face-down Illuminati's Power and Income, and the values in force. Its own module so
// that the modifiers (stated Power) and the income phase (stated Income) read it without
// depending on the rest of hidden.ts, which itself needs the modifiers (issue 22: no import cycles).
import type { Action } from './actions';
import { editionOf } from './options';
import { type Ctx, emit, mps } from './state';
import type { GameState, PlayerState, Seat } from './types';

type Misstate = Extract<Action, { type: 'misstate' }>;

/** The differences a player may state: +1 in EN and IT, -1 or +1 in DE (0 is the truth). */
export function claimRange(s: GameState): number[] {
  return editionOf(s.config) === 'de' ? [-1, 0, 1] : [0, 1];
}

function claimsAllowed(s: GameState, p: PlayerState): boolean {
  return !!s.config.hiddenIlluminati && !!s.config.misstate && !p.revealed && !s.outcome;
}

/** Power stated on top of the printed Power while the player is unidentified. */
export function claimedPower(s: GameState, p: PlayerState): number {
  return claimsAllowed(s, p) && p.claim ? p.claim.power : 0;
}

export function claimedIncome(s: GameState, p: PlayerState): number {
  return claimsAllowed(s, p) && p.claim ? p.claim.income : 0;
}

export function checkMisstate(s: GameState, seat: Seat, a: Misstate): string | null {
  const p = s.players[seat];
  if (!s.config.hiddenIlluminati || !s.config.misstate) return 'Misstating values belongs to the Hidden Illuminati option with misstatement (ADV-HIDDEN-ILLUM-5).';
  if (p.revealed) return 'An identified player states his true values (ADV-HIDDEN-ILLUM-5).';
  if (s.pending || s.turn.active !== seat || s.turn.phase === 'over') return 'State your values on your own turn, when nothing is pending.';
  if (p.claim && p.claim.turn === s.turn.number) return 'You have stated your values this turn already.';
  const range = claimRange(s);
  if (!range.includes(a.power) || !range.includes(a.income))
    return editionOf(s.config) === 'de' ? 'Misstate by at most 1 either way (EDN-25).' : 'Claim at most 1 more than printed (ADV-HIDDEN-ILLUM-5).';
  return null;
}

/** The stated values hold until changed; the Income one from the player's next income phase. */
export function misstate(ctx: Ctx, seat: Seat, a: Misstate): void {
  const s = ctx.s;
  mps(ctx, seat).claim = { power: a.power, income: a.income, turn: s.turn.number };
  emit(ctx, { type: 'valuesClaimed', to: [seat], seat, power: a.power, income: a.income });
}
