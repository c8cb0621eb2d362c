// Levels and personalities as configuration of one core (issue 4: "levels as configuration,
// personalities as weights on the same core"). A level says which parts of the core run (the full
// evaluation of every player or only one's own position, the spending war with look-ahead,
// interference, deals); a personality scales the terms of the evaluation and the thresholds of the
// decisions, so an aggressive bot values groups and spends freely, a hoarder values money and
// safety, and a dealmaker offers and trusts more.
import type { SpecialId } from '../cards';
import type { BotLevel, Personality } from './types';
import type { WorkBudget } from './work';

export interface Weights {
  /** Utility of one MB in the Illuminati treasury (group treasuries count a little less). */
  money: number;
  /** Turns of income a position is credited with. */
  incomeTurns: number;
  /** Scale of the win-progress term (MB for a finished goal). */
  progress: number;
  /** Value of a controlled group's Power, Resistance and usefulness. */
  group: number;
  /** Value of open arrows (room to grow). */
  arrows: number;
  /** Penalty on the expected loss of exposed groups. */
  exposure: number;
  /** How much a rival's strength (mostly the leader's) counts against one's own. */
  rivalry: number;
  /** Value of special cards held. */
  specials: number;
  /** Minimum gain (MB) before an action is preferred to ending the turn. */
  actThreshold: number;
  /** Offers: how readily this bot proposes deals (0 = never) and the gain it asks for itself. */
  dealRate: number;
  dealMargin: number;
  /** Cost (MB) the bot feels for breaking a promise not to attack. */
  honour: number;
  /** Progress toward a goal counted in single steps (kills, groups of one alignment): 0 = convex, 1 = even steps. */
  countLinear: number;
}

export const PERSONALITY_WEIGHTS: Record<Personality, Weights> = {
  balanced: { money: 1, incomeTurns: 3, progress: 260, group: 1, arrows: 1, exposure: 1, rivalry: 0.3, specials: 1, actThreshold: 0.5, dealRate: 0.25, dealMargin: 3, honour: 25, countLinear: 0 },
  aggressive: { money: 0.8, incomeTurns: 2.5, progress: 300, group: 1.2, arrows: 1.2, exposure: 0.6, rivalry: 0.4, specials: 0.9, actThreshold: 0.2, dealRate: 0.1, dealMargin: 5, honour: 10, countLinear: 0 },
  hoarder: { money: 1.3, incomeTurns: 3.5, progress: 240, group: 0.9, arrows: 0.9, exposure: 1.6, rivalry: 0.25, specials: 1.2, actThreshold: 1.5, dealRate: 0.2, dealMargin: 3, honour: 30, countLinear: 0 },
  dealmaker: { money: 1, incomeTurns: 3, progress: 260, group: 1, arrows: 1, exposure: 1.1, rivalry: 0.3, specials: 1.1, actThreshold: 0.5, dealRate: 0.8, dealMargin: 1, honour: 40, countLinear: 0 },
};

export interface LevelConfig {
  /** Evaluate every player and the rivalry between them (Medium), or only one's own position (Easy). */
  fullEval: boolean;
  /** Look-ahead of the spending model: 0 = myopic, 1 = anticipates the replies. */
  warDepth: number;
  /** Spend for or against other players' attacks. */
  interfere: boolean;
  /**
   * On the floor of an attack window, the rivals' replies are the moves Medium's rule would make
   * (war.ts modeledMove) instead of myopic ones, and the players on the bot's side are not ignored.
   */
  modelWar?: boolean;
  /** Make offers and keep a memory of who kept deals. */
  deals: boolean;
  /**
   * A payment for protection is valued by the exchange simulated (deals.ts paid): what the payee
   * gains counts against it through the rivalry term, not only what the payer gives up. Without
   * it a bot pays the strongest rival, often the Gnomes, whose goal is the money (GOAL-GNO-1).
   */
  payeeGain?: boolean;
  /**
   * Hard's strikes (hard.ts closeness) see a rival's money goal with his next income added, so
   * that they are weighed a turn before the Gnomes reach 150 MB (GOAL-GNO-1), not on the turn they do.
   */
  moneyAhead?: boolean;
  /** Consider privileged attacks (Bavarian 5 MB, discarding a special). */
  privilege: boolean;
  /** Attack variants with fewer aiders, money cards counted as reserves, and so on. */
  refined: boolean;
  /** Attack candidates fully evaluated per decision (best first by a quick estimate). */
  maxAttacks: number;
  /**
   * The quick estimate counts the defender's money, and only the best two attacking cards per target
   * and kind are evaluated (else a few rich, well-defended targets fill the list).
   */
  fairScreen?: boolean;
  /**
   * The work per decision against three live rivals or fewer (work.ts; workFor grows the play-outs
   * with more rivals). Easy's and Medium's decisions are bounded by their own counts (maxAttacks,
   * the slices of each candidate kind); their node budget lies above what any decision measured
   * needs, so it only bounds a runaway, and it does so the same way on every machine.
   */
  work: WorkBudget;
  /**
   * What a decision of this level took (p50 for Hard's turn decisions, p95 for the others'
   * decisions, rounded up) on the 2-core development machine at rest against three rivals: the
   * safety net is SAFETY_FACTOR times it (safetyMs).
   */
  restMs: number;
  /** Search the own turn (expectimax over Medium's candidates, hard.ts). */
  search?: boolean;
  /** Own-turn candidates played out to the bot's next turn (rollout.ts); 0 or absent = none. */
  rollouts?: number;
  /** Determinized samples at most per rollout decision. */
  rolloutSamples?: number;
  /** The bot's own seat in its rollouts plays this level's weights and screen (else Medium's). */
  rolloutSelf?: boolean;
  /** Rollout ends judged by the fitted win model (win-model.ts) instead of the evaluation. */
  winModel?: boolean;
  /** Changes to the personality's weights at this level (Hard's tuned evaluation). */
  weights?: Partial<Weights>;
}

/** Easy's and Medium's node budgets: above what a decision needs (see LevelConfig.work). */
const EASY_NODES = 2000;
const MEDIUM_NODES = 4000;
/** Hard's search nodes and play-outs per decision against three rivals (calibrated in hard-bench). */
const HARD_NODES = 4000;
const HARD_PLAYOUTS = 24;

export const LEVELS: Partial<Record<BotLevel, LevelConfig>> = {
  easy: { fullEval: false, warDepth: 0, interfere: false, deals: false, privilege: false, refined: false, maxAttacks: 24, work: { nodes: EASY_NODES, playouts: 0 }, restMs: 40 },
  medium: { fullEval: true, warDepth: 1, interfere: true, deals: true, privilege: true, refined: true, maxAttacks: 40, work: { nodes: MEDIUM_NODES, playouts: 0 }, restMs: 40 },
  // Hard plays with a patient evaluation: money and income count more than Medium's, its own
  // exposure a little less (Medium's exposure term all but cancels a capture late in the game, as a
  // rival could take the new group back; at 1.6 Hard won 37 of 100 4-player games against three
  // Medium bots, at 0.8 46 of 100 and 45 of 98 on another seed, at 0.5 34 of 100). Goals counted in
  // steps (kills, Violent or Weird groups) progress evenly (countLinear): as the Servants of Cthulhu
  // Hard won 38 of 100 games against three Medium bots with it, 18 of 87 on the same set-ups without;
  // as the Society of Assassins 28 of 74 with it, 22 of 74 without.
  hard: {
    fullEval: true,
    warDepth: 1,
    interfere: true,
    modelWar: true,
    deals: true,
    privilege: true,
    refined: true,
    maxAttacks: 40,
    fairScreen: true,
    work: { nodes: HARD_NODES, playouts: HARD_PLAYOUTS },
    restMs: 800,
    search: true,
    // Its best three plans, ending the turn, up to two denials (a group a rival needs for his goal)
    // and two strikes (at a near-winner's structure), each played out to its next turn against
    // Medium models, its own seat played as itself (rollout.ts, core.ts), on common samples, and
    // judged there by the fitted win model (winModel, win-model.ts; 3 to 6 players). With it:
    // 53.75% of 400 4-player games against three Medium bots on seed final9 (CI 49-59%) and 53.25%
    // of 400 on final11, 53.5% of the 800 (CI 50.0-56.9%). Judged by the evaluation instead: 48.75%
    // and 45.5% on the same seeds, 47.1% of the 800 (on final9: 40.5% without countLinear, 32.75%
    // before the strikes, 26.25% with the two-action search alone). 6-player games against five
    // Medium bots, judged by the evaluation: 45.8% and then 30.0% of 120 on final10, 30.8% of 120
    // on final12, 35.6% of the 360 (28.3% of 120 without countLinear); with the budget grown for
    // five rivals (budgetFor), 31.5% of 400 on final13; judged by the 6-player model as well,
    // 33.75% of 400 on final14 (CI 29-39%). Because Hard thinks against the clock, the same code
    // on the same seed won 52 and then 43 of 100 such games: a change worth a few points needs
    // hundreds of games to show, not one run of a hundred. At 4 players, without the win model, a
    // longer budget did not help (1200 ms: 46.75% of 400 on final9; at 800 ms a 4-player rollout
    // decision already completes a median of 3 samples per candidate), nor did rollouts in a rival's
    // attack window while he was close to a goal (its stake from both outcomes played out: 45.75%
    // of 400 on final9; its answers played out: 23 of 67 in-process games against 25 of 67).
    // With issue 22's faster rollouts (5-10% more play-outs per second) and successive halving
    // (rollout.ts): 53.5% of 400 on final16 (CI 48.6-58.3%), no change; with 5 plans and 30% of
    // the time for the search, 54.5% of 400 on final17 (CI 49.6-59.3%), no measurable gain either.
    // Nor did time with the win model: at 2000 ms instead of 800 ms, 51.25% of 400 on final20 (CI
    // 46.4-56.1%, p95 1.44 s), so Hard keeps 800 ms against three rivals. What did help was the
    // spending war: with the rivals' replies played by Medium's rule (modelWar, war.ts modeledMove),
    // 66.25% of 400 on final21 (CI 61.5-70.7%, p95 0.80 s), and at 6 players 57.0% of 400 on
    // final22 (CI 52.1-61.8%, p95 2.22 s).
    // At 6 players the same code won 37.5% of 400 on final18 (CI 32.9-42.3%, p95 1.33 s); with the
    // budget grown by the square of the rivals' share (budgetFor: 2222 ms against five), 41.5% of
    // 400 on final19 (CI 36.8-46.4%, p95 2.22 s).
    rollouts: 3,
    rolloutSamples: 8,
    rolloutSelf: true,
    winModel: true,
    weights: { money: 1.3, incomeTurns: 3.5, exposure: 0.8, rivalry: 0.25, group: 0.9, countLinear: 1 },
  },
};

/**
 * A level's default work per decision against `liveRivals` rivals still in the game. A play-out
 * plays every rival's turn, so Hard's play-outs grow with the rivals beyond three (PLAYOUTS_BY_RIVALS):
 * until issue 38 Hard thought against the clock, with a time budget grown by the square of the
 * rivals' share (800 ms against three, 1422 ms against four, 2222 ms against five, at most 2.5 s),
 * because each play-out is longer and, with more rivals, a sample's dice spread wider; the
 * play-outs are what that time bought on the development machine at rest. At a flat 800 ms,
 * Hard's 6-player rollouts (five turns long) completed a single sample per candidate in 28 of 50
 * decisions, against 15 of 100 at 4 players, so one sample's dice chose the plan; at 6 players
 * Hard won 37.5% of 400 with the time grown in proportion (final18) and 41.5% with the square
 * (final19). The search nodes stay (the own turn does not lengthen with the table).
 */
export function workFor(level: LevelConfig, liveRivals: number): WorkBudget {
  if (!level.rollouts) return level.work;
  const r = Math.min(Math.max(liveRivals, 3), 7);
  return { nodes: level.work.nodes, playouts: Math.round(level.work.playouts * PLAYOUTS_BY_RIVALS[r - 3]) };
}

/**
 * Hard's play-outs against 3, 4, 5, 6 and 7 live rivals, as shares of those against three (with
 * HARD_PLAYOUTS at 24: 24, 29, 32, 28, 22): the shares of what its time budgets bought (800, 1422,
 * 2222, 2500 and 2500 ms). Measured with the
 * time-bound Hard of 98ff290..5487f2c on hard-bench's positions, each decision given its budget on
 * a CPU clock scaled to the engine's speed at rest: 17 play-outs per decision that played out at 4
 * players, 23 at 6 (x1.35); between and beyond, a play-out's cost taken to grow with the 1.78th
 * power of its length (which gives the x1.35 at 6 players).
 */
export const PLAYOUTS_BY_RIVALS = [1, 1.2, 1.35, 1.15, 0.9];

/**
 * What a decision takes on the development machine at rest against `liveRivals` rivals (ms): the
 * level's restMs, grown for Hard as its time budget was (by the square of the rivals' share, at
 * most 2.5 s), since its play-outs were set to what that time bought.
 */
export function restMsFor(level: LevelConfig, liveRivals: number): number {
  if (!level.rollouts) return level.restMs;
  const f = Math.max(3, liveRivals) / 3;
  return Math.max(level.restMs, Math.min(2500, Math.round(level.restMs * f * f)));
}

/** The safety net, as a multiple of the decision time at rest: a machine this much slower still plays at full strength. */
export const SAFETY_FACTOR = 4;

/** The deadline (ms) past which a decision is cut off and reported as such (work.ts). */
export function safetyMs(level: LevelConfig, liveRivals: number): number {
  return SAFETY_FACTOR * restMsFor(level, liveRivals);
}


/** What holding a special card is worth, in MB (its use, its bargaining and privilege value). */
export const CARD_VALUE: Record<SpecialId, number> = {
  assassination: 9,
  bribery: 10,
  'computer-espionage': 1.5,
  'deep-agent': 4,
  'interference-1': 3,
  'interference-2': 3,
  'market-manipulation': 8,
  'media-campaign': 3,
  'murphys-law': 7,
  'secrets-man': 5,
  'senate-investigating-committee': 5,
  'slush-fund': 14,
  'swiss-bank-account': 23,
  'whispering-campaign': 5,
  'white-collar-crime': 7,
};

/** A card of someone else's hand, unseen: the average of the above. */
export const UNKNOWN_CARD_VALUE = 6.5;

/** Money a special card turns into when played (for the spending model's reserves). */
export const CARD_MONEY: Partial<Record<SpecialId, number>> = { 'slush-fund': 15, 'swiss-bank-account': 25, 'white-collar-crime': 5 };
