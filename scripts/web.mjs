#!/usr/bin/env node
// `npm run web [-- --port N] [--data DIR] [--host ADDR]`: the game in a browser, without Electron.
// Bundles the web server (src/cli/web.ts) and the bot worker with esbuild into .tmp/web (the bot
// host looks for bot-worker.mjs next to the bundle), checks the flags, builds the renderer into
// out/renderer with electron-vite (which needs no Electron binary), then starts the server.
// `npm start` uses runWeb when the Electron binary is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE } from './cli.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/** Where electron-vite writes the renderer (electron.vite.config.ts). */
export const RENDERER_DIR = join(root, 'out', 'renderer');

/** Builds the app (main, preload, renderer) with electron-vite; the browser needs the renderer. Null, or why it failed. */
export function buildApp() {
  // electron-vite's package "exports" hide its bin file, so find it through its package.json.
  const cli = join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.error) return `electron-vite could not run: ${result.error.message}`;
  if (result.status !== 0) return `electron-vite build failed (exit status ${result.status}; its messages are above)`;
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) return 'the build wrote no out/renderer/index.html';
  return null;
}

/** Bundles the web server and the bot worker; returns the path of web.mjs. */
export async function bundleWebServer(outdir = join(root, '.tmp', 'web')) {
  await build({
    ...NODE_BUNDLE,
    entryPoints: { web: join(root, 'src/cli/web.ts'), 'bot-worker': join(root, 'src/server/bots/worker.ts') },
    outdir,
  });
  return join(outdir, 'web.mjs');
}

/** Builds what is needed and runs the server until Ctrl+C; resolves to the exit status. */
export async function runWeb(argv, { buildFirst = true } = {}) {
  let web;
  try {
    web = await import(pathToFileURL(await bundleWebServer()).href);
  } catch (e) {
    console.error(`The game server could not be built: ${e.message}`);
    return 1;
  }
  const bad = web.webFlagsError(argv);
  if (bad) {
    console.error(bad);
    return 2;
  }
  if (buildFirst) {
    const why = buildApp();
    if (why) {
      console.error(`The game could not be built: ${why}. Fix that and run npm run web again.`);
      return 1;
    }
  }
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return web.webCommand(argv, { staticDir: RENDERER_DIR, version });
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) process.exitCode = await runWeb(process.argv.slice(2));
