// The view the table canvas shows (stores/shown-table.ts, issue 39): while a roll's dice are in the
// air the table stays as it was before the roll, whatever comes meanwhile; when the dice land it
// shows the latest view, nothing lost. Without a roll in the air, and for another viewer, it
// follows the table store at once. The player's own controls read the table store throughout.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import type { NewGameSetup, SeatController } from '../../src/shared/protocol/messages';
import { useSessionStore } from '../../src/renderer/src/stores/session';
import { useShownTableStore } from '../../src/renderer/src/stores/shown-table';
import { useTableStore } from '../../src/renderer/src/stores/table';
import { useUiStore } from '../../src/renderer/src/stores/ui';
import { FakeHost, settle } from './support/fake-host';
import { playUntil } from './support/play-until';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
const setup = (seats: SeatController[], seed: string): NewGameSetup => ({ config: { players: seats.length, names: seats.map((_, i) => `P${i}`), elimination: false }, seats, seed });

let host: FakeHost;

beforeEach(async () => {
  setActivePinia(createPinia());
  host = new FakeHost();
  await useSessionStore().start(host);
});

describe('the table shown on the canvas (issue 39)', () => {
  it('follows the table store at once while no dice are in the air', async () => {
    await useSessionStore().newGame(setup([B, H, B], 'shown-1'));
    const table = useTableStore();
    const shown = useShownTableStore();
    const ui = useUiStore();
    expect(shown.view).toBe(table.view);
    // Every change before the first roll reaches the canvas in the same tick as the store.
    await playUntil(host, () => host.game!.events.some((e) => e.type === 'diceRolled'), 1, () => {
      if (ui.rolling === null) expect(shown.view).toBe(table.view);
    });
  });

  it('holds the view from before a roll while its dice tumble, then shows the latest', async () => {
    await useSessionStore().newGame(setup([B, B, H], 'dice-3'));
    const table = useTableStore();
    const shown = useShownTableStore();
    const ui = useUiStore();
    let before = table.view;
    await playUntil(host, () => ui.rolling !== null, 2, () => {
      if (ui.rolling === null) before = table.view;
    });
    const roll = ui.rolling!;
    // The roll is in the table store's view and log; the canvas still has the position before it.
    expect(table.log.some((e) => e.index === roll && e.event.type === 'diceRolled')).toBe(true);
    expect(shown.view).toBe(before);
    expect(shown.view!.seq).toBeLessThan(table.view!.seq);
    // More changes while the dice tumble (the players answer the result): still held.
    const seq = table.view!.seq;
    await playUntil(host, () => table.view!.seq > seq, 2);
    expect(shown.view).toBe(before);
    // The dice land: the latest view, in the same tick.
    ui.landDice(roll);
    await nextTick();
    expect(shown.view).toBe(table.view);
  });

  it('shows the latest at once when the viewer must decide, even with dice in the air: his own moves never wait', async () => {
    await useSessionStore().newGame(setup([B, B, H], 'dice-3'));
    const table = useTableStore();
    const shown = useShownTableStore();
    const ui = useUiStore();
    await playUntil(host, () => ui.rolling !== null, 2);
    expect(shown.view).not.toBe(table.view);
    table.view = { ...table.view!, deciding: [2] };
    await nextTick();
    expect(shown.view).toBe(table.view);
  });

  it('shows another viewer at once, even with dice in the air', async () => {
    await useSessionStore().newGame(setup([B, B, H], 'dice-3'));
    const table = useTableStore();
    const shown = useShownTableStore();
    const ui = useUiStore();
    await playUntil(host, () => ui.rolling !== null, 2);
    expect(shown.view).not.toBe(table.view);
    table.view = { ...table.view!, viewer: 0 };
    await nextTick();
    expect(shown.view).toBe(table.view);
  });
});
