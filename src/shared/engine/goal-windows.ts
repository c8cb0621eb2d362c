// The secret goal windows before the first turn (GOAL-UFO-1, ADV-HIDDEN-GOALS-1,
// ADV-HIDDEN-ILLUM-1): who picks and from what is in options.ts; this module opens the windows
// one seat after another and then starts the first turn.
import { illuminati, type IlluminatiId } from '../cards';
import { incomeTaken, noteShown } from './conceal';
import { goalChoosers } from './options';
import { type Ctx, emit, mps } from './state';
import { beginTurn } from './turn';
import type { Seat } from './types';

/** After setup: the first secret goal window, or the first turn when nobody picks. */
export function openGoalChoice(ctx: Ctx): void {
  const first = goalChoosers(ctx.s)[0];
  if (first !== undefined) ctx.s.pending = { kind: 'chooseGoal', seat: first };
  else beginTurn(ctx, ctx.s.turn.active);
}

/** The seat's secret pick (validated against goalChoices); the next chooser's window, or the first turn. */
export function chooseGoal(ctx: Ctx, seat: Seat, goal: IlluminatiId): void {
  const s = ctx.s;
  mps(ctx, seat).borrowedGoal = goal;
  s.pending = null;
  emit(ctx, { type: 'goalChosen', to: [seat], seat, goal });
  emit(ctx, { type: 'goalChosen', to: s.players.filter((p) => p.seat !== seat).map((p) => p.seat), seat, goal: null });
  if (s.config.hiddenIlluminati) setupIncome(ctx, seat);
  const next = goalChoosers(s).find((x) => x > seat);
  if (next !== undefined) s.pending = { kind: 'chooseGoal', seat: next };
  else beginTurn(ctx, s.turn.active);
}

/**
 * SETUP-2 under hidden Illuminati: the starting money, as much of the Illuminati's Income as the
 * player chose in this window (ADV-HIDDEN-ILLUM-2); everyone sees the money arrive, not the card.
 */
function setupIncome(ctx: Ctx, seat: Seat): void {
  const p = mps(ctx, seat);
  const amount = incomeTaken(ctx.s, p, illuminati(p.illuminati).income);
  noteShown(ctx.s, p, { income: amount });
  p.money += amount;
  emit(ctx, { type: 'incomeCollected', to: 'all', seat, total: amount, cards: { [p.illuminati]: amount } });
}
