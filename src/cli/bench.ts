// `cli bench`: engine throughput on one core (issue 2 floors: 300,000 applied actions/s and
// 50 random 4-player games/s) per core, so in CPU time. Figures are measured, never asserted in tests.
import { applyAction, decider, legalActions, newGame, randomAction, randomPlayout, type Action, type GameState } from '../shared/engine';
import { seedState } from '../shared/engine';
import { cloneState } from '../shared/engine';
import { parseFlags, UsageError } from './args';

interface Sample {
  state: GameState;
  seat: number;
  action: Action;
}

function record(games: number): Sample[] {
  const out: Sample[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame({ players: 4, turnCap: 200 }, `bench-${g}`).state;
    const rng = seedState(`bench-${g}/players`);
    while (!state.outcome) {
      const seat = decider(state)[0];
      const action = randomAction(state, seat, rng);
      out.push({ state, seat, action });
      const r = applyAction(state, seat, action);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
  }
  return out;
}

/**
 * Milliseconds of CPU this process has used. The floors are per core, so rates are measured in
 * CPU time: a machine busy with other work slows the wall clock, not the engine. (V8's helper
 * threads for garbage collection count too, which only makes the figures more conservative.)
 */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Run `f` over the samples repeatedly for at least `ms` of CPU time; returns calls per CPU second. */
function rate(samples: readonly Sample[], ms: number, f: (x: Sample) => unknown): number {
  let calls = 0;
  const t0 = cpuMs();
  let t = t0;
  while (t - t0 < ms) {
    for (const x of samples) f(x);
    calls += samples.length;
    t = cpuMs();
  }
  return Math.round((calls / (t - t0)) * 1000);
}

export function bench(ms = 3000) {
  const samples = record(40);
  // Warm up the JIT; a short run (a test's) warms and copies less, so its work does not outgrow its --ms.
  rate(samples, Math.min(1000, ms), (x) => applyAction(x.state, x.seat, x.action));
  const applyPerSec = rate(samples, ms, (x) => applyAction(x.state, x.seat, x.action));
  const legalActionsPerSec = rate(samples, ms, (x) => legalActions(x.state, x.seat));
  let games = 0;
  let turns = 0;
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms * 2) {
    const start = newGame({ players: 4, turnCap: 200 }, `playout-${games}`).state;
    turns += randomPlayout(start, seedState(`playout-${games}/players`)).state.turn.number;
    games++;
  }
  const playoutsPerSec = +((games / (cpuMs() - t0)) * 1000).toFixed(1);
  const mid = samples.reduce((best, x) => (x.state.players.reduce((n, p) => n + p.groups.length, 0) > best.state.players.reduce((n, p) => n + p.groups.length, 0) ? x : best));
  const N = Math.max(200, Math.round(20000 * Math.min(1, ms / 3000)));
  let t = cpuMs();
  for (let i = 0; i < N; i++) structuredClone(mid.state);
  const cloneMicros = +(((cpuMs() - t) / N) * 1000).toFixed(2);
  t = cpuMs();
  for (let i = 0; i < N; i++) cloneState(mid.state);
  const engineCopyMicros = +(((cpuMs() - t) / N) * 1000).toFixed(2);
  return {
    applyPerSec,
    legalActionsPerSec,
    playoutsPerSec,
    playoutMeanTurns: +(turns / games).toFixed(1),
    cloneMicros,
    engineCopyMicros,
    samples: samples.length,
    node: process.version,
  };
}

export function benchCommand(argv: readonly string[], out: (s: string) => void): number {
  const { flags, rest } = parseFlags(argv, { json: 'bool', ms: 'int' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const r = bench(flags.ms ?? 3000);
  if (flags.json) out(JSON.stringify(r, null, 2));
  else {
    out('Rates are per second of CPU time on one core (other load on the machine does not lower them).');
    out(`applyAction:        ${r.applyPerSec.toLocaleString('en')} actions/s (floor 300,000)`);
    out(`legalActions:       ${r.legalActionsPerSec.toLocaleString('en')} calls/s`);
    out(`random playouts:    ${r.playoutsPerSec} games/s, 4 players, to a goal or 200 turns (floor 50); mean ${r.playoutMeanTurns} turns`);
    out(`structuredClone:    ${r.cloneMicros} µs for a mid-game state (engine copy: ${r.engineCopyMicros} µs)`);
  }
  return 0;
}
