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

/**
 * The width of `text` in the context's current font, measured once per font and text. Fitting a
 * name tries many sizes and breaks, and the same words are fitted again at every repaint (a
 * player's label at each change of who decides): measuring was most of a repaint (issue 39).
 * The table's fonts are the system's (palette.ts), loaded before anything is drawn, so a width
 * never changes. Kept per measuring function (every canvas of the page shares the browser's; a
 * test's stand-in context has its own), bounded by starting over.
 */
export function textWidth(ctx: Ctx, text: string): number {
  let known = widths.get(ctx.measureText);
  if (!known) widths.set(ctx.measureText, (known = new Map()));
  const key = `${ctx.font}\n${text}`;
  let w = known.get(key);
  if (w === undefined) {
    if (known.size >= MAX_WIDTHS) known.clear();
    w = ctx.measureText(text).width;
    known.set(key, w);
  }
  return w;
}
const widths = new WeakMap<Ctx['measureText'], Map<string, number>>();
const MAX_WIDTHS = 20_000;

/** Lines of `text` that fit `maxWidth` with the current font, at most `maxLines` (the last one cut with an ellipsis). */
export function wrapText(ctx: Ctx, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    let line = words[i++];
    while (i < words.length && textWidth(ctx, `${line} ${words[i]}`) <= maxWidth) line += ` ${words[i++]}`;
    lines.push(line);
  }
  const cut = i < words.length;
  return lines.map((l, k) => fitLine(ctx, l, maxWidth, cut && k === lines.length - 1));
}

/** The line itself when it fits, else shortened to fit with an ellipsis (always one when `more` follows). */
function fitLine(ctx: Ctx, line: string, maxWidth: number, more: boolean): string {
  if (!more && textWidth(ctx, line) <= maxWidth) return line;
  let s = line;
  while (s.length > 1 && textWidth(ctx, `${s}\u2026`) > maxWidth) s = s.slice(0, -1);
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
    if (textWidth(ctx, text) <= width) return size;
  }
  ctx.font = font(min, family, weight);
  return min;
}

/** Line height of fitted text, in font sizes. */
export const LINE_HEIGHT = 1.08;

/** A piece of text between break points: after a space (`space`), after a hyphen of the text, or inside a word broken by hyphenate() (`soft`: its hyphen goes when the next piece joins it on one line). */
interface Piece {
  s: string;
  space: boolean;
  soft: boolean;
}

/** Break points of a name: spaces, and after a hyphen it has ("Zwietracht-|Gesellschaft"). */
function pieces(text: string): Piece[] {
  return text.split(/\s+/).filter(Boolean).flatMap((word) => word.split(/(?<=-)(?=.)/).map((s, k) => ({ s, space: k === 0, soft: false })));
}

const VOWEL = /[aeiouyäöüàèéìíòóù]/i;
const LETTER = /\p{L}/u;

/**
 * `word` broken once with a hyphen where a syllable likely starts (a consonant before a vowel),
 * as near the middle as possible, at least three letters from either end: "Postwurf-sendungen".
 * Null when there is no such place. German card names are long compounds (issue 19).
 */
export function hyphenate(word: string): [string, string] | null {
  let best = -1;
  for (let i = 3; i <= word.length - 3; i++) {
    if (!LETTER.test(word[i - 1]) || !LETTER.test(word[i]) || VOWEL.test(word[i]) || !VOWEL.test(word[i + 1])) continue;
    if (best < 0 || Math.abs(i - word.length / 2) < Math.abs(best - word.length / 2)) best = i;
  }
  return best < 0 ? null : [`${word.slice(0, best)}-`, word.slice(best)];
}

/** The pieces laid in lines of `widthOf(k)` with the current font, or null when a piece is too wide or the lines too many. */
function layLines(ctx: Ctx, ps: readonly Piece[], widthOf: (k: number) => number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (let i = 0; i < ps.length; ) {
    let line = ps[i].s;
    let soft = ps[i++].soft;
    if (textWidth(ctx, line) > widthOf(lines.length)) return null;
    while (i < ps.length) {
      const next = `${soft ? line.slice(0, -1) : line}${ps[i].space ? ' ' : ''}${ps[i].s}`;
      if (textWidth(ctx, next) > widthOf(lines.length)) break;
      line = next;
      soft = ps[i++].soft;
    }
    lines.push(line);
    if (lines.length > maxLines) return null;
  }
  return lines;
}

/**
 * Words of `text` in lines whose widths are `widths[k]` (the last width for any further line), or
 * `widths(k, size)` when they depend on the size (a line beside the money chip is narrower):
 * the largest size from `max` down to `min` at which it fits in `maxLines` lines (and `maxHeight`,
 * which may depend on the number of lines)
 * with no word cut; failing that, the same with long words hyphenated once (hyphenate()).
 * Sets ctx.font; at `min` the last line is cut with an ellipsis if it must be.
 */
export function fitLines(ctx: Ctx, text: string, widths: readonly number[] | ((line: number, size: number) => number), maxLines: number, max: number, min: number, family: string = FONTS.title, maxHeight: number | ((lines: number) => number) = Infinity): { size: number; lines: string[] } {
  const widthAt = (k: number, size: number): number => (typeof widths === 'function' ? widths(k, size) : widths[Math.min(k, widths.length - 1)]);
  const whole = pieces(text);
  const broken = whole.flatMap((p): Piece[] => {
    const h = hyphenate(p.s);
    return h ? [{ s: h[0], space: p.space, soft: true }, { s: h[1], space: false, soft: false }] : [p];
  });
  for (const ps of [whole, broken]) {
    for (let size = max; size >= min; size -= 1) {
      ctx.font = font(size, family);
      const lines = layLines(ctx, ps, (k) => widthAt(k, size), maxLines);
      if (lines && lines.length * size * LINE_HEIGHT <= (typeof maxHeight === 'number' ? maxHeight : maxHeight(lines.length))) return { size, lines };
    }
  }
  ctx.font = font(min, family);
  return { size: min, lines: wrapText(ctx, text, widthAt(0, min), maxLines) };
}
