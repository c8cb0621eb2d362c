// Worker threads cannot run TypeScript: the bot-host tests bundle the worker entries with esbuild
// (as scripts/cli.mjs does for the CLI) into a fresh folder under .tmp, removed afterwards.
import { build, type BuildOptions } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export async function buildWorkers(): Promise<{ bot: URL; faulty: URL; dispose(): void }> {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const outdir = mkdtempSync(join(ROOT, '.tmp', 'test-bots-'));
  // The same esbuild options as the CLI's own bundle (scripts/cli.mjs).
  const { NODE_BUNDLE } = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'scripts/cli.mjs')).href)) as { NODE_BUNDLE: BuildOptions };
  await build({
    ...NODE_BUNDLE,
    entryPoints: { 'bot-worker': join(ROOT, 'src/server/bots/worker.ts'), 'faulty-worker': join(ROOT, 'tests/server/bots/faulty-worker.ts') },
    outdir,
  });
  return {
    bot: pathToFileURL(join(outdir, 'bot-worker.mjs')),
    faulty: pathToFileURL(join(outdir, 'faulty-worker.mjs')),
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
