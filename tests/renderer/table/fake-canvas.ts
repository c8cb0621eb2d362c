// A canvas 2D context for the drawing tests: it draws nothing, keeps the font size last set, and
// measures text at `em` of that size per character (0.72 by default: wider than the UI font's bold
// capitals on average, so a fit found here also fits on screen). Its hooks see each text drawn and
// each measurement; every other method is a no-op.
export interface FakeCanvasHooks {
  em?: number;
  fillText?: (text: string, x: number, y: number, px: number) => void;
  measured?: (text: string) => void;
}

export function fakeCanvas(h: FakeCanvasHooks = {}): CanvasRenderingContext2D {
  const em = h.em ?? 0.72;
  let px = 10;
  const gradient = { addColorStop: () => undefined };
  const target: Record<string | symbol, unknown> = {
    fillText: (s: string, x: number, y: number) => h.fillText?.(s, x, y, px),
    measureText: (s: string) => {
      h.measured?.(s);
      return { width: s.length * px * em };
    },
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
  };
  const ctx = new Proxy(target, {
    get: (o, k) => (k in o ? o[k] : () => undefined),
    set: (o, k, v) => {
      if (k === 'font') px = Number(/([\d.]+)px/.exec(String(v))?.[1] ?? px);
      o[k] = v;
      return true;
    },
  });
  return ctx as unknown as CanvasRenderingContext2D;
}
