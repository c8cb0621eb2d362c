// Pan and zoom math of the table (src/renderer/src/table/camera.ts).
import { describe, expect, it } from 'vitest';
import {
  CACHE_TIERS, FIT_MARGIN, FOCUS_MAX_SCALE, MAX_SCALE, MIN_SCALE, PAN_STEP, ZOOM_STEP,
  blend, cacheRatio, clampScale, fitRect, focusRect, keyCommand, panBy, pinch, reveal, screenToWorld,
  wheelFactor, worldToScreen, zoomAbout, type Camera,
} from '../../../src/renderer/src/table/camera';

const VIEW = { width: 1200, height: 800 };
const cam: Camera = { x: 130, y: -40, scale: 0.8 };

describe('world and screen', () => {
  it('screenToWorld inverts worldToScreen', () => {
    for (const p of [{ x: 0, y: 0 }, { x: 123.5, y: -77 }, { x: -4000, y: 2500 }]) {
      const back = screenToWorld(cam, worldToScreen(cam, p));
      expect(back.x).toBeCloseTo(p.x, 9);
      expect(back.y).toBeCloseTo(p.y, 9);
    }
    expect(worldToScreen(cam, { x: 10, y: 20 })).toEqual({ x: 138, y: -24 });
  });

  it('panBy moves the picture by the pointer motion, in screen pixels', () => {
    expect(panBy(cam, 15, -5)).toEqual({ x: 145, y: -45, scale: 0.8 });
    expect(panBy(cam, Number.NaN, 3)).toBe(cam);
  });
});

describe('zoom', () => {
  it('keeps the world point under the cursor where it is', () => {
    for (const factor of [1.25, 0.8, 3, 0.1]) {
      const px = 400, py = 300;
      const before = screenToWorld(cam, { x: px, y: py });
      const z = zoomAbout(cam, factor, px, py);
      const after = screenToWorld(z, { x: px, y: py });
      expect(after.x).toBeCloseTo(before.x, 9);
      expect(after.y).toBeCloseTo(before.y, 9);
    }
  });

  it('clamps the scale to 0.2 .. 4', () => {
    expect(zoomAbout(cam, 100, 0, 0).scale).toBe(MAX_SCALE);
    expect(zoomAbout(cam, 0.001, 0, 0).scale).toBe(MIN_SCALE);
    expect([MIN_SCALE, MAX_SCALE]).toEqual([0.2, 4]);
    expect(clampScale(5)).toBe(4);
    expect(clampScale(0.01)).toBe(0.2);
    expect(clampScale(Number.NaN)).toBe(1);
    // At the limit, zooming further changes nothing (no drift of the picture either).
    const atMax = { x: 5, y: 7, scale: MAX_SCALE };
    expect(zoomAbout(atMax, 2, 300, 200)).toEqual(atMax);
  });

  it('refuses nonsense factors', () => {
    expect(zoomAbout(cam, 0, 1, 1)).toBe(cam);
    expect(zoomAbout(cam, -2, 1, 1)).toBe(cam);
    expect(zoomAbout(cam, Number.POSITIVE_INFINITY, 1, 1)).toBe(cam);
  });

  it('a wheel notch zooms in when scrolled up, out when down, and one event is bounded', () => {
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(100) * wheelFactor(-100)).toBeCloseTo(1, 12);
    expect(wheelFactor(-100000)).toBeCloseTo(wheelFactor(-240), 12);
    // Lines and pages are converted to pixels.
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48), 12);
    expect(wheelFactor(1, 2)).toBeCloseTo(wheelFactor(240), 12);
    expect(wheelFactor(Number.NaN)).toBe(1);
  });
});

describe('fitting and focusing', () => {
  const rect = { x: -2000, y: -1300, width: 3900, height: 2500 };

  it('fitRect shows the whole rectangle, centred, within the margin', () => {
    const c = fitRect(rect, VIEW);
    const a = worldToScreen(c, { x: rect.x, y: rect.y });
    const b = worldToScreen(c, { x: rect.x + rect.width, y: rect.y + rect.height });
    expect(a.x).toBeGreaterThanOrEqual(FIT_MARGIN - 1e-9);
    expect(a.y).toBeGreaterThanOrEqual(FIT_MARGIN - 1e-9);
    expect(b.x).toBeLessThanOrEqual(VIEW.width - FIT_MARGIN + 1e-9);
    expect(b.y).toBeLessThanOrEqual(VIEW.height - FIT_MARGIN + 1e-9);
    expect((a.x + b.x) / 2).toBeCloseTo(VIEW.width / 2, 9);
    expect((a.y + b.y) / 2).toBeCloseTo(VIEW.height / 2, 9);
    // One side touches the margin: it is as large as it can be.
    expect(Math.min(a.x, a.y)).toBeCloseTo(FIT_MARGIN, 9);
  });

  it('a huge table is fitted at the smallest scale; a tiny one at most at the largest', () => {
    expect(fitRect({ x: 0, y: 0, width: 100000, height: 100 }, VIEW).scale).toBe(MIN_SCALE);
    expect(fitRect({ x: 0, y: 0, width: 10, height: 10 }, VIEW).scale).toBe(MAX_SCALE);
  });

  it('focusRect never blows a small area up beyond the focus limit', () => {
    expect(focusRect({ x: 0, y: 0, width: 300, height: 200 }, VIEW).scale).toBe(FOCUS_MAX_SCALE);
    const big = focusRect({ x: 0, y: 0, width: 3000, height: 2000 }, VIEW);
    expect(big.scale).toBeLessThan(FOCUS_MAX_SCALE);
  });

  it('refuses an empty viewport or a non-finite rectangle', () => {
    expect(fitRect(rect, { width: 0, height: 500 })).toEqual({ x: 0, y: 0, scale: 1 });
    expect(fitRect({ ...rect, x: Number.NaN }, VIEW)).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('reveal pans just enough to bring a rectangle on screen, and not at all when it is', () => {
    const visible = { x: 0, y: 0, width: 100, height: 100 };
    const c0 = { x: 300, y: 300, scale: 1 };
    expect(reveal(c0, visible, VIEW)).toBe(c0);
    const off = { x: 2000, y: 0, width: 100, height: 100 };
    const c = reveal(c0, off, VIEW);
    const b = worldToScreen(c, { x: off.x + off.width, y: off.y + off.height });
    expect(b.x).toBeCloseTo(VIEW.width - FIT_MARGIN, 9);
    expect(c.y).toBe(c0.y);
    expect(c.scale).toBe(1);
  });

  it('blend runs from one camera to the other', () => {
    const a = { x: 0, y: 0, scale: 0.5 };
    const b = { x: 100, y: -50, scale: 2 };
    expect(blend(a, b, 0)).toEqual(a);
    expect(blend(a, b, 1)).toEqual(b);
    expect(blend(a, b, 0.5).scale).toBeCloseTo(1, 12);
    expect(blend(a, b, 7)).toEqual(b);
  });
});

describe('keyboard', () => {
  it('+ and = zoom in, - and _ zoom out, about the centre of the viewport', () => {
    for (const [key, f] of [['+', ZOOM_STEP], ['=', ZOOM_STEP], ['-', 1 / ZOOM_STEP], ['_', 1 / ZOOM_STEP]] as const) {
      const cmd = keyCommand(cam, key, VIEW);
      expect(cmd?.kind).toBe('camera');
      if (cmd?.kind !== 'camera') continue;
      expect(cmd.camera.scale).toBeCloseTo(cam.scale * f, 12);
      const centre = screenToWorld(cam, { x: 600, y: 400 });
      const after = screenToWorld(cmd.camera, { x: 600, y: 400 });
      expect(after.x).toBeCloseTo(centre.x, 9);
      expect(after.y).toBeCloseTo(centre.y, 9);
    }
  });

  it('the arrow keys move the view toward the arrow by a step of the viewport', () => {
    const moved = (key: string) => {
      const cmd = keyCommand(cam, key, VIEW);
      if (cmd?.kind !== 'camera') throw new Error(`no camera for ${key}`);
      return screenToWorld(cmd.camera, { x: 600, y: 400 });
    };
    const centre = screenToWorld(cam, { x: 600, y: 400 });
    expect(moved('ArrowRight').x - centre.x).toBeCloseTo((VIEW.width * PAN_STEP) / cam.scale, 9);
    expect(moved('ArrowLeft').x - centre.x).toBeCloseTo((-VIEW.width * PAN_STEP) / cam.scale, 9);
    expect(moved('ArrowDown').y - centre.y).toBeCloseTo((VIEW.height * PAN_STEP) / cam.scale, 9);
    expect(moved('ArrowUp').y - centre.y).toBeCloseTo((-VIEW.height * PAN_STEP) / cam.scale, 9);
  });

  it('0 fits the table, 1..8 focus seats 0..7, other keys do nothing', () => {
    expect(keyCommand(cam, '0', VIEW)).toEqual({ kind: 'fitAll' });
    for (let n = 1; n <= 8; n++) expect(keyCommand(cam, String(n), VIEW)).toEqual({ kind: 'focusPlayer', seat: n - 1 });
    for (const k of ['9', 'a', 'Enter', ' ', 'Tab', 'F1']) expect(keyCommand(cam, k, VIEW)).toBeNull();
  });
});

describe('pinch', () => {
  it('spreading two fingers apart zooms in about their midpoint', () => {
    const before = [{ x: 400, y: 300 }, { x: 500, y: 300 }] as const;
    const after = [{ x: 350, y: 300 }, { x: 550, y: 300 }] as const;
    const mid = screenToWorld(cam, { x: 450, y: 300 });
    const c = pinch(cam, before, after);
    expect(c.scale).toBeCloseTo(cam.scale * 2, 12);
    const m2 = screenToWorld(c, { x: 450, y: 300 });
    expect(m2.x).toBeCloseTo(mid.x, 9);
    expect(m2.y).toBeCloseTo(mid.y, 9);
  });

  it('moving both fingers together pans', () => {
    const c = pinch(cam, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 30, y: 20 }, { x: 130, y: 20 }]);
    expect(c.scale).toBeCloseTo(cam.scale, 12);
    expect(c.x).toBeCloseTo(cam.x + 30, 9);
    expect(c.y).toBeCloseTo(cam.y + 20, 9);
  });

  it('ignores fingers on the same spot', () => {
    expect(pinch(cam, [{ x: 5, y: 5 }, { x: 5, y: 5 }], [{ x: 5, y: 5 }, { x: 50, y: 5 }])).toBe(cam);
  });
});

describe('resolution of the cached pictures', () => {
  it('rounds the device pixels per world pixel up to a tier, at most the last', () => {
    expect(cacheRatio(0.3, 1)).toBe(0.5);
    expect(cacheRatio(0.9, 1)).toBe(1);
    expect(cacheRatio(0.9, 2)).toBe(2);
    expect(cacheRatio(1.2, 1)).toBe(1.5);
    expect(cacheRatio(4, 2)).toBe(CACHE_TIERS[CACHE_TIERS.length - 1]);
    expect(cacheRatio(Number.NaN, Number.NaN)).toBe(1);
    for (let s = 0.2; s <= 4; s += 0.1) expect(cacheRatio(s, 1)).toBeGreaterThanOrEqual(Math.min(s, 3));
  });
});
