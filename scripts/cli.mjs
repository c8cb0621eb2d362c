#!/usr/bin/env node
// `npm run cli -- …` and `npm run bench`: bundle src/cli with esbuild (a fraction of a second) and
// run it in plain Node, so that benchmarks measure the engine as the app ships it, not a
// TypeScript loader's per-module overhead. package.json starts Node with a 32 MB young
// generation (--max-semi-space-size): the engine copies small states on every action and V8's
// default nursery makes the garbage collector take a third of the time; the game host's workers
// get the same setting.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = join(root, '.tmp', 'cli.mjs');
await build({
  entryPoints: [join(root, 'src/cli/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'warning',
  // Keep Node's own and installed packages external; only the project's code is bundled.
  packages: 'external',
});
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
