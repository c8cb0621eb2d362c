// The smallest text a drawing puts on the canvas (issue 35): every picture of the table (cards,
// labels, the deck) and the zones record it on their Konva shape (attribute `minText`, in the
// shape's own units), and the test hook (use-table-probe.ts) turns it into CSS pixels at the
// camera of the moment. Measured where the text is drawn, so no size can slip past the count.

type Ctx = CanvasRenderingContext2D;

const PX = /(\d+(?:\.\d+)?)px/;

/**
 * How tall a transform draws a letter: the length of its image of the vertical unit (the
 * letters' height is their size; a name condensed to fit its card, fitLines' stretch, keeps it).
 */
function scaleOf(m: DOMMatrix): number {
  return Math.hypot(m.c, m.d);
}

/**
 * Runs `draw` on `ctx` and returns the smallest font size of the visible text it drew, in the
 * units of the transform `ctx` had when called (Infinity when it drew none). Text drawn fully
 * transparent (a measuring pass) counts too: it is drawn again visibly at the same size.
 */
export function meterText(ctx: Ctx, draw: () => void): number {
  const base = scaleOf(ctx.getTransform()) || 1;
  let min = Infinity;
  const fill = ctx.fillText;
  ctx.fillText = function (this: Ctx, text: string, x: number, y: number, maxWidth?: number): void {
    const m = PX.exec(this.font);
    if (m && String(text).trim()) min = Math.min(min, (Number(m[1]) * scaleOf(this.getTransform())) / base);
    if (maxWidth === undefined) fill.call(this, text, x, y);
    else fill.call(this, text, x, y, maxWidth);
  };
  try {
    draw();
  } finally {
    // The instance's own property goes: the prototype's fillText shows through again.
    delete (ctx as Partial<Ctx>).fillText;
  }
  return min;
}
