// The hidden accessible list that stands in for the canvas (src/renderer/src/table/access-items.ts).
import { describe, expect, it } from 'vitest';
import { accessLists } from '../../../src/renderer/src/table/access-items';
import { faceOf } from '../../../src/renderer/src/table/card-face';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { tableObservation } from './fixtures';

const nameOf = (id: string) => faceOf(id).name;
const VIEW = { width: 1200, height: 800 };

describe('the accessible list', () => {
  const obs = tableObservation({ players: 3, groups: 5, seed: 6, viewer: 1 });

  it('lists every player, then his cards, then the uncontrolled groups and the piles, each card once', () => {
    const l = layoutTable(obs, VIEW);
    const { items, targets, blocked } = accessLists(l, nameOf);
    expect(targets).toEqual([]);
    expect(blocked).toEqual([]);
    const cardIds = items.filter((i) => i.kind === 'card').map((i) => i.id);
    expect(new Set(cardIds).size).toBe(cardIds.length);
    expect(cardIds.sort()).toEqual(l.cards.filter((c) => c.zone === 'structure' || c.zone === 'uncontrolled').map((c) => c.id).sort());
    // Table order: the viewer first, each player followed by his own cards.
    const players = items.filter((i) => i.kind === 'player').map((i) => i.seat);
    expect(players).toEqual([1, 2, 0]);
    let seat: number | null = null;
    for (const it of items) {
      if (it.kind === 'player') seat = it.seat;
      else if (it.kind === 'card' && it.id) {
        const c = l.cards.find((x) => x.id === it.id)!;
        if (c.zone === 'structure') expect(c.owner).toBe(seat);
      }
    }
    expect(items.filter((i) => i.kind === 'pile').map((i) => i.key)).toEqual(['pile-deck', 'pile-discard', 'pile-dead']);
    for (const it of items) {
      expect(it.title.length).toBeGreaterThan(3);
      expect(it.describe().length).toBeGreaterThanOrEqual(it.title.length - 10);
    }
  });

  it('while a group is moved: one command per legal place, and the blocked arrows in words', () => {
    const me = obs.players[1];
    const group = me.groups[me.groups.length - 1].id;
    const open = layoutTable(obs, VIEW, { moving: group }).highlights.filter((h) => h.status === 'open');
    const targets = open.map((h) => ({ group, master: h.master, arrow: h.arrow }));
    const l = layoutTable(obs, VIEW, { moving: group, targets });
    const lists = accessLists(l, nameOf);
    expect(lists.targets.map((t) => t.target?.key)).toEqual(l.highlights.filter((h) => h.legal).map((h) => h.key));
    for (const t of lists.targets) expect(t.title).toBe(`Place ${nameOf(group)} on the ${t.target!.arrow} arrow of ${nameOf(t.target!.master)}`);
    expect(lists.blocked).toHaveLength(l.highlights.filter((h) => h.reason === 'overlap').length);
  });

  it('no layout, no entries', () => {
    expect(accessLists(null, nameOf)).toEqual({ items: [], targets: [], blocked: [] });
  });
});
