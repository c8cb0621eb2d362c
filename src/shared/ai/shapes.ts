// What the evaluation (evaluate.ts) derives from the shape of a power structure alone — the
// Illuminati and every placement's id, master and arrow, in order — remembered by that shape:
// the room to grow (how many open arrows, DEF-11, and the best Power among the cards that have
// one: a layout of the whole structure by the engine's openArrows) and the tree by group index
// (depth, subtree sizes, subtrees: what exposure reads). Play-outs make new player objects, and new
// groups lists whenever a treasury changes, far more often than new shapes: in three 6-player Hard
// decisions the evaluation asked 106,188 times for the room of 4,528 different shapes, and worked
// out an exposure 108,604 times on 2,706 different trees. Exact: an entry is used only when every
// field it was made from is the same (compared, not trusted to the hash), so a groups list changed
// in place is never answered stale.
import { group, illuminati } from '../cards';
import { openArrows, type StructureLike } from '../engine';

export interface Room {
  /** Open arrows of the structure (openArrows(...).length). */
  readonly open: number;
  /** The highest Power among the cards with an open arrow (0 when none). */
  readonly bestPower: number;
}

/**
 * A structure by the index of each group in its groups list: its depth (1 under the Illuminati),
 * the size of its subtree and the subtree itself (itself first, then breadth first, children in
 * list order). A master neither one of the groups nor the Illuminati is reached from nowhere: depth
 * and size 1.
 */
export interface Tree {
  readonly depth: readonly number[];
  readonly size: readonly number[];
  readonly subtree: readonly (readonly number[])[];
}

/** The plain computation of the room (what every remembered answer equals). */
export function roomFrom(p: StructureLike): Room {
  const open = openArrows(p);
  let bestPower = 0;
  for (const a of open) bestPower = Math.max(bestPower, a.master === p.illuminati ? illuminati(p.illuminati).power : group(a.master).power);
  return { open: open.length, bestPower };
}

/** The plain computation of the tree. */
export function treeFrom(p: StructureLike): Tree {
  const gs = p.groups;
  const m = gs.length;
  const at = new Map<string, number>();
  for (let j = 0; j < m; j++) at.set(gs[j].id, j);
  const kids: number[][] = [];
  const top: number[] = [];
  for (let j = 0; j < m; j++) {
    kids.push([]);
    const master = at.get(gs[j].master);
    if (master !== undefined) kids[master].push(j);
    else if (gs[j].master === p.illuminati) top.push(j);
  }
  const depth = new Array<number>(m).fill(1);
  const size = new Array<number>(m).fill(1);
  const visit = (j: number, d: number): number => {
    depth[j] = d;
    let n = 1;
    for (const c of kids[j]) n += visit(c, d + 1);
    size[j] = n;
    return n;
  };
  for (const j of top) visit(j, 1);
  const subtree: number[][] = [];
  for (let j = 0; j < m; j++) {
    const out = [j];
    for (let i = 0; i < out.length; i++) for (const c of kids[out[i]]) out.push(c);
    subtree.push(out);
  }
  return { depth, size, subtree };
}

interface Shape {
  illuminati: string;
  /** id, master and arrow of every placement, in order. */
  fields: string[];
  room: Room | undefined;
  tree: Tree | undefined;
  /** The next shape in the same bucket. */
  next: Shape | undefined;
}

/** Shapes kept before the memory starts afresh (a few MB; a 6-player decision meets ~1,500). */
const LIMIT = 20_000;
let limit = LIMIT;
const buckets = new Map<number, Shape>();
let size = 0;
/** Bits of the hash that pick a bucket (tests narrow it to make every shape share a bucket). */
let mask = 0xffffffff;

/**
 * A few characters of a card id and its length: cheap (a Map from every id to a number cost as
 * much as the layout it spares), and different for most ids; `same` settles the rest.
 */
function mark(x: string): number {
  const n = x.length;
  return n ^ (x.charCodeAt(0) << 6) ^ (x.charCodeAt(n >> 1) << 13) ^ (x.charCodeAt(n - 1) << 20) ^ (x.charCodeAt(n >> 2) << 25);
}

function hashOf(p: StructureLike): number {
  let h = mark(p.illuminati);
  for (const g of p.groups) {
    h = Math.imul(h ^ mark(g.id), 0x9e3779b1);
    // (the master's id, and the arrow by its length: top 3, left 4, right 5, bottom 6)
    h = Math.imul(h ^ mark(g.master) ^ (g.arrow.length << 28), 0x85ebca6b);
  }
  return (h ^ (h >>> 15)) & mask;
}

function same(e: Shape, p: StructureLike): boolean {
  if (e.illuminati !== p.illuminati) return false;
  const gs = p.groups;
  const f = e.fields;
  if (f.length !== 3 * gs.length) return false;
  for (let j = 0, k = 0; j < gs.length; j++, k += 3) {
    const g = gs[j];
    if (f[k] !== g.id || f[k + 1] !== g.master || f[k + 2] !== g.arrow) return false;
  }
  return true;
}

function shapeOf(p: StructureLike): Shape {
  const h = hashOf(p);
  const first = buckets.get(h);
  for (let e = first; e; e = e.next) if (same(e, p)) return e;
  let head = first;
  if (size >= limit) {
    clearShapes();
    head = undefined;
  }
  const fields: string[] = [];
  for (const g of p.groups) fields.push(g.id, g.master, g.arrow);
  const e: Shape = { illuminati: p.illuminati, fields, room: undefined, tree: undefined, next: head };
  buckets.set(h, e);
  size++;
  return e;
}

/** roomFrom(p), remembered by the shape. Throws as openArrows does on a structure that is not a tree. */
export function roomOf(p: StructureLike): Room {
  const e = shapeOf(p);
  return (e.room ??= roomFrom(p));
}

/** treeFrom(p), remembered by the shape. */
export function treeOf(p: StructureLike): Tree {
  const e = shapeOf(p);
  return (e.tree ??= treeFrom(p));
}

/** Forget every shape (tests; and when the memory is full). */
export function clearShapes(): void {
  buckets.clear();
  size = 0;
}

/** Tests: how many hash bits pick a bucket (0: every shape in one bucket) and how many shapes are kept; the memory emptied. */
export function shapesForTests(bits = 32, keep = LIMIT): { size: () => number } {
  clearShapes();
  mask = bits >= 32 ? 0xffffffff : (1 << bits) - 1;
  limit = keep;
  return { size: () => size };
}
