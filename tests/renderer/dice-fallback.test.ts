// The ui store's fallback for dice that never say they landed (issue 39): it lands the roll after
// LAND_AT_LATEST_MS, goes with its roll (landed, replaced or cleared), and never makes its own
// Pinia the active one again. A fallback that went through the landDice action did: Pinia makes a
// store's Pinia active whenever one of its actions runs, so a roll from one test switched a later
// test's stores to the old ones two seconds on (stores.test.ts failed so under load, issue 38).
import { createPinia, getActivePinia, setActivePinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAND_AT_LATEST_MS, useUiStore } from '../../src/renderer/src/stores/ui';

const roll = (id: number) => ({ id, dice: [1, 2] as [number, number], needed: 5, success: true, seat: 0 });

afterEach(() => vi.useRealTimers());

describe('the dice fallback (issue 39)', () => {
  it('lands a roll whose dice never said so, without switching the active Pinia', () => {
    vi.useFakeTimers();
    const a = createPinia();
    setActivePinia(a);
    const ui = useUiStore();
    ui.showDice(roll(8));
    const b = createPinia();
    setActivePinia(b);
    vi.advanceTimersByTime(LAND_AT_LATEST_MS + 10);
    expect(ui.rolling).toBe(null);
    expect(getActivePinia()).toBe(b);
  });

  it('goes with its roll: landed, replaced by another or cleared, no timer is left', () => {
    vi.useFakeTimers();
    setActivePinia(createPinia());
    const ui = useUiStore();
    ui.showDice(roll(1));
    ui.landDice(1);
    expect(vi.getTimerCount()).toBe(0);
    ui.showDice(roll(2));
    ui.showDice(roll(3));
    expect(vi.getTimerCount()).toBe(1);
    ui.clearDice();
    expect(vi.getTimerCount()).toBe(0);
    ui.showDice(roll(4));
    ui.resetForViewer();
    expect(vi.getTimerCount()).toBe(0);
  });
});
