// Frame-time statistics shared by the UI benchmark's measures (ui-bench.ts, capture-frames.ts).

export const FRAME_TARGET_MS = 16.7;
/** An interval this long means at least one frame was missed (timestamps jitter by a few tenths of a ms). */
export const MISSED_FRAME_MS = 1.5 * FRAME_TARGET_MS;
export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Intervals longer than MISSED_FRAME_MS. */
  missed: number;
}

export function stats(xs: number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: s.at(-1) ?? NaN, missed: s.filter((x) => x > MISSED_FRAME_MS).length };
}

export const ms = (x: number) => `${x.toFixed(1)} ms`;
