// A structure's room to grow as the evaluation scores it (evaluate.ts, DEF-11): how many open
// arrows it has and the best Power among the cards that have one. The engine's openArrows lays the
// whole structure out for that; here the answer is remembered by the structure's content (the
// Illuminati and every placement's id, master and arrow, in order), because play-outs make new
// player objects, and new groups lists whenever a treasury changes, far more often than new
// structures: in three 6-player Hard decisions the evaluation asked 106,188 times about 4,528
// different structures. Exact: an entry is used only when every field it was computed from is the
// same (compared, not trusted to the hash), so a list changed in place is never answered stale.
import { group, illuminati } from '../cards';
import { openArrows, type StructureLike } from '../engine';

export interface Room {
  /** Open arrows of the structure (openArrows(...).length). */
  readonly open: number;
  /** The highest Power among the cards with an open arrow (0 when none). */
  readonly bestPower: number;
}

/** The plain computation (what every cached answer equals). */
export function roomFrom(p: StructureLike): Room {
  const open = openArrows(p);
  let bestPower = 0;
  for (const a of open) bestPower = Math.max(bestPower, a.master === p.illuminati ? illuminati(p.illuminati).power : group(a.master).power);
  return { open: open.length, bestPower };
}

interface Entry {
  open: number;
  bestPower: number;
  illuminati: string;
  /** id, master and arrow of every placement, in order. */
  fields: string[];
  /** The next entry in the same bucket. */
  next: Entry | undefined;
}

/** Entries kept before the cache starts afresh (a few MB; a 6-player decision meets ~1,500 structures). */
const LIMIT = 20_000;
let limit = LIMIT;
const buckets = new Map<number, Entry>();
let size = 0;
/** Bits of the hash that pick a bucket (tests narrow it to make every entry share a bucket). */
let mask = 0xffffffff;
/** A small number per string met (card ids and sides: a few hundred), for the hash. */
const codes = new Map<string, number>();

function code(x: string): number {
  let c = codes.get(x);
  if (c === undefined) codes.set(x, (c = codes.size + 1));
  return c;
}

function hashOf(p: StructureLike): number {
  let h = code(p.illuminati);
  for (const g of p.groups) {
    h = Math.imul(h ^ code(g.id), 0x9e3779b1);
    h = Math.imul(h ^ code(g.master), 0x85ebca6b);
    h = Math.imul(h ^ code(g.arrow), 0xc2b2ae35);
  }
  return (h ^ (h >>> 15)) & mask;
}

function same(e: Entry, p: StructureLike): boolean {
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

/** roomFrom(p), remembered by the structure's content. Throws as openArrows does on a structure that is not a tree. */
export function roomOf(p: StructureLike): Room {
  const h = hashOf(p);
  const first = buckets.get(h);
  for (let e = first; e; e = e.next) if (same(e, p)) return e;
  const r = roomFrom(p);
  let head = first;
  if (size >= limit) {
    clearRooms();
    head = undefined;
  }
  const fields: string[] = [];
  for (const g of p.groups) fields.push(g.id, g.master, g.arrow);
  buckets.set(h, { open: r.open, bestPower: r.bestPower, illuminati: p.illuminati, fields, next: head });
  size++;
  return r;
}

/** Forget every structure (tests; and when the cache is full). */
export function clearRooms(): void {
  buckets.clear();
  size = 0;
}

/** Tests: how many hash bits pick a bucket (0: every structure in one bucket) and how many entries are kept; the cache emptied. */
export function roomCacheForTests(bits = 32, keep = LIMIT): { size: () => number } {
  clearRooms();
  mask = bits >= 32 ? 0xffffffff : (1 << bits) - 1;
  limit = keep;
  return { size: () => size };
}
