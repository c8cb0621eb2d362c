// The news panels' view and log (stores/news.ts, issue 39): the message board and the players
// panel follow the table one frame later (here: when the test runs the queued catch-up), and
// while a roll's dice are in the air the board holds that roll's entry and everything after it,
// showing them, in order, once the dice land. The player's own controls read the table store,
// which has the change at once.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { useNewsStore, setNewsScheduler } from '../../src/renderer/src/stores/news';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { useUiStore } from '../../src/renderer/src/stores/ui';
import { FakeHost, settle } from './support/fake-host';
import { playUntil } from './support/play-until';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
const setup = (seats: SeatController[], seed: string): NewGameSetup => ({ config: { players: seats.length, names: seats.map((_, i) => `P${i}`), elimination: false }, seats, seed });

let host: FakeHost;
let queued: (() => void)[] = [];
const runQueued = () => queued.splice(0).forEach((f) => f());

beforeEach(async () => {
  setActivePinia(createPinia());
  queued = [];
  setNewsScheduler((f) => void queued.push(f));
  host = new FakeHost();
  await useSessionStore().start(host);
});
afterEach(() => setNewsScheduler(null));

describe('the news panels (issue 39)', () => {
  it('show the first view at once, and each later change a frame after the table', async () => {
    await useSessionStore().newGame(setup([B, H, B], 'news-1'));
    const table = useTableStore();
    const news = useNewsStore();
    expect(news.view).toBe(table.view);
    expect(news.log).toEqual(table.log);
    const first = table.view;
    const seq = host.game!.events.length;
    await playUntil(host, () => host.game!.events.length >= seq + 3, 1);
    // The table (and with it the player's controls) has the change; the news panels not yet.
    expect(table.view).not.toBe(first);
    expect(news.view).toBe(first);
    expect(queued.length).toBe(1);
    runQueued();
    expect(news.view).toBe(table.view);
    expect(news.log.map((e) => e.index)).toEqual(table.log.map((e) => e.index));
  });

  it('hold a roll and what follows it until the dice land, then show all of it in order', async () => {
    await useSessionStore().newGame(setup([B, B, H], 'dice-3'));
    const table = useTableStore();
    const news = useNewsStore();
    const ui = useUiStore();
    await playUntil(host, () => host.game!.events.some((e) => e.type === 'diceRolled'), 2);
    runQueued();
    const roll = ui.rolling;
    expect(roll).not.toBe(null);
    expect(table.log.some((e) => e.index === roll && e.event.type === 'diceRolled')).toBe(true);
    // The board shows nothing of the roll or after it, and the panels keep the view from before the
    // roll's change (its standings would tell the result); the table store has it all.
    expect(news.log.every((e) => e.index < roll!)).toBe(true);
    expect(news.log.length).toBeLessThan(table.log.length);
    expect(news.view).not.toBe(table.view);
    expect(news.view!.seq).toBeLessThan(table.view!.seq);
    // More changes while the dice tumble (the players answer the result): still held, the same array.
    const held = news.log;
    const before = table.log.length;
    await playUntil(host, () => table.log.length > before, 2);
    runQueued();
    expect(news.log).toBe(held);
    // The dice land: every entry, in order, none lost.
    ui.landDice(roll!);
    await settle();
    runQueued();
    expect(ui.rolling).toBe(null);
    expect(news.log.map((e) => e.index)).toEqual(table.log.map((e) => e.index));
    expect(news.view).toBe(table.view);
  });

  it('a roll whose dice never say they landed is shown after LAND_AT_LATEST_MS', async () => {
    const ui = useUiStore();
    const { LAND_AT_LATEST_MS } = await import('../../src/renderer/src/stores/ui');
    const at = Date.now();
    ui.showDice({ id: 7, dice: [1, 2], needed: 5, success: true, seat: 0 });
    expect(ui.rolling).toBe(7);
    await new Promise((r) => setTimeout(r, LAND_AT_LATEST_MS + 50));
    expect(ui.rolling).toBe(null);
    expect(Date.now() - at).toBeGreaterThanOrEqual(LAND_AT_LATEST_MS);
  });
});
