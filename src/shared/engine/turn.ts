// The turn sequence (TURN-2): income, draw, actions, free transfers, special powers, add targets,
// then elimination and victory checks and the next player.
import { card, illuminati, type GroupId, type SpecialId } from '../cards';
import { goalMet, goalOf } from './goals';
import { claimedIncome } from './claims';
import { abilityDeclined, incomeTaken, noteShown } from './conceal';
import { abilityUsed } from './hidden';
import { longGameOutcome } from './long-game';
import { eliminationOn, groupIncome, incomeAbilityUsed, postOfficePayer } from './options';
import { openReactions } from './specials';
import { addMoney, type Ctx, emit, mt, livingCount, livingSeats, mp, mps, placementOf } from './state';
import { receiving } from './receive-fit';
import { lift, release } from './structure-ops';
import type { GameState, PlayerState, Seat, TurnState } from './types';

export const ACTIONS_PER_TURN = 2;
export const FREE_TRANSFERS = 2;
export const PASS_BONUS = 5;

export function freshTurn(active: Seat, number: number, players: number): TurnState {
  return {
    active,
    number,
    phase: 'actions',
    actionsLeft: ACTIONS_PER_TURN,
    freeTransfersLeft: FREE_TRANSFERS,
    participated: {},
    acted: false,
    passed: false,
    bavarianUsed: false,
    recyclersUsed: false,
    offers: new Array(players).fill(0),
    specialUsed: false,
    shifts: [],
    skipped: false,
    doubleIncome: false,
    spared: null,
  };
}

/** Start `seat`'s turn: reactions at the start of a turn, then income. */
export function beginTurn(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.turn = freshTurn(seat, s.turn.number + 1, s.players.length);
  ctx.ownTurn = s.turn; // a new record: changes to it need no copy
  emit(ctx, { type: 'turnStarted', to: 'all', seat, turn: s.turn.number });
  if (openReactions(ctx, 'startOfTurn', null)) return; // closes into incomePhase (flow.ts)
  incomePhase(ctx);
}

/**
 * After the start-of-turn window: a turn skipped by the Senate Investigating Committee ends at
 * once (it still counts as the player's turn for ELIM-1); otherwise the active player may play
 * specials in his own income phase (Market Manipulation), then collects.
 */
export function incomePhase(ctx: Ctx): void {
  if (ctx.s.turn.skipped) return endTurn(ctx);
  if (openReactions(ctx, 'income', null, [ctx.s.turn.active])) return; // closes into collectIncome (flow.ts)
  collectIncome(ctx);
}

/** ADV-LARGE-1: +3 MB with 7 players, +5 with 8 (each income phase, not at setup: AMB-51). */
export function largeGameBonus(players: number): number {
  return players >= 8 ? 5 : players === 7 ? 3 : 0;
}

/** INCOME-1..6. The I.R.S. owner then decides whom to tax (pending 'tax'). */
export function collectIncome(ctx: Ctx): void {
  const s = ctx.s;
  const p = mp(ctx, s.turn.active);
  const cards: Record<string, number> = {};
  // Market Manipulation doubles every printed income of the structure, not the large-game bonus,
  // the I.R.S. tax or the Post Office cost (CARDS.md 4).
  const k = s.turn.doubleIncome ? 2 : 1;
  // ADV-HIDDEN-ILLUM-5: an unidentified player may state a different Income (hidden.ts), and
  // ADV-HIDDEN-ILLUM-2 take less of it (conceal.ts); the table sees only the money arriving.
  const share = incomeTaken(s, p, (illuminati(p.illuminati).income + claimedIncome(s, p)) * k);
  const il = share + largeGameBonus(s.players.length);
  noteShown(s, p, { income: Math.ceil(share / k) });
  p.money += il;
  cards[p.illuminati] = il;
  let total = il;
  for (const g of p.groups) {
    const inc = groupIncome(s, p, g.id) * k; // ILLUM-ATL-1, INCOME-5: the Atlanteans' Peaceful groups earn double
    if (inc > 0) {
      g.money += inc;
      cards[g.id] = inc;
      total += inc;
    }
  }
  emit(ctx, { type: 'incomeCollected', to: 'all', seat: p.seat, total, cards });
  if (incomeAbilityUsed(s, p)) abilityUsed(ctx, p.seat); // EDN-24
  if (placementOf(p, 'irs') && livingCount(s) > 1) {
    s.pending = { kind: 'tax', seat: p.seat };
    return;
  }
  afterTax(ctx);
}

/** AMB-29: each taxed player pays from the Illuminati first, then the largest treasuries. */
export function levyTax(ctx: Ctx, excuse: readonly Seat[]): void {
  const s = ctx.s;
  const owner = mp(ctx, s.turn.active);
  const irs = placementOf(owner, 'irs');
  if (!irs) return;
  const amount = 2;
  for (const seat of livingSeats(s)) {
    if (seat === owner.seat || excuse.includes(seat)) continue;
    const p = mp(ctx, seat);
    let due = amount;
    const fromIl = Math.min(p.money, due);
    p.money -= fromIl;
    due -= fromIl;
    while (due > 0) {
      let best: (typeof p.groups)[number] | null = null;
      for (const g of p.groups) if (g.money > 0 && (!best || g.money > best.money)) best = g;
      if (!best) break;
      const take = Math.min(best.money, due);
      best.money -= take;
      due -= take;
    }
    const paid = amount - due;
    irs.money += paid;
    emit(ctx, { type: 'taxCollected', to: 'all', seat: owner.seat, from: seat, amount: paid });
  }
  if (excuse.length) emit(ctx, { type: 'taxExcused', to: 'all', seat: owner.seat, excused: [...excuse] });
}

/** INCOME-4 / AMB-30 Post Office upkeep, then the draw (DRAW-1, DRAW-3), then the action phase. */
export function afterTax(ctx: Ctx): void {
  const s = ctx.s;
  let p = s.players[s.turn.active];
  if (placementOf(p, 'post-office')) {
    p = mp(ctx, p.seat); // the upkeep changes placements; otherwise the player is copied only where the draw needs it
    const po = placementOf(p, 'post-office')!;
    const payer = postOfficePayer(s, p, po); // EDN-21: in DE also the Post Office itself
    if (payer) addMoney(p, payer, -1);
    if (payer) emit(ctx, { type: 'upkeepPaid', to: 'all', seat: p.seat, card: payer, amount: 1 });
    else {
      release(ctx, p.seat, lift(p, 'post-office'), 'upkeep');
      // ELIM-1, AMB-23: losing the last group to upkeep eliminates at once; the turn then ends (apply.ts).
      checkEliminations(ctx, null);
      if (p.out) return;
    }
  }
  // DRAW-3; a face-down Network may draw one card only, so as not to show (AMB-42).
  const n = illuminati(p.illuminati).abilities.some((a) => a.kind === 'extraDraw') && !abilityDeclined(s, p) ? 2 : 1;
  for (let i = 0; i < n; i++) {
    if (i === 1 && s.deck.length > 0) abilityUsed(ctx, p.seat); // EDN-24: the Network's second draw
    drawCard(ctx, p.seat);
  }
  mt(ctx).phase = 'actions';
}

/** DRAW-1: a group goes face up to the uncontrolled area, a special to the player's hand. AMB-28: an empty deck draws nothing. */
export function drawCard(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const c = s.deck[0];
  if (c === undefined) {
    emit(ctx, { type: 'deckEmpty', to: 'all' });
    return;
  }
  s.deck = s.deck.slice(1);
  if (card(c)!.kind === 'group') {
    s.uncontrolled = [...s.uncontrolled, c as GroupId];
    emit(ctx, { type: 'cardDrawn', to: 'all', seat, card: c, kind: 'group' });
  } else {
    mps(ctx, seat).hand.push(c as SpecialId);
    emit(ctx, { type: 'cardDrawn', to: [seat], seat, card: c, kind: 'special' });
    emit(ctx, { type: 'cardDrawn', to: others(s, seat), seat, card: null, kind: 'special' });
  }
}

export function others(s: GameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (const p of s.players) if (p.seat !== seat) out.push(p.seat);
  return out;
}

/** TARGETS-1 (EN only, EDN-7): refill the uncontrolled area to two groups; specials drawn are discarded. */
function addTargets(ctx: Ctx): void {
  const s = ctx.s;
  if ((s.config.edition ?? 'en') !== 'en') return;
  while (s.uncontrolled.length < 2 && s.deck.length > 0) {
    const c = s.deck[0];
    s.deck = s.deck.slice(1);
    if (card(c)!.kind === 'group') {
      s.uncontrolled = [...s.uncontrolled, c as GroupId];
      emit(ctx, { type: 'targetAdded', to: 'all', card: c as GroupId });
    } else {
      s.discard = [...s.discard, c as SpecialId];
      emit(ctx, { type: 'specialDiscarded', to: 'all', seat: null, card: c as SpecialId, reason: 'drawn while adding targets' });
    }
  }
}

/**
 * ELIM-1, AMB-23: after his third turn a player whose structure holds only the Illuminati card is
 * out, at once, whatever goal he has reached (AMB-52). `by`: the seat whose attack made the change,
 * credited with the kill (GOAL-CTH-2); null otherwise, when the credit goes to the player who
 * stripped him earlier, if anyone (AMB-25, strippedBy). The one exception is GOAL-CTH-3 (spared).
 * Every path that removes groups from a structure calls this right away.
 */
export function checkEliminations(ctx: Ctx, by: Seat | null): void {
  const s = ctx.s;
  if (!eliminationOn(s)) return; // EDN-18, ADV-ELIM-DE-1
  for (const p of s.players) {
    if (p.out || p.turnsCompleted < 3 || p.groups.length > 0) continue;
    if (s.turn.spared === p.seat) continue; // GOAL-CTH-3, ELIM-2
    if (receiving(s, p.seat)) continue; // received groups still to fit (GIVE-6) are his; checked once fitted
    eliminate(ctx, p.seat, 'eliminated', by ?? p.strippedBy ?? null);
  }
}

/**
 * After `by`'s attack took groups from `victim` (capture, neutralization, destruction; ATK-RES-7):
 * remember who left him with only the Illuminati card when he is not out at once (AMB-25, AMB-48),
 * then check eliminations.
 */
export function afterLoss(ctx: Ctx, victim: Seat, by: Seat): void {
  if (victim !== by && ctx.s.players[victim].groups.length === 0) mps(ctx, victim).strippedBy = by;
  checkEliminations(ctx, by);
}

/**
 * GOAL-CTH-3, ELIM-2: the Servants (or a UFO player on their goal, AMB-26) whose destruction of
 * their own last group is the very kill that brings them to the count are not eliminated this turn;
 * with eight kills before it, it does not (AMB-52). Call after counting the kill (`before`: the tally
 * before it), before checking eliminations.
 */
export function spareOnOwnLastKill(ctx: Ctx, seat: Seat, before: number): void {
  const p = ctx.s.players[seat];
  const g = goalOf(ctx.s, p);
  if (g?.kind === 'destroyCount' && p.groups.length === 0 && before < g.count && p.kills >= g.count) mt(ctx).spared = seat;
}

/** ELIM-1 / LEAVE-1 / AMB-24: groups uncontrolled, money to the bank, specials discarded. */
export function eliminate(ctx: Ctx, seat: Seat, how: 'eliminated' | 'left', by: Seat | null): void {
  const s = ctx.s;
  const p = mp(ctx, seat);
  const groups = p.groups.map((g) => g.id);
  p.groups = [];
  if (groups.length) release(ctx, p.seat, groups, how === 'left' ? 'left' : 'eliminated');
  p.money = 0;
  s.discard = [...s.discard, ...p.hand];
  p.hand = [];
  p.out = how;
  if (how === 'eliminated') {
    emit(ctx, { type: 'playerEliminated', to: 'all', seat: p.seat, by });
    // GOAL-CTH-2: an Illuminati knocked out by a player counts as one of their kills.
    if (by !== null && by !== p.seat) mps(ctx, by).kills++;
  } else emit(ctx, { type: 'playerLeft', to: 'all', seat: p.seat });
}

/** Phase 7, the end-of-turn checks (AMB-23, AMB-31, WIN-1..4) and the next turn. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const seat = s.turn.active;
  addTargets(ctx);
  mps(ctx, seat).turnsCompleted++;
  checkEliminations(ctx, null);
  emit(ctx, { type: 'turnEnded', to: 'all', seat, turn: s.turn.number });
  if (checkVictory(ctx)) return;
  if (s.config.turnCap !== undefined && s.turn.number >= s.config.turnCap) {
    finish(ctx, { winners: [], reason: 'capped', goals: {} });
    return;
  }
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const next = (seat + i) % n;
    if (!s.players[next].out) {
      beginTurn(ctx, next);
      return;
    }
  }
}

/** WIN-1/2: everyone meeting a goal now shares the victory; the last player left wins too. */
export function checkVictory(ctx: Ctx): boolean {
  const s = ctx.s;
  // ADV-LENGTH-3: the very long game ends when no uncontrolled group is left and the deck is empty.
  const long = longGameOutcome(s);
  if (long) {
    finish(ctx, long);
    return true;
  }
  const winners: Seat[] = [];
  const goals: Record<number, 'basic' | 'special'> = {};
  for (const p of s.players) {
    const m = goalMet(s, p);
    if (m) {
      winners.push(p.seat);
      goals[p.seat] = m;
    }
  }
  if (winners.length) {
    // OMCL shifts last to the end of the turn and count for goals checked now (CARDS.md 6); beginTurn clears them.
    finish(ctx, { winners, reason: 'goal', goals });
    return true;
  }
  return endIfLastStanding(ctx);
}

/**
 * AMB-52: with one player left the game ends at once and he wins, whatever his structure holds
 * ('lastStanding'); when the last two went out by the same action nobody wins ('noPlayers').
 * Returns whether the game ended. apply.ts calls it after every action, before the turn would end.
 */
export function endIfLastStanding(ctx: Ctx): boolean {
  if (livingCount(ctx.s) > 1) return false;
  const living = livingSeats(ctx.s);
  finish(ctx, { winners: living, reason: living.length ? 'lastStanding' : 'noPlayers', goals: {} });
  return true;
}

function finish(ctx: Ctx, outcome: NonNullable<GameState['outcome']>): void {
  ctx.s.outcome = outcome;
  ctx.s.pending = null;
  mt(ctx).phase = 'over';
  emit(ctx, { type: 'gameEnded', to: 'all', winners: outcome.winners, reason: outcome.reason });
}
