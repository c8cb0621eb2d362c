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

/** A piece of text between break points: after a space (`space`), after a hyphen or slash of the text, or inside a word broken at a syllable (`soft`: its hyphen goes when the next piece joins it on one line). */
interface Piece {
  s: string;
  space: boolean;
  soft: boolean;
}

/** Break points of a name: spaces, and after a hyphen or slash it has ("Zwietracht-|Gesellschaft", "Parent/|Teacher"). */
function pieces(text: string): Piece[] {
  return text.split(/\s+/).filter(Boolean).flatMap((word) => word.split(/(?<=[-/])(?=.)/).map((s, k) => ({ s, space: k === 0, soft: false })));
}

const VOWEL = /[aeiouyäöüàèéìíòóù]/i;
const LETTER = /\p{L}/u;
/**
 * Consonants that begin a syllable together and are never split (German, English and Italian):
 * "Kokain-schmuggler", "Christdemo-kraten", "Inge-gneri" (the longest listed first); a break goes before the group.
 */
const ONSETS = ['schm', 'schl', 'schn', 'schw', 'schr', 'sch', 'chr', 'str', 'spr', 'ch', 'ck', 'ph', 'th', 'sh', 'gn', 'sc', 'br', 'cr', 'dr', 'fr', 'gr', 'kr', 'pr', 'tr', 'vr', 'bl', 'cl', 'fl', 'gl', 'kl', 'pl'];
const consonant = (ch: string | undefined): boolean => ch !== undefined && LETTER.test(ch) && !VOWEL.test(ch);

/**
 * Where `word` may be hyphenated: before each syllable that a consonant (or a group of ONSETS)
 * starts ahead of a vowel, at least two letters from its start and three from its end: the
 * indexes of "Christ|de|mo|kraten", "In|ter|na|tional". German card names are long compounds
 * (issue 19); at the far zoom a portrait face holds about eight letters a line (issue 35).
 */
export function syllableBreaks(word: string): number[] {
  const at: number[] = [];
  const lower = word.toLowerCase();
  // Three letters after the break: a hyphen or stop the word ends with does not count ("Auto-").
  const end = word.replace(/[^\p{L}]+$/u, '').length;
  for (let v = 1; v < word.length; v++) {
    if (!VOWEL.test(word[v]) || !consonant(word[v - 1])) continue;
    let s = v - 1; // the first consonant of the cluster before the vowel
    while (s > 0 && consonant(word[s - 1])) s--;
    if (s === 0) continue; // the word's first syllable
    // Before the longest group of ONSETS that ends the cluster, else before its last consonant.
    const onset = ONSETS.find((o) => v - o.length >= s && lower.slice(v - o.length, v) === o);
    const b = onset ? v - onset.length : v - 1;
    if (b >= 2 && end - b >= 3 && !at.includes(b)) at.push(b);
  }
  return at;
}

/** `word` in the pieces its syllable breaks make (all, or only the one nearest its middle), each but the last ending in a soft hyphen. */
function syllables(p: Piece, once: boolean): Piece[] {
  const all = syllableBreaks(p.s);
  const middle = (b: number): number => Math.abs(b - p.s.length / 2);
  const breaks = once && all.length > 1 ? [all.reduce((a, b) => (middle(b) < middle(a) ? b : a))] : all;
  if (breaks.length === 0) return [p];
  const cuts = [0, ...breaks, p.s.length];
  return cuts.slice(0, -1).map((a, k) => {
    const last = k === cuts.length - 2;
    return { s: last ? p.s.slice(a) : `${p.s.slice(a, cuts[k + 1])}-`, space: k === 0 && p.space, soft: !last };
  });
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
 * How much narrower than its font a fitted text may be drawn (a horizontal scale of the letters,
 * their height kept): a long name at the smallest size is condensed, down to 0.75, rather than cut
 * with an ellipsis (issue 35: "Robot Sea Monste…", "Christd…" at the far zoom).
 */
const STRETCHES = [0.92, 0.85, 0.8, 0.75, 0.7, 0.65];

/** A fitted text: its font size, its lines, and the horizontal scale to draw them at (1: as the font is). */
export interface Fitted {
  size: number;
  lines: string[];
  stretch: number;
}

/**
 * Words of `text` in lines whose widths are `widths[k]` (the last width for any further line), or
 * `widths(k, size)` when they depend on the size (a line beside the money chip is narrower):
 * the largest size from `max` down to `min` at which it fits in `maxLines` lines (and `maxHeight`,
 * which may depend on the number of lines)
 * with no word cut, else at `min` condensed a little; failing that, the same with long words
 * hyphenated once, then at every syllable (syllableBreaks()); failing that, at `min` condensed (STRETCHES). Sets ctx.font; only when even
 * the narrowest does not fit is the last line cut with an ellipsis.
 */
export function fitLines(ctx: Ctx, text: string, widths: readonly number[] | ((line: number, size: number) => number), maxLines: number, max: number, min: number, family: string = FONTS.title, maxHeight: number | ((lines: number) => number) = Infinity): Fitted {
  const widthAt = (k: number, size: number): number => (typeof widths === 'function' ? widths(k, size) : widths[Math.min(k, widths.length - 1)]);
  const tall = (n: number): number => (typeof maxHeight === 'number' ? maxHeight : maxHeight(n));
  const whole = pieces(text);
  /** Which words are hyphenated: none; once, those wider than any line, then than the narrowest; at every syllable. */
  type Mode = 'whole' | 'onceWide' | 'onceNarrow' | 'all';
  // Hyphenated once a word first ("Postwurf-sendungen"), at every syllable only if that fails;
  // only a word that cannot lie whole on its line is broken ("Discor-dian Society" on the
  // Illuminati card beside its chip, not "Discor-dian So-ciety").
  const attempt = (mode: Mode, size: number, stretch: number): Fitted | null => {
    ctx.font = font(size, family);
    const room = Array.from({ length: maxLines }, (_, k) => widthAt(k, size) / stretch);
    const limit = mode === 'onceWide' ? Math.max(...room) : Math.min(...room);
    const ps = mode === 'whole' ? whole : whole.flatMap((p) => (textWidth(ctx, p.s) > limit ? syllables(p, mode !== 'all') : [p]));
    const lines = layLines(ctx, ps, (k) => widthAt(k, size) / stretch, maxLines);
    return lines && lines.length * size * LINE_HEIGHT <= tall(lines.length) ? { size, lines, stretch } : null;
  };
  // Whole words first, largest size first, then at `min` a little condensed (to 0.85): a word
  // whole reads better than a hyphenated one, for people and for the OCR of tools/legibility.mjs
  // ("Congressional Wives", not "Congres-sional Wives"). Then one hyphen a word, the same way;
  // then every syllable ("Christde-mokraten" before "Christde-mokra-ten"); then more condensed.
  const slight = STRETCHES.filter((x) => x >= 0.85);
  const tries: Mode[] = ['whole', 'onceWide', 'onceNarrow', 'all'];
  for (const mode of tries) {
    for (let size = max; size >= min; size -= 1) {
      const fit = attempt(mode, size, 1);
      if (fit) return fit;
    }
    for (const stretch of slight) {
      const fit = attempt(mode, min, stretch);
      if (fit) return fit;
    }
  }
  for (const stretch of STRETCHES.filter((x) => x < 0.85)) {
    for (const mode of tries) {
      const fit = attempt(mode, min, stretch);
      if (fit) return fit;
    }
  }
  ctx.font = font(min, family);
  return { size: min, lines: wrapText(ctx, text, widthAt(0, min), maxLines), stretch: 1 };
}

/** `text` drawn at (x, y) with the current alignment, its letters narrowed to `stretch` of their width (fitLines). */
export function fillStretched(ctx: Ctx, text: string, x: number, y: number, stretch: number): void {
  if (stretch === 1) {
    ctx.fillText(text, x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(stretch, 1);
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

/**
 * One line of `text` at (x, y) with the current font and alignment in `width`: as it is when it
 * fits, else condensed (down to the narrowest of STRETCHES), and only past that cut with "…"
 * (issue 35: a label's "Zwietracht-Gesells…").
 */
export function fillLine(ctx: Ctx, text: string, x: number, y: number, width: number): void {
  const natural = textWidth(ctx, text);
  const narrowest = STRETCHES[STRETCHES.length - 1];
  if (natural <= width) ctx.fillText(text, x, y);
  else if (natural * narrowest <= width) fillStretched(ctx, text, x, y, width / natural);
  else fillStretched(ctx, wrapText(ctx, text, width / narrowest, 1)[0] ?? '', x, y, narrowest);
}
