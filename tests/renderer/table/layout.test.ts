// The table layout (src/renderer/src/table/layout.ts): sprites drawn with the engine's own geometry,
// players' areas that never overlap, arrow highlights while placing or moving, labels.
import { describe, expect, it } from 'vitest';
import { GROUPS, SIDES, group as groupCard } from '../../../src/shared/cards';
import { observe, type Observation } from '../../../src/shared/engine';
import { blockersOf, layout as engineLayout, openArrows, outSidesOf, subtree } from '../../../src/shared/engine/geometry';
import { alignmentsOf } from '../../../src/shared/engine/state';
import type { GameState } from '../../../src/shared/engine/types';
import type { PlayerStanding } from '../../../src/shared/protocol/messages';
import { AREA_GAP, intersects } from '../../../src/renderer/src/table/arrange';
import { faceOf } from '../../../src/renderer/src/table/card-face';
import { bounds, layoutTable, movingGroup, playerBounds, tableOrder, withPointer } from '../../../src/renderer/src/table/layout';
import { CARD_H, CARD_W, UNIT, type CardSprite, type TableLayout } from '../../../src/renderer/src/table/sprites';
import { attackAndRoll, scenario } from '../../support/scenario';
import { tableObservation, tableState } from './fixtures';

const VIEW = { width: 1280, height: 800 };

function structureCards(l: TableLayout, seat: number): CardSprite[] {
  return l.cards.filter((c) => c.zone === 'structure' && c.owner === seat);
}

function contains(outer: { x: number; y: number; width: number; height: number }, inner: { x: number; y: number; width: number; height: number }): boolean {
  return inner.x >= outer.x - 1e-9 && inner.y >= outer.y - 1e-9 && inner.x + inner.width <= outer.x + outer.width + 1e-9 && inner.y + inner.height <= outer.y + outer.height + 1e-9;
}

describe('cards follow the engine geometry', () => {
  const obs = tableObservation({ players: 4, groups: 12, seed: 7 });
  const l = layoutTable(obs, VIEW);

  it('every structure card sits where the engine pose puts it, relative to its Illuminati', () => {
    let checked = 0;
    for (const p of obs.players) {
      const poses = engineLayout({ illuminati: p.illuminati as string, groups: p.groups });
      const sprites = structureCards(l, p.seat);
      expect(sprites.map((s) => s.id).sort()).toEqual(Object.keys(poses).sort());
      const root = sprites.find((s) => s.id === p.illuminati) as CardSprite;
      for (const s of sprites) {
        const pose = poses[s.id];
        expect(s.x - root.x).toBeCloseTo(pose.cx * UNIT, 9);
        expect(s.y - root.y).toBeCloseTo(pose.cy * UNIT, 9);
        expect(s.rotation).toBe(pose.rotation);
        expect(s.bounds.width).toBeCloseTo((pose.x1 - pose.x0) * UNIT, 9);
        expect(s.bounds.height).toBeCloseTo((pose.y1 - pose.y0) * UNIT, 9);
        expect(s.bounds.x - root.x).toBeCloseTo(pose.x0 * UNIT, 9);
        expect(s.bounds.y - root.y).toBeCloseTo(pose.y0 * UNIT, 9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('an upright card is 7 x 5 units; a card turned by 90 or 270 degrees is 5 x 7', () => {
    for (const s of l.cards) {
      expect([s.width, s.height]).toEqual([CARD_W, CARD_H]);
      const turned = s.rotation === 90 || s.rotation === 270;
      expect([s.bounds.width, s.bounds.height]).toEqual(turned ? [CARD_H, CARD_W] : [CARD_W, CARD_H]);
    }
    expect(l.cards.some((s) => s.rotation === 90 || s.rotation === 270)).toBe(true);
  });

  it('cards of a structure never overlap (touching edges allowed), and each lies in its player area', () => {
    for (const p of obs.players) {
      const sprites = structureCards(l, p.seat);
      const area = playerBounds(l, p.seat);
      expect(area).not.toBeNull();
      for (let i = 0; i < sprites.length; i++) {
        expect(contains(area!, sprites[i].bounds)).toBe(true);
        for (let k = i + 1; k < sprites.length; k++) expect(intersects(sprites[i].bounds, sprites[k].bounds)).toBe(false);
      }
    }
  });

  it('arrows carry their printed side and the world side after rotation', () => {
    for (const s of l.cards.filter((c) => c.kind === 'group')) {
      const g = groupCard(s.id);
      expect(s.arrows.filter((a) => a.dir === 'out').map((a) => a.side)).toEqual([...g.outSides]);
      expect(s.arrows.find((a) => a.dir === 'in')?.side).toBe(g.inSide);
      for (const a of s.arrows) expect(a.world).toBe(SIDES[(SIDES.indexOf(a.side) + s.rotation / 90) % 4]);
    }
    const illum = l.cards.find((c) => c.kind === 'illuminati') as CardSprite;
    expect(illum.arrows.map((a) => `${a.dir}:${a.side}`)).toEqual(['out:top', 'out:right', 'out:bottom', 'out:left']);
  });

  it('the inward arrow of every puppet faces its master, on the master arrow it hangs from', () => {
    const byId = new Map(l.cards.map((c) => [c.id, c]));
    const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
    for (const s of l.cards.filter((c) => c.zone === 'structure' && c.master)) {
      const master = byId.get(s.master as string) as CardSprite;
      const out = master.arrows.find((a) => a.side === s.arrow && a.dir === 'out');
      expect(out).toBeDefined();
      const inn = s.arrows.find((a) => a.dir === 'in');
      expect(inn?.world).toBe(opposite[out!.world]);
    }
  });

  it('money: the Illuminati card carries the treasury, groups their own money, uncontrolled cards none', () => {
    for (const p of obs.players) {
      const sprites = structureCards(l, p.seat);
      expect(sprites.find((s) => s.id === p.illuminati)?.money).toBe(p.money);
      for (const g of p.groups) expect(sprites.find((s) => s.id === g.id)?.money).toBe(g.money);
    }
    for (const s of l.cards.filter((c) => c.zone === 'uncontrolled')) {
      expect(s.money).toBeNull();
      expect(s.coin).toBeNull();
    }
  });

  it('the money chip lies on the card, in the corner that is the printed top right', () => {
    for (const s of l.cards.filter((c) => c.coin)) {
      const b = s.bounds;
      expect(s.coin!.x).toBeGreaterThan(b.x);
      expect(s.coin!.x).toBeLessThan(b.x + b.width);
      expect(s.coin!.y).toBeGreaterThan(b.y);
      expect(s.coin!.y).toBeLessThan(b.y + b.height);
    }
    const upright = l.cards.find((c) => c.coin && c.rotation === 0) as CardSprite;
    expect(upright.coin!.x).toBeGreaterThan(upright.x);
    expect(upright.coin!.y).toBeLessThan(upright.y);
  });

  it('a card shows the numbers and alignments of the catalog', () => {
    for (const s of l.cards.filter((c) => c.kind === 'group')) {
      const g = groupCard(s.id);
      expect([s.name, s.power, s.transferable, s.resistance, s.income, s.text]).toEqual([g.name, g.power, g.transferable, g.resistance, g.income, g.text]);
      expect(s.alignments).toEqual([...g.alignments]);
    }
  });
});

describe('players around the table', () => {
  for (let players = 2; players <= 8; players++) {
    it(`${players} players with large structures: no two areas overlap, nor the middle`, () => {
      const groups = Math.floor((GROUPS.length - 6) / players);
      const l = layoutTable(tableObservation({ players, groups, seed: players }), VIEW);
      expect(l.players).toHaveLength(players);
      const middle = l.zones.find((z) => z.kind === 'center')!.rect;
      for (let i = 0; i < players; i++) {
        expect(intersects(l.players[i].rect, middle, AREA_GAP - 1e-6)).toBe(false);
        for (let k = i + 1; k < players; k++) expect(intersects(l.players[i].rect, l.players[k].rect, AREA_GAP - 1e-6)).toBe(false);
      }
      // Areas come no further out than needed: the viewer's, straight below, keeps exactly the gap.
      const mine = l.players[0].rect;
      expect(mine.y - (middle.y + middle.height)).toBeCloseTo(AREA_GAP, 6);
      // Cards of different players never overlap either, and everything lies inside bounds().
      const all = l.cards.filter((c) => c.zone === 'structure');
      for (let i = 0; i < all.length; i++) {
        expect(contains(bounds(l), all[i].bounds)).toBe(true);
        for (let k = i + 1; k < all.length; k++) if (all[i].owner !== all[k].owner) expect(intersects(all[i].bounds, all[k].bounds)).toBe(false);
      }
      for (const z of l.zones) expect(contains(bounds(l), z.rect)).toBe(true);
    });
  }

  it('structures of every shape the random generator grows, for many seeds, stay apart', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const players = 2 + (seed % 7);
      const l = layoutTable(tableObservation({ players, groups: Math.floor(76 / players), seed }), { width: 1000 + seed * 40, height: 700 });
      for (let i = 0; i < l.players.length; i++) for (let k = i + 1; k < l.players.length; k++) expect(intersects(l.players[i].rect, l.players[k].rect)).toBe(false);
    }
  });

  it('the viewer sits at the bottom of the table; the others follow in seat order', () => {
    const obs = tableObservation({ players: 5, groups: 6, seed: 3, viewer: 2 });
    expect(tableOrder(obs).map((p) => p.seat)).toEqual([2, 3, 4, 0, 1]);
    const l = layoutTable(obs, VIEW);
    const middle = l.zones.find((z) => z.kind === 'center')!.rect;
    const mine = playerBounds(l, 2)!;
    expect(mine.y).toBeGreaterThanOrEqual(middle.y + middle.height);
    for (const a of l.players) if (a.seat !== 2) expect(a.rect.y + a.rect.height / 2).toBeLessThan(mine.y + mine.height / 2);
    expect(tableOrder(observe(tableState({ players: 3, groups: 2 }), 'spectator')).map((p) => p.seat)).toEqual([0, 1, 2]);
  });

  it('a wide viewport spreads the ring sideways', () => {
    const obs = tableObservation({ players: 6, groups: 6, seed: 5 });
    const square = bounds(layoutTable(obs, { width: 800, height: 800 }));
    const wide = bounds(layoutTable(obs, { width: 1600, height: 800 }));
    expect(wide.width / wide.height).toBeGreaterThan(square.width / square.height);
  });

  it('playerBounds is null for a seat not at the table', () => {
    expect(playerBounds(layoutTable(tableObservation({ players: 2, groups: 2 }), VIEW), 5)).toBeNull();
  });
});

describe('the middle of the table', () => {
  it('shows the deck count, the discard and dead piles with their top cards, and every uncontrolled group', () => {
    const s = tableState({ players: 3, groups: 4 });
    s.dead = ['cia', 'fbi'];
    s.discard = ['slush-fund'];
    s.uncontrolled = s.uncontrolled.filter((id) => id !== 'cia' && id !== 'fbi');
    const obs = observe(s, 0);
    const l = layoutTable(obs, VIEW);
    const pile = (k: string) => l.piles.find((p) => p.kind === k)!;
    expect(pile('deck').count).toBe(obs.deckCount);
    expect(pile('dead')).toMatchObject({ count: 2, top: 'fbi' });
    expect(pile('discard')).toMatchObject({ count: 1, top: 'slush-fund' });
    expect(l.cards.find((c) => c.id === 'fbi')).toMatchObject({ zone: 'dead', owner: null });
    expect(l.cards.find((c) => c.id === 'slush-fund')).toMatchObject({ zone: 'discard', kind: 'special' });
    const unc = l.cards.filter((c) => c.zone === 'uncontrolled').map((c) => c.id);
    expect(unc).toEqual(obs.uncontrolled);
    const area = l.zones.find((z) => z.kind === 'uncontrolled')!;
    expect(area.title).toContain(`(${obs.uncontrolled.length})`);
    const sprites = l.cards.filter((c) => c.zone === 'uncontrolled');
    for (let i = 0; i < sprites.length; i++) {
      expect(contains(area.rect, sprites[i].bounds)).toBe(true);
      for (let k = i + 1; k < sprites.length; k++) expect(intersects(sprites[i].bounds, sprites[k].bounds)).toBe(false);
    }
  });

  it('grows with many uncontrolled groups without overlapping the players', () => {
    const s = tableState({ players: 4, groups: 3 });
    const inPlay = new Set(s.players.flatMap((p) => p.groups.map((g) => g.id)));
    s.uncontrolled = GROUPS.map((g) => g.id).filter((id) => !inPlay.has(id)).slice(0, 40);
    const l = layoutTable(observe(s, 0), VIEW);
    const middle = l.zones.find((z) => z.kind === 'center')!.rect;
    for (const a of l.players) expect(intersects(a.rect, middle)).toBe(false);
    expect(l.cards.filter((c) => c.zone === 'uncontrolled')).toHaveLength(40);
  });
});

describe('placing or moving a group: arrow highlights', () => {
  // Find a table where moving some group shows an arrow blocked by an overlapping card.
  function tableWithOverlap(): { obs: Observation; group: string } {
    for (let seed = 1; seed < 200; seed++) {
      const obs = tableObservation({ players: 2, groups: 14, seed });
      const me = obs.players[0];
      for (const g of me.groups) {
        const l = layoutTable(obs, VIEW, { moving: g.id });
        if (l.highlights.some((h) => h.reason === 'overlap')) return { obs, group: g.id };
      }
    }
    throw new Error('no table with an overlap-blocked arrow');
  }
  const { obs, group } = tableWithOverlap();
  const me = obs.players[0];
  const structure = { illuminati: me.illuminati as string, groups: me.groups };
  const lifted = new Set(subtree(structure, group));

  it('open arrows are exactly the engine openArrows with the moved subtree lifted', () => {
    const l = layoutTable(obs, VIEW, { moving: group });
    expect(l.moving).toEqual({ group, seat: 0 });
    const open = l.highlights.filter((h) => h.status === 'open').map((h) => `${h.master}/${h.arrow}`);
    expect(open.sort()).toEqual(openArrows(structure, lifted).map((a) => `${a.master}/${a.arrow}`).sort());
  });

  it('every other outward arrow of a card that stays is blocked, with the engine blockers named', () => {
    const l = layoutTable(obs, VIEW, { moving: group });
    let expected = 0;
    for (const id of [me.illuminati as string, ...me.groups.map((g) => g.id)]) {
      if (lifted.has(id)) continue;
      expected += outSidesOf(id).length;
    }
    expect(l.highlights).toHaveLength(expected);
    for (const h of l.highlights.filter((x) => x.status === 'blocked')) {
      const blockers = blockersOf(structure, h.master, h.arrow, lifted);
      expect(h.blockers).toEqual(blockers);
      expect(h.blockerNames).toEqual(blockers.map((b) => faceOf(b).name));
      expect(h.label).toBe(`blocked by ${h.blockerNames.join(', ')}`);
      const hanging = me.groups.some((g) => g.master === h.master && g.arrow === h.arrow && !lifted.has(g.id));
      expect(h.reason).toBe(hanging ? 'occupied' : 'overlap');
      expect(h.legal).toBe(false);
    }
  });

  it('a blocked slot draws a line from the arrow to the centre of each card overlapping it', () => {
    const l = layoutTable(obs, VIEW, { moving: group });
    const byId = new Map(l.cards.map((c) => [c.id, c]));
    const overlap = l.highlights.filter((h) => h.reason === 'overlap');
    expect(overlap.length).toBeGreaterThan(0);
    for (const h of overlap) {
      expect(h.lines).toHaveLength(h.blockers.length);
      h.lines.forEach((ln, i) => {
        const b = byId.get(h.blockers[i])!;
        expect([ln.x1, ln.y1]).toEqual([h.point.x, h.point.y]);
        expect([ln.x2, ln.y2]).toEqual([b.x, b.y]);
        // The blocker really overlaps the slot the arrow would give.
        expect(intersects(h.slot, b.bounds)).toBe(true);
      });
    }
  });

  it('open slots are clear of every card that stays; the arrow point is on the master edge', () => {
    const l = layoutTable(obs, VIEW, { moving: group });
    const staying = structureCards(l, 0).filter((c) => !lifted.has(c.id));
    const byId = new Map(l.cards.map((c) => [c.id, c]));
    for (const h of l.highlights) {
      const m = byId.get(h.master)!;
      const b = m.bounds;
      const onEdge = { top: h.point.y === b.y, bottom: h.point.y === b.y + b.height, left: h.point.x === b.x, right: h.point.x === b.x + b.width }[h.world];
      expect(onEdge).toBe(true);
      if (h.status === 'open') for (const c of staying) expect(intersects(h.slot, c.bounds)).toBe(false);
    }
  });

  it('only the open arrows named by a target for this group are legal drops', () => {
    const open = layoutTable(obs, VIEW, { moving: group }).highlights.filter((h) => h.status === 'open');
    const chosen = open.slice(0, 2);
    const targets = [...chosen.map((h) => ({ group, master: h.master, arrow: h.arrow })), { group: 'someone-else', master: open[open.length - 1].master, arrow: open[open.length - 1].arrow }];
    const l = layoutTable(obs, VIEW, { moving: group, targets });
    const legal = l.highlights.filter((h) => h.legal).map((h) => h.key);
    expect(legal).toEqual(chosen.map((h) => h.key));
    for (const h of l.highlights.filter((x) => x.status === 'open' && !x.legal)) expect(h.label).toBe('open (not allowed now)');
  });

  it('the moved group and its puppets fade, as does everything outside the acting structure', () => {
    const l = layoutTable(obs, VIEW, { moving: group });
    for (const c of l.cards) {
      const expectDim = c.id !== group && (lifted.has(c.id) || c.owner !== 0 || c.zone !== 'structure');
      expect(c.dimmed, c.id).toBe(expectDim);
    }
  });

  it('a selected group with legal targets enters the moving mode by itself; without targets it does not', () => {
    const targets = [{ group, master: me.illuminati as string, arrow: 'top' as const }];
    expect(movingGroup({ selected: group, targets })).toBe(group);
    expect(movingGroup({ selected: group, targets: [] })).toBeNull();
    expect(movingGroup({ selected: group, targets, moving: 'cia' })).toBe('cia');
    const l = layoutTable(obs, VIEW, { selected: group, targets });
    expect(l.moving?.group).toBe(group);
    expect(l.highlights.length).toBeGreaterThan(0);
    expect(l.cards.find((c) => c.id === group)).toMatchObject({ selected: true, draggable: true });
    expect(layoutTable(obs, VIEW, { selected: group }).highlights).toEqual([]);
  });

  it('no highlights without an acting seat (spectators)', () => {
    const spectator = { ...obs, viewer: 'spectator' as const };
    expect(layoutTable(spectator, VIEW, { moving: group }).highlights).toEqual([]);
    expect(layoutTable(spectator, VIEW, { moving: group, actingSeat: 0 }).highlights.length).toBeGreaterThan(0);
  });
});

describe('a captured group waits to be placed', () => {
  function captureState(): GameState {
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 10, groups: [['cia', 'bavarian-illuminati', 'top', 0]] },
        { illuminati: 'gnomes-of-zurich', money: 10 },
      ],
      uncontrolled: ['feminists'],
    });
    // The Bavarians (Power 10) against the Feminists (Resistance 2): roll 4.
    return attackAndRoll(s, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [2, 2]).state;
  }

  it('shows it floating in the attacker\'s tray with its puppets counted, draggable onto the attacker\'s arrows', () => {
    const s = captureState();
    expect(s.pending?.kind).toBe('capture');
    const obs = observe(s, 0);
    const targets = (['right', 'bottom', 'left'] as const).map((arrow) => ({ group: 'feminists', master: 'bavarian-illuminati', arrow }));
    const l = layoutTable(obs, VIEW, { targets });
    const fem = l.cards.find((c) => c.id === 'feminists')!;
    expect(fem).toMatchObject({ zone: 'floating', owner: 0, draggable: true, puppets: 0, rotation: 0 });
    expect(contains(playerBounds(l, 0)!, fem.bounds)).toBe(true);
    // It is drawn once: not in the uncontrolled area any more.
    expect(l.cards.filter((c) => c.id === 'feminists')).toHaveLength(1);
    // A group captured with puppets says how many come along.
    const withPuppets = structuredClone(obs);
    if (withPuppets.pending?.kind === 'capture') withPuppets.pending.lifted.push({ id: 'comic-books', master: 'feminists', arrow: 'bottom', money: 0 });
    expect(layoutTable(withPuppets, VIEW).cards.find((c) => c.id === 'feminists')?.puppets).toBe(1);
    // The attack's cards are emphasised.
    expect(l.cards.find((c) => c.id === 'bavarian-illuminati')?.highlighted).toBe(true);
    const moving = layoutTable(obs, VIEW, { targets, moving: 'feminists' });
    expect(moving.highlights.filter((h) => h.legal).map((h) => `${h.master}/${h.arrow}`)).toEqual(targets.map((t) => `${t.master}/${t.arrow}`));
    // Other viewers see the group waiting too, without being able to drag it.
    const other = layoutTable(observe(s, 1), VIEW);
    expect(other.cards.find((c) => c.id === 'feminists')).toMatchObject({ zone: 'floating', draggable: false });
  });
});

describe('labels', () => {
  const obs = tableObservation({ players: 3, groups: 5, seed: 2, viewer: 1 });

  it('without standings: groups, specials, treasury, basic goal from the observation, special goal unknown', () => {
    const l = layoutTable(obs, VIEW, { deciding: [2] });
    for (const p of obs.players) {
      const lb = l.labels.find((x) => x.seat === p.seat)!;
      expect(lb).toMatchObject({
        name: p.name,
        groups: p.groups.length,
        income: null,
        specials: p.handCount,
        money: p.money,
        special: null,
        active: obs.turn.active === p.seat,
        deciding: p.seat === 2,
        isViewer: p.seat === 1,
        out: null,
      });
      expect(lb.illuminati).toBe(faceOf(p.illuminati as string).name);
      expect(lb.basic).toEqual({ have: 1 + p.groups.length, need: obs.basicGoal, text: `${1 + p.groups.length} of ${obs.basicGoal} cards` });
      // The label heads its player's area.
      expect(contains(playerBounds(l, p.seat)!, lb.rect)).toBe(true);
    }
  });

  it('with standings: groups, income and both goals as the host computed them', () => {
    const standings: PlayerStanding[] = obs.players.map((p) => ({
      seat: p.seat,
      groups: 40 + p.seat,
      income: 17 + p.seat,
      basic: { have: 3, need: 12, text: '3 of 12 cards' },
      special: p.seat === 1 ? { have: 20, need: 35, text: 'Power 20 of 35' } : null,
    }));
    const l = layoutTable(obs, VIEW, { standings });
    for (const st of standings) {
      const lb = l.labels.find((x) => x.seat === st.seat)!;
      expect(lb).toMatchObject({ groups: st.groups, income: st.income, basic: st.basic, special: st.special });
    }
  });

  it('an eliminated player is marked out', () => {
    const s = tableState({ players: 3, groups: 2 });
    s.players[2] = { ...s.players[2], out: 'eliminated', groups: [] };
    const l = layoutTable(observe(s, 0), VIEW);
    expect(l.labels.find((x) => x.seat === 2)?.out).toBe('eliminated');
  });
});

describe('hidden Illuminati', () => {
  it('another player\'s face-down Illuminati is a card back; his structure is still laid out exactly', () => {
    const s = tableState({ players: 3, groups: 6, seed: 4, config: { hiddenIlluminati: true } });
    const obs = observe(s, 0);
    expect(obs.players[1].illuminati).toBeNull();
    const l = layoutTable(obs, VIEW);
    const hidden = l.cards.find((c) => c.id === 'hidden-illuminati-1')!;
    expect(hidden).toMatchObject({ kind: 'hidden', owner: 1, power: null, income: null, name: 'Face-down Illuminati' });
    expect(l.labels.find((x) => x.seat === 1)).toMatchObject({ illuminati: 'Face-down Illuminati', illuminatiId: null });
    // The viewer's own card is face up.
    expect(l.cards.find((c) => c.id === s.players[0].illuminati)?.kind).toBe('illuminati');
    const poses = engineLayout({ illuminati: s.players[1].illuminati, groups: s.players[1].groups });
    for (const g of s.players[1].groups) {
      const sp = l.cards.find((c) => c.id === g.id)!;
      expect(sp.x - hidden.x).toBeCloseTo(poses[g.id].cx * UNIT, 9);
      expect(sp.y - hidden.y).toBeCloseTo(poses[g.id].cy * UNIT, 9);
      expect(sp.rotation).toBe(poses[g.id].rotation);
    }
    const onRoot = l.cards.find((c) => c.master === 'hidden-illuminati-1');
    expect(onRoot).toBeDefined();
  });
});

describe('flags and bad input', () => {
  const obs = tableObservation({ players: 2, groups: 4, seed: 9 });
  const g = obs.players[0].groups[0].id;
  const other = obs.players[1].groups[0].id;

  it('selected, hovered and highlighted follow the UI state; nothing is dimmed outside a move', () => {
    const l = layoutTable(obs, VIEW, { selected: g, hovered: other, highlight: [obs.uncontrolled[0]] });
    expect(l.cards.find((c) => c.id === g)).toMatchObject({ selected: true, hovered: false });
    expect(l.cards.find((c) => c.id === other)).toMatchObject({ selected: false, hovered: true });
    expect(l.cards.find((c) => c.id === obs.uncontrolled[0])?.highlighted).toBe(true);
    expect(l.cards.filter((c) => c.dimmed)).toEqual([]);
    expect(l.cards.filter((c) => c.selected)).toHaveLength(1);
  });

  it('only the acting player\'s own cards (and cards outside structures) named by a target are draggable', () => {
    const targets = [
      { group: g, master: obs.players[0].illuminati as string, arrow: 'top' as const },
      { group: other, master: obs.players[0].illuminati as string, arrow: 'top' as const },
      { group: obs.uncontrolled[0], master: obs.players[0].illuminati as string, arrow: 'top' as const },
    ];
    const l = layoutTable(obs, VIEW, { targets });
    expect(l.cards.filter((c) => c.draggable).map((c) => c.id).sort()).toEqual([g, obs.uncontrolled[0]].sort());
  });

  it('alignments shifted this turn by the Lasers are shown as the engine counts them', () => {
    const s = tableState({ players: 2, groups: 4, seed: 9 });
    const target = s.players[1].groups[0].id;
    const printed = groupCard(target).alignments;
    s.turn = { ...s.turn, shifts: [{ target, add: 'Weird', ...(printed[0] ? { remove: printed[0] } : {}) }] };
    const l = layoutTable(observe(s, 0), VIEW);
    const sp = l.cards.find((c) => c.id === target)!;
    expect(sp.alignments).toEqual([...alignmentsOf(s, target)]);
    expect(sp.shifted).toBe(!(printed.length === 1 && printed[0] === 'Weird'));
  });

  it('a structure that is not a tree is refused with a readable message naming the player', () => {
    const bad = structuredClone(obs);
    bad.players[0].groups[0] = { ...bad.players[0].groups[0], master: 'nobody-at-all' };
    expect(() => layoutTable(bad, VIEW)).toThrow(/The structure of Player 1 cannot be drawn: .*not connected/);
  });

  it('a card id the catalog does not know is refused', () => {
    const bad = structuredClone(obs);
    bad.uncontrolled = [...bad.uncontrolled, 'no-such-card' as never];
    expect(() => layoutTable(bad, VIEW)).toThrow(/unknown card id: no-such-card/);
  });

  it('is pure: the observation is left as it was', () => {
    const before = JSON.stringify(obs);
    layoutTable(obs, VIEW, { moving: g, selected: g });
    expect(JSON.stringify(obs)).toBe(before);
  });
});

describe('pointer flags apart from the layout', () => {
  it('withPointer on a layout without flags equals the layout with them, and reuses unchanged cards', () => {
    const obs = tableObservation({ players: 3, groups: 6, seed: 11 });
    const a = obs.players[0].groups[1].id;
    const b = obs.players[2].groups[0].id;
    const targets = [{ group: a, master: obs.players[0].illuminati as string, arrow: 'left' as const }];
    const ui = { selected: a, hovered: b, targets };
    const full = layoutTable(obs, VIEW, ui);
    const bare = layoutTable(obs, VIEW, { targets, moving: movingGroup(ui) });
    const flagged = withPointer(bare, ui.selected, ui.hovered);
    expect(flagged).toEqual(full);
    const changed = flagged.cards.filter((c, i) => c !== bare.cards[i]).map((c) => c.id);
    expect(changed.sort()).toEqual([a, b].sort());
    expect(withPointer(bare, null, null)).toBe(bare);
  });
});
