// The README's pictures of the screens around the table (issue 35), taken by
// `node scripts/screenshot.mjs` after its table picture: the main menu and the new-game screen
// with a seat's Illuminati chosen from the project's cards, and those cards themselves, at
// 1440x900 in English against the server the script started.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chooseIlluminati, tid, waitForMenu } from '../support/ui';

const VIEWPORT = { width: 1440, height: 900 };

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
}

/** docs/menu.png: the title on the felt beside the menu card. */
export async function shootMenu(browser: Browser, url: string, dir: string): Promise<string> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(url);
    await waitForMenu(page);
    await settle(page);
    const out = join(dir, 'menu.png');
    await page.screenshot({ path: out });
    return out;
  } finally {
    await page.close();
  }
}

/** docs/new-game.png and docs/illuminati-cards.png: four seats with Illuminati chosen, then the cards to choose from. */
export async function shootNewGame(browser: Browser, url: string, dir: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(url);
    await waitForMenu(page);
    await page.locator(tid('menu-new-game')).click();
    await page.locator(tid('setup-screen')).waitFor();
    await page.locator(tid('setup-seat-0-name')).fill('Ada');
    await chooseIlluminati(page, 0, 'bavarian-illuminati');
    await chooseIlluminati(page, 1, 'ufos');
    await chooseIlluminati(page, 2, 'servants-of-cthulhu');
    await settle(page);
    const setup = join(dir, 'new-game.png');
    await page.screenshot({ path: setup });
    await page.locator(tid('setup-seat-3-illuminati')).click();
    await page.locator(tid('setup-illuminati-picker')).waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    const cards = join(dir, 'illuminati-cards.png');
    await page.screenshot({ path: cards });
    return [setup, cards];
  } finally {
    await page.close();
  }
}

/** Every picture of the screens around the table, into `dir`. */
export async function shootScreens(browser: Browser, url: string, dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  return [await shootMenu(browser, url, dir), ...(await shootNewGame(browser, url, dir))];
}
