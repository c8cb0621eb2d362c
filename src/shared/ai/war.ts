// The spending war of an attack window (ATK-MONEY, INTERF, AMB-9) as a small arithmetic game.
//
// Once the states after success and after failure are evaluated, every seat's stake in the attack
// is one number (its utility if the attack succeeds minus its utility if it fails), so the
// back-and-forth of spending can be played out without touching the engine: each seat on the
// floor moves the target number T with its cheapest money (the target's own treasury counts
// double for the defender) as long as the gain in success chance (exact 2d6 odds) is worth the
// money, then passes; the dice roll when everyone has passed in a row. Easy spends myopically;
// Medium looks one step further: for each amount it could spend it plays the replies of the others
// out to the roll, so it does not spend into a defence that will undo it, and it buys margin
// above 10 when a rich opponent would otherwise spend it back down (ATK-8). Hard, on the floor, plays
// every later move by Medium's rule instead (modeledMove), which is how its rivals really answer.
import { chance, type Seat } from '../engine';

export interface Source {
  /** Effect on T per MB: +1 for the attacker and helpers, -1 or -2 against. */
  per: number;
  max: number;
  /** Utility one MB from here costs its owner. */
  cost: number;
  /** Extra fixed cost of opening this source (a money card to play). */
  fixed?: number;
  /** What the source is, for turning a move into an action (stakes.ts). */
  tag?: SourceTag;
}

export type SourceTag = { kind: 'treasury'; card: string; side?: 'for' | 'against' } | { kind: 'card'; card: string };

export interface Bidder {
  seat: Seat;
  /** Utility of success minus utility of failure, for this seat. */
  gain: number;
  sources: Source[];
  /** ordered()'s sources raising and lowering T, worked out on first use (undefined until then). */
  up?: number[];
  down?: number[];
  /**
   * myopic()'s answers while every source still holds its max, by T (MYOPIC_LO up): a war plays
   * the same bidder, untouched, at the same T over and over (each end point of bestEndPoint plays
   * the rest out). Depends on the gain: a copy with another gain (selfReliant) must not keep it.
   */
  fresh?: (Move | null | undefined)[];
  /** costsGrow(), worked out on first use (the sources only). */
  grows?: boolean;
}

export interface WarResult {
  T: number;
  /** MB spent per bidder (same order as the bidders). */
  spent: number[];
  /** Utility cost per bidder. */
  cost: number[];
}

interface Move {
  T: number;
  take: number[];
  cost: number;
}

const MAX_STEPS = 60;

/** Sources of a bidder usable in one direction, cheapest effect first (computed once per bidder). */
function ordered(b: Bidder, dir: number): number[] {
  // Two named fields, not a computed key: asked in the wars' innermost loops.
  const o = dir > 0 ? b.up : b.down;
  if (o) return o;
  const made = b.sources
    .map((s, k) => ({ s, k }))
    .filter(({ s }) => Math.sign(s.per) === dir)
    .sort((x, y) => x.s.cost / Math.abs(x.s.per) - y.s.cost / Math.abs(y.s.per))
    .map(({ k }) => k);
  if (dir > 0) b.up = made;
  else b.down = made;
  return made;
}

// The end point and cost of the last move fill() found (module scratch: the myopic search tries a
// dozen end points per step of every simulated war and keeps one, so only that one is allocated).
let movedT = 0;
let moveCost = 0;

/**
 * The cheapest way for bidder `b` (money left per source in `left`) to bring T to `to`: sets movedT
 * and moveCost and, when `take` is given, the units taken per source; false when it cannot.
 */
function fill(b: Bidder, left: number[], T: number, to: number, take: number[] | null): boolean {
  const dir = Math.sign(to - T);
  let need = Math.abs(to - T);
  let cost = 0;
  let moved = 0;
  if (dir !== 0)
    for (const k of ordered(b, dir)) {
      if (need <= 0) break;
      const s = b.sources[k];
      const per = Math.abs(s.per);
      const units = Math.min(left[k], Math.ceil(need / per));
      if (units <= 0) continue;
      if (take) take[k] = units;
      cost += units * s.cost + (s.fixed ?? 0);
      moved += units * per;
      need -= units * per;
    }
  if (need > 0) return false;
  movedT = T + dir * moved;
  moveCost = cost;
  return true;
}

/** The cheapest way for bidder `b` (money left per source in `left`) to bring T to `to`. */
function cheapestMove(b: Bidder, left: number[], T: number, to: number): Move | null {
  const take = new Array<number>(left.length).fill(0);
  return fill(b, left, T, to, take) ? { T: movedT, take, cost: moveCost } : null;
}

/**
 * Candidate end points for a bidder's move, as a range from `first` stepping by `dir` to `last`
 * (empty when they cross). Myopically only the points where the odds change matter (2..10 up,
 * 9..1 down); with look-ahead some margin beyond them, which the other side would have to spend
 * through (ATK-8).
 */
function range(b: Bidder, left: number[], T: number, margin: boolean): { dir: number; first: number; last: number } {
  const dir = Math.sign(b.gain);
  if (dir === 0) return { dir: 1, first: 0, last: -1 }; // no stake: no end point
  let cap = 0;
  for (const k of ordered(b, dir)) cap += left[k] * Math.abs(b.sources[k].per);
  if (dir > 0) return { dir, first: Math.max(T + 1, 2), last: Math.min(T + cap, margin ? 14 : 10) };
  return { dir, first: Math.min(T - 1, margin ? 13 : 9), last: Math.max(T - cap, margin ? -3 : 1) };
}

/**
 * The myopic choice: the move maximizing gain * chance(T') - cost, assuming nobody replies. The end
 * points are tried in order of growing distance, and fill()'s greedy order takes the cheapest
 * sources first, so a source used up for one end point is used up for every farther one: the walk
 * keeps the cost of the sources used up so far (summed in fill()'s order, so every figure is
 * exactly fill()'s) and only the last source in use is worked out per end point.
 */
export function myopic(b: Bidder, left: number[], T: number): Move | null {
  if (T < MYOPIC_LO || T > MYOPIC_HI || !untouched(b, left)) return myopicOf(b, left, T);
  const memo = (b.fresh ??= []);
  let m = memo[T - MYOPIC_LO];
  if (m === undefined) memo[T - MYOPIC_LO] = m = myopicOf(b, left, T);
  return m;
}

/** The targets whose myopic moves of an untouched bidder are kept (Bidder.fresh); beyond them, worked out each time. */
const MYOPIC_LO = -20;
const MYOPIC_HI = 40;

/** Whether every source of `b` still holds its max. */
function untouched(b: Bidder, left: readonly number[]): boolean {
  const src = b.sources;
  if (left.length !== src.length) return false;
  for (let k = 0; k < left.length; k++) if (left[k] !== src[k].max) return false;
  return true;
}

/**
 * Whether every source of `b` costs something or nothing (no negative cost or fixed cost): then an
 * end point farther away costs no less (fill() takes at least as many units of each source, in the
 * same order), which bounds what the farther end points can be worth.
 */
function costsGrow(b: Bidder): boolean {
  if (b.grows !== undefined) return b.grows;
  let grows = true;
  for (const s of b.sources) if (!(s.cost >= 0) || !((s.fixed ?? 0) >= 0)) grows = false;
  b.grows = grows;
  return grows;
}

function myopicOf(b: Bidder, left: number[], T: number): Move | null {
  const { dir, first, last } = range(b, left, T, false);
  let bestTo = NaN;
  let bestV = b.gain * chance(T);
  const order = dir !== 0 ? ordered(b, dir) : []; // (no stake: range() is empty)
  // No end point is worth more than the whole gain less its cost (chance <= 1), and farther ones cost
  // no less: once that bound cannot beat the best, the walk stops (the same choice, fewer points).
  const cap = Math.max(0, b.gain);
  const grows = costsGrow(b);
  let j = 0; // the first source in `order` not used up
  let usedCost = 0; // the cost of the sources before j
  let usedMoved = 0;
  for (let t = first; dir > 0 ? t <= last : t >= last; t += dir) {
    const need = Math.abs(t - T);
    let cost = usedCost;
    let moved = usedMoved;
    let rem = need - usedMoved;
    for (let i = j; i < order.length && rem > 0; i++) {
      const k = order[i];
      const s = b.sources[k];
      const per = Math.abs(s.per);
      const units = Math.min(left[k], Math.ceil(rem / per));
      if (units <= 0) {
        if (i === j) j++;
        continue;
      }
      cost += units * s.cost + (s.fixed ?? 0);
      moved += units * per;
      rem -= units * per;
      if (rem > 0 && i === j) {
        // Used up (all its units taken, with more still needed): so for every farther end point too.
        j++;
        usedCost = cost;
        usedMoved = moved;
      }
    }
    if (rem > 0) break; // nothing can bring T this far, nor farther
    if (grows && cap - cost <= bestV + 1e-9) break;
    const v = b.gain * chance(T + dir * moved) - cost;
    if (v > bestV + 1e-9) {
      bestV = v;
      bestTo = t;
    }
  }
  return Number.isNaN(bestTo) ? null : cheapestMove(b, left, T, bestTo);
}

export interface WarState {
  T: number;
  /** Money left per bidder per source. */
  left: number[][];
  spent: number[];
  cost: number[];
  floor: number;
  /** Bidders who passed since the last change (AMB-9: the dice roll when all have). */
  passed: boolean[];
}

function apply(st: WarState, i: number, m: Move): void {
  st.T = m.T;
  const left = st.left[i];
  for (let k = 0; k < m.take.length; k++) {
    left[k] -= m.take[k];
    st.spent[i] += m.take[k];
  }
  st.cost[i] += m.cost;
}

/** The bidder on the floor moves (or passes): everyone else may answer again (AMB-9). */
function advance(st: WarState, i: number, m: Move | null, n: number): void {
  if (m && m.T !== st.T) {
    apply(st, i, m);
    st.passed.fill(false); // every WarState owns its array (clone, startWar)
  }
  st.passed[i] = true;
  // The floor goes to the next bidder who has not passed since the last change.
  for (let k = 1; k <= n; k++) {
    const f = (i + k) % n;
    if (!st.passed[f]) {
      st.floor = f;
      return;
    }
  }
}

const done = (st: WarState) => st.passed.every((x) => x);

/** Play the war out with every bidder myopic, from the floor in `st` (changed in place). */
function playOut(bidders: Bidder[], st: WarState): void {
  const n = bidders.length;
  for (let step = 0; step < MAX_STEPS && !done(st); step++) {
    const i = st.floor;
    advance(st, i, myopic(bidders[i], st.left[i], st.T), n);
  }
}

/** Make `w` (a clone of a state of the same war) equal to `st` again, in place. */
function copyInto(w: WarState, st: WarState): void {
  w.T = st.T;
  for (let j = 0; j < st.left.length; j++) {
    const to = w.left[j];
    const from = st.left[j];
    for (let k = 0; k < from.length; k++) to[k] = from[k];
    w.spent[j] = st.spent[j];
    w.cost[j] = st.cost[j];
    w.passed[j] = st.passed[j];
  }
  w.floor = st.floor;
}

function clone(st: WarState): WarState {
  return { T: st.T, left: st.left.map((l) => l.slice()), spent: st.spent.slice(), cost: st.cost.slice(), floor: st.floor, passed: st.passed.slice() };
}

/** A war from T with the floor at bidder `floor`; `passed` lists the seats that passed since the last change. */
export function startWar(bidders: Bidder[], T: number, floor = 0, passed: readonly Seat[] = []): WarState {
  return {
    T,
    left: bidders.map((b) => b.sources.map((s) => s.max)),
    spent: bidders.map(() => 0),
    cost: bidders.map(() => 0),
    floor,
    passed: bidders.map((b, i) => i !== floor && passed.includes(b.seat)),
  };
}

/**
 * The move of the bidder on the floor: with depth 0 the myopic one; with depth 1 the one whose
 * played-out war (others myopic) is best for it. Returns the chosen end point T (equal to the
 * current T to pass) and the whole war that follows.
 */
export function bestMove(bidders: Bidder[], st: WarState, depth: number): { move: Move | null; result: WarResult } {
  if (depth <= 0) {
    const m = myopic(bidders[st.floor], st.left[st.floor], st.T);
    const w = clone(st);
    advance(w, st.floor, m, bidders.length);
    playOut(bidders, w);
    return { move: m, result: { T: w.T, spent: w.spent, cost: w.cost } };
  }
  return bestEndPoint(bidders, st, (w) => playOut(bidders, w));
}

/**
 * The end point (or the pass) best for the bidder on the floor when the rest of the war after its
 * move is played on by `playOn`: its margin range, the cheapest way to each point, the first best.
 */
function bestEndPoint(bidders: Bidder[], st: WarState, playOn: (w: WarState) => void): { move: Move | null; result: WarResult } {
  const i = st.floor;
  const b = bidders[i];
  const n = bidders.length;
  // One war state and one move, refilled for every end point (a dozen per call, and the wars of
  // Medium's attack scoring are many): only the best end point's figures are copied out.
  const w = clone(st);
  const take = new Array<number>(st.left[i].length).fill(0);
  const m: Move = { T: st.T, take, cost: 0 };
  const finish = (move: Move | null): number => {
    copyInto(w, st);
    advance(w, i, move, n);
    playOn(w);
    return b.gain * chance(w.T) - w.cost[i];
  };
  let bestM: Move | null = null;
  let bestV = finish(null);
  let bestT = w.T;
  let bestSpent = w.spent.slice();
  let bestCost = w.cost.slice();
  const { dir, first, last } = range(b, st.left[i], st.T, true);
  // The bound of myopic(): a war after a move costs the bidder at least what it paid so far and the
  // move (its later moves cost no less than nothing), and its chance is at most 1.
  const cap = Math.max(0, b.gain);
  const grows = costsGrow(b);
  for (let t = first; dir > 0 ? t <= last : t >= last; t += dir) {
    take.fill(0);
    if (!fill(b, st.left[i], st.T, t, take)) continue; // as cheapestMove
    if (grows && cap - (st.cost[i] + moveCost) <= bestV + 1e-9) break;
    m.T = movedT;
    m.cost = moveCost;
    const v = finish(m);
    if (v > bestV + 1e-9) {
      bestV = v;
      bestM = { T: m.T, take: take.slice(), cost: m.cost };
      bestT = w.T;
      bestSpent = w.spent.slice();
      bestCost = w.cost.slice();
    }
  }
  return { move: bestM, result: { T: bestT, spent: bestSpent, cost: bestCost } };
}

/**
 * The bidders as `seat` plans with them: those on its own side are assumed not to help (each of
 * them may count on the others too, so counting on them would let the attack through unopposed).
 */
export function selfReliant(bidders: Bidder[], seat: Seat): Bidder[] {
  const me = bidders.find((b) => b.seat === seat);
  if (!me || me.gain === 0) return bidders;
  const side = Math.sign(me.gain);
  return bidders.map((b) => (b.seat !== seat && Math.sign(b.gain) === side ? { ...b, gain: 0, fresh: undefined } : b));
}

/**
 * The rest of the war with every bidder on the floor choosing as Medium does (bestMove at `depth`
 * over the bidders as that bidder plans with them, selfReliant), changed in place.
 */
function playOutAsMedium(bidders: Bidder[], views: (Bidder[] | undefined)[], st: WarState, depth: number): void {
  const n = bidders.length;
  for (let step = 0; step < MAX_STEPS && !done(st); step++) {
    const i = st.floor;
    // Each bidder's view made once per war (views), so that its bidders keep their myopic answers.
    advance(st, i, bestMove((views[i] ??= selfReliant(bidders, bidders[i].seat)), st, depth).move, n);
  }
}

/**
 * The move of the bidder on the floor against rivals who each choose as Medium does (Hard's
 * `modelWar`). Medium plans as if the players on its side would not help (selfReliant), so alone
 * it will not spend into an attacker richer than itself; but the myopic model of bestMove has
 * those allies answer whenever it pays them, and so does not see the attack go through unopposed
 * when every one of them waits for the others: the coalition that fails to form (a Discordian
 * with 29 MB winning against three defenders with 33 MB between them, each alone poorer). Here
 * each rival's move is the one Medium's own rule picks, so the bidder sees both that its spending
 * draws the attacker's money out and that an ally alone then can finish the job. Costs a bestMove
 * per step of each played-out war (some milliseconds per decision), which only Hard can afford.
 */
export function modeledMove(bidders: Bidder[], st: WarState, depth: number): { move: Move | null; result: WarResult } {
  const views: (Bidder[] | undefined)[] = [];
  return bestEndPoint(bidders, st, (w) => playOutAsMedium(bidders, views, w, depth));
}

/** The whole war from its start with the first bidder choosing at `depth` and everyone else myopic. */
export function simulateWar(bidders: Bidder[], T: number, depth: number): WarResult {
  if (bidders.length === 0) return { T, spent: [], cost: [] };
  return bestMove(bidders, startWar(bidders, T), depth).result;
}
