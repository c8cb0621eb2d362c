// Internals of the table geometry; the model, the doubled-unit arithmetic and the scratch layout are
// described in the header comment of geometry.ts.
//
// Everything exported here is for the sibling files geometry.ts and geometry-fit.ts only; the rest of
// the engine imports from './geometry'. The scratch variables are exported as live `let` bindings so
// that the siblings read them directly (a bundler hoists the files into one scope: no extra
// indirection on the hot paths); only this file assigns them (the rectangle helpers' own, in
// geometry-rect.ts, only that file).
import { ALL_ILLUMINATI, GROUPS, SIDES, type Side } from '../cards';
import { footprintInto, fx0, fx1, fy0, fy1, HX, HY, overlaps, pcx, pcy, prot, puppetPoseInto } from './geometry-rect';
import type { Placement } from './types';

export { footprintInto, fx0, fx1, fy0, fy1, HX, HY, overlaps, pcx, pcy, prot, puppetPoseInto } from './geometry-rect';

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

/** Bit mask of a group's outward sides (bit k = SIDES[k]). */
const outMaskOf = (g: (typeof GROUPS)[number]): number => g.outSides.reduce((mask, sd) => mask | (1 << SIDE_INDEX[sd]), 0);

// Built from the catalog in their declarations: a module's tables are made once and only read
// (scripts/load-effects.mjs).
/** Bit mask of outward sides (bit k = SIDES[k]) per card id (groups and Illuminati). */
export const OUT_MASK: ReadonlyMap<string, number> = new Map([...GROUPS.map((g) => [g.id, outMaskOf(g)] as const), ...ALL_ILLUMINATI.map((il) => [il.id, 15] as const)]);
/** Index of the inward side per group id. */
export const IN_INDEX: ReadonlyMap<string, number> = new Map(GROUPS.map((g) => [g.id, SIDE_INDEX[g.inSide]]));
/** Outward sides per card id, in SIDES order. */
export const OUT_SIDES: ReadonlyMap<string, readonly Side[]> = new Map([
  ...GROUPS.map((g) => [g.id, ALL_SIDES.filter((_, k) => (outMaskOf(g) >> k) & 1)] as const),
  ...ALL_ILLUMINATI.map((il) => [il.id, ALL_SIDES] as const),
]);
/** Ids that are Illuminati cards. */
const ILLUMINATI_IDS: ReadonlySet<string> = new Set(ALL_ILLUMINATI.map((il) => il.id));

export function sideIndex(side: string): number {
  const k = SIDE_INDEX[side];
  return k === undefined ? -1 : k;
}

// ---------------------------------------------------------------------------------------------
// Scratch layout

/** One set of scratch arrays (a slot), with the placements it was last laid out from. */
interface Slot {
  cap: number;
  id: string[]; pi: Int32Array; parent: Int32Array; arrow: Int8Array; rot: Uint8Array;
  cx: Int32Array; cy: Int32Array; x0: Int32Array; y0: Int32Array; x1: Int32Array; y1: Int32Array;
  absent: Uint8Array; used: Uint8Array; usedAll: Uint8Array; out: Uint8Array;
  /** Cards of the layout kept (built without `ignore`), or -1. */
  n: number;
  dup: string;
  S_id: string[]; S_master: string[]; S_arrow: string[];
}

function newSlot(c: number): Slot {
  return {
    cap: c,
    id: new Array<string>(c).fill(''), pi: new Int32Array(c), parent: new Int32Array(c), arrow: new Int8Array(c), rot: new Uint8Array(c),
    cx: new Int32Array(c), cy: new Int32Array(c), x0: new Int32Array(c), y0: new Int32Array(c), x1: new Int32Array(c), y1: new Int32Array(c),
    absent: new Uint8Array(c), used: new Uint8Array(c), usedAll: new Uint8Array(c), out: new Uint8Array(c),
    n: -1, dup: '', S_id: new Array<string>(c).fill(''), S_master: new Array<string>(c).fill(''), S_arrow: new Array<string>(c).fill(''),
  };
}

// The layout read by the siblings: the arrays of the slot selected by the last build.
export let L_id: string[] = [];
/** Index into s.groups, -1 for the Illuminati. */
export let L_pi: Int32Array = new Int32Array(0);
/** Layout index of the master, -1 for the Illuminati. */
export let L_parent: Int32Array = new Int32Array(0);
/** Local side index of the master's arrow this card hangs on. */
export let L_arrow: Int8Array = new Int8Array(0);
export let L_rot: Uint8Array = new Uint8Array(0);
export let L_cx: Int32Array = new Int32Array(0);
export let L_cy: Int32Array = new Int32Array(0);
export let L_x0: Int32Array = new Int32Array(0);
export let L_y0: Int32Array = new Int32Array(0);
export let L_x1: Int32Array = new Int32Array(0);
export let L_y1: Int32Array = new Int32Array(0);
/** 1 when the card or one of its ancestors is in `ignore`. */
export let L_absent: Uint8Array = new Uint8Array(0);
/** Local arrows used by present puppets. */
export let L_used: Uint8Array = new Uint8Array(0);
/** Local arrows used by any puppet (absent ones included). */
export let L_usedAll: Uint8Array = new Uint8Array(0);
export let L_out: Uint8Array = new Uint8Array(0);
let visited = new Uint8Array(32);
let kids = new Int32Array(32);
export let buildError = '';
/** Set by build: some arrow carries two puppets (reason text) or ''. */
export let duplicateArrow = '';

function select(x: Slot): void {
  L_id = x.id; L_pi = x.pi; L_parent = x.parent; L_arrow = x.arrow; L_rot = x.rot;
  L_cx = x.cx; L_cy = x.cy; L_x0 = x.x0; L_y0 = x.y0; L_x1 = x.x1; L_y1 = x.y1;
  L_absent = x.absent; L_used = x.used; L_usedAll = x.usedAll; L_out = x.out;
}

/** The slot for `root`, with room for n cards (a grown slot starts empty). */
function slotFor(slots: Map<string, Slot>, root: string, n: number): Slot {
  let x = slots.get(root);
  if (x === undefined || x.cap < n) {
    let c = x?.cap ?? 32;
    while (c < n) c *= 2;
    x = newSlot(c);
    slots.set(root, x);
  }
  if (visited.length < x.cap) {
    visited = new Uint8Array(x.cap);
    kids = new Int32Array(x.cap);
  }
  return x;
}

// The layout built without `ignore` is kept per Illuminati (one structure each) until that
// structure is laid out again: the rule checks ask about one structure many times in a row (every
// outward arrow of an attacker, every candidate of legalActions), and they go back and forth
// between the attacker's structure and the defender's; comparing the placements' ids, masters and
// arrows is far cheaper than laying the tree out again. Money on the cards does not matter to the
// layout. A build with `ignore` (a card lifted out) uses a slot of its own and keeps nothing.
const kept = new Map<string, Slot>();
const IGNORING = new Map<string, Slot>();

/**
 * Lay out the structure into the scratch arrays, breadth first from the Illuminati; the puppets of
 * a card are taken in the order of their arrows top,right,bottom,left (local frame). Returns the
 * number of cards, or -1 with `buildError` set when the placements are not a tree rooted at the
 * Illuminati (unknown cards, duplicate ids, masters outside the structure, cycles).
 */
export function build(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const groups = s.groups;
  const m = groups.length;
  // Ignoring cards that are not in the structure (a group coming from elsewhere) changes nothing.
  if (ignore !== undefined && !ignoresAny(groups, ignore)) ignore = undefined;
  if (ignore !== undefined || !ILLUMINATI_IDS.has(s.illuminati)) {
    select(slotFor(IGNORING, '', m + 1));
    return buildFresh(s, ignore);
  }
  const x = slotFor(kept, s.illuminati, m + 1);
  select(x);
  if (x.n > 0 && x.n === m + 1 && sameLayout(x, groups)) {
    buildError = '';
    duplicateArrow = x.dup;
    return x.n;
  }
  x.n = -1;
  const n = buildFresh(s, undefined);
  if (n > 0) remember(x, s, n);
  return n;
}

function ignoresAny(groups: readonly Placement[], ignore: ReadonlySet<string>): boolean {
  for (let j = 0; j < groups.length; j++) if (ignore.has(groups[j].id)) return true;
  return false;
}

function sameLayout(x: Slot, groups: readonly Placement[]): boolean {
  const S_id = x.S_id, S_master = x.S_master, S_arrow = x.S_arrow;
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j];
    if (g.id !== S_id[j] || g.master !== S_master[j] || g.arrow !== S_arrow[j]) return false;
  }
  return true;
}

function remember(x: Slot, s: StructureLike, n: number): void {
  const groups = s.groups;
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j];
    x.S_id[j] = g.id;
    x.S_master[j] = g.master;
    x.S_arrow[j] = g.arrow;
  }
  x.dup = duplicateArrow;
  x.n = n;
}

function buildFresh(s: StructureLike, ignore: ReadonlySet<string> | undefined): number {
  const groups = s.groups;
  const m = groups.length;
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
