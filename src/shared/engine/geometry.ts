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
import { ALL_ILLUMINATI, GROUPS, SIDES, type Side } from '../cards';
import type { Placement } from './types';

export type Rotation = 0 | 90 | 180 | 270;

export interface Pose {
  id: string;
  /** Centre, in card units (card = 7 x 5 upright); y grows downward. */
  cx: number;
  cy: number;
  /** Clockwise rotation in degrees. */
  rotation: Rotation;
  /** axis-aligned bounds */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface StructureLike {
  illuminati: string;
  groups: readonly Placement[];
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

// ---------------------------------------------------------------------------------------------
// Catalog lookups (static, precomputed once)

const SIDE_INDEX: Readonly<Record<string, number>> = { top: 0, right: 1, bottom: 2, left: 3 };
const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];
const ALL_SIDES: readonly Side[] = SIDES;

/** Bit mask of outward sides (bit k = SIDES[k]) per card id (groups and Illuminati). */
const OUT_MASK = new Map<string, number>();
/** Index of the inward side per group id. */
const IN_INDEX = new Map<string, number>();
/** Outward sides per card id, in SIDES order. */
const OUT_SIDES = new Map<string, readonly Side[]>();
/** Ids that are Illuminati cards. */
const ILLUMINATI_IDS = new Set<string>();

for (const g of GROUPS) {
  let mask = 0;
  for (const sd of g.outSides) mask |= 1 << SIDE_INDEX[sd];
  OUT_MASK.set(g.id, mask);
  IN_INDEX.set(g.id, SIDE_INDEX[g.inSide]);
  OUT_SIDES.set(
    g.id,
    ALL_SIDES.filter((_, k) => (mask >> k) & 1),
  );
}
for (const il of ALL_ILLUMINATI) {
  OUT_MASK.set(il.id, 15);
  OUT_SIDES.set(il.id, ALL_SIDES);
  ILLUMINATI_IDS.add(il.id);
}

function sideIndex(side: string): number {
  const k = SIDE_INDEX[side];
  return k === undefined ? -1 : k;
}

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
// Rectangle helpers (doubled units)

/** Half extents (doubled units) of an upright card: 7 wide -> 7, 5 high -> 5. */
const HX = 7;
const HY = 5;
/** Footprint of an arrow (doubled units): 5 wide along the master's edge, 7 deep away from it. */
const FP_HALF_W = 5;
const FP_DEPTH = 14;

function overlaps(
  ax0: number, ay0: number, ax1: number, ay1: number,
  bx0: number, by0: number, bx1: number, by1: number,
): boolean {
  return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

// Footprint computed into these module variables (doubled units) to avoid allocating.
let fx0 = 0;
let fy0 = 0;
let fx1 = 0;
let fy1 = 0;

/** Footprint of world direction `w` on a card with centre and bounds given (doubled units). */
function footprintInto(w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
  switch (w) {
    case 0: // top
      fx0 = cx - FP_HALF_W; fx1 = cx + FP_HALF_W; fy0 = y0 - FP_DEPTH; fy1 = y0;
      break;
    case 1: // right
      fx0 = x1; fx1 = x1 + FP_DEPTH; fy0 = cy - FP_HALF_W; fy1 = cy + FP_HALF_W;
      break;
    case 2: // bottom
      fx0 = cx - FP_HALF_W; fx1 = cx + FP_HALF_W; fy0 = y1; fy1 = y1 + FP_DEPTH;
      break;
    default: // left
      fx0 = x0 - FP_DEPTH; fx1 = x0; fy0 = cy - FP_HALF_W; fy1 = cy + FP_HALF_W;
      break;
  }
}

// Pose computed into these module variables (doubled units).
let pcx = 0;
let pcy = 0;
let prot = 0;

/**
 * Pose of a puppet with inward side index `inIdx` hung on the master side facing world direction
 * `w`, master centre/bounds given. Writes pcx, pcy, prot (rotation index 0..3).
 */
function puppetPoseInto(inIdx: number, w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
  // The puppet's inward side must face back toward the master: world direction (w + 2) mod 4.
  // Local side k faces world (k + rot) mod 4, so rot = (w + 2 - inIdx) mod 4.
  const r = (w + 2 - inIdx + 4) & 3;
  const hx = (r & 1) === 0 ? HX : HY;
  const hy = (r & 1) === 0 ? HY : HX;
  prot = r;
  switch (w) {
    case 0: pcx = cx; pcy = y0 - hy; break;
    case 1: pcx = x1 + hx; pcy = cy; break;
    case 2: pcx = cx; pcy = y1 + hy; break;
    default: pcx = x0 - hx; pcy = cy; break;
  }
}

// ---------------------------------------------------------------------------------------------
// Scratch layout

let cap = 0;
let L_id: string[] = [];
/** Index into s.groups, -1 for the Illuminati. */
let L_pi = new Int32Array(0);
/** Layout index of the master, -1 for the Illuminati. */
let L_parent = new Int32Array(0);
/** Local side index of the master's arrow this card hangs on. */
let L_arrow = new Int8Array(0);
let L_rot = new Uint8Array(0);
let L_cx = new Int32Array(0);
let L_cy = new Int32Array(0);
let L_x0 = new Int32Array(0);
let L_y0 = new Int32Array(0);
let L_x1 = new Int32Array(0);
let L_y1 = new Int32Array(0);
/** 1 when the card or one of its ancestors is in `ignore`. */
let L_absent = new Uint8Array(0);
/** Local arrows used by present puppets. */
let L_used = new Uint8Array(0);
/** Local arrows used by any puppet (absent ones included). */
let L_usedAll = new Uint8Array(0);
let L_out = new Uint8Array(0);
let visited = new Uint8Array(0);
let kids = new Int32Array(0);
let buildError = '';
/** Set by build: some arrow carries two puppets (reason text) or ''. */
let duplicateArrow = '';

function ensure(n: number): void {
  if (n <= cap) return;
  let c = cap === 0 ? 32 : cap;
  while (c < n) c *= 2;
  cap = c;
  L_id = new Array<string>(c).fill('');
  L_pi = new Int32Array(c);
  L_parent = new Int32Array(c);
  L_arrow = new Int8Array(c);
  L_rot = new Uint8Array(c);
  L_cx = new Int32Array(c);
  L_cy = new Int32Array(c);
  L_x0 = new Int32Array(c);
  L_y0 = new Int32Array(c);
  L_x1 = new Int32Array(c);
  L_y1 = new Int32Array(c);
  L_absent = new Uint8Array(c);
  L_used = new Uint8Array(c);
  L_usedAll = new Uint8Array(c);
  L_out = new Uint8Array(c);
  visited = new Uint8Array(c);
  kids = new Int32Array(c);
}

/**
 * Lay out the structure into the scratch arrays, breadth first from the Illuminati; the puppets of
 * a card are taken in the order of their arrows top,right,bottom,left (local frame). Returns the
 * number of cards, or -1 with `buildError` set when the placements are not a tree rooted at the
 * Illuminati (unknown cards, duplicate ids, masters outside the structure, cycles).
 */
function build(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const groups = s.groups;
  const m = groups.length;
  ensure(m + 1);
  buildError = '';
  duplicateArrow = '';
  const root = s.illuminati;
  if (!ILLUMINATI_IDS.has(root)) {
    buildError = `not an Illuminati card: ${root}`;
    return -1;
  }
  visited.fill(0, 0, m);
  L_id[0] = root;
  L_pi[0] = -1;
  L_parent[0] = -1;
  L_arrow[0] = -1;
  L_rot[0] = 0;
  L_cx[0] = 0;
  L_cy[0] = 0;
  L_x0[0] = -HX;
  L_y0[0] = -HY;
  L_x1[0] = HX;
  L_y1[0] = HY;
  L_absent[0] = 0;
  L_used[0] = 0;
  L_usedAll[0] = 0;
  L_out[0] = 15;
  let n = 1;
  for (let q = 0; q < n; q++) {
    const idq = L_id[q];
    const selfPi = L_pi[q];
    let nk = 0;
    for (let j = 0; j < m; j++) {
      const p = groups[j];
      if (p.id === idq && j !== selfPi) {
        buildError = p.id === root ? `the Illuminati ${root} is placed as a group` : `group ${p.id} appears twice`;
        return -1;
      }
      if (p.master === idq) {
        if (visited[j] !== 0) {
          buildError = `group ${p.id} is reached twice`;
          return -1;
        }
        const a = sideIndex(p.arrow);
        if (a < 0) {
          buildError = `group ${p.id}: bad arrow ${String(p.arrow)}`;
          return -1;
        }
        visited[j] = 1;
        // insertion by arrow side (stable for equal sides)
        let k = nk++;
        while (k > 0 && sideIndex(groups[kids[k - 1]].arrow) > a) {
          kids[k] = kids[k - 1];
          k--;
        }
        kids[k] = j;
      }
    }
    const rq = L_rot[q];
    const cxq = L_cx[q], cyq = L_cy[q], x0q = L_x0[q], y0q = L_y0[q], x1q = L_x1[q], y1q = L_y1[q];
    const absentQ = L_absent[q];
    for (let k = 0; k < nk; k++) {
      const j = kids[k];
      const p = groups[j];
      const inIdx = IN_INDEX.get(p.id);
      if (inIdx === undefined) {
        buildError = `not a group card: ${p.id}`;
        return -1;
      }
      const a = SIDE_INDEX[p.arrow];
      const w = (a + rq) & 3;
      puppetPoseInto(inIdx, w, cxq, cyq, x0q, y0q, x1q, y1q);
      const hx = (prot & 1) === 0 ? HX : HY;
      const hy = (prot & 1) === 0 ? HY : HX;
      const c = n++;
      L_id[c] = p.id;
      L_pi[c] = j;
      L_parent[c] = q;
      L_arrow[c] = a;
      L_rot[c] = prot;
      L_cx[c] = pcx;
      L_cy[c] = pcy;
      L_x0[c] = pcx - hx;
      L_y0[c] = pcy - hy;
      L_x1[c] = pcx + hx;
      L_y1[c] = pcy + hy;
      const absent = absentQ !== 0 || (ignore !== undefined && ignore.has(p.id)) ? 1 : 0;
      L_absent[c] = absent;
      L_used[c] = 0;
      L_usedAll[c] = 0;
      L_out[c] = OUT_MASK.get(p.id) as number;
      const bit = 1 << a;
      if ((L_usedAll[q] & bit) !== 0 && duplicateArrow === '') {
        duplicateArrow = `arrow ${p.arrow} of ${idq} carries more than one group`;
      }
      L_usedAll[q] |= bit;
      if (absent === 0) L_used[q] |= bit;
    }
  }
  if (n !== m + 1) {
    for (let j = 0; j < m; j++) {
      if (visited[j] === 0) {
        buildError = `group ${groups[j].id} is not connected to the Illuminati (master ${groups[j].master}; cycle or missing master)`;
        return -1;
      }
    }
  }
  return n;
}

function buildOrThrow(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const n = build(s, ignore);
  if (n < 0) throw new Error(`invalid power structure: ${buildError}`);
  return n;
}

function indexOfCard(n: number, id: string): number {
  for (let i = 0; i < n; i++) if (L_id[i] === id) return i;
  return -1;
}

/** Footprint of local arrow `a` of scratch card `i` into fx0..fy1. */
function footprintOf(i: number, a: number): void {
  footprintInto((a + L_rot[i]) & 3, L_cx[i], L_cy[i], L_x0[i], L_y0[i], L_x1[i], L_y1[i]);
}

/** Is local arrow `a` of scratch card `i` open (present card, outward, unused, footprint clear)? */
function openAt(n: number, i: number, a: number): boolean {
  if (L_absent[i] !== 0) return false;
  const bit = 1 << a;
  if ((L_out[i] & bit) === 0 || (L_used[i] & bit) !== 0) return false;
  footprintOf(i, a);
  for (let k = 0; k < n; k++) {
    if (L_absent[k] !== 0) continue;
    if (overlaps(fx0, fy0, fx1, fy1, L_x0[k], L_y0[k], L_x1[k], L_y1[k])) return false;
  }
  return true;
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

/**
 * Fit an incoming subtree into structure `s` (AMB-4, MOVE-3, GIVE-6). `incoming[0]` is the root,
 * whose master/arrow is where it goes (must be an open arrow of s; throw otherwise). The other
 * entries are its descendants with their original master/arrow relative to their own masters (all
 * inside `incoming`). Place breadth first; a descendant whose slot is blocked (overlaps anything
 * already placed, old or new) is re-seated on another open arrow of the SAME master (first open in
 * side order top,right,bottom,left); if none, it and its whole subtree are released.
 * Returns the placements kept (with possibly changed arrows; money unchanged) and the ids released
 * (each released subtree root and all its descendants). Old cards of s are never moved.
 *
 * Details:
 * * Ids of `incoming` that are also in `s.groups` are treated as lifted (absent from s), so a MOVE
 *   can pass the current structure and the moved subtree with the root's new master/arrow. A root
 *   whose new master is inside the moved subtree (MOVE-4) is thereby not an open arrow: throws.
 * * The puppets of one master are handled together: first every one whose original slot is free
 *   keeps it (in arrow order), then the blocked ones are re-seated in their original arrow order.
 *   This keeps as many original positions as the greedy allows.
 * * `kept` is in placement order (root first, then breadth first); entries are fresh objects.
 *   `released` lists each released subtree root followed by its descendants, breadth first.
 */
export function graft(s: StructureLike, incoming: readonly Placement[]): { kept: Placement[]; released: string[] } {
  const ni = incoming.length;
  if (ni === 0) throw new Error('graft: nothing to place');
  const ids = new Set<string>();
  for (const p of incoming) {
    if (ids.has(p.id)) throw new Error(`graft: ${p.id} appears twice`);
    ids.add(p.id);
  }
  const root = incoming[0];
  const n = buildOrThrow(s, ids);
  const mi = indexOfCard(n, root.master);
  const ra = sideIndex(root.arrow);
  if (mi < 0 || ra < 0 || !openAt(n, mi, ra)) {
    throw new Error(`graft: ${root.master}/${String(root.arrow)} is not an open arrow of the structure`);
  }
  const rootIn = IN_INDEX.get(root.id);
  if (rootIn === undefined) throw new Error(`graft: not a group card: ${root.id}`);

  // Occupied rectangles (doubled units): present old cards, then new cards as they are placed.
  const rx0: number[] = [];
  const ry0: number[] = [];
  const rx1: number[] = [];
  const ry1: number[] = [];
  for (let k = 0; k < n; k++) {
    if (L_absent[k] !== 0) continue;
    rx0.push(L_x0[k]); ry0.push(L_y0[k]); rx1.push(L_x1[k]); ry1.push(L_y1[k]);
  }
  const fits = (x0: number, y0: number, x1: number, y1: number): boolean => {
    for (let k = 0; k < rx0.length; k++) {
      if (overlaps(x0, y0, x1, y1, rx0[k], ry0[k], rx1[k], ry1[k])) return false;
    }
    return true;
  };

  // Incoming tree: master index within incoming for every entry but the root.
  const parent = new Int32Array(ni).fill(-1);
  for (let i = 1; i < ni; i++) {
    const p = incoming[i];
    let f = -1;
    for (let j = 0; j < ni; j++) {
      if (incoming[j].id === p.master) {
        f = j;
        break;
      }
    }
    if (f < 0) throw new Error(`graft: the master ${p.master} of ${p.id} is not among the incoming cards`);
    if (f === i) throw new Error(`graft: ${p.id} is its own master`);
    if (sideIndex(p.arrow) < 0) throw new Error(`graft: ${p.id}: bad arrow ${String(p.arrow)}`);
    if (!IN_INDEX.has(p.id)) throw new Error(`graft: not a group card: ${p.id}`);
    parent[i] = f;
  }
  const children = (i: number): number[] => {
    const r: number[] = [];
    for (let j = 1; j < ni; j++) if (parent[j] === i) r.push(j);
    r.sort((a, b) => SIDE_INDEX[incoming[a].arrow] - SIDE_INDEX[incoming[b].arrow] || a - b);
    return r;
  };

  // Poses of placed incoming cards (doubled units).
  const pc = new Int32Array(ni * 7); // cx, cy, rot, x0, y0, x1, y1
  const used = new Uint8Array(ni);
  const arrowOf: Side[] = new Array<Side>(ni);
  const reached = new Uint8Array(ni);

  const place = (i: number, w: number, mcx: number, mcy: number, mx0: number, my0: number, mx1: number, my1: number, test: boolean): boolean => {
    puppetPoseInto(IN_INDEX.get(incoming[i].id) as number, w, mcx, mcy, mx0, my0, mx1, my1);
    const hx = (prot & 1) === 0 ? HX : HY;
    const hy = (prot & 1) === 0 ? HY : HX;
    const x0 = pcx - hx, y0 = pcy - hy, x1 = pcx + hx, y1 = pcy + hy;
    if (test && !fits(x0, y0, x1, y1)) return false;
    const o = i * 7;
    pc[o] = pcx; pc[o + 1] = pcy; pc[o + 2] = prot; pc[o + 3] = x0; pc[o + 4] = y0; pc[o + 5] = x1; pc[o + 6] = y1;
    rx0.push(x0); ry0.push(y0); rx1.push(x1); ry1.push(y1);
    return true;
  };

  // Root: its slot is open (checked above), so its real bounds fit too for every catalog group.
  if (!place(0, (ra + L_rot[mi]) & 3, L_cx[mi], L_cy[mi], L_x0[mi], L_y0[mi], L_x1[mi], L_y1[mi], true)) {
    throw new Error(`graft: ${root.id} does not fit on ${root.master}/${root.arrow}`);
  }
  arrowOf[0] = root.arrow;
  reached[0] = 1;

  const order: number[] = [0];
  const released: string[] = [];
  const release = (i: number): void => {
    const q = [i];
    reached[i] = 1;
    for (let h = 0; h < q.length; h++) {
      released.push(incoming[q[h]].id);
      for (const c of children(q[h])) {
        if (reached[c] !== 0) throw new Error(`graft: incoming cards do not form a tree (${incoming[c].id})`);
        reached[c] = 1;
        q.push(c);
      }
    }
  };

  for (let h = 0; h < order.length; h++) {
    const mIdx = order[h];
    const o = mIdx * 7;
    const mcx = pc[o], mcy = pc[o + 1], mrot = pc[o + 2], mx0 = pc[o + 3], my0 = pc[o + 4], mx1 = pc[o + 5], my1 = pc[o + 6];
    const outMask = OUT_MASK.get(incoming[mIdx].id) as number;
    const kidsOf = children(mIdx);
    const blocked: number[] = [];
    // Pass 1: keep original slots that are still free.
    for (const c of kidsOf) {
      if (reached[c] !== 0) throw new Error(`graft: incoming cards do not form a tree (${incoming[c].id})`);
      reached[c] = 1;
      const a = SIDE_INDEX[incoming[c].arrow];
      const bit = 1 << a;
      if ((outMask & bit) === 0) {
        throw new Error(`graft: ${incoming[c].arrow} is not an outward arrow of ${incoming[mIdx].id}`);
      }
      if ((used[mIdx] & bit) === 0 && place(c, (a + mrot) & 3, mcx, mcy, mx0, my0, mx1, my1, true)) {
        used[mIdx] |= bit;
        arrowOf[c] = incoming[c].arrow;
        order.push(c);
      } else {
        blocked.push(c);
      }
    }
    // Pass 2: re-seat blocked puppets on another open arrow of the same master, else release them.
    for (const c of blocked) {
      let seated = false;
      for (let a = 0; a < 4 && !seated; a++) {
        const bit = 1 << a;
        if ((outMask & bit) === 0 || (used[mIdx] & bit) !== 0) continue;
        // The slot is open exactly when its footprint is clear; the puppet's real bounds equal the
        // footprint for every catalog group, so testing the real bounds is the same test.
        if (place(c, (a + mrot) & 3, mcx, mcy, mx0, my0, mx1, my1, true)) {
          used[mIdx] |= bit;
          arrowOf[c] = SIDES[a];
          order.push(c);
          seated = true;
        }
      }
      if (!seated) release(c);
    }
  }
  for (let i = 0; i < ni; i++) {
    if (reached[i] === 0) throw new Error(`graft: ${incoming[i].id} is not connected to the incoming root`);
  }
  const kept: Placement[] = order.map((i) => ({ ...incoming[i], arrow: arrowOf[i] }));
  return { kept, released };
}

/**
 * True when the placements form a valid structure: a tree rooted at the Illuminati, each arrow used
 * once, every arrow is an outward side of its master, no two cards overlap. Returns a reason string
 * when invalid, null when valid.
 */
export function validateStructure(s: StructureLike): string | null {
  const n = build(s, undefined);
  if (n < 0) return buildError;
  if (duplicateArrow !== '') return duplicateArrow;
  for (let c = 1; c < n; c++) {
    const q = L_parent[c];
    if ((L_out[q] & (1 << L_arrow[c])) === 0) {
      return `${L_id[c]} hangs on ${SIDES[L_arrow[c]]} of ${L_id[q]}, which is not an outward arrow`;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let k = i + 1; k < n; k++) {
      if (overlaps(L_x0[i], L_y0[i], L_x1[i], L_y1[i], L_x0[k], L_y0[k], L_x1[k], L_y1[k])) {
        return `${L_id[i]} and ${L_id[k]} overlap`;
      }
    }
  }
  return null;
}
