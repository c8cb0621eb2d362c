// Group abilities that are decisions of their own (ABIL-4/5): the I.R.S. tax, the Recyclers' draw
// and the Orbital Mind Control Lasers' alignment change.
import { ALIGNMENTS, OPPOSITE, group, isGroupId, type Alignment } from '../cards';
import type { Action } from './actions';
import { alignmentsOf, type Ctx, emit, mt, isGroupInPlay, mp, placementOf, type TurnShifts } from './state';
import { afterTax, drawCard, levyTax } from './turn';
import type { GameState, Seat } from './types';

export function checkTax(s: GameState, seat: Seat, a: Extract<Action, { type: 'tax' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'tax' || w.seat !== seat) return 'There is no tax to collect now.';
  if (!Array.isArray(a.excuse) || a.excuse.some((x) => !Number.isInteger(x) || !s.players[x] || x === seat)) return 'Excuse only other players.';
  return null;
}

export function tax(ctx: Ctx, a: Extract<Action, { type: 'tax' }>): void {
  ctx.s.pending = null;
  levyTax(ctx, a.excuse);
  afterTax(ctx);
}

export function checkRecyclers(s: GameState, seat: Seat): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat || s.turn.phase === 'over' || s.turn.passed) return 'The Recyclers draw only on your own turn.';
  const r = placementOf(s.players[seat], 'recyclers');
  if (!r) return 'You do not control the Recyclers.';
  if (s.turn.recyclersUsed) return 'The Recyclers have drawn this turn already.';
  if (r.money < 5) return 'The Recyclers need 5 MB in their own treasury.';
  if (s.deck.length === 0) return 'The deck is empty (AMB-28).';
  return null;
}

/** Recyclers: 5 MB from their own treasury for one extra card; not an action; once per turn (project ruling). */
export function useRecyclers(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  placementOf(mp(ctx, seat), 'recyclers')!.money -= 5;
  mt(ctx).recyclersUsed = true;
  mt(ctx).acted = true;
  emit(ctx, { type: 'recyclersUsed', to: 'all', seat });
  drawCard(ctx, seat);
}

/** Whether the seat may use the Orbital Mind Control Lasers now at all, whatever the target. */
export function checkLasers(s: GameState, seat: Seat): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat || s.turn.phase === 'over' || s.turn.passed) return 'The Lasers work on your own turn.';
  if (!placementOf(s.players[seat], 'orbital-mind-control-lasers')) return 'You do not control the Orbital Mind Control Lasers.';
  if (s.turn.shifts.length > 0) return 'The Lasers have been used this turn (CARDS.md 6).';
  return null;
}

export function checkShift(s: GameState, seat: Seat, a: Extract<Action, { type: 'shiftAlignment' }>): string | null {
  const why = checkLasers(s, seat);
  if (why) return why;
  // Only a group: an Illuminati card counts as "in play" for ownerOf but is no group (CARDS.md 3, AMB-16).
  if (typeof a.target !== 'string' || !isGroupId(a.target) || a.target === 'orbital-mind-control-lasers' || !isGroupInPlay(s, a.target)) return 'Choose another group in play.';
  const now = alignmentsOf(s, a.target);
  const isA = (x: unknown): x is Alignment => typeof x === 'string' && (ALIGNMENTS as readonly string[]).includes(x);
  if (a.add !== undefined && !isA(a.add)) return 'Unknown alignment.';
  if (a.remove !== undefined && !isA(a.remove)) return 'Unknown alignment.';
  if (!a.add && !a.remove) return 'Add, remove or flip one alignment.';
  if (a.remove && !now.includes(a.remove)) return `${group(a.target).name} is not ${a.remove}.`;
  if (a.add && now.includes(a.add)) return `${group(a.target).name} is already ${a.add}.`;
  if (a.add && a.remove && OPPOSITE[a.remove] !== a.add) return 'A flip turns an alignment into its opposite.';
  return null;
}

export function shiftAlignment(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'shiftAlignment' }>): void {
  const s = ctx.s;
  mt(ctx).shifts = [...s.turn.shifts, { target: a.target, ...(a.add ? { add: a.add } : {}), ...(a.remove ? { remove: a.remove } : {}) }];
  mt(ctx).acted = true;
  emit(ctx, { type: 'alignmentShifted', to: 'all', seat, target: a.target, ...(a.add ? { add: a.add } : {}), ...(a.remove ? { remove: a.remove } : {}) });
}

/**
 * Every single change the Lasers could make to one group: add, remove or flip one alignment. Reads
 * only the turn's shifts, so a client passes its Observation (renderer/src/logic/shift.ts).
 */
export function shiftOptions(s: TurnShifts, target: string): { add?: Alignment; remove?: Alignment }[] {
  const now = alignmentsOf(s, target);
  const out: { add?: Alignment; remove?: Alignment }[] = [];
  for (const a of ALIGNMENTS) if (!now.includes(a)) out.push({ add: a });
  for (const a of now) {
    out.push({ remove: a });
    const o = OPPOSITE[a];
    if (o && !now.includes(o)) out.push({ remove: a, add: o });
  }
  return out;
}
