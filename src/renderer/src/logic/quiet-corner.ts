// Where a card laid over the table covers the least of it (the "since your last turn" summary,
// issue 34): of the table's four corners and the middles of its four edges, the place whose
// rectangle hides the least of what is drawn there. A player label counts most (it says whose area it is, his money and goals; the summary
// covering the right-hand rival's label at 1280x720 was the defect this fixes), then the viewer's
// own cards (it is his turn: they are what he acts with), then the other cards, then the piles;
// the table's own buttons (zoom), the places a group being placed can go and the table's messages
// (the hint, the auto-pass bar) are never covered. Ties keep the first place in PREFERENCE: top
// right, where the eye looks for news, then the rest of the top edge, the bottom, the sides.

export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is drawn on the table, on screen, and how much it matters to keep it in sight. */
export interface Occupied extends ScreenRect {
  kind: 'label' | 'own' | 'card' | 'pile' | 'control';
}

export type Corner = 'top-right' | 'top-left' | 'top' | 'bottom-right' | 'bottom-left' | 'bottom' | 'right' | 'left';

const PREFERENCE: readonly Corner[] = ['top-right', 'top-left', 'top', 'bottom-right', 'bottom-left', 'bottom', 'right', 'left'];

/** Weight of a covered pixel by what it belongs to: a control must never be covered. */
const WEIGHT: Record<Occupied['kind'], number> = { label: 4, own: 3, card: 2, pile: 1, control: 1000 };
/**
 * A thing partly covered costs at least this share of its whole area: a card's bottom strip holds
 * its numbers, a label's top its name, so hiding a strip of one is nearly as bad as hiding it all
 * (without it the card chose to cover the bottom rows of the viewer's Illuminati at 1280x800).
 */
const PARTLY = 0.5;

function overlap(a: ScreenRect, b: ScreenRect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The rectangle a card of `size` takes at `corner` of a `box`, `margin` from its edges (centred along an edge's middle). */
export function cornerRect(corner: Corner, box: { width: number; height: number }, size: { width: number; height: number }, margin: number): ScreenRect {
  const x = corner.endsWith('right') ? box.width - margin - size.width : corner.endsWith('left') ? margin : (box.width - size.width) / 2;
  const y = corner.startsWith('bottom') ? box.height - margin - size.height : corner.startsWith('top') ? margin : (box.height - size.height) / 2;
  return { x, y, width: size.width, height: size.height };
}

/** The weighted area of what a card in `corner` would hide. */
export function coveredIn(corner: Corner, box: { width: number; height: number }, size: { width: number; height: number }, occupied: readonly Occupied[], margin: number): number {
  const r = cornerRect(corner, box, size, margin);
  let sum = 0;
  for (const o of occupied) {
    const a = overlap(r, o);
    if (a > 0) sum += WEIGHT[o.kind] * Math.max(a, PARTLY * o.width * o.height);
  }
  return sum;
}

/** The place of `box` where a card of `size` hides the least of `occupied`. */
export function quietCorner(box: { width: number; height: number }, size: { width: number; height: number }, occupied: readonly Occupied[], margin = 10): Corner {
  let best: Corner = PREFERENCE[0];
  let least = Infinity;
  for (const c of PREFERENCE) {
    const v = coveredIn(c, box, size, occupied, margin);
    if (v < least) {
      least = v;
      best = c;
    }
  }
  return best;
}
