// Issue 5, e2e (e): the host stops in the middle of a game (the web server closes) and a new one
// starts on the same data folder and port: the open tab notices, and after a reload the main
// menu's Continue brings back the same game at the same point (same move number, same log).
import { expect, it } from 'vitest';
import type { WebServer } from '../../src/server/web';
import { openPage, useChromium } from './support/browser';
import { removeDir, startServer, tempDataDir } from './support/server';
import { hostView, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, ENDLESS, command, logTexts, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('after a restart of the host, Continue resumes the game at the same seq and log', async () => {
  const dir = tempDataDir('restart');
  let server: WebServer = await startServer(dir);
  try {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    const first = await untilOwnTurn(page, server, -1);
    await command(page, 'endTurn');
    const before = await untilOwnTurn(page, server, first.seq);
    expect(before.seq).toBeGreaterThan(1);
    const log = await logTexts(page);
    const title = await page.locator(tid('turn-title')).innerText();

    const { port } = server;
    await server.close();
    // The tab sees the link drop.
    await page.locator(tid('connection-banner')).waitFor();
    server = await startServer(dir, { port });

    await page.reload();
    await waitForMenu(page);
    await page.locator(`${tid('menu-continue')}:not([disabled])`).click();
    await page.locator(tid('table-screen')).waitFor();
    await expect.poll(() => logTexts(page)).toEqual(log);
    expect(await page.locator(tid('turn-title')).innerText()).toBe(title);
    const after = await hostView(server, 0);
    expect(after.seq).toBe(before.seq);
    expect(after.log).toEqual(before.log);
    expect(after.deciding).toEqual(before.deciding);
    // The game goes on from there.
    await command(page, 'endTurn');
    await untilOwnTurn(page, server, before.seq);
    // Only the dropped link may have complained (the socket's failed reconnections).
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED/i.test(e))).toEqual([]);
  } finally {
    await server.close();
    removeDir(dir);
  }
});
