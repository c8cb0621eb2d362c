// The structures layer's hit graph drawn when a pointer asks, not with every picture (issue 39).
// Konva draws a listening layer twice on each batchDraw: the scene, and the hit graph (every card
// again, in its own colour, on a hidden canvas that only pointer events read). On the crowded
// table the hit graph cost about three times the scene in the dice window: each change of the game
// and each picture repainted drew it, while nobody pointed at anything. Here a draw marks it stale,
// and the first hit test after that (a pointer moved, a click, a tap) draws it once, then reads it.
import type Konva from 'konva';

type HitLayer = Pick<Konva.Layer, 'draw' | 'drawScene' | 'drawHit' | 'getIntersection' | 'shouldDrawHit'>;

/** Makes `layer` draw its hit graph lazily; returns how many hit graphs it has drawn (for tests). */
export function lazyHit(layer: HitLayer): { hitDraws: () => number } {
  const drawHit = layer.drawHit;
  const getIntersection = layer.getIntersection;
  let stale = true;
  let draws = 0;
  layer.draw = function (this: HitLayer) {
    this.drawScene();
    stale = true;
    return this as Konva.Layer;
  };
  layer.getIntersection = function (this: HitLayer, pos: Konva.Vector2d) {
    // Not while a card is dragged (Konva leaves the hit graph alone then): the draw after the drop redraws it.
    if (stale && this.shouldDrawHit()) {
      stale = false;
      draws++;
      drawHit.call(this);
    }
    return getIntersection.call(this, pos);
  };
  return { hitDraws: () => draws };
}
