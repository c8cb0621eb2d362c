// Issue 20, replays (e2e): a committed golden game, imported on the Replays screen, stepped forward
// and back in the replay viewer (the same table and message board at a step however it was
// reached), its last step equal to the game's final table as the table screen shows it; and "take
// over from here" gives a playable game.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { replay, type SavedGame } from '../../src/shared/engine';
import { openPage, useChromium } from './support/browser';
import { hostSave } from './support/saves';
import { withServer } from './support/server';
import { hostSeq, hostView, untilOwnTurn } from './support/table';
import { command, logTexts, tid, waitForMenu } from './support/ui';

const GOLDEN_FILE = join(import.meta.dirname, '..', 'golden', 'game-golden-3-0.json');
const GOLDEN = JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as SavedGame;
const FINAL = replay(GOLDEN);

const browser = useChromium();

/** The cards on the table as its accessible list names them (owner, place, money, ...). */
const tableItems = (page: Page) => page.locator('button[data-item]').allInnerTexts();
const stepShown = async (page: Page) => Number(await page.locator(tid('replay-step')).getAttribute('data-step'));

/** Menu → Replays → import the golden game → watch it. */
async function watchGolden(page: Page): Promise<void> {
  await waitForMenu(page);
  await page.locator(tid('menu-replays')).click();
  await page.locator(tid('replays-screen')).waitFor();
  await page.locator(tid('replays-import')).setInputFiles(GOLDEN_FILE);
  const row = page.locator(tid('replay-row'));
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  await row.locator(tid('replay-watch')).click();
  await page.locator(tid('replay-viewer')).waitFor();
  await expect.poll(() => page.locator(tid('replay-step')).getAttribute('data-steps')).toBe(String(GOLDEN.actions.length));
}

/** Clicks a timeline button and waits for the step it leads to. */
async function go(page: Page, button: string, step: number): Promise<void> {
  await page.locator(tid(button)).click();
  await expect.poll(() => stepShown(page)).toBe(step);
}

it('steps a golden game forward and back; its last step is the final table of the game', async () => {
  if (!FINAL.ok) throw new Error('the golden game does not replay');
  // The same game as a save (one human, two bots: no curtain), to see its final table on the table screen.
  await withServer('replays', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await watchGolden(page);
    expect(await stepShown(page)).toBe(0);

    // Forward and back: each step shows the same table and board however it was reached.
    const seen: { items: string[]; log: string[] }[] = [];
    const snapshot = async () => ({ items: await tableItems(page), log: await logTexts(page) });
    seen[0] = await snapshot();
    for (let s = 1; s <= 6; s++) {
      await go(page, 'replay-forward', s);
      await expect.poll(async () => (await logTexts(page)).length).toBeGreaterThanOrEqual(seen[s - 1].log.length);
      seen[s] = await snapshot();
    }
    expect(seen[6].log.length).toBeGreaterThan(seen[0].log.length);
    for (let s = 5; s >= 0; s--) {
      await go(page, 'replay-back', s);
      await expect.poll(snapshot).toEqual(seen[s]);
    }
    // The slider reaches any step; the turn list the first step of a turn.
    await page.locator(tid('replay-scrub')).fill('4');
    await expect.poll(snapshot).toEqual(seen[4]);
    await page.locator(tid('replay-turn')).selectOption('2');
    await expect.poll(() => page.locator(tid('replay-title')).innerText()).toMatch(/^Turn 2 /);

    // The last step, as the first player saw it ...
    await go(page, 'replay-last', GOLDEN.actions.length);
    await page.locator(tid('replay-over')).waitFor();
    await page.locator(tid('replay-viewer-select')).selectOption('0');
    for (const p of FINAL.state.players) expect(await page.locator(tid(`replay-player-${p.seat}`)).getAttribute('data-money')).toBe(String(p.money));
    await expect.poll(async () => (await logTexts(page)).at(-1)).toMatch(/game is over/);
    const last = await snapshot();
    expect(last.items.length).toBeGreaterThan(10);
    // ... every card face up shows the same cards where they lie.
    await page.locator(tid('replay-viewer-select')).selectOption('all');
    await expect.poll(() => tableItems(page)).toEqual(last.items);

    // ... is the final table of the game: load it and look at the table (seat 0's view).
    await page.locator(tid('replay-to-list')).click();
    await page.locator(tid('replays-back')).click();
    await waitForMenu(page);
    await page.locator(tid('menu-load')).click();
    await page.locator(`${tid('save-row')}[data-name="golden"] ${tid('save-load')}`).click();
    await page.locator(tid('end-screen')).waitFor();
    await page.locator(tid('end-view-table')).click();
    await page.locator(tid('table-screen')).waitFor();
    await expect.poll(snapshot).toEqual(last);
    expect(errors).toEqual([]);
  }, { saves: { golden: hostSave(GOLDEN.config, GOLDEN.seed, GOLDEN.actions, [{ kind: 'human' }, { kind: 'bot', level: 'easy', personality: 'balanced' }, { kind: 'bot', level: 'easy', personality: 'balanced' }]) } });
});

it('takes over from a step of the replay: a new game with the seats chosen, played on from there', async () => {
  await withServer('replays-take-over', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await watchGolden(page);
    await page.locator(tid('replay-turn')).selectOption('3');
    await expect.poll(() => page.locator(tid('replay-title')).innerText()).toMatch(/^Turn 3 /);
    const step = await stepShown(page);
    expect(step).toBeGreaterThan(0);
    await page.locator(tid('replay-take-over')).click();
    await page.locator(tid('takeover-form')).waitFor();
    await page.locator(tid('takeover-seat-0')).selectOption('human');
    await page.locator(tid('takeover-seat-1')).selectOption('bot:easy');
    await page.locator(tid('takeover-seat-2')).selectOption('bot:medium');
    await page.locator(tid('takeover-start')).click();
    await page.locator(tid('table-screen')).waitFor();

    const v = await hostView(server);
    expect(v.seats.map((s) => s.controller.kind)).toEqual(['human', 'bot', 'bot']);
    expect(v.seats[2].controller).toMatchObject({ level: 'medium' });
    expect(v.seq).toBeGreaterThanOrEqual(step);
    // Playable: the bots play until the human's turn, the human ends it, and it comes round again.
    const mine = await untilOwnTurn(page, server, step - 1);
    await command(page, 'endTurn');
    await untilOwnTurn(page, server, mine.seq);
    expect(await hostSeq(server)).toBeGreaterThan(mine.seq);
    expect(errors).toEqual([]);
  });
});
