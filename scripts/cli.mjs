#!/usr/bin/env node
// `npm run cli -- …` and `npm run bench`: bundle src/cli with esbuild (a fraction of a second) and
// run it in plain Node, so that benchmarks measure the engine as the app ships it, not a
// TypeScript loader's per-module overhead. package.json starts Node with a 32 MB young
// generation (--max-semi-space-size): the engine copies small states on every action and V8's
// default nursery makes the garbage collector take a third of the time; the bot host's workers
// get a 32 MB young generation too (resourceLimits). It also turns off V8's allocation-site
// pretenuring: once a program keeps many engine states alive (a search tree, the bench's recorded
// positions), V8 starts allocating every new state directly in the old generation, and the
// short-lived copies of later actions then cost full collections (measured: 190,000 vs 337,000
// applied actions/s on the same positions). V8 flags are per process, so worker threads inherit it.
//
// The worker threads' entries are bundled next to cli.mjs, where the code that starts them looks
// for them (new URL('./bot-worker.mjs', import.meta.url)): bot-worker.mjs runs one seat's bot,
// game-worker.mjs plays whole bot games for the tournament, win-data-worker.mjs plays the Medium
// games that fit-win-model learns from.
import { build } from 'esbuild';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundle the CLI and its worker entries into `outdir`; returns the path of cli.mjs. */
/** The esbuild options for every Node bundle of the project (CLI, workers, test workers). */
export const NODE_BUNDLE = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // Keep Node's own and installed packages external; only the project's code is bundled.
  packages: 'external',
};

export async function buildCli(outdir = join(root, '.tmp')) {
  await build({
    ...NODE_BUNDLE,
    entryPoints: {
      cli: join(root, 'src/cli/main.ts'),
      'bot-worker': join(root, 'src/server/bots/worker.ts'),
      'game-worker': join(root, 'src/server/bots/game-worker.ts'),
      'win-data-worker': join(root, 'src/cli/win-data-worker.ts'),
    },
    outdir,
  });
  return join(outdir, 'cli.mjs');
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  const { main } = await import(pathToFileURL(await buildCli()).href);
  process.exitCode = await main(process.argv.slice(2));
}
