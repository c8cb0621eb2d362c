// Worker threads cannot run TypeScript: the bot-host tests bundle the worker entries with esbuild
// (as scripts/cli.mjs does for the CLI) into a fresh folder under .tmp, removed afterwards.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export async function buildWorkers(): Promise<{ bot: URL; faulty: URL; dispose(): void }> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const outdir = mkdtempSync(join(ROOT, '.tmp', 'test-bots-'));
  await build({
    entryPoints: { 'bot-worker': join(ROOT, 'src/main/bots/worker.ts'), 'faulty-worker': join(ROOT, 'tests/main/bots/faulty-worker.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    packages: 'external',
  });
  return {
    bot: pathToFileURL(join(outdir, 'bot-worker.mjs')),
    faulty: pathToFileURL(join(outdir, 'faulty-worker.mjs')),
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
