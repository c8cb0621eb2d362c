// What one change of the game costs the table's words on a crowded table (issue 39). The dice
// window of `npm run bench:ui` missed frames because every change of the game (a pass, a roll)
// described all ~90 cards again for the accessible list: some 2,000 messages formatted by
// vue-i18n in one task. These tests count the work (never the time): the list is made again as
// TableCanvas makes it at each change, and nothing in it is described or translated again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../src/renderer/src/i18n';
import { accessLists } from '../../../src/renderer/src/table/access-items';
import { drawCard } from '../../../src/renderer/src/table/card-draw';
import { faceOf } from '../../../src/renderer/src/table/card-face';
import { drawLabel } from '../../../src/renderer/src/table/chip-draw';
import { layoutTable, type TableUi } from '../../../src/renderer/src/table/layout';
import { keepUnchanged } from '../../../src/renderer/src/table/memo';
import type { TableLayout } from '../../../src/renderer/src/table/sprites';
import { tableObservation } from './fixtures';
import { fakeCanvas } from './fake-canvas';

// The describers counted where access-items.ts calls them, the real ones underneath.
const calls = vi.hoisted(() => ({ describeCard: 0, describePlayer: 0, cardTitle: 0 }));
vi.mock('../../../src/renderer/src/table/describe', async (original) => {
  const real = await original<typeof import('../../../src/renderer/src/table/describe')>();
  return {
    ...real,
    describeCard: (...a: Parameters<typeof real.describeCard>) => (calls.describeCard++, real.describeCard(...a)),
    describePlayer: (...a: Parameters<typeof real.describePlayer>) => (calls.describePlayer++, real.describePlayer(...a)),
    cardTitle: (...a: Parameters<typeof real.cardTitle>) => (calls.cardTitle++, real.cardTitle(...a)),
  };
});

const VIEW = { width: 1280, height: 800 };
// Six players with thirteen groups each: the size of the benchmark's crowded table (89 cards).
const obs = tableObservation({ players: 6, groups: 13, seed: 39, viewer: 0 });
const nameOf = (id: string) => faceOf(id).name;

/** A canvas 2D context that draws nothing and counts the texts it measures. */
function counting(): { ctx: CanvasRenderingContext2D; measured: () => number } {
  let n = 0;
  return { ctx: fakeCanvas({ em: 0.6, measured: () => n++ }), measured: () => n };
}

/** The layouts TableCanvas keeps over a run of changes (each `ui` one change: here, who decides). */
function run(uis: TableUi[]): TableLayout[] {
  const out: TableLayout[] = [];
  for (const ui of uis) out.push(keepUnchanged(out.at(-1) ?? null, layoutTable(obs, VIEW, ui)));
  return out;
}

beforeAll(() => {
  vi.stubGlobal('Path2D', class {});
});
afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
});

describe('one change of a crowded table', () => {
  it('the accessible list describes no card and translates nothing again; a card is described when its entry is read out', () => {
    const [before, after] = run([{ deciding: [1] }, { deciding: [2] }]);
    expect(before.cards.length).toBeGreaterThanOrEqual(80);
    accessLists(before, nameOf);
    calls.describeCard = calls.describePlayer = calls.cardTitle = 0;
    const formats = vi.spyOn(i18n.global, 't');

    const lists = accessLists(after, nameOf);
    expect(calls).toEqual({ describeCard: 0, describePlayer: 0, cardTitle: 0 });
    expect(formats).not.toHaveBeenCalled();

    // Read out on focus: the full description, worked out then.
    const item = lists.items.find((i) => i.kind === 'card' && i.id === after.cards[10].id)!;
    const text = item.describe();
    expect(calls.describeCard).toBe(1);
    expect(text).toContain(after.cards[10].name);
    expect(text.length).toBeGreaterThan(item.title.length);
  });

  it('a card whose sprite changed is named again, in the language on screen', () => {
    const [before] = run([{}]);
    const titles = () => accessLists(before, nameOf).items.filter((i) => i.kind === 'card').map((i) => i.title);
    const en = titles();
    setLanguage('de');
    calls.cardTitle = 0;
    const de = titles();
    expect(calls.cardTitle).toBe(before.cards.filter((c) => c.zone === 'structure' || c.zone === 'uncontrolled' || c.zone === 'floating').length);
    expect(de).not.toBe(en);
    // A group that changed hands is a new sprite: only it is named again.
    const moved = { ...before, cards: before.cards.map((c, i) => (i === 12 ? { ...c, money: (c.money ?? 0) + 1 } : c)) };
    calls.cardTitle = 0;
    accessLists(moved, nameOf);
    expect(calls.cardTitle).toBe(1);
  });

  it('a label or a card painted again (who decides went back and forth) measures no text and formats no message again', () => {
    const [a, b] = run([{ deciding: [1] }, { deciding: [2] }]);
    const { ctx, measured } = counting();
    for (const detail of ['far', 'near'] as const) {
      for (const l of [...a.labels, ...b.labels]) drawLabel(ctx, l, detail);
      for (const c of a.cards) drawCard(ctx, c, null, detail, c.frame);
    }
    const n = measured();
    expect(n).toBeGreaterThan(0);
    const formats = vi.spyOn(i18n.global, 't');
    for (const detail of ['far', 'near'] as const) {
      for (const l of [...b.labels, ...a.labels]) drawLabel(ctx, l, detail);
      for (const c of b.cards) drawCard(ctx, c, null, detail, c.frame);
    }
    expect(measured()).toBe(n);
    expect(formats).not.toHaveBeenCalled();
  });
});
