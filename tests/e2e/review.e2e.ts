// Issue 36, the game review (e2e): in the replay viewer of a kept game, the review starts, its
// progress bar advances and Cancel stops it; a review kept with the replay shows its chart with one
// line per player and the key moments; a click on a rated decision shows the table before it with
// the bot's choice highlighted. Screenshots at 1440x900 and 1280x720 go to .tmp/shots (REVIEW_SHOTS=1).
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { reviewAll } from '../../src/shared/ai/review/review';
import type { SavedGame } from '../../src/shared/engine';
import { openPage, useChromium } from './support/browser';
import { hostSave, putSave } from './support/saves';
import { removeDir, startServer, tempDataDir, withServer } from './support/server';
import { playPassivelyUntil, tid, waitForMenu } from './support/ui';

const GOLDEN_FILE = join(import.meta.dirname, '..', 'golden', 'game-golden-3-0.json');
const GOLDEN = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as SavedGame;

const browser = useChromium();

async function importAndWatch(page: Page): Promise<void> {
  await waitForMenu(page);
  await page.locator(tid('menu-replays')).click();
  await page.locator(tid('replays-screen')).waitFor();
  await page.locator(tid('replays-import')).setInputFiles(GOLDEN_FILE);
  await page.locator(tid('replay-row')).first().waitFor();
  await page.locator(tid('replay-watch')).first().click();
  await page.locator(tid('replay-viewer')).waitFor();
}

/** The parts of the review panel shown smaller than they are: the chart below its 8rem, a list below its content. */
function squeezed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="review-panel"]')!;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const bad: string[] = [];
    for (const el of Array.from(panel.children) as HTMLElement[]) {
      const h = el.getBoundingClientRect().height;
      const want = el.dataset.testid === 'review-chart' ? 8 * rem : el.scrollHeight;
      if (h + 1 < want) bad.push(`${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}: ${h.toFixed(0)} of ${want.toFixed(0)} px`);
    }
    return bad;
  });
}

it('reviews a kept game: progress and Cancel, then the chart, key moments and a decision shown on the table', async () => {
  await withServer('review', async (server, dir) => {
    const { page, errors } = await openPage(browser(), server.url);
    await importAndWatch(page);
    // Start: the host rates the human seats' decisions in a worker; the bar advances; Cancel stops it.
    await page.locator(tid('replay-review')).click();
    await page.locator(tid('review-start')).click();
    const bar = page.locator(tid('review-progress'));
    await bar.waitFor();
    await expect.poll(async () => Number(await bar.getAttribute('data-done')), { timeout: 120_000 }).toBeGreaterThanOrEqual(1);
    const total = Number(await bar.getAttribute('data-total'));
    expect(total).toBeGreaterThan(1);
    await page.locator(tid('review-cancel')).click();
    await page.locator(tid('review-start')).waitFor();
    expect(await bar.count()).toBe(0);

    // A review kept with the replay (computed here, as the host's worker would, at a small budget).
    const id = readdirSync(join(dir, 'replays')).find((f) => f.endsWith('.json'))!.replace(/\.json$/, '');
    const review = reviewAll(GOLDEN, { seats: [0], budget: 40, samples: 1 });
    mkdirSync(join(dir, 'reviews'), { recursive: true });
    writeFileSync(join(dir, 'reviews', `${id}.json`), JSON.stringify(review));
    await page.locator(tid('replay-to-list')).click();
    await page.locator(tid('replay-watch')).first().click();
    await page.locator(tid('replay-viewer')).waitFor();
    if ((await page.locator(tid('review-panel')).count()) === 0) await page.locator(tid('replay-review')).click();
    await page.locator(tid('review-chart')).waitFor();
    // Reopened with many rated decisions, the column is full: the chart keeps its height (it was
    // squeezed to 0 px) and no part of the panel is cut below its content; the panel scrolls.
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 768 }]) {
      await page.setViewportSize(size);
      expect(await squeezed(page), `${size.width}x${size.height}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    for (let seat = 0; seat < 3; seat++) expect(await page.locator(tid(`review-line-${seat}`)).count()).toBe(1);
    expect(await page.locator(`${tid('review-moments')} li`).count()).toBe(3);
    expect(await page.locator(tid('review-decisive')).innerText()).toMatch(/Turn \d+: .+ chance first passes 50%/);

    // The counts in words of one or many; every flagged decision worded, not the engine's name of the action.
    const n = (r: string) => review.decisions.filter((d) => d.seat === 0 && d.rating === r).length;
    const words = { good: ['good', 'good'], inaccuracy: ['inaccuracy', 'inaccuracies'], mistake: ['mistake', 'mistakes'], blunder: ['blunder', 'blunders'] };
    const counts = Object.entries(words).map(([r, [one, many]]) => `${n(r)} ${n(r) === 1 ? one : many}`).join(' · ');
    expect(await page.locator(tid('review-counts-0')).innerText()).toBe(counts);
    const flaggedAll = review.decisions.filter((d) => d.rating !== 'good');
    for (const d of flaggedAll) expect(await page.locator(tid(`review-decision-${d.step}`)).innerText()).toMatch(/^\w+\s+Turn \d+: [A-Z].*\.$/);

    // A rated decision: the table goes to the step before it and the bot's choice is highlighted.
    const flagged = flaggedAll[0];
    await page.locator(tid(`review-decision-${flagged.step}`)).click();
    await expect.poll(async () => Number(await page.locator(tid('replay-step')).getAttribute('data-step'))).toBe(flagged.step);
    await page.locator(tid('review-detail')).waitFor();
    expect(await page.locator(tid('review-bot-choice')).innerText()).toMatch(/^The bot’s choice: [A-Z]/);
    if (process.env.REVIEW_SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join('.tmp', 'shots', 'review-1440.png') });
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join('.tmp', 'shots', 'review-1280.png') });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: join('.tmp', 'shots', 'review-1024.png') });
    }
    expect(errors).toEqual([]);
  });
}, 300_000);

/** Menu → Load → the named save (its table, or its end screen for a game already over). */
async function load(page: Page, name: string): Promise<void> {
  await waitForMenu(page);
  await page.locator(tid('menu-load')).click();
  await page.locator(`${tid('save-row')}[data-name="${name}"] ${tid('save-load')}`).click();
}

it('the end screen reviews the game just played: its replay opens with the review running; a game loaded already over is refused with the reason', async () => {
  const dir = tempDataDir('review-end');
  // The golden game one action short of its end: Player 1 (the human) passes in the last attack, the dice end the game.
  const seats = [{ kind: 'human' }, { kind: 'bot', level: 'easy', personality: 'balanced' }, { kind: 'bot', level: 'easy', personality: 'balanced' }] as const;
  const last = GOLDEN.actions.at(-1)!;
  expect(last).toEqual({ seat: 0, action: { type: 'pass' } });
  // Named (the imported golden game's players are not): the viewer shows which game it opened.
  const config = { ...GOLDEN.config, names: ['Ada', 'Bea', 'Cy'] };
  putSave(dir, 'almost', hostSave(config, GOLDEN.seed, GOLDEN.actions.slice(0, -1), [...seats]));
  putSave(dir, 'over', hostSave(GOLDEN.config, GOLDEN.seed, GOLDEN.actions, [...seats]));
  const server = await startServer(dir);
  try {
    const { page, errors } = await openPage(browser(), server.url);
    // An older finished game kept before: the button must not pick it.
    await page.locator(tid('menu-replays')).waitFor();
    await page.locator(tid('menu-replays')).click();
    await page.locator(tid('replays-import')).setInputFiles(GOLDEN_FILE);
    await page.locator(tid('replay-row')).first().waitFor();
    await page.locator(tid('replays-back')).click();

    await load(page, 'almost');
    await page.locator(tid('table-screen')).waitFor();
    // Player 1 passes (by hand, or the table's auto-pass does) and the dice end the game.
    await playPassivelyUntil(page, async () => (await page.locator(tid('end-screen')).count()) > 0, 60_000);
    await page.locator(tid('end-review')).click();
    await page.locator(tid('replay-viewer')).waitFor();
    // The game just played (138 steps, the newest kept), reviewed in the side column: the bar advances.
    await expect.poll(() => page.locator(tid('replay-step')).getAttribute('data-steps')).toBe(String(GOLDEN.actions.length));
    expect(await page.locator(`${tid('replay-viewer-select')} option`).allInnerTexts()).toContain('Ada’s view');
    await page.locator(tid('review-panel')).waitFor();
    const bar = page.locator(tid('review-progress'));
    await expect.poll(async () => Number(await bar.getAttribute('data-done')), { timeout: 120_000 }).toBeGreaterThanOrEqual(1);
    await page.locator(tid('review-cancel')).click();
    await page.locator(tid('review-start')).waitFor();
    await page.locator(tid('replay-to-list')).click();
    const rows = page.locator(tid('replay-row'));
    await expect.poll(() => rows.count()).toBe(2);
    await page.locator(tid('replays-back')).click();

    // A save of a game already over is not kept again when loaded: the end screen says so and stays.
    await load(page, 'over');
    await page.locator(tid('end-screen')).waitFor();
    await page.locator(tid('end-review')).click();
    expect(await page.locator(tid('end-review-error')).innerText({ timeout: 30_000 })).toMatch(/not among the kept replays/);
    expect(await page.locator(tid('end-screen')).count()).toBe(1);
    if (process.env.REVIEW_SHOTS) await page.screenshot({ path: join('.tmp', 'shots', 'review-end-refused-1280.png') });
    expect(errors).toEqual([]);
  } finally {
    await server.close();
    removeDir(dir);
  }
}, 300_000);
