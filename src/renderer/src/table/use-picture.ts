// The painted picture of one Konva shape (picture.ts), for the card, label and deck components:
// paint it again when asked, draw it from the shape's sceneFunc, free it when the component goes.
import type Konva from 'konva';
import { onBeforeUnmount } from 'vue';
import { blit, paint, release, type Picture } from './picture';
import { meterText } from './text-meter';

export interface PictureSpec {
  /** The shape that shows the picture (redrawn when a new one is ready). */
  node: () => Konva.Shape | undefined;
  /** Box in world pixels and the room around it. */
  box: () => { width: number; height: number; pad: number };
  /** Device pixels per world pixel. */
  ratio: () => number;
  /** Paints the picture, origin at the box's top-left corner. */
  draw: (ctx: CanvasRenderingContext2D) => void;
}

export function usePicture(spec: PictureSpec) {
  let pic: Picture | null = null;
  let cancel: (() => void) | null = null;

  function repaint(): void {
    cancel?.();
    const { width, height, pad } = spec.box();
    // The smallest text of the picture, for the test hook (text-meter.ts).
    const draw = (ctx: CanvasRenderingContext2D): void => {
      const min = meterText(ctx, () => spec.draw(ctx));
      spec.node()?.setAttr('minText', min);
    };
    cancel = paint(width, height, pad, spec.ratio(), draw, (p, upgrade) => {
      const old = pic;
      pic = p;
      if (old && old.source !== p.source) release(old);
      // The bitmap of a picture already on screen shows the same pixels: it serves from the next
      // redraw on. Redrawing the layer for it drew the whole table a second time after every
      // change of a card or label (issue 39: a second full-canvas commit in the dice window).
      if (!upgrade) spec.node()?.getLayer()?.batchDraw();
    });
  }

  onBeforeUnmount(() => {
    cancel?.();
    release(pic);
    pic = null;
  });

  return {
    repaint,
    /** For the shape's sceneFunc. */
    sceneFunc: (ctx: Konva.Context): void => blit(ctx._context, pic),
  };
}

/** Hit area of a pictured shape: its whole rectangle (the picture itself is not a path). */
export function rectHit(ctx: Konva.Context, shape: Konva.Shape): void {
  ctx.beginPath();
  ctx.rect(0, 0, shape.width(), shape.height());
  ctx.closePath();
  ctx.fillStrokeShape(shape);
}
