// What the evaluation derives from a structure's shape alone, remembered by the shape
// (src/shared/ai/shapes.ts; issue 38: Hard faster with the same decisions): the room to grow
// (openArrows' count and best Power, DEF-11) and the tree by group index (depth, subtree sizes and
// subtrees, for exposure). roomOf and treeOf must answer exactly what the plain computations
// (roomFrom: a fresh layout; treeFrom) answer, for every structure of random 3, 4 and 6-player
// games and of structures grown at random, when asked again (remembered), when every shape shares
// one hash bucket, for a structure that differs only in one arrow or one master, and for a groups
// list changed in place after it was asked about (never a stale answer).
import { afterEach, describe, expect, it } from 'vitest';
import { roomFrom, roomOf, shapesForTests, treeFrom, treeOf } from '../../src/shared/ai/shapes';
import { GROUPS, ILLUMINATI } from '../../src/shared/cards';
import { applyAction, decider, newGame, openArrows, randomAction, type GameState, type Placement, type PlayerState } from '../../src/shared/engine';
import { nextUint32, seedState } from '../../src/shared/engine/rng';

/** Every player of every state of a random game. */
function structures(players: number, seed: string): PlayerState[] {
  let s: GameState = newGame({ players, turnCap: 60 }, seed).state;
  const rng = seedState(`${seed}/players`);
  const out: PlayerState[] = [];
  for (let i = 0; i < 1500 && !s.outcome; i++) {
    if (i % 3 === 0) out.push(...s.players);
    const seat = decider(s)[0];
    const r = applyAction(s, seat, randomAction(s, seat, rng));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return out;
}

/** Structures grown at random: each group hung on a random open arrow (every group fits on one, AMB-4), up to 14 groups. */
function grown(count: number, seed: string): PlayerState[] {
  const rng = seedState(seed);
  const pick = <T>(xs: readonly T[]): T => xs[nextUint32(rng) % xs.length];
  const base = newGame({ players: 4 }, seed).state.players[0];
  const out: PlayerState[] = [];
  while (out.length < count) {
    const ill = pick(ILLUMINATI).id;
    const free = GROUPS.map((g) => g.id);
    let groups: Placement[] = [];
    const size = nextUint32(rng) % 15;
    for (let k = 0; k < size; k++) {
      const spots = openArrows({ illuminati: ill, groups });
      if (!spots.length) break;
      const spot = pick(spots);
      const id = free.splice(nextUint32(rng) % free.length, 1)[0];
      groups = [...groups, { id, master: spot.master, arrow: spot.arrow, money: 0 }];
      out.push({ ...base, illuminati: ill, groups });
    }
  }
  return out;
}

/** The structure with its last group moved to another open arrow (null when there is none): a different structure with the same cards. */
function moved(p: PlayerState): Placement[] | null {
  const last = p.groups.at(-1);
  if (!last) return null;
  const rest = p.groups.slice(0, -1);
  const spot = openArrows({ illuminati: p.illuminati, groups: rest }).find((x) => x.master !== last.master || x.arrow !== last.arrow);
  return spot ? [...rest, { ...last, master: spot.master, arrow: spot.arrow }] : null;
}

/** Answers that differ from the plain computation (JSON compared: toEqual on thousands of trees is slow). */
let wrong: string[] = [];
function check(got: unknown, want: unknown): void {
  const a = JSON.stringify(got);
  const b = JSON.stringify(want);
  if (a !== b) wrong.push(`${a} instead of ${b}`);
}

/** The two numbers of an answer. */
const two = (r: { open: number; bestPower: number }) => ({ open: r.open, bestPower: r.bestPower });

const all = [...[3, 4, 6].flatMap((n) => structures(n, `room-${n}`)), ...grown(1500, 'room-grown')];

describe('roomOf and treeOf', () => {
  afterEach(() => {
    shapesForTests();
    expect(wrong.slice(0, 3)).toEqual([]);
    wrong = [];
  });

  it('equals the plain computation on every structure of random games, asked once and again, in one bucket or many', () => {
    const kinds = new Set<string>();
    for (const bits of [32, 0]) {
      const cache = shapesForTests(bits);
      for (let round = 0; round < 2; round++)
        for (const p of all) {
          const want = roomFrom(p);
          check(two(roomOf(p)), want);
          check(treeOf(p), treeFrom(p));
          kinds.add(`${p.groups.length}/${want.open}`);
        }
      // Structures repeat (many states share a player's cards): fewer entries than asks.
      expect(cache.size()).toBeGreaterThan(50);
      expect(cache.size()).toBeLessThan(all.length);
    }
    expect(all.length).toBeGreaterThan(1000);
    expect(kinds.size).toBeGreaterThan(60);
  });

  it('tells apart structures that differ in one arrow, and a groups list changed in place after it was asked about', () => {
    let checked = 0;
    for (const bits of [32, 0]) {
      shapesForTests(bits);
      for (const p of all.filter((_, i) => i % 5 === 0)) {
        const other = moved(p);
        if (!other) continue;
        roomOf(p);
        treeOf(p);
        check(two(roomOf({ illuminati: p.illuminati, groups: other })), roomFrom({ illuminati: p.illuminati, groups: other }));
        check(treeOf({ illuminati: p.illuminati, groups: other }), treeFrom({ illuminati: p.illuminati, groups: other }));
        // A list asked about, then changed in place (the engine's own copies are changed so inside an action).
        const groups = p.groups.map((g) => ({ ...g }));
        const q = { illuminati: p.illuminati, groups };
        check(two(roomOf(q)), roomFrom(q));
        check(treeOf(q), treeFrom(q));
        const last = groups[groups.length - 1];
        const to = other[other.length - 1];
        last.master = to.master;
        last.arrow = to.arrow;
        check(two(roomOf(q)), roomFrom(q));
        check(treeOf(q), treeFrom(q));
        groups.pop();
        check(two(roomOf(q)), roomFrom(q));
        check(treeOf(q), treeFrom(q));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('starts afresh when full and still answers exactly', () => {
    const cache = shapesForTests(32, 40);
    let most = 0;
    for (let i = 0; i < 2; i++)
      for (const p of all) {
        check(two(roomOf(p)), roomFrom(p));
        check(treeOf(p), treeFrom(p));
        most = Math.max(most, cache.size());
      }
    expect(most).toBe(40);
  });
});
