// Where the table's question goes (PlayPopover.vue): beside its card, inside the table's box, and
// off the player's own cards when it can (he clicks them to add aid while it is open). Pure.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The top-left corner for a popover of `size` next to `card` (below, above, right, left: the first
 * that fits the `area` and covers none of `avoid`; else the one covering least), kept `margin`
 * inside the area. `above` leaves room for the label drawn over the card.
 */
export function placePopover(card: Box, size: { width: number; height: number }, area: { width: number; height: number }, avoid: readonly Box[], gap = 10, margin = 8, above = 28): { x: number; y: number } {
  const clampX = (x: number) => Math.min(Math.max(margin, x), Math.max(margin, area.width - size.width - margin));
  const clampY = (y: number) => Math.min(Math.max(margin, y), Math.max(margin, area.height - size.height - margin));
  const cx = card.x + card.width / 2 - size.width / 2;
  const cy = card.y + card.height / 2 - size.height / 2;
  const raw = [
    { x: cx, y: card.y + card.height + gap },
    { x: cx, y: card.y - size.height - gap - above },
    { x: card.x + card.width + gap, y: cy },
    { x: card.x - size.width - gap, y: cy },
  ];
  let best: { x: number; y: number } | null = null;
  let bestCost = Infinity;
  for (const r of raw) {
    const fits = r.x >= margin && r.y >= margin && r.x + size.width <= area.width - margin && r.y + size.height <= area.height - margin;
    const p = { x: clampX(r.x), y: clampY(r.y) };
    const box = { ...p, ...size };
    // Covering the card itself or the player's cards costs; not fitting costs more than a little cover.
    const cost = overlap(box, card) * 4 + avoid.reduce((n, a) => n + overlap(box, a), 0) + (fits ? 0 : 1e6);
    if (cost < bestCost) {
      best = p;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  return best as { x: number; y: number };
}
