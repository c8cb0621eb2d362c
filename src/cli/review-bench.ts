// `cli review-bench`: how long the game review (issue 36) takes: a finished game's first N actions
// (default: the first 400 of the committed 4-player golden game) reviewed as a game with one human
// seat (seat 0, as a game against bots), at the review's own budget and samples. The review is
// deterministic (seeded, counting clock), so only the time varies with the machine and its load:
// the figures are measured, never asserted in tests.
import { readFileSync } from 'node:fs';
import { REVIEW_BUDGET, REVIEW_SAMPLES, reviewAll, reviewWork } from '../shared/ai/review/review';
import { validateSave, type SavedGame } from '../shared/engine';
import { intIn, parseFlags, UsageError } from './args';

export const DEFAULT_REVIEW_GAME = 'tests/golden/game-golden-4-0.json';

export function reviewBenchCommand(argv: readonly string[], out: (s: string) => void): number {
  const { flags: f } = parseFlags(argv, { file: 'string', actions: 'int', seats: 'string', budget: 'int', samples: 'int', json: 'bool' });
  const file = f.file ?? DEFAULT_REVIEW_GAME;
  let game: SavedGame;
  try {
    game = JSON.parse(readFileSync(file, 'utf8')) as SavedGame;
  } catch (e) {
    throw new UsageError(`Cannot read the game ${file}: ${(e as Error).message}`);
  }
  const bad = validateSave(game);
  if (bad) throw new UsageError(`${file}: ${bad}`);
  const actions = intIn('actions', f.actions, 400, 1, 1_000_000);
  const budget = intIn('budget', f.budget, REVIEW_BUDGET, 1, 1_000_000);
  const samples = intIn('samples', f.samples, REVIEW_SAMPLES, 1, 100);
  const seats = (f.seats ?? '0').split(',').map((x) => {
    const seat = Number(x);
    if (!Number.isInteger(seat)) throw new UsageError(`--seats takes seat numbers separated by commas, not "${x}".`);
    return intIn('seats', seat, 0, 0, game.config.players - 1);
  });
  const cut = { config: game.config, seed: game.seed, actions: game.actions.slice(0, actions) };
  const t0 = performance.now();
  const chart = reviewAll(cut, { seats: [] });
  const chartMs = performance.now() - t0;
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  const r = reviewAll(cut, { seats, budget, samples });
  const ms = performance.now() - t1;
  const cpu = process.cpuUsage(cpu0);
  // CPU time as well as the wall clock: on a machine shared with other work the two differ a lot.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const played = r.decisions.filter((d) => d.mine !== null).length;
  const result = { file, actions: cut.actions.length, players: game.config.players, seats, budget, samples, points: chart.points.length, chartMs: Math.round(chartMs), decisions: r.decisions.length, playedOut: played, reviewMs: Math.round(ms), reviewCpuMs: Math.round(cpuMs), msPerDecision: Math.round(ms / Math.max(1, r.decisions.length)) };
  if (f.json) out(JSON.stringify(result));
  else
    out(
      [
        `Review of ${result.actions} actions of ${file} (${result.players} players), seats ${seats.join(',')} rated, budget ${budget} (${reviewWork(budget).nodes} search nodes, ${reviewWork(budget).playouts} play-outs per decision), ${samples} samples:`,
        `  chart (${result.points} points): ${result.chartMs} ms`,
        `  whole review: ${(ms / 1000).toFixed(1)} s (${(cpuMs / 1000).toFixed(1)} s of CPU) for ${result.decisions} decisions (${played} played out against the bot's choice), ${result.msPerDecision} ms per decision`,
      ].join('\n'),
    );
  return 0;
}
