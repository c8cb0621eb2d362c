// One bot interface for every level (DESIGN.md section 5, issue 4): a bot sees only its seat's
// observation and the legal actions the host computed for it, decides by a fixed amount of work
// (work.ts, issue 38) and must answer before its deadline, which is only a safety net.
import type { Action, LegalAction, Observation } from '../engine';
import type { RngState } from '../engine';
import type { PlayoutRunner } from './rollout';
import type { WorkBudget, WorkDone } from './work';

export type { WorkBudget, WorkDone } from './work';

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Personalities are weights on the same core, not separate bots. */
export const PERSONALITIES = ['balanced', 'aggressive', 'hoarder', 'dealmaker'] as const;
export type Personality = (typeof PERSONALITIES)[number];

export interface BotConfig {
  level: BotLevel;
  personality?: Personality;
  /** The work per decision, instead of the level's for the table size (weights.ts workFor): tests, the review, a tournament's variant. */
  work?: Partial<WorkBudget>;
}

export interface BotContext {
  /** The bot's own generator (seeded by the host per seat), never the game's. */
  rng: RngState;
  /**
   * performance.now()-style time by which the answer is due: the safety net. A decision still
   * thinking then answers with what it found and reports a cut-off (Bot.lastWork).
   */
  deadline: number;
  now(): number;
  /**
   * Who plays Hard's play-outs (rollout.ts PlayoutRunner): a host with a spare core may share them
   * out to another thread; the decision is the same either way. Default: one after the other here.
   */
  playouts?: PlayoutRunner;
}

export interface Bot {
  readonly config: BotConfig;
  /** Choose one action; it must be an instance of one of `legal` (legal.ts instantiate semantics). */
  choose(obs: Observation, legal: readonly LegalAction[], ctx: BotContext): Action;
  /** The work of the last choose() and whether the deadline cut it short (absent for a bot that does not count). */
  readonly lastWork?: WorkDone;
}
