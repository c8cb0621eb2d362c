// Once per e2e run: build the renderer and bundle the bot worker (support/build.ts) into a folder
// of this run; the tests get the paths through inject().
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildRenderer, bundleBotWorker, ROOT } from './build';

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
  const rendererDir = buildRenderer(runDir);
  const botWorker = await bundleBotWorker(runDir);
  console.log(`e2e: renderer built and bot worker bundled in ${((Date.now() - started) / 1000).toFixed(1)} s (${runDir})`);
  project.provide('e2eRendererDir', rendererDir);
  project.provide('e2eBotWorker', botWorker);
  project.provide('e2eRunDir', runDir);
  return () => {
    if (!process.env.E2E_KEEP) rmSync(runDir, { recursive: true, force: true });
  };
}
