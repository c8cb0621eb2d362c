// The camera follows the action (issue 34): when an attack window opens and its cards are off
// screen, the table glides to show them, unless the player moved the camera himself a moment ago
// (he is looking at something: the table does not fight him).
import { computed, onBeforeUnmount, watch, type Ref } from 'vue';
import { attackWindowOf } from '../logic/attack-draft';
import type { Occupied } from '../logic/quiet-corner';
import { useTableStore } from '../stores/table';

/** How long after the player's own pan, zoom or key on the table the camera stays his. */
const HANDS_OFF_MS = 4000;

export interface FollowCanvas {
  screenRectOf(id: string): { x: number; y: number; width: number; height: number } | null;
  revealCards(ids: readonly string[]): boolean;
  /** What the table shows where on screen (table/occupied.ts), for overlays that must not hide it. */
  occupiedRects(): Occupied[];
}

export function useWindowFollow(canvas: () => FollowCanvas | null, box: Ref<HTMLElement | null> | (() => HTMLElement | null)) {
  const table = useTableStore();
  let touched = 0;
  const el = () => (typeof box === 'function' ? box() : box.value);
  const mark = () => (touched = Date.now());
  const EVENTS = ['pointerdown', 'wheel', 'keydown'] as const;
  let bound: HTMLElement | null = null;
  function bind(): void {
    const b = el();
    if (b === bound) return;
    for (const ev of EVENTS) bound?.removeEventListener(ev, mark);
    bound = b;
    for (const ev of EVENTS) bound?.addEventListener(ev, mark, { passive: true });
  }
  // Listening from the moment the table is there: bound only when the first window opened, the
  // player's panning before it went unheard and the first follow fought him (camera-follow.e2e.ts).
  watch(el, bind, { immediate: true, flush: 'post' });
  onBeforeUnmount(() => {
    for (const ev of EVENTS) bound?.removeEventListener(ev, mark);
  });

  const attack = computed(() => {
    const w = table.view ? attackWindowOf(table.view.observation.pending) : null;
    return w ? { key: `${w.attackSeat}|${w.attacker}|${w.target}`, cards: [w.target, w.attacker] } : null;
  });

  function offScreen(id: string): boolean {
    const c = canvas();
    const b = el();
    const r = c?.screenRectOf(id);
    if (!c || !b || !r) return false;
    return r.x < 0 || r.y < 0 || r.x + r.width > b.clientWidth || r.y + r.height > b.clientHeight;
  }

  watch(
    () => attack.value?.key,
    (k) => {
      bind();
      if (!k || !attack.value || Date.now() - touched < HANDS_OFF_MS) return;
      // Both cards in one move (panned, or zoomed out just enough): two reveals in a row undid the
      // first (the second glide started from where the first began; camera-follow.e2e.ts).
      if (attack.value.cards.some(offScreen)) canvas()?.revealCards(attack.value.cards);
    },
    { flush: 'post' },
  );
}
