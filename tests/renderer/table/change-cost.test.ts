// What one change of the game costs the table's words on a crowded table (issue 39). The dice
// window of `npm run bench:ui` missed frames because every change of the game (a pass, a roll)
// described all ~90 cards again for the accessible list: some 2,000 messages formatted by
// vue-i18n in one task. These tests count the work (never the time): the list is made again as
// TableCanvas makes it at each change, and nothing in it is described or translated again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../src/renderer/src/i18n';
import { accessLists, keptAccessLists, type AccessLists } from '../../../src/renderer/src/table/access-items';
import { describeCard } from '../../../src/renderer/src/table/describe';
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

// The hidden list's entries are handed to TableAccessList as one object; while it is the same
// object Vue does not render the ~90 buttons again (issue 39: a pass or a roll changed no entry,
// yet the whole list was rendered at every change of the dice window).
describe('the accessible list over changes of the game', () => {
  /** The lists TableCanvas hands the list for each layout in turn (use-access-input.ts). */
  function kept(layouts: TableLayout[]): AccessLists[] {
    let i = 0;
    const next = keptAccessLists(() => layouts[i] ?? null, nameOf);
    return layouts.map((_, k) => ((i = k), next()));
  }

  it('a change that touches no entry (who decides) hands the same lists object; its entries read out the latest table', () => {
    const layouts = run([{ deciding: [1] }, { deciding: [2] }, { deciding: [3] }]);
    const [a, b, c] = kept(layouts);
    expect(b).toBe(a);
    expect(c).toBe(a);
    const fresh = accessLists(layouts[2], nameOf);
    expect(c.items.map((x) => x.describe())).toEqual(fresh.items.map((x) => x.describe()));
    // The DECIDING tag is in a player's read-out: seat 3's now, not seat 1's.
    const said = (l: AccessLists, seat: number) => l.items.find((x) => x.kind === 'player' && x.seat === seat)!.describe();
    expect(said(c, 3)).not.toBe(said(accessLists(layouts[0], nameOf), 3));
  });

  it('a card whose money changed: the same lists (its title is its name), read out with the new money', () => {
    const richer = structuredClone(obs);
    const g = richer.players[2].groups[0];
    g.money += 7;
    const layouts = [keepUnchanged(null, layoutTable(obs, VIEW))];
    layouts.push(keepUnchanged(layouts[0], layoutTable(richer, VIEW)));
    const sprite = layouts[1].cards.find((c) => c.id === g.id)!;
    expect(sprite).not.toBe(layouts[0].cards.find((c) => c.id === g.id));
    const [before, after] = kept(layouts);
    expect(after).toBe(before);
    expect(after.items.find((x) => x.id === g.id)!.describe()).toBe(describeCard(sprite, nameOf));
  });

  it('a card gone from the table: new entries, as a fresh list', () => {
    const fewer = structuredClone(obs);
    const gone = fewer.players[2].groups.pop()!;
    const layouts = [keepUnchanged(null, layoutTable(obs, VIEW))];
    layouts.push(keepUnchanged(layouts[0], layoutTable(fewer, VIEW)));
    const [before, after] = kept(layouts);
    expect(after).not.toBe(before);
    expect(after.items).not.toBe(before.items);
    expect(after.items.some((x) => x.id === gone.id && x.kind === 'card')).toBe(false);
    const fresh = accessLists(layouts[1], nameOf);
    expect(after.items.map((x) => [x.key, x.title, x.describe()])).toEqual(fresh.items.map((x) => [x.key, x.title, x.describe()]));
  });

  it('a group taken up: its places are listed, the entries of the cards kept; put down again: no places', () => {
    const me = obs.players[0];
    const group = me.groups[me.groups.length - 1].id;
    const open = layoutTable(obs, VIEW, { moving: group }).highlights.filter((h) => h.status === 'open');
    const targets = open.map((h) => ({ group, master: h.master, arrow: h.arrow }));
    const [rest, moving, back] = kept(run([{}, { moving: group, targets }, {}]));
    expect(rest.targets).toEqual([]);
    expect(moving).not.toBe(rest);
    expect(moving.targets.length).toBeGreaterThan(0);
    expect(moving.targets.map((t) => t.key)).toEqual(accessLists(layoutTable(obs, VIEW, { moving: group, targets }), nameOf).targets.map((t) => t.key));
    expect(back.targets).toEqual([]);
  });
});
