#!/usr/bin/env node
// `npm run bench:ui [-- --json]`: figures of the real UI in headless Chromium (tests/e2e/tools/
// ui-bench.ts): time to an interactive menu, frame times while panning and zooming a crowded
// table, the renderer's heap after a 200-action game. Printed, never asserted. Drives the browser
// scripts/find-browser.mjs finds (Debian's Chromium in CI). runTool() also serves scripts/screenshot.mjs.
import { build } from 'esbuild';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NODE_BUNDLE } from './cli.mjs';
import { BROWSER_ENV, findBrowser } from './find-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles tests/e2e/tools/<name>.ts (with the project's one set of esbuild options) and runs its main(args). */
export async function runTool(name, args) {
  const browser = await findBrowser();
  if (browser.error) {
    console.error(browser.error);
    return 1;
  }
  process.env[BROWSER_ENV] = JSON.stringify(browser);
  const outdir = join(root, '.tmp', 'tools');
  await build({ ...NODE_BUNDLE, entryPoints: { [name]: join(root, 'tests', 'e2e', 'tools', `${name}.ts`) }, outdir });
  const { main } = await import(pathToFileURL(join(outdir, `${name}.mjs`)).href);
  return main(args);
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) process.exitCode = await runTool('ui-bench', process.argv.slice(2));
