// How long the table's animations last (issue 18, item 3). They follow the speed setting (the same
// one that paces the bots: src/server/host/bot-driver.ts BOT_DELAY_MS is 250 / 700 / 1500 ms for
// fast / normal / slow) and shrink to nothing under reduced motion or at "instant": at instant
// nothing on the table waits. Each animation is shorter than the pause a bot takes before its next
// action at that speed, so that animations do not pile up behind a fast bot.

/** How much motion the player wants: settings.reducedMotion gives 'reduced', botSpeed 'instant' gives 'instant'. */
export type Motion = 'full' | 'reduced' | 'instant';

/** The speed setting as the table sees it (settings.botSpeed). */
export type AnimSpeed = 'instant' | 'fast' | 'normal' | 'slow';

export interface AnimTimings {
  /** A card sliding to a new place (captured, moved, released, to the dead pile, drawn from the deck). */
  slide: number;
  /** A money chip flying from one treasury to another. */
  chip: number;
  /** Gap between the starts of two successive flights of one update, so that several read as a sequence. */
  stagger: number;
  /** No flight of one update starts later than this after the first (a crowded update stays short). */
  maxStagger: number;
}

const NONE: AnimTimings = { slide: 0, chip: 0, stagger: 0, maxStagger: 0 };

/** Multiplier of the normal durations for each speed; slow leaves time to follow, fast keeps up with 250 ms bots. */
const FACTOR: Record<Exclude<AnimSpeed, 'instant'>, number> = { fast: 0.45, normal: 1, slow: 1.6 };

/** The multiplier of a speed (1 for 'normal' and for anything unknown). */
export function speedFactor(speed: AnimSpeed): number {
  return speed === 'instant' ? 0 : (FACTOR[speed] ?? 1);
}

/** Milliseconds of each kind of flight for this motion and speed (all zero: nothing moves). */
export function animTimings(motion: Motion, speed: AnimSpeed): AnimTimings {
  if (motion !== 'full' || speed === 'instant') return NONE;
  const f = speedFactor(speed);
  return { slide: Math.round(420 * f), chip: Math.round(480 * f), stagger: Math.round(70 * f), maxStagger: Math.round(280 * f) };
}

/** The speed setting's value, or 'normal' for anything else (bad input changes nothing). */
export function animSpeed(x: unknown): AnimSpeed {
  return x === 'instant' || x === 'fast' || x === 'slow' ? x : 'normal';
}

/** Smooth start and stop (cubic). */
export function easeInOut(t: number): number {
  const k = Math.min(1, Math.max(0, t));
  return k < 0.5 ? 4 * k * k * k : 1 - Math.pow(-2 * k + 2, 3) / 2;
}

/** Where a flight is at time `t` (ms since the plan began): 0 before its delay, 1 after its end. */
export function progress(t: number, delay: number, duration: number): number {
  if (duration <= 0) return t >= delay ? 1 : 0;
  return Math.min(1, Math.max(0, (t - delay) / duration));
}
