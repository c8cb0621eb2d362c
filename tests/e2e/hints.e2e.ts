// Issue 20, hints: on the human's turn the table offers Hint; the Hard bot (in a worker of the host)
// suggests an action, the table highlights its cards and one or two sentences say why; Apply sends
// exactly that action through the normal path (with its confirmation), and the hint, now stale,
// disappears. Witnesses: the WebSocket frames (the host's hint and the action the page sent) and
// the host's own record of the game.
import { expect, it } from 'vitest';
import type { ProbeCard } from '../../src/renderer/src/table/use-table-probe';
import { decider, newGame, type Action, type GameConfig } from '../../src/shared/engine';
import type { LobbyView } from '../../src/shared/protocol/lan';
import type { NewGameSetup } from '../../src/shared/protocol/messages';
import type { Hint } from '../../src/shared/protocol/hint';
import { openPage, useChromium } from './support/browser';
import { withServer } from './support/server';
import { hostView, untilOwnTurn } from './support/table';
import { ADA_AND_THREE_BOTS, command, confirmIfAsked, ENDLESS, playPassivelyUntil, startGame, tid, usable, waitForMenu, waitForScreen } from './support/ui';
import { expandLegal } from '../../src/shared/protocol/compact-legal';

const browser = useChromium();

/** The cards a hint's action names that the table must highlight. */
function named(a: Action): string[] {
  if (a.type === 'attack') return [a.attacker, ...a.aiders, a.target];
  if (a.type === 'transferMoney') return [a.from, a.to];
  if (a.type === 'moveGroup') return [a.group, a.master];
  return [];
}

it('a hint is shown, explained, highlighted on the table and applied', async () => {
  await withServer('hints', async (server) => {
    const { page, errors } = await openPage(browser(), server.url);
    // What goes over the wire: the hints the host answered and the actions the page sent.
    const hints: Hint[] = [];
    const acts: Action[] = [];
    const hintIds = new Set<number>();
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => {
        const m = JSON.parse(String(f.payload)) as { id: number; kind: string; params: { action?: Action } };
        if (m.kind === 'game:hint') hintIds.add(m.id);
        if (m.kind === 'game:act' && m.params.action) acts.push(m.params.action);
      });
      ws.on('framereceived', (f) => {
        const m = JSON.parse(String(f.payload)) as { id?: number; reply?: { ok: boolean; value?: Hint } };
        if (m.id !== undefined && hintIds.has(m.id) && m.reply?.ok) hints.push(m.reply.value!);
      });
    });
    // The page's socket opened before the listener: load it again with the listener in place.
    await page.reload();
    await waitForMenu(page);
    await startGame(page, ADA_AND_THREE_BOTS, ENDLESS);
    // Hints on Ada's turns until one is an attack (Hard may first end a turn or make an offer):
    // each is shown, explained, highlighted and applied.
    let hint: Hint | null = null;
    let after = -1;
    for (let round = 0; round < 6 && hint?.action.type !== 'attack'; round++) {
      const view = await untilOwnTurn(page, server, after);
      // The table offers Hint in the action bar; the host thinks, then answers.
      await page.locator(`${tid('hint-bar')} ${tid('hint-button')}`).click();
      await page.locator(tid('hint-panel')).waitFor({ timeout: 20_000 });
      expect(hints).toHaveLength(round + 1);
      hint = hints[round];
      expect(hint.seq).toBe(view.seq);
      const type = hint.action.type;
      expect(expandLegal(view.legal).some((l) => l.type === type)).toBe(true);

      // Explained: the action in a sentence, then one or two sentences why, from the host's facts.
      const what = await page.locator(tid('hint-action')).innerText();
      const why = await page.locator(tid('hint-why')).innerText();
      expect(what).toMatch(/^[A-Z].+\.$/);
      expect(why).toMatch(/^[A-Z].+\.$/);
      const odds = hint.reasons.find((r) => r.kind === 'odds');
      if (odds?.kind === 'odds') {
        expect(why).toContain(`${odds.needed} or less`);
        if (odds.spend) expect(why).toContain(`spending ${odds.spend.money} MB on it`);
      }
      // A privileged attack (the Bavarians' own, or a special card discarded) says so in a second sentence.
      if (hint.action.type === 'attack') expect(what).toMatch(hint.action.privilege ? /^Attack .+ to (control|neutralize|destroy) it\. Make it privileged\.$/ : /^Attack .+ to (control|neutralize|destroy) it\.$/);

      // Highlighted on the table: every card the action names glows.
      const lit = ((await page.evaluate(() => window.__illuminatiTable?.cards() ?? [])) as ProbeCard[]).filter((c) => c.highlighted).map((c) => c.id);
      for (const id of named(hint.action)) expect(lit).toContain(id);

      // Applied: exactly that action, through the normal path (an attack asks for confirmation first).
      await page.locator(tid('hint-apply')).click();
      await confirmIfAsked(page);
      await expect.poll(async () => (await hostView(server, 0)).seq, { timeout: 15_000 }).toBeGreaterThan(view.seq);
      expect(acts.at(-1)).toEqual(hint.action);
      const exported = await server.host.request({ kind: 'game:export', params: {} });
      if (!exported.ok) throw new Error(exported.error);
      const saved = JSON.parse((exported.value as { text: string }).text) as { game: { actions: { seat: number; action: Action }[] } };
      expect(saved.game.actions[view.seq]).toEqual({ seat: 0, action: hint.action });
      // The game moved on: the hint is stale and gone.
      await page.locator(tid('hint-panel')).waitFor({ state: 'detached', timeout: 10_000 });
      after = view.seq;
    }
    expect(hint?.action.type).toBe('attack');

    // An attack opens its window with Ada on the floor: the hint moves into the attack window,
    // where it says what spending (or passing) does to the chance, and is applied the same way.
    {
      const inWindow = page.locator(`${tid('attack-window')} ${tid('hint-window')} ${tid('hint-button')}`);
      await inWindow.waitFor({ timeout: 10_000 });
      expect(await page.locator(tid('hint-bar')).count()).toBe(0);
      await inWindow.click();
      await page.locator(tid('hint-panel')).waitFor({ timeout: 20_000 });
      const second = hints.at(-1)!;
      expect(['spend', 'pass', 'callOff']).toContain(second.action.type);
      const windowWhy = await page.locator(tid('hint-why')).innerText();
      if (second.action.type === 'spend') expect(windowWhy).toMatch(/^Your money raises the chance of the attack from \d+% to \d+%\./);
      if (second.action.type === 'pass') expect(windowWhy).toMatch(/^The attack stands at \d+%/);
      const seq = (await hostView(server, 0)).seq;
      await page.locator(tid('hint-apply')).click();
      await confirmIfAsked(page);
      await expect.poll(async () => (await hostView(server, 0)).seq, { timeout: 15_000 }).toBeGreaterThan(seq);
      expect(acts.at(-1)).toEqual(second.action);
    }
    expect(errors).toEqual([]);
  });
});

it('a LAN player gets hints only when the host allows them', async () => {
  await withServer('hints-lan', async (server) => {
    const host = server.host;
    // The LAN seat is the first to act, so its turn comes at once.
    const base: GameConfig = { players: 3, elimination: false, illuminati: ['network', 'bavarian-illuminati', 'gnomes-of-zurich'] };
    const first = decider(newGame(base, 'hints-lan').state)[0];
    // The remote seat carries the name its player joins with: since issue 40 a bot already called
    // Remo would make the host refuse a second Remo.
    const bots = ['Bea', 'Cal'];
    const config: GameConfig = { ...base, names: [0, 1, 2].map((i) => (i === first ? 'Remo' : bots.shift()!)) };
    const seats: NewGameSetup['seats'] = [0, 1, 2].map((i) => (i === first ? { kind: 'remote' } : { kind: 'bot', level: 'easy', personality: 'balanced' }));
    const opened = await host.request({ kind: 'lan:open', params: { setup: { config, seats, seed: 'hints-lan' }, bind: '127.0.0.1', port: 0, name: 'Hints LAN' } });
    if (!opened.ok) throw new Error(opened.error);
    const { urls } = opened.value as LobbyView;
    const code = (opened.value as LobbyView).code!;
    const { page, errors } = await openPage(browser(), urls[0]);
    await waitForScreen(page, 'join');
    await page.locator(tid('join-code')).fill(code);
    await page.locator(tid('join-name')).fill('Remo');
    await page.locator(tid('join-submit')).click();
    await waitForScreen(page, 'lanLobby');
    await page.locator(tid('lan-ready')).check();
    await expect
      .poll(async () => {
        const r = await host.request({ kind: 'lan:lobby', params: {} });
        return r.ok && (r.value as LobbyView).seats.some((x) => x.seat === first && x.ready);
      }, { timeout: 10_000 })
      .toBe(true);
    const started = await host.request({ kind: 'lan:start', params: {} });
    if (!started.ok) throw new Error(started.error);

    // Off by default: the host refuses, the player reads why, and the button rests.
    const button = page.locator(`${tid('hint-bar')} ${tid('hint-button')}`);
    await button.waitFor({ timeout: 20_000 });
    await button.click();
    await expect.poll(() => page.locator(tid('hint-error')).innerText().catch(() => ''), { timeout: 10_000 }).toBe('The host does not allow hints in this game.');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.locator(tid('hint-panel')).count()).toBe(0);

    // The host allows them (its LAN lobby's tick box sets this setting); from the next move on the player may ask.
    const allowed = await host.request({ kind: 'settings:set', params: { settings: { lanHints: true } } });
    expect(allowed.ok).toBe(true);
    await command(page, 'endTurn');
    await playPassivelyUntil(page, () => usable(button), 45_000, { endTurn: false });
    await button.click();
    await page.locator(tid('hint-panel')).waitFor({ timeout: 20_000 });
    expect(await page.locator(tid('hint-why')).innerText()).toMatch(/^[A-Z].+\.$/);
    expect(await page.locator(tid('hint-error')).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
