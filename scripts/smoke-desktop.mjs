#!/usr/bin/env node
// `npm run smoke:desktop` (issue 21): the built desktop app, really launched through Electron by
// playwright-core, in a fresh data folder:
//   1. the game window's webPreferences (context isolation, sandbox, no Node integration) and its
//      Content-Security-Policy (no eval, no remote scripts, no Node globals in the page);
//   2. a game against bots started through the UI, then saved under a name;
//   3. the app quit, relaunched on the same data folder, and the game continued from the menu at
//      the same point.
// Needs the Electron binary (npm install without ELECTRON_SKIP_BINARY_DOWNLOAD) and a display
// (xvfb-run on a Linux server, as .github/workflows/ci.yml does). Where the binary is missing it
// says so in one line and exits with status 1. It is not part of `npm test`.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/** The Electron executable (electron's own lookup, ELECTRON_OVERRIDE_DIST_PATH included), or why there is none. */
function electronBinary() {
  try {
    const path = require('electron');
    if (typeof path === 'string' && existsSync(path)) return { path };
    return { error: `the Electron binary is not at ${path}` };
  } catch (e) {
    return { error: `the Electron binary is not installed (${String(e.message).split('\n')[0]})` };
  }
}

const tid = (id) => `[data-testid="${id}"]`;
const step = (text) => console.log(`smoke:desktop: ${text}`);

function check(condition, what) {
  if (!condition) throw new Error(what);
}

async function launch(electron, executablePath, dataDir) {
  const env = { ...process.env, ILLUMINATI_USER_DATA: dataDir };
  // Never the dev server: the built page, as installed.
  delete env.ELECTRON_RENDERER_URL;
  // CI runners without user namespaces cannot start Chromium's sandbox for the browser process;
  // the page's own sandbox (webPreferences.sandbox) is checked below either way.
  const args = [root, ...(process.platform === 'linux' && process.env.CI ? ['--no-sandbox'] : [])];
  const app = await electron.launch({ executablePath, args, env, timeout: 60_000 });
  const page = await app.firstWindow({ timeout: 60_000 });
  await page.locator(tid('main-menu')).waitFor({ timeout: 60_000 });
  return { app, page };
}

async function main() {
  const binary = electronBinary();
  if (binary.error) {
    console.error(`smoke:desktop: cannot run: ${binary.error}; install it with npm install (without ELECTRON_SKIP_BINARY_DOWNLOAD).`);
    return 1;
  }
  const started = Date.now();
  const { buildApp } = await import('./web.mjs');
  const why = buildApp();
  if (why) {
    console.error(`smoke:desktop: the app could not be built: ${why}.`);
    return 1;
  }
  const { _electron: electron } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'illuminati-smoke-'));
  let app = null;
  try {
    // 1. Security of the window.
    ({ app } = await launch(electron, binary.path, dataDir));
    let page = await app.firstWindow();
    const prefs = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].webContents.getLastWebPreferences());
    check(prefs.contextIsolation === true, `contextIsolation is ${prefs.contextIsolation}`);
    check(prefs.sandbox === true, `sandbox is ${prefs.sandbox}`);
    check(prefs.nodeIntegration === false, `nodeIntegration is ${prefs.nodeIntegration}`);
    step('webPreferences: contextIsolation, sandbox, no nodeIntegration');
    const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');
    const expected = /export const CONTENT_SECURITY_POLICY = \[([\s\S]*?)\]\.join/.exec(readFileSync(join(root, 'src/server/http/csp-policy.ts'), 'utf8'))[1]
      .split('\n')
      .map((l) => l.trim().replace(/^"|",?$/g, ''))
      .filter(Boolean)
      .join('; ');
    check(csp === expected, `the page's CSP is "${csp}", not "${expected}"`);
    const page_ = await page.evaluate(() => {
      let evalAllowed = true;
      try {
        // eslint-disable-next-line no-eval
        (0, eval)('1');
      } catch {
        evalAllowed = false;
      }
      return { evalAllowed, require: typeof globalThis.require, process: typeof globalThis.process, bridge: typeof globalThis.illuminati };
    });
    check(!page_.evalAllowed, 'eval runs in the page');
    check(page_.require === 'undefined' && page_.process === 'undefined', 'Node globals reach the page');
    check(page_.bridge === 'object', 'the preload bridge is missing');
    step('Content-Security-Policy enforced (no eval), no Node in the page, bridge present');

    // 2. A game against bots through the UI, saved under a name.
    await page.locator(tid('menu-new-game')).click();
    await page.locator(tid('setup-screen')).waitFor();
    const rows = page.locator('[data-testid^="setup-seat-"][data-testid$="-name"]');
    while ((await rows.count()) > 3) await page.locator(tid(`setup-seat-${(await rows.count()) - 1}-remove`)).click();
    while ((await rows.count()) < 3) await page.locator(tid('setup-add-seat')).click();
    const seats = [['Ada', 'human'], ['Boris', 'bot'], ['Chloe', 'bot']];
    for (const [i, [name, kind]] of seats.entries()) {
      await page.locator(tid(`setup-seat-${i}-name`)).fill(name);
      await page.locator(tid(`setup-seat-${i}-kind`)).selectOption(kind);
      if (kind === 'bot') await page.locator(tid(`setup-seat-${i}-level`)).selectOption('easy');
    }
    await page.locator(tid('setup-start')).click();
    await page.locator(tid('table-screen')).waitFor({ timeout: 60_000 });
    await page.locator(tid('table-save')).click();
    await page.locator(tid('save-name')).fill('Smoke test');
    await page.locator(tid('save-confirm')).click();
    await page.locator(tid('notice')).filter({ hasText: 'Smoke test' }).waitFor();
    check(existsSync(join(dataDir, 'saves', 'Smoke test.json')), 'the save file was not written');
    const players = ['Ada', 'Boris', 'Chloe'];
    step('a game against two bots started from the UI and saved as "Smoke test"');

    // 3. Quit, relaunch, continue.
    await app.close();
    app = null;
    ({ app } = await launch(electron, binary.path, dataDir));
    page = await app.firstWindow();
    await page.locator(tid('menu-continue')).click();
    await page.locator(tid('table-screen')).waitFor({ timeout: 60_000 });
    const board = await page.locator(tid('table-screen')).innerText();
    for (const name of players) check(board.includes(name), `the continued game does not show ${name}`);
    step('quit, relaunched and continued the game');
    await app.close();
    app = null;
    step(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
    return 0;
  } catch (e) {
    console.error(`smoke:desktop: FAILED: ${e.message}`);
    return 1;
  } finally {
    await app?.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
