// Where special cards can be played (SPECIAL-CARD-*): a registry of handlers by effect, and the
// reaction windows that give every seat holding a special the chance to respond at a moment of
// the game (start of a turn, after an attack roll, ...). The card effects themselves register here.
import { special, type SpecialEffect, type SpecialId } from '../cards';
import type { Action } from './actions';
import { type Ctx, emit, mp, seatsFrom } from './state';
import type { GameState, Seat, SpecialMoment } from './types';

export interface SpecialHandler {
  /** Moments at which the card may be played. */
  moments: readonly SpecialMoment[];
  /** Why this play is illegal now, or null. */
  check(s: GameState, seat: Seat, a: Extract<Action, { type: 'playSpecial' }>): string | null;
  /** The plays of this card open to the seat now (legalActions offers them; each must pass check). */
  options(s: GameState, seat: Seat, card: SpecialId): Extract<Action, { type: 'playSpecial' }>[];
  /** Apply the effect; the card is already out of the hand and on the discard pile. */
  play(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'playSpecial' }>): void;
}

export const HANDLERS: Partial<Record<SpecialEffect, SpecialHandler>> = {};

/** Continuations run when a reaction window closes, by moment. Set by the modules that open them. */
export const CONTINUE: Partial<Record<SpecialMoment, (ctx: Ctx) => void>> = {};

function handlerFor(id: SpecialId): SpecialHandler | undefined {
  return HANDLERS[special(id).effect as SpecialEffect];
}

function anyHandlerAt(moment: SpecialMoment): boolean {
  for (const h of Object.values(HANDLERS)) if (h?.moments.includes(moment)) return true;
  return false;
}

/**
 * Open a reaction window at `moment` for every seat (or every seat of `only`) holding at least one
 * special (the count is public, so asking them reveals nothing). Returns false, opening nothing,
 * when no card can ever be played at this moment or nobody eligible holds a special.
 */
export function openReactions(ctx: Ctx, moment: SpecialMoment, roll: number | null, only?: readonly Seat[]): boolean {
  const s = ctx.s;
  if (!anyHandlerAt(moment)) return false;
  const order = seatsFrom(s, s.turn.active).filter((seat) => s.players[seat].hand.length > 0 && (!only || only.includes(seat)));
  if (order.length === 0) return false;
  s.pending = { kind: 'reaction', moment, order, floor: 0, resume: s.pending, ...(roll === null ? {} : { roll }) };
  return true;
}

/** A seat in a reaction window passes; the last pass closes it and the game continues. */
export function passReaction(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.pending;
  if (w?.kind !== 'reaction') return;
  emit(ctx, { type: 'floorPassed', to: 'all', seat: w.order[w.floor] });
  w.floor++;
  if (w.floor < w.order.length) return;
  s.pending = w.resume;
  CONTINUE[w.moment]?.(ctx);
}

export function checkPlaySpecial(s: GameState, seat: Seat, a: Extract<Action, { type: 'playSpecial' }>): string | null {
  const p = s.players[seat];
  if (!p.hand.includes(a.card)) return 'You do not hold that special card.';
  const h = handlerFor(a.card);
  if (!h) return `${special(a.card).name} cannot be played at this moment.`;
  return h.check(s, seat, a);
}

export function playSpecial(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'playSpecial' }>): void {
  const p = mp(ctx, seat);
  p.hand.splice(p.hand.indexOf(a.card), 1);
  ctx.s.discard = [...ctx.s.discard, a.card];
  emit(ctx, { type: 'specialPlayed', to: 'all', seat, card: a.card });
  handlerFor(a.card)!.play(ctx, seat, a);
}

/** Every play of a special card open to this seat now, from the handlers of the cards it holds. */
export function specialPlays(s: GameState, seat: Seat): Extract<Action, { type: 'playSpecial' }>[] {
  const out: Extract<Action, { type: 'playSpecial' }>[] = [];
  const seen = new Set<string>();
  for (const card of s.players[seat].hand) {
    const h = handlerFor(card);
    if (!h || seen.has(card)) continue;
    seen.add(card);
    for (const a of h.options(s, seat, card)) if (h.check(s, seat, a) === null) out.push(a);
  }
  return out;
}
