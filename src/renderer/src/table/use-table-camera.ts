// The camera of the table canvas: the pure math of camera.ts applied to the Konva layers that
// show the world (the overlay stays in screen space). No Vue work per frame: moving the camera
// sets the layers' transforms and asks Konva for a redraw. Also decides when the cached card
// pictures need another resolution, and keeps the whole table in view until the player takes
// the camera.
import type Konva from 'konva';
import { onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { Seat } from '../../../shared/engine';
import { blend, cacheRatio, defaultView, detailFor, fitRect, focusCard, focusRect, reveal, showAll, zoomAbout, type Camera } from './camera';
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
  /** A card is being dragged: the camera does not move under it (the places of a move are shown once it is dropped or before it is picked up). */
  dragging: () => boolean;
}

export function useTableCamera(o: TableCameraOptions) {
  let camera: Camera = { x: 0, y: 0, scale: 1 };
  /**
   * Where the camera is going: the end of the glide under way (else the camera itself). A reveal
   * starts from here, so that a second one right after the first goes on from where the first
   * goes, not from where it began (issue 34: the attack's target revealed, then undone).
   */
  let aim: Camera = camera;
  /**
   * Until the player pans or zooms, the camera keeps a view as the table grows: the default view
   * (camera.ts defaultView; the winners' areas once the game is over), or the whole table after
   * *Fit table* (issue 35: it always shows every structure).
   */
  let autoFit: 'default' | 'whole' | null = 'default';
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
    aim = to;
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
    autoFit = null;
    move(c, animate);
  }

  /** The view kept now: the automatic one (autoFit) or the player's, moved so that the places of a group being placed or moved are all on screen. */
  function wanted(t: TableLayout): Camera {
    const size = o.size.value;
    let c = camera;
    if (autoFit === 'whole') c = fitRect(t.bounds, size);
    else if (autoFit === 'default') c = t.winners ? focusRect(t.winners, size) : defaultView(t.bounds, t.home, size);
    if (!t.moving || o.dragging()) return c;
    const places = t.highlights.filter((h) => h.status === 'open').map((h) => h.slot);
    const group = t.cards.find((x) => x.id === t.moving?.group);
    return showAll(c, group ? [...places, group.bounds] : places, size);
  }

  /** *Fit table*, the 0 key and the corner button: the whole table, kept as it grows. */
  function fitAll(animate = true): void {
    const t = o.table();
    if (!t || o.size.value.width <= 0) return;
    autoFit = 'whole';
    move(wanted(t), animate);
  }

  function focusPlayer(seat: Seat): boolean {
    const area = o.table()?.players.find((a) => a.seat === seat);
    if (!area) return false;
    take(focusRect(area.rect, o.size.value), true);
    return true;
  }

  /** A card to focus on once the canvas has its size (the coach may ask in the frame the table appears, before it is measured). */
  let pendingCard: WorldRect | null = null;
  /** One card whole on screen and large enough to read its face (the tutorial's coach, issue 35; camera.ts focusCard). */
  function focusCardRect(r: WorldRect): void {
    if (o.size.value.width <= 0 || o.size.value.height <= 0) {
      pendingCard = r;
      return;
    }
    pendingCard = null;
    const c = focusCard(camera, r, o.size.value);
    if (c !== camera) take(c, true);
  }

  /** Back to the view the table opens with, kept as it grows (after the coach's focus on a card). */
  function restoreDefault(): void {
    const t = o.table();
    if (!t || o.size.value.width <= 0) return;
    autoFit = 'default';
    move(wanted(t), true);
  }

  function zoomBy(factor: number): void {
    take(zoomAbout(camera, factor, o.size.value.width / 2, o.size.value.height / 2), true);
  }

  /** Pan just enough to show `r` (keyboard focus moving off screen). */
  function revealRect(r: WorldRect): void {
    const c = reveal(aim, r, o.size.value);
    if (c !== aim) take(c, true);
  }

  /** Bring all of `rs` into view together, in one glide: panned if they fit at this zoom, else zoomed out just enough (issue 34: an attack's cards). */
  function revealRects(rs: readonly WorldRect[]): void {
    const c = showAll(aim, rs, o.size.value);
    if (c !== aim) take(c, true);
  }

  /** What the kept view depends on, as a text: the table's extent, the winners, the places of a move. */
  const viewKey = (t: TableLayout): string => {
    const r = (x: WorldRect | null): string => (x ? `${x.x},${x.y},${x.width},${x.height}` : '-');
    return [r(t.bounds), r(t.home), r(t.winners), t.moving?.group ?? '', ...t.highlights.filter((h) => h.status === 'open').map((h) => r(h.slot))].join('|');
  };
  watch(
    () => {
      const t = o.table();
      return t ? viewKey(t) : null;
    },
    (now, old) => {
      const t = o.table();
      if (!t || now === null || o.size.value.width <= 0) return;
      // The game just ended: its winners are framed whatever the camera was (issue 35).
      if (t.winners && !(old ?? '').split('|')[2]?.includes(',')) autoFit = 'default';
      const c = wanted(t);
      if (c.x !== camera.x || c.y !== camera.y || c.scale !== camera.scale) move(c, !!old && (t.moving !== null || !!t.winners));
    },
  );
  watch(o.size, () => {
    const t = o.table();
    if (t && autoFit) move(wanted(t), false);
    else set(camera);
    if (pendingCard) focusCardRect(pendingCard);
  });

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
    focusCardRect,
    restoreDefault,
    zoomBy,
    revealRect,
    revealRects,
  };
}
