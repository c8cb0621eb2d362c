// Who decides now, and what they may do (DESIGN.md section 3). legalActions lists concrete actions
// or templates with a parameter range; every entry is built from the same check functions that
// applyAction uses, so the UI, the bots and validation share one notion of legality.
import { illuminati, type GroupId, type IlluminatiId, type SpecialId } from '../cards';
import { shiftOptions } from './abilities';
import type { Action, LegalAction } from './actions';
import { canAbolish, spendSources } from './attack';
import { AttackPart, LazyList, type LegalPart } from './legal-parts';
import { openArrows, outSidesOf, isOpen, subtree, validateStructure } from './geometry';
import { canTransfer, passKeepsTransfers, tradeFrozen } from './money';
import { checkAnswer, checkOffer, OFFERS_PER_TURN } from './offers';
import { nextInt, type RngState } from './rng';
import { concealTemplate, hiddenActions } from './hidden';
import { goalChoices } from './options';
import { fitChoices } from './receive-fit';
import { FLOW } from './flow';
import { specialPlays } from './specials';
import { livingSeats, moneyOn, totalMoney } from './state';
import type { Attach, GameState, PlayerState, Seat } from './types';
import { checkLasers, checkRecyclers, checkShift } from './abilities';

/** Seats whose decision the game waits for (several may act at once only through any-time actions). */
export function decider(s: GameState): Seat[] {
  const seat = decidingSeat(s);
  return seat === null ? [] : [seat];
}

/** The one seat the game waits for, or null once it is over (decider without an array, for hot paths). */
export function decidingSeat(s: GameState): Seat | null {
  if (s.outcome) return null;
  const w = s.pending;
  if (!w) return s.turn.active;
  switch (w.kind) {
    case 'attack':
    case 'reaction':
      return w.order[w.floor];
    case 'capture':
      return w.attackSeat;
    case 'tax':
    case 'chooseGoal':
    case 'replace':
    case 'fit':
      return w.seat;
    case 'offer':
      return w.to;
  }
}

function giftTemplates(s: GameState, seat: Seat): LegalAction[] {
  const p = s.players[seat];
  if (tradeFrozen(s) || (p.money === 0 && p.hand.length === 0)) return [];
  const out: LegalAction[] = [];
  for (const to of livingSeats(s)) if (to !== seat) out.push({ type: 'gift', to, maxMoney: p.money, specials: [...p.hand] });
  return out;
}

export function legalActions(s: GameState, seat: Seat): LegalAction[] {
  const out: LegalAction[] = [];
  for (const part of legalParts(s, seat)) {
    if (Array.isArray(part)) for (const l of part) out.push(l);
    else for (const l of part.list()) out.push(l);
  }
  return out;
}

/** The actions open to `seat` now, as the parts of legalActions (same entries, same order). */
export function legalParts(s: GameState, seat: Seat): LegalPart[] {
  if (s.outcome || !s.players[seat] || s.players[seat].out) return [];
  const out: LegalAction[] = [];
  const w = s.pending;
  const deciding = decidingSeat(s) === seat;
  if (w) {
    switch (w.kind) {
      case 'attack':
        if (deciding) {
          for (const src of spendSources(s, w, seat)) out.push({ type: 'spend', card: src.card, ...(src.side ? { side: src.side } : {}), max: src.max });
          out.push({ type: 'pass' });
          if (seat === w.attackSeat && !w.committed) out.push({ type: 'callOff' });
        }
        if (canAbolish(s, w, seat)) out.push({ type: 'abolishPrivilege', cards: [...s.players[seat].hand] });
        break;
      case 'capture':
        if (deciding) {
          const me = s.players[seat];
          for (const arrow of outSidesOf(w.attacker))
            if (isOpen(me, w.attacker, arrow)) out.push({ type: 'placeCaptured', arrow, maxTransfer: moneyOn(me, w.attacker) });
        }
        break;
      case 'tax':
        if (deciding) out.push({ type: 'tax', seats: livingSeats(s).filter((x) => x !== seat) });
        break;
      case 'offer':
        if (deciding) out.push({ type: 'answerOffer' });
        break;
      case 'reaction':
        if (deciding) out.push({ type: 'pass' });
        break;
      case 'chooseGoal':
        if (deciding) out.push({ type: 'chooseGoal', goals: borrowableGoals(s, seat) });
        if (deciding) {
          const hold = concealTemplate(s, seat); // the starting money (ADV-HIDDEN-ILLUM-2)
          if (hold) out.push(hold);
        }
        break;
      case 'replace':
        if (deciding) out.push({ type: 'replaceSpecial', cards: [...s.players[seat].hand] });
        break;
      case 'fit':
        if (deciding) for (const release of fitChoices(s.players[seat], w.cards)) out.push({ type: 'fitReceived', release });
        break;
    }
    out.push(...giftTemplates(s, seat), ...specialPlays(FLOW, s, seat));
    return [out];
  }

  out.push(...giftTemplates(s, seat), ...specialPlays(FLOW, s, seat));
  const p = s.players[seat];
  if (s.turn.offers[seat] < OFFERS_PER_TURN && (p.money > 0 || p.hand.length > 0 || (seat === s.turn.active && s.turn.phase === 'actions' && s.turn.actionsLeft > 0 && p.groups.length > 0)))
    for (const to of livingSeats(s)) if (to !== seat) out.push({ type: 'offer', to });
  out.push({ type: 'leave' });
  if (seat !== s.turn.active) return [out];

  const parts: LegalPart[] = [out];
  const t = s.turn;
  if (t.phase === 'actions') {
    if (t.actionsLeft > 0) {
      parts.push(
        new AttackPart(s, seat),
        new LazyList('transferMoney', () => transferTemplates(p, false), () => transferTemplates(p, false, true)),
        new LazyList('moveGroup', () => moveActions(s, seat), () => moveActions(s, seat, true)),
      );
    }
  }
  const rest: LegalAction[] = [];
  parts.push(rest);
  if (t.phase === 'actions') {
    for (const g of p.groups) rest.push({ type: 'dropGroup', group: g.id });
    if (!t.acted) rest.push({ type: 'passTurn' });
  }
  // "On your turn": the Recyclers and the Lasers are not tied to a phase (CARDS.md section 3).
  if (checkRecyclers(s, seat) === null) rest.push({ type: 'useRecyclers' });
  if (checkLasers(s, seat) === null) parts.push(new LazyList('shiftAlignment', () => shiftPart(s, seat), () => shiftTargets(s, seat, true).map((target) => ({ type: 'shiftAlignment', targets: [target] }))));
  const last: LegalAction[] = [];
  const afterPass = !t.passed || passKeepsTransfers(s); // EDN-8
  if ((t.phase === 'actions' || t.phase === 'transfers') && t.freeTransfersLeft > 0 && afterPass)
    parts.push(new LazyList('transferMoney', () => transferTemplates(p, true), () => transferTemplates(p, true, true)));
  parts.push(last);
  if (!t.specialUsed && afterPass) {
    const ab = illuminati(p.illuminati).abilities;
    if (ab.some((a) => a.kind === 'redistribute') && p.groups.length > 0)
      last.push({ type: 'setTreasuries', cards: [p.illuminati, ...p.groups.map((g) => g.id)], total: totalMoney(p) });
    if (ab.some((a) => a.kind === 'reorganize') && p.groups.length > 0) last.push({ type: 'reorganize' });
  }
  last.push(...hiddenActions(s, seat)); // accusations and stated values (hidden Illuminati, hidden.ts)
  last.push({ type: 'endTurn' });
  return parts;
}

/** GOAL-UFO-1 / EDN-11: the special goal of any other Illuminati in the set. */
export function borrowableGoals(s: GameState, seat: Seat): IlluminatiId[] {
  return goalChoices(s, seat); // EDN-11, ADV-HIDDEN-GOALS-1 (options.ts)
}

function shiftPart(s: GameState, seat: Seat): LegalAction[] {
  const targets = shiftTargets(s, seat);
  return targets.length ? [{ type: 'shiftAlignment', targets }] : [];
}

/** Groups the Lasers may shift now (checkLasers passed); with `firstOnly`, stops at the first. */
function shiftTargets(s: GameState, seat: Seat, firstOnly = false): GroupId[] {
  const all: GroupId[] = [...s.uncontrolled];
  for (const p of s.players) if (!p.out) for (const g of p.groups) all.push(g.id);
  const out: GroupId[] = [];
  for (const id of all)
    if (checkShift(s, seat, { type: 'shiftAlignment', target: id, ...shiftOptions(s, id)[0] }) === null) {
      out.push(id);
      if (firstOnly) break;
    }
  return out;
}

function transferTemplates(p: PlayerState, free: boolean, firstOnly = false): LegalAction[] {
  const cards = [p.illuminati as string, ...p.groups.map((g) => g.id as string)];
  const out: LegalAction[] = [];
  for (const from of cards) {
    const m = moneyOn(p, from);
    if (m <= 0) continue;
    for (const to of cards)
      if (canTransfer(p, from, to)) {
        out.push({ type: 'transferMoney', from, to, max: m, free });
        if (firstOnly) return out;
      }
  }
  return out;
}

/**
 * Moves of a group to another open arrow of the structure (MOVE-1..4): legalActions calls this
 * only in the seat's own action phase with an action left (checkMove's turn checks), every group
 * is the seat's and every open arrow is of a card of the structure, outward, open once the
 * moving subtree is lifted and outside it, and not the group's own place: each entry passes
 * checkMove by construction, which the legality tests check (tests/engine/properties).
 */
function moveActions(s: GameState, seat: Seat, firstOnly = false): LegalAction[] {
  const p = s.players[seat];
  const out: LegalAction[] = [];
  for (const g of p.groups) {
    const moving = new Set(subtree(p, g.id));
    for (const at of openArrows(p, moving)) {
      if (moving.has(at.master) || (at.master === g.master && at.arrow === g.arrow)) continue;
      out.push({ type: 'moveGroup' as const, group: g.id, master: at.master, arrow: at.arrow });
      if (firstOnly) return out;
    }
  }
  return out;
}

/** Fill a template with uniformly random parameters; every result is legal. */
export function instantiate(s: GameState, seat: Seat, la: LegalAction, rng: RngState): Action {
  const pick = <T>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)];
  const upTo = (max: number) => 1 + nextInt(rng, max);
  switch (la.type) {
    case 'attack':
      return {
        type: 'attack',
        attacker: la.attacker,
        target: la.target,
        kind: la.kind,
        aiders: la.aidOptions.filter(() => nextInt(rng, 2) === 0),
        privilege: nextInt(rng, 4) === 0 ? pick(la.privilegeOptions) : null,
      };
    case 'spend':
      return { type: 'spend', card: la.card, amount: upTo(la.max), ...(la.side ? { side: la.side } : {}) };
    case 'transferMoney':
      return { type: 'transferMoney', from: la.from, to: la.to, amount: upTo(la.max), free: la.free };
    case 'placeCaptured':
      return { type: 'placeCaptured', arrow: la.arrow, transfer: nextInt(rng, la.maxTransfer + 1) };
    case 'gift': {
      const specials = la.specials.filter(() => nextInt(rng, 3) === 0);
      let money = la.maxMoney > 0 ? nextInt(rng, la.maxMoney + 1) : 0;
      if (money === 0 && specials.length === 0) {
        if (la.maxMoney > 0) money = 1;
        else specials.push(la.specials[0]);
      }
      return { type: 'gift', to: la.to, money, specials };
    }
    case 'offer':
      return randomOffer(s, seat, la.to, rng);
    case 'answerOffer':
      return randomAnswer(s, seat, rng);
    case 'setTreasuries': {
      const amounts: Record<string, number> = {};
      for (const c of la.cards) amounts[c] = 0;
      for (let i = 0; i < la.total; i++) amounts[pick(la.cards)]++;
      return { type: 'setTreasuries', amounts };
    }
    case 'reorganize':
      return { type: 'reorganize', layout: randomLayout(s.players[seat], rng) };
    case 'tax':
      return { type: 'tax', excuse: la.seats.filter(() => nextInt(rng, 4) === 0) };
    case 'abolishPrivilege': {
      const i = nextInt(rng, la.cards.length);
      let j = nextInt(rng, la.cards.length - 1);
      if (j >= i) j++;
      return { type: 'abolishPrivilege', discard: [la.cards[i], la.cards[j]] as [SpecialId, SpecialId] };
    }
    case 'chooseGoal':
      return { type: 'chooseGoal', goal: pick(la.goals) };
    case 'shiftAlignment': {
      const target = pick(la.targets);
      return { type: 'shiftAlignment', target, ...pick(shiftOptions(s, target)) };
    }
    case 'playSpecial': {
      const { aidOptions, amountsOver, ...a } = la;
      if (aidOptions) a.aiders = aidOptions.filter(() => nextInt(rng, 2) === 0);
      if (amountsOver) {
        const amounts: Record<string, number> = {};
        for (const c of amountsOver.cards) amounts[c] = 0;
        for (let i = 0; i < amountsOver.total; i++) amounts[pick(amountsOver.cards)]++;
        a.amounts = amounts;
      }
      return a;
    }
    case 'replaceSpecial':
      return { type: 'replaceSpecial', card: la.cards.length && nextInt(rng, 3) > 0 ? pick(la.cards) : null };
    case 'conceal': {
      const amount = (max: number) => (nextInt(rng, 2) === 0 ? null : nextInt(rng, max + 1));
      return { type: 'conceal', income: amount(la.maxIncome), power: amount(la.maxPower), ability: nextInt(rng, 2) === 0 };
    }
    default:
      return la;
  }
}

/** A random offer that is always legal: money or a special, sometimes asking for a group. */
function randomOffer(s: GameState, seat: Seat, to: Seat, rng: RngState): Action {
  const p = s.players[seat];
  const q = s.players[to];
  const give = { money: 0, specials: [] as SpecialId[], groups: [] as GroupId[] };
  const get = { money: 0, specials: [] as SpecialId[], groups: [] as GroupId[] };
  if (p.money > 0) give.money = 1 + nextInt(rng, Math.min(p.money, 10));
  else if (p.hand.length) give.specials.push(p.hand[nextInt(rng, p.hand.length)]);
  let getPlace: Attach[] = [];
  if (q.groups.length && nextInt(rng, 2) === 0) {
    const g = q.groups[nextInt(rng, q.groups.length)].id;
    const spots = openArrows(p);
    if (spots.length) {
      const at = spots[nextInt(rng, spots.length)];
      const candidate = { type: 'offer' as const, to, give, get: { ...get, groups: [g] }, getPlace: [{ id: g, master: at.master, arrow: at.arrow }] };
      if (checkOffer(s, seat, candidate) === null) return candidate;
    }
  }
  if (give.money === 0 && give.specials.length === 0) {
    // Only groups to give: offer one of ours for nothing in return (legal in the player's own action phase).
    const g = p.groups[nextInt(rng, p.groups.length)].id;
    give.groups.push(g);
  }
  getPlace = [];
  return { type: 'offer', to, give, get, getPlace };
}

function randomAnswer(s: GameState, seat: Seat, rng: RngState): Action {
  const w = s.pending;
  if (w?.kind !== 'offer' || nextInt(rng, 2) === 0) return { type: 'answerOffer', accept: false, place: [] };
  const q = s.players[seat];
  const gone = new Set<string>();
  for (const g of w.get.groups) for (const x of subtree(q, g)) gone.add(x);
  const spots = openArrows(q, gone).filter((x) => !gone.has(x.master));
  if (spots.length < w.give.groups.length) return { type: 'answerOffer', accept: false, place: [] };
  const place = w.give.groups.map((id, i) => ({ id, master: spots[i].master, arrow: spots[i].arrow }));
  const yes: Action = { type: 'answerOffer', accept: true, place };
  // The offer may have become impossible meanwhile (e.g. the offerer gave the money away, DEAL-2): refuse then.
  return checkAnswer(s, seat, yes) === null ? yes : { type: 'answerOffer', accept: false, place: [] };
}

/** A random complete layout for the Bermuda Triangle; the current one when the random attempt fails. */
function randomLayout(p: PlayerState, rng: RngState): Attach[] {
  const order = p.groups.map((g) => g.id);
  for (let i = order.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const placed: { id: GroupId; master: string; arrow: Attach['arrow']; money: number }[] = [];
  for (const id of order) {
    const spots = openArrows({ illuminati: p.illuminati, groups: placed });
    if (!spots.length) return p.groups.map((g) => ({ id: g.id, master: g.master, arrow: g.arrow }));
    const at = spots[nextInt(rng, spots.length)];
    placed.push({ id, master: at.master, arrow: at.arrow, money: 0 });
  }
  if (validateStructure({ illuminati: p.illuminati, groups: placed }) !== null) return p.groups.map((g) => ({ id: g.id, master: g.master, arrow: g.arrow }));
  return placed.map((g) => ({ id: g.id, master: g.master, arrow: g.arrow }));
}
