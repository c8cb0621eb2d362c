// Table geometry of power structures (DESIGN.md section 4, CARDS.md section 6 "Card shape and
// arrows", RULES-DIGEST DEF-8, DEF-11, AMB-3, AMB-4, ATK-RES-2, MOVE-1..4, GIVE-6).
//
// Model
// -----
// * Every card is a rectangle 7 wide and 5 high when upright (title at the top), with an arrow at
//   the midpoint of each edge.
// * Coordinates are screen coordinates: x grows to the right, y grows DOWNWARD. Rotations are
//   clockwise, in degrees, multiples of 90. A card rotated by 90 has its local top facing world
//   right, its local right facing world bottom, and so on (SIDES is in clockwise order).
// * The Illuminati card sits at the origin, centre (0,0), rotation 0 (it never rotates); its
//   bounds are x -3.5..3.5, y -2.5..2.5.
// * A puppet hangs on its master's outward arrow: Placement.master is the master's id and
//   Placement.arrow the master's side in the master's LOCAL (upright) frame. The puppet is rotated
//   so that its inward side (group(id).inSide, local frame) faces the master, and its inward edge
//   lies on the master's edge, centred on the arrow. Its pose is therefore fully determined by the
//   master's pose and the arrow.
// * Two rectangles overlap only when their interiors intersect; touching edges do not overlap.
//
// Footprint of an arrow
// ---------------------
// Every Group's inward arrow is on its left or right edge (CARDS.md section 3), i.e. on one of the
// 5-long short edges. Whatever the puppet and whatever the rotation chosen, the short edge lies on
// the master's edge and the 7-long side points away from the master. So the rectangle a puppet
// takes on an arrow is the same for every group: 5 wide along the master's edge (centred on the
// arrow) and 7 deep away from it. `footprint` returns that rectangle; `layout` computes each card's
// real bounds from its rotation, and the tests check that the two agree for every catalog group on
// every world direction.
//
// Arithmetic
// ----------
// All coordinates are multiples of 0.5. Internally everything is kept in DOUBLED units (card 14 x
// 10, half extents 7 and 5) as small integers in typed arrays, so comparisons are exact; the public
// Pose values are the doubled integers divided by 2, which are exact in binary floating point.
//
// Performance
// -----------
// The hot paths (isOpen, openArrows, blockersOf, validateStructure, graft) lay the structure out
// into module-level scratch typed arrays (no per-card objects). Only `layout` builds Pose objects.
// Everything here is synchronous and never calls back into caller code while the scratch is in
// use, so sharing the scratch is safe.
//
// Files: this one is the public API (and re-exports the public names of the other two);
// geometry-core.ts holds the catalog lookups, the doubled-unit rectangle helpers and the scratch
// layout with its builders; geometry-fit.ts holds graft and validateStructure.
import { SIDES, type Side } from '../cards';
import {
  OUT_SIDES, ROTATIONS, SIDE_INDEX, sideIndex, footprintInto, fx0, fx1, fy0, fy1, overlaps,
  buildOrThrow, footprintOf, indexOfCard, openAt, type Pose, type Rect, type Rotation, type StructureLike,
  L_absent, L_arrow, L_cx, L_cy, L_id, L_out, L_parent, L_rot, L_used, L_x0, L_x1, L_y0, L_y1,
} from './geometry-core';

export type { Pose, Rect, Rotation, StructureLike } from './geometry-core';
export { graft, validateStructure } from './geometry-fit';

/** World direction that a card's local side faces given its (clockwise) rotation. */
export function worldSide(local: Side, rotation: Rotation): Side {
  return SIDES[(SIDE_INDEX[local] + rotation / 90) & 3];
}

/** Outward arrows of `cardId` per its card data (Illuminati: all four), in order top,right,bottom,left. */
export function outSidesOf(cardId: string): readonly Side[] {
  const r = OUT_SIDES.get(cardId);
  if (r === undefined) throw new Error(`not a group or Illuminati card: ${cardId}`);
  return r;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Poses of every card of the structure, the Illuminati included. Throws if the placements do not form a tree rooted at the Illuminati. */
export function layout(s: StructureLike): Record<string, Pose> {
  const n = buildOrThrow(s, undefined);
  const out: Record<string, Pose> = {};
  for (let i = 0; i < n; i++) {
    out[L_id[i]] = {
      id: L_id[i],
      cx: L_cx[i] / 2,
      cy: L_cy[i] / 2,
      rotation: ROTATIONS[L_rot[i]],
      x0: L_x0[i] / 2,
      y0: L_y0[i] / 2,
      x1: L_x1[i] / 2,
      y1: L_y1[i] / 2,
    };
  }
  return out;
}

/**
 * The footprint (bounds) a puppet would occupy on this arrow of this posed master: 5 wide along the
 * master's edge, centred on the arrow, and 7 deep away from the master (see the header comment).
 */
export function footprint(master: Pose, arrow: Side): Rect {
  const w = (SIDE_INDEX[arrow] + master.rotation / 90) & 3;
  footprintInto(
    w,
    master.cx * 2, master.cy * 2,
    master.x0 * 2, master.y0 * 2, master.x1 * 2, master.y1 * 2,
  );
  return { x0: fx0 / 2, y0: fy0 / 2, x1: fx1 / 2, y1: fy1 / 2 };
}

/**
 * Every open arrow of the structure, as {master, arrow}, in a deterministic order: cards in layout
 * order (breadth first from the Illuminati; puppets of one card in the order of their arrows), then
 * the card's local sides in the order top,right,bottom,left.
 * `ignore`: ids of cards to treat as absent (used when moving a subtree: the moved cards are lifted
 * first). A card is absent when it or any of its masters is in `ignore`; the Illuminati never is.
 * Throws when the placements are not a tree rooted at the Illuminati.
 */
export function openArrows(s: StructureLike, ignore?: ReadonlySet<string>): { master: string; arrow: Side }[] {
  const n = buildOrThrow(s, ignore);
  const res: { master: string; arrow: Side }[] = [];
  for (let i = 0; i < n; i++) {
    if (L_absent[i] !== 0) continue;
    const free = L_out[i] & ~L_used[i];
    if (free === 0) continue;
    for (let a = 0; a < 4; a++) {
      if ((free & (1 << a)) !== 0 && openAt(n, i, a)) res.push({ master: L_id[i], arrow: SIDES[a] });
    }
  }
  return res;
}

/**
 * True when `arrow` of `master` is an open outward arrow (DEF-11, AMB-3). False (not an error) when
 * the master is not a present card of the structure or the side is not one of its outward arrows.
 */
export function isOpen(s: StructureLike, master: string, arrow: Side, ignore?: ReadonlySet<string>): boolean {
  const n = buildOrThrow(s, ignore);
  const i = indexOfCard(n, master);
  const a = sideIndex(arrow);
  if (i < 0 || a < 0) return false;
  return openAt(n, i, a);
}

/**
 * True when the card has at least one open outward arrow (ATK-CTRL-2): isOpen over its outward
 * sides, with one layout instead of one per side (every control attack is checked this way).
 */
export function anyOpenArrow(s: StructureLike, id: string): boolean {
  const n = buildOrThrow(s, undefined);
  const i = indexOfCard(n, id);
  if (i < 0) return false;
  const free = L_out[i] & ~L_used[i];
  for (let a = 0; a < 4; a++) if ((free & (1 << a)) !== 0 && openAt(n, i, a)) return true;
  return false;
}

/**
 * Cards that block this arrow (the puppet hanging on it, or cards overlapping its footprint) — for
 * the UI to show what blocks what. Empty when open. The hanging puppet comes first, then the
 * overlapping cards in layout order. Throws when the master is not a present card of the structure
 * or the side is not one of its outward arrows.
 */
export function blockersOf(s: StructureLike, master: string, arrow: Side, ignore?: ReadonlySet<string>): string[] {
  const n = buildOrThrow(s, ignore);
  const i = indexOfCard(n, master);
  if (i < 0 || L_absent[i] !== 0) throw new Error(`${master} is not a card of the structure`);
  const a = sideIndex(arrow);
  if (a < 0 || (L_out[i] & (1 << a)) === 0) throw new Error(`${String(arrow)} is not an outward arrow of ${master}`);
  const res: string[] = [];
  if ((L_used[i] & (1 << a)) !== 0) {
    for (let k = 1; k < n; k++) {
      if (L_parent[k] === i && L_arrow[k] === a && L_absent[k] === 0) res.push(L_id[k]);
    }
  }
  footprintOf(i, a);
  for (let k = 0; k < n; k++) {
    if (L_absent[k] !== 0) continue;
    if (L_parent[k] === i && L_arrow[k] === a) continue; // already listed
    if (overlaps(fx0, fy0, fx1, fy1, L_x0[k], L_y0[k], L_x1[k], L_y1[k])) res.push(L_id[k]);
  }
  return res;
}

/**
 * Pairs of cards of the structure whose interiors intersect (the Illuminati may be one of a pair),
 * in layout order: what layout() would show overlapping, without building its poses. Throws when
 * the structure is not a tree.
 */
export function overlappingPairs(s: StructureLike): [string, string][] {
  const n = buildOrThrow(s, undefined);
  const out: [string, string][] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (overlaps(L_x0[i], L_y0[i], L_x1[i], L_y1[i], L_x0[j], L_y0[j], L_x1[j], L_y1[j])) out.push([L_id[i], L_id[j]]);
  return out;
}

/**
 * The card id and every descendant's id (puppets at every depth), root first, breadth first; the
 * puppets of one card in the order of their arrows top,right,bottom,left. `id` may be the
 * Illuminati (the whole structure). Throws when `id` is not in the structure or the structure is
 * not a tree.
 */
export function subtree(s: StructureLike, id: string): string[] {
  const n = buildOrThrow(s, undefined);
  const i = indexOfCard(n, id);
  if (i < 0) throw new Error(`${id} is not a card of the structure`);
  // Layout order is breadth first, so descendants of i appear after i, in BFS order of the whole
  // tree restricted to i's subtree (which is the BFS order of the subtree).
  const mark = new Uint8Array(n);
  mark[i] = 1;
  const res = [id];
  for (let k = i + 1; k < n; k++) {
    if (mark[L_parent[k]] !== 0) {
      mark[k] = 1;
      res.push(L_id[k]);
    }
  }
  return res;
}

/** Depth of a card: 0 for the Illuminati, 1 when its master is the Illuminati (DEF-10). Throws when `id` is not in the structure or the chain of masters does not reach the Illuminati. */
export function depth(s: StructureLike, id: string): number {
  const groups = s.groups;
  const m = groups.length;
  let cur = id;
  let d = 0;
  while (cur !== s.illuminati) {
    let found = -1;
    for (let j = 0; j < m; j++) {
      if (groups[j].id === cur) {
        found = j;
        break;
      }
    }
    if (found < 0) throw new Error(`${cur} is not a card of the structure`);
    cur = groups[found].master;
    if (++d > m) throw new Error(`invalid power structure: cycle through ${id}`);
  }
  return d;
}
