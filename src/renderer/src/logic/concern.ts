// Does this window concern me? (issue 34) Whether the game stops for the viewer in an attack
// window or a special-card reaction window, or passes for him by itself after a short, visible
// chance to step in. Pure: the client decides from its own view (pending window, legal actions,
// standings) and sends an ordinary `pass`; the host and the engine never know the difference.
import { group, special, type GroupId, type SpecialEffect } from '../../../shared/cards';
import type { LegalAction, Pending, Seat } from '../../../shared/engine';
import type { PlayerStanding, StopFor } from '../../../shared/protocol/messages';

/** Settings → "Stop for me in attack windows" (Settings.stopFor). */
export type StopMode = StopFor;

/**
 * Why the window stops (ask) or passes by itself (auto). 'decision': not a window this rule is
 * about (capture, tax, offer, own turn…): the game always waits there.
 */
export type StopReason =
  | 'decision'
  | 'forced'
  | 'always'
  | 'ownAttack'
  | 'attacked'
  | 'special'
  | 'rivalWins'
  | 'nothing';

export interface StopVerdict {
  stop: boolean;
  reason: StopReason;
}

export interface ConcernInput {
  pending: Pending | null;
  /** The viewer's seat; he must be the one deciding (the caller checks). */
  me: Seat;
  legal: readonly LegalAction[];
  mode: StopMode;
  standings: readonly PlayerStanding[];
  /** The very long game (ADV-LENGTH-3): no goals, so no attack can win. */
  noGoals?: boolean;
}

/** Choices that never make a window worth stopping for: always open from elsewhere (GIFT-1, GIVE, LEAVE-1). */
const ELSEWHERE = new Set<LegalAction['type']>(['gift', 'offer', 'leave']);

/**
 * A special card counts only when it is tied to a moment (SPECIAL-CARD-3): the "any time" cards
 * (Slush Fund, Swiss Bank Account, Media Campaign, Computer Espionage, White Collar Crime) can be
 * played whenever the player likes, from his hand, so holding one is no reason to stop.
 */
export const ANY_TIME: ReadonlySet<SpecialEffect> = new Set(['computer-espionage', 'media-campaign', 'slush-fund', 'swiss-bank-account', 'white-collar-crime']);

export function timedSpecial(a: LegalAction): boolean {
  return a.type === 'playSpecial' && !ANY_TIME.has(special(a.card).effect as SpecialEffect);
}

/** The legal choices that are really about this window (not pass, not what is always possible elsewhere). */
function choices(legal: readonly LegalAction[]): LegalAction[] {
  return legal.filter((a) => a.type !== 'pass' && !ELSEWHERE.has(a.type) && (a.type !== 'playSpecial' || timedSpecial(a)));
}

/**
 * WIN-3 / GOAL-*: would this attack, if it succeeds, give the attacker his goal? Counted from the
 * standings the viewer may see: the basic goal needs one more card (ATK-CTRL: a control attack
 * brings the target at least), and the special goals the target's card can complete on its own.
 */
export function wouldWin(standing: PlayerStanding | undefined, target: GroupId, kind: 'control' | 'neutralize' | 'destroy'): boolean {
  if (!standing) return false;
  const g = group(target);
  if (kind === 'control' && standing.basic.need - standing.basic.have <= 1) return true;
  const sp = standing.special;
  if (!sp || sp.need <= sp.have) return false;
  const short = sp.need - sp.have;
  switch (sp.measure) {
    case 'destroyCount':
      return kind === 'destroy' && short <= 1;
    case 'alignmentCount':
      return kind === 'control' && short <= 1 && !!sp.alignment && g.alignments.includes(sp.alignment);
    case 'powerTotal':
      return kind === 'control' && g.power >= short;
    case 'transferableTotal':
      return kind === 'control' && g.transferable >= short;
    default:
      return false;
  }
}

/** The rule itself: stop for the viewer, or pass for him. */
export function windowStop(x: ConcernInput): StopVerdict {
  const w = x.pending;
  if (!w || (w.kind !== 'attack' && w.kind !== 'reaction')) return { stop: true, reason: 'decision' };
  if (!x.legal.some((a) => a.type === 'pass')) return { stop: true, reason: 'decision' };
  const real = choices(x.legal);
  // Nothing but Pass (and Gift): a forced pass is never asked, whatever the setting.
  if (real.length === 0) return { stop: false, reason: 'forced' };
  if (w.kind === 'reaction') {
    // Start and end of a turn, after a roll, a card on its way (SPECIAL-CARD-3, -5): the window
    // opens for everyone holding a special; it stops only when one he holds can be played now.
    return real.some((a) => timedSpecial(a) || a.type === 'abolishPrivilege') ? { stop: true, reason: 'special' } : { stop: false, reason: 'nothing' };
  }
  if (x.mode === 'always') return { stop: true, reason: 'always' };
  // His own attack (ATK-4, ATK-MONEY-1): his cards are in it in every mode.
  if (w.attackSeat === x.me) return { stop: true, reason: 'ownAttack' };
  // His group is the target (ATK-MONEY-2): the defender may pay from its treasury.
  if (w.defender === x.me) return { stop: true, reason: 'attacked' };
  if (x.mode === 'attacked') return { stop: false, reason: 'nothing' };
  // A special card or a privilege counter he could play in it now (SPECIAL-CARD-3, PRIV-4, INTERF via Interference).
  if (real.some((a) => timedSpecial(a) || a.type === 'abolishPrivilege')) return { stop: true, reason: 'special' };
  // The attack would complete a rival's goal (WIN-3): worth spending against (INTERF-1).
  if (!x.noGoals && wouldWin(x.standings.find((s) => s.seat === w.attackSeat), w.target, w.attack)) return { stop: true, reason: 'rivalWins' };
  return { stop: false, reason: 'nothing' };
}

/** How long the bar waits before passing, by the speed setting (ms); "instant": no wait. */
export const AUTO_PASS_MS: Record<'instant' | 'fast' | 'normal' | 'slow', number> = { instant: 0, fast: 1500, normal: 3000, slow: 5000 };
