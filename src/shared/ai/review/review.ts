// The game review (issue 36): one pass over a finished game's actions that charts every player's
// chance to win after each turn (timeline.ts) and rates each decision of the chosen seats against
// the Hard bot's choice on the same observation (never the true state: no hindsight), both moves
// played out from that observation (judge.ts). A generator: it yields after each rated decision,
// so the worker that runs it reports progress and can be stopped between two decisions.
// Deterministic: the bot's work is counted (reviewWork), its clock only counts its reads (clock.ts),
// and generators are seeded from the review's seed and the decision's step, so one seed gives one
// review, on any machine.
import { applyAction, legalActions, newGame, observe, seedState, type Action, type GameConfig, type GameState, type LegalAction, type Seat } from '../../engine';
import { createBot } from '../index';
import { tickClock } from './clock';
import { judgeMoves } from './judge';
import { decisivePoint, keyMoments, pointAt, unreviewable } from './timeline';
import { ratingOf, type GameReview, type RatedDecision } from './types';

export interface ReviewGame {
  config: GameConfig;
  seed: string;
  actions: readonly { seat: Seat; action: Action }[];
}

export interface ReviewOptions {
  /** Seats whose decisions are rated (the human seats of the game). */
  seats: readonly Seat[];
  /** The review's seed (default: the game's seed). */
  seed?: string;
  /** Hard's work per decision (default REVIEW_BUDGET): reviewWork(budget) nodes and play-outs. */
  budget?: number;
  /** Samples each compared move is played out on (default REVIEW_SAMPLES). */
  samples?: number;
}

/**
 * Hard's work per decision, counted (reviewWork: 4,000 search nodes and 5 play-outs at 500), never
 * timed, so that a busy machine gives the same review: a 400-action game is reviewed in a few
 * minutes (README "Game review" has the bench figure).
 */
export const REVIEW_BUDGET = 500;
export const REVIEW_SAMPLES = 4;

export interface ReviewProgress {
  done: number;
  total: number;
}

/** A decision worth rating: the seat had a choice (not a lone pass, end of turn or call-off). */
export function hasChoice(legal: readonly LegalAction[]): boolean {
  const real = legal.filter((l) => l.type !== 'leave');
  return !(real.length === 1 && ['pass', 'endTurn', 'passTurn', 'callOff'].includes(real[0].type));
}

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The review's work for Hard per decision (issue 38's work budgets): `budget` × 8 search nodes and
 * one play-out per 100 (at least one); smaller than a game's Hard so that a 400-action game is
 * reviewed in minutes, and the same on any machine.
 */
export function reviewWork(budget: number): { nodes: number; playouts: number } {
  return { nodes: budget * 8, playouts: Math.max(1, Math.round(budget / 100)) };
}

/** Hard's choice for `seat` at `s`, from its observation, with a seeded generator and its work fixed (the clock never cuts it). */
export function botChoice(s: GameState, seat: Seat, legal: readonly LegalAction[], budget: number, seed: string): Action {
  const bot = createBot({ level: 'hard', personality: 'balanced', work: reviewWork(budget) });
  const clock = tickClock();
  return bot.choose(observe(s, seat), legal, { rng: seedState(seed), deadline: Number.MAX_SAFE_INTEGER, now: clock.now });
}

/** Rate `action` of `seat` at `s` against Hard's choice. */
export function rateDecision(s: GameState, seat: Seat, action: Action, step: number, opts: { budget: number; samples: number; seed: string }): RatedDecision {
  const legal = legalActions(s, seat);
  const bot = botChoice(s, seat, legal, opts.budget, `${opts.seed}/bot/${step}`);
  const base = { step, turn: s.turn.number, seat, action, bot };
  if (same(bot, action)) return { ...base, mine: null, best: null, drop: 0, rating: 'good' };
  const j = judgeMoves(observe(s, seat), [action, bot], opts.samples, seedState(`${opts.seed}/judge/${step}`));
  const [mine, best] = j.values;
  const drop = mine === null || best === null ? 0 : Math.max(0, best - mine);
  return { ...base, mine, best, drop, rating: ratingOf(drop) };
}

/** Steps (action indices) whose decision is rated: a chosen seat's, with a choice. */
export function decisionsToRate(game: ReviewGame, seats: readonly Seat[]): number[] {
  const out: number[] = [];
  let s = newGame(game.config, game.seed).state;
  game.actions.forEach(({ seat, action }, i) => {
    if (seats.includes(seat) && hasChoice(legalActions(s, seat))) out.push(i);
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`action ${i + 1} (${action.type} by seat ${seat}) was refused: ${r.reason}`);
    s = r.state;
  });
  return out;
}

/** The review of `game`, yielding progress after the chart and after each rated decision. */
export function* reviewGame(game: ReviewGame, opts: ReviewOptions): Generator<ReviewProgress, GameReview> {
  const seed = opts.seed ?? game.seed;
  const budget = opts.budget ?? REVIEW_BUDGET;
  const samples = opts.samples ?? REVIEW_SAMPLES;
  let s = newGame(game.config, game.seed).state;
  const why = unreviewable(s);
  if (why) throw new Error(`This game cannot be reviewed: ${why}.`);
  const rate = new Set(decisionsToRate(game, opts.seats));
  const total = rate.size;
  const points = [pointAt(s, 0, 0)];
  const states = [s];
  const decisions: RatedDecision[] = [];
  yield { done: 0, total };
  for (let i = 0; i < game.actions.length; i++) {
    const { seat, action } = game.actions[i];
    if (rate.has(i)) {
      decisions.push(rateDecision(s, seat, action, i, { budget, samples, seed }));
      yield { done: decisions.length, total };
    }
    const turn = s.turn.number;
    s = (applyAction(s, seat, action) as Extract<ReturnType<typeof applyAction>, { ok: true }>).state;
    // A point after every turn (when the next one begins) and at the end of the game.
    if (s.turn.number !== turn || s.outcome || i === game.actions.length - 1) {
      if (points[points.length - 1].step !== i + 1) {
        points.push(pointAt(s, i + 1, s.outcome || i === game.actions.length - 1 ? s.turn.number : turn));
        states.push(s);
      }
    }
  }
  return { version: 1, seed, seats: [...opts.seats], budget, samples, points, moments: keyMoments(points, states), decisive: decisivePoint(points, s), decisions };
}

/** The whole review at once (tests, the CLI). */
export function reviewAll(game: ReviewGame, opts: ReviewOptions, onProgress?: (p: ReviewProgress) => void): GameReview {
  const it = reviewGame(game, opts);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
    onProgress?.(r.value);
  }
}
