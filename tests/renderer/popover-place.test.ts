// Where the table's question goes (src/renderer/src/panels/popover-place.ts).
import { describe, expect, it } from 'vitest';
import { placePopover, type Box } from '../../src/renderer/src/panels/popover-place';

const AREA = { width: 800, height: 600 };
const SIZE = { width: 200, height: 150 };
const cover = (p: { x: number; y: number }, b: Box) =>
  p.x < b.x + b.width && p.x + SIZE.width > b.x && p.y < b.y + b.height && p.y + SIZE.height > b.y;

describe('placing the question beside its card', () => {
  const card = { x: 350, y: 200, width: 100, height: 70 };

  it('goes under the card when there is room and nothing of the player\'s is there', () => {
    expect(placePopover(card, SIZE, AREA, [])).toEqual({ x: 300, y: 280 });
  });

  it('avoids the player\'s own cards (he clicks them for aid): above the card when his structure is below', () => {
    const mine = { x: 320, y: 300, width: 160, height: 120 };
    const p = placePopover(card, SIZE, AREA, [mine]);
    expect(cover(p, mine)).toBe(false);
    expect(cover(p, card)).toBe(false);
    expect(p.y + SIZE.height).toBeLessThanOrEqual(card.y);
  });

  it('stays inside the table near its edges, off the card', () => {
    const corner = { x: 720, y: 540, width: 70, height: 50 };
    const p = placePopover(corner, SIZE, AREA, []);
    expect(p.x).toBeGreaterThanOrEqual(8);
    expect(p.y).toBeGreaterThanOrEqual(8);
    expect(p.x + SIZE.width).toBeLessThanOrEqual(AREA.width - 8);
    expect(p.y + SIZE.height).toBeLessThanOrEqual(AREA.height - 8);
    expect(cover(p, corner)).toBe(false);
  });
});
