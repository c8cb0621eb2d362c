// Where special cards are played (SPECIAL-CARD-*, CARDS.md section 4): reaction windows that give
// every seat holding a special the chance to respond at a moment of the game, and the cancel window
// in which Secrets Man Was Not Meant To Know may stop a card as it is played (for any reason: its own
// effect, privilege, abolishing privilege). Which handler plays each card, what follows each window
// and how an uncancelled card takes effect are the flow table's (flow.ts), read here from the
// context or passed in by apply.ts and legal.ts: this module imports none of the modules that
// implement them (they import it).
import { special, type SpecialEffect, type SpecialId } from '../cards';
import type { Flow, LegalPlay, SpecialHandler, WindowMoment } from './context';
import { emit, mps, type Ctx } from './state';
import type { CancelSubject, GameState, Pending, PlaySpecialAction, ReactionWindow, Seat, SpecialMoment } from './types';

function handlerFor(flow: Flow, id: SpecialId): SpecialHandler {
  return flow.specials[special(id).effect as SpecialEffect];
}

/** The moments at which some card of `specials` can be played: asked on every window that could open (hot path), so computed once per table. */
export function playableMoments(specials: Flow['specials']): ReadonlySet<SpecialMoment> {
  const out = new Set<SpecialMoment>();
  for (const h of Object.values(specials)) for (const m of h.moments) out.add(m);
  return out;
}

/** Seats still in the game holding a special, in turn order from the active player (seatsFrom), in one pass: asked at every roll and turn start. */
function holders(s: GameState, only?: readonly Seat[], except?: Seat): Seat[] {
  const out: Seat[] = [];
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.turn.active + i) % n;
    const p = s.players[seat];
    if (!p.out && p.hand.length > 0 && seat !== except && (!only || only.includes(seat))) out.push(seat);
  }
  return out;
}

/**
 * Open a reaction window at `moment` for every seat (or every seat of `only`) holding at least one
 * special (the count is public, so asking them reveals nothing). Returns false, opening nothing,
 * when no card can ever be played at this moment or nobody eligible holds a special.
 */
export function openReactions(ctx: Ctx, moment: Exclude<WindowMoment, 'cancel'>, roll: number | null, only?: readonly Seat[]): boolean {
  const s = ctx.s;
  if (!ctx.flow.playable.has(moment)) return false;
  const order = holders(s, only);
  if (order.length === 0) return false;
  s.pending = { kind: 'reaction', moment, order, floor: 0, passed: [], resume: s.pending, ...(roll === null ? {} : { roll }) };
  return true;
}

/** The floor holder of a reaction window passes. */
export function passReaction(ctx: Ctx): void {
  const w = ctx.s.pending as ReactionWindow;
  const seat = w.order[w.floor];
  emit(ctx, { type: 'floorPassed', to: 'all', seat });
  w.passed = [...w.passed, seat];
  advanceReaction(ctx);
}

/** Move the floor to the next seat that has not passed and still holds a special, or close the window. */
function advanceReaction(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.pending as ReactionWindow;
  const n = w.order.length;
  for (let i = 1; i <= n; i++) {
    const f = (w.floor + i) % n;
    const seat = w.order[f];
    if (!w.passed.includes(seat) && !s.players[seat].out && s.players[seat].hand.length > 0) {
      w.floor = f;
      return;
    }
  }
  s.pending = w.resume;
  ctx.flow.after[w.moment as WindowMoment]?.(ctx, w);
}

/** Secrets Man can still answer: it is not on the discard pile and another player holds a special. */
function cancelPossible(s: GameState, seat: Seat): boolean {
  return !s.discard.includes('secrets-man') && holders(s, undefined, seat).length > 0;
}

/**
 * A special card leaves the hand for the discard pile (SPECIAL-CARD-2) and, unless Secrets Man can
 * no longer answer, waits in a cancel window; the subject takes effect (the flow's `resolve`) when
 * nobody cancels it.
 */
export function discardThroughCancel(ctx: Ctx, seat: Seat, cards: readonly SpecialId[], subject: CancelSubject): void {
  const s = ctx.s;
  const p = mps(ctx, seat);
  p.hand = p.hand.filter((c) => !cards.includes(c));
  s.discard = [...s.discard, ...cards];
  if (subject.kind === 'play' && special(subject.action.card).effect === 'secrets-man') return resolveUncancelled(ctx, subject);
  if (!cancelPossible(s, seat)) return resolveUncancelled(ctx, subject);
  s.pending = { kind: 'reaction', moment: 'cancel', order: holders(s, undefined, seat), floor: 0, passed: [], subject, resume: s.pending };
}

/** Nobody could cancel the subject, or the cancel window closed with everyone passed (flow.ts, `after.cancel`): it takes effect. */
export function resolveUncancelled(ctx: Ctx, subject: CancelSubject): void {
  ctx.flow.resolve[subject.kind](ctx, subject as never);
}

export function checkPlaySpecial(flow: Flow, s: GameState, seat: Seat, a: PlaySpecialAction): string | null {
  const p = s.players[seat];
  if (typeof a.card !== 'string' || !p.hand.includes(a.card)) return 'You do not hold that special card.';
  return handlerFor(flow, a.card).check(s, seat, a);
}

export function playSpecial(ctx: Ctx, seat: Seat, a: PlaySpecialAction): void {
  emit(ctx, { type: 'specialPlayed', to: 'all', seat, card: a.card });
  discardThroughCancel(ctx, seat, [a.card], { kind: 'play', seat, action: a });
}

/** The effect of a card that was not cancelled (the flow's `resolve.play`); it fizzles if the table changed so that it no longer applies. */
export function applyPlay(ctx: Ctx, seat: Seat, a: PlaySpecialAction): void {
  const s = ctx.s;
  const h = handlerFor(ctx.flow, a.card);
  const w = s.pending;
  const wasFloor = w?.kind === 'reaction' && w.order[w.floor] === seat && w.moment !== 'cancel';
  // The card is on the discard pile already; check it as if it were still held.
  const why = h.check({ ...s, players: s.players.map((p) => (p.seat === seat ? { ...p, hand: [...p.hand, a.card] } : p)) }, seat, a);
  if (why) {
    emit(ctx, { type: 'specialFizzled', to: 'all', seat, card: a.card, reason: why });
    return;
  }
  h.play(ctx, seat, a);
  // Playing in a reaction window reopens it to everyone (SPECIAL-CARD-6: the last card played governs).
  if (wasFloor && s.pending === w) {
    w.passed = [];
    advanceReaction(ctx);
  }
}

/** Every play of a special card open to this seat now, from the handlers of the cards it holds. */
export function specialPlays(flow: Flow, s: GameState, seat: Seat): LegalPlay[] {
  const out: LegalPlay[] = [];
  const seen = new Set<string>();
  for (const card of s.players[seat].hand) {
    const h = handlerFor(flow, card);
    if (seen.has(special(card).effect)) continue;
    seen.add(special(card).effect);
    out.push(...h.options(s, seat, card));
  }
  return out;
}

/** The innermost window of a kind, looking under reaction windows (e.g. the attack under an after-roll window). */
export function findPending<K extends Pending['kind']>(s: GameState, kind: K): Extract<Pending, { kind: K }> | null {
  let p: Pending | null = s.pending;
  while (p) {
    if (p.kind === kind) return p as Extract<Pending, { kind: K }>;
    p = p.kind === 'reaction' || p.kind === 'offer' || p.kind === 'replace' || p.kind === 'fit' ? p.resume : null;
  }
  return null;
}
