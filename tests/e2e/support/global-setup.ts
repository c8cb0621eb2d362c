// Once per e2e run: build the renderer as the app ships it (electron-vite, into a folder of this
// run, so that concurrent runs and `npm start` never share files) and bundle the bot worker that
// the web server's bot host starts in worker threads. The tests get both paths through inject().
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = join(import.meta.dirname, '..', '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built renderer (index.html and assets). */
    e2eRendererDir: string;
    /** The bundled bot worker (bot-worker.mjs). */
    e2eBotWorker: string;
    /** A folder of this run for data folders and artefacts. */
    e2eRunDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const runDir = mkdtempSync(join(ROOT, '.tmp', 'e2e-'));
  const started = Date.now();
  const outDir = buildRenderer(runDir);
  const botWorker = await bundleBotWorker(runDir);
  console.log(`e2e: renderer built and bot worker bundled in ${((Date.now() - started) / 1000).toFixed(1)} s (${runDir})`);
  project.provide('e2eRendererDir', join(outDir, 'renderer'));
  project.provide('e2eBotWorker', botWorker);
  project.provide('e2eRunDir', runDir);
  return () => {
    if (!process.env.E2E_KEEP) rmSync(runDir, { recursive: true, force: true });
  };
}

/** `electron-vite build --outDir <run>/out`: the same build as `npm start` and `npm run web`. */
export function buildRenderer(runDir: string): string {
  const require = createRequire(join(ROOT, 'package.json'));
  // electron-vite's package "exports" hide its bin file, so find it through its package.json.
  const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const outDir = join(runDir, 'out');
  const r = spawnSync(process.execPath, [cli, 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0 || !existsSync(join(outDir, 'renderer', 'index.html'))) {
    throw new Error(`The renderer could not be built (electron-vite build exited with ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return outDir;
}

/** The bot worker bundled with the project's one set of esbuild options (scripts/cli.mjs). */
export async function bundleBotWorker(runDir: string): Promise<string> {
  const { buildCli } = (await import(join(ROOT, 'scripts', 'cli.mjs'))) as { buildCli: (outdir: string) => Promise<string> };
  const dir = join(runDir, 'node');
  await buildCli(dir);
  return join(dir, 'bot-worker.mjs');
}
