// Hard's decisions, recorded once, so that a faster Hard can be shown to decide exactly as before
// (issue 38: the 400-game tournaments measure the code of the recording; a speed-up that changes no
// decision keeps their figures valid). Positions are hard-bench's (seeded Medium games, turn
// decisions with actions left, src/cli/hard-bench.ts positions), stored with the file so that the
// check does not depend on Medium replaying the same games. For each position and work budget the
// fingerprint holds what the decision chose, every candidate's value and note (the rollouts' means
// and rounds: the values of the play-outs themselves), the work done and the generator's state after
// the decision (the random stream consumed). scripts/make-hard-identity.ts writes the file; the
// test (hard-identity.test.ts) replays the small budgets, the script's --check the default work.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createBot } from '../../src/shared/ai';
import type { CoreBot } from '../../src/shared/ai/core';
import type { PlayoutRunner, WorkBudget } from '../../src/shared/ai/types';
import { legalActions, observe, type GameState, type Seat } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

/**
 * The small work budget the suite replays the recorded decisions with (hard-identity.test.ts):
 * enough nodes for the search to draw more than one determinization and enough play-outs for two
 * rounds of every candidate and then the halving (rollout.ts HALVE_AFTER), so that every part of
 * the decision runs (with four candidates), in about a second per position at rest instead of the
 * default work's one to five.
 */
export const SMALL_WORK: WorkBudget = { nodes: 1000, playouts: 12 };
/** Positions per player count recorded at SMALL_WORK too (the first ones). */
export const SMALL = 2;

export const IDENTITY_FILE = new URL('./fixtures/hard-identity.json.gz', import.meta.url);

export interface Decision {
  /** The chosen action (JSON), readable in a failure message. */
  action: string;
  /** sha256 of the whole fingerprint (action, candidates with values and notes, work, generator). */
  hash: string;
}

export interface IdentityPosition {
  players: number;
  /** Index among hard-bench's positions for this player count. */
  index: number;
  seat: Seat;
  state: GameState;
  /** The decision with each work budget, by budgetKey. */
  decisions: Record<string, Decision>;
}

export const budgetKey = (w: Partial<WorkBudget>) => (w.nodes === undefined && w.playouts === undefined ? 'default' : `${w.nodes ?? '-'}n/${w.playouts ?? '-'}p`);

/**
 * What a fresh Hard bot decides on the position with `work` (its level's default where not given),
 * no deadline; its play-outs played by `playouts` (default: one after the other here).
 */
export function decide(p: { state: GameState; seat: Seat; players: number; index: number }, work: Partial<WorkBudget>, playouts?: PlayoutRunner): Decision & { text: string } {
  const bot = createBot({ level: 'hard', work }) as CoreBot;
  const rng = seedState(`hard-identity/${p.players}/${p.index}`);
  const action = bot.choose(observe(p.state, p.seat), legalActions(p.state, p.seat), { rng, deadline: Infinity, now: () => performance.now(), ...(playouts ? { playouts } : {}) });
  if (bot.errors.length) throw new Error(`Hard failed on ${p.players} players #${p.index}: ${bot.errors[0]}`);
  const text = JSON.stringify({
    action,
    candidates: bot.lastCandidates.map((c) => [JSON.stringify(c.action), c.value, c.note ?? '']),
    work: bot.lastWork,
    rng,
  });
  return { action: JSON.stringify(action), hash: createHash('sha256').update(text).digest('hex'), text };
}

export function readIdentity(): IdentityPosition[] {
  return JSON.parse(gunzipSync(readFileSync(IDENTITY_FILE)).toString('utf8')) as IdentityPosition[];
}

export function writeIdentity(ps: IdentityPosition[]): void {
  writeFileSync(IDENTITY_FILE, gzipSync(JSON.stringify(ps), { level: 9 }));
}
