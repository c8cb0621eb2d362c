// Issue 34: the player sees what happened. The message board follows the newest entry after each
// bot turn and keeps a reader's scroll position with "↓ N new"; the "since your last turn" card
// names a group he lost; a rival one group short of the basic goal shows a warning on the table,
// on the board (once) and with a sound. The card sits where it hides no player's label (it hid the
// right-hand rival's at 1280x720).
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { crowdedTable } from './support/crowded-table';
import { withServer } from './support/server';
import { hostSeq, hostView, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, command, ENDLESS, playPassivelyUntil, startGame, tid, usable, waitForMenu } from './support/ui';
import { lostSinceLastTurn, rivalOneShort } from './support/windows';

const browser = useChromium();

/** Whether the board's last item is inside the board's visible area. */
function newestVisible(page: Page): Promise<boolean> {
  return page.locator(tid('log')).evaluate((el) => {
    const items = el.querySelectorAll('[data-testid="log-entry"], [data-testid="log-passes"], [data-testid="log-note"]');
    const last = items[items.length - 1];
    if (!last) return false;
    const box = el.getBoundingClientRect();
    const r = last.getBoundingClientRect();
    return r.bottom <= box.bottom + 2 && r.top >= box.top - 2;
  });
}

async function loadSave(page: Page, name: string): Promise<void> {
  await page.locator(tid('menu-load')).click();
  await page.locator(`${tid('save-row')}[data-name="${name}"] ${tid('save-load')}`).click();
  await page.locator(tid('table-screen')).waitFor();
}

it('the board shows the newest entry after each bot turn, and keeps a reader who scrolled up there with "↓ N new"', { timeout: 180_000 }, async () => {
  await withServer('news-board', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    let seq = -1;
    for (let round = 0; round < 2; round++) {
      await untilOwnTurn(page, server, seq);
      await expect.poll(() => newestVisible(page), { timeout: 5_000 }).toBe(true);
      seq = await hostSeq(server);
      await command(page, 'endTurn');
    }
    await untilOwnTurn(page, server, seq);
    // The reader scrolls up; the bots play a round; the board stays where he left it.
    const scrollable = await page.locator(tid('log')).evaluate((el) => el.scrollHeight > el.clientHeight + 50);
    expect(scrollable).toBe(true);
    await page.locator(tid('log')).evaluate((el) => el.scrollTo({ top: 0 }));
    await page.locator(tid('log')).dispatchEvent('scroll');
    seq = await hostSeq(server);
    await command(page, 'endTurn');
    await untilOwnTurn(page, server, seq);
    await page.locator(tid('log-new')).waitFor();
    expect(await page.locator(tid('log-new')).innerText()).toMatch(/↓ \d+ new/);
    expect(await page.locator(tid('log')).evaluate((el) => el.scrollTop)).toBeLessThan(5);
    expect(await newestVisible(page)).toBe(false);
    await page.locator(tid('log-new')).click();
    await expect.poll(() => newestVisible(page)).toBe(true);
    expect(await page.locator(tid('log-new')).count()).toBe(0);
    // The passes of a window are folded into one line that unfolds on a click.
    const folded = page.locator(tid('log-passes')).first();
    if ((await folded.count()) > 0) {
      expect(await folded.innerText()).toMatch(/passed\.$/);
      const n = Number(await folded.getAttribute('data-count'));
      const before = await page.locator(`${tid('log-entry')}[data-type="floorPassed"]`).count();
      await folded.locator('button').click();
      await expect.poll(() => page.locator(`${tid('log-entry')}[data-type="floorPassed"]`).count()).toBe(before + n);
    }
    expect(errors).toEqual([]);
  });
});

it('the turn summary names a group the player lost since his last turn, and its card glows on hover', { timeout: 120_000 }, async () => {
  const fixture = lostSinceLastTurn();
  await withServer('news-summary', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await loadSave(page, 'lost');
    await page.locator(tid('turn-summary')).waitFor();
    const lines = await page.locator(tid('turn-summary-line')).allInnerTexts();
    const view = await hostView(server, 0);
    expect(view.observation.turn.active).toBe(0);
    // "You lost the Comic Books." (the name as the board words it)
    const lost = lines.find((l) => l.startsWith('You lost'));
    expect(lost).toBeDefined();
    expect(lost!.toLowerCase()).toContain(fixture.lost.replace(/-/g, ' '));
    await page.locator(tid('turn-summary-line')).first().hover();
    await page.locator(tid('turn-summary-dismiss')).click();
    expect(await page.locator(tid('turn-summary')).count()).toBe(0);
    expect(errors).toEqual([]);
  }, { saves: { lost: fixture.text } });
});

it('a rival one group short of the basic goal: a warning on the table, once on the board, and a sound', { timeout: 120_000 }, async () => {
  await withServer('news-danger', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await loadSave(page, 'near');
    const label = page.locator(tid('danger-label'));
    await label.waitFor();
    expect(await label.innerText()).toContain('Boris: needs 1 more group');
    const view = await hostView(server, 0);
    expect(await label.getAttribute('data-card')).toBe(view.observation.players[1].illuminati);
    await expect.poll(() => page.locator(tid('log-note')).allInnerTexts()).toEqual([expect.stringContaining('Boris needs only 1 more group to win.')]);
    expect(await page.evaluate(() => (window as { __illuminatiSounds?: string[] }).__illuminatiSounds ?? [])).toContain('danger');
    // Said once: the next view (Ada ends her turn, the bots play on) does not repeat it while it stands.
    const seq = await hostSeq(server);
    await command(page, 'endTurn');
    await expect.poll(async () => (await hostSeq(server)) > seq + 2, { timeout: 30_000 }).toBe(true);
    const still = (await hostView(server, 0)).standings[1].basic;
    if (still.need - still.have === 1) expect(await page.locator(tid('log-note')).count()).toBe(1);
    expect(errors).toEqual([]);
  }, { saves: { near: rivalOneShort().text } });
});

it('hot-seat: the summary of what changed greets the next human when he lifts the curtain at his turn', { timeout: 120_000 }, async () => {
  await withServer('news-hotseat', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(page, [
      { kind: 'human', name: 'Ada', illuminati: 'network' },
      { kind: 'human', name: 'Boris', illuminati: 'gnomes-of-zurich' },
    ]);
    for (let turn = 0; turn < 2; turn++) {
      await page.locator(tid('curtain')).waitFor();
      await page.locator(tid('curtain-continue')).click();
      await page.locator(tid('table-screen')).waitFor();
      await playPassivelyUntil(page, () => usable(page.locator(tid('action-endTurn'))), 20_000, { endTurn: false, liftCurtain: false });
      // His own turn after the curtain: the card says what came in since his last turn (his income at least).
      await page.locator(tid('turn-summary')).waitFor();
      expect((await page.locator(tid('turn-summary-line')).allInnerTexts()).some((l) => /^Money in: \d+ MB\.$/.test(l))).toBe(true);
      await page.locator(tid('turn-summary-dismiss')).click();
      await command(page, 'endTurn');
    }
    expect(errors).toEqual([]);
  });
});

it('the "since your last turn" card hides no player label on a crowded 4-player table, at every window size', { timeout: 120_000 }, async () => {
  await withServer('news-corner', async (server) => {
    const seen: string[] = [];
    for (const [width, height, touch] of [[1280, 720, false], [1280, 800, false], [1440, 900, false], [1024, 768, true]] as const) {
      const context = await browser().newContext({ viewport: { width, height }, hasTouch: touch });
      try {
        const page = await context.newPage();
        await page.goto(server.url);
        await waitForMenu(page);
        await loadSave(page, 'mid-game');
        const card = page.locator(tid('turn-summary'));
        await card.waitFor();
        // The camera settles into the default view, and the card looks at its corner again.
        await page.waitForTimeout(2500);
        const box = (await card.boundingBox())!;
        const canvas = (await page.locator(`${tid('table-canvas')} canvas`).first().boundingBox())!;
        const labels = await page.evaluate(() => window.__illuminatiTable?.labels() ?? []);
        const hidden = labels.filter((l) => {
          const x0 = Math.max(l.x - l.width / 2, canvas.x);
          const x1 = Math.min(l.x + l.width / 2, canvas.x + canvas.width);
          const y0 = Math.max(l.y - l.height / 2, canvas.y);
          const y1 = Math.min(l.y + l.height / 2, canvas.y + canvas.height);
          return x0 < box.x + box.width && x1 > box.x && y0 < box.y + box.height && y1 > box.y;
        });
        seen.push(`${width}x${height}: ${await card.getAttribute('data-corner')}, labels ${labels.length}, hidden ${hidden.map((l) => l.seat).join(',') || 'none'}`);
        expect(labels.length).toBe(4);
        expect(hidden, seen.at(-1)).toEqual([]);
      } finally {
        await context.close();
      }
    }
    console.log(seen.join('\n'));
  }, { saves: { 'mid-game': crowdedTable({ players: 4, perSeat: 5, seed: 'screenshot-1' }).text } });
});
