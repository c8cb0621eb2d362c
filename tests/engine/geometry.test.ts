// Table geometry (DESIGN.md section 4, CARDS.md section 6, RULES-DIGEST DEF-8, DEF-10, DEF-11,
// AMB-3, AMB-4, ATK-RES-2, MOVE-1..4, GIVE-6).
//
// Conventions (see src/shared/engine/geometry.ts): cards are 7 x 5 upright, y grows downward,
// rotation is clockwise in degrees. The Illuminati sits at the origin: x -3.5..3.5, y -2.5..2.5.
import { describe, it, expect } from 'vitest';
import { GROUPS, SIDES, group, type Side } from '../../src/shared/cards';
import type { Placement } from '../../src/shared/engine/types';
import {
  anyOpenArrow,
  blockersOf,
  depth,
  footprint,
  graft,
  isOpen,
  layout,
  openArrows,
  outSidesOf,
  subtree,
  validateStructure,
  worldSide,
  type Pose,
  type Rotation,
  type StructureLike,
} from '../../src/shared/engine/geometry';

const IL = 'bavarian-illuminati';

function pl(id: string, master: string, arrow: Side, money = 0): Placement {
  return { id, master, arrow, money } as Placement;
}
function st(...groups: Placement[]): StructureLike {
  return { illuminati: IL, groups };
}
function bounds(p: { x0: number; y0: number; x1: number; y1: number }) {
  return { x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1 };
}

// Catalog cards used below (inSide / outSides, checked in the first test):
//   hollywood               in left,  out right, bottom
//   feminists               in left,  out bottom
//   moonies                 in left,  out top
//   american-autoduel-assn  in left,  out right
//   antiwar-activists       in left,  no out
//   boy-sprouts             in left,  no out
//   kgb                     in right, out bottom
//   the-mafia               in right, out top, bottom, left
//   trekkies                in right, no out
describe('catalog facts the examples rely on', () => {
  it('inSide and outSides of the example cards', () => {
    expect([group('hollywood').inSide, outSidesOf('hollywood')]).toEqual(['left', ['right', 'bottom']]);
    expect([group('feminists').inSide, outSidesOf('feminists')]).toEqual(['left', ['bottom']]);
    expect([group('moonies').inSide, outSidesOf('moonies')]).toEqual(['left', ['top']]);
    expect([group('american-autoduel-association').inSide, outSidesOf('american-autoduel-association')]).toEqual(['left', ['right']]);
    expect([group('antiwar-activists').inSide, outSidesOf('antiwar-activists')]).toEqual(['left', []]);
    expect([group('boy-sprouts').inSide, outSidesOf('boy-sprouts')]).toEqual(['left', []]);
    expect([group('kgb').inSide, outSidesOf('kgb')]).toEqual(['right', ['bottom']]);
    expect([group('the-mafia').inSide, outSidesOf('the-mafia')]).toEqual(['right', ['top', 'bottom', 'left']]);
    expect([group('trekkies').inSide, outSidesOf('trekkies')]).toEqual(['right', []]);
  });

  it('every group has its inward arrow on the left or right (short) edge', () => {
    for (const g of GROUPS) expect(['left', 'right']).toContain(g.inSide);
  });

  it('outSidesOf: Illuminati have all four; unknown ids throw', () => {
    expect(outSidesOf(IL)).toEqual(['top', 'right', 'bottom', 'left']);
    expect(() => outSidesOf('no-such-card')).toThrow();
  });
});

describe('worldSide', () => {
  it('clockwise rotation turns local sides clockwise', () => {
    expect(SIDES.map((s) => worldSide(s, 0))).toEqual(['top', 'right', 'bottom', 'left']);
    expect(SIDES.map((s) => worldSide(s, 90))).toEqual(['right', 'bottom', 'left', 'top']);
    expect(SIDES.map((s) => worldSide(s, 180))).toEqual(['bottom', 'left', 'top', 'right']);
    expect(SIDES.map((s) => worldSide(s, 270))).toEqual(['left', 'top', 'right', 'bottom']);
  });
});

describe('layout (DEF-8, AMB-3)', () => {
  it('the Illuminati sits at the origin, unrotated, 7 x 5', () => {
    const L = layout(st());
    expect(L[IL]).toEqual({ id: IL, cx: 0, cy: 0, rotation: 0, x0: -3.5, y0: -2.5, x1: 3.5, y1: 2.5 });
  });

  // Puppet on each Illuminati arrow. Its inward side must face the Illuminati:
  //   top:    inward faces world bottom -> left-in rotates 270, right-in 90; centre (0,-6)
  //   right:  inward faces world left   -> left-in 0,   right-in 180; centre (7,0)
  //   bottom: inward faces world top    -> left-in 90,  right-in 270; centre (0,6)
  //   left:   inward faces world right  -> left-in 180, right-in 0;   centre (-7,0)
  const cases: { arrow: Side; left: Rotation; right: Rotation; pose: Omit<Pose, 'id' | 'rotation'> }[] = [
    { arrow: 'top', left: 270, right: 90, pose: { cx: 0, cy: -6, x0: -2.5, y0: -9.5, x1: 2.5, y1: -2.5 } },
    { arrow: 'right', left: 0, right: 180, pose: { cx: 7, cy: 0, x0: 3.5, y0: -2.5, x1: 10.5, y1: 2.5 } },
    { arrow: 'bottom', left: 90, right: 270, pose: { cx: 0, cy: 6, x0: -2.5, y0: 2.5, x1: 2.5, y1: 9.5 } },
    { arrow: 'left', left: 180, right: 0, pose: { cx: -7, cy: 0, x0: -10.5, y0: -2.5, x1: -3.5, y1: 2.5 } },
  ];
  for (const c of cases) {
    it(`DEF-8: left-inSide puppet on the Illuminati's ${c.arrow} arrow`, () => {
      const p = layout(st(pl('hollywood', IL, c.arrow))).hollywood;
      expect(p).toEqual({ id: 'hollywood', rotation: c.left, ...c.pose });
      expect(worldSide('left', p.rotation)).toBe(SIDES[(SIDES.indexOf(c.arrow) + 2) % 4]);
    });
    it(`DEF-8: right-inSide puppet on the Illuminati's ${c.arrow} arrow`, () => {
      const p = layout(st(pl('kgb', IL, c.arrow))).kgb;
      expect(p).toEqual({ id: 'kgb', rotation: c.right, ...c.pose });
      expect(worldSide('right', p.rotation)).toBe(SIDES[(SIDES.indexOf(c.arrow) + 2) % 4]);
    });
  }

  it('DEF-8: a depth-2 puppet follows its rotated master', () => {
    // hollywood on the Illuminati's top: rotation 270, bounds -2.5..2.5 x -9.5..-2.5; its local
    // bottom faces world right (worldSide(bottom, 270) = right). feminists (in left) hangs there,
    // inward facing world left -> rotation 0, centre (2.5 + 3.5, -6) = (6,-6).
    const L = layout(st(pl('hollywood', IL, 'top'), pl('feminists', 'hollywood', 'bottom')));
    expect(L.feminists).toEqual({ id: 'feminists', cx: 6, cy: -6, rotation: 0, x0: 2.5, y0: -8.5, x1: 9.5, y1: -3.5 });
    // kgb (in right) on the same arrow: inward (right) must face world left -> rotation 180.
    const K = layout(st(pl('hollywood', IL, 'top'), pl('kgb', 'hollywood', 'bottom')));
    expect(K.kgb).toEqual({ id: 'kgb', cx: 6, cy: -6, rotation: 180, x0: 2.5, y0: -8.5, x1: 9.5, y1: -3.5 });
  });

  it('layout order: breadth first, puppets of a card by arrow top,right,bottom,left', () => {
    const s = st(
      pl('feminists', 'hollywood', 'bottom'),
      pl('hollywood', IL, 'right'),
      pl('kgb', IL, 'left'),
      pl('moonies', IL, 'top'),
    );
    expect(Object.keys(layout(s))).toEqual([IL, 'moonies', 'hollywood', 'kgb', 'feminists']);
  });

  it('throws when the placements are not a tree rooted at the Illuminati', () => {
    expect(() => layout(st(pl('kgb', 'hollywood', 'right')))).toThrow(/invalid power structure/);
    expect(() => layout(st(pl('kgb', 'hollywood', 'bottom'), pl('hollywood', 'kgb', 'bottom')))).toThrow();
    expect(() => layout({ illuminati: 'kgb', groups: [] })).toThrow();
  });

  it('positions are exact multiples of 0.5', () => {
    const L = layout(st(pl('hollywood', IL, 'top'), pl('feminists', 'hollywood', 'bottom'), pl('kgb', 'feminists', 'bottom')));
    for (const p of Object.values(L)) {
      for (const v of [p.cx, p.cy, p.x0, p.y0, p.x1, p.y1]) expect(Number.isInteger(v * 2)).toBe(true);
      // every card is 7 x 5 (or 5 x 7 when turned a quarter)
      const w = p.x1 - p.x0;
      const h = p.y1 - p.y0;
      expect(p.rotation % 180 === 0 ? [w, h] : [h, w]).toEqual([7, 5]);
    }
  });
});

describe('footprint (AMB-3)', () => {
  it('is 5 wide along the master edge and 7 deep, centred on the arrow', () => {
    const il = layout(st())[IL];
    expect(footprint(il, 'top')).toEqual({ x0: -2.5, y0: -9.5, x1: 2.5, y1: -2.5 });
    expect(footprint(il, 'right')).toEqual({ x0: 3.5, y0: -2.5, x1: 10.5, y1: 2.5 });
    expect(footprint(il, 'bottom')).toEqual({ x0: -2.5, y0: 2.5, x1: 2.5, y1: 9.5 });
    expect(footprint(il, 'left')).toEqual({ x0: -10.5, y0: -2.5, x1: -3.5, y1: 2.5 });
  });

  it('uses the master rotation (local arrow -> world direction)', () => {
    // hollywood on top (rotation 270): its local bottom faces world right, local right faces top.
    const h = layout(st(pl('hollywood', IL, 'top'))).hollywood;
    expect(footprint(h, 'bottom')).toEqual({ x0: 2.5, y0: -8.5, x1: 9.5, y1: -3.5 });
    expect(footprint(h, 'right')).toEqual({ x0: -2.5, y0: -16.5, x1: 2.5, y1: -9.5 });
  });

  it('equals the real bounds of every catalog group on every arrow of masters in all four rotations', () => {
    // The reasoning of the header comment: since every inward arrow is on a 5-long edge, the
    // footprint does not depend on which group hangs there.
    for (const mArrow of SIDES) {
      for (const arrow of outSidesOf('hollywood')) {
        const base = layout(st(pl('hollywood', IL, mArrow))).hollywood;
        const fp = footprint(base, arrow);
        for (const g of GROUPS) {
          if (g.id === 'hollywood') continue;
          const L = layout(st(pl('hollywood', IL, mArrow), pl(g.id, 'hollywood', arrow)));
          expect(bounds(L[g.id])).toEqual(fp);
          // and its inward side faces the master
          expect(worldSide(g.inSide, L[g.id].rotation)).toBe(SIDES[(SIDES.indexOf(worldSide(arrow, base.rotation)) + 2) % 4]);
        }
      }
    }
  });

  it('AMB-3: touching edges do not overlap (footprint touching a non-master card is still open)', () => {
    // hollywood on the Illuminati's top (bounds -2.5..2.5 x -9.5..-2.5), feminists on hollywood's
    // bottom (world right): bounds 2.5..9.5 x -8.5..-3.5, rotation 0. feminists' bottom arrow faces
    // world bottom: footprint x 6±2.5 = 3.5..8.5, y -3.5..3.5. It shares the line x = 3.5 with the
    // Illuminati's right edge (y -2.5..2.5) but their interiors are disjoint.
    const s = st(pl('hollywood', IL, 'top'), pl('feminists', 'hollywood', 'bottom'));
    const L = layout(s);
    const fp = footprint(L.feminists, 'bottom');
    expect(fp).toEqual({ x0: 3.5, y0: -3.5, x1: 8.5, y1: 3.5 });
    expect(fp.x0).toBe(L[IL].x1);
    expect(isOpen(s, 'feminists', 'bottom')).toBe(true);
    expect(blockersOf(s, 'feminists', 'bottom')).toEqual([]);
    // Every card touches its master and is valid; the depth-1 footprints touch the Illuminati.
    expect(validateStructure(st(pl('hollywood', IL, 'top'), pl('feminists', 'hollywood', 'bottom'), pl('kgb', 'feminists', 'bottom')))).toBe(null);
    for (const a of SIDES) expect(isOpen(st(), IL, a)).toBe(true);
  });
});

// The running blocking example, by hand:
//   Illuminati                      x -3.5..3.5   y -2.5..2.5
//   hollywood on IL right, rot 0    x  3.5..10.5  y -2.5..2.5   (local bottom faces world bottom)
//   feminists on hollywood bottom   inward faces world top -> rot 90; centre (7, 2.5+3.5) = (7,6)
//                                   x  4.5..9.5   y  2.5..9.5   (local bottom faces world left)
//   feminists' bottom footprint     x 4.5-7 = -2.5..4.5,  y 6±2.5 = 3.5..8.5
//   IL bottom footprint             x -2.5..2.5  y 2.5..9.5   -> overlaps feminists' footprint
//   antiwar-activists on feminists bottom: inward faces world right -> rot 180, bounds = that footprint.
const HW = pl('hollywood', IL, 'right');
const FEM = pl('feminists', 'hollywood', 'bottom');
const ANTI = pl('antiwar-activists', 'feminists', 'bottom');

describe('blocking (DEF-11, AMB-3)', () => {
  it('DEF-11: the worked example, poses computed by hand', () => {
    const L = layout(st(HW, FEM, ANTI));
    expect(bounds(L.hollywood)).toEqual({ x0: 3.5, y0: -2.5, x1: 10.5, y1: 2.5 });
    expect(L.feminists.rotation).toBe(90);
    expect(bounds(L.feminists)).toEqual({ x0: 4.5, y0: 2.5, x1: 9.5, y1: 9.5 });
    expect(worldSide('bottom', 90)).toBe('left');
    expect(L['antiwar-activists'].rotation).toBe(180);
    expect(bounds(L['antiwar-activists'])).toEqual({ x0: -2.5, y0: 3.5, x1: 4.5, y1: 8.5 });
  });

  it('DEF-11: an arrow becomes blocked by a card hanging elsewhere in the structure', () => {
    const before = st(HW, FEM);
    expect(isOpen(before, IL, 'bottom')).toBe(true);
    expect(isOpen(before, 'feminists', 'bottom')).toBe(true);
    const after = st(HW, FEM, ANTI);
    expect(validateStructure(after)).toBe(null);
    expect(isOpen(after, IL, 'bottom')).toBe(false);
    expect(blockersOf(after, IL, 'bottom')).toEqual(['antiwar-activists']);
  });

  it('DEF-11: and the other way round: a puppet on the Illuminati bottom blocks feminists\' bottom arrow', () => {
    const s = st(HW, FEM, pl('trekkies', IL, 'bottom'));
    expect(validateStructure(s)).toBe(null);
    expect(isOpen(s, 'feminists', 'bottom')).toBe(false);
    expect(blockersOf(s, 'feminists', 'bottom')).toEqual(['trekkies']);
  });

  it('DEF-11: openArrows excludes used and blocked arrows', () => {
    // Before antiwar: IL right is used (hollywood), hollywood bottom used (feminists).
    // hollywood right: footprint 10.5..17.5 x -2.5..2.5, clear.
    expect(openArrows(st(HW, FEM))).toEqual([
      { master: IL, arrow: 'top' },
      { master: IL, arrow: 'bottom' },
      { master: IL, arrow: 'left' },
      { master: 'hollywood', arrow: 'right' },
      { master: 'feminists', arrow: 'bottom' },
    ]);
    // After antiwar: IL bottom is blocked, feminists bottom used, antiwar has no outward arrow.
    expect(openArrows(st(HW, FEM, ANTI))).toEqual([
      { master: IL, arrow: 'top' },
      { master: IL, arrow: 'left' },
      { master: 'hollywood', arrow: 'right' },
    ]);
  });

  it('blockersOf lists the hanging puppet first, and is empty when open', () => {
    const s = st(HW, FEM, ANTI);
    expect(blockersOf(s, IL, 'right')).toEqual(['hollywood']);
    expect(blockersOf(s, 'feminists', 'bottom')).toEqual(['antiwar-activists']);
    expect(blockersOf(s, IL, 'top')).toEqual([]);
    expect(() => blockersOf(s, 'feminists', 'top')).toThrow();
    expect(() => blockersOf(s, 'kgb', 'top')).toThrow();
  });

  it('isOpen is false for non-outward sides and cards not in the structure', () => {
    const s = st(HW, FEM);
    expect(isOpen(s, 'feminists', 'top')).toBe(false);
    expect(isOpen(s, 'hollywood', 'left')).toBe(false);
    expect(isOpen(s, 'kgb', 'bottom')).toBe(false);
  });

  it('MOVE-1: ignore lifts cards (and their puppets) before checking', () => {
    const s = st(HW, FEM, ANTI);
    // Lifting antiwar frees feminists' bottom and unblocks IL bottom.
    const lifted = new Set(['antiwar-activists']);
    expect(isOpen(s, IL, 'bottom', lifted)).toBe(true);
    expect(isOpen(s, 'feminists', 'bottom', lifted)).toBe(true);
    // Lifting hollywood lifts its whole subtree: only the Illuminati remains.
    expect(openArrows(s, new Set(['hollywood']))).toEqual(SIDES.map((a) => ({ master: IL, arrow: a })));
    expect(isOpen(s, 'feminists', 'bottom', new Set(['hollywood']))).toBe(false);
    expect(() => blockersOf(s, 'feminists', 'bottom', new Set(['hollywood']))).toThrow();
  });

  it('AMB-3: isOpen (and anyOpenArrow) agrees with validateStructure on random structures (property)', () => {
    // Deterministic LCG; build structures by hanging random groups on random open arrows, and check
    // that hanging a group on any unused outward arrow gives a valid structure exactly when open.
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const pool = GROUPS.map((g) => g.id);
    for (let trial = 0; trial < 40; trial++) {
      const groups: Placement[] = [];
      const used = new Set<string>();
      for (let k = 0; k < 14; k++) {
        const s = st(...groups);
        const open = openArrows(s);
        if (open.length === 0) break;
        let id = pool[rnd(pool.length)];
        while (used.has(id)) id = pool[rnd(pool.length)];
        let probe = pool[rnd(pool.length)];
        while (used.has(probe)) probe = pool[rnd(pool.length)];
        // consistency of every unused outward arrow
        const L = layout(s);
        for (const m of Object.keys(L)) {
          // ATK-CTRL-2: the one-layout test of "some open outward arrow" is isOpen over the sides.
          expect(anyOpenArrow(s, m)).toBe(outSidesOf(m).some((a) => isOpen(s, m, a)));
          for (const a of outSidesOf(m)) {
            if (groups.some((g) => g.master === m && g.arrow === a)) continue;
            const ok = validateStructure(st(...groups, pl(probe, m, a))) === null;
            expect(isOpen(s, m, a)).toBe(ok);
            expect(blockersOf(s, m, a).length === 0).toBe(ok);
          }
        }
        const pick = open[rnd(open.length)];
        groups.push(pl(id, pick.master, pick.arrow));
        used.add(id);
        expect(validateStructure(st(...groups))).toBe(null);
      }
    }
  });
});

describe('subtree and depth (DEF-10, MOVE-2)', () => {
  const s = st(HW, FEM, ANTI, pl('kgb', IL, 'left'), pl('american-autoduel-association', 'hollywood', 'right'));
  it('subtree: root first, breadth first', () => {
    expect(subtree(s, 'hollywood')).toEqual(['hollywood', 'american-autoduel-association', 'feminists', 'antiwar-activists']);
    expect(subtree(s, 'feminists')).toEqual(['feminists', 'antiwar-activists']);
    expect(subtree(s, 'kgb')).toEqual(['kgb']);
    expect(subtree(s, IL)).toEqual([IL, 'hollywood', 'kgb', 'american-autoduel-association', 'feminists', 'antiwar-activists']);
    expect(() => subtree(s, 'moonies')).toThrow();
  });
  it('DEF-10: depth counts groups from the Illuminati', () => {
    expect(depth(s, IL)).toBe(0);
    expect(depth(s, 'hollywood')).toBe(1);
    expect(depth(s, 'kgb')).toBe(1);
    expect(depth(s, 'feminists')).toBe(2);
    expect(depth(s, 'american-autoduel-association')).toBe(2);
    expect(depth(s, 'antiwar-activists')).toBe(3);
    expect(() => depth(s, 'moonies')).toThrow();
    expect(() => depth(st(pl('kgb', 'hollywood', 'bottom'), pl('hollywood', 'kgb', 'bottom')), 'kgb')).toThrow();
  });
});

describe('graft (AMB-4, ATK-RES-2, MOVE-3, GIVE-6)', () => {
  // Old structure with moonies on the Illuminati's bottom and trekkies on moonies' top:
  //   moonies  rot 90 (in left faces world top), bounds -2.5..2.5 x 2.5..9.5; local top faces world right
  //   trekkies inward (right) faces world left -> rot 180; bounds 2.5..9.5 x 3.5..8.5
  const MOON = pl('moonies', IL, 'bottom', 3);
  const TREK = pl('trekkies', 'moonies', 'top', 1);

  it('old structure is as computed by hand', () => {
    const L = layout(st(MOON, TREK));
    expect(bounds(L.moonies)).toEqual({ x0: -2.5, y0: 2.5, x1: 2.5, y1: 9.5 });
    expect(L.trekkies.rotation).toBe(180);
    expect(bounds(L.trekkies)).toEqual({ x0: 2.5, y0: 3.5, x1: 9.5, y1: 8.5 });
    expect(validateStructure(st(MOON, TREK))).toBe(null);
  });

  it('AMB-4: keeps the relative placement when everything fits', () => {
    const incoming = [pl('hollywood', IL, 'right', 4), pl('feminists', 'hollywood', 'bottom', 2), pl('antiwar-activists', 'feminists', 'bottom', 1)];
    const r = graft(st(), incoming);
    expect(r.released).toEqual([]);
    expect(r.kept).toEqual(incoming);
    expect(r.kept[0]).not.toBe(incoming[0]);
    expect(validateStructure(st(...r.kept))).toBe(null);
  });

  it('AMB-4: throws when the root does not go on an open arrow', () => {
    // IL bottom is used by moonies.
    expect(() => graft(st(MOON), [pl('hollywood', IL, 'bottom')])).toThrow(/open arrow/);
    // feminists' bottom is blocked by moonies (see the blocking example).
    expect(() => graft(st(MOON, HW, FEM), [pl('kgb', 'feminists', 'bottom')])).toThrow(/open arrow/);
    // not an outward arrow / master not in the structure
    expect(() => graft(st(HW), [pl('kgb', 'hollywood', 'left')])).toThrow();
    expect(() => graft(st(), [pl('kgb', 'hollywood', 'right')])).toThrow();
    // a descendant whose master is not in incoming
    expect(() => graft(st(), [pl('hollywood', IL, 'right'), pl('kgb', 'moonies', 'bottom')])).toThrow();
  });

  it('ATK-RES-2 / AMB-4: a blocked puppet is re-seated on another open arrow of the same master, its puppets follow', () => {
    // hollywood goes on IL right (3.5..10.5 x -2.5..2.5: clear). Its puppet feminists would take
    // hollywood's bottom slot 4.5..9.5 x 2.5..9.5, which overlaps trekkies (2.5..9.5 x 3.5..8.5).
    // hollywood's right arrow (10.5..17.5 x -2.5..2.5) is open: feminists goes there (rotation 0)
    // and its own puppet keeps hanging on feminists' bottom (now world bottom:
    // 11.5..16.5 x 2.5..9.5).
    const s = st(MOON, TREK);
    expect(isOpen(st(MOON, TREK, HW), 'hollywood', 'bottom')).toBe(false);
    const incoming = [pl('hollywood', IL, 'right', 4), pl('feminists', 'hollywood', 'bottom', 2), pl('boy-sprouts', 'feminists', 'bottom', 1)];
    const r = graft(s, incoming);
    expect(r.released).toEqual([]);
    expect(r.kept).toEqual([pl('hollywood', IL, 'right', 4), pl('feminists', 'hollywood', 'right', 2), pl('boy-sprouts', 'feminists', 'bottom', 1)]);
    const all = st(MOON, TREK, ...r.kept);
    expect(validateStructure(all)).toBe(null);
    const L = layout(all);
    expect(L.feminists.rotation).toBe(0);
    expect(bounds(L['boy-sprouts'])).toEqual({ x0: 11.5, y0: 2.5, x1: 16.5, y1: 9.5 });
    // old cards are untouched
    expect(bounds(L.trekkies)).toEqual({ x0: 2.5, y0: 3.5, x1: 9.5, y1: 8.5 });
  });

  it('AMB-4: siblings whose slots are still free keep them; only the blocked ones are re-seated', () => {
    // the-mafia (in right) on IL right: rotation 180, bounds 3.5..10.5 x -2.5..2.5; its local top
    // faces world bottom, bottom faces world top, left faces world right.
    // boy-sprouts on its top: slot 4.5..9.5 x 2.5..9.5 overlaps trekkies -> blocked.
    // antiwar on its bottom: slot 4.5..9.5 x -9.5..-2.5, free -> kept.
    // boy-sprouts is re-seated on the first open arrow left: not the-mafia's bottom (antiwar keeps
    // it) but its left (world right, 10.5..17.5 x -2.5..2.5).
    const r = graft(st(MOON, TREK), [pl('the-mafia', IL, 'right'), pl('boy-sprouts', 'the-mafia', 'top'), pl('antiwar-activists', 'the-mafia', 'bottom')]);
    expect(r.released).toEqual([]);
    expect(r.kept).toEqual([pl('the-mafia', IL, 'right'), pl('antiwar-activists', 'the-mafia', 'bottom'), pl('boy-sprouts', 'the-mafia', 'left')]);
    const L = layout(st(MOON, TREK, ...r.kept));
    expect(bounds(L['boy-sprouts'])).toEqual({ x0: 10.5, y0: -2.5, x1: 17.5, y1: 2.5 });
    expect(bounds(L['antiwar-activists'])).toEqual({ x0: 4.5, y0: -9.5, x1: 9.5, y1: -2.5 });
  });

  it('MOVE-3 / AMB-4: a puppet that fits nowhere under its master is released with its subtree', () => {
    // As above, but hollywood's right arrow is taken by another incoming puppet (AADA, kept first
    // because its slot is free), so feminists has no open arrow left: feminists and boy-sprouts go.
    const incoming = [
      pl('hollywood', IL, 'right', 4),
      pl('feminists', 'hollywood', 'bottom', 2),
      pl('boy-sprouts', 'feminists', 'bottom', 1),
      pl('american-autoduel-association', 'hollywood', 'right', 5),
    ];
    const r = graft(st(MOON, TREK), incoming);
    expect(r.kept).toEqual([pl('hollywood', IL, 'right', 4), pl('american-autoduel-association', 'hollywood', 'right', 5)]);
    expect(r.released).toEqual(['feminists', 'boy-sprouts']);
    expect(validateStructure(st(MOON, TREK, ...r.kept))).toBe(null);
  });

  it('AMB-4: a deeper puppet blocked by an old card is released when its master has no other arrow', () => {
    // hollywood -> feminists -> antiwar: antiwar's slot (-2.5..4.5 x 3.5..8.5) overlaps moonies;
    // feminists has only one outward arrow.
    const r = graft(st(MOON), [pl('hollywood', IL, 'right'), pl('feminists', 'hollywood', 'bottom'), pl('antiwar-activists', 'feminists', 'bottom')]);
    expect(r.kept.map((p) => p.id)).toEqual(['hollywood', 'feminists']);
    expect(r.released).toEqual(['antiwar-activists']);
  });

  it('AMB-4: a depth-3 puppet of a rotated subtree blocked by an old card', () => {
    // Incoming: the-mafia on IL top (in right -> rotation 90, bounds -2.5..2.5 x -9.5..-2.5).
    // Local sides at rotation 90: top->right, bottom->left, left->top.
    // Its puppet feminists on its top (world right): in left faces world left -> rotation 0,
    // bounds 2.5..9.5 x -8.5..-3.5; feminists' bottom faces world bottom: footprint
    // 3.5..8.5 x -3.5..3.5. The old structure has hollywood on IL right (3.5..10.5 x -2.5..2.5),
    // which overlaps that footprint: trekkies on feminists' bottom is released (no other arrow).
    const r = graft(st(HW), [pl('the-mafia', IL, 'top'), pl('feminists', 'the-mafia', 'top'), pl('trekkies', 'feminists', 'bottom')]);
    expect(r.kept.map((p) => [p.id, p.arrow])).toEqual([['the-mafia', 'top'], ['feminists', 'top']]);
    expect(r.released).toEqual(['trekkies']);
    const L = layout(st(HW, ...r.kept));
    expect(L['the-mafia'].rotation).toBe(90);
    expect(bounds(L.feminists)).toEqual({ x0: 2.5, y0: -8.5, x1: 9.5, y1: -3.5 });
    expect(footprint(L.feminists, 'bottom')).toEqual({ x0: 3.5, y0: -3.5, x1: 8.5, y1: 3.5 });
  });

  it('AMB-4 / GIVE-6: random grafts give valid structures and account for every card (property)', () => {
    let seed = 987654;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const pool = GROUPS.map((g) => g.id);
    const grow = (groups: Placement[], k: number, taken: Set<string>) => {
      for (let i = 0; i < k; i++) {
        const open = openArrows(st(...groups));
        if (open.length === 0) return;
        let id = pool[rnd(pool.length)];
        while (taken.has(id)) id = pool[rnd(pool.length)];
        taken.add(id);
        const o = open[rnd(open.length)];
        groups.push(pl(id, o.master, o.arrow, rnd(5)));
      }
    };
    let reseated = 0;
    let released = 0;
    for (let trial = 0; trial < 300; trial++) {
      const taken = new Set<string>();
      // An incoming subtree: grown on an empty structure, then the subtree of any of its cards.
      const src: Placement[] = [];
      grow(src, 8, taken);
      const root = src[rnd(src.length)];
      const ids = subtree(st(...src), root.id);
      const old: Placement[] = [];
      grow(old, 1 + rnd(8), taken);
      const open = openArrows(st(...old));
      if (open.length === 0) continue;
      const target = open[rnd(open.length)];
      const incoming = ids.map((id) => src.find((p) => p.id === id)!);
      incoming[0] = { ...incoming[0], master: target.master, arrow: target.arrow };
      const r = graft(st(...old), incoming);
      // every incoming card is kept or released, exactly once
      expect([...r.kept.map((p) => p.id), ...r.released].sort()).toEqual([...ids].sort());
      expect(r.kept[0]).toEqual(incoming[0]);
      // old cards unchanged, result valid
      const after = st(...old, ...r.kept);
      expect(validateStructure(after)).toBe(null);
      const before = layout(st(...old));
      const L = layout(after);
      for (const p of old) expect(L[p.id]).toEqual(before[p.id]);
      // kept cards keep their master and money; released cards' masters are kept or released
      for (const k of r.kept) {
        const orig = incoming.find((p) => p.id === k.id)!;
        expect([k.master, k.money]).toEqual([orig.master, orig.money]);
        if (k.arrow !== orig.arrow) reseated++;
      }
      for (const id of r.released) {
        const orig = incoming.find((p) => p.id === id)!;
        expect(r.kept.some((k) => k.id === orig.master) || r.released.includes(orig.master)).toBe(true);
        released++;
      }
      // when the whole subtree fits unchanged, graft changes nothing
      if (validateStructure(st(...old, ...incoming)) === null) {
        expect(r.kept).toEqual(incoming);
        expect(r.released).toEqual([]);
      }
    }
    // the random cases do exercise both re-seating and releasing
    expect(reseated).toBeGreaterThan(0);
    expect(released).toBeGreaterThan(0);
  });

  it('MOVE-1..3: moving a subtree inside its own structure (moved cards are lifted first)', () => {
    // Move hollywood (with feminists and antiwar) from IL right to IL left. The subtree turns by 180
    // degrees: hollywood -10.5..-3.5 x -2.5..2.5 (rot 180, local bottom faces world top),
    // feminists -9.5..-4.5 x -9.5..-2.5 (rot 270, local bottom faces world right),
    // antiwar -4.5..2.5 x -8.5..-3.5 (rot 0). Nothing else is there, so everything fits.
    const s = st(HW, FEM, ANTI);
    const moved = [pl('hollywood', IL, 'left'), FEM, ANTI];
    const r = graft(s, moved);
    expect(r.released).toEqual([]);
    expect(r.kept).toEqual(moved);
    const L = layout(st(...r.kept));
    expect(bounds(L.hollywood)).toEqual({ x0: -10.5, y0: -2.5, x1: -3.5, y1: 2.5 });
    expect(bounds(L.feminists)).toEqual({ x0: -9.5, y0: -9.5, x1: -4.5, y1: -2.5 });
    expect(bounds(L['antiwar-activists'])).toEqual({ x0: -4.5, y0: -8.5, x1: 2.5, y1: -3.5 });
  });

  it('MOVE-3: moving next to an old card drops the puppet that no longer fits', () => {
    // Same move with kgb on IL top (-2.5..2.5 x -9.5..-2.5): antiwar's new place overlaps kgb and
    // feminists has no other outward arrow, so antiwar is lost.
    const kgb = pl('kgb', IL, 'top');
    const s = st(HW, FEM, ANTI, kgb);
    expect(validateStructure(s)).toBe(null);
    const r = graft(s, [pl('hollywood', IL, 'left'), FEM, ANTI]);
    expect(r.kept).toEqual([pl('hollywood', IL, 'left'), FEM]);
    expect(r.released).toEqual(['antiwar-activists']);
    expect(validateStructure(st(kgb, ...r.kept))).toBe(null);
  });

  it('MOVE-4: a group cannot be attached to one of its own descendants', () => {
    const s = st(HW, FEM);
    expect(() => graft(s, [pl('hollywood', 'feminists', 'bottom'), pl('feminists', 'hollywood', 'bottom')])).toThrow(/open arrow/);
  });
});

describe('validateStructure (AMB-3, MOVE-4)', () => {
  it('accepts valid structures', () => {
    expect(validateStructure(st())).toBe(null);
    expect(validateStructure(st(HW, FEM, ANTI))).toBe(null);
  });
  it('rejects cycles and cards not connected to the Illuminati', () => {
    expect(validateStructure(st(pl('kgb', 'hollywood', 'bottom'), pl('hollywood', 'kgb', 'bottom')))).toMatch(/not connected/);
    expect(validateStructure(st(pl('kgb', 'kgb', 'bottom')))).toMatch(/not connected/);
    expect(validateStructure(st(pl('kgb', 'moonies', 'top')))).toMatch(/not connected/);
  });
  it('rejects duplicate ids and the Illuminati placed as a group', () => {
    expect(validateStructure(st(pl('kgb', IL, 'top'), pl('kgb', IL, 'left')))).toMatch(/twice/);
    expect(validateStructure(st(pl(IL, IL, 'top')))).toMatch(/Illuminati/);
    expect(validateStructure({ illuminati: 'kgb', groups: [] })).toMatch(/Illuminati/);
  });
  it('rejects duplicate arrows', () => {
    expect(validateStructure(st(pl('kgb', IL, 'top'), pl('moonies', IL, 'top')))).toMatch(/more than one/);
  });
  it('rejects arrows that are not outward arrows of the master', () => {
    expect(validateStructure(st(HW, pl('kgb', 'hollywood', 'left')))).toMatch(/not an outward arrow/);
    expect(validateStructure(st(HW, pl('kgb', 'hollywood', 'top')))).toMatch(/not an outward arrow/);
  });
  it('rejects overlaps', () => {
    // antiwar (-2.5..4.5 x 3.5..8.5) overlaps moonies on IL bottom (-2.5..2.5 x 2.5..9.5).
    expect(validateStructure(st(pl('moonies', IL, 'bottom'), HW, FEM, ANTI))).toMatch(/overlap/);
  });
  it('rejects unknown cards', () => {
    expect(validateStructure(st(pl('no-such-group', IL, 'top')))).toMatch(/not a group/);
  });
});
