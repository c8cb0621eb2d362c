// The camera of the table canvas: the pure math of camera.ts applied to the Konva layers that
// show the world (the overlay stays in screen space). No Vue work per frame: moving the camera
// sets the layers' transforms and asks Konva for a redraw. Also decides when the cached card
// pictures need another resolution, and keeps the whole table in view until the player takes
// the camera.
import type Konva from 'konva';
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { Seat } from '../../../shared/engine';
import { blend, cacheRatio, defaultView, detailFor, focusRect, reveal, zoomAbout, type Camera } from './camera';
import type { Motion } from './dice';
import type { TableLayout, WorldRect } from './sprites';

/** Duration of a camera glide (focus, fit, keyboard reveal) under full motion. */
const GLIDE_MS = 280;
/** The camera has settled when no change came for this long: cards listen again, and are redrawn sharper after a zoom. */
const SETTLE_MS = 180;

export interface TableCameraOptions {
  /** The world layers (static, structures, interaction). */
  layers: () => Konva.Layer[];
  /**
   * Layers that listen for pointer events (the structures). While the camera moves they stop
   * listening: Konva then neither redraws their hit graph every frame nor reads it back on every
   * pointer move. They listen again once the camera has settled.
   */
  listening: () => Konva.Layer[];
  size: Ref<{ width: number; height: number }>;
  table: () => TableLayout | null;
  motion: () => Motion;
}

export function useTableCamera(o: TableCameraOptions) {
  let camera: Camera = { x: 0, y: 0, scale: 1 };
  /** Until the player pans or zooms, the camera keeps the default view (camera.ts defaultView) as the table grows. */
  let autoFit = true;
  let glide = 0;
  let settle = 0;
  let muted = false;
  /** Resolution of the cached card pictures (device pixels per world pixel). */
  const pixelRatio = ref(cacheRatio(1, window.devicePixelRatio));
  /** Level of detail of the card faces, changed once the camera settles (each change repaints every card). */
  const detail = ref<'far' | 'near'>('far');

  function set(c: Camera): void {
    camera = c;
    for (const l of o.layers()) {
      l.position({ x: c.x, y: c.y });
      l.scale({ x: c.scale, y: c.scale });
      l.batchDraw();
    }
    if (!muted) {
      muted = true;
      for (const l of o.listening()) l.listening(false);
    }
    window.clearTimeout(settle);
    settle = window.setTimeout(() => {
      muted = false;
      for (const l of o.listening()) {
        l.listening(true);
        l.batchDraw();
      }
      const r = cacheRatio(camera.scale, window.devicePixelRatio);
      if (r !== pixelRatio.value) pixelRatio.value = r;
      const d = detailFor(camera.scale);
      if (d !== detail.value) detail.value = d;
    }, SETTLE_MS);
  }

  /** Glide to `to` under full motion, else jump. */
  function move(to: Camera, animate: boolean): void {
    cancelAnimationFrame(glide);
    if (!animate || o.motion() !== 'full') return set(to);
    const from = camera;
    const start = performance.now();
    const step = (): void => {
      const t = Math.min(1, (performance.now() - start) / GLIDE_MS);
      set(blend(from, to, 1 - Math.pow(1 - t, 3)));
      if (t < 1) glide = requestAnimationFrame(step);
    };
    glide = requestAnimationFrame(step);
  }

  /** A camera the player chose (pan, wheel, pinch, keys): it stays where he put it. */
  function take(c: Camera, animate = false): void {
    autoFit = false;
    move(c, animate);
  }

  function fitAll(animate = true): void {
    const t = o.table();
    if (!t || o.size.value.width <= 0) return;
    autoFit = true;
    move(defaultView(t.bounds, t.home, o.size.value), animate);
  }

  function focusPlayer(seat: Seat): boolean {
    const area = o.table()?.players.find((a) => a.seat === seat);
    if (!area) return false;
    take(focusRect(area.rect, o.size.value), true);
    return true;
  }

  function zoomBy(factor: number): void {
    take(zoomAbout(camera, factor, o.size.value.width / 2, o.size.value.height / 2), true);
  }

  /** Pan just enough to show `r` (keyboard focus moving off screen). */
  function revealRect(r: WorldRect): void {
    const c = reveal(camera, r, o.size.value);
    if (c !== camera) take(c, true);
  }

  watch(
    () => o.table() && [o.table()!.bounds, o.table()!.home],
    (now, old) => {
      if (!now) return;
      const same = (a: WorldRect, b: WorldRect | undefined): boolean => !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
      if (autoFit && (!old || !same(now[0], old[0]) || !same(now[1], old[1]))) fitAll(false);
    },
  );
  watch(o.size, () => (autoFit ? fitAll(false) : set(camera)));

  onBeforeUnmount(() => {
    cancelAnimationFrame(glide);
    window.clearTimeout(settle);
  });

  return {
    pixelRatio,
    detail,
    /** The camera now (read when drawing and handling input). */
    current: (): Camera => camera,
    /** Re-apply the camera (after the layers appeared). */
    apply: (): void => set(camera),
    take,
    fitAll,
    focusPlayer,
    zoomBy,
    revealRect,
  };
}
