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
  /**
   * How many of its latest pictures to keep by the key `repaint` is given (default none): a
   * picture that goes back to what it showed before (a label's DECIDING tag on, then off again)
   * is shown again without painting it anew.
   */
  keep?: number;
}

export function usePicture(spec: PictureSpec) {
  let pic: Picture | null = null;
  let cancel: (() => void) | null = null;
  /** The kept pictures by key, oldest first (at most spec.keep), with their smallest text. */
  const kept = new Map<string, { pic: Picture; min: number }>();
  const isKept = (p: Picture): boolean => [...kept.values()].some((k) => k.pic === p);

  function show(p: Picture): void {
    const old = pic;
    pic = p;
    if (old && old.source !== p.source && !isKept(old)) release(old);
  }

  function keep(key: string, p: Picture, min: number): void {
    const old = kept.get(key)?.pic;
    kept.delete(key);
    kept.set(key, { pic: p, min });
    if (old && old !== p && old !== pic && old.source !== p.source) release(old);
    while (kept.size > (spec.keep ?? 0)) {
      const [k, q] = kept.entries().next().value as [string, { pic: Picture }];
      kept.delete(k);
      if (q.pic !== pic) release(q.pic);
    }
  }

  /**
   * Paints the picture again. With `keep`, a string `key` names what it shows: the picture kept
   * for that key, if any, is shown instead (anything else, e.g. a watcher's arguments, is no key).
   */
  function repaint(what?: unknown): void {
    cancel?.();
    cancel = null;
    const key = spec.keep && typeof what === 'string' ? what : undefined;
    const had = key !== undefined ? kept.get(key) : undefined;
    if (key !== undefined && had) {
      keep(key, had.pic, had.min);
      show(had.pic);
      spec.node()?.setAttr('minText', had.min);
      spec.node()?.getLayer()?.batchDraw();
      return;
    }
    const { width, height, pad } = spec.box();
    // The smallest text of the picture, for the test hook (text-meter.ts).
    let min = Infinity;
    const draw = (ctx: CanvasRenderingContext2D): void => {
      min = meterText(ctx, () => spec.draw(ctx));
      spec.node()?.setAttr('minText', min);
    };
    cancel = paint(width, height, pad, spec.ratio(), draw, (p, upgrade) => {
      show(p);
      if (key !== undefined) keep(key, p, min);
      // The bitmap of a picture already on screen shows the same pixels: it serves from the next
      // redraw on. Redrawing the layer for it drew the whole table a second time after every
      // change of a card or label (issue 39: a second full-canvas commit in the dice window).
      if (!upgrade) spec.node()?.getLayer()?.batchDraw();
    });
  }

  onBeforeUnmount(() => {
    cancel?.();
    for (const q of kept.values()) if (q.pic !== pic) release(q.pic);
    kept.clear();
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
