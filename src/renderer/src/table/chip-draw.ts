// Money chips, count badges and the players' labels (name, Illuminati, treasury, goal bars), drawn
// with the canvas 2D API like the card faces of card-draw.ts, once per change (picture.ts).
import { t } from '../i18n';
import { count, mb, num } from '../i18n/format';
import { fitFont, font, roundRect, wrapText } from './draw-kit';
import { CARD, FONTS, TABLE } from './palette';
import type { PlayerLabelSprite } from './sprites';

type Ctx = CanvasRenderingContext2D;

/** A money chip of radius r centred at the origin. */
export function drawCoin(ctx: Ctx, amount: number, r: number): void {
  const g = ctx.createRadialGradient(-r * 0.3, -r * 0.35, r * 0.1, 0, 0, r);
  g.addColorStop(0, '#fff2b0');
  g.addColorStop(0.45, CARD.coin);
  g.addColorStop(1, '#b98a10');
  ctx.save();
  ctx.shadowColor = CARD.shadow;
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 2;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  ctx.arc(0, 0, r - 1, 0, Math.PI * 2);
  ctx.lineWidth = 2;
  ctx.strokeStyle = CARD.coinRim;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, r - 4.5, 0, Math.PI * 2);
  ctx.lineWidth = 1;
  ctx.setLineDash([2, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  const text = String(amount);
  ctx.fillStyle = CARD.coinInk;
  ctx.font = font(text.length >= 3 ? 10 : 13, FONTS.numbers);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, 1);
}

/** A round dark badge with a number (the deck's count), radius r, centred at the origin. */
export function drawBadge(ctx: Ctx, text: string, r: number): void {
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = '#101018';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = CARD.backInk;
  ctx.stroke();
  ctx.fillStyle = CARD.backInk;
  ctx.font = font(text.length >= 3 ? 11 : 14, FONTS.numbers);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, 1);
}

function bar(ctx: Ctx, x: number, y: number, w: number, have: number, need: number, color: string): void {
  roundRect(ctx, x, y, w, 7, 3.5);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.12)';
  ctx.fill();
  const k = need > 0 ? Math.max(0, Math.min(1, have / need)) : 0;
  if (k > 0) {
    roundRect(ctx, x, y, Math.max(7, w * k), 7, 3.5);
    ctx.fillStyle = color;
    ctx.fill();
  }
}

function tag(ctx: Ctx, text: string, right: number, y: number, bg: string, fg: string): number {
  ctx.font = font(12, FONTS.title);
  const tw = ctx.measureText(text).width + 12;
  roundRect(ctx, right - tw, y, tw, 19, 9.5);
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.fillStyle = fg;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, right - tw / 2, y + 10);
  return right - tw - 5;
}

/**
 * A player's label on the felt. The player's name is the largest text (read at the default zoom,
 * issue 18); above it the Illuminati and the tags (YOU, ON TURN, DECIDING), under it the counts
 * and the goal bars, which read once zoomed in.
 */
export function drawLabel(ctx: Ctx, l: PlayerLabelSprite, detail: 'far' | 'near' = 'near'): void {
  const w = l.rect.width;
  const h = l.rect.height;
  ctx.save();
  if (l.out) ctx.globalAlpha = 0.55;
  roundRect(ctx, 0, 0, w, h, 10);
  ctx.fillStyle = 'rgba(6, 10, 8, 0.88)';
  ctx.fill();
  // The player on turn or deciding gets a wide stripe in his colour (and the tags), not a bright
  // frame: a frame round the name made OCR (tools/legibility.mjs) drop the whole label.
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(244, 236, 208, 0.3)';
  roundRect(ctx, 0.5, 0.5, w - 1, h - 1, 10);
  ctx.stroke();
  ctx.save();
  roundRect(ctx, 0, 0, w, h, 10);
  ctx.clip();
  ctx.fillStyle = l.color;
  ctx.fillRect(0, 0, l.active || l.deciding ? 11 : 6, h);
  ctx.restore();

  if (detail === 'far') {
    drawFarLabel(ctx, l, w);
    ctx.restore();
    return;
  }
  // Zoomed in, the tags sit on the label's top edge like tabs (the picture has room around the box),
  // leaving the lines inside to the Illuminati, the name and the counts.
  let right = w - 8;
  if (l.out) right = tag(ctx, t(l.out === 'eliminated' ? 'table.label.eliminated' : 'table.label.left'), right, -10, '#5b2a2a', '#ffd7d0');
  if (l.active) right = tag(ctx, t('table.label.onTurn'), right, -10, l.color, '#141414');
  if (l.deciding) right = tag(ctx, t('table.label.deciding'), right, -10, TABLE.attention, '#141414');
  if (l.isViewer) right = tag(ctx, t('table.label.you'), right, -10, '#3a3a30', TABLE.ink);

  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = TABLE.inkDim;
  ctx.font = font(13, FONTS.title, 'normal');
  ctx.fillText(wrapText(ctx, l.illuminati, w - 26, 1)[0] ?? '', 16, 21);
  ctx.fillStyle = l.color;
  fitFont(ctx, l.name, w - 24, 28, 15);
  ctx.fillText(wrapText(ctx, l.name, w - 24, 1)[0] ?? '', 16, 50);

  const stats = [count('table.label.groups', l.groups)];
  if (l.income !== null) stats.push(t('table.label.income', { n: num(l.income) }));
  stats.push(count('table.label.specials', l.specials), mb(l.money));
  ctx.fillStyle = TABLE.ink;
  // Smaller before it is cut: the German and Italian words are longer, the money comes last.
  const line = stats.join(' \u00b7 ');
  fitFont(ctx, line, w - 24, 12, 8, 'normal');
  ctx.fillText(wrapText(ctx, line, w - 24, 1)[0] ?? '', 16, 67);

  const goal = (caption: string, y: number, have: number, need: number, text: string, color: string): void => {
    // The caption fits its room before the bar in every language ("SONDER", "SPEC.").
    fitFont(ctx, caption, 48, 10.5, 8);
    ctx.fillStyle = TABLE.inkDim;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(caption, 16, y + 7);
    bar(ctx, 68, y, 54, have, need, color);
    fitFont(ctx, text, w - 138, 11, 8, 'normal');
    ctx.fillStyle = TABLE.ink;
    ctx.fillText(wrapText(ctx, text, w - 138, 1)[0] ?? '', 128, y + 8);
  };
  goal(t('table.label.basic'), 74, l.basic.have, l.basic.need, l.basic.text, l.color);
  if (l.special) goal(t('table.label.special'), 87, l.special.have, l.special.need, l.special.text, TABLE.select);
  else {
    ctx.font = font(11, FONTS.body, 'italic');
    ctx.fillStyle = TABLE.inkDim;
    ctx.fillText(wrapText(ctx, t('table.label.secretGoal'), w - 24, 1)[0] ?? '', 16, 94);
  }
  ctx.restore();
}

/** The label at a distance: the name large, the Illuminati, the tags and the treasury; the rest reads zoomed in. */
function drawFarLabel(ctx: Ctx, l: PlayerLabelSprite, w: number): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  // The name in the lightest ink (the player's colour is the stripe, the frame and the tags): the
  // strongest contrast on the dark label, for people and for the OCR of tools/legibility.mjs.
  ctx.fillStyle = '#fff8e4';
  fitFont(ctx, l.name, w - 26, 30, 16);
  ctx.fillText(wrapText(ctx, l.name, w - 26, 1)[0] ?? '', 17, 36);
  ctx.fillStyle = TABLE.ink;
  fitFont(ctx, l.illuminati, w - 26, 16, 12, 'normal');
  ctx.fillText(wrapText(ctx, l.illuminati, w - 26, 1)[0] ?? '', 17, 60);
  const pills: [string, string, string][] = [];
  if (l.out) pills.push([t(l.out === 'eliminated' ? 'table.label.out' : 'table.label.left'), '#5b2a2a', '#ffd7d0']);
  if (l.active) pills.push([t('table.label.onTurn'), l.color, '#141414']);
  if (l.deciding) pills.push([t('table.label.deciding'), TABLE.attention, '#141414']);
  if (l.isViewer) pills.push([t('table.label.you'), 'rgba(244, 236, 208, 0.22)', TABLE.ink]);
  // As large as the row allows (three pills fill it at 11 px); the treasury only where room is left.
  const room = w - 17 - 8;
  const widthAt = (size: number): number => {
    ctx.font = font(size, FONTS.title);
    return pills.reduce((n, [text]) => n + ctx.measureText(text).width + 10 + 4, 0);
  };
  let size = 13;
  while (size > 9 && widthAt(size) > room) size -= 1;
  let x = 17;
  for (const [text, bg, fg] of pills) {
    ctx.font = font(size, FONTS.title);
    const tw = ctx.measureText(text).width + 10;
    if (x + tw > w - 8) break;
    roundRect(ctx, x, 72, tw, 20, 10);
    ctx.fillStyle = bg;
    ctx.fill();
    ctx.fillStyle = fg;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x + tw / 2, 83);
    x += tw + 4;
  }
  ctx.font = font(15, FONTS.numbers);
  ctx.fillStyle = TABLE.ink;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  if (x < w - 60) ctx.fillText(mb(l.money), w - 10, 83);
}
