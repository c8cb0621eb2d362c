// Issue 35, item 4: the tutorial's coach zooms and pans to the one card a step explains
// (camera.ts focusCard): the card whole on screen, read at the near faces' zoom, without the table
// jumping, and never zoomed out when the player already shows it larger.
import { describe, expect, it } from 'vitest';
import { CARD_FOCUS_SCALE, CARD_FOCUS_SHARE, FIT_MARGIN, focusCard, NEAR_SCALE, worldToScreen, type Camera } from '../../../src/renderer/src/table/camera';
import type { WorldRect } from '../../../src/renderer/src/table/sprites';

const VIEW = { width: 1000, height: 650 };
const card: WorldRect = { x: 400, y: 300, width: 168, height: 120 };

/** The card's box on screen under camera `c`. */
function onScreen(c: Camera, r: WorldRect): { left: number; top: number; right: number; bottom: number } {
  const a = worldToScreen(c, { x: r.x, y: r.y });
  const b = worldToScreen(c, { x: r.x + r.width, y: r.y + r.height });
  return { left: a.x, top: a.y, right: b.x, bottom: b.y };
}
function wholeInView(c: Camera, r: WorldRect, size = VIEW): boolean {
  const s = onScreen(c, r);
  return s.left >= FIT_MARGIN - 1e-9 && s.top >= FIT_MARGIN - 1e-9 && s.right <= size.width - FIT_MARGIN + 1e-9 && s.bottom <= size.height - FIT_MARGIN + 1e-9;
}

describe('focusCard', () => {
  it('reads at the near faces (ability text drawn)', () => {
    expect(CARD_FOCUS_SCALE).toBe(NEAR_SCALE);
  });

  it('zooms a small view in to the near zoom about the card, which stays where it was on screen', () => {
    const far: Camera = { x: 100, y: 80, scale: 0.4 };
    const before = worldToScreen(far, { x: card.x + card.width / 2, y: card.y + card.height / 2 });
    const c = focusCard(far, card, VIEW);
    expect(c.scale).toBeCloseTo(CARD_FOCUS_SCALE, 9);
    expect(wholeInView(c, card)).toBe(true);
    const after = worldToScreen(c, { x: card.x + card.width / 2, y: card.y + card.height / 2 });
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });

  it('brings a card from off screen to the middle of the view', () => {
    const away: Camera = { x: -2000, y: 900, scale: 0.3 };
    const c = focusCard(away, card, VIEW);
    expect(c.scale).toBeCloseTo(CARD_FOCUS_SCALE, 9);
    const mid = worldToScreen(c, { x: card.x + card.width / 2, y: card.y + card.height / 2 });
    expect(mid.x).toBeCloseTo(VIEW.width / 2, 6);
    expect(mid.y).toBeCloseTo(VIEW.height / 2, 6);
  });

  it('pans a card cut by the edge into view with the margin, at the same zoom when that is large enough', () => {
    const close: Camera = { x: -650, y: 0, scale: 1.5 };
    expect(onScreen(close, card).left).toBeLessThan(0);
    const c = focusCard(close, card, VIEW);
    expect(c.scale).toBe(1.5);
    expect(wholeInView(c, card)).toBe(true);
  });

  it('leaves the camera as it is when the card is already in sight at that size (the same object)', () => {
    const fine: Camera = { x: 0, y: 0, scale: 1.2 };
    expect(wholeInView(fine, card)).toBe(true);
    expect(focusCard(fine, card, VIEW)).toBe(fine);
  });

  it('on a small view the card takes at most its share of it, never more than would fit', () => {
    const small = { width: 320, height: 240 };
    const c = focusCard({ x: 0, y: 0, scale: 0.3 }, card, small);
    expect(c.scale).toBeLessThan(CARD_FOCUS_SCALE);
    expect(card.width * c.scale).toBeLessThanOrEqual(small.width * CARD_FOCUS_SHARE + 1e-9);
    expect(card.height * c.scale).toBeLessThanOrEqual(small.height * CARD_FOCUS_SHARE + 1e-9);
    expect(wholeInView(c, card, small)).toBe(true);
  });

  it('changes nothing on bad input', () => {
    const c: Camera = { x: 5, y: 6, scale: 0.5 };
    expect(focusCard(c, { ...card, x: Number.NaN }, VIEW)).toBe(c);
    expect(focusCard(c, card, { width: 0, height: 650 })).toBe(c);
    expect(focusCard(c, { ...card, width: 0 }, VIEW)).toBe(c);
    expect(focusCard({ x: 0, y: 0, scale: Number.POSITIVE_INFINITY }, card, VIEW).scale).toBe(Number.POSITIVE_INFINITY);
  });
});
