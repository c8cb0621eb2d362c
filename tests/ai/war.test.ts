// The myopic move of the spending war (src/shared/ai/war.ts, ATK-MONEY, INTERF): it walks the end
// points once, keeping the cost of the sources used up so far (issue 22: Medium's attack scoring
// faster, same choices). Checked here against the plain definition on random bidders: for every
// end point, take the cheapest sources first, and keep the end point of greatest gain * chance(T')
// minus cost (the first one on ties), with the same end point, money taken and cost to the bit.
import { describe, expect, it } from 'vitest';
import { myopic, type Bidder } from '../../src/shared/ai/war';
import { chance } from '../../src/shared/engine';
import { nextUint32, seedState, type RngState } from '../../src/shared/engine/rng';

/** The definition: every end point from scratch. */
function plainMyopic(b: Bidder, left: number[], T: number) {
  const dir = Math.sign(b.gain);
  if (dir === 0) return null;
  const order = b.sources
    .map((s, k) => ({ s, k }))
    .filter(({ s }) => Math.sign(s.per) === dir)
    .sort((x, y) => x.s.cost / Math.abs(x.s.per) - y.s.cost / Math.abs(y.s.per))
    .map(({ k }) => k);
  const cap = order.reduce((n, k) => n + left[k] * Math.abs(b.sources[k].per), 0);
  const [first, last] = dir > 0 ? [Math.max(T + 1, 2), Math.min(T + cap, 10)] : [Math.min(T - 1, 9), Math.max(T - cap, 1)];
  let best: { T: number; take: number[]; cost: number } | null = null;
  let bestV = b.gain * chance(T);
  for (let t = first; dir > 0 ? t <= last : t >= last; t += dir) {
    let need = Math.abs(t - T);
    let cost = 0;
    let moved = 0;
    const take = left.map(() => 0);
    for (const k of order) {
      if (need <= 0) break;
      const per = Math.abs(b.sources[k].per);
      const units = Math.min(left[k], Math.ceil(need / per));
      if (units <= 0) continue;
      take[k] = units;
      cost += units * b.sources[k].cost + (b.sources[k].fixed ?? 0);
      moved += units * per;
      need -= units * per;
    }
    if (need > 0) continue;
    const v = b.gain * chance(T + dir * moved) - cost;
    if (v > bestV + 1e-9) {
      bestV = v;
      best = { T: T + dir * moved, take, cost };
    }
  }
  return best;
}

const int = (rng: RngState, n: number) => nextUint32(rng) % n;

function randomBidder(rng: RngState): Bidder {
  const gain = [0, 1, -1][int(rng, 3)] * (1 + int(rng, 400) / 4);
  const sources = Array.from({ length: 1 + int(rng, 5) }, () => ({
    per: [1, -1, -2][int(rng, 3)],
    max: int(rng, 9),
    cost: int(rng, 300) / 37,
    ...(int(rng, 3) === 0 ? { fixed: int(rng, 90) / 11 } : {}),
  }));
  return { seat: 0, gain, sources };
}

describe('myopic spending', () => {
  it('ATK-MONEY: the same move as the plain definition on 20,000 random bidders, money left and targets', () => {
    const rng = seedState('war-myopic');
    let moves = 0;
    for (let i = 0; i < 20_000; i++) {
      const b = randomBidder(rng);
      const left = b.sources.map((s) => int(rng, s.max + 1));
      const T = int(rng, 17) - 3;
      const got = myopic(b, left, T);
      expect(got).toEqual(plainMyopic(b, left, T));
      if (got) moves++;
    }
    expect(moves).toBeGreaterThan(2_000); // most random bidders do move
  });
});
