// Drawing of what playing on the cards adds to the interaction layer (issue 18, item 2): the card
// a dragged card would act on, the preview of a group on the place it would go, and the number
// needed with the chance at the target of an attack. Text keeps one size on screen whatever the
// zoom, as the other labels of that layer.
import { roundRect } from './card-draw';
import { font } from './draw-kit';
import { FONTS, TABLE } from './palette';
import type { CardSprite, WorldRect } from './sprites';

type Ctx = CanvasRenderingContext2D;

/** The attack's numbers shown at its target: "needs 7 or less · 58%". */
export interface OddsTag {
  card: string;
  text: string;
  /** Whether the attack can succeed at all (a roll of 10 or less is possible). */
  possible: boolean;
}

export interface PlayMarks {
  /** The card a dragged card is over, when dropping there means something. */
  hotCard: CardSprite | null;
  /** While a card is dragged: every card it may be dropped on (attack targets, neighbours for money). */
  candidates: readonly CardSprite[];
  /** A group shown on the place it would go: the slot and the group's name. */
  preview: { slot: WorldRect; name: string } | null;
  /** The target of the attack being built or resolved, with its numbers. */
  odds: { card: CardSprite; text: string; possible: boolean } | null;
}

function pill(ctx: Ctx, text: string, x: number, y: number, color: string, back: string, scale: number, px: number): WorldRect {
  const size = px / scale;
  ctx.font = font(size, FONTS.title);
  const w = ctx.measureText(text).width + size * 1.2;
  const h = size * 1.7;
  roundRect(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = back;
  ctx.fill();
  ctx.lineWidth = 1.5 / scale;
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.05);
  return { x: x - w / 2, y: y - h / 2, width: w, height: h };
}

/** The marks of playing on the cards, over the arrow highlights and under the rings. */
/** `cards`: every card on the table (the attack's numbers keep off the others). */
export function drawPlay(ctx: Ctx, m: PlayMarks, scale: number, cards: readonly CardSprite[] = []): void {
  const px = 1 / scale;
  if (m.preview) {
    // The group as it would lie there: a pale card in the slot with its name, upright.
    const s = m.preview.slot;
    ctx.save();
    ctx.globalAlpha = 0.85;
    roundRect(ctx, s.x + 6, s.y + 6, s.width - 12, s.height - 12, 10);
    ctx.fillStyle = 'rgba(236, 230, 210, 0.55)';
    ctx.fill();
    ctx.lineWidth = Math.max(2, 2 * px);
    ctx.strokeStyle = TABLE.open;
    ctx.stroke();
    ctx.restore();
    const size = Math.min(15 / scale, s.width / 9);
    ctx.font = font(size, FONTS.title);
    ctx.fillStyle = '#10140f';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    // In the upper part, where a card prints its name (the place's own tag sits in the middle).
    ctx.fillText(m.preview.name, s.x + s.width / 2, s.y + Math.max(size * 1.4, s.height * 0.26), s.width - 16);
  }
  for (const c of m.candidates) {
    const r = c.bounds;
    roundRect(ctx, r.x - 4, r.y - 4, r.width + 8, r.height + 8, 12);
    ctx.lineWidth = Math.max(2, 2 * px);
    ctx.setLineDash([8 * px, 6 * px]);
    ctx.strokeStyle = TABLE.open;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (m.hotCard) {
    const r = m.hotCard.bounds;
    ctx.save();
    ctx.shadowColor = TABLE.open;
    ctx.shadowBlur = 16;
    roundRect(ctx, r.x - 6, r.y - 6, r.width + 12, r.height + 12, 14);
    ctx.lineWidth = Math.max(4, 4 * px);
    ctx.strokeStyle = TABLE.open;
    ctx.stroke();
    ctx.restore();
  }
  if (m.odds) {
    const b = m.odds.card.bounds;
    const color = m.odds.possible ? '#ffe08a' : '#ffb3ad';
    const size = 15 / scale;
    ctx.font = font(size, FONTS.title);
    const w = ctx.measureText(m.odds.text).width + size * 1.2;
    const others = cards.filter((c) => c.id !== m.odds!.card.id).map((c) => c.bounds);
    const at = oddsSpot(b, w, size * 1.7, 16 * px, others);
    pill(ctx, m.odds.text, at.x, at.y, color, 'rgba(12, 12, 10, 0.92)', scale, 15);
  }
}

function overlap(a: WorldRect, b: WorldRect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where the attack's numbers go (the centre of a w x h pill): just above the target, so that the
 * target's own name stays readable, or just below it when above would cover another card's
 * numbers or name (the uncontrolled groups lie in rows); of two covered spots, the one that covers less.
 */
export function oddsSpot(target: WorldRect, w: number, h: number, gap: number, others: readonly WorldRect[]): { x: number; y: number } {
  const x = target.x + target.width / 2;
  const spots = [{ x, y: target.y - gap }, { x, y: target.y + target.height + gap }];
  const covered = (p: { x: number; y: number }) => others.reduce((t, r) => t + overlap({ x: p.x - w / 2, y: p.y - h / 2, width: w, height: h }, r), 0);
  const [above, below] = spots.map(covered);
  return above > 0 && below < above ? spots[1] : spots[0];
}
