// applyAction: validate with the rule modules' checks, then change a copy of the state.
import { checkRecyclers, checkShift, checkTax, shiftAlignment, tax, useRecyclers } from './abilities';
import type { Action, IllegalAction } from './actions';
import { abolishPrivilege, callOff, checkAbolish, checkAttack, checkCallOff, checkPlaceCaptured, checkSpend, declareAttack, passFloor, placeCaptured, spend } from './attack';
import type { GameEvent } from './events';
import { checkMisstate, misstate } from './claims';
import { accuse, afterAction, checkAccuse, checkConceal, conceal, maskEvents } from './hidden';
import { borrowableGoals, decidingSeat } from './legal';
import { chooseGoal } from './goal-windows';
import { checkGift, checkSetTreasuries, checkTransfer, gift, passKeepsTransfers, setTreasuries, transfer } from './money';
import { checkDrop, checkMove, checkReorganize, dropGroup, moveGroup, reorganize } from './moves';
import { answerOffer, checkAnswer, checkOffer, makeOffer } from './offers';
import { FLOW } from './flow';
import { checkFit, fitReceived } from './receive-fit';
import { settleInTransit } from './in-transit';
import { checkPlaySpecial, passReaction, playSpecial } from './specials';
import { checkReplace, replaceCancelled } from './special-cards';
import { cloneState, type Ctx, emit, mt, mps } from './state';
import { eliminate, endIfLastStanding, endTurn, PASS_BONUS } from './turn';
import type { GameState, Seat } from './types';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | IllegalAction;

const ACTION_TYPES = new Set([
  'attack', 'spend', 'pass', 'callOff', 'abolishPrivilege', 'placeCaptured', 'transferMoney', 'moveGroup', 'dropGroup', 'gift',
  'offer', 'answerOffer', 'setTreasuries', 'reorganize', 'tax', 'useRecyclers', 'shiftAlignment', 'playSpecial', 'chooseGoal',
  'passTurn', 'endTurn', 'leave', 'replaceSpecial', 'accuse', 'misstate', 'fitReceived', 'conceal',
]);

/** Why `seat` may not take action `a` now, or null when it may. Never throws on malformed input. */
export function checkAction(s: GameState, seat: Seat, a: Action): string | null {
  if (!a || typeof a !== 'object' || !ACTION_TYPES.has((a as { type?: string }).type ?? '')) return 'Unknown action.';
  if (s.outcome) return 'The game is over.';
  if (!Number.isInteger(seat) || !s.players[seat]) return 'No such seat.';
  if (s.players[seat].out) return 'You are out of the game.';
  const w = s.pending;
  const deciding = decidingSeat(s) === seat;
  try {
    switch (a.type) {
      case 'attack':
        return checkAttack(s, seat, a);
      case 'spend':
        return checkSpend(s, seat, a);
      case 'pass':
        if (!deciding || (w?.kind !== 'attack' && w?.kind !== 'reaction')) return 'There is nothing to pass on.';
        return null;
      case 'callOff':
        return checkCallOff(s, seat);
      case 'abolishPrivilege':
        return checkAbolish(s, seat, a);
      case 'placeCaptured':
        return checkPlaceCaptured(s, seat, a);
      case 'transferMoney':
        return checkTransfer(s, seat, a);
      case 'moveGroup':
        return checkMove(s, seat, a);
      case 'dropGroup':
        return checkDrop(s, seat, a);
      case 'gift':
        return checkGift(s, seat, a);
      case 'offer':
        return checkOffer(s, seat, a);
      case 'answerOffer':
        return checkAnswer(s, seat, a);
      case 'fitReceived':
        return checkFit(s, seat, a);
      case 'setTreasuries':
        return checkSetTreasuries(s, seat, a);
      case 'reorganize':
        return checkReorganize(s, seat, a);
      case 'tax':
        return checkTax(s, seat, a);
      case 'useRecyclers':
        return checkRecyclers(s, seat);
      case 'shiftAlignment':
        return checkShift(s, seat, a);
      case 'playSpecial':
        return checkPlaySpecial(FLOW, s, seat, a);
      case 'chooseGoal':
        if (w?.kind !== 'chooseGoal' || w.seat !== seat) return 'There is no goal to choose.';
        if (!(borrowableGoals(s, seat) as string[]).includes(a.goal))
          return s.config.hiddenGoals ? 'Choose one of the printed goals (ADV-HIDDEN-GOALS-1).' : 'Choose the goal of another Illuminati (GOAL-UFO-1).';
        return null;
      case 'accuse':
        return checkAccuse(s, seat, a);
      case 'misstate':
        return checkMisstate(s, seat, a);
      case 'conceal':
        return checkConceal(s, seat, a);
      case 'replaceSpecial':
        return checkReplace(s, seat, a.card);
      case 'passTurn':
        if (w || s.turn.active !== seat || s.turn.phase !== 'actions') return 'You can pass only at the start of your action phase.';
        if (s.turn.acted) return 'Passing means taking no action of any kind this turn (ACT-5, AMB-18).';
        return null;
      case 'endTurn':
        if (w || s.turn.active !== seat) return 'Only the player on turn ends the turn, when nothing is pending.';
        return null;
      case 'leave':
        if (w) return 'Leave when no decision is pending.';
        return null;
    }
  } catch {
    return 'Malformed action.';
  }
}

/** Apply an action that checkAction accepted, changing `ctx.s` in place. */
function perform(ctx: Ctx, seat: Seat, a: Action): void {
  const s = ctx.s;
  switch (a.type) {
    case 'attack':
      return declareAttack(ctx, seat, a);
    case 'spend':
      return spend(ctx, seat, a);
    case 'pass':
      return s.pending?.kind === 'attack' ? passFloor(ctx, seat) : passReaction(ctx);
    case 'callOff':
      return callOff(ctx, seat);
    case 'abolishPrivilege':
      return abolishPrivilege(ctx, seat, a.discard);
    case 'placeCaptured':
      return placeCaptured(ctx, seat, a.arrow, a.transfer);
    case 'transferMoney':
      return transfer(ctx, seat, a);
    case 'moveGroup':
      return moveGroup(ctx, seat, a);
    case 'dropGroup':
      return dropGroup(ctx, seat, a);
    case 'gift':
      return gift(ctx, seat, a);
    case 'offer':
      return makeOffer(ctx, seat, a);
    case 'answerOffer':
      return answerOffer(ctx, seat, a);
    case 'fitReceived':
      return fitReceived(ctx, seat, a);
    case 'setTreasuries':
      return setTreasuries(ctx, seat, a);
    case 'reorganize':
      return reorganize(ctx, seat, a);
    case 'tax':
      return tax(ctx, a);
    case 'useRecyclers':
      return useRecyclers(ctx, seat);
    case 'shiftAlignment':
      return shiftAlignment(ctx, seat, a);
    case 'playSpecial':
      return playSpecial(ctx, seat, a);
    case 'chooseGoal':
      return chooseGoal(ctx, seat, a.goal); // the next seat's window under hidden goals (goal-windows.ts)
    case 'accuse':
      return accuse(ctx, seat, a);
    case 'misstate':
      return misstate(ctx, seat, a);
    case 'conceal':
      return conceal(ctx, seat, a);
    case 'replaceSpecial':
      return replaceCancelled(ctx, seat, a.card);
    case 'passTurn':
      // ACT-5: 5 MB on the Illuminati, and no phase 5 or 6 (EN); the turn ends.
      mps(ctx, seat).money += PASS_BONUS;
      mt(ctx).passed = true;
      mt(ctx).acted = true;
      emit(ctx, { type: 'turnPassed', to: 'all', seat });
      // EDN-8, AMB-18: under the German rules the free transfers (and phase 6) stay open.
      if (passKeepsTransfers(s)) {
        mt(ctx).phase = 'transfers';
        return;
      }
      return endTurn(ctx);
    case 'endTurn':
      return endTurn(ctx);
    case 'leave':
      eliminate(ctx, seat, 'left', null);
      return;
  }
}

/**
 * The engine's one entry point for change. Returns the new state and the events, or the reason
 * the action is illegal; the input state is never modified.
 */
export function applyAction(s: GameState, seat: Seat, a: Action): ApplyResult {
  const why = checkAction(s, seat, a);
  if (why) return { ok: false, reason: why };
  // Every field from the start: one object shape for every context.
  const ctx: Ctx = { s: cloneState(s), events: [], flow: FLOW, own: 0, ownTurn: undefined, ownPlayers: undefined };
  applyChecked(ctx, seat, a);
  return { ok: true, state: ctx.s, events: ctx.events };
}

/**
 * Actions applied one after another to one copy of `s`, for a simulation that keeps only the end
 * (a bot resolving an attack window: every seat passes): the same end state as applyAction after
 * applyAction, without a copy of the state and its window per action. `next` names each action from
 * the state so far, or null to stop; that state is changed in place by the action that follows, so
 * `next` must keep nothing of it. Null when an action is illegal (checkAction), as applyAction says.
 */
export function applyRun(s: GameState, next: (cur: GameState) => { seat: Seat; action: Action } | null): GameState | null {
  let a = next(s);
  if (!a) return s; // nothing to do: the state itself, as no applyAction would change it
  const ctx: Ctx = { s: cloneState(s), events: [], flow: FLOW, own: 0, ownTurn: undefined, ownPlayers: undefined };
  for (; a; a = next(ctx.s)) {
    if (checkAction(ctx.s, a.seat, a.action)) return null;
    ctx.events.length = 0;
    applyChecked(ctx, a.seat, a.action);
  }
  return ctx.s;
}

/** Apply a validated action to a state owned by the caller (simulations and bots reuse one copy). */
export function applyChecked(ctx: Ctx, seat: Seat, a: Action): void {
  const s = ctx.s;
  const from = ctx.events.length;
  perform(ctx, seat, a);
  afterAction(ctx, seat, a); // EDN-24: an ability used under hidden Illuminati (DE) reveals the card
  s.seq++;
  // AMB-52: one player left wins at once (before any end of turn could eliminate him). Otherwise a
  // player knocked out on his own turn (or leaving) ends that turn at once; the loop covers the next
  // player being knocked out too as his turn begins (upkeep, AMB-30).
  settleInTransit(ctx); // cards in transit when one player is left (in-transit.ts)
  if (!s.outcome && !endIfLastStanding(ctx)) while (!s.outcome && !s.pending && s.players[s.turn.active].out) endTurn(ctx);
  maskEvents(s, ctx.events, from); // ADV-HIDDEN-ILLUM-1: nobody is told a face-down Illuminati
}
