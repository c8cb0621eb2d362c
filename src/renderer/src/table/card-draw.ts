// Procedural card faces and backs, drawn with the canvas 2D API (there is no card art: DESIGN.md
// section 9); money chips and player labels are in chip-draw.ts. Each function draws an upright picture at the origin; the
// Konva shapes place and rotate the picture painted once from them (picture.ts), so these run once
// per change, not once per frame.
import type { Side } from '../../../shared/cards';
import { ALIGNMENT_STYLES } from './alignment-icons';
import { CARD, FONTS, NEUTRAL, TABLE } from './palette';
import type { CardSprite } from './sprites';

type Ctx = CanvasRenderingContext2D;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Lines of `text` that fit `maxWidth` with the current font, at most `maxLines` (the last one cut with an ellipsis). */
export function wrapText(ctx: Ctx, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i++];
    while (i < words.length && ctx.measureText(`${line} ${words[i]}`).width <= maxWidth) line += ` ${words[i++]}`;
    lines.push(line);
  }
  const cut = i < words.length;
  return lines.map((l, k) => fitLine(ctx, l, maxWidth, cut && k === lines.length - 1));
}

/** The line itself when it fits, else shortened to fit with an ellipsis (always one when `more` follows). */
function fitLine(ctx: Ctx, line: string, maxWidth: number, more: boolean): string {
  if (!more && ctx.measureText(line).width <= maxWidth) return line;
  let s = line;
  while (s.length > 1 && ctx.measureText(`${s}\u2026`).width > maxWidth) s = s.slice(0, -1);
  return `${s.replace(/[\s,.;:]+$/, '')}\u2026`;
}

const glyphCache = new Map<string, Path2D>();
function glyphPath(d: string): Path2D {
  let p = glyphCache.get(d);
  if (!p) {
    p = new Path2D(d);
    glyphCache.set(d, p);
  }
  return p;
}

/** An alignment glyph (16 x 16 box) scaled to `size` with its top-left at (x, y). */
export function drawGlyph(ctx: Ctx, d: string, x: number, y: number, size: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 16, size / 16);
  ctx.fillStyle = color;
  ctx.fill(glyphPath(d), 'evenodd');
  ctx.restore();
}

/** The project's all-seeing eye: a pyramid with an eye, centred at (cx, cy), `size` wide. */
export function drawEye(ctx: Ctx, cx: number, cy: number, size: number, color: string, alpha: number): void {
  ctx.save();
  ctx.globalAlpha *= alpha;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = Math.max(1, size / 28);
  const h = size * 0.86;
  ctx.beginPath();
  ctx.moveTo(cx, cy - h / 2);
  ctx.lineTo(cx + size / 2, cy + h / 2);
  ctx.lineTo(cx - size / 2, cy + h / 2);
  ctx.closePath();
  ctx.stroke();
  const ey = cy + h * 0.08;
  const ew = size * 0.36;
  ctx.beginPath();
  ctx.moveTo(cx - ew, ey);
  ctx.quadraticCurveTo(cx, ey - ew * 0.8, cx + ew, ey);
  ctx.quadraticCurveTo(cx, ey + ew * 0.8, cx - ew, ey);
  ctx.closePath();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, ey, ew * 0.32, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A printed arrow on an edge of a w x h card: outward ones filled and pointing out, the inward one hollow and pointing in. */
function drawArrow(ctx: Ctx, side: Side, dir: 'in' | 'out', w: number, h: number, dark: boolean): void {
  const half = 11;
  const depth = 10;
  const e = 2; // the tip or base sits just inside the edge, clear of the frame's stroke
  let pts: [number, number][];
  const out = dir === 'out';
  switch (side) {
    case 'top':
      pts = out ? [[w / 2 - half, e + depth], [w / 2 + half, e + depth], [w / 2, e]] : [[w / 2 - half, e], [w / 2 + half, e], [w / 2, e + depth]];
      break;
    case 'bottom':
      pts = out ? [[w / 2 - half, h - e - depth], [w / 2 + half, h - e - depth], [w / 2, h - e]] : [[w / 2 - half, h - e], [w / 2 + half, h - e], [w / 2, h - e - depth]];
      break;
    case 'left':
      pts = out ? [[e + depth, h / 2 - half], [e + depth, h / 2 + half], [e, h / 2]] : [[e, h / 2 - half], [e, h / 2 + half], [e + depth, h / 2]];
      break;
    default:
      pts = out ? [[w - e - depth, h / 2 - half], [w - e - depth, h / 2 + half], [w - e, h / 2]] : [[w - e, h / 2 - half], [w - e, h / 2 + half], [w - e - depth, h / 2]];
      break;
  }
  ctx.beginPath();
  ctx.moveTo(pts[0][0], pts[0][1]);
  ctx.lineTo(pts[1][0], pts[1][1]);
  ctx.lineTo(pts[2][0], pts[2][1]);
  ctx.closePath();
  if (out) {
    ctx.fillStyle = dark ? CARD.arrowOutOnDark : CARD.arrowOut;
    ctx.fill();
  } else {
    ctx.fillStyle = dark ? 'rgba(138, 180, 248, 0.25)' : 'rgba(21, 101, 192, 0.15)';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = dark ? CARD.arrowInOnDark : CARD.arrowIn;
    ctx.stroke();
  }
}

function drawCentered(ctx: Ctx, lines: readonly string[], cx: number, y: number, lineH: number): number {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  lines.forEach((l, i) => ctx.fillText(l, cx, y + i * lineH));
  return y + lines.length * lineH;
}

// The name runs from the left edge to the money chip, which sits in the printed top-right corner.
const nameWidth = (w: number): number => w - 12 - 42;
const nameCenter = (w: number): number => 12 + nameWidth(w) / 2;

/** The name in the title band: one line centred in it, two lines starting just under the top arrow. */
function drawName(ctx: Ctx, name: string, w: number): void {
  const lines = wrapText(ctx, name, nameWidth(w), 2);
  drawCentered(ctx, lines, nameCenter(w), lines.length === 1 ? 16 : 12, 15);
}

/** Power/Transferable big, then R and I, at the lower left. */
function drawNumbers(ctx: Ctx, c: Pick<CardSprite, 'power' | 'transferable' | 'resistance' | 'income'>, h: number, ink: string, soft: string): void {
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ink;
  ctx.font = `bold 21px ${FONTS.numbers}`;
  ctx.fillText(`${c.power}/${c.transferable}`, 13, h - 31);
  let x = 13;
  const pair = (letter: string, value: number): void => {
    ctx.font = `bold 11px ${FONTS.numbers}`;
    ctx.fillStyle = soft;
    ctx.fillText(letter, x, h - 13);
    x += ctx.measureText(letter).width + 2;
    ctx.font = `bold 15px ${FONTS.numbers}`;
    ctx.fillStyle = ink;
    ctx.fillText(String(value), x, h - 13);
    x += ctx.measureText(String(value)).width + 8;
  };
  if (c.resistance !== null) pair('R', c.resistance);
  if (c.income !== null) pair('I', c.income);
}

/** Alignments at the lower right, one per line: glyph and short name (never colour alone). */
function drawAlignments(ctx: Ctx, c: CardSprite, w: number, h: number): void {
  const lineH = 15;
  const n = c.alignments.length;
  ctx.font = `bold 10.5px ${FONTS.title}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  c.alignments.forEach((a, i) => {
    const st = ALIGNMENT_STYLES[a];
    const y = h - 13 - (n - 1 - i) * lineH;
    ctx.fillStyle = st.color;
    ctx.fillText(st.short, w - 13, y + 0.5);
    const tw = ctx.measureText(st.short).width;
    drawGlyph(ctx, st.glyph, w - 13 - tw - 15, y - 6.5, 13, st.color);
  });
  if (c.shifted) {
    ctx.font = `italic 9px ${FONTS.body}`;
    ctx.fillStyle = CARD.groupInkSoft;
    ctx.fillText('shifted', w - 13, h - 13 - n * lineH);
  }
}

function frame(ctx: Ctx, w: number, h: number, body: CanvasGradient | string, line: string, inner: string): void {
  ctx.save();
  ctx.shadowColor = CARD.shadow;
  ctx.shadowBlur = 8;
  ctx.shadowOffsetY = 3;
  roundRect(ctx, 0, 0, w, h, 9);
  ctx.fillStyle = body;
  ctx.fill();
  ctx.restore();
  roundRect(ctx, 1.5, 1.5, w - 3, h - 3, 8);
  ctx.lineWidth = 3;
  ctx.strokeStyle = line;
  ctx.stroke();
  roundRect(ctx, 6, 6, w - 12, h - 12, 5);
  ctx.lineWidth = 1;
  ctx.strokeStyle = inner;
  ctx.stroke();
}

function gradient(ctx: Ctx, h: number, a: string, b: string): CanvasGradient {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, a);
  g.addColorStop(1, b);
  return g;
}

/** A Group card face, upright, w x h, title band tinted with the owner's colour. */
function drawGroup(ctx: Ctx, c: CardSprite, w: number, h: number, ownerColor: string): void {
  frame(ctx, w, h, gradient(ctx, h, CARD.groupBody, CARD.groupBodyShade), '#2d3e50', 'rgba(45, 62, 80, 0.35)');
  // Title band in the owner's colour, so a structure reads as one player's at a glance.
  ctx.save();
  roundRect(ctx, 6, 6, w - 12, 36, 5);
  ctx.globalAlpha = 0.32;
  ctx.fillStyle = ownerColor;
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = CARD.groupInk;
  ctx.font = `bold 14px ${FONTS.title}`;
  drawName(ctx, c.name, w);
  if (c.text) {
    ctx.fillStyle = CARD.groupInkSoft;
    ctx.font = `italic 10px ${FONTS.body}`;
    // Three or four alignments stack up into the text's lines: keep the text left of their column.
    const right = c.alignments.length >= 3 ? w - 64 : w - 20;
    drawCentered(ctx, wrapText(ctx, c.text, right - 20, 2), (20 + right) / 2, 46, 11.5);
  }
  drawNumbers(ctx, c, h, CARD.groupInk, CARD.groupInkSoft);
  drawAlignments(ctx, c, w, h);
}

function drawIlluminati(ctx: Ctx, c: CardSprite, w: number, h: number, ownerColor: string): void {
  frame(ctx, w, h, gradient(ctx, h, CARD.illumBodyShade, CARD.illumBody), CARD.illumInk, 'rgba(241, 210, 122, 0.45)');
  drawEye(ctx, w / 2, h / 2 + 6, 70, CARD.illumInk, 0.16);
  // Owner's colour as a stripe under the name.
  ctx.fillStyle = ownerColor;
  ctx.fillRect(nameCenter(w) - 30, 43, 60, 3);
  ctx.fillStyle = CARD.illumInk;
  ctx.font = `bold 14px ${FONTS.title}`;
  drawName(ctx, c.name.replace(/^The /, ''), w);
  ctx.fillStyle = CARD.illumInkSoft;
  ctx.font = `italic 9.5px ${FONTS.body}`;
  drawCentered(ctx, wrapText(ctx, c.text, w - 40, 2), w / 2, 48, 11);
  drawNumbers(ctx, c, h, CARD.illumInk, CARD.illumInkSoft);
  ctx.font = `bold 9px ${FONTS.title}`;
  ctx.textAlign = 'right';
  ctx.fillStyle = CARD.illumInkSoft;
  ctx.fillText('ILLUMINATI', w - 13, h - 13);
}

/** A card back: the deck, and another player's face-down Illuminati. */
export function drawBack(ctx: Ctx, w: number, h: number, caption: string, ownerColor: string | null): void {
  frame(ctx, w, h, gradient(ctx, h, CARD.backPattern, CARD.backBody), ownerColor ?? CARD.backInk, 'rgba(216, 182, 74, 0.4)');
  ctx.save();
  roundRect(ctx, 8, 8, w - 16, h - 16, 5);
  ctx.clip();
  ctx.strokeStyle = 'rgba(216, 182, 74, 0.12)';
  ctx.lineWidth = 1;
  for (let x = -h; x < w + h; x += 12) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + h, h);
    ctx.moveTo(x + h, 0);
    ctx.lineTo(x, h);
    ctx.stroke();
  }
  ctx.restore();
  drawEye(ctx, w / 2, h / 2 - 8, 54, CARD.backInk, 0.9);
  ctx.fillStyle = CARD.backInk;
  ctx.font = `bold 11px ${FONTS.title}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(caption, w / 2, h - 14);
}

function drawSpecial(ctx: Ctx, c: CardSprite, w: number, h: number): void {
  frame(ctx, w, h, gradient(ctx, h, '#3b2350', CARD.specialBody), '#c9a0f0', 'rgba(201, 160, 240, 0.4)');
  ctx.fillStyle = CARD.specialInk;
  ctx.font = `bold 13px ${FONTS.title}`;
  const lines = wrapText(ctx, c.name, w - 40, 2);
  const y = drawCentered(ctx, lines, w / 2, 14, 15);
  ctx.font = `italic 10px ${FONTS.body}`;
  ctx.fillStyle = 'rgba(239, 224, 255, 0.8)';
  drawCentered(ctx, wrapText(ctx, c.text, w - 32, 4), w / 2, y + 6, 12);
  ctx.font = `bold 9px ${FONTS.title}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText('SPECIAL', w - 13, h - 12);
}

/** The face of any card sprite, upright, filling 0..w x 0..h. */
export function drawCard(ctx: Ctx, c: CardSprite, ownerColor: string | null): void {
  const w = c.width;
  const h = c.height;
  const color = ownerColor ?? NEUTRAL;
  switch (c.kind) {
    case 'group':
      drawGroup(ctx, c, w, h, color);
      break;
    case 'illuminati':
      drawIlluminati(ctx, c, w, h, color);
      break;
    case 'hidden':
      drawBack(ctx, w, h, 'FACE-DOWN ILLUMINATI', color);
      break;
    case 'special':
      drawSpecial(ctx, c, w, h);
      return;
  }
  const dark = c.kind !== 'group';
  for (const a of c.arrows) drawArrow(ctx, a.side, a.dir, w, h, dark);
}
