// Thinking measured in work, not time (issue 38). A bot decides by an amount of work fixed per level
// and table size (weights.ts workFor), so the same observation, legal actions and random stream
// give the same decision on any machine and under any load: a slow or busy machine takes longer,
// it does not play weaker. Two counts make the work:
// - nodes: candidate positions looked at. Every candidate a decision scores and every node of
//   Hard's own-turn search counts one (the loops ask `enough()` before each);
// - play-outs: Hard's rollouts to its next turn (rollout.ts), a whole round of the table each.
// The clock is only a safety net: past the deadline the host gave (about four times the decision
// time measured on the 2-core development machine at rest, weights.ts safetyMs), the decision
// stops with what it found and says so (`cutOff`), and the host, the hints and the tournament
// report it. A decision that was cut off is not reproducible; one that was not is.
import type { Observation } from '../engine';

/** The work one decision may do. */
export interface WorkBudget {
  /** Candidate positions and search nodes looked at, at most. */
  nodes: number;
  /** Play-outs to the bot's next turn, at most (0: none). */
  playouts: number;
}

/** The work one decision did, and whether the safety clock cut it short. */
export interface WorkDone {
  nodes: number;
  playouts: number;
  cutOff: boolean;
}

/** The meter of one decision: counts its work against its budget and watches the safety clock. */
export class Work {
  nodes = 0;
  playouts = 0;
  /** True once the safety deadline passed; it stays so for the rest of the decision. */
  cutOff = false;

  constructor(
    readonly budget: WorkBudget,
    /** The safety deadline, in `now`'s clock. */
    readonly deadline: number,
    private readonly now: () => number,
  ) {}

  /** The safety net: whether the deadline has passed (then the decision is marked as cut off). */
  late(): boolean {
    if (!this.cutOff && this.now() >= this.deadline) this.cutOff = true;
    return this.cutOff;
  }

  /** Whether the decision has done enough: its nodes are spent or it is late; else one more node is counted. */
  enough(): boolean {
    if (this.nodes >= this.budget.nodes || this.late()) return true;
    this.nodes++;
    return false;
  }

  /** Whether `n` more play-outs fit in the budget (and it is not late): a round of samples starts only whole. */
  fits(n: number): boolean {
    return this.playouts + n <= this.budget.playouts && !this.late();
  }

  /** Count one play-out played. */
  playedOut(): void {
    this.playouts++;
  }

  done(): WorkDone {
    return { nodes: this.nodes, playouts: this.playouts, cutOff: this.cutOff };
  }
}

/** Rivals still in the game, as the observation shows them: what Hard's work grows with (weights.ts workFor). */
export function liveRivals(obs: Observation): number {
  return obs.players.filter((p) => !p.out && p.seat !== obs.viewer).length;
}
