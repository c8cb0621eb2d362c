// Issue 18, the table's room in the window: at 1280x720 every button of the main menu is inside
// the window (Rules and Quit were below its edge), and the table canvas takes at least 70% of the
// window at 1280x720 and 1440x900 (it had 21% and 33%), and all of it with the side column folded.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebServer } from '../../src/server/web';
import { openPage, useChromium } from './support/browser';
import { removeDir, startServer, tempDataDir } from './support/server';
import { untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, ENDLESS, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();
// One server for the file's tests.
let server: WebServer;
let dir: string;
beforeAll(async () => {
  dir = tempDataDir('table-room');
  server = await startServer(dir);
});
afterAll(async () => {
  await server?.close();
  removeDir(dir);
});

/** The share of the window the largest canvas (the table) covers. */
function canvasShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const r = [...document.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect()).sort((a, b) => b.width * b.height - a.width * a.height)[0];
    return (r.width * r.height) / (window.innerWidth * window.innerHeight);
  });
}

it('keeps every main menu button inside a 1280x720 window, and gives the table 70% of the window', async () => {
  const { page, errors } = await openPage(browser(), server.url);
  await page.setViewportSize({ width: 1280, height: 720 });
  await waitForMenu(page);
  for (const id of ['menu-new-game', 'menu-continue', 'menu-load', 'menu-replays', 'menu-stats', 'menu-join', 'menu-settings', 'menu-rules', 'menu-quit']) {
    const box = await page.locator(tid(id)).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y, id).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(720);
  }
  await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
  await untilOwnTurn(page, server, -1);
  expect(await canvasShare(page)).toBeGreaterThanOrEqual(0.7);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(() => canvasShare(page)).toBeGreaterThanOrEqual(0.7);
  // The side column folds away (the whole window to the table) and comes back.
  await page.locator(tid('table-side')).click();
  await expect.poll(() => canvasShare(page)).toBeGreaterThanOrEqual(0.9);
  expect(await page.locator(tid('action-bar')).isVisible()).toBe(false);
  await page.locator(tid('table-side')).click();
  await page.locator(tid('action-bar')).waitFor();
  // The players panel is a drawer over the table at these sizes.
  await page.locator(tid('table-players')).click();
  await page.locator(tid('player-0')).waitFor();
  expect(errors).toEqual([]);
});
