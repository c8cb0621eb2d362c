// The table's animations wired to the canvas: every new layout of a later position (same viewer,
// higher seq) is compared with the one before and gives a plan (plan.ts). CardNode slides the cards
// of plan.slides, AnimOverlay.vue draws the ghosts and chips, and the plan's sound cues go to
// `onCues` at once (the player schedules them at their delays).
import { shallowRef, watch } from 'vue';
import type { Observation } from '../../../../shared/engine';
import type { SoundCue } from '../../sound/names';
import { diceTimings, type DiceRoll, type Motion } from '../dice';
import type { TableLayout } from '../sprites';
import { animates, planAnimations, type AnimPlan, type Slide } from './plan';
import { animTimings, type AnimSpeed } from './timing';

/** A plan and the time (performance.now()) it started. */
export interface AnimRun {
  plan: AnimPlan;
  start: number;
}

export interface TableAnimSpec {
  layout: () => TableLayout | null;
  observation: () => Observation;
  roll: () => DiceRoll | null;
  motion: () => Motion;
  speed: () => AnimSpeed;
  onCues: (cues: SoundCue[]) => void;
}

export function useTableAnim(spec: TableAnimSpec) {
  const run = shallowRef<AnimRun | null>(null);
  let slides = new Map<string, Slide>();
  /** Until when (performance.now() ms) the plan's slides apply: a later move of the same card back to the same place is not a replay. */
  let slidesUntil = 0;
  let shown: { viewer: unknown; seq: number } | null = null;
  let lastRoll: string | number | null = spec.roll()?.id ?? null;
  /** When the last roll's dice started to tumble, and for how long (performance.now() ms). */
  let rollEnds = 0;

  /** A new roll starts its tumble now: how long it tumbles (ms), once per roll; null for no new roll. */
  function newRoll(): number | null {
    const roll = spec.roll();
    if (roll === null || roll.id === lastRoll) return null;
    lastRoll = roll.id;
    const tumble = diceTimings(spec.motion(), spec.speed()).tumble;
    rollEnds = performance.now() + tumble;
    return tumble;
  }

  // A roll may come without the table changing (stores/shown-table.ts holds the table while the
  // dice are in the air): its sound goes at once, and the table's moves wait for the tumble's end.
  // When the roll and its change come together, whichever watcher runs first takes it.
  watch(
    () => spec.roll()?.id ?? null,
    () => {
      const tumble = newRoll();
      if (tumble !== null) spec.onCues([{ sound: 'dice', delay: 0, length: tumble }]);
    },
    { flush: 'sync' },
  );

  // Synchronous: the plan must be there before the cards see their new places in the same render.
  watch(
    spec.layout,
    (next, prev) => {
      const obs = spec.observation();
      const key = { viewer: obs.viewer, seq: obs.seq };
      const later = animates(shown, key);
      if (shown === null || key.seq !== shown.seq || key.viewer !== shown.viewer) shown = key;
      if (!next || !prev || !later) return;
      const tumble = newRoll();
      const now = performance.now();
      const plan = planAnimations({ prev, next, timings: animTimings(spec.motion(), spec.speed()), dice: tumble, tumbling: Math.max(0, rollEnds - now) });
      slides = new Map(plan.slides.map((s) => [s.id, s]));
      slidesUntil = now + plan.end;
      run.value = plan.end > 0 ? { plan, start: performance.now() } : null;
      if (plan.cues.length) spec.onCues(plan.cues);
    },
    { flush: 'sync' },
  );

  return {
    run,
    /** The slide of this card in the plan under way (CardNode reads it when its place changes). */
    slideOf: (id: string): Slide | null => (performance.now() <= slidesUntil ? (slides.get(id) ?? null) : null),
  };
}
