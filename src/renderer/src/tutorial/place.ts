// Where the coach's bubble goes (issue 20): beside its anchor, never over it, inside the window.
// Pure, so that the rule is tested without a DOM.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Gap between the anchor and the bubble, and between the bubble and the window's edge (CSS px). */
const GAP = 12;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(v, Math.max(lo, hi)));
}

/**
 * The bubble's top-left corner. Without an anchor it sits at the top centre. Otherwise it tries
 * right, left, below and above the anchor (aligned with it, kept inside the window) and takes
 * the first place that covers no part of the anchor; when none does (a huge anchor), the side with
 * the most room, which covers the least of it.
 */
export function placeBubble(anchor: Box | null, bubble: { width: number; height: number }, view: { width: number; height: number }): { left: number; top: number; side: 'below' | 'above' | 'left' | 'right' | 'free' } {
  const maxLeft = view.width - bubble.width - GAP;
  const maxTop = view.height - bubble.height - GAP;
  if (!anchor) return { left: clamp((view.width - bubble.width) / 2, GAP, maxLeft), top: GAP * 4, side: 'free' };
  const alignX = clamp(anchor.left + anchor.width / 2 - bubble.width / 2, GAP, maxLeft);
  // Beside the anchor, level with its top: a control near the top keeps the bubble off the header.
  const alignY = clamp(anchor.top, GAP, maxTop);
  // Beside first: the table's cards have felt to their sides, and the side column's controls the
  // table to their left; below and above would cover the next row of cards or controls.
  const tries = [
    { side: 'right' as const, left: anchor.left + anchor.width + GAP, top: alignY, room: view.width - anchor.left - anchor.width },
    { side: 'left' as const, left: anchor.left - GAP - bubble.width, top: alignY, room: anchor.left },
    { side: 'below' as const, left: alignX, top: anchor.top + anchor.height + GAP, room: view.height - anchor.top - anchor.height },
    { side: 'above' as const, left: alignX, top: anchor.top - GAP - bubble.height, room: anchor.top },
  ];
  for (const p of tries) {
    const box = { left: p.left, top: p.top, width: bubble.width, height: bubble.height };
    const inside = p.left >= GAP - 0.5 && p.top >= GAP - 0.5 && p.left <= maxLeft + 0.5 && p.top <= maxTop + 0.5;
    if (inside && !overlaps(box, anchor)) return { left: p.left, top: p.top, side: p.side };
  }
  const best = tries.reduce((a, b) => (b.room > a.room ? b : a));
  return { left: clamp(best.left, GAP, maxLeft), top: clamp(best.top, GAP, maxTop), side: best.side };
}
