// Issue 6, e2e: a LAN game with a host and three clients. The host (the real web server's
// GameHost with its LanHost, in this process) opens a lobby for [bot, LAN, LAN, LAN]; Chromium
// opens the LAN address, gets the Join screen with the address filled in, joins with the code and
// waits in the lobby; two Node LanClients join; the host starts; the Node clients play with their
// bots while the Chromium player passes and ends turns through the UI, to the end screen.
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LanClient } from '../../src/server/lan/lan-client';
import type { LobbyView } from '../../src/shared/protocol/lan';
import type { NewGameSetup, TableView } from '../../src/shared/protocol/messages';
import { openPage, useChromium } from './support/browser';
import { removeDir, startServer, tempDataDir, withServer } from './support/server';
import { playPassivelyUntil, screenOf, tid, waitForScreen } from './support/ui';

const browser = useChromium();

async function waitUntil(what: string, test: () => Promise<boolean>, timeoutMs = 20_000, detail?: () => Promise<string>): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${detail ? `: ${await detail()}` : ""}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a host, a Chromium player and two Node players play a LAN game to the end screen', async () => {
  const dir = tempDataDir('lan');
  const server = await startServer(dir);
  const clients: LanClient[] = [];
  try {
    const host = server.host;
    const setup: NewGameSetup = {
      config: { players: 4, names: ['Hostbot', 'Seat 2', 'Seat 3', 'Seat 4'], elimination: false, basicGoal: 4, turnCap: 8 },
      seats: [{ kind: 'bot', level: 'easy', personality: 'balanced' }, { kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }],
      seed: 'lan-e2e',
    };
    const opened = await host.request({ kind: 'lan:open', params: { setup, bind: '127.0.0.1', port: 0, name: 'E2E LAN game' } });
    if (!opened.ok) throw new Error(opened.error);
    const { urls } = opened.value as LobbyView;
    const code = (opened.value as LobbyView).code!;
    const lobby = async () => {
      const r = await host.request({ kind: 'lan:lobby', params: {} });
      if (!r.ok) throw new Error(r.error);
      return r.value as LobbyView;
    };

    // The browser on the LAN address: the Join screen, address already known, only code and name.
    const { page, errors } = await openPage(browser(), urls[0]);
    await waitForScreen(page, 'join');
    expect(await page.locator(tid('join-address-fixed')).innerText()).toBe(new URL(urls[0]).host);
    await page.locator(tid('join-code')).fill('nope');
    await page.locator(tid('join-name')).fill('Chrome');
    await page.locator(tid('join-submit')).click();
    await expect.poll(() => page.locator(tid('join-error')).innerText().catch(() => ''), { timeout: 10_000 }).toMatch(/code/i);
    await page.locator(tid('join-code')).fill(code.toLowerCase());
    await page.locator(tid('join-submit')).click();
    await waitForScreen(page, 'lanLobby');
    await page.locator(tid('lan-ready')).check();
    await waitUntil('the Chromium player in the lobby, ready', async () => (await lobby()).seats.some((s) => s.name === 'Chrome' && s.joined && s.connected && s.ready));
    const chromeSeat = (await lobby()).seats.find((s) => s.name === 'Chrome')!.seat;
    // A reload keeps the seat: the tab's token rejoins by itself, no second seat is taken.
    await page.reload();
    await waitForScreen(page, 'lanLobby');
    expect(await page.locator(tid('lan-lobby-you')).innerText()).toContain(`seat ${chromeSeat + 1}`);
    await waitUntil('the Chromium player back on its seat', async () => (await lobby()).seats.filter((s) => s.kind === 'remote' && s.joined && s.connected).length === 1, 10_000, async () => JSON.stringify((await lobby()).seats));

    // Start is refused while LAN seats are empty.
    const early = await host.request({ kind: 'lan:start', params: {} });
    expect(early.ok).toBe(false);

    for (const name of ['Node A', 'Node B']) {
      const c = new LanClient(urls[0], name, code, false);
      clients.push(c);
      await c.connect();
      await c.join();
    }
    // The waiting room follows the lobby pushes: everyone's name shows up.
    await expect.poll(() => page.locator(tid('lan-lobby-screen')).innerText(), { timeout: 10_000 }).toMatch(/Node A[\s\S]*Node B|Node B[\s\S]*Node A/);

    const started = await host.request({ kind: 'lan:start', params: {} });
    if (!started.ok) throw new Error(started.error);
    for (const c of clients) c.play();

    // The host's push takes the Chromium player to the table, showing its own seat.
    await page.locator(`${tid('table-screen')}, ${tid('end-screen')}`).first().waitFor({ timeout: 20_000 });
    expect(await page.locator(tid('curtain')).count()).toBe(0);
    expect(await page.locator(tid('table-save')).count()).toBe(0);
    await playPassivelyUntil(page, async () => (await screenOf(page)) === 'end', 70_000);

    const view = await host.request({ kind: 'game:view', params: { viewer: 'spectator', since: 0 } });
    if (!view.ok) throw new Error(view.error);
    const v = view.value as TableView;
    expect(v.outcome).not.toBeNull();
    // Every LAN player acted: the Node clients through their bots, Chromium through the UI.
    for (const c of clients) expect(c.accepted.length).toBeGreaterThan(0);
    expect(v.log.some((e) => e.event.type === 'turnEnded' && 'seat' in e.event && e.event.seat === chromeSeat)).toBe(true);
    await page.locator(tid('end-winners')).waitFor();
    expect(errors).toEqual([]);
  } finally {
    for (const c of clients) c.close();
    await server.close();
    removeDir(dir);
  }
});

it('hosting through the setup screen, joining from another tab by address, and a kick back to the Join screen', async () => {
  await withServer('lan-kick', async (server) => {
    // The host: New game with a LAN seat → Host on the LAN… → the lobby.
    const { page: hostPage, errors: hostErrors } = await openPage(browser(), server.url);
    await menuReady(hostPage);
    await hostPage.locator(tid('menu-new-game')).click();
    const rows = hostPage.locator('[data-testid^="setup-seat-"][data-testid$="-name"]');
    while ((await rows.count()) > 2) await hostPage.locator(tid(`setup-seat-${(await rows.count()) - 1}-remove`)).click();
    await hostPage.locator(tid('setup-seat-0-name')).fill('Anna');
    await hostPage.locator(tid('setup-seat-1-name')).fill('Guest');
    await hostPage.locator(tid('setup-seat-1-kind')).selectOption('remote');
    expect(await hostPage.locator(tid('setup-start')).innerText()).toMatch(/Host on the LAN/);
    await hostPage.locator(tid('setup-start')).click();
    await hostPage.locator(tid('lan-bind')).selectOption('127.0.0.1');
    await hostPage.locator(tid('lan-name')).fill('Kick test');
    await hostPage.locator(tid('lan-host-open')).click();
    await waitForScreen(hostPage, 'lanHost');
    const code = (await hostPage.locator(tid('lan-code')).innerText()).trim();
    const url = (await hostPage.locator(`${tid('lan-urls')} code`).first().innerText()).trim();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await hostPage.locator(tid('lan-start')).isDisabled()).toBe(true);
    expect(await hostPage.locator(tid('lan-start-reason')).innerText()).toMatch(/seat 2/);

    // Another tab of the app: Main menu → Join a LAN game, the address typed by hand.
    const { page: guest, errors } = await openPage(browser(), server.url);
    await menuReady(guest);
    await guest.locator(tid('menu-join')).click();
    await waitForScreen(guest, 'join');
    await guest.locator(tid('join-address')).fill(url);
    await guest.locator(tid('join-code')).fill(code);
    await guest.locator(tid('join-name')).fill('Kim');
    await guest.locator(tid('join-submit')).click();
    await waitForScreen(guest, 'lanLobby');
    // The host's lobby follows: the seat is taken and Start is enabled.
    await hostPage.locator(`${tid('lan-seat-1')}[data-joined="true"][data-connected="true"]`).waitFor({ timeout: 10_000 });
    await hostPage.locator(`${tid('lan-start')}:not([disabled])`).waitFor({ timeout: 10_000 });

    await hostPage.locator(tid('lan-kick-1')).click();
    await waitForScreen(guest, 'join');
    await expect.poll(() => guest.locator(tid('join-error')).innerText().catch(() => '')).toMatch(/seat/i);
    await hostPage.locator(`${tid('lan-seat-1')}[data-joined="false"]`).waitFor({ timeout: 10_000 });
    // Back on its own host: Back reaches the ordinary main menu.
    await guest.locator(tid('join-back')).click();
    await menuReady(guest);
    // The host stops the LAN game: back to the menu.
    await hostPage.locator(tid('lan-stop')).click();
    await waitForScreen(hostPage, 'menu');
    expect(errors).toEqual([]);
    expect(hostErrors).toEqual([]);
  });
});

/** The main menu of the app's own host, ready (New game enabled). */
function menuReady(p: Page): Promise<void> {
  return p.locator(`${tid('menu-new-game')}:not([disabled])`).waitFor({ timeout: 15_000 });
}
