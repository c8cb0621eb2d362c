// Money chips, count badges and the players' labels (name, Illuminati, treasury, goal bars), drawn
// with the canvas 2D API like the card faces of card-draw.ts, once per change (picture.ts).
import { t } from '../i18n';
import { count, mb, num } from '../i18n/format';
import { fillLine, fitFont, font, roundRect, textWidth, wrapText } from './draw-kit';
import { CARD, FONTS, TABLE } from './palette';
import { MIN_TEXT, type PlayerLabelSprite } from './sprites';

type Ctx = CanvasRenderingContext2D;

/**
 * A money chip of radius r centred at the origin, its amount as large as the chip (issue 35: 20 px
 * on the table's chips); an amount too wide for the round chip stretches it into a lozenge.
 */
export function drawCoin(ctx: Ctx, amount: number, r: number): void {
  const text = String(amount);
  ctx.font = font(Math.round(r), FONTS.numbers);
  const half = Math.max(0, textWidth(ctx, text) / 2 + r * 0.3 - r);
  const shape = (inset: number): void => roundRect(ctx, -r - half + inset, -r + inset, 2 * (r + half - inset), 2 * (r - inset), r - inset);
  const g = ctx.createRadialGradient(-r * 0.3, -r * 0.35, r * 0.1, 0, 0, r + half);
  g.addColorStop(0, '#fff2b0');
  g.addColorStop(0.45, CARD.coin);
  g.addColorStop(1, '#b98a10');
  ctx.save();
  ctx.shadowColor = CARD.shadow;
  ctx.shadowBlur = 4;
  ctx.shadowOffsetY = 2;
  shape(0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  shape(1);
  ctx.lineWidth = 2;
  ctx.strokeStyle = CARD.coinRim;
  ctx.stroke();
  shape(3.5);
  ctx.lineWidth = 1;
  ctx.setLineDash([2, 2]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = CARD.coinInk;
  ctx.font = font(Math.round(r), FONTS.numbers);
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
  ctx.font = font(MIN_TEXT, FONTS.numbers);
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
  const tw = textWidth(ctx, text) + 12;
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
  fillLine(ctx, l.illuminati, 16, 21, w - 26);
  ctx.fillStyle = l.color;
  fitFont(ctx, l.name, w - 24, 28, 15);
  fillLine(ctx, l.name, 16, 50, w - 24);

  const stats = [count('table.label.groups', l.groups)];
  if (l.income !== null) stats.push(t('table.label.income', { n: num(l.income) }));
  stats.push(count('table.label.specials', l.specials), mb(l.money));
  ctx.fillStyle = TABLE.ink;
  // Smaller before it is cut: the German and Italian words are longer, the money comes last.
  const line = stats.join(' \u00b7 ');
  fitFont(ctx, line, w - 24, 12, 10, 'normal');
  ctx.fillText(wrapText(ctx, line, w - 24, 1)[0] ?? '', 16, 67);

  const goal = (caption: string, y: number, have: number, need: number, text: string, color: string): void => {
    // The caption fits its room before the bar in every language ("SONDER", "SPEC.").
    fitFont(ctx, caption, 48, 10.5, 10);
    ctx.fillStyle = TABLE.inkDim;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(caption, 16, y + 7);
    bar(ctx, 68, y, 54, have, need, color);
    fitFont(ctx, text, w - 138, 11, 10, 'normal');
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

/**
 * The label at a distance (issue 35: nothing under MIN_TEXT): the name large with the treasury
 * beside it (always there, also on the player's own turn), the Illuminati, and the tags (ON TURN,
 * or DECIDING for a player deciding out of turn; YOU); the rest reads zoomed in.
 */
function drawFarLabel(ctx: Ctx, l: PlayerLabelSprite, w: number): void {
  ctx.textBaseline = 'alphabetic';
  ctx.font = font(22, FONTS.numbers);
  ctx.fillStyle = TABLE.ink;
  ctx.textAlign = 'right';
  const money = mb(l.money);
  ctx.fillText(money, w - 10, 34);
  const moneyW = textWidth(ctx, money);
  // The name in the lightest ink (the player's colour is the stripe, the frame and the tags): the
  // strongest contrast on the dark label, for people and for the OCR of tools/legibility.mjs.
  ctx.textAlign = 'left';
  ctx.fillStyle = '#fff8e4';
  const nameRoom = w - 27 - moneyW - 10;
  fitFont(ctx, l.name, nameRoom, 30, MIN_TEXT);
  fillLine(ctx, l.name, 17, 34, nameRoom);
  ctx.fillStyle = TABLE.ink;
  ctx.font = font(MIN_TEXT, FONTS.title, 'normal');
  const illum = l.illuminati.replace(/^The /, ''); // i18n-ok: the English article, dropped as on the card face
  fillLine(ctx, illum, 17, 62, w - 26);
  const pills: [string, string, string][] = [];
  if (l.out) pills.push([t(l.out === 'eliminated' ? 'table.label.out' : 'table.label.left'), '#5b2a2a', '#ffd7d0']);
  if (l.active) pills.push([t('table.label.onTurn'), l.color, '#141414']);
  else if (l.deciding) pills.push([t('table.label.deciding'), TABLE.attention, '#141414']);
  if (l.isViewer) pills.push([t('table.label.you'), 'rgba(244, 236, 208, 0.22)', TABLE.ink]);
  ctx.font = font(MIN_TEXT, FONTS.title);
  let x = 17;
  for (const [text, bg, fg] of pills) {
    const tw = textWidth(ctx, text) + 10;
    if (x + tw > w - 6) break;
    roundRect(ctx, x, 76, tw, 27, 13.5);
    ctx.fillStyle = bg;
    ctx.fill();
    ctx.fillStyle = fg;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, x + tw / 2, 90);
    x += tw + 4;
  }
}
