// The CLI as `npm run cli` runs it, for the tests of commands that start worker threads (which
// exist only in the bundle): a fresh bundle in a temporary folder under .tmp for one describe
// block, and a runner that collects what a command prints.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { main } from '../../src/cli/main';

export type Main = typeof main;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Run a command of `m` and collect its exit status and output. */
export async function run(m: Main, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await m(argv, (s) => out.push(s), (s) => err.push(s));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Bundle the CLI before the block's tests (removed after them); returns its main and its folder. */
export function useBundledCli(prefix: string): { main: () => Main; dir: () => string } {
  let dir = '';
  let bundled: Main | null = null;
  beforeAll(async () => {
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    dir = mkdtempSync(join(ROOT, '.tmp', prefix));
    const cli = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'scripts/cli.mjs')).href)) as { buildCli(outdir: string): Promise<string> };
    bundled = ((await import(/* @vite-ignore */ pathToFileURL(await cli.buildCli(dir)).href)) as { main: Main }).main;
  });
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));
  return { main: () => bundled!, dir: () => dir };
}
