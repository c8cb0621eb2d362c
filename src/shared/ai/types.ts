// One bot interface for every level (DESIGN.md section 5, issue 4): a bot sees only its seat's
// observation and the legal actions the host computed for it, decides by a fixed amount of work
// (work.ts, issue 38) and must answer before its deadline, which is only a safety net.
import type { Action, GameState, LegalAction, Observation, Seat } from '../engine';
import type { RngState } from '../engine';
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

/**
 * The safety net of a decision: the deadline the host gave (performance.now()-style) and its clock.
 * The model players of Hard's play-outs get it as theirs, so one that is cut off is cut off past
 * the decision's own.
 */
export interface Safety {
  deadline: number;
  now(): number;
}

/** One of Hard's play-outs (rollout.ts playRound): `first` played on the sample `s` with the dice generator `seed`. */
export interface PlayoutJob {
  s: GameState;
  first: Action;
  seed: RngState;
}

/**
 * Whose play-outs: the seat and the config of a bot as createBot makes it (its level and weights
 * make the model players, core.ts standardOf and rolloutPolicy): plain data, for another thread.
 */
export interface PlayoutSpec {
  me: Seat;
  config: BotConfig;
}

/** A play-out's end (playRound's) and whether it finished past `lateAt` (then it does not count). */
export interface PlayoutEnd {
  end: GameState | null;
  late: boolean;
}

/**
 * Plays a batch of one decision's play-outs, possibly on several threads (a host's choice, given
 * in BotContext.playouts); each result must be what rollout.ts playInOrder gives for that job: a
 * play-out depends only on its job and the spec, never on the others or on the order they are
 * played in, so a decision is the same however its play-outs are shared out. `lateAt` is the
 * work's safety deadline in `safety`'s clock.
 */
export type PlayoutRunner = (spec: PlayoutSpec, jobs: readonly PlayoutJob[], safety: Safety, lateAt: number) => PlayoutEnd[];
