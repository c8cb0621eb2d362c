#!/usr/bin/env node
// `npm run smoke:desktop` (issue 21): the built desktop app, really launched through Electron by
// playwright-core, in a fresh data folder:
//   1. the game window's webPreferences (context isolation, sandbox, no Node integration) and its
//      Content-Security-Policy (no eval, no remote scripts, no Node globals in the page);
//   2. a game of three bots (Medium, in their worker threads) started through the UI and played
//      to at least 50 actions, then saved under a name; a bot fault (a decision a fallback had to
//      play, logged by the main process) fails the test;
//   3. the app quit, relaunched on the same data folder, and the game continued from the menu at
//      the same point.
// `npm run smoke:desktop -- --packaged EXE` (issue 37) runs the same on an app packaged by
// electron-builder (`npx electron-builder --dir` makes release/linux-unpacked/illuminati-desktop),
// whose bots load their worker from app.asar.unpacked; the data folder is then a fresh
// XDG_CONFIG_HOME (a packaged app takes no folder override).
// Needs the Electron binary (npm install without ELECTRON_SKIP_BINARY_DOWNLOAD) and a display
// (xvfb-run on a Linux server, as .github/workflows/ci.yml does). Where the binary is missing it
// says so in one line and exits with status 1. It is not part of `npm test`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** The "Bot fault" lines of the main process's log (src/main/index.ts logs every one). */
function botFaults(appData) {
  const dir = join(appData, 'logs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter((l) => l.includes('Bot fault')));
}

const tid = (id) => `[data-testid="${id}"]`;
const step = (text) => console.log(`smoke:desktop: ${text}`);

function check(condition, what) {
  if (!condition) throw new Error(what);
}

/** The packaged executable given with --packaged, or null to run Electron on out/. */
function packagedExecutable(argv) {
  const i = argv.indexOf('--packaged');
  if (i < 0) return null;
  const exe = argv[i + 1];
  if (!exe || !existsSync(exe)) throw new Error(`--packaged needs the packaged app's executable (${exe ?? 'none given'} does not exist)`);
  return exe;
}

/** Where the app keeps its data: the override folder, or <XDG_CONFIG_HOME>/illuminati-desktop when packaged. */
const appDataDir = (dataDir, packaged) => (packaged ? join(dataDir, 'illuminati-desktop') : dataDir);

async function launch(electron, executablePath, dataDir, packaged) {
  const env = packaged ? { ...process.env, XDG_CONFIG_HOME: dataDir } : { ...process.env, ILLUMINATI_USER_DATA: dataDir };
  // Never the dev server: the built page, as installed.
  delete env.ELECTRON_RENDERER_URL;
  // CI runners without user namespaces cannot start Chromium's sandbox for the browser process;
  // the page's own sandbox (webPreferences.sandbox) is checked below either way.
  const args = [...(packaged ? [] : [root]), ...(process.platform === 'linux' && process.env.CI ? ['--no-sandbox'] : [])];
  const app = await electron.launch({ executablePath, args, env, timeout: 60_000 });
  const page = await app.firstWindow({ timeout: 60_000 });
  await page.locator(tid('main-menu')).waitFor({ timeout: 60_000 });
  return { app, page };
}

async function main() {
  let packaged;
  try {
    packaged = packagedExecutable(process.argv.slice(2));
  } catch (e) {
    console.error(`smoke:desktop: ${e.message}`);
    return 2;
  }
  const binary = packaged ? { path: packaged } : electronBinary();
  if (binary.error) {
    console.error(`smoke:desktop: cannot run: ${binary.error}; install it with npm install (without ELECTRON_SKIP_BINARY_DOWNLOAD).`);
    return 1;
  }
  const started = Date.now();
  if (!packaged) {
    const { buildApp } = await import('./web.mjs');
    const why = buildApp();
    if (why) {
      console.error(`smoke:desktop: the app could not be built: ${why}.`);
      return 1;
    }
  }
  const { _electron: electron } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'illuminati-smoke-'));
  const appData = appDataDir(dataDir, packaged);
  let app = null;
  try {
    // 1. Security of the window.
    ({ app } = await launch(electron, binary.path, dataDir, packaged));
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

    // 2. A game of three Medium bots through the UI (fast speed), played to 50 actions, saved.
    await page.locator(tid('menu-settings')).click();
    await page.locator(tid('settings-bot-speed-fast')).check();
    await page.locator(tid('settings-back')).click();
    await page.locator(tid('menu-new-game')).click();
    await page.locator(tid('setup-screen')).waitFor();
    const rows = page.locator('[data-testid^="setup-seat-"][data-testid$="-name"]');
    while ((await rows.count()) > 3) await page.locator(tid(`setup-seat-${(await rows.count()) - 1}-remove`)).click();
    while ((await rows.count()) < 3) await page.locator(tid('setup-add-seat')).click();
    const players = ['Ada', 'Boris', 'Chloe'];
    for (const [i, name] of players.entries()) {
      await page.locator(tid(`setup-seat-${i}-name`)).fill(name);
      await page.locator(tid(`setup-seat-${i}-kind`)).selectOption('bot');
      await page.locator(tid(`setup-seat-${i}-level`)).selectOption('medium');
    }
    await page.locator(tid('setup-start')).click();
    await page.locator(tid('table-screen')).waitFor({ timeout: 60_000 });
    let actions = 0;
    let saveName = '';
    for (let round = 1; actions < 50; round++) {
      check(round <= 40, `the bots played only ${actions} actions in two minutes`);
      await page.waitForTimeout(3000);
      saveName = `Smoke test ${round}`;
      await page.locator(tid('table-save')).click();
      await page.locator(tid('save-name')).fill(saveName);
      await page.locator(tid('save-confirm')).click();
      await page.locator(tid('notice')).filter({ hasText: saveName }).first().waitFor();
      const file = join(appData, 'saves', `${saveName}.json`);
      check(existsSync(file), `the save file ${file} was not written`);
      actions = JSON.parse(readFileSync(file, 'utf8')).game.actions.length;
    }
    const faults = botFaults(appData);
    check(faults.length === 0, `a fallback played for a bot: ${faults[0]}`);
    step(`three Medium bots played ${actions} actions in their worker threads, no bot fault; saved as "${saveName}"`);

    // 3. Quit, relaunch, continue.
    await app.close();
    app = null;
    ({ app } = await launch(electron, binary.path, dataDir, packaged));
    page = await app.firstWindow();
    await page.locator(tid('menu-continue')).click();
    await page.locator(tid('table-screen')).waitFor({ timeout: 60_000 });
    const board = await page.locator(tid('table-screen')).innerText();
    for (const name of players) check(board.includes(name), `the continued game does not show ${name}`);
    step('quit, relaunched and continued the game');
    await app.close();
    app = null;
    const late = botFaults(appData);
    check(late.length === 0, `a fallback played for a bot after the relaunch: ${late[0]}`);
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
