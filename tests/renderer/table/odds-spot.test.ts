// The attack's numbers at its target (issue 18: "needs 10 or less · 92%" stood over the row of
// uncontrolled groups above the target at 1280x720, on their numbers): above the target, unless
// that covers another card and below does not, or covers less.
import { describe, expect, it } from 'vitest';
import { oddsSpot } from '../../../src/renderer/src/table/play-draw';

const card = (x: number, y: number) => ({ x, y, width: 168, height: 120 });
const target = card(0, 160);
const W = 200;
const H = 26;

describe('oddsSpot', () => {
  it('goes just above the target when nothing lies there', () => {
    expect(oddsSpot(target, W, H, 16, [card(400, 0)])).toEqual({ x: 84, y: 144 });
  });

  it('goes below when a card lies just above (the grid row over the target) and none below', () => {
    expect(oddsSpot(target, W, H, 16, [card(0, 20)])).toEqual({ x: 84, y: 296 });
  });

  it('stays above when below is covered more', () => {
    expect(oddsSpot(target, W, H, 16, [card(150, 20), card(-40, 300), card(60, 300)])).toEqual({ x: 84, y: 144 });
  });

  it('the target itself is not among the others: the caller leaves it out, and the pill never lies on it', () => {
    const at = oddsSpot(target, W, H, 16, [card(0, 20)]);
    expect(at.y - H / 2).toBeGreaterThanOrEqual(target.y + target.height);
  });
});
