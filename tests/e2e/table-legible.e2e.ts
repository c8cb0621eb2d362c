// Issue 35, the table: every card reads upright and every text reads at 11 CSS px, the camera keeps
// what matters. At the default view of a new 4-player game at 1280x720 and 1440x900 the smallest
// text drawn on the canvas (the table's test hook measures every fillText, table/text-meter.ts)
// and in the side column's panels is 11 px or more, in English, German and Italian; a card turned
// by 90 and 180 degrees draws its name unturned (and turned with "Cards as printed"); a captured
// group is placed on the bottom arrow of the viewer's Illuminati with that arrow on screen; a
// 1024x768 touch tablet's default view shows every player, and Fit table does too.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { legalActions } from '../../src/shared/engine';
import type { ProbeArrow, ProbeCard, ProbeText } from '../../src/renderer/src/table/use-table-probe';
import { openPage, useChromium } from './support/browser';
import { crowdedTable } from './support/crowded-table';
import { playTo } from './support/play-table';
import { removeDir, startServer, tempDataDir, withServer } from './support/server';
import { hostView, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, chooseLanguage, ENDLESS, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

const texts = (page: Page): Promise<ProbeText[]> => page.evaluate(() => window.__illuminatiTable?.texts() ?? []);
const cards = (page: Page): Promise<ProbeCard[]> => page.evaluate(() => window.__illuminatiTable?.cards() ?? []);
const arrows = (page: Page): Promise<ProbeArrow[]> => page.evaluate(() => window.__illuminatiTable?.arrows() ?? []);

/** The camera and the pictures at rest: the same scale and the same smallest text five times in a row. */
async function settledTexts(page: Page): Promise<ProbeText[]> {
  let last = '';
  let still = 0;
  let now: ProbeText[] = [];
  for (let i = 0; i < 100 && still < 5; i++) {
    await page.waitForTimeout(100);
    now = await texts(page);
    const key = `${await page.evaluate(() => window.__illuminatiTable?.scale())}|${JSON.stringify(now)}`;
    still = key === last && now.length > 0 ? still + 1 : 0;
    last = key;
  }
  return now;
}

/** The smallest font size of the text shown in the side column (the panels), with where it is. */
function panelMin(page: Page): Promise<{ px: number; text: string }> {
  return page.evaluate(() => {
    let best = { px: Infinity, text: '' };
    const walker = document.createTreeWalker(document.querySelector('.side')!, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest('.visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (el.offsetParent === null || r.width <= 1 || r.height <= 1) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < best.px) best = { px, text: n.textContent.trim().slice(0, 40) };
    }
    return best;
  });
}

/** Is the page rectangle (centre and size) inside the canvas's box? */
async function onCanvas(page: Page, r: { x: number; y: number; width: number; height: number }): Promise<boolean> {
  const box = (await page.locator(`${tid('table-canvas')} canvas`).first().boundingBox())!;
  return r.x - r.width / 2 >= box.x - 0.5 && r.y - r.height / 2 >= box.y - 0.5 && r.x + r.width / 2 <= box.x + box.width + 0.5 && r.y + r.height / 2 <= box.y + box.height + 0.5;
}

it('the default view at 1280x720 and 1440x900: no text on the canvas or in the panels under 11 px, in English, German and Italian', async () => {
  await withServer('table-legible', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    await untilOwnTurn(page, server, -1);
    const seen: string[] = [];
    for (const lang of ['en', 'de', 'it']) {
      if (lang !== 'en') await chooseLanguage(page, lang, 'table');
      for (const [width, height] of [[1280, 720], [1440, 900]]) {
        await page.setViewportSize({ width, height });
        await page.mouse.move(0, 0);
        const drawn = await settledTexts(page);
        const panels = await panelMin(page);
        seen.push(`${lang} ${width}x${height}: canvas ${drawn[0].px} px (${drawn[0].what}), panels ${panels.px} px ("${panels.text}")`);
        // Every card and label is measured, not just some: the four players' labels and the deck are there.
        expect(drawn.filter((d) => d.what.startsWith('label:')).length, seen.at(-1)).toBe(4);
        expect(drawn[0].px, seen.at(-1)).toBeGreaterThanOrEqual(11);
        expect(panels.px, seen.at(-1)).toBeGreaterThanOrEqual(11);
      }
    }
    console.log(seen.join('\n'));
    expect(errors).toEqual([]);
  });
});

it('a card turned by 90 and by 180 degrees draws its name unturned; "Cards as printed" turns it with the card', async () => {
  const table = crowdedTable({ players: 4, perSeat: 5, seed: 'screenshot-1' });
  await withServer('table-upright', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="mid-game"] ${tid('save-load')}`).click();
    await page.locator(tid('table-screen')).waitFor();
    await settledTexts(page);
    const upright = await cards(page);
    const turned = upright.filter((c) => c.rotation !== 0);
    expect(new Set(turned.map((c) => c.rotation))).toEqual(new Set([90, 180, 270]));
    for (const c of turned) expect(c.textRotation, `${c.id} at ${c.rotation}`).toBe(0);
    // A card turned by 90 degrees is as tall as it is wide turned (its footprint), not a landscape face.
    const quarter = turned.find((c) => c.rotation === 90)!;
    expect(quarter.height).toBeGreaterThan(quarter.width);

    await page.locator(tid('table-settings')).click();
    await page.locator(tid('settings-cards-as-printed')).check();
    await page.locator(tid('settings-back')).click();
    await page.locator(tid('table-screen')).waitFor();
    await settledTexts(page);
    const printed = await cards(page);
    for (const c of printed.filter((x) => x.rotation !== 0)) expect(c.textRotation, `${c.id} as printed`).toBe(c.rotation);
    expect(errors).toEqual([]);
  }, { saves: { 'mid-game': table.text } });
});

it('ATK-CTRL-4: a captured group placed on the bottom arrow of the viewer\u2019s Illuminati, with every open arrow on screen', async () => {
  const played = playTo('play-1', (s) => {
    const w = s.pending;
    return w?.kind === 'capture' && w.attackSeat === 0 && w.attacker === s.players[0].illuminati && legalActions(s, 0).some((l) => l.type === 'placeCaptured' && l.arrow === 'bottom');
  });
  const w = played.state.pending as { target: string; attacker: string };
  await withServer('table-bottom', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="capture"] ${tid('save-load')}`).click();
    await page.locator(tid('table-screen')).waitFor();
    await expect.poll(() => page.evaluate(() => window.__illuminatiTable?.moving())).toBe(w.target);
    await settledTexts(page);
    const open = (await arrows(page)).filter((a) => a.status === 'open' && a.legal);
    const bottom = open.find((a) => a.master === w.attacker && a.arrow === 'bottom');
    expect(bottom, JSON.stringify(open)).toBeDefined();
    // Before issue 35 this place was drawn below the canvas (y = 910 in a 900 px window).
    for (const a of open) expect(await onCanvas(page, a), `${a.key} at ${Math.round(a.x)},${Math.round(a.y)}`).toBe(true);
    const before = (await hostView(server)).seq;
    await page.mouse.click(bottom!.x, bottom!.y);
    await expect.poll(async () => (await hostView(server, 0)).seq).toBeGreaterThan(before);
    const placed = (await hostView(server, 0)).observation.players[0].groups.find((g) => g.id === w.target);
    expect(placed).toMatchObject({ master: w.attacker, arrow: 'bottom' });
    expect(errors).toEqual([]);
  }, { saves: { capture: played.text } });
});

it('a 1024x768 touch tablet: the default view and Fit table show every player, and the texts are as on a window', async () => {
  const dir = tempDataDir('table-tablet');
  const server = await startServer(dir);
  const context = await browser().newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    await untilOwnTurn(page, server, -1);
    for (const step of ['default', 'fit'] as const) {
      if (step === 'fit') {
        // Zoomed in first: Fit table must bring every player back (it did nothing on the tablet).
        await page.locator(tid('table-canvas')).getByRole('button', { name: /zoom in/i }).click();
        await page.locator(tid('table-canvas')).getByRole('button', { name: /zoom in/i }).click();
        await page.locator(tid('table-fit')).click();
      }
      const drawn = await settledTexts(page);
      expect(drawn.filter((d) => d.what.startsWith('label:')).map((d) => d.what).sort(), step).toEqual(['label:0', 'label:1', 'label:2', 'label:3']);
      for (const c of (await cards(page)).filter((x) => x.zone === 'structure')) expect(await onCanvas(page, c), `${step}: ${c.id}`).toBe(true);
      console.log(`tablet ${step}: smallest text ${drawn[0].px} px (${drawn[0].what})`);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await server.close();
    removeDir(dir);
  }
});

/** Entries of the message board wholly inside its list's box (what a player reads without scrolling). */
function wholeEntries(page: Page): Promise<number> {
  return page.locator(tid('log')).evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-testid="log-entry"]')].filter((e) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
    }).length;
  });
}

it('late in a game (4 groups each, ten uncontrolled): at 1280x720 the default view shows as much of the table as 11 px allows, and the board shows 3 entries or more there and on a 1024x768 tablet', async () => {
  await withServer('table-late', async (server) => {
    for (const [size, touch] of [[{ width: 1280, height: 720 }, false], [{ width: 1024, height: 768 }, true]] as const) {
      const context = await browser().newContext({ viewport: size, hasTouch: touch });
      try {
        const page = await context.newPage();
        await page.goto(server.url);
        await waitForMenu(page);
        await page.locator(tid('menu-load')).click();
        await page.locator(`${tid('save-row')}[data-name="late"] ${tid('save-load')}`).click();
        await page.locator(tid('action-attack')).waitFor();
        const drawn = await settledTexts(page);
        const where = `${size.width}x${size.height}`;
        if (!touch) {
          // Issue 35: at 1280x720 it zoomed in on the viewer's area and the middle alone (zoom 0.9,
          // 1 of 4 labels after five rounds); now the legible zoom, the most of the table 11 px allows.
          expect(drawn[0].px, where).toBeGreaterThanOrEqual(11);
          expect(await page.evaluate(() => window.__illuminatiTable!.scale()), where).toBeCloseTo(11 / 20, 2);
          expect(drawn.filter((d) => d.what.startsWith('label:')).length, where).toBeGreaterThanOrEqual(3);
        }
        // Issue 35: about one entry showed at these sizes late in a game.
        const whole = await wholeEntries(page);
        console.log(`late game ${where}: smallest text ${drawn[0].px} px, ${whole} whole entries on the board`);
        expect(whole, where).toBeGreaterThanOrEqual(3);
        expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1), where).toBe(true);
      } finally {
        await context.close();
      }
    }
  }, { saves: { late: crowdedTable({ players: 4, perSeat: 4, seed: 'screenshot-1' }).text } });
});
