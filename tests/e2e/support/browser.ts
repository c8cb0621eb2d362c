// A Chromium-based browser driven by playwright-core (a devDependency that never downloads a
// browser): the one scripts/e2e.mjs found (scripts/find-browser.mjs), else Debian's Chromium.
// Every page records the console errors and uncaught exceptions of the app, so a test can fail
// on a broken renderer even when the screen looks right.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error -- a plain .mjs script without typings
import { browserFromEnv } from '../../../scripts/find-browser.mjs';

/**
 * Issue 33: besides --disable-background-networking, Chromium's component updater still looked up
 * update.googleapis.com (36 DNS datagrams off the machine in 8 s, seen with strace); with the
 * updater off and every host name but localhost resolving to nothing, the browser sends not one
 * packet beyond loopback (the tests only ever open 127.0.0.1).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ ...(browserFromEnv() as { executablePath?: string; channel?: string }), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * The test file's browser: launched before its tests and closed after them (call it at the top
 * level of the file); the function returned gives it to the tests.
 */
export function useChromium(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll: use it inside a test');
    return browser;
  };
}

/**
 * Console errors that are Chromium's remarks, not the app failing: the CSP of index.html is
 * delivered in a <meta> element, where 'frame-ancestors' has no effect (the web server sends it
 * as a header too, where it does).
 */
const KNOWN_BROWSER_COMPLAINTS = [/directive 'frame-ancestors' is ignored when delivered via a <meta> element/];

export interface AppPage {
  page: Page;
  /** Console errors and page exceptions seen so far. */
  errors: string[];
  /** Console warnings seen so far (the WebSocket client warns when it drops a frame). */
  warnings: string[];
}

/** A new page of 1280x800 (the window size the app opens with) that records errors. */
export async function openPage(browser: Browser, url: string): Promise<AppPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
    if (m.type() === 'error' && !KNOWN_BROWSER_COMPLAINTS.some((re) => re.test(m.text()))) errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
  await page.goto(url);
  return { page, errors, warnings };
}
