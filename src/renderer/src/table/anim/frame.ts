// Where the overlay draws the flying things of a plan at time t (ms since the plan began): cards
// that left the table and card backs (ghosts), and money chips on a short arc. Pure; AnimOverlay.vue
// draws what this returns. The sliding cards themselves are CardNode's (slidePose).
import type { CardSprite } from '../sprites';
import type { AnimPlan, Pose, Slide } from './plan';
import { easeInOut, progress } from './timing';

export interface GhostFrame {
  face: CardSprite | null;
  x: number;
  y: number;
  rotation: number;
  scale: number;
  alpha: number;
}

export interface ChipFrame {
  x: number;
  y: number;
  amount: number;
  scale: number;
}

export interface OverlayFrame {
  ghosts: GhostFrame[];
  chips: ChipFrame[];
  /** Nothing more will be drawn for this plan. */
  done: boolean;
}

/** The end rotation taken the short way round (270 to 0 turns by 90 degrees, not 270). */
export function shortRotation(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return from + d;
}

function between(a: Pose, b: Pose, k: number): Pose {
  return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k, rotation: a.rotation + (shortRotation(a.rotation, b.rotation) - a.rotation) * k };
}

/** A sliding card's pose at time t (before its delay: where it was; after its end: where it goes). */
export function slidePose(s: Slide, t: number): Pose {
  const k = progress(t, s.delay, s.duration);
  return k >= 1 ? s.to : between(s.from, s.to, easeInOut(k));
}

export function overlayFrame(plan: AnimPlan, t: number): OverlayFrame {
  const ghosts: GhostFrame[] = [];
  for (const g of plan.ghosts) {
    const k = progress(t, g.delay, g.duration);
    if (k >= 1) continue;
    const e = easeInOut(k);
    const p = between(g.from, g.to, e);
    ghosts.push({ face: g.face, x: p.x, y: p.y, rotation: p.rotation, scale: 1 + (g.endScale - 1) * e, alpha: g.fade ? 1 - e : 1 });
  }
  const chips: ChipFrame[] = [];
  for (const c of plan.chips) {
    const k = progress(t, c.delay, c.duration);
    if (k <= 0 || k >= 1) continue;
    const e = easeInOut(k);
    const dist = Math.hypot(c.to.x - c.from.x, c.to.y - c.from.y);
    // A coin tossed over: up on the way, a little larger at the top of the arc.
    const lift = Math.sin(Math.PI * k) * Math.min(90, 0.3 * dist);
    chips.push({ x: c.from.x + (c.to.x - c.from.x) * e, y: c.from.y + (c.to.y - c.from.y) * e - lift, amount: c.amount, scale: 1 + 0.3 * Math.sin(Math.PI * k) });
  }
  return { ghosts, chips, done: t >= plan.end };
}
