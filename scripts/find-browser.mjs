// Which browser the end-to-end tests, the UI benchmarks and the screenshots drive (issue 37: npm
// test on any developer's machine). playwright-core never downloads one, and neither does this:
//   1. CHROMIUM_PATH, when set (it must exist);
//   2. a Chromium or Chrome installed at the usual place of this platform (Debian's
//      /usr/bin/chromium first, as CI installs it);
//   3. an installed Chrome or Edge found by playwright-core's channels (chrome, msedge and their
//      beta/dev builds), each tried by launching it once, headless.
// With none, it says how to get one. The choice travels to the test processes as E2E_BROWSER.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHANNELS = ['chrome', 'msedge', 'chrome-beta', 'msedge-beta', 'chrome-dev', 'msedge-dev'];
export const BROWSER_ENV = 'E2E_BROWSER';

/** Executables where this platform keeps Chromium or Chrome (the channels cover the rest). */
export function knownPaths(platform = process.platform, env = process.env) {
  if (platform === 'linux') return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome', '/opt/google/chrome/chrome'];
  if (platform === 'darwin') return ['/Applications/Chromium.app/Contents/MacOS/Chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((r) => [join(r, 'Chromium', 'Application', 'chrome.exe'), join(r, 'Google', 'Chrome', 'Application', 'chrome.exe')]);
  }
  return [];
}

export const HOW_TO_GET_ONE =
  'No browser for the end-to-end tests was found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium; ' +
  'or Google Chrome or Microsoft Edge from their sites), or set CHROMIUM_PATH to a Chromium-based browser. ' +
  'The tests never download a browser.';

/**
 * The browser to drive, as playwright-core's launch options ({ executablePath } or { channel }),
 * or { error }. `tryChannel(channel)` says whether that channel launches (default: launch it).
 */
export async function findBrowser({ env = process.env, platform = process.platform, exists = existsSync, tryChannel = launchesChannel } = {}) {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH) ? { executablePath: env.CHROMIUM_PATH } : { error: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, where there is no browser.` };
  }
  const path = knownPaths(platform, env).find((p) => exists(p));
  if (path) return { executablePath: path };
  for (const channel of CHANNELS) if (await tryChannel(channel)) return { channel };
  return { error: HOW_TO_GET_ONE };
}

async function launchesChannel(channel) {
  const { chromium } = await import('playwright-core');
  try {
    const b = await chromium.launch({ channel, headless: true, timeout: 30_000 });
    await b.close();
    return true;
  } catch {
    return false;
  }
}

/** The launch options handed down in E2E_BROWSER (by scripts/e2e.mjs), else Debian's Chromium. */
export function browserFromEnv(env = process.env) {
  if (env[BROWSER_ENV]) return JSON.parse(env[BROWSER_ENV]);
  return { executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
}

/** A name for messages. */
export const describeBrowser = (b) => (b.channel ? `the installed ${b.channel} (playwright-core channel)` : b.executablePath);
