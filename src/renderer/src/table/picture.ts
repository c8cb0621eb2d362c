// Pictures drawn once and then blitted: a card, a label, the deck. Konva's own cache keeps each
// picture as a canvas, and a canvas drawn onto another canvas is snapshotted on every draw; with
// ninety cards that was most of a frame of panning in Chromium. An ImageBitmap is immutable and
// drawn directly, so pictures are turned into ImageBitmaps once painted.

export interface Picture {
  /** What to draw: the bitmap once it exists, the canvas it comes from until then. */
  source: CanvasImageSource;
  /** Size in world pixels, and where its top-left corner lies in the shape's own frame. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Paints `draw` (in world pixels, origin at the shape's top-left, `pad` pixels of room around
 * a `width` x `height` box) at `ratio` device pixels per world pixel. `ready` gets the picture
 * at once (canvas-backed) and again when its ImageBitmap is done (`upgrade`: the same pixels,
 * cheaper to draw; nothing on screen changes, so no redraw is needed for it); a newer paint of
 * the same picture supersedes an older one (the older bitmap is dropped, never shown).
 */
export function paint(
  width: number,
  height: number,
  pad: number,
  ratio: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
  ready: (p: Picture, upgrade: boolean) => void,
): () => void {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil((width + 2 * pad) * ratio));
  canvas.height = Math.max(1, Math.ceil((height + 2 * pad) * ratio));
  const ctx = canvas.getContext('2d');
  let cancelled = false;
  if (!ctx) return () => undefined;
  ctx.scale(ratio, ratio);
  ctx.translate(pad, pad);
  draw(ctx);
  const frame = { x: -pad, y: -pad, width: width + 2 * pad, height: height + 2 * pad };
  ready({ source: canvas, ...frame }, false);
  if (typeof createImageBitmap === 'function') {
    createImageBitmap(canvas).then(
      (bitmap) => {
        if (cancelled) bitmap.close();
        else ready({ source: bitmap, ...frame }, true);
      },
      () => undefined, // the canvas keeps serving
    );
  }
  return () => {
    cancelled = true;
  };
}

/** Draws a picture into a Konva scene (its own frame), or nothing while there is none. */
export function blit(ctx: CanvasRenderingContext2D, p: Picture | null): void {
  if (p) ctx.drawImage(p.source, p.x, p.y, p.width, p.height);
}

/** Frees a picture's bitmap. */
export function release(p: Picture | null): void {
  if (p && typeof ImageBitmap !== 'undefined' && p.source instanceof ImageBitmap) p.source.close();
}
