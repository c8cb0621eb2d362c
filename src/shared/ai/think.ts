// The working context of one decision: the observation and legal templates the host gave, the
// determinized state the bot plans on, its evaluator, level, weights and memory, and its work meter.
// Every decision module takes a Think and returns scored candidate actions.
import type { Action, LegalAction, Observation, GameState, Seat } from '../engine';
import type { RngState } from '../engine';
import type { Evaluator } from './evaluate';
import type { Memory } from './memory';
import type { LevelConfig, Weights } from './weights';

export interface Think {
  obs: Observation;
  legal: readonly LegalAction[];
  me: Seat;
  /** The determinized state (a sample consistent with the observation). */
  s: GameState;
  ev: Evaluator;
  level: LevelConfig;
  w: Weights;
  rng: RngState;
  memory: Memory;
  /**
   * Asked before each candidate or search node: true once the decision has done enough (its node
   * budget is spent, or the safety deadline passed), else counts one node (work.ts).
   */
  enough(): boolean;
  /** Utilities of every seat in `s`, computed once. */
  base(): number[];
}

/** A candidate action with the utility the bot expects from it. */
export interface Scored {
  action: Action;
  value: number;
  /** Why, for debugging and tests. */
  note?: string;
  /** For an attack: what the search (hard.ts) needs to look past it. */
  attack?: AttackOutcome;
}

/** An attack's two outcomes as scored: the chance of success, the states, the money I expect to spend. */
export interface AttackOutcome {
  p: number;
  /** State right after the declaration (its window open), and after success (spending not yet paid). */
  declared: GameState;
  success: GameState;
  /** MB I expect to spend in the war. */
  spent: number;
  /** Utility costs besides the money: privilege, aiders, honour (minus the Assassination insurance). */
  extra: number;
}

export function best(xs: readonly Scored[]): Scored | null {
  let b: Scored | null = null;
  for (const x of xs) if (!b || x.value > b.value) b = x;
  return b;
}

/** Legal templates of one type. */
export function templates<T extends LegalAction['type']>(legal: readonly LegalAction[], type: T): Extract<LegalAction, { type: T }>[] {
  return legal.filter((l): l is Extract<LegalAction, { type: T }> => l.type === type);
}
