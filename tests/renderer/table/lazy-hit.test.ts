// The structures layer's hit graph (table/lazy-hit.ts, issue 39): Konva drew it on every redraw
// of the layer (each change of the game, each repainted picture, each frame of a slide), although
// only a pointer reads it. Now a redraw draws the scene only, and the first hit test after it
// draws the hit graph once.
import { describe, expect, it } from 'vitest';
import { lazyHit } from '../../../src/renderer/src/table/lazy-hit';

/** A layer as Konva's: draw() draws the scene and the hit graph; getIntersection reads the hit graph. */
function fakeLayer(opts: { dragging?: () => boolean } = {}) {
  const counts = { scene: 0, hit: 0 };
  let hitOf = -1;
  const layer = {
    drawScene() {
      counts.scene++;
      return this;
    },
    drawHit() {
      if (layer.shouldDrawHit()) {
        counts.hit++;
        hitOf = counts.scene;
      }
      return this;
    },
    draw() {
      this.drawScene();
      this.drawHit();
      return this;
    },
    shouldDrawHit: () => !opts.dragging?.(),
    /** The scene the hit graph read was drawn for (it must be the latest). */
    getIntersection: (_pos: unknown) => hitOf,
  };
  return { layer, counts };
}

describe('lazy hit graph', () => {
  it('Konva as it comes draws the hit graph with every redraw', () => {
    const { layer, counts } = fakeLayer();
    for (let i = 0; i < 5; i++) layer.draw();
    expect(counts).toEqual({ scene: 5, hit: 5 });
  });

  it('redraws draw the scene only; the first hit test after them draws the hit graph once, for the latest scene', () => {
    const { layer, counts } = fakeLayer();
    const lazy = lazyHit(layer as never);
    for (let i = 0; i < 5; i++) layer.draw();
    expect(counts).toEqual({ scene: 5, hit: 0 });
    expect(layer.getIntersection({ x: 1, y: 1 } as never)).toBe(5);
    expect(layer.getIntersection({ x: 2, y: 1 } as never)).toBe(5);
    expect(counts.hit).toBe(1);
    layer.draw();
    expect(layer.getIntersection({ x: 1, y: 1 } as never)).toBe(6);
    expect(lazy.hitDraws()).toBe(2);
  });

  it('while a card is dragged the hit graph stays stale, and is drawn at the first hit test after the drop', () => {
    let dragging = true;
    const { layer, counts } = fakeLayer({ dragging: () => dragging });
    lazyHit(layer as never);
    layer.draw();
    layer.getIntersection({ x: 1, y: 1 } as never);
    expect(counts.hit).toBe(0);
    dragging = false;
    expect(layer.getIntersection({ x: 1, y: 1 } as never)).toBe(1);
    expect(counts.hit).toBe(1);
  });
});
