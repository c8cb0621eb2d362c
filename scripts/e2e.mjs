#!/usr/bin/env node
// `npm run e2e`: the end-to-end stage alone: the real renderer in a Chromium-based browser
// (scripts/find-browser.mjs: CHROMIUM_PATH, Debian's Chromium, or an installed Chrome or Edge)
// against the real web server (tests/e2e). Ends with one "e2e: N passed, N failed" line; `npm
// test` runs it after the other tiers through runE2e().
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_ENV, describeBrowser, findBrowser } from './find-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the e2e vitest stage; returns its counts (a stage that cannot run counts as one failure). */
export async function runE2e(extra = []) {
  const browser = await findBrowser();
  if (browser.error) {
    console.log(`e2e: ${browser.error}`);
    return { passed: 0, failed: 1 };
  }
  console.log(`e2e: driving ${describeBrowser(browser)}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // One report file per run: other runs on the same checkout must not overwrite it.
  const report = join(root, '.tmp', `e2e-report-${process.pid}.json`);
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const args = ['run', '--config', 'tests/e2e/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra];
  const env = { ...process.env, [BROWSER_ENV]: JSON.stringify(browser) };
  const status = spawnSync(vitest, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
  try {
    const j = JSON.parse(readFileSync(report, 'utf8'));
    const failed = j.numFailedTests + (status !== 0 && j.numFailedTests === 0 ? 1 : 0);
    return { passed: j.numPassedTests, failed };
  } catch {
    return { passed: 0, failed: 1 };
  } finally {
    rmSync(report, { force: true });
  }
}

const invoked = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invoked) {
  const { passed, failed } = await runE2e(process.argv.slice(2));
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
