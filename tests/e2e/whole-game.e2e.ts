// Issue 5, e2e (b): a whole game to the end screen. Two easy bots race for a basic goal of 3 cards
// (two captured groups) at instant speed while the human ends his turns and passes in attacks.
import { expect, it } from 'vitest';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import type { MenuState, TableView } from '../../src/shared/protocol/messages';
import { playPassivelyUntil, screenOf, startGame, tid, waitForMenu } from './support/ui';

const browser = useChromium();

it('plays a game to the end screen with the winner named', async () => {
  await withServer('whole', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    await waitForMenu(page);
    const names = ['Ada', 'Boris', 'Chloe'];
    await startGame(
      page,
      [
        { kind: 'human', name: names[0], illuminati: 'bavarian-illuminati' },
        { kind: 'bot', name: names[1], level: 'easy' },
        { kind: 'bot', name: names[2], level: 'easy' },
      ],
      { basicGoal: 3 },
    );
    await playPassivelyUntil(page, async () => (await screenOf(page)) === 'end', 75_000);

    // The end screen names the winners the host recorded.
    const view = await server.host.request({ kind: 'game:view', params: { viewer: 'spectator', since: 0 } });
    if (!view.ok) throw new Error(view.error);
    const { outcome, log } = view.value as TableView;
    expect(outcome).not.toBeNull();
    expect(log.at(-1)?.event.type).toBe('gameEnded');
    expect(log.filter((e) => e.event.type === 'turnEnded').length).toBeGreaterThan(0);
    const headline = await page.locator(tid('end-winners')).innerText();
    const winners = outcome!.winners.map((s) => names[s]);
    expect(winners.length).toBeGreaterThan(0);
    for (const w of winners) expect(headline).toContain(w);
    for (const n of names.filter((n) => !winners.includes(n))) expect(headline).not.toContain(n);
    // Over for the host too: the autosave offers no Continue.
    const menu = await server.host.request({ kind: 'menu:state', params: {} });
    expect(menu.ok && (menu.value as MenuState).canContinue).toBe(false);
    expect(errors).toEqual([]);
  });
});
