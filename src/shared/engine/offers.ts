// Offers between players (GIVE-1..6, DEAL-1..2, GIFT-1): groups, money from the Illuminati
// treasury and special cards, both ways at once, which the other side accepts or refuses.
import { graft, outSidesOf, isOpen, subtree } from './geometry';
import type { Action } from './actions';
import { moveSpecials } from './money';
import { controls, type Ctx, emit, mt, mp, placementOf } from './state';
import { receiveGroups, chainFits } from './receive-fit';
import { lift } from './structure-ops';
import { checkEliminations } from './turn';
import type { Attach, Bundle, GameState, OfferWindow, Placement, PlayerState, Seat } from './types';

/** Offers each seat may make per turn, so that nobody can stall the table with offers. */
export const OFFERS_PER_TURN = 2;

function checkBundle(s: GameState, p: PlayerState, b: Bundle, side: 'give' | 'get'): string | null {
  if (!b || typeof b !== 'object') return 'Malformed offer.';
  if (!Number.isInteger(b.money) || b.money < 0) return 'Money must be a whole number of MB, 0 or more.';
  if (b.money > p.money) return `${p.name} does not have ${b.money} MB in the Illuminati treasury (GIFT-3).`;
  if (!Array.isArray(b.specials) || !Array.isArray(b.groups)) return 'Malformed offer.';
  if (side === 'get' && b.specials.length) return 'Special cards are hidden, so they cannot be asked for by name; the other player can offer them.';
  if (new Set(b.specials).size !== b.specials.length || !b.specials.every((c) => p.hand.includes(c))) return 'Those special cards are not held.';
  if (new Set(b.groups).size !== b.groups.length) return 'List each group once.';
  for (const g of b.groups) {
    if (!placementOf(p, g)) return `${p.name} does not control that group.`;
    for (const h of b.groups) if (h !== g && subtree(p, h).includes(g)) return 'Puppets travel with their master; list only the master (GIVE-5).';
  }
  void s;
  return null;
}

/** Where a receiver attaches received groups: one open arrow each, not inside what he gives away. */
function checkPlaces(p: PlayerState, groups: readonly string[], places: readonly Attach[], leaving: readonly string[], giver?: PlayerState): string | null {
  if (!Array.isArray(places) || places.length !== groups.length) return 'Give one place for every group received (GIVE-6).';
  const gone = new Set<string>();
  for (const g of leaving) for (const x of subtree(p, g)) gone.add(x);
  const used = new Set<string>();
  for (const g of groups) {
    const at = places.find((x) => x?.id === g);
    if (!at) return 'Give one place for every group received (GIVE-6).';
    if (!controls(p, at.master) || gone.has(at.master)) return 'Received groups attach to a card you keep.';
    if (!outSidesOf(at.master).includes(at.arrow)) return 'That card has no outward arrow on that side.';
    const key = `${at.master}/${at.arrow}`;
    if (used.has(key) || !isOpen(p, at.master, at.arrow, gone)) return 'That arrow is not open (AMB-22).';
    used.add(key);
  }
  // The groups are fitted one after the other (answerOffer): an earlier one, with its puppets, must
  // not block the arrow chosen for a later one, or the graft would fail (GIVE-6, AMB-22).
  if (giver && groups.length > 1) {
    const work: Placement[] = p.groups.filter((g) => !gone.has(g.id));
    for (const g of groups) {
      const at = places.find((x) => x?.id === g)!;
      const st = { illuminati: p.illuminati, groups: work };
      if (!isOpen(st, at.master, at.arrow)) return 'That arrow is not open once the other groups received are in place (AMB-22).';
      const incoming = subtree(giver, g).map((id) => ({ ...placementOf(giver, id)! }));
      incoming[0] = { ...incoming[0], master: at.master, arrow: at.arrow };
      work.push(...graft(st, incoming).kept);
    }
  }
  return null;
}

function groupCount(give: Bundle, get: Bundle): number {
  return give.groups.length + get.groups.length;
}

function checkTiming(s: GameState, from: Seat, to: Seat, give: Bundle, get: Bundle): string | null {
  const n = groupCount(give, get);
  if (n === 0) return null;
  const active = s.turn.active;
  // GIVE-2 / EDN-16: groups change hands in the turn of one of the two players (DE: the giver's turn).
  if (s.config.edition === 'de') {
    if ((give.groups.length && from !== active) || (get.groups.length && to !== active)) return 'Under the German rules a group is given only in its owner\u2019s turn (EDN-16).';
  } else if (from !== active && to !== active) return 'Groups change hands only in the turn of one of the two players (GIVE-2).';
  if (s.turn.phase !== 'actions') return 'Groups change hands in the action phase.';
  if (s.turn.actionsLeft < n) return `Each group that changes hands uses one action of the player on turn (GIVE-3); ${n} needed.`;
  return null;
}

export function checkOffer(s: GameState, seat: Seat, a: Extract<Action, { type: 'offer' }>): string | null {
  const p = s.players[seat];
  if (p.out) return 'You are out of the game.';
  if (s.pending) return 'Another decision is pending.';
  if (!Number.isInteger(a.to) || !s.players[a.to] || s.players[a.to].out || a.to === seat) return 'Offers go to another player in the game.';
  if (s.turn.offers[seat] >= OFFERS_PER_TURN) return `At most ${OFFERS_PER_TURN} offers per player per turn.`;
  const q = s.players[a.to];
  const bad = checkBundle(s, p, a.give, 'give') ?? checkBundle(s, q, a.get, 'get');
  if (bad) return bad;
  if (a.give.money + a.give.specials.length + a.give.groups.length + a.get.money + a.get.groups.length === 0) return 'An offer must include something.';
  return checkTiming(s, seat, a.to, a.give, a.get) ?? checkPlaces(p, a.get.groups, a.getPlace, a.give.groups, q);
}

export function makeOffer(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'offer' }>): void {
  const s = ctx.s;
  mt(ctx).offers = s.turn.offers.map((n, i) => (i === seat ? n + 1 : n));
  s.pending = {
    kind: 'offer',
    from: seat,
    to: a.to,
    give: { money: a.give.money, specials: [...a.give.specials], groups: [...a.give.groups] },
    get: { money: a.get.money, specials: [], groups: [...a.get.groups] },
    getPlace: a.getPlace.map((x) => ({ id: x.id, master: x.master, arrow: x.arrow })),
    resume: null,
  };
  emit(ctx, {
    type: 'offerMade',
    to: 'all',
    fromSeat: seat,
    toSeat: a.to,
    groupsGiven: [...a.give.groups],
    groupsAsked: [...a.get.groups],
    money: [a.give.money, a.get.money],
    specials: [a.give.specials.length, 0],
  });
}

export function checkAnswer(s: GameState, seat: Seat, a: Extract<Action, { type: 'answerOffer' }>): string | null {
  const w = s.pending;
  if (w?.kind !== 'offer' || w.to !== seat) return 'There is no offer for you to answer.';
  if (typeof a.accept !== 'boolean') return 'Accept or refuse.';
  if (!a.accept) return null;
  const p = s.players[w.from];
  const q = s.players[w.to];
  return (
    checkBundle(s, p, w.give, 'give') ??
    checkBundle(s, q, w.get, 'get') ??
    checkTiming(s, w.from, w.to, w.give, w.get) ??
    checkPlaces(q, w.give.groups, a.place, w.get.groups, p) ??
    checkPlaces(p, w.get.groups, w.getPlace, w.give.groups, q)
  );
}

export function answerOffer(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'answerOffer' }>): void {
  const s = ctx.s;
  const w = s.pending as OfferWindow;
  s.pending = w.resume;
  emit(ctx, { type: 'offerAnswered', to: 'all', fromSeat: w.from, toSeat: w.to, accepted: a.accept });
  if (!a.accept) return;
  const p = mp(ctx, w.from);
  const q = mp(ctx, w.to);
  p.money += w.get.money - w.give.money;
  q.money += w.give.money - w.get.money;
  moveSpecials(p, q, w.give.specials);
  if (w.give.specials.length) emit(ctx, { type: 'giftGiven', to: [w.from, w.to], fromSeat: w.from, toSeat: w.to, money: 0, specials: w.give.specials.length, cards: [...w.give.specials] });
  // GIVE-5/6: lift both sides first, then fit each side's subtrees into its new structure; an
  // overlap left is cleared by the receiver's choice (a window each, the answerer's first) or, under
  // the German rules, by sending every overlapping card away (EDN-17, receive-fit.ts).
  const toQ = w.give.groups.map((g) => lift(p, g));
  const toP = w.get.groups.map((g) => lift(q, g));
  const changed = (giver: Seat, r: Seat, lifted: ReturnType<typeof lift>[], places: readonly Attach[]) => {
    for (const l of lifted) {
      const at = places.find((x) => x.id === l[0].id)!;
      emit(ctx, { type: 'groupChangedHands', to: 'all', group: l[0].id, fromSeat: giver, toSeat: r, master: at.master, arrow: at.arrow });
    }
  };
  const fitQ = receiveGroups(ctx, q, w.from, toQ, a.place);
  changed(w.from, w.to, toQ, a.place);
  const fitP = receiveGroups(ctx, p, w.to, toP, w.getPlace);
  changed(w.to, w.from, toP, w.getPlace);
  s.pending = chainFits([fitQ, fitP], s.pending);
  const n = groupCount(w.give, w.get);
  if (n) {
    mt(ctx).actionsLeft -= n;
    mt(ctx).acted = true;
  } else if (s.turn.active === w.from || s.turn.active === w.to) mt(ctx).acted = true;
  checkEliminations(ctx, null);
}
