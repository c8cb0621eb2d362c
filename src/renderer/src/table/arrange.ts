// Where things lie on the table: the shared piles and the uncontrolled groups in the middle, the
// players' areas around them like seats around a real table, the viewer's at the bottom. Areas
// never overlap: each one is pushed outward along its seat's direction until it is clear of the
// middle and of every area placed before it. Everything is kept tight (issue 18): the default view
// fits the table at a zoom where card names read at ~12 CSS px for four players.
import type { WorldRect } from './sprites';
import { CARD_H, CARD_W } from './sprites';

/** Gap kept between player areas and between them and the middle. */
export const AREA_GAP = 32;
/** Space between cards in the uncontrolled grid. */
export const GRID_GAP = 20;
/** Space between the piles (their titles with the counts must fit). */
export const PILE_GAP = 40;
/** Height of a zone's title strip (its title is read at the default zoom). */
export const TITLE_H = 30;
/** A player's label (its place: labelPlace below); it moves out with the box as the structure grows (issue 18). */
export const LABEL_W = 240;
export const LABEL_H = 112;
export const LABEL_GAP = 28;
/** The tray for a captured group waiting to be placed: left of the label, in the label's row. */
export const TRAY_GAP = 20;
/** Padding inside a player's area. */
export const AREA_PAD = 12;

export function intersects(a: WorldRect, b: WorldRect, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

export function union(rects: readonly WorldRect[]): WorldRect {
  if (rects.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const r of rects) {
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.width);
    y1 = Math.max(y1, r.y + r.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export interface MiddleLayout {
  /** The whole middle, centred on the origin. */
  rect: WorldRect;
  /** Pile slots, card sized: deck, discard, dead pile. */
  piles: { deck: WorldRect; discard: WorldRect; dead: WorldRect };
  /** The uncontrolled area (title strip included) and the centre of each card in it, in order. */
  uncontrolled: WorldRect;
  slots: { x: number; y: number }[];
}

/**
 * Columns of the uncontrolled grid: wider than tall, like cards laid out on a table, but no wider
 * than the row of piles above it while there are few (three columns up to six groups): the players
 * to the left and right of the middle make the table's width, which the default view must fit.
 */
export function uncontrolledColumns(n: number): number {
  // Three rows before a fourth column (issue 35: the table's width, not its height, limits the
  // default view's zoom at 16:9 once the players above and below sit beside their labels).
  return Math.max(3, Math.min(8, Math.ceil(n / 3)));
}

/** The middle of the table for `n` uncontrolled groups. */
export function arrangeMiddle(n: number): MiddleLayout {
  const cols = uncontrolledColumns(n);
  const rows = Math.max(1, Math.ceil(n / cols));
  const pileRowW = 3 * CARD_W + 2 * PILE_GAP;
  const gridW = cols * CARD_W + (cols - 1) * GRID_GAP + 2 * GRID_GAP;
  const width = Math.max(pileRowW, gridW);
  // Piles: title strip (with the count), then the card.
  const pilesH = TITLE_H + CARD_H;
  const gridH = TITLE_H + rows * CARD_H + (rows - 1) * GRID_GAP + 2 * GRID_GAP;
  const height = pilesH + GRID_GAP + gridH;
  const x0 = -width / 2;
  const y0 = -height / 2;
  const pileY = y0 + TITLE_H;
  const pileStep = CARD_W + PILE_GAP;
  const pileX = -pileRowW / 2;
  const slot = (i: number): WorldRect => ({ x: pileX + i * pileStep, y: pileY, width: CARD_W, height: CARD_H });
  const uy = y0 + pilesH + GRID_GAP;
  const uncontrolled = { x: x0, y: uy, width, height: gridH };
  const gx = -(cols * CARD_W + (cols - 1) * GRID_GAP) / 2;
  const slots: { x: number; y: number }[] = [];
  for (let i = 0; i < n; i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    slots.push({ x: gx + c * (CARD_W + GRID_GAP) + CARD_W / 2, y: uy + TITLE_H + GRID_GAP + r * (CARD_H + GRID_GAP) + CARD_H / 2 });
  }
  return { rect: { x: x0, y: y0, width, height }, piles: { deck: slot(0), discard: slot(1), dead: slot(2) }, uncontrolled, slots };
}

/**
 * Where a seat's label goes (issue 35), clear of every slot its structure can grow into (a slot
 * sticks out of the structure's box along one axis, by one card at most, so a label a card's
 * length and LABEL_GAP away from the box is never where the structure grows): beside the box on
 * the left for the players above and below the middle ('beside': their areas are as low as a
 * card), above the box for the players at its sides ('above': their areas as narrow as a label).
 * The table then fits 16:9 windows at a zoom where every text reads.
 */
export type LabelPlace = 'beside' | 'above';
/** The label's distance from the structure's box. */
export const LABEL_CLEAR = CARD_W + LABEL_GAP;

/** The label's place for the i-th of n areas (the ring of arrangeAreas; `aspect` as there). */
export function labelPlace(i: number, n: number, aspect = 1): LabelPlace {
  const a = Math.PI / 2 + (2 * Math.PI * i) / n;
  return Math.abs(Math.sin(a)) > Math.abs(Math.cos(a)) * Math.min(2, Math.max(1, aspect)) ? 'beside' : 'above';
}

/** Width of the tray for a captured group waiting to be placed (left of the label), when there is one. */
export const trayWidth = (tray: boolean): number => (tray ? CARD_W + TRAY_GAP : 0);

/** Size of a player's area around a structure whose cards span `w` x `h` world pixels (with the tray while a captured group waits). */
export function areaSize(w: number, h: number, tray = false, place: LabelPlace = 'beside'): { width: number; height: number } {
  const labelH = Math.max(LABEL_H, tray ? CARD_H : 0);
  if (place === 'beside') return { width: AREA_PAD + trayWidth(tray) + LABEL_W + LABEL_CLEAR + w + AREA_PAD, height: AREA_PAD + Math.max(labelH, h) + AREA_PAD };
  return { width: AREA_PAD + trayWidth(tray) + Math.max(LABEL_W, w) + AREA_PAD, height: AREA_PAD + labelH + LABEL_CLEAR + h + AREA_PAD };
}

/**
 * The open interval of t for which a w x h rectangle centred at (dx t, dy t) comes closer than
 * `gap` to rectangle p (the `intersects` test with that gap), or null when it never does.
 */
function blockedSpan(dx: number, dy: number, w: number, h: number, p: WorldRect, gap: number): [number, number] | null {
  let lo = -Infinity;
  let hi = Infinity;
  const axes: [number, number, number][] = [
    [dx, p.x + p.width / 2, (w + p.width) / 2 + gap],
    [dy, p.y + p.height / 2, (h + p.height) / 2 + gap],
  ];
  for (const [d, c, half] of axes) {
    if (Math.abs(d) < 1e-12) {
      if (Math.abs(c) >= half) return null;
      continue;
    }
    const a = (c - half) / d;
    const b = (c + half) / d;
    lo = Math.max(lo, Math.min(a, b));
    hi = Math.min(hi, Math.max(a, b));
  }
  return lo < hi ? [lo, hi] : null;
}

/**
 * Top-left corners of the areas, in the order given (the first is the viewer's, at the bottom;
 * the others follow clockwise). `aspect` (viewport width / height) stretches the ring sideways
 * on wide screens so that the table fills them. Each area goes out along its seat's direction to
 * the first distance where it keeps AREA_GAP from the middle and from every area placed before.
 */
export function arrangeAreas(sizes: readonly { width: number; height: number }[], middle: WorldRect, aspect = 1): { x: number; y: number }[] {
  const n = sizes.length;
  const stretch = Math.min(2, Math.max(1, aspect));
  const placed: WorldRect[] = [middle];
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < n; i++) {
    // Seat directions: the first straight down (y grows downward), then clockwise on screen.
    const a = Math.PI / 2 + (2 * Math.PI * i) / n;
    const dx = Math.cos(a) * stretch;
    const dy = Math.sin(a);
    const { width, height } = sizes[i];
    const spans = placed.map((p) => blockedSpan(dx, dy, width, height, p, AREA_GAP)).filter((x): x is [number, number] => x !== null);
    // The smallest t >= 0 outside every span: jump past any span that holds t until none does.
    let t = 0;
    for (let moved = true; moved; ) {
      moved = false;
      for (const [lo, hi] of spans) {
        if (lo < t && t < hi) {
          t = hi;
          moved = true;
        }
      }
    }
    const rect = { x: dx * t - width / 2, y: dy * t - height / 2, width, height };
    placed.push(rect);
    out.push({ x: rect.x, y: rect.y });
  }
  return out;
}
