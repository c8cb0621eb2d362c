// Issue 34, e2e: a LAN player on a page the LAN host served has no Settings screen, yet "Stop for
// me in attack windows" is his own: the table's "Stop:" choice keeps it in this browser's
// localStorage (never on the host), a reload reads it back, and the auto-pass follows it: with
// "every attack", a bot's attack where he has a choice waits for him (no bar), as before issue 34.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { LobbyView } from '../../src/shared/protocol/lan';
import type { NewGameSetup, TableView } from '../../src/shared/protocol/messages';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { passiveStep, tid, usable, waitForScreen } from './support/ui';

const browser = useChromium();

interface Tally {
  stops: string[];
  passes: string[];
}
const tally = (page: Page): Promise<Tally> => page.evaluate(() => (window as { __illuminatiStops?: Tally }).__illuminatiStops ?? { stops: [], passes: [] });

it('a LAN player\u2019s "Stop:" choice on the table: kept in his browser, back after a reload, and followed by the auto-pass', { timeout: 300_000 }, async () => {
  await withServer('lan-stop-for', async (server) => {
    const host = server.host;
    const setup: NewGameSetup = {
      config: { players: 4, names: ['Remo', 'Boris', 'Chen', 'Dana'], elimination: false },
      seats: [{ kind: 'remote' }, { kind: 'bot', level: 'medium', personality: 'balanced' }, { kind: 'bot', level: 'medium', personality: 'balanced' }, { kind: 'bot', level: 'medium', personality: 'balanced' }],
      seed: 'lan-stop-for',
    };
    const opened = await host.request({ kind: 'lan:open', params: { setup, bind: '127.0.0.1', port: 0, name: 'Stop for', announce: false } });
    if (!opened.ok) throw new Error(opened.error);
    const { urls, code } = opened.value as LobbyView;
    // The host's public view (a LAN seat's own view is its player's only): who decides, which window.
    const view = async (): Promise<TableView> => {
      const r = await host.request({ kind: 'game:view', params: { viewer: 'spectator', since: 0 } });
      if (!r.ok) throw new Error(r.error);
      return r.value as TableView;
    };

    const { page, errors } = await openPage(browser(), urls[0]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForScreen(page, 'join');
    await page.locator(tid('join-code')).fill(code!);
    await page.locator(tid('join-name')).fill('Remo');
    await page.locator(tid('join-submit')).click();
    await waitForScreen(page, 'lanLobby');
    await page.locator(tid('lan-ready')).check();
    await expect.poll(async () => (await host.request({ kind: 'lan:start', params: {} })).ok, { timeout: 20_000 }).toBe(true);
    await page.locator(tid('table-screen')).waitFor({ timeout: 20_000 });

    // No Settings on a LAN player's table: the choice is there, at the default.
    expect(await page.locator(tid('table-settings')).count()).toBe(0);
    const select = page.locator(tid('table-stop-for'));
    expect(await select.inputValue()).toBe('concerns');
    await select.selectOption('always');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('illuminati.stopFor'))).toBe('always');
    // The host's settings know nothing of it.
    const menu = await host.request({ kind: 'menu:state', params: {} });
    expect(menu.ok && (menu.value as { settings: { stopFor: string } }).settings.stopFor).toBe('concerns');

    // A reload: the tab's token takes the seat back, and the choice is this browser's still.
    await page.reload();
    await page.locator(tid('table-screen')).waitFor({ timeout: 30_000 });
    expect(await page.locator(tid('table-stop-for')).inputValue()).toBe('always');

    // He never attacks: he ends his turns, and waits in every window until one stops for him
    // because of "every attack" (a bot's attack in which he could spend).
    const end = Date.now() + 240_000;
    for (;;) {
      if (Date.now() > end) throw new Error(`no "always" stop came: ${JSON.stringify(await tally(page))}`);
      if ((await tally(page)).stops.includes('always')) break;
      const v = await view();
      if (v.outcome) throw new Error('the game ended first');
      if (!v.deciding.includes(0)) {
        await page.waitForTimeout(100);
        continue;
      }
      // His own turn, a decision that is no attack window (a special-card moment, an offer…): the passive answer.
      if (v.observation.turn.active === 0 || v.observation.pending?.kind !== 'attack' || !(await usable(page.locator(tid('action-pass'))))) {
        if (!(await passiveStep(page))) await page.waitForTimeout(100);
        continue;
      }
      // A bot's attack: the bar counts down (nothing of his), or it stops for him ("always").
      await page.waitForTimeout(100);
    }
    // The window waits for him: no bar counts down, the host waits for seat 0 in an attack window.
    const w = await view();
    expect(w.observation.pending?.kind).toBe('attack');
    expect(w.deciding).toEqual([0]);
    expect(await page.locator(tid('autopass-bar')).count()).toBe(0);
    await page.waitForTimeout(2500);
    expect((await view()).seq).toBe(w.seq);
    await page.locator(tid('action-pass')).click();
    await expect.poll(async () => (await view()).seq, { timeout: 10_000 }).toBeGreaterThan(w.seq);
    expect(errors).toEqual([]);
  }, { botSpeed: 'fast' });
});
