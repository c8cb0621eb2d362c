// Issue 37: the e2e stage finds a browser by itself on any developer's machine, and never downloads one.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without typings
import { browserFromEnv, CHANNELS, findBrowser, HOW_TO_GET_ONE, knownPaths } from '../../scripts/find-browser.mjs';

const none = () => false;

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH when it is set, and says so when nothing is there', async () => {
    expect(await findBrowser({ env: { CHROMIUM_PATH: '/x/chrome' }, exists: (p: string) => p === '/x/chrome', tryChannel: none })).toEqual({ executablePath: '/x/chrome' });
    expect(await findBrowser({ env: { CHROMIUM_PATH: '/x/chrome' }, exists: none, tryChannel: none })).toEqual({ error: expect.stringMatching(/CHROMIUM_PATH is \/x\/chrome, where there is no browser/) });
  });

  it("prefers Debian's Chromium, then other installed Chromium or Chrome of the platform", async () => {
    expect(await findBrowser({ env: {}, platform: 'linux', exists: () => true, tryChannel: none })).toEqual({ executablePath: '/usr/bin/chromium' });
    expect(await findBrowser({ env: {}, platform: 'linux', exists: (p: string) => p === '/usr/bin/google-chrome', tryChannel: none })).toEqual({ executablePath: '/usr/bin/google-chrome' });
    expect(knownPaths('win32', { PROGRAMFILES: 'C:\\Program Files' }).some((p: string) => /Google[\\/]Chrome[\\/]Application[\\/]chrome\.exe$/.test(p))).toBe(true);
    expect(knownPaths('darwin', {})[1]).toMatch(/Google Chrome\.app/);
  });

  it("falls back to playwright-core's channels (Chrome, then Edge), in order, and explains when none launches", async () => {
    const tried: string[] = [];
    const r = await findBrowser({ env: {}, platform: 'win32', exists: none, tryChannel: async (c: string) => (tried.push(c), c === 'msedge') });
    expect(r).toEqual({ channel: 'msedge' });
    expect(tried).toEqual(['chrome', 'msedge']);
    expect(await findBrowser({ env: {}, platform: 'darwin', exists: none, tryChannel: none })).toEqual({ error: HOW_TO_GET_ONE });
    expect(HOW_TO_GET_ONE).toMatch(/never download/);
    expect(CHANNELS[0]).toBe('chrome');
  });

  it('hands the choice to the test processes through E2E_BROWSER', () => {
    expect(browserFromEnv({ E2E_BROWSER: JSON.stringify({ channel: 'chrome' }) })).toEqual({ channel: 'chrome' });
    expect(browserFromEnv({})).toEqual({ executablePath: '/usr/bin/chromium' });
  });
});
