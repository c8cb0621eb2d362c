// One bot interface for every level (DESIGN.md section 5, issue 4): a bot sees only its seat's
// observation and the legal actions the host computed for it, and must answer before its deadline.
import type { Action, LegalAction, Observation } from '../engine';
import type { RngState } from '../engine';

export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Personalities are weights on the same core, not separate bots. */
export const PERSONALITIES = ['balanced', 'aggressive', 'hoarder', 'dealmaker'] as const;
export type Personality = (typeof PERSONALITIES)[number];

export interface BotConfig {
  level: BotLevel;
  personality?: Personality;
  /** Thinking time per decision for search levels, in milliseconds (default per level). */
  budgetMs?: number;
}

export interface BotContext {
  /** The bot's own generator (seeded by the host per seat), never the game's. */
  rng: RngState;
  /** performance.now()-style time by which the answer is due. */
  deadline: number;
  now(): number;
}

export interface Bot {
  readonly config: BotConfig;
  /** Choose one action; it must be an instance of one of `legal` (legal.ts instantiate semantics). */
  choose(obs: Observation, legal: readonly LegalAction[], ctx: BotContext): Action;
}
