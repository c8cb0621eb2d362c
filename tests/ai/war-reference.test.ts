// The spending war (src/shared/ai/war.ts; ATK-MONEY, INTERF, AMB-9) against its plain definition
// (issue 38: Hard faster with the same decisions). war.ts keeps an untouched bidder's myopic moves,
// refills one war state per end point and stops trying end points once the whole gain less the cost
// cannot beat the best; here every war is played the plain way (each end point from scratch, every
// reply worked out afresh, a fresh copy of the war per end point), and the two must give the same
// move and the same war to the bit, for the myopic war, Medium's look-ahead and Hard's model.
import { describe, expect, it } from 'vitest';
import { bestMove, modeledMove, selfReliant, startWar, type Bidder, type WarState } from '../../src/shared/ai/war';
import { chance } from '../../src/shared/engine';
import { nextUint32, seedState, type RngState } from '../../src/shared/engine/rng';

interface Move {
  T: number;
  take: number[];
  cost: number;
}

const order = (b: Bidder, dir: number) =>
  b.sources
    .map((s, k) => ({ s, k }))
    .filter(({ s }) => Math.sign(s.per) === dir)
    .sort((x, y) => x.s.cost / Math.abs(x.s.per) - y.s.cost / Math.abs(y.s.per))
    .map(({ k }) => k);

/** The cheapest way to bring T to `to` (cheapest effect first), or null. */
function cheapest(b: Bidder, left: number[], T: number, to: number): Move | null {
  const dir = Math.sign(to - T);
  let need = Math.abs(to - T);
  let cost = 0;
  let moved = 0;
  const take = left.map(() => 0);
  if (dir !== 0)
    for (const k of order(b, dir)) {
      if (need <= 0) break;
      const s = b.sources[k];
      const per = Math.abs(s.per);
      const units = Math.min(left[k], Math.ceil(need / per));
      if (units <= 0) continue;
      take[k] = units;
      cost += units * s.cost + (s.fixed ?? 0);
      moved += units * per;
      need -= units * per;
    }
  return need > 0 ? null : { T: T + dir * moved, take, cost };
}

function span(b: Bidder, left: number[], T: number, margin: boolean) {
  const dir = Math.sign(b.gain);
  if (dir === 0) return { dir: 1, first: 0, last: -1 };
  const cap = order(b, dir).reduce((n, k) => n + left[k] * Math.abs(b.sources[k].per), 0);
  if (dir > 0) return { dir, first: Math.max(T + 1, 2), last: Math.min(T + cap, margin ? 14 : 10) };
  return { dir, first: Math.min(T - 1, margin ? 13 : 9), last: Math.max(T - cap, margin ? -3 : 1) };
}

/** Myopic: every end point from scratch, the first best kept. */
function myopic(b: Bidder, left: number[], T: number): Move | null {
  const { dir, first, last } = span(b, left, T, false);
  let best: Move | null = null;
  let bestV = b.gain * chance(T);
  for (let t = first; dir > 0 ? t <= last : t >= last; t += dir) {
    const m = cheapest(b, left, T, t);
    if (!m) continue;
    const v = b.gain * chance(m.T) - m.cost;
    if (v > bestV + 1e-9) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

const copy = (st: WarState): WarState => ({ T: st.T, left: st.left.map((l) => l.slice()), spent: st.spent.slice(), cost: st.cost.slice(), floor: st.floor, passed: st.passed.slice() });

function advance(st: WarState, i: number, m: Move | null, n: number): void {
  if (m && m.T !== st.T) {
    st.T = m.T;
    for (let k = 0; k < m.take.length; k++) {
      st.left[i][k] -= m.take[k];
      st.spent[i] += m.take[k];
    }
    st.cost[i] += m.cost;
    st.passed.fill(false);
  }
  st.passed[i] = true;
  for (let k = 1; k <= n; k++) {
    const f = (i + k) % n;
    if (!st.passed[f]) {
      st.floor = f;
      return;
    }
  }
}

function playOut(bidders: Bidder[], st: WarState): void {
  for (let step = 0; step < 60 && !st.passed.every((x) => x); step++) advance(st, st.floor, myopic(bidders[st.floor], st.left[st.floor], st.T), bidders.length);
}

function endPoint(bidders: Bidder[], st: WarState, playOn: (w: WarState) => void) {
  const i = st.floor;
  const b = bidders[i];
  const finish = (m: Move | null) => {
    const w = copy(st);
    advance(w, i, m, bidders.length);
    playOn(w);
    return w;
  };
  const value = (w: WarState) => b.gain * chance(w.T) - w.cost[i];
  let bestM: Move | null = null;
  let bestW = finish(null);
  let bestV = value(bestW);
  const { dir, first, last } = span(b, st.left[i], st.T, true);
  for (let t = first; dir > 0 ? t <= last : t >= last; t += dir) {
    const m = cheapest(b, st.left[i], st.T, t);
    if (!m) continue;
    const w = finish(m);
    const v = value(w);
    if (v > bestV + 1e-9) {
      bestV = v;
      bestM = m;
      bestW = w;
    }
  }
  return { move: bestM, result: { T: bestW.T, spent: bestW.spent, cost: bestW.cost } };
}

function refBestMove(bidders: Bidder[], st: WarState, depth: number) {
  if (depth <= 0) {
    const m = myopic(bidders[st.floor], st.left[st.floor], st.T);
    const w = copy(st);
    advance(w, st.floor, m, bidders.length);
    playOut(bidders, w);
    return { move: m, result: { T: w.T, spent: w.spent, cost: w.cost } };
  }
  return endPoint(bidders, st, (w) => playOut(bidders, w));
}

function refModeled(bidders: Bidder[], st: WarState, depth: number) {
  return endPoint(bidders, st, (w) => {
    for (let step = 0; step < 60 && !w.passed.every((x) => x); step++) advance(w, w.floor, refBestMove(selfReliant(bidders, bidders[w.floor].seat), w, depth).move, bidders.length);
  });
}

const int = (rng: RngState, n: number) => nextUint32(rng) % n;

/** A table of 1 to 5 bidders as biddersFor makes them: treasuries for or against, some money cards with a fixed cost, some without a stake. */
function randomWar(rng: RngState): { bidders: Bidder[]; T: number; floor: number; passed: number[] } {
  const n = 1 + int(rng, 5);
  const bidders: Bidder[] = [];
  for (let seat = 0; seat < n; seat++) {
    const gain = [0, 1, -1, 1, -1][int(rng, 5)] * (int(rng, 2000) / 7);
    const sources = Array.from({ length: 1 + int(rng, 4) }, () => ({
      per: [1, -1, -2, 1][int(rng, 4)],
      max: int(rng, 14),
      cost: (50 + int(rng, 100)) / 100,
      ...(int(rng, 4) === 0 ? { fixed: int(rng, 90) / 11 } : {}),
    }));
    bidders.push({ seat, gain, sources });
  }
  const floor = int(rng, n);
  const passed = bidders.filter(() => int(rng, 4) === 0).map((b) => b.seat);
  return { bidders, T: int(rng, 16) - 2, floor, passed };
}

/** Fresh bidder objects (war.ts keeps answers on them): each side plays its own copies. */
const fresh = (bs: Bidder[]): Bidder[] => bs.map((b) => ({ seat: b.seat, gain: b.gain, sources: b.sources.map((s) => ({ ...s })) }));

describe('spending war against its plain definition', () => {
  it('ATK-MONEY, INTERF, AMB-9: the same move and war for myopic, look-ahead and modelled replies on 3,000 random wars', () => {
    const rng = seedState('war-reference');
    let moved = 0;
    for (let i = 0; i < 3000; i++) {
      const { bidders, T, floor, passed } = randomWar(rng);
      for (const depth of [0, 1]) {
        const mine = fresh(bidders);
        const ref = fresh(bidders);
        const got = bestMove(mine, startWar(mine, T, floor, passed), depth);
        expect(got).toEqual(refBestMove(ref, startWar(ref, T, floor, passed), depth));
        // The same bidders asked again (their kept answers in use) give the same war.
        expect(bestMove(mine, startWar(mine, T, floor, passed), depth)).toEqual(got);
        if (got.move) moved++;
      }
      if (i % 10 === 0) {
        const mine = fresh(bidders);
        const ref = fresh(bidders);
        expect(modeledMove(mine, startWar(mine, T, floor, passed), 1)).toEqual(refModeled(ref, startWar(ref, T, floor, passed), 1));
      }
    }
    expect(moved).toBeGreaterThan(500);
  });
});
