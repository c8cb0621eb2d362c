// Procedural card faces and backs, drawn with the canvas 2D API (there is no card art: DESIGN.md
// section 9); money chips and player labels are in chip-draw.ts, primitives in draw-kit.ts. Each
// function draws an upright picture at the origin; the Konva shapes place and rotate the picture
// painted once from them (picture.ts), so these run once per change, not once per frame.
//
// The look (issue 18): the name on top; under it the alignment glyphs; the numbers along the
// bottom as on the printed cards: Power/Transferable Power at the lower left, Income in a gold
// tag in the middle, Resistance in a shield at the lower right. Two levels of detail: 'far'
// (the default view, the whole table in sight) gives the name, numbers and glyphs large enough to
// read at ~12 CSS px; 'near' (zoomed in) adds the alignments' names and the ability text.
import type { Side } from '../../../shared/cards';
import { t } from '../i18n';
import { ALIGNMENT_STYLES } from './alignment-icons';
import { incomeText } from './card-face';
import { drawEye, drawGlyph, fillStretched, fitFont, fitLines, font, LINE_HEIGHT, roundRect, textWidth, wrapText } from './draw-kit';
import { CARD, FONTS, NEUTRAL } from './palette';
import { COIN_R, MIN_TEXT, coinSpot, type CardSprite, type FaceFrame, type Point } from './sprites';

/** How much a card face shows: 'far' when it is small on screen, 'near' when there is room for its text. */
export type Detail = 'far' | 'near';

type Ctx = CanvasRenderingContext2D;

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

type Numbers = Pick<CardSprite, 'power' | 'transferable' | 'resistance' | 'income'>;

function centred(ctx: Ctx, lines: readonly string[], cx: number, y: number, lineH: number): number {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  lines.forEach((l, i) => ctx.fillText(l, cx, y + i * lineH));
  return y + lines.length * lineH;
}

/**
 * Room for a Group's name on the far face: up to two lines in 50 px; the longest names, on three
 * lines or more at MIN_TEXT, get what they need, the glyph row squeezed.
 */
const GROUP_NAME_H = (lines: number): number => (lines >= 3 ? Math.ceil(lines * MIN_TEXT * LINE_HEIGHT) + 1 : 50);

/** Baseline of the numbers row: just above the bottom arrow (which starts 12 px above the edge). */
const numbersBase = (h: number): number => h - 14;
/** A portrait face: a card turned by 90 or 270 degrees, drawn upright in its footprint (issue 35). */
const portrait = (w: number, h: number): boolean => h > w;

/**
 * The smallest name on a near face, in world px: near faces are drawn from NEAR_SCALE (1.15) up,
 * so 11 px is 12.65 CSS px; three lines of it fit the 40 px a near name has (issue 35: two lines
 * of 12 px cut "International Cocaine…").
 */
const NEAR_NAME_MIN = 11;
/** The name's lines keep this far from the face's sides (the inner rule is at 6). */
const NAME_SIDE = 7;

/**
 * The name, as large as it fits its room: far, up to 28 px in `farHeight` (as many lines as that
 * holds at MIN_TEXT); near, up to 18 px in up to three lines. A line whose letters reach down
 * beside the money chip (`chip`: its centre, on this face) stops short of it. Returns where it ends.
 */
function drawName(ctx: Ctx, name: string, w: number, chip: Point | null, detail: Detail, ink: string, farHeight: number | ((lines: number) => number) = 54): number {
  const full = w - 2 * NAME_SIDE;
  const top = 11; // clear of the top arrow's tip
  const short = chip ? chip.x - COIN_R - 4 - NAME_SIDE : full;
  // A line's letters begin about a quarter of the size below its top and end a little below the
  // size: counting from the top itself shortened the second line of large names too, which then
  // shrank whole (the OCR of the default view lost the Illuminati names, issue 18).
  const besideChip = (k: number, size: number): boolean => {
    if (!chip) return false;
    const y = top + k * Math.round(size * LINE_HEIGHT);
    return y + size / 4 < chip.y + COIN_R && y + size * 1.05 > chip.y - COIN_R;
  };
  const widthAt = (k: number, size: number): number => (besideChip(k, size) ? short : full);
  const farLines = Math.max(1, Math.floor((typeof farHeight === 'number' ? farHeight : farHeight(9)) / (MIN_TEXT * LINE_HEIGHT)));
  const { size, lines, stretch } = detail === 'far' ? fitLines(ctx, name, widthAt, farLines, 28, MIN_TEXT, FONTS.title, farHeight) : fitLines(ctx, name, widthAt, 3, 18, NEAR_NAME_MIN, FONTS.title, 40);
  const lineH = Math.round(size * LINE_HEIGHT);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  lines.forEach((l, i) => fillStretched(ctx, l, besideChip(i, size) ? NAME_SIDE + short / 2 : w / 2, top + i * lineH, stretch));
  return top + lines.length * lineH;
}

/** The alignment glyphs in a row centred at y (near: with their short names when two or fewer). */
function drawAlignmentRow(ctx: Ctx, c: CardSprite, w: number, y: number, size: number, withNames: boolean, soft: string): void {
  const items = c.alignments.map((a) => ALIGNMENT_STYLES[a]);
  ctx.font = font(Math.round(size * 0.72), FONTS.title);
  const gap = size * 0.35;
  const widths = items.map((st) => size + (withNames ? gap * 0.6 + textWidth(ctx, st.short) : 0));
  let x = w / 2 - (widths.reduce((a, b) => a + b, 0) + gap * (items.length - 1)) / 2;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  items.forEach((st, i) => {
    drawGlyph(ctx, st.glyph, x, y - size / 2, size, st.color);
    if (withNames) {
      ctx.fillStyle = st.color;
      ctx.fillText(st.short, x + size + gap * 0.6, y + 0.5);
    }
    x += widths[i] + gap;
  });
  if (c.shifted) {
    ctx.font = font(Math.round(size * 0.6), FONTS.body, 'italic');
    ctx.fillStyle = soft;
    ctx.textAlign = 'center';
    ctx.fillText(t('table.face.shifted'), w / 2, y + size * 0.9);
  }
}

/** Income: a gold tag "+N" or "−N" (what the card brings or costs each turn), unlike the round money chip; centred at (cx, cy). */
function incomeTag(ctx: Ctx, value: number, cx: number, cy: number, h: number): void {
  const text = incomeText(value);
  ctx.font = font(Math.round(h * 0.72), FONTS.numbers);
  const w = textWidth(ctx, text) + h * 0.5;
  roundRect(ctx, cx - w / 2, cy - h / 2, w, h, h * 0.22);
  ctx.fillStyle = CARD.coin;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = CARD.coinRim;
  ctx.stroke();
  ctx.fillStyle = CARD.coinInk;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy + 1);
}

/** A shield with the resistance in it, its right edge at `right`, bottom at `bottom`. */
function resistanceShield(ctx: Ctx, value: number, right: number, bottom: number, h: number, fill: string, ink: string): void {
  const w = h * 0.86;
  const x = right - w;
  const y = bottom - h;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + w, y);
  ctx.lineTo(x + w, y + h * 0.55);
  ctx.quadraticCurveTo(x + w, y + h * 0.9, x + w / 2, y + h);
  ctx.quadraticCurveTo(x, y + h * 0.9, x, y + h * 0.55);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.fillStyle = ink;
  ctx.font = font(Math.round(h * 0.66), FONTS.numbers);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(value), x + w / 2, y + h * 0.44);
}

/**
 * Power/Transferable at the lower left, Income in a gold tag, Resistance in a shield at the lower
 * right; on a portrait face (too narrow for one row) the Income tag sits centred above the row
 * (at the right, the money chip at its left, when there is one: coinSpot). Returns the top of what it drew (the
 * chip, a Konva node of its own, not counted).
 */
function drawNumbers(ctx: Ctx, c: Numbers, w: number, h: number, detail: Detail, ink: string, shieldFill: string, shieldInk: string, chip = false): number {
  const base = numbersBase(h);
  // A portrait face's figures at 22 (far): the room above them is the name's fourth line.
  const big = detail === 'far' && !portrait(w, h) ? 27 : 22;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = ink;
  const pt = `${c.power}/${c.transferable}`;
  // The shield's figure at MIN_TEXT or more (far) whatever the size of the others.
  const shieldH = detail === 'far' ? Math.max(big + 5, Math.ceil(MIN_TEXT / 0.66)) : big + 5;
  const shieldW = c.resistance !== null ? shieldH * 0.86 + 6 : 0;
  fitFont(ctx, pt, w - 25 - shieldW, big, MIN_TEXT, 'bold', FONTS.numbers);
  ctx.fillText(pt, 13, base);
  const ptEnd = 13 + textWidth(ctx, pt);
  // The tag's amount at MIN_TEXT (far): 11 CSS px at the default view (issue 35).
  const th = detail === 'far' ? Math.ceil(MIN_TEXT / 0.72) : 18;
  // On a portrait face the shield sits 2 px lower, clear of the Income tag above it.
  if (c.resistance !== null) resistanceShield(ctx, c.resistance, w - 12, base + (portrait(w, h) ? 4 : 2), shieldH, shieldFill, shieldInk);
  let top = base - big;
  if (c.income !== null) {
    // Groups: in the middle, clear of the power figures; the Illuminati (no Resistance): at the right.
    ctx.font = font(Math.round(th * 0.72), FONTS.numbers);
    const half = (textWidth(ctx, incomeText(c.income)) + th * 0.5) / 2;
    const stacked = portrait(w, h) || ptEnd + 2 * half + 12 > w - 12 - shieldW;
    // Stacked on a portrait face with money: at the right, the chip at its left (coinSpot).
    const cx = stacked ? (chip && portrait(w, h) ? w - 12 - half : w / 2) : c.resistance === null ? w - 12 - half : Math.max(w / 2, ptEnd + half + 6);
    const cy = stacked ? base - big - th / 2 - 5 : base - th / 2 + 1;
    incomeTag(ctx, c.income, cx, cy, th);
    top = Math.min(top, cy - th / 2);
  }
  return top;
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

/** A Group card face, upright, w x h, its title band tinted with the owner's colour. */
function drawGroup(ctx: Ctx, c: CardSprite, w: number, h: number, ownerColor: string, detail: Detail): void {
  frame(ctx, w, h, gradient(ctx, h, CARD.groupBody, CARD.groupBodyShade), '#2d3e50', 'rgba(45, 62, 80, 0.35)');
  // Where the money chip lies on this face (coinSpot): the name's lines beside it stop short of it
  // (on a portrait face it lies below the name, in the Income tag's row).
  const chip = c.money !== null ? coinSpot(w, h) : null;
  const nameChip = portrait(w, h) ? null : chip;
  // The numbers first (their top bounds the name and the glyph row), on an off-screen pass: drawn last, over the band.
  ctx.save();
  ctx.globalAlpha = 0;
  const numbersTop = drawNumbers(ctx, c, w, h, detail, CARD.groupInk, '#2d3e50', '#f3ead2', chip !== null);
  // As many lines as fit above the numbers at MIN_TEXT: condensed, hyphenated, never cut (issue 35).
  const room = (n: number): number => Math.min(GROUP_NAME_H(n), numbersTop - 11);
  // Measure the name first to size the owner's band under it.
  const nameEnd = drawName(ctx, c.name, w, nameChip, detail, 'rgba(0, 0, 0, 0)', room);
  ctx.restore();
  ctx.save();
  roundRect(ctx, 6, 6, w - 12, nameEnd - 2, 5);
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = ownerColor;
  ctx.fill();
  ctx.restore();
  drawName(ctx, c.name, w, nameChip, detail, CARD.groupInk, room);
  // The glyph row is centred: on a portrait face it stops above the chip too.
  const glyphFloor = chip && portrait(w, h) ? Math.min(numbersTop, chip.y - COIN_R) : numbersTop;
  if (detail === 'far') {
    // Under the name, as large as the room above the numbers allows (glyphs, not words: they may shrink).
    const size = Math.min(18, glyphFloor - nameEnd - 4);
    if (size >= 9) drawAlignmentRow(ctx, c, w, nameEnd + 2 + size / 2, size, false, CARD.groupInkSoft);
  } else {
    drawAlignmentRow(ctx, c, w, nameEnd + 9, 15, c.alignments.length <= 2, CARD.groupInkSoft);
    if (c.text) {
      ctx.fillStyle = CARD.groupInkSoft;
      ctx.font = font(10, FONTS.body, 'italic');
      const top = nameEnd + 18;
      const n = Math.max(1, Math.min(portrait(w, h) ? 6 : 3, Math.floor((glyphFloor - 12 - top) / 11) + 1));
      centred(ctx, wrapText(ctx, c.text, w - 34, n), w / 2, top, 11);
    }
  }
  drawNumbers(ctx, c, w, h, detail, CARD.groupInk, '#2d3e50', '#f3ead2', chip !== null);
}

/** The Illuminati: black and gold, a double gold rule with corner studs, the eye behind the name. */
function drawIlluminati(ctx: Ctx, c: CardSprite, w: number, h: number, ownerColor: string, detail: Detail): void {
  frame(ctx, w, h, gradient(ctx, h, CARD.illumBodyShade, CARD.illumBody), CARD.illumInk, 'rgba(241, 210, 122, 0.55)');
  ctx.fillStyle = CARD.illumInk;
  for (const [x, y] of [[9, 9], [w - 9, 9], [9, h - 9], [w - 9, h - 9]]) {
    ctx.beginPath();
    ctx.moveTo(x, y - 4);
    ctx.lineTo(x + 4, y);
    ctx.lineTo(x, y + 4);
    ctx.lineTo(x - 4, y);
    ctx.closePath();
    ctx.fill();
  }
  // The eye stays faint, and only zoomed in: at a distance it would blur the name.
  if (detail === 'near') drawEye(ctx, w / 2, h / 2 + 4, 74, CARD.illumInk, 0.14);
  const nameEnd = drawName(ctx, c.name.replace(/^The /, ''), w, c.money !== null && !portrait(w, h) ? coinSpot(w, h) : null, detail, CARD.illumName, (lines) => Math.max(60, GROUP_NAME_H(lines)));
  // The owner's colour as a rule under the name.
  ctx.fillStyle = ownerColor;
  ctx.fillRect(w / 2 - 32, nameEnd + 4, 64, 3);
  if (detail === 'near' && c.text) {
    ctx.fillStyle = CARD.illumInkSoft;
    ctx.font = font(10, FONTS.body, 'italic');
    centred(ctx, wrapText(ctx, c.text, w - 40, 2), w / 2, nameEnd + 8, 11);
  }
  drawNumbers(ctx, c, w, h, detail, CARD.illumInk, CARD.illumInk, CARD.illumBody);
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
  // The caption fits the card whatever the language ("VERDECKTE ILLUMINATI" is wider than the English).
  fitFont(ctx, caption, w - 24, MIN_TEXT, 12);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(caption, w / 2, h - 14);
}

function drawSpecial(ctx: Ctx, c: CardSprite, w: number, h: number, detail: Detail): void {
  frame(ctx, w, h, gradient(ctx, h, '#3b2350', CARD.specialBody), '#c9a0f0', 'rgba(201, 160, 240, 0.4)');
  const y = drawName(ctx, c.name, w, null, detail, CARD.specialInk);
  if (detail === 'near') {
    ctx.font = font(10, FONTS.body, 'italic');
    ctx.fillStyle = 'rgba(239, 224, 255, 0.85)';
    centred(ctx, wrapText(ctx, c.text, w - 32, 4), w / 2, y + 4, 12);
  }
  ctx.fillStyle = CARD.specialInk;
  ctx.font = font(detail === 'far' ? MIN_TEXT : 12, FONTS.title);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(t('table.face.special'), w - 13, h - 12);
}

/**
 * The face of any card sprite filling 0..w x 0..h: as printed (landscape, its arrows on their
 * printed sides; the picture is turned with the card), or, given an upright `frame` (issue 35),
 * laid out for the card's footprint with its arrows on the sides they point to on the table.
 */
export function drawCard(ctx: Ctx, c: CardSprite, ownerColor: string | null, detail: Detail = 'near', face?: FaceFrame): void {
  const w = face?.width ?? c.width;
  const h = face?.height ?? c.height;
  const color = ownerColor ?? NEUTRAL;
  switch (c.kind) {
    case 'group':
      drawGroup(ctx, c, w, h, color, detail);
      break;
    case 'illuminati':
      drawIlluminati(ctx, c, w, h, color, detail);
      break;
    case 'hidden':
      drawBack(ctx, w, h, t('table.face.hidden'), color);
      break;
    case 'special':
      drawSpecial(ctx, c, w, h, detail);
      return;
  }
  const dark = c.kind !== 'group';
  for (const a of c.arrows) drawArrow(ctx, face?.upright ? a.world : a.side, a.dir, w, h, dark);
}

// The dice overlay draws its rounded boxes with the same primitive (kept importable from here).
export { roundRect } from './draw-kit';
