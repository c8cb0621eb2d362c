// `cli hard-bench`: what Hard does with its work per decision and how long that takes here (issues
// 22 and 38). Positions are recorded from seeded games between Medium bots (turn decisions with
// actions left, after the first two rounds); on each, a fresh Hard bot decides with its default
// work for the table (weights.ts workFor) or the --nodes/--playouts given, under the safety
// deadline a bot host would give it (or --deadline-ms). The work (nodes looked at, play-outs, rounds of samples of the
// best plan) is the same on every machine; the time, and so the play-outs per second, depend on the
// machine and its load: compare runs made alike. Never asserted in tests beyond their shape.
import { createBot } from '../shared/ai';
import type { CoreBot } from '../shared/ai/core';
import { safeAction } from '../shared/ai/fallback';
import type { WorkBudget } from '../shared/ai/types';
import { warmUpSteps } from '../shared/ai/warm-up';
import { LEVELS, safetyMs, workFor } from '../shared/ai/weights';
import { applyAction, decider, legalActions, newGame, observe, type GameState } from '../shared/engine';
import { seedState } from '../shared/engine';
import { PlayoutPool } from '../server/bots/playout-pool';
import { intIn, parseFlags, UsageError } from './args';
import { percentile } from './tournament';

/** Turn decisions with actions left from seeded Medium games, after the first two rounds (the bench's positions; tests/ai/hard-identity.ts records them too). */
export function positions(players: number, want: number): { s: GameState; seat: number }[] {
  const out: { s: GameState; seat: number }[] = [];
  const now = () => performance.now();
  for (let g = 0; out.length < want; g++) {
    let s = newGame({ players, turnCap: 300 }, `hard-bench-${g}`).state;
    // Medium decides by its own work and no deadline: the positions do not depend on the machine.
    const bots = Array.from({ length: players }, () => createBot({ level: 'medium' }));
    const rngs = bots.map((_, i) => seedState(`hard-bench-${g}/${i}`));
    let k = 0;
    while (!s.outcome && out.length < want) {
      const seat = decider(s)[0];
      if (!s.pending && s.turn.active === seat && s.turn.phase === 'actions' && s.turn.actionsLeft > 0 && s.turn.number > 2 * players && k++ % 4 === 0) out.push({ s, seat });
      const legal = legalActions(s, seat);
      let r = applyAction(s, seat, bots[seat].choose(observe(s, seat), legal, { rng: rngs[seat], deadline: Infinity, now }));
      if (!r.ok) r = applyAction(s, seat, safeAction(legal));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  return out;
}

const sorted = (xs: number[]) => xs.slice().sort((a, b) => a - b);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * `deadlineMs`: the safety net instead of the level's (weights.ts safetyMs). With a `pool`, the
 * play-outs run on two threads as a bot worker plays them on a machine with two cores or more
 * (playout-pool.ts).
 */
export function hardBench(players: number, decisions: number, work: Partial<WorkBudget> = {}, deadlineMs?: number, pool: PlayoutPool | null = null, warm = false) {
  const ps = positions(players, decisions);
  // --warm-up: what a bot worker of the app plays before its first decision when it has the time
  // (shared/ai/warm-up.ts); without it the first decision pays the JIT's warm-up, as in a worker
  // asked at once.
  const w0 = performance.now();
  if (warm) for (const _ of warmUpSteps({ level: 'hard' }, players));
  const warmUpMs = Math.round(performance.now() - w0);
  const hard = LEVELS.hard!;
  const ms: number[] = [];
  const cpu: number[] = [];
  const nodes: number[] = [];
  const playouts: number[] = [];
  const rounds: number[] = [];
  let rolledMs = 0;
  let cutOffs = 0;
  for (const [i, { s, seat }] of ps.entries()) {
    const bot = createBot({ level: 'hard', work }) as CoreBot;
    const obs = observe(s, seat);
    const rivals = obs.players.filter((p) => !p.out && p.seat !== seat).length;
    const c0 = cpuMs();
    const t0 = performance.now();
    const ctx = { rng: seedState(`hard-bench/${i}`), deadline: t0 + (deadlineMs ?? safetyMs(hard, rivals)), now: () => performance.now() };
    bot.choose(obs, legalActions(s, seat), pool ? { ...ctx, playouts: pool.run } : ctx);
    const dt = performance.now() - t0;
    ms.push(dt);
    cpu.push(cpuMs() - c0);
    const w = bot.lastWork;
    nodes.push(w.nodes);
    if (w.cutOff) cutOffs++;
    if (w.playouts > 0) {
      playouts.push(w.playouts);
      rolledMs += dt;
      rounds.push(Math.max(...bot.lastCandidates.map((c) => Number(/rollouts n=(\d+)/.exec(c.note ?? '')?.[1] ?? 0))));
    }
  }
  const total = playouts.reduce((a, b) => a + b, 0);
  return {
    players,
    decisions: ps.length,
    /** Threads the play-outs ran on, and the share the helper thread played (half: both threads were busy to the end). */
    threads: pool ? 2 : 1,
    /** The warm-up played before the first decision (--warm-up), 0 without. */
    warmUpMs,
    helperShare: pool && total > 0 ? +(pool.helped / total).toFixed(2) : 0,
    /** The work each decision was given. */
    work: { ...workFor(hard, players - 1), ...work },
    nodesP50: percentile(sorted(nodes), 0.5),
    nodesMax: Math.max(0, ...nodes),
    /** Decisions that played out, and their play-outs. */
    rolled: playouts.length,
    playoutsP50: percentile(sorted(playouts), 0.5),
    playoutsPerSec: rolledMs > 0 ? +((total / rolledMs) * 1000).toFixed(1) : 0,
    bestRoundsMean: +(rounds.reduce((a, b) => a + b, 0) / Math.max(1, rounds.length)).toFixed(2),
    bestRoundsP50: percentile(sorted(rounds), 0.5),
    decisionMsP50: Math.round(percentile(sorted(ms), 0.5)),
    decisionMsP95: Math.round(percentile(sorted(ms), 0.95)),
    /** CPU time of the process per decision: what the decision took less the waits of a busy machine (roughly: the collector's threads count too). */
    cpuMsP50: Math.round(percentile(sorted(cpu), 0.5)),
    cpuMsP95: Math.round(percentile(sorted(cpu), 0.95)),
    /** Decisions the safety deadline cut short: this machine was too slow or too busy for the work. */
    cutOffs,
  };
}

export function hardBenchCommand(argv: readonly string[], out: (s: string) => void): number | Promise<number> {
  const { flags, rest } = parseFlags(argv, { json: 'bool', 'warm-up': 'bool', players: 'int', decisions: 'int', nodes: 'int', playouts: 'int', 'deadline-ms': 'int', threads: 'int' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const work: Partial<WorkBudget> = {
    ...(flags.nodes === undefined ? {} : { nodes: intIn('nodes', flags.nodes, 0, 1, 10_000_000) }),
    ...(flags.playouts === undefined ? {} : { playouts: intIn('playouts', flags.playouts, 0, 0, 100_000) }),
  };
  const deadlineMs = flags['deadline-ms'] === undefined ? undefined : intIn('deadline-ms', flags['deadline-ms'], 0, 10, 3_600_000);
  const players = intIn('players', flags.players, 4, 3, 6);
  const decisions = intIn('decisions', flags.decisions, 40, 1, 10_000);
  // --threads 2: the helper is the bot worker bundle next to this one (bot-worker.mjs).
  const warm = flags['warm-up'] === true;
  if (intIn('threads', flags.threads, 1, 1, 2) === 1) return report(hardBench(players, decisions, work, deadlineMs, null, warm), flags.json === true, out);
  // Timed once the helper is serving: a bot worker's helper starts with its first Hard decision
  // and joins from the first batch after it is ready (playout-pool.ts), so its start-up is in no
  // decision's time; here it would only make the first decisions one-threaded.
  const pool = new PlayoutPool(new URL('./bot-worker.mjs', import.meta.url));
  return pool.whenReady().then(() => {
    let r: ReturnType<typeof hardBench>;
    try {
      r = hardBench(players, decisions, work, deadlineMs, pool, warm);
    } catch (e) {
      void pool.close();
      throw e;
    }
    return pool.close().then(() => report(r, flags.json === true, out));
  });
}

function report(r: ReturnType<typeof hardBench>, json: boolean, out: (s: string) => void): number {
  if (json) out(JSON.stringify(r, null, 2));
  else {
    out(`Hard at ${r.players} players, ${r.decisions} turn decisions, work ${r.work.nodes} nodes and ${r.work.playouts} play-outs each, play-outs on ${r.threads} thread${r.threads > 1 ? 's' : ''}:`);
    out(`nodes:      p50 ${r.nodesP50}, max ${r.nodesMax} per decision`);
    out(`play-outs:  ${r.rolled} decisions played out, p50 ${r.playoutsP50} play-outs; ${r.playoutsPerSec} per second of thinking`);
    out(`best plan:  ${r.bestRoundsMean} rounds of samples (median ${r.bestRoundsP50})`);
    out(`decision:   p50 ${r.decisionMsP50} ms, p95 ${r.decisionMsP95} ms (CPU p50 ${r.cpuMsP50} ms, p95 ${r.cpuMsP95} ms)`);
    if (r.warmUpMs > 0) out(`warm-up:    ${r.warmUpMs} ms before the first decision (as an app's bot worker plays while it waits)`);
    if (r.threads > 1) out(`helper:     played ${Math.round(100 * r.helperShare)}% of the play-outs`);
    out(`cut off:    ${r.cutOffs}${r.cutOffs ? ' (the safety deadline cut these decisions short: this machine was too slow or too busy)' : ''}`);
  }
  return 0;
}
