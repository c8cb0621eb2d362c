// Messages between the bot host and a bot worker (DESIGN.md section 5). The host sends a worker
// only what its seat may know: the seat's observation, the legal actions the host computed for it
// (in the compact form every client reads, issue 39) and the bot's random generator for this
// decision; never the game state.
import type { BotConfig, WorkDone } from '../../shared/ai/types';
import type { Action, Observation, Seat } from '../../shared/engine';
import type { RngState } from '../../shared/engine';
import type { CompactLegal } from '../../shared/protocol/compact-legal';

/** Host to worker: set up (or reset, for a new game) the seat's bot. */
export interface InitMessage {
  type: 'init';
  seat: Seat;
  config: BotConfig;
  /** Hard may play its play-outs on a helper thread too (playout-pool.ts): the host has a core to spare. */
  sharePlayouts?: boolean;
  /**
   * The table's number of players: the worker warms itself up for the bot's first decision while
   * it waits for it (shared/ai/warm-up.ts; Hard only). Absent: no warm-up.
   */
  warmUp?: number;
}

/** Host to worker: choose one action. */
export interface DecideMessage {
  type: 'decide';
  id: number;
  obs: Observation;
  /** Expanded by the worker (expandLegal) into exactly the engine's legalActions. */
  legal: CompactLegal;
  /** The bot's generator for this decision, drawn from the seat's seeded generator by the host. */
  rng: RngState;
  /** Milliseconds from receipt by which the bot should answer, its safety net (the host's hard limit is a little later). */
  deadlineMs: number;
}

export type HostToWorker = InitMessage | DecideMessage;

/** The keys a decide message carries: tests assert that nothing else (the state above all) is sent. */
export const DECIDE_KEYS = ['type', 'id', 'obs', 'legal', 'rng', 'deadlineMs'] as const;

export type WorkerToHost =
  | { type: 'ready' }
  | { type: 'initError'; message: string }
  /** `work`: what the bot did for it (shared/ai/work.ts), when it counts its work. */
  | { type: 'action'; id: number; action: Action; ms: number; work?: WorkDone }
  | { type: 'error'; id: number; message: string };
