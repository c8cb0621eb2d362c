// Money between cards (MONEY-1..6), gifts between players (GIFT-1..4) and the Gnomes' redistribution (ILLUM-GNO-1).
import { group, illuminati, type SpecialId } from '../cards';
import type { Action } from './actions';
import { isPrivileged } from './attack';
import { findPending } from './specials';
import { addMoney, controls, type Ctx, emit, mt, moneyOn, mp, mps, placementOf, totalMoney } from './state';
import type { GameState, PlayerState, Seat } from './types';

/** EDN-8, AMB-18: under the German rules a player who passes keeps his free transfers (phase 5) and, by analogy, phase 6. */
export function passKeepsTransfers(s: GameState): boolean {
  return s.config.edition === 'de';
}

/** AMB-1: master and puppet are adjacent; the Federal Reserve may send to any card of its structure. */
export function canTransfer(p: PlayerState, from: string, to: string): boolean {
  if (from === to || !controls(p, from) || !controls(p, to)) return false;
  if (from !== p.illuminati && group(from).abilities.some((a) => a.kind === 'transferAnywhere')) return true;
  const f = placementOf(p, from);
  const t = placementOf(p, to);
  return f?.master === to || t?.master === from;
}

export function checkTransfer(s: GameState, seat: Seat, a: Extract<Action, { type: 'transferMoney' }>): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat) return 'Money moves between your cards only on your turn.';
  if (a.free) {
    if (s.turn.passed && !passKeepsTransfers(s)) return 'You passed this turn (ACT-5).';
    if (s.turn.phase !== 'actions' && s.turn.phase !== 'transfers') return 'The free transfers come before the special powers (TURN-2).';
    if (s.turn.freeTransfersLeft < 1) return 'Both free transfers are used (MONEY-2).';
  } else {
    if (s.turn.phase !== 'actions') return 'Transfers as actions belong to the action phase.';
    if (s.turn.actionsLeft < 1) return 'You have no action left this turn.';
  }
  const p = s.players[seat];
  if (!canTransfer(p, a.from, a.to)) return 'Money moves only between a card and its master or puppet (MONEY-1).';
  if (!Number.isInteger(a.amount) || a.amount < 1) return 'Transfer a whole number of MB, at least 1.';
  if (a.amount > moneyOn(p, a.from)) return 'That card does not hold that much money.';
  return null;
}

export function transfer(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'transferMoney' }>): void {
  const s = ctx.s;
  const p = mp(ctx, seat);
  addMoney(p, a.from, -a.amount);
  addMoney(p, a.to, a.amount);
  if (a.free) {
    mt(ctx).freeTransfersLeft--;
    mt(ctx).phase = 'transfers';
  } else mt(ctx).actionsLeft--;
  mt(ctx).acted = true;
  emit(ctx, { type: 'moneyTransferred', to: 'all', seat, fromCard: a.from, toCard: a.to, amount: a.amount, free: a.free });
}

/**
 * GIFT-2, PRIV-6, AMB-46: nothing changes hands while a privileged attack is in progress, also in
 * the windows opened on top of it (a special's cancel window, the after-roll window, a replace window).
 */
export function tradeFrozen(s: GameState): boolean {
  const w = findPending(s, 'attack');
  return w !== null && isPrivileged(w);
}

export function checkGift(s: GameState, seat: Seat, a: Extract<Action, { type: 'gift' }>): string | null {
  const p = s.players[seat];
  if (p.out) return 'You are out of the game.';
  if (tradeFrozen(s)) return 'Nothing may change hands during a privileged attack (PRIV-6).';
  if (!Number.isInteger(a.to) || !s.players[a.to] || s.players[a.to].out || a.to === seat) return 'Gifts go to another player in the game.';
  if (!Number.isInteger(a.money) || a.money < 0) return 'The money must be a whole number of MB, 0 or more.';
  if (a.money > p.money) return 'Gifts of money come from your Illuminati treasury only (GIFT-3).';
  if (!Array.isArray(a.specials) || new Set(a.specials).size !== a.specials.length) return 'List each special card once.';
  if (!a.specials.every((c) => p.hand.includes(c))) return 'You do not hold those special cards.';
  if (a.money === 0 && a.specials.length === 0) return 'A gift needs money or a special card.';
  return null;
}

export function gift(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'gift' }>): void {
  const s = ctx.s;
  const p = mps(ctx, seat);
  const q = mps(ctx, a.to);
  p.money -= a.money;
  q.money += a.money;
  moveSpecials(p, q, a.specials);
  if (s.turn.active === seat) mt(ctx).acted = true;
  const w = s.pending;
  if (w?.kind === 'attack') w.passed = []; // AMB-43: a gift reopens the spending.
  emit(ctx, { type: 'giftGiven', to: 'all', fromSeat: seat, toSeat: a.to, money: a.money, specials: a.specials.length, cards: null });
  if (a.specials.length) emit(ctx, { type: 'giftGiven', to: [seat, a.to], fromSeat: seat, toSeat: a.to, money: 0, specials: a.specials.length, cards: [...a.specials] });
}

export function moveSpecials(from: PlayerState, to: PlayerState, cards: readonly SpecialId[]): void {
  for (const c of cards) {
    from.hand.splice(from.hand.indexOf(c), 1);
    to.hand.push(c);
  }
}

export function checkSetTreasuries(s: GameState, seat: Seat, a: Extract<Action, { type: 'setTreasuries' }>): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat || s.turn.phase === 'over') return 'Only on your own turn.';
  const p = s.players[seat];
  if (!illuminati(p.illuminati).abilities.some((x) => x.kind === 'redistribute')) return 'Only the Gnomes of Zurich redistribute money (ILLUM-GNO-1).';
  if (s.turn.passed && !passKeepsTransfers(s)) return 'You passed this turn (ACT-5).';
  if (s.turn.specialUsed) return 'The money has already been redistributed this turn.';
  const held = totalMoney(p);
  return checkAmounts(p, a.amounts, held, {
    missing: 'Give an amount for every card.',
    total: `The amounts must add up to the ${held} MB you hold.`,
  });
}

/**
 * New treasuries for a whole structure (ILLUM-GNO-1 and White Collar Crime): `amounts` must give
 * every card of p's structure, and only those, a whole number of MB, 0 or more, adding up to
 * `total`. Returns the first problem or null; `messages` words the two that differ between
 * callers (no amounts object at all; the wrong sum).
 */
export function checkAmounts(p: PlayerState, amounts: unknown, total: number, messages: { missing: string; total: string }): string | null {
  if (!amounts || typeof amounts !== 'object') return messages.missing;
  const byCard = amounts as Readonly<Record<string, unknown>>;
  const keys = Object.keys(byCard);
  if (keys.length !== p.groups.length + 1 || !keys.every((k) => controls(p, k))) return 'Give an amount for every card of your structure, and only those.';
  let sum = 0;
  for (const k of keys) {
    const v = byCard[k];
    if (!Number.isInteger(v) || (v as number) < 0) return 'Amounts must be whole numbers of MB, 0 or more.';
    sum += v as number;
  }
  return sum === total ? null : messages.total;
}

export function setTreasuries(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'setTreasuries' }>): void {
  const s = ctx.s;
  const p = mp(ctx, seat);
  p.money = a.amounts[p.illuminati];
  for (const g of p.groups) g.money = a.amounts[g.id];
  mt(ctx).specialUsed = true;
  mt(ctx).acted = true;
  mt(ctx).phase = 'special';
  emit(ctx, { type: 'treasuriesSet', to: 'all', seat, amounts: { ...a.amounts } });
}

