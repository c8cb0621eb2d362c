// The two builds every e2e run, benchmark and screenshot needs: the renderer as the app ships it
// (electron-vite, into a folder of the run, so that concurrent runs and `npm start` never share
// files) and the bot worker that the web server's bot host starts in worker threads.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The project folder: the nearest package.json above this file (it also runs bundled, from .tmp/). */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const ROOT = findRoot(import.meta.dirname);

/** `electron-vite build --outDir <runDir>/out`; returns the renderer folder (index.html and assets). */
export function buildRenderer(runDir: string): string {
  const require = createRequire(join(ROOT, 'package.json'));
  // electron-vite's package "exports" hide its bin file, so find it through its package.json.
  const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const outDir = join(runDir, 'out');
  const r = spawnSync(process.execPath, [cli, 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0 || !existsSync(join(outDir, 'renderer', 'index.html'))) {
    throw new Error(`The renderer could not be built (electron-vite build exited with ${r.status}):\n${r.stdout}\n${r.stderr}`);
  }
  return join(outDir, 'renderer');
}

/** The bot worker bundled with the project's one set of esbuild options (scripts/cli.mjs); returns bot-worker.mjs. */
export async function bundleBotWorker(runDir: string): Promise<string> {
  const { buildCli } = (await import(join(ROOT, 'scripts', 'cli.mjs'))) as { buildCli: (outdir: string) => Promise<string> };
  const dir = join(runDir, 'node');
  await buildCli(dir);
  return join(dir, 'bot-worker.mjs');
}
