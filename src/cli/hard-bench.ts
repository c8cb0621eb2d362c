// `cli hard-bench`: how much Hard sees in its budget (issue 22: Hard stronger with the time saved).
// Positions are recorded from seeded games between Medium bots (turn decisions with actions left,
// after the first two rounds); on each, a fresh Hard bot decides at its default budget on the real
// clock, and the figures are what its rollouts did: play-outs per second of thinking, the rounds of
// samples its best candidate got, and the decision time. The clock makes them machine- and
// load-dependent: run it on a quiet machine and compare runs made alike. Never asserted in tests.
import { createBot } from '../shared/ai';
import type { CoreBot } from '../shared/ai/core';
import { safeAction } from '../shared/ai/fallback';
import { applyAction, decider, legalActions, newGame, observe, type GameState } from '../shared/engine';
import { seedState } from '../shared/engine';
import { intIn, parseFlags, UsageError } from './args';
import { percentile } from './tournament';

function positions(players: number, want: number): { s: GameState; seat: number }[] {
  const out: { s: GameState; seat: number }[] = [];
  const now = () => performance.now();
  for (let g = 0; out.length < want; g++) {
    let s = newGame({ players, turnCap: 300 }, `hard-bench-${g}`).state;
    // Medium with a budget it cannot exhaust: the positions do not depend on the machine.
    const bots = Array.from({ length: players }, () => createBot({ level: 'medium', budgetMs: 1e9 }));
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

export function hardBench(players: number, decisions: number) {
  const ps = positions(players, decisions);
  const ms: number[] = [];
  const rounds: number[] = [];
  let rollouts = 0;
  let rolledMs = 0;
  for (const [i, { s, seat }] of ps.entries()) {
    const bot = createBot({ level: 'hard' }) as CoreBot;
    const t0 = performance.now();
    bot.choose(observe(s, seat), legalActions(s, seat), { rng: seedState(`hard-bench/${i}`), deadline: t0 + 10_000, now: () => performance.now() });
    const dt = performance.now() - t0;
    ms.push(dt);
    const n = bot.lastCandidates.map((c) => Number(/rollouts n=(\d+)/.exec(c.note ?? '')?.[1] ?? 0));
    if (n.some((x) => x > 0)) {
      rounds.push(Math.max(...n));
      rollouts += n.reduce((a, b) => a + b, 0);
      rolledMs += dt;
    }
  }
  ms.sort((a, b) => a - b);
  rounds.sort((a, b) => a - b);
  return {
    players,
    decisions: ps.length,
    rolled: rounds.length,
    rolloutsPerSec: +((rollouts / rolledMs) * 1000).toFixed(1),
    bestRoundsMean: +(rounds.reduce((a, b) => a + b, 0) / Math.max(1, rounds.length)).toFixed(2),
    bestRoundsP50: percentile(rounds, 0.5),
    decisionMsP50: Math.round(percentile(ms, 0.5)),
    decisionMsP95: Math.round(percentile(ms, 0.95)),
  };
}

export function hardBenchCommand(argv: readonly string[], out: (s: string) => void): number {
  const { flags, rest } = parseFlags(argv, { json: 'bool', players: 'int', decisions: 'int' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const r = hardBench(intIn('players', flags.players, 4, 3, 6), intIn('decisions', flags.decisions, 40, 1, 10_000));
  if (flags.json) out(JSON.stringify(r, null, 2));
  else {
    out(`Hard at ${r.players} players, ${r.decisions} turn decisions (${r.rolled} with rollouts), default budget, real clock:`);
    out(`rollouts:   ${r.rolloutsPerSec} play-outs per second of thinking`);
    out(`best plan:  ${r.bestRoundsMean} rounds of samples (median ${r.bestRoundsP50})`);
    out(`decision:   p50 ${r.decisionMsP50} ms, p95 ${r.decisionMsP95} ms`);
  }
  return 0;
}
