// Issue 35 (a tutorial that never trips the player): the coach scrolls a step's control into view
// only for a moment after it appears, and never once the player has acted on the page. The fresh
// clone's CI run missed a click on an aider's tick box because the coach scrolled the side panel
// under the pointer to keep *Announce attack* in view.
import { describe, expect, it } from 'vitest';
import { createRevealer, REVEAL_MS } from '../../../src/renderer/src/tutorial/reveal';

describe('the coach bringing its control into view', () => {
  it('does so for a moment after the control becomes the anchor, then leaves the scrolling to the player', () => {
    const r = createRevealer();
    expect(r.may('aid/action-attack', 1000)).toBe(true);
    expect(r.may('aid/action-attack', 1000 + REVEAL_MS)).toBe(true);
    expect(r.may('aid/action-attack', 1001 + REVEAL_MS)).toBe(false);
    // The form opened: its button is the anchor now, a new moment begins.
    expect(r.may('aid/attack-submit', 3000)).toBe(true);
  });

  it('stops as soon as the player points, taps or types, until the anchor changes', () => {
    const r = createRevealer();
    expect(r.may('aid/attack-submit', 0)).toBe(true);
    r.interacted();
    expect(r.may('aid/attack-submit', 10)).toBe(false);
    expect(r.may('aid/attack-submit', 500)).toBe(false);
    expect(r.may('move/action-move', 600)).toBe(true);
  });
});
