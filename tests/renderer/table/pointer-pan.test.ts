// Pointer input of the table camera (src/renderer/src/table/use-pointer-pan.ts), in Node with a
// stand-in window and canvas: a drag pans, a short press stays a click, a press on a draggable
// card is Konva's, two pointers pinch, the wheel zooms about the pointer, and disposing stops it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ref } from 'vue';
import type { Camera } from '../../../src/renderer/src/table/camera';
import { usePointerPan } from '../../../src/renderer/src/table/use-pointer-pan';

class FakeCanvas {}
const g = globalThis as Record<string, unknown>;
let saved: { window: unknown; canvas: unknown };

beforeEach(() => {
  saved = { window: g.window, canvas: g.HTMLCanvasElement };
  g.window = new EventTarget();
  g.HTMLCanvasElement = FakeCanvas;
});
afterEach(() => {
  g.window = saved.window;
  g.HTMLCanvasElement = saved.canvas;
});

function rig(grabs: boolean | ((p: { x: number; y: number }) => boolean) = false) {
  let camera: Camera = { x: 0, y: 0, scale: 1 };
  let pans = 0;
  const root = ref({ getBoundingClientRect: () => ({ left: 10, top: 20 }) } as unknown as HTMLDivElement);
  const cam = { current: () => camera, take: (c: Camera) => (camera = c) } as never;
  const pan = usePointerPan({ root, cam, grabs: (p) => (typeof grabs === 'function' ? grabs(p) : grabs), onPan: () => pans++ });
  // Event's own fields (target) are getters: the stand-in values are defined on the instance.
  const ev = (type: string, fields: Record<string, unknown>) => {
    const e = new Event(type);
    for (const [k, v] of Object.entries({ pointerType: 'mouse', button: 0, target: new FakeCanvas(), ...fields })) Object.defineProperty(e, k, { value: v });
    return e;
  };
  const down = (id: number, x: number, y: number) => pan.onPointerDown(ev('pointerdown', { pointerId: id, clientX: x, clientY: y }) as PointerEvent);
  const move = (id: number, x: number, y: number) => (g.window as EventTarget).dispatchEvent(ev('pointermove', { pointerId: id, clientX: x, clientY: y }));
  const up = (id: number) => (g.window as EventTarget).dispatchEvent(ev('pointerup', { pointerId: id }));
  return { pan, down, move, up, ev, camera: () => camera, pans: () => pans };
}

describe('pointer pan', () => {
  it('a drag on the felt pans the camera by the pointer motion and is not a click', () => {
    const r = rig();
    r.down(1, 100, 100);
    r.move(1, 130, 110);
    r.move(1, 150, 120);
    r.up(1);
    expect(r.camera()).toEqual({ x: 50, y: 20, scale: 1 });
    expect(r.pan.wasPan()).toBe(true);
    expect(r.pans()).toBeGreaterThan(0);
    // Released: later moves do nothing.
    r.move(1, 400, 400);
    expect(r.camera()).toEqual({ x: 50, y: 20, scale: 1 });
  });

  it('a press that hardly moves stays a click', () => {
    const r = rig();
    r.down(1, 100, 100);
    r.move(1, 102, 101);
    r.up(1);
    expect(r.pan.wasPan()).toBe(false);
    expect(r.camera()).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('a press on a draggable card is left to Konva', () => {
    const r = rig(true);
    r.down(1, 100, 100);
    r.move(1, 200, 200);
    expect(r.camera()).toEqual({ x: 0, y: 0, scale: 1 });
  });

  it('two pointers moving apart zoom in', () => {
    const r = rig();
    r.down(1, 100, 100);
    r.down(2, 200, 100);
    r.move(2, 300, 100);
    expect(r.camera().scale).toBeGreaterThan(1.5);
  });

  it('touch: a second finger that lands on a draggable card still pinches (two-finger zoom and pan over one\'s structure)', () => {
    // Cards the player may drag lie right of x = 250 (canvas coordinates).
    const r = rig((p) => p.x > 250);
    r.down(1, 100, 100);
    r.down(2, 300, 100);
    r.move(2, 500, 100);
    expect(r.camera().scale).toBeGreaterThan(1.5);
  });

  it('the wheel zooms about the pointer, and a right button or a press off the canvas does nothing', () => {
    const r = rig();
    r.pan.onWheel(r.ev('wheel', { deltaY: -100, deltaMode: 0, clientX: 110, clientY: 120 }) as unknown as WheelEvent);
    expect(r.camera().scale).toBeGreaterThan(1);
    const before = r.camera();
    r.pan.onPointerDown(r.ev('pointerdown', { pointerId: 3, clientX: 0, clientY: 0, button: 2 }) as PointerEvent);
    r.pan.onPointerDown(r.ev('pointerdown', { pointerId: 4, clientX: 0, clientY: 0, target: {} }) as PointerEvent);
    r.move(3, 300, 300);
    r.move(4, 300, 300);
    expect(r.camera()).toEqual(before);
  });

  it('dispose stops listening in the middle of a drag', () => {
    const r = rig();
    r.down(1, 100, 100);
    r.pan.dispose();
    r.move(1, 200, 200);
    expect(r.camera()).toEqual({ x: 0, y: 0, scale: 1 });
  });
});
