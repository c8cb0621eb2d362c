// A long, crowded game in browser mode: 6 players with 13 groups each (all but 5 of the 83 groups
// on the table, 1,400 actions), opened from a save at the start of the human's own turn. Issue 5
// asks the table to stay smooth at this size (npm run bench:ui measures it); it must first open.
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { crowdedTable } from './support/crowded-table';
import { withServer } from './support/server';
import { hostView } from './support/table';
import { tid, usable, waitForMenu } from './support/ui';
import { expandLegal } from '../../src/shared/protocol/compact-legal';

const browser = useChromium();

it('opens a crowded 6-player game for the human on turn, with his attacks offered', async () => {
  const table = crowdedTable();
  await withServer('large', async (server) => {
    const { page, errors, warnings } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="crowded"] ${tid('save-load')}`).click();
    await page.locator(tid('table-screen')).waitFor();
    // Either the human's commands come up, or the page says why not (a dropped frame warns).
    const end = Date.now() + 20_000;
    while (Date.now() < end && !(await usable(page.locator(tid('action-attack')))) && warnings.length === 0) await page.waitForTimeout(200);
    const view = await hostView(server, 0);
    const bytes = Buffer.byteLength(JSON.stringify(view));
    expect(warnings, `the view of seat 1 is ${Math.round(bytes / 1024)} KB of JSON (${expandLegal(view.legal).length} legal actions, ${view.log.length} log entries)`).toEqual([]);
    expect(await usable(page.locator(tid('action-attack')))).toBe(true);
    expect(errors).toEqual([]);
  }, { saves: { crowded: table.text } });
});

it('the accessible list of the crowded table reads a card out in full when it gets focus (issue 39: described then, not at every change)', async () => {
  const table = crowdedTable();
  await withServer('large-list', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="crowded"] ${tid('save-load')}`).click();
    await page.locator(tid('table-screen')).waitFor();
    const entries = page.locator(`${tid('table-canvas')} button[data-item]`);
    // The list is visually hidden: attached, never visible. The viewer first, then his cards: the second entry is his Illuminati.
    await entries.nth(89).waitFor({ state: 'attached' });
    const entry = entries.nth(1);
    const title = (await entry.innerText()).trim();
    await entry.focus();
    const live = page.locator(`${tid('table-canvas')} p[aria-live]`).last();
    await expect.poll(async () => (await live.innerText()).length, { timeout: 5000 }).toBeGreaterThan(title.length);
    const said = await live.innerText();
    const name = title.split(' (')[0];
    expect(said).toContain(name);
    // Power, income and where the card lies: the whole card in words.
    expect(said).toMatch(/Power \d+/);
    expect(said).toMatch(/income/i);
    expect(errors).toEqual([]);
  }, { saves: { crowded: table.text } });
});
