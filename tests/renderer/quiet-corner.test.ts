// Issue 34's "since your last turn" card over the table: it sits in the corner where it hides the
// least (logic/quiet-corner.ts). At 1280x720 it used to sit top right over the right-hand rival's
// label whatever the table showed there.
import { describe, expect, it } from 'vitest';
import { cornerRect, coveredIn, quietCorner, type Occupied } from '../../src/renderer/src/logic/quiet-corner';

const box = { width: 980, height: 660 };
const card = { width: 350, height: 150 };
const at = (kind: Occupied['kind'], x: number, y: number, width = 120, height = 60): Occupied => ({ kind, x, y, width, height });

describe('the quiet corner of the table', () => {
  it('an empty table: top right, where the news is looked for', () => {
    expect(quietCorner(box, card, [])).toBe('top-right');
  });

  it('a label top right: the card goes to a free corner', () => {
    expect(quietCorner(box, card, [at('label', 800, 60)])).toBe('top-left');
    expect(quietCorner(box, card, [at('label', 800, 60), at('label', 40, 40)])).toBe('top');
    expect(quietCorner(box, card, [at('label', 800, 60), at('label', 40, 40), at('card', 420, 30)])).toBe('bottom-right');
  });

  it('a label weighs more than a card of the same size, a card more than a pile', () => {
    const bottoms = [at('label', 40, 560), at('label', 800, 560), at('label', 430, 560), at('label', 420, 30), at('label', 850, 300), at('label', 20, 300)];
    expect(quietCorner(box, card, [...bottoms, at('label', 800, 60), at('card', 40, 40)])).toBe('top-left');
    expect(quietCorner(box, card, [...bottoms, at('card', 800, 60), at('pile', 40, 40)])).toBe('top-left');
    expect(quietCorner(box, card, [...bottoms, at('pile', 800, 60), at('card', 40, 40)])).toBe('top-right');
    expect(quietCorner(box, card, [...bottoms, at('own', 800, 60), at('card', 40, 40)])).toBe('top-left');
    expect(quietCorner(box, card, [...bottoms, at('own', 800, 60), at('label', 40, 40)])).toBe('top-right');
  });

  it('a strip of a card costs about as much as the card: half its area at least', () => {
    const occupied = [at('label', 40, 560), at('label', 800, 560), at('label', 430, 560), at('label', 850, 300), at('label', 20, 300), at('label', 40, 40)];
    // Top right: the top 10 px of a card of the viewer's (its name); top: the whole deck.
    expect(quietCorner(box, card, [...occupied, at('own', 800, 150, 120, 60), at('pile', 420, 60, 120, 60)])).toBe('top');
    expect(coveredIn('top-right', box, card, [at('own', 800, 150, 120, 60)], 10)).toBe(3 * 0.5 * 120 * 60);
  });

  it('the zoom buttons are never covered, whatever else is where', () => {
    const occupied = [at('control', 10, 600, 130, 50), at('label', 800, 60), at('label', 40, 40), at('label', 800, 560)];
    expect(quietCorner(box, card, occupied)).not.toBe('bottom-left');
  });

  it('the corner rectangle keeps its margin from the edges; an edge\u2019s middle is centred on it', () => {
    expect(cornerRect('bottom-right', box, card, 10)).toEqual({ x: 620, y: 500, width: 350, height: 150 });
    expect(cornerRect('top', box, card, 10)).toEqual({ x: 315, y: 10, width: 350, height: 150 });
    expect(cornerRect('left', box, card, 10)).toEqual({ x: 10, y: 255, width: 350, height: 150 });
    expect(coveredIn('top-left', box, card, [at('label', 0, 0, 10, 10)], 10)).toBe(0);
  });
});
