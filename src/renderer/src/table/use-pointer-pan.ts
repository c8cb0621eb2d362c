// Moving the table camera with the pointer: one pointer pans, two pinch-zoom, the wheel zooms about
// the pointer. Presses on a draggable card are left to Konva (drag and drop of cards) unless another
// pointer is already down (then it is a pinch), and presses
// outside the canvas (zoom buttons, banners) are ignored. `travelled()` tells the click handler
// that a press was the end of a pan, not a click.
import type { Ref } from 'vue';
import { panBy, pinch, wheelFactor, zoomAbout, type Touch } from './camera';
import type { useTableCamera } from './use-table-camera';

export interface PointerPanOptions {
  root: Ref<HTMLDivElement | null>;
  cam: ReturnType<typeof useTableCamera>;
  /** Whether a press at this point (relative to the canvas) belongs to Konva: a draggable card. */
  grabs: (p: Touch) => boolean;
  /** Called as a pan starts moving the camera (the hover goes). */
  onPan: () => void;
}

/** Pointer travel (px) beyond which a press is a pan and not a click. */
const CLICK_SLOP = 4;

export function usePointerPan(o: PointerPanOptions) {
  const pointers = new Map<number, Touch>();
  let travelled = 0;

  function localPoint(ev: { clientX: number; clientY: number }): Touch {
    const r = (o.root.value as HTMLDivElement).getBoundingClientRect();
    return { x: ev.clientX - r.left, y: ev.clientY - r.top };
  }

  function listen(on: boolean): void {
    if (on) {
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerUp);
    } else {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
    }
  }

  function onPointerDown(ev: PointerEvent): void {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    if (!(ev.target instanceof HTMLCanvasElement)) return;
    const p = localPoint(ev);
    if (pointers.size === 0) travelled = 0;
    // A second finger pinches whatever it lands on (touch: zoom and pan over one's own cards).
    if (pointers.size === 0 && o.grabs(p)) return;
    pointers.set(ev.pointerId, p);
    if (pointers.size === 1) listen(true);
  }

  function onPointerMove(ev: PointerEvent): void {
    const before = pointers.get(ev.pointerId);
    if (!before) return;
    const p = localPoint(ev);
    if (pointers.size >= 2) {
      const [a, b] = [...pointers.values()];
      const old: [Touch, Touch] = [a, b];
      pointers.set(ev.pointerId, p);
      const [a2, b2] = [...pointers.values()];
      travelled += Math.hypot(p.x - before.x, p.y - before.y);
      o.cam.take(pinch(o.cam.current(), old, [a2, b2]));
      return;
    }
    pointers.set(ev.pointerId, p);
    const dx = p.x - before.x;
    const dy = p.y - before.y;
    travelled += Math.hypot(dx, dy);
    if (travelled > CLICK_SLOP) {
      o.onPan();
      o.cam.take(panBy(o.cam.current(), dx, dy));
    }
  }

  function onPointerUp(ev: PointerEvent): void {
    pointers.delete(ev.pointerId);
    if (pointers.size === 0) listen(false);
  }

  function onWheel(ev: WheelEvent): void {
    ev.preventDefault();
    const p = localPoint(ev);
    o.cam.take(zoomAbout(o.cam.current(), wheelFactor(ev.deltaY, ev.deltaMode), p.x, p.y));
  }

  return {
    onPointerDown,
    onWheel,
    /** Whether the last press moved far enough to be a pan (then it is not a click). */
    wasPan: () => travelled > CLICK_SLOP,
    /** Pointers pressed on the felt now (a card drag that starts meanwhile belongs to a pinch). */
    pressed: () => pointers.size,
    dispose: () => listen(false),
  };
}
