// Issue 6, e2e: a LAN game with a host and three clients. The host (the real web server's
// GameHost with its LanHost, in this process) opens a lobby for [bot, LAN, LAN, LAN]; Chromium
// opens the LAN address, gets the Join screen with the address filled in, joins with the code and
// waits in the lobby; two Node LanClients join; the host starts; the Node clients play with their
// bots while the Chromium player passes and ends turns through the UI, to the end screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LanClient } from '../../src/main/lan/lan-client';
import type { LobbyView } from '../../src/shared/protocol/lan';
import type { NewGameSetup, TableView } from '../../src/shared/protocol/messages';
import { launchChromium, openPage } from './support/browser';
import { removeDir, startServer, tempDataDir } from './support/server';
import { playPassivelyUntil, screenOf, tid, waitForScreen } from './support/ui';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function waitUntil(what: string, test: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
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
    const { code, urls } = opened.value as LobbyView;
    const lobby = async () => {
      const r = await host.request({ kind: 'lan:lobby', params: {} });
      if (!r.ok) throw new Error(r.error);
      return r.value as LobbyView;
    };

    // The browser on the LAN address: the Join screen, address already known, only code and name.
    const { page, errors } = await openPage(browser, urls[0]);
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

it('joining from the app by address: the waiting room, then a kick sends the player back to the Join screen of its own app', async () => {
  const dir = tempDataDir('lan-kick');
  const server = await startServer(dir);
  try {
    const host = server.host;
    const setup: NewGameSetup = { config: { players: 2, names: ['Anna', 'Guest'] }, seats: [{ kind: 'human' }, { kind: 'remote' }] };
    const opened = await host.request({ kind: 'lan:open', params: { setup, bind: '127.0.0.1', port: 0, name: 'Kick test' } });
    if (!opened.ok) throw new Error(opened.error);
    const { code, urls } = opened.value as LobbyView;

    // The app's own page (browser mode, on the main address): Main menu → Join a LAN game.
    const { page, errors } = await openPage(browser, server.url);
    await page.locator(`${tid('menu-join')}:not([disabled])`).click();
    await waitForScreen(page, 'join');
    await page.locator(tid('join-address')).fill(urls[0]);
    await page.locator(tid('join-code')).fill(code);
    await page.locator(tid('join-name')).fill('Kim');
    await page.locator(tid('join-submit')).click();
    await waitForScreen(page, 'lanLobby');
    await expect
      .poll(async () => {
        const r = await host.request({ kind: 'lan:lobby', params: {} });
        return r.ok && (r.value as LobbyView).seats[1].joined;
      })
      .toBe(true);

    const kicked = await host.request({ kind: 'lan:kick', params: { seat: 1 } });
    expect(kicked.ok).toBe(true);
    await waitForScreen(page, 'join');
    await expect.poll(() => page.locator(tid('join-error')).innerText().catch(() => '')).toMatch(/seat/i);
    // Back on its own host: Back reaches the ordinary main menu.
    await page.locator(tid('join-back')).click();
    await page.locator(`${tid('menu-new-game')}:not([disabled])`).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
  } finally {
    await server.close();
    removeDir(dir);
  }
});
