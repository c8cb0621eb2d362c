// Fitting a subtree into a structure (graft) and checking a whole structure (validateStructure);
// the geometry model is described in the header comment of geometry.ts.
import { SIDES, type Side } from '../cards';
import {
  IN_INDEX, OUT_MASK, SIDE_INDEX, sideIndex, HX, HY, overlaps, pcx, pcy, prot, puppetPoseInto, type StructureLike,
  build, buildError, buildOrThrow, duplicateArrow, indexOfCard, openAt,
  L_absent, L_arrow, L_cx, L_cy, L_id, L_out, L_parent, L_rot, L_x0, L_x1, L_y0, L_y1,
} from './geometry-core';
import type { Placement } from './types';

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
 * * `force` puts the root on its arrow even where it overlaps (a received card kept overlapping
 *   until the receiver chooses what goes, GIVE-6); its puppets are then fitted around it as usual.
 */
export function graft(s: StructureLike, incoming: readonly Placement[], force = false): { kept: Placement[]; released: string[] } {
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
  if (mi < 0 || ra < 0 || (!force && !openAt(n, mi, ra))) {
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
  if (!place(0, (ra + L_rot[mi]) & 3, L_cx[mi], L_cy[mi], L_x0[mi], L_y0[mi], L_x1[mi], L_y1[mi], !force)) {
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
