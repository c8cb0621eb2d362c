// Issue 34, e2e: "the bot's action is shown where it happens: … the camera brings them into view
// if they are off-screen (without fighting a player who is panning)". The player looks at his own
// structure (the players drawer's focus button), ends his turn, and a bot attacks a card that is
// off screen: the table glides until the target is inside the table's box. The same game again,
// with the player working the wheel over his own cards while the bots play: the camera stays his.
// Positions come from the table's test hook (window.__illuminatiTable, table/use-table-probe.ts).
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { crowdedTable } from './support/crowded-table';
import { putSave } from './support/saves';
import { removeDir, startServer, tempDataDir } from './support/server';
import { command, tid, usable, waitForMenu } from './support/ui';

const browser = useChromium();

/** Where a card is against the table's box: wholly inside, or not (partly or wholly out). */
interface Place {
  inside: boolean;
  x: number;
  y: number;
}

function placeOf(page: Page, id: string): Promise<Place | null> {
  return page.evaluate((card) => {
    const c = window.__illuminatiTable?.cards().find((x) => x.id === card);
    const box = document.querySelector('[data-testid="table-canvas"]')?.getBoundingClientRect();
    if (!c || !box) return null;
    const inside = c.x - c.width / 2 >= box.left && c.x + c.width / 2 <= box.right && c.y - c.height / 2 >= box.top && c.y + c.height / 2 <= box.bottom;
    return { inside, x: Math.round(c.x), y: Math.round(c.y) };
  }, id);
}

/** Every card's place (the snapshot before the bots play). */
function places(page: Page): Promise<Record<string, Place>> {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="table-canvas"]')!.getBoundingClientRect();
    const out: Record<string, { inside: boolean; x: number; y: number }> = {};
    for (const c of window.__illuminatiTable?.cards() ?? []) {
      out[c.id] = { inside: c.x - c.width / 2 >= box.left && c.x + c.width / 2 <= box.right && c.y - c.height / 2 >= box.top && c.y + c.height / 2 <= box.bottom, x: Math.round(c.x), y: Math.round(c.y) };
    }
    return out;
  });
}

/** Waits until the camera stands still (two readings of a card a moment apart agree). */
async function settled(page: Page, id: string): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await placeOf(page, id));
        const same = now === last;
        last = now;
        return same;
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBe(true);
}

/** Loads the save, turns the camera to Ada's own structure from the players drawer (outside the table). */
async function lookAtOwnCards(page: Page, save: string, own: string): Promise<void> {
  await page.locator(tid('menu-load')).click();
  await page.locator(`${tid('save-row')}[data-name="${save}"] ${tid('save-load')}`).click();
  await page.locator(tid('table-screen')).waitFor();
  await page.locator(tid('action-endTurn')).waitFor({ timeout: 30_000 });
  await page.locator(tid('table-players')).click();
  await page.locator(tid('player-0-focus')).click();
  await page.locator(tid('table-players')).click();
  await settled(page, own);
}

/** Ends Ada's turn and waits for the first attack a bot declares; its target, held open (the bar's "Wait"). */
async function firstBotAttack(page: Page): Promise<string> {
  await command(page, 'endTurn');
  const mark = page.locator(tid('mark-target'));
  await mark.waitFor({ state: 'attached', timeout: 90_000 });
  const target = (await mark.getAttribute('data-card'))!;
  return target;
}

it('a bot\u2019s attack off screen: the camera brings its target into view; a player at the wheel keeps his camera', { timeout: 300_000 }, async () => {
  const dir = tempDataDir('camera-follow');
  const pos = crowdedTable({ players: 4, perSeat: 3, seed: 'i34-follow' });
  putSave(dir, 'follow-a', pos.text);
  putSave(dir, 'follow-b', pos.text);
  /** Ada's Illuminati: the middle of her structure. */
  const ada = pos.state.players[0].illuminati;
  const server = await startServer(dir, { botSpeed: 'slow' });
  try {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForMenu(page);

    // Hands off: Ada looks at her own cards, ends her turn and watches.
    await lookAtOwnCards(page, 'follow-a', ada);
    const before = await places(page);
    const own = before[ada];
    expect(own.inside).toBe(true);
    // Most of the table is off screen now (the other structures and the uncontrolled groups).
    expect(Object.values(before).filter((p) => !p.inside).length).toBeGreaterThan(3);
    const target = await firstBotAttack(page);
    // The target was off screen when the bot declared the attack …
    expect(before[target]?.inside).toBe(false);
    // … and the table glides to it, and stays (hold the window open: the bar's "Wait").
    if (await usable(page.locator(tid('autopass-wait')))) await page.locator(tid('autopass-wait')).click();
    await expect.poll(async () => (await placeOf(page, target))?.inside, { timeout: 15_000 }).toBe(true);
    const moved = await placeOf(page, ada);
    expect(moved && (moved.x !== own.x || moved.y !== own.y)).toBe(true);

    // Hands on: the same game; Ada works the wheel over her own cards while the bots play.
    await page.locator(tid('table-menu')).click();
    await page.locator(tid('confirm-ok')).click();
    await waitForMenu(page);
    await lookAtOwnCards(page, 'follow-b', ada);
    const again = await places(page);
    expect(again[target]?.inside).toBe(false);
    const at = again[ada];
    await page.mouse.move(at.x, at.y);
    let wheeling = true;
    const wheel = (async () => {
      // Tiny turns of the wheel, in and out: the view stays about where it is, but it is his.
      for (let i = 0; wheeling; i++) {
        await page.mouse.wheel(0, i % 2 ? 1 : -1);
        await page.waitForTimeout(400);
      }
    })();
    try {
      const second = await firstBotAttack(page);
      expect(second).toBe(target);
      // Long enough for the glide of the hands-off run to have ended.
      await page.waitForTimeout(2500);
      expect((await placeOf(page, target))?.inside).toBe(false);
      expect((await placeOf(page, ada))?.inside).toBe(true);
    } finally {
      wheeling = false;
      await wheel;
    }
    expect(errors).toEqual([]);
  } finally {
    await server.close();
    removeDir(dir);
  }
});
