#!/usr/bin/env node
// `node scripts/bench-compare.mjs [--base COMMIT] [--rounds N] [--ms M]`: the engine bench
// (`npm run bench`) of a base commit against the working tree, measured alternately in one run on
// the same machine (issue 22: "at least 2.0 times those of commit 98ff290"). The base is checked
// out into a temporary git worktree (sharing this checkout's node_modules) and both CLIs are
// bundled once; then each round runs base and current one after the other, each in a fresh Node
// with the flags of `npm run bench`, and the ratios are printed per round and as the median.
// Rates are per CPU second (src/cli/bench.ts), so other load on the machine lowers them little.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const base = flag('base', '98ff290');
const rounds = Number(flag('rounds', '3'));
const ms = Number(flag('ms', '3000'));
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(ms) || ms < 100) {
  console.error('Usage: node scripts/bench-compare.mjs [--base COMMIT] [--rounds N >= 1] [--ms M >= 100]');
  process.exit(2);
}
const NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring']; // as `npm run bench` (package.json)
const KEYS = ['applyPerSec', 'playoutsPerSec', 'legalActionsPerSec'];

/** Bundle the CLI of the checkout at `dir` into `dir/.tmp/bench`; returns the bundle's path (.tmp/ is ignored by git). */
async function bundle(dir) {
  const { buildCli } = await import(pathToFileURL(join(dir, 'scripts', 'cli.mjs')).href);
  return buildCli(join(dir, '.tmp', 'bench'));
}

function runBench(cli) {
  const code = `const { main } = await import(${JSON.stringify(pathToFileURL(cli).href)}); process.exitCode = await main(['bench', '--json', '--ms', '${ms}']);`;
  const r = spawnSync(process.execPath, [...NODE_FLAGS, '--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench failed (${cli}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const tmp = mkdtempSync(join(tmpdir(), 'bench-base-'));
const baseDir = join(tmp, 'base');
try {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', baseDir, base], { stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(baseDir, 'node_modules'));
  const head = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
  const cliBase = await bundle(baseDir);
  const cliNow = await bundle(root);
  console.log(`base ${base} against working tree (HEAD ${head}${dirty ? ', with uncommitted changes' : ''}); ${rounds} rounds of ${ms} ms per rate, alternating`);
  const ratios = Object.fromEntries(KEYS.map((k) => [k, []]));
  for (let r = 1; r <= rounds; r++) {
    const b = runBench(cliBase);
    const n = runBench(cliNow);
    const row = KEYS.map((k) => {
      ratios[k].push(n[k] / b[k]);
      return `${k} ${b[k].toLocaleString('en')} -> ${n[k].toLocaleString('en')} (x${(n[k] / b[k]).toFixed(2)})`;
    });
    console.log(`round ${r}: ${row.join('; ')}`);
  }
  console.log(`median ratio: ${KEYS.map((k) => `${k} x${median(ratios[k]).toFixed(2)}`).join(', ')}`);
} finally {
  spawnSync('git', ['-C', root, 'worktree', 'remove', '--force', baseDir], { stdio: 'ignore' });
  rmSync(tmp, { recursive: true, force: true });
}
