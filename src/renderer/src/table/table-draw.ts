// Drawing of the felt (static layer), of the zones and pile slots under the cards (structures
// layer) and of the highlights and rings of the interaction layer. Few shapes, drawn straight
// (uncached): their cost per frame is a few dozen strokes. Text on the interaction layer keeps one
// size on screen whatever the zoom.
import { drawEye, font, roundRect } from './draw-kit';
import { TITLE_H } from './arrange';
import { t } from '../i18n';
import { FONTS, TABLE } from './palette';
import { MIN_TEXT, type ArrowHighlight, type CardSprite, type PileSprite, type WorldRect, type ZoneSprite } from './sprites';

type Ctx = CanvasRenderingContext2D;

function titleText(ctx: Ctx, text: string, x: number, y: number, color: string, size: number): void {
  ctx.font = font(size, FONTS.title);
  ctx.fillStyle = color;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y);
}

/**
 * The felt, in screen space (it does not move with the camera): lighter under the lamp in the
 * middle, darker toward the rim, with a faint all-seeing eye of our own in the middle.
 */
export function drawFelt(ctx: Ctx, width: number, height: number): void {
  const r = Math.hypot(width, height) / 2;
  const g = ctx.createRadialGradient(width / 2, height * 0.45, 0, width / 2, height / 2, r);
  g.addColorStop(0, TABLE.feltCenter);
  g.addColorStop(0.55, '#174b31');
  g.addColorStop(1, TABLE.feltEdge);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  drawEye(ctx, width / 2, height / 2, Math.min(width, height) * 0.5, '#ffffff', 0.035);
}

/** Zone frames with their titles, and the pile slots with their names and counts. */
export function drawZones(ctx: Ctx, zones: readonly ZoneSprite[], piles: readonly PileSprite[]): void {
  for (const z of zones) {
    const r = z.rect;
    roundRect(ctx, r.x, r.y, r.width, r.height, z.kind === 'player' ? 22 : 16);
    ctx.fillStyle = TABLE.zoneFill;
    ctx.fill();
    ctx.lineWidth = z.kind === 'player' ? 3 : 2;
    ctx.strokeStyle = z.color ? `${z.color}66` : TABLE.zoneLine;
    ctx.setLineDash(z.kind === 'player' ? [] : [10, 8]);
    ctx.stroke();
    ctx.setLineDash([]);
    // Zone and pile titles are read at the default zoom (issue 18): large, in the cards' typeface.
    if (z.kind === 'uncontrolled') titleText(ctx, z.title, r.x + 16, r.y + TITLE_H / 2 + 2, TABLE.zoneText, 20);
  }
  for (const p of piles) {
    const r = p.rect;
    titleText(ctx, `${p.label} (${p.count})`, r.x + 2, r.y - TITLE_H / 2, TABLE.ink, 21);
    if (p.count === 0 || p.kind !== 'deck') {
      roundRect(ctx, r.x, r.y, r.width, r.height, 9);
      ctx.lineWidth = 2;
      ctx.strokeStyle = TABLE.zoneLine;
      ctx.setLineDash([6, 6]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (p.count === 0) {
      ctx.font = font(MIN_TEXT, FONTS.body, 'italic');
      ctx.fillStyle = TABLE.inkDim;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(t('table.pile.empty'), r.x + r.width / 2, r.y + r.height / 2);
    }
  }
}

function inflate(r: WorldRect, d: number): WorldRect {
  return { x: r.x - d, y: r.y - d, width: r.width + 2 * d, height: r.height + 2 * d };
}

/** A label with a dark backing, `size` screen pixels high whatever the zoom (`scale`). */
function tagText(ctx: Ctx, text: string, x: number, y: number, color: string, scale: number): void {
  const size = 13 / scale;
  ctx.font = font(size, FONTS.title);
  const w = ctx.measureText(text).width + size;
  const h = size * 1.6;
  roundRect(ctx, x - w / 2, y - h / 2, w, h, h / 2);
  ctx.fillStyle = 'rgba(10, 12, 14, 0.85)';
  ctx.fill();
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + size * 0.05);
}

export interface Rings {
  selected: CardSprite | null;
  hovered: CardSprite | null;
  focused: CardSprite | null;
  highlighted: readonly CardSprite[];
}

/** Arrow highlights of a move (open green, blocked red with lines to the blockers) and the rings around cards. */
export function drawInteraction(ctx: Ctx, highlights: readonly ArrowHighlight[], hot: string | null, rings: Rings, scale: number): void {
  const px = 1 / scale; // one screen pixel in world units
  for (const c of rings.highlighted) {
    const r = inflate(c.bounds, 5);
    ctx.save();
    ctx.shadowColor = TABLE.attention;
    ctx.shadowBlur = 12;
    roundRect(ctx, r.x, r.y, r.width, r.height, 12);
    ctx.lineWidth = Math.max(3, 3 * px);
    ctx.strokeStyle = TABLE.attention;
    ctx.stroke();
    ctx.restore();
  }
  // Blocked first, so open slots are drawn over them.
  for (const h of highlights) {
    if (h.status !== 'blocked') continue;
    if (h.reason === 'occupied') {
      ctx.beginPath();
      ctx.arc(h.point.x, h.point.y, Math.max(4, 4 * px), 0, Math.PI * 2);
      ctx.fillStyle = TABLE.blocked;
      ctx.fill();
      continue;
    }
    const s = h.slot;
    roundRect(ctx, s.x + 3, s.y + 3, s.width - 6, s.height - 6, 8);
    ctx.fillStyle = TABLE.blockedFill;
    ctx.fill();
    ctx.lineWidth = Math.max(2, 2 * px);
    ctx.setLineDash([8 * px, 6 * px]);
    ctx.strokeStyle = TABLE.blocked;
    ctx.stroke();
    for (const l of h.lines) {
      ctx.beginPath();
      ctx.moveTo(l.x1, l.y1);
      ctx.lineTo(l.x2, l.y2);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    for (const l of h.lines) {
      ctx.beginPath();
      ctx.arc(l.x2, l.y2, Math.max(5, 5 * px), 0, Math.PI * 2);
      ctx.fillStyle = TABLE.blocked;
      ctx.fill();
    }
  }
  for (const h of highlights) {
    if (h.status !== 'open') continue;
    const s = h.slot;
    const isHot = h.key === hot;
    roundRect(ctx, s.x + 3, s.y + 3, s.width - 6, s.height - 6, 8);
    if (h.legal) {
      ctx.fillStyle = isHot ? 'rgba(91, 227, 125, 0.45)' : TABLE.openFill;
      ctx.fill();
      ctx.lineWidth = Math.max(isHot ? 4 : 2.5, (isHot ? 4 : 2.5) * px);
      ctx.strokeStyle = TABLE.open;
      ctx.stroke();
    } else {
      ctx.lineWidth = Math.max(1.5, 1.5 * px);
      ctx.setLineDash([6 * px, 6 * px]);
      ctx.strokeStyle = 'rgba(91, 227, 125, 0.55)';
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.beginPath();
    ctx.arc(h.point.x, h.point.y, Math.max(5, 5 * px), 0, Math.PI * 2);
    ctx.fillStyle = TABLE.open;
    ctx.fill();
  }
  // Labels last, on top of everything; one per place (two arrows of different cards can give the
  // same slot), the slot under a dragged card first.
  const labelled = new Set<string>();
  const ordered = [...highlights].sort((a, b) => Number(b.key === hot) - Number(a.key === hot));
  for (const h of ordered) {
    const cx = h.slot.x + h.slot.width / 2;
    const cy = h.slot.y + h.slot.height / 2;
    const at = `${Math.round(cx)},${Math.round(cy)}`;
    const text = h.status === 'blocked' && h.reason === 'overlap' ? h.label : h.status === 'open' && h.legal ? t(h.key === hot ? 'table.arrow.dropHere' : 'table.arrow.open') : null;
    if (text === null || labelled.has(at)) continue;
    labelled.add(at);
    tagText(ctx, text, cx, cy, h.status === 'open' ? TABLE.open : '#ffb3ad', scale);
  }
  const ring = (c: CardSprite | null, color: string, width: number, dash: number[], pad: number): void => {
    if (!c) return;
    const r = inflate(c.bounds, pad);
    roundRect(ctx, r.x, r.y, r.width, r.height, 12);
    ctx.lineWidth = Math.max(width, width * px);
    ctx.setLineDash(dash.map((d) => d * px));
    ctx.strokeStyle = color;
    ctx.stroke();
    ctx.setLineDash([]);
  };
  ring(rings.hovered, TABLE.hover, 2, [], 3);
  ring(rings.selected, TABLE.select, 4, [], 5);
  ring(rings.focused, TABLE.focus, 3, [7, 5], 9);
}
