// A fitted model of who goes on to win (issue 4): at the start of a player's turn, each player's
// chance to win the game is a softmax over the players of a linear score of his position (a
// conditional logit). The features describe one player: his progress toward the basic and special
// goals, money, income, Power, room to grow, cards, his place in the turn order, his Illuminati, and
// the hand-tuned evaluation's own score and threat. The weights are fitted by maximum likelihood on
// games between Medium bots, one set per number of players (win-weights-<N>p.ts, written by
// `npm run cli -- fit-win-model --players N`, src/cli). A player count without fitted weights has
// no model; 3, 4, 5 and 6 players have one (3 and 5 since issue 22, fitted with seeds wm3 and wm5;
// small first runs, same seeds with and without: 3 players 41/60 against 35/60, seed t3a; 5 players
// 16/30 against 11/30, seed t5a). Earlier 6-player runs of 120 games (seed final10, 800 ms) had
// measured no clear gain from a model (30.0% of games won without, 37.5% with the 4-player one,
// 33.3% with one fitted on 1,200 6-player games), all within the noise of 120 games; with Hard's
// budget grown for five rivals (then weights.ts budgetFor, now restMsFor): 31.5% of 400 without a model (final13),
// 33.75% of 400 with the 6-player model of 2,400 games (final14, CI 29-39%); with issue 22's faster
// rollouts 37.5% (final18), and with the budget grown by the square of the rivals' share 41.5% (final19).
//
// Why: the hand-tuned evaluation ranks positions well inside a turn, but it is not calibrated to
// the chance of winning. On the held-out games of the fit, the evaluation's utilities predict the
// winner little better than the uniform guess (log loss 1.26 against 1.37), the model far better
// (1.01). Hard judges the ends of its rollouts, the start of its own next turn, with it.
import { group, illuminati, type IlluminatiId } from '../cards';
import { illuminatiSet, type GameState, type PlayerState } from '../engine';
import { openArrows } from '../engine';
import { goalFraction, type SeatBelief } from './beliefs';
import { incomeOf, progressCurve, type Evaluator } from './evaluate';
import { WIN_WEIGHTS as THREE } from './win-weights-3p';
import { WIN_WEIGHTS as FOUR } from './win-weights-4p';
import { WIN_WEIGHTS as FIVE } from './win-weights-5p';
import { WIN_WEIGHTS as SIX } from './win-weights-6p';

/** The Illuminati with a one-hot feature each: the English set, in catalog order (the weights' order). */
const ILLUMINATI: readonly IlluminatiId[] = illuminatiSet('en');

export const FEATURES = [
  'basic',
  'basic3',
  'left1',
  'left2',
  'special',
  'special3',
  'specialNear',
  'progress3',
  'money',
  'groupMoney',
  'income',
  'power',
  'transferable',
  'arrows',
  'cards',
  'onTurn',
  'rank',
  'onTurnLeft1',
  'onTurnProgress3',
  'evalS',
  'evalThreat',
  ...ILLUMINATI.map((id) => `is:${id}`),
] as const;

/** The features of player `p`; `rank` is his place in the turn order from the player on turn (0). */
export function playerFeatures(s: GameState, p: PlayerState, belief: SeatBelief | undefined, rank: number, alive: number, evalS: number, evalThreat: number): number[] {
  const size = 1 + p.groups.length;
  const basic = Math.min(1, size / s.basicGoal);
  const left = s.basicGoal - size;
  let special = 0;
  let specialNear = 0;
  for (const g of belief?.goals ?? []) {
    const f = goalFraction(s, p, g.goal);
    special += g.weight * f;
    if (f >= 0.85) specialNear += g.weight;
  }
  const progress = 1 - (1 - progressCurve(basic)) * (1 - progressCurve(special));
  let groupMoney = 0;
  let power = illuminati(p.illuminati).power;
  let transferable = illuminati(p.illuminati).transferable;
  for (const g of p.groups) {
    groupMoney += g.money;
    power += group(g.id).power;
    transferable += group(g.id).transferable;
  }
  const onTurn = rank === 0 ? 1 : 0;
  const left1 = left <= 1 ? 1 : 0;
  const p3 = progress ** 3;
  return [
    basic,
    basic ** 3,
    left1,
    left === 2 ? 1 : 0,
    special,
    special ** 3,
    specialNear,
    p3,
    p.money / 30,
    groupMoney / 30,
    incomeOf(s, p) / 10,
    power / 20,
    transferable / 10,
    Math.min(openArrows(p).length, 8) / 8,
    p.hand.length / 3,
    onTurn,
    alive > 1 ? rank / (alive - 1) : 0,
    onTurn * left1,
    onTurn * p3,
    evalS / 100,
    evalThreat / 100,
    ...ILLUMINATI.map((id) => (p.illuminati === id ? 1 : 0)),
  ];
}

/** Every live player's features at `s` (null for players out of the game), ranked from the player on turn. */
export function tableFeatures(s: GameState, ev: Evaluator): (number[] | null)[] {
  const tab = ev.table(s);
  const n = s.players.length;
  const alive = s.players.filter((p) => !p.out).length;
  const out: (number[] | null)[] = [];
  for (const p of s.players) {
    if (p.out) {
      out.push(null);
      continue;
    }
    // Turn order runs up the seats (TURN-1); the player on turn is rank 0.
    let rank = 0;
    for (let k = 0; k < n; k++) {
      const j = (s.turn.active + k) % n;
      if (j === p.seat) break;
      if (!s.players[j].out) rank++;
    }
    out.push(playerFeatures(s, p, ev.beliefs[p.seat], rank, alive, tab.S[p.seat], tab.threat[p.seat]));
  }
  return out;
}

/** The fitted weights per number of players (at the start of the game). */
const FITTED: Partial<Record<number, readonly number[]>> = { 3: THREE, 4: FOUR, 5: FIVE, 6: SIX };

/** The fitted weights for a game of `players`, or null when that count has none. */
export function fittedWeights(players: number): readonly number[] | null {
  return FITTED[players] ?? null;
}

/** The softmax of the players' linear scores under `w` (0 for a player without features: out). */
export function chances(x: readonly (readonly number[] | null)[], w: readonly number[]): number[] {
  const z = x.map((f) => (f ? f.reduce((t, v, i) => t + v * (w[i] ?? 0), 0) : -Infinity));
  const m = Math.max(...z);
  const e = z.map((v) => (v === -Infinity ? 0 : Math.exp(v - m)));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Each player's chance to win from `s` under the weights `w`; a finished game is certain. */
export function winChances(s: GameState, ev: Evaluator, w: readonly number[]): number[] {
  if (s.outcome) {
    const k = s.outcome.winners.length;
    return s.players.map((p) => (k && s.outcome!.winners.includes(p.seat) ? 1 / k : 0));
  }
  return chances(tableFeatures(s, ev), w);
}
