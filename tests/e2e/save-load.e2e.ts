// Issue 5, e2e (d): save a game under a name from the table, play on, go back to the menu and
// load it: the table is back where it was saved (same move number, same message board).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { hostSeq, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, ENDLESS, command, logTexts, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('saves a game under a name and loads it back at the same point', async () => {
  await withServer('save-load', async (server, dir) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    const first = await untilOwnTurn(page, server, -1);
    await command(page, 'endTurn');
    const { seq } = await untilOwnTurn(page, server, first.seq);
    expect(seq).toBeGreaterThan(1);
    const log = await logTexts(page);
    const title = await page.locator(tid('turn-title')).innerText();

    await page.locator(tid('table-save')).click();
    await page.locator(tid('save-name')).fill('Evening game');
    await page.locator(tid('save-confirm')).click();
    await page.locator(tid('notice')).filter({ hasText: 'Evening game' }).waitFor();
    expect(existsSync(join(dir, 'saves', 'Evening game.json'))).toBe(true);

    // Play on, so that loading has something to undo.
    await command(page, 'endTurn');
    await untilOwnTurn(page, server, seq);

    await page.locator(tid('table-menu')).click();
    await page.locator(tid('confirm-ok')).click();
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    const row = page.locator(`${tid('save-row')}[data-name="Evening game"]`);
    await expect.poll(() => row.innerText()).toContain('Ada, Boris, Chloe, Dmitri');
    await row.locator(tid('save-load')).click();

    await page.locator(tid('table-screen')).waitFor();
    await expect.poll(() => logTexts(page)).toEqual(log);
    expect(await page.locator(tid('turn-title')).innerText()).toBe(title);
    expect(await hostSeq(server)).toBe(seq);
    expect(errors).toEqual([]);
  });
});
