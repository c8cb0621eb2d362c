// Issue 20: the coach's bubble goes beside its anchor, never over it, and stays inside the window.
import { describe, expect, it } from 'vitest';
import { placeBubble, type Box } from '../../../src/renderer/src/tutorial/place';

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
const bubble = { width: 384, height: 260 };

describe('placeBubble', () => {
  it('beside the anchor first: right, else left; never over it, always inside the window', () => {
    for (const view of [{ width: 1440, height: 900 }, { width: 1280, height: 720 }])
      for (let x = 0; x < view.width - 60; x += 37)
        for (let y = 0; y < view.height - 40; y += 29) {
          const anchor = { left: x, top: y, width: 60, height: 40 };
          const p = placeBubble(anchor, bubble, view);
          const box = { left: p.left, top: p.top, ...bubble };
          expect(overlaps(box, anchor), JSON.stringify({ view, anchor, p })).toBe(false);
          expect(p.left >= 0 && p.top >= 0 && p.left + bubble.width <= view.width && p.top + bubble.height <= view.height).toBe(true);
        }
    expect(placeBubble({ left: 100, top: 300, width: 100, height: 60 }, bubble, { width: 1440, height: 900 }).side).toBe('right');
    expect(placeBubble({ left: 1300, top: 300, width: 100, height: 60 }, bubble, { width: 1440, height: 900 }).side).toBe('left');
  });

  it('a row as wide as the window: below it, or above it near the bottom', () => {
    const view = { width: 1280, height: 720 };
    expect(placeBubble({ left: 200, top: 100, width: 880, height: 60 }, bubble, view).side).toBe('below');
    expect(placeBubble({ left: 200, top: 600, width: 880, height: 60 }, bubble, view).side).toBe('above');
  });

  it('without an anchor on screen: at the top, centred', () => {
    expect(placeBubble(null, bubble, { width: 1280, height: 720 })).toEqual({ left: 448, top: 48, side: 'free' });
  });
});
