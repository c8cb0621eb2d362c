// Canvas 2D drawing primitives shared by the card faces, the labels and chips, and the felt:
// rounded rectangles, text wrapped or fitted to a width, alignment glyphs, the project's eye.
import { FONTS } from './palette';

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

/** A CSS font for the canvas: `px` pixels of `family`, bold unless another style is given. */
export function font(px: number, family: string = FONTS.title, style = 'bold'): string {
  return `${style} ${px}px ${family}`;
}

/** The largest font size from `max` down to `min` at which `text` fits `width` on one line (sets ctx.font). */
export function fitFont(ctx: Ctx, text: string, width: number, max: number, min: number, weight = 'bold', family: string = FONTS.title): number {
  let size = max;
  for (; size > min; size -= 1) {
    ctx.font = font(size, family, weight);
    if (ctx.measureText(text).width <= width) return size;
  }
  ctx.font = font(min, family, weight);
  return min;
}

/** Line height of fitted text, in font sizes. */
export const LINE_HEIGHT = 1.08;

/**
 * Words of `text` in lines whose widths are `widths[k]` (the last width for any further line):
 * the largest size from `max` down to `min` at which it fits in `maxLines` lines (and `maxHeight`) with no word cut.
 * Sets ctx.font; at `min` the last line is cut with an ellipsis if it must be.
 */
export function fitLines(ctx: Ctx, text: string, widths: readonly number[], maxLines: number, max: number, min: number, family: string = FONTS.title, maxHeight = Infinity): { size: number; lines: string[] } {
  const words = text.split(/\s+/).filter(Boolean);
  const widthOf = (k: number): number => widths[Math.min(k, widths.length - 1)];
  for (let size = max; size >= min; size -= 1) {
    ctx.font = font(size, family);
    const lines: string[] = [];
    let ok = true;
    for (let i = 0; i < words.length && ok; ) {
      let line = words[i++];
      if (ctx.measureText(line).width > widthOf(lines.length)) ok = false;
      while (ok && i < words.length && ctx.measureText(`${line} ${words[i]}`).width <= widthOf(lines.length)) line += ` ${words[i++]}`;
      lines.push(line);
      if (lines.length > maxLines) ok = false;
    }
    if (ok && lines.length * size * LINE_HEIGHT <= maxHeight) return { size, lines };
  }
  ctx.font = font(min, family);
  return { size: min, lines: wrapText(ctx, text, widthOf(0), maxLines) };
}
