// Pan and zoom of the table (pure): a camera maps world coordinates to screen pixels as
// screen = world * scale + (x, y). Every function returns a new camera and never throws: a
// non-finite input leaves the camera as it was.
import { MIN_TEXT, type Point, type WorldRect } from './sprites';

export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 4;
/** One keyboard or button zoom step. */
export const ZOOM_STEP = 1.25;
/** One keyboard pan step, as a fraction of the viewport. */
export const PAN_STEP = 0.15;
/** Screen pixels kept free around a fitted rectangle. */
export const FIT_MARGIN = 16;
/** Focusing on a player never zooms in further than this (small structures stay in context). */
export const FOCUS_MAX_SCALE = 1.25;

export const IDENTITY: Camera = { x: 0, y: 0, scale: 1 };

export interface Size {
  width: number;
  height: number;
}

const finite = (...v: number[]): boolean => v.every((n) => Number.isFinite(n));

export function clampScale(s: number): number {
  if (!Number.isFinite(s)) return 1;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));
}

export function worldToScreen(c: Camera, p: Point): Point {
  return { x: p.x * c.scale + c.x, y: p.y * c.scale + c.y };
}

export function screenToWorld(c: Camera, p: Point): Point {
  return { x: (p.x - c.x) / c.scale, y: (p.y - c.y) / c.scale };
}

export function panBy(c: Camera, dx: number, dy: number): Camera {
  if (!finite(dx, dy)) return c;
  return { x: c.x + dx, y: c.y + dy, scale: c.scale };
}

/** Zoom by `factor` keeping the world point under the screen point (px, py) where it is. */
export function zoomAbout(c: Camera, factor: number, px: number, py: number): Camera {
  if (!finite(factor, px, py) || factor <= 0) return c;
  const scale = clampScale(c.scale * factor);
  const k = scale / c.scale;
  return { x: px - (px - c.x) * k, y: py - (py - c.y) * k, scale };
}

/** Zoom factor of one wheel event (deltaY in pixels; lines and pages converted). */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  if (!Number.isFinite(deltaY)) return 1;
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  // Clamp a single event so a fast flick of a free-spinning wheel cannot jump from 0.2 to 4.
  return Math.exp(-Math.max(-240, Math.min(240, px)) * 0.0015);
}

/** The camera showing `rect` whole and centred in a viewport of `size`, within `maxScale`. */
export function fitRect(rect: WorldRect, size: Size, margin = FIT_MARGIN, maxScale = MAX_SCALE): Camera {
  if (!finite(rect.x, rect.y, rect.width, rect.height, size.width, size.height) || size.width <= 0 || size.height <= 0) return IDENTITY;
  const w = Math.max(1, rect.width);
  const h = Math.max(1, rect.height);
  const availW = Math.max(1, size.width - 2 * margin);
  const availH = Math.max(1, size.height - 2 * margin);
  const scale = clampScale(Math.min(availW / w, availH / h, maxScale));
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return { x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale, scale };
}

/**
 * Every text on the far faces and labels is at least MIN_TEXT world px (card-draw.ts,
 * chip-draw.ts): from this zoom it reads at 11 CSS px or more (issue 35).
 */
export const LEGIBLE_SCALE = 11 / MIN_TEXT;
/** From this zoom the faces show their ability text and alignment names (10 world px text at 11.5 CSS px and more). */
export const NEAR_SCALE = 1.15;
/**
 * A table area narrower than this (CSS px) is a tablet's or a small window's (below 1280x720,
 * where the side column leaves ~1000 px): there the default view shows every player even when
 * that is smaller than LEGIBLE_SCALE (issue 35), down to OVERVIEW_SCALE.
 */
export const NARROW_TABLE = 900;
export const OVERVIEW_SCALE = 0.3;

/** The level of detail of the card faces at this zoom. */
export function detailFor(scale: number): 'far' | 'near' {
  return Number.isFinite(scale) && scale >= NEAR_SCALE ? 'near' : 'far';
}

/**
 * The view the table opens with and keeps until the player moves the camera: the whole table when
 * it fits at a zoom where every text reads (LEGIBLE_SCALE; on a narrow table area, a tablet's,
 * down to OVERVIEW_SCALE: every player stays in sight). When it no longer does (large structures,
 * many players), as much of the table as the window holds at that zoom, centred on the table,
 * `home` (the viewer's own area and the middle) kept in sight, its bottom (the viewer's
 * structure) when even `home` is too tall. Issue 35: it used to zoom in on `home` alone, and at
 * 1280x720 a grown table's rivals were off screen although most of them fitted at 11 px.
 */
export function defaultView(all: WorldRect, home: WorldRect | null, size: Size): Camera {
  const whole = fitRect(all, size);
  const enough = size.width < NARROW_TABLE ? OVERVIEW_SCALE : LEGIBLE_SCALE;
  if (whole.scale >= enough || !home || size.width <= 0 || size.height <= 0) return whole;
  const scale = Math.min(enough, MAX_SCALE);
  const centred = { x: size.width / 2 - (all.x + all.width / 2) * scale, y: size.height / 2 - (all.y + all.height / 2) * scale, scale };
  if (home.height * scale <= size.height - 2 * FIT_MARGIN) return reveal(centred, home, size);
  // Even `home` is too tall to read whole (a large structure of one's own): its bottom in sight.
  const seen = reveal(centred, { ...home, height: 0, y: home.y + home.height }, size);
  return { ...seen, y: size.height - FIT_MARGIN - (home.y + home.height) * scale };
}

/**
 * The camera `c` moved just enough that every rectangle of `rects` is on screen: panned when they
 * fit at its zoom, else zoomed out to fit them (issue 35: every highlighted arrow of a placement
 * or a move is in sight, also the one under the viewer's structure at the bottom). Unchanged when
 * there are none or they are already in view.
 */
export function showAll(c: Camera, rects: readonly WorldRect[], size: Size, margin = FIT_MARGIN): Camera {
  if (rects.length === 0 || size.width <= 0 || size.height <= 0) return c;
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  const all = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  if (!finite(x0, y0, x1, y1)) return c;
  const fits = all.width * c.scale <= size.width - 2 * margin && all.height * c.scale <= size.height - 2 * margin;
  return fits ? reveal(c, all, size, margin) : fitRect(all, size, margin, c.scale);
}

/** Focus on one player's area: fit it, but do not blow a small structure up beyond FOCUS_MAX_SCALE. */
export function focusRect(rect: WorldRect, size: Size): Camera {
  return fitRect(rect, size, FIT_MARGIN, FOCUS_MAX_SCALE);
}

/**
 * A card the tutorial's coach explains (issue 35) is shown at least this large: the zoom of the
 * near faces (NEAR_SCALE), where its ability text and alignments are drawn too.
 */
export const CARD_FOCUS_SCALE = NEAR_SCALE;
/** A focused card takes at most this share of the viewport across and down: the coach's bubble and the card's neighbours keep room beside it. */
export const CARD_FOCUS_SHARE = 0.45;

/**
 * The camera `c` zoomed and panned so that one card (world rectangle `card`) is whole on screen and
 * read at CARD_FOCUS_SCALE or more (less only when the card would take more than CARD_FOCUS_SHARE
 * of the view), zooming in about the card so the table does not jump; never zooms out a camera
 * that already shows it larger. Unchanged when the card is already in sight at that size.
 */
export function focusCard(c: Camera, card: WorldRect, size: Size, margin = FIT_MARGIN): Camera {
  if (!finite(c.x, c.y, c.scale, card.x, card.y, card.width, card.height, size.width, size.height) || size.width <= 0 || size.height <= 0 || card.width <= 0 || card.height <= 0) return c;
  const cap = Math.min((size.width * CARD_FOCUS_SHARE) / card.width, (size.height * CARD_FOCUS_SHARE) / card.height);
  const scale = clampScale(Math.max(c.scale, Math.min(CARD_FOCUS_SCALE, cap)));
  let z = c;
  if (scale !== c.scale) {
    // Zoom about the card's centre, held inside the view (an off-screen card comes to the middle).
    const p = worldToScreen(c, { x: card.x + card.width / 2, y: card.y + card.height / 2 });
    const on = p.x >= 0 && p.x <= size.width && p.y >= 0 && p.y <= size.height;
    z = zoomAbout(c, scale / c.scale, p.x, p.y);
    if (!on) {
      const q = worldToScreen(z, { x: card.x + card.width / 2, y: card.y + card.height / 2 });
      z = panBy(z, size.width / 2 - q.x, size.height / 2 - q.y);
    }
  }
  return reveal(z, card, size, margin);
}

/** Pan just enough that world rectangle `r` is on screen (with a margin); unchanged if it already is. */
export function reveal(c: Camera, r: WorldRect, size: Size, margin = FIT_MARGIN): Camera {
  const a = worldToScreen(c, { x: r.x, y: r.y });
  const b = worldToScreen(c, { x: r.x + r.width, y: r.y + r.height });
  let dx = 0;
  let dy = 0;
  if (b.x - a.x > size.width - 2 * margin) dx = size.width / 2 - (a.x + b.x) / 2;
  else if (a.x < margin) dx = margin - a.x;
  else if (b.x > size.width - margin) dx = size.width - margin - b.x;
  if (b.y - a.y > size.height - 2 * margin) dy = size.height / 2 - (a.y + b.y) / 2;
  else if (a.y < margin) dy = margin - a.y;
  else if (b.y > size.height - margin) dy = size.height - margin - b.y;
  return dx === 0 && dy === 0 ? c : panBy(c, dx, dy);
}

export type KeyCommand =
  | { kind: 'camera'; camera: Camera }
  | { kind: 'fitAll' }
  | { kind: 'focusPlayer'; seat: number };

/**
 * What a key does to the table (keyboard control of the camera): + and = zoom in, - and _ zoom
 * out (about the centre), the arrow keys pan (the view moves toward the arrow), 0 fits the whole
 * table, 1..8 focus the player in seat N - 1 (Player 1 is seat 0). Null for any other key.
 */
export function keyCommand(c: Camera, key: string, size: Size): KeyCommand | null {
  const cx = size.width / 2;
  const cy = size.height / 2;
  const px = size.width * PAN_STEP;
  const py = size.height * PAN_STEP;
  switch (key) {
    case '+':
    case '=':
      return { kind: 'camera', camera: zoomAbout(c, ZOOM_STEP, cx, cy) };
    case '-':
    case '_':
      return { kind: 'camera', camera: zoomAbout(c, 1 / ZOOM_STEP, cx, cy) };
    case 'ArrowLeft':
      return { kind: 'camera', camera: panBy(c, px, 0) };
    case 'ArrowRight':
      return { kind: 'camera', camera: panBy(c, -px, 0) };
    case 'ArrowUp':
      return { kind: 'camera', camera: panBy(c, 0, py) };
    case 'ArrowDown':
      return { kind: 'camera', camera: panBy(c, 0, -py) };
    case '0':
      return { kind: 'fitAll' };
    default:
      if (/^[1-8]$/.test(key)) return { kind: 'focusPlayer', seat: Number(key) - 1 };
      return null;
  }
}

export interface Touch {
  x: number;
  y: number;
}

/**
 * Two-finger pinch: from the previous pair of touch points to the current pair, zoom by the
 * change of their distance about their midpoint and pan by the midpoint's motion.
 */
export function pinch(c: Camera, before: readonly [Touch, Touch], after: readonly [Touch, Touch]): Camera {
  const d0 = Math.hypot(before[1].x - before[0].x, before[1].y - before[0].y);
  const d1 = Math.hypot(after[1].x - after[0].x, after[1].y - after[0].y);
  if (!finite(d0, d1) || d0 < 1 || d1 < 1) return c;
  const m0 = { x: (before[0].x + before[1].x) / 2, y: (before[0].y + before[1].y) / 2 };
  const m1 = { x: (after[0].x + after[1].x) / 2, y: (after[0].y + after[1].y) / 2 };
  return zoomAbout(panBy(c, m1.x - m0.x, m1.y - m0.y), d1 / d0, m1.x, m1.y);
}

/**
 * Resolution for the cached card pictures at this zoom: device pixels per world pixel, rounded up
 * to a few tiers (so zooming does not redraw every card at every step), at most 3 (memory).
 */
export function cacheRatio(scale: number, devicePixelRatio = 1): number {
  const need = (Number.isFinite(scale) ? scale : 1) * (Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1);
  for (const tier of CACHE_TIERS) if (need <= tier) return tier;
  return CACHE_TIERS[CACHE_TIERS.length - 1];
}
export const CACHE_TIERS = [0.5, 1, 1.5, 2, 3] as const;

/** Straight interpolation between two cameras (t in 0..1), for animated focus changes. */
export function blend(a: Camera, b: Camera, t: number): Camera {
  const k = Math.min(1, Math.max(0, t));
  // Interpolate the scale geometrically so that zooming feels even.
  const scale = a.scale * Math.pow(b.scale / a.scale, k);
  // The offsets move linearly; both ends are exact, and in between the motion only has to look smooth.
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, scale };
}
