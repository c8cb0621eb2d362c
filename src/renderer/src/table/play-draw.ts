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
export function drawPlay(ctx: Ctx, m: PlayMarks, scale: number): void {
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
    // Just above the card, so that the card's own name stays readable.
    pill(ctx, m.odds.text, b.x + b.width / 2, b.y - 16 * px, color, 'rgba(12, 12, 10, 0.92)', scale, 15);
  }
}
