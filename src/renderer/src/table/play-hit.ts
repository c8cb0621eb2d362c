// Pure helpers of playing on the cards (no Konva, tested in Node): which card lies under a point,
// which blocked arrow a click means (describe.ts describeBlocked says why), and the cards a
// gesture may start from.
import type { ArrowHighlight, CardSprite, Point, TableLayout, WorldRect } from './sprites';

/** A card-to-card gesture the legal actions allow (logic/table-play.ts cardLinks). */
export interface Link {
  from: string;
  to: string;
  kind: 'attack' | 'transfer';
}

export function inside(r: WorldRect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

/** The topmost card under `p` (the last drawn), other than `exclude`; piles' top cards are not played on. */
export function cardAt(cards: readonly CardSprite[], p: Point, exclude: string | null = null): CardSprite | null {
  for (let i = cards.length - 1; i >= 0; i--) {
    const c = cards[i];
    if (c.id === exclude || c.zone === 'dead' || c.zone === 'discard') continue;
    if (inside(c.bounds, p)) return c;
  }
  return null;
}

/** Screen pixels around an arrow's point that count as a click on that arrow. */
export const ARROW_REACH = 16;

/**
 * The blocked arrow a click at `p` (world) is about, or null: a click within reach of a blocked
 * arrow's point, or inside a blocked place when the click is not on a card or the group must be
 * placed now (a capture: nothing else can be done). An open legal place under the point wins.
 */
export function blockedAt(highlights: readonly ArrowHighlight[], p: Point, o: { onCard: boolean; forced: boolean; scale: number }): ArrowHighlight | null {
  if (highlights.some((h) => h.status === 'open' && h.legal && inside(h.slot, p))) return null;
  const reach = ARROW_REACH / o.scale;
  let best: ArrowHighlight | null = null;
  let bestD = reach;
  for (const h of highlights) {
    if (h.status !== 'blocked') continue;
    const d = Math.hypot(h.point.x - p.x, h.point.y - p.y);
    if (d <= bestD) {
      best = h;
      bestD = d;
    }
  }
  if (best) return best;
  if (o.onCard && !o.forced) return null;
  return highlights.find((h) => h.status === 'blocked' && inside(h.slot, p)) ?? null;
}

/** The layout with the sources of card gestures draggable too (cards whose flag does not change stay the same objects). */
export function withGrab(l: TableLayout, links: readonly Link[], owner: number | null): TableLayout {
  if (links.length === 0 || owner === null) return l;
  const from = new Set(links.map((k) => k.from));
  let changed = false;
  const cards = l.cards.map((c) => {
    if (c.draggable || !from.has(c.id) || c.zone !== 'structure' || c.owner !== owner) return c;
    changed = true;
    return { ...c, draggable: true };
  });
  return changed ? { ...l, cards } : l;
}
