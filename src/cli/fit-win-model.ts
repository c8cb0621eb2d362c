// `cli fit-win-model`: fits the win model that judges the ends of Hard's rollouts
// (src/shared/ai/win-model.ts) on games between Medium bots. The games run in parallel in worker
// threads (win-data-worker.ts); every fifth game is held out to report how well the model
// predicts the winner (against the uniform guess), then the model is fitted on all games and the
// weights file is printed or written (--out). The result is the same for any number of threads.
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FEATURES } from '../shared/ai/win-model';
import { intIn, parseFlags, UsageError } from './args';
import type { WinDataJob, WinDataResult } from './win-data-worker';
import { fitWinModel, logLoss, topOneAccuracy, type WinSample } from './win-fit';

export interface FitOptions {
  games: number;
  seed: string;
  players: number;
  threads: number;
  lambda: number;
  /** Where the worker bundle lies (default: next to the CLI bundle). */
  workerDir?: URL;
  onProgress?: (done: number, total: number) => void;
}

export interface FitReport {
  games: number;
  players: number;
  positions: number;
  heldOut: { positions: number; logLoss: number; uniformLogLoss: number; topOne: number };
  weights: number[];
}

/** Every game's positions, in game order, played by `threads` workers. */
async function collect(o: FitOptions): Promise<WinSample[][]> {
  const file = new URL('win-data-worker.mjs', o.workerDir ?? new URL('./', import.meta.url));
  if (!existsSync(fileURLToPath(file))) throw new Error(`${fileURLToPath(file)} is missing: fit-win-model runs from the CLI bundle (npm run cli -- fit-win-model …).`);
  const out: WinSample[][] = new Array(o.games);
  let next = 0;
  let done = 0;
  let failure: string | null = null;
  const lane = () =>
    new Promise<void>((resolve) => {
      const w = new Worker(file);
      const take = () => {
        if (next >= o.games || failure) {
          w.postMessage({ type: 'close' } satisfies WinDataJob);
          return;
        }
        w.postMessage({ type: 'play', seed: o.seed, index: next++, players: o.players } satisfies WinDataJob);
      };
      w.on('message', (m: WinDataResult) => {
        if (m.type === 'done') out[m.index] = m.samples;
        else failure ??= `game ${m.index}: ${m.message}`;
        o.onProgress?.(++done, o.games);
        take();
      });
      w.on('error', (e) => (failure ??= e.message));
      w.on('exit', () => resolve());
      take();
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.threads, o.games)) }, lane));
  if (failure) throw new Error(`fit-win-model failed: ${failure}`);
  return out;
}

export async function runFit(o: FitOptions): Promise<FitReport> {
  const games = await collect(o);
  const dims = FEATURES.length;
  const train = games.flatMap((g, i) => (i % 5 === 0 ? [] : g));
  const test = games.flatMap((g, i) => (i % 5 === 0 ? g : []));
  const held = fitWinModel(train, dims, o.lambda);
  const uniform = test.length ? test.reduce((t, s) => t + Math.log(s.x.length), 0) / test.length : 0;
  const all = games.flat();
  return {
    games: o.games,
    players: o.players,
    positions: all.length,
    heldOut: { positions: test.length, logLoss: logLoss(test, held), uniformLogLoss: uniform, topOne: topOneAccuracy(test, held) },
    weights: fitWinModel(all, dims, o.lambda),
  };
}

/** The weights file of one player count (src/shared/ai/win-weights-<N>p.ts) for a report. */
export function weightsFile(r: FitReport, command: string): string {
  const h = r.heldOut;
  return [
    '// Weights of the fitted win model (win-model.ts FEATURES, in order). Generated, do not edit:',
    `//   ${command}`,
    `// ${r.games} ${r.players}-player games between Medium bots, ${r.positions} positions. On the ${h.positions} positions of the`,
    `// held-out games (every fifth) the model's log loss is ${h.logLoss.toFixed(3)} against ${h.uniformLogLoss.toFixed(3)} for the uniform`,
    `// guess, and its favourite won ${(h.topOne * 100).toFixed(1)}% of the time.`,
    'export const WIN_WEIGHTS: readonly number[] = [',
    ...r.weights.map((v, i) => `  ${v.toFixed(6)}, // ${FEATURES[i]}`),
    '];',
    '',
  ].join('\n');
}

export async function fitWinModelCommand(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const { flags, rest } = parseFlags(argv, { games: 'int', seed: 'string', players: 'int', threads: 'int', out: 'string' });
  if (rest.length) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  const games = intIn('games', flags.games, 2400, 5, 1_000_000);
  const players = intIn('players', flags.players, 4, 2, 8);
  const threads = intIn('threads', flags.threads, availableParallelism(), 1, 256);
  const seed = flags.seed ?? 'wm1';
  if (seed === '') throw new UsageError('--seed must not be empty.');
  if (flags.out === '') throw new UsageError('--out must name a file.');
  const t0 = performance.now();
  const r = await runFit({ games, seed, players, threads, lambda: 1 });
  const command = `npm run cli -- fit-win-model --players ${players} --games ${games} --seed ${seed} --out src/shared/ai/win-weights-${players}p.ts`;
  const text = weightsFile(r, command);
  if (flags.out) {
    writeFileSync(flags.out, text);
    const h = r.heldOut;
    out(`${r.games} games, ${r.positions} positions in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${threads} thread${threads === 1 ? '' : 's'}`);
    out(`held out: log loss ${h.logLoss.toFixed(3)} (uniform ${h.uniformLogLoss.toFixed(3)}), favourite won ${(h.topOne * 100).toFixed(1)}%`);
    out(`wrote ${flags.out}`);
  } else out(text);
  return 0;
}
