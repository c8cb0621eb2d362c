// Internals of the table geometry; the model, the doubled-unit arithmetic and the scratch layout are
// described in the header comment of geometry.ts.
//
// Everything exported here is for the sibling files geometry.ts and geometry-fit.ts only; the rest of
// the engine imports from './geometry'. The scratch variables are exported as live `let` bindings so
// that the siblings read them directly (a bundler hoists all three files into one scope: no extra
// indirection on the hot paths); only this file assigns them.
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

export const SIDE_INDEX: Readonly<Record<string, number>> = { top: 0, right: 1, bottom: 2, left: 3 };
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];
const ALL_SIDES: readonly Side[] = SIDES;

/** Bit mask of outward sides (bit k = SIDES[k]) per card id (groups and Illuminati). */
export const OUT_MASK = new Map<string, number>();
/** Index of the inward side per group id. */
export const IN_INDEX = new Map<string, number>();
/** Outward sides per card id, in SIDES order. */
export const OUT_SIDES = new Map<string, readonly Side[]>();
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

export function sideIndex(side: string): number {
  const k = SIDE_INDEX[side];
  return k === undefined ? -1 : k;
}

// ---------------------------------------------------------------------------------------------
// Rectangle helpers (doubled units)

/** Half extents (doubled units) of an upright card: 7 wide -> 7, 5 high -> 5. */
export const HX = 7;
export const HY = 5;
/** Footprint of an arrow (doubled units): 5 wide along the master's edge, 7 deep away from it. */
const FP_HALF_W = 5;
const FP_DEPTH = 14;

export function overlaps(
  ax0: number, ay0: number, ax1: number, ay1: number,
  bx0: number, by0: number, bx1: number, by1: number,
): boolean {
  return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1;
}

// Footprint computed into these module variables (doubled units) to avoid allocating.
export let fx0 = 0;
export let fy0 = 0;
export let fx1 = 0;
export let fy1 = 0;

/** Footprint of world direction `w` on a card with centre and bounds given (doubled units). */
export function footprintInto(w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
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
export let pcx = 0;
export let pcy = 0;
export let prot = 0;

/**
 * Pose of a puppet with inward side index `inIdx` hung on the master side facing world direction
 * `w`, master centre/bounds given. Writes pcx, pcy, prot (rotation index 0..3).
 */
export function puppetPoseInto(inIdx: number, w: number, cx: number, cy: number, x0: number, y0: number, x1: number, y1: number): void {
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
export let L_id: string[] = [];
/** Index into s.groups, -1 for the Illuminati. */
export let L_pi = new Int32Array(0);
/** Layout index of the master, -1 for the Illuminati. */
export let L_parent = new Int32Array(0);
/** Local side index of the master's arrow this card hangs on. */
export let L_arrow = new Int8Array(0);
export let L_rot = new Uint8Array(0);
export let L_cx = new Int32Array(0);
export let L_cy = new Int32Array(0);
export let L_x0 = new Int32Array(0);
export let L_y0 = new Int32Array(0);
export let L_x1 = new Int32Array(0);
export let L_y1 = new Int32Array(0);
/** 1 when the card or one of its ancestors is in `ignore`. */
export let L_absent = new Uint8Array(0);
/** Local arrows used by present puppets. */
export let L_used = new Uint8Array(0);
/** Local arrows used by any puppet (absent ones included). */
export let L_usedAll = new Uint8Array(0);
export let L_out = new Uint8Array(0);
let visited = new Uint8Array(0);
let kids = new Int32Array(0);
export let buildError = '';
/** Set by build: some arrow carries two puppets (reason text) or ''. */
export let duplicateArrow = '';

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
export function build(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const groups = s.groups;
  const m = groups.length;
  if (ignore === undefined && cachedN > 0 && s.illuminati === cachedRoot && m === cachedM && sameLayout(groups)) {
    buildError = '';
    duplicateArrow = cachedDuplicate;
    return cachedN;
  }
  cachedN = -1;
  const n = buildFresh(s, ignore);
  if (ignore === undefined && n > 0) remember(s, n);
  return n;
}

// The last layout built without `ignore` stays in the scratch until another build replaces it: the
// rule checks ask about one structure many times in a row (every outward arrow of an attacker,
// every candidate of legalActions), and comparing the placements' ids, masters and arrows is far
// cheaper than laying the tree out again. Money on the cards does not matter to the layout.
let cachedN = -1;
let cachedRoot = '';
let cachedM = 0;
let cachedDuplicate = '';
let S_id: string[] = [];
let S_master: string[] = [];
let S_arrow: string[] = [];

function sameLayout(groups: readonly Placement[]): boolean {
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j];
    if (g.id !== S_id[j] || g.master !== S_master[j] || g.arrow !== S_arrow[j]) return false;
  }
  return true;
}

function remember(s: StructureLike, n: number): void {
  const groups = s.groups;
  const m = groups.length;
  if (S_id.length < m) {
    S_id = new Array<string>(cap).fill('');
    S_master = new Array<string>(cap).fill('');
    S_arrow = new Array<string>(cap).fill('');
  }
  for (let j = 0; j < m; j++) {
    const g = groups[j];
    S_id[j] = g.id;
    S_master[j] = g.master;
    S_arrow[j] = g.arrow;
  }
  cachedRoot = s.illuminati;
  cachedM = m;
  cachedDuplicate = duplicateArrow;
  cachedN = n;
}

function buildFresh(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
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

export function buildOrThrow(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const n = build(s, ignore);
  if (n < 0) throw new Error(`invalid power structure: ${buildError}`);
  return n;
}

export function indexOfCard(n: number, id: string): number {
  for (let i = 0; i < n; i++) if (L_id[i] === id) return i;
  return -1;
}

/** Footprint of local arrow `a` of scratch card `i` into fx0..fy1. */
export function footprintOf(i: number, a: number): void {
  footprintInto((a + L_rot[i]) & 3, L_cx[i], L_cy[i], L_x0[i], L_y0[i], L_x1[i], L_y1[i]);
}

/** Is local arrow `a` of scratch card `i` open (present card, outward, unused, footprint clear)? */
export function openAt(n: number, i: number, a: number): boolean {
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
