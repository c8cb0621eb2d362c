// What playing on the cards adds to the canvas (issue 18, item 2), apart from the drags
// (use-group-drag.ts): the marks drawn on the interaction layer (play-draw.ts), the preview of a
// group on the place under the pointer, the refusal of a click on a blocked arrow with its reason,
// the notice that shows it, and where a card is on screen for a popover beside it.
import { computed, getCurrentInstance, onBeforeUnmount, ref, type Ref } from 'vue';
import { screenToWorld, type Camera } from './camera';
import { describeBlocked } from './describe';
import type { OddsTag, PlayMarks } from './play-draw';
import { blockedAt, cardAt, inside, type Link } from './play-hit';
import type { ArrowHighlight, CardSprite, Point, TableLayout } from './sprites';

export interface CardPlayOptions {
  table: Ref<TableLayout | null>;
  byId: Ref<Map<string, CardSprite>>;
  cam: { current: () => Camera };
  /** The group being dragged, the place lit for it, the card a drag would act on (use-group-drag.ts). */
  dragGroup: Ref<string | null>;
  hot: Ref<string | null>;
  hotCard: Ref<string | null>;
  odds: () => OddsTag | null;
  /** Whether the group being placed must be placed now (the screens' `moving`: a capture, the Move form). */
  forced: () => boolean;
  legalHighlights: () => ArrowHighlight[];
  nameOf: (id: string) => string;
  /** Also read out by the aria-live region. */
  announce: (text: string) => void;
  /** The pointer on the canvas (screen point), when over it. */
  pointer: () => Point | null;
  cards: Ref<CardSprite[]>;
  links: () => readonly Link[];
}

/** How long a notice stays (ms); a click on it closes it sooner. */
const NOTICE_MS = 5000;

export function useCardPlay(o: CardPlayOptions) {
  const notice = ref<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | null = null;

  function notify(text: string): void {
    notice.value = text;
    o.announce(text);
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => (notice.value = null), NOTICE_MS);
  }

  /** A click at screen point `pos`: true when it was about a blocked arrow (then refused with the reason). */
  function refuseBlocked(pos: Point, onCard: boolean): boolean {
    const k = o.cam.current();
    const b = blockedAt(o.table.value?.highlights ?? [], screenToWorld(k, pos), { onCard, forced: o.forced(), scale: k.scale });
    if (!b) return false;
    notify(`${describeBlocked(b, o.nameOf)}.`);
    return true;
  }

  /** While a group is being placed, the legal place under the pointer (screen point) previews the group there. */
  function hoverPlace(pos: Point | null): void {
    if (o.dragGroup.value) return;
    if (!o.table.value?.moving || !pos) {
      if (o.hot.value) o.hot.value = null;
      return;
    }
    const w = screenToWorld(o.cam.current(), pos);
    const key = o.legalHighlights().find((x) => inside(x.slot, w))?.key ?? null;
    if (key !== o.hot.value) o.hot.value = key;
  }

  /** The ring of a drop target, the group previewed on its place, the attack's numbers at its target. */
  const marks = computed<PlayMarks>(() => {
    const t = o.table.value;
    const h = t?.moving ? t.highlights.find((x) => x.key === o.hot.value && x.status === 'open' && x.legal) : undefined;
    const odds = o.odds();
    const target = odds ? (o.byId.value.get(odds.card) ?? null) : null;
    const from = o.dragGroup.value;
    const to = from ? new Set(o.links().filter((l) => l.from === from).map((l) => l.to)) : null;
    return {
      hotCard: o.hotCard.value ? (o.byId.value.get(o.hotCard.value) ?? null) : null,
      candidates: to ? o.cards.value.filter((c) => to.has(c.id)) : [],
      preview: h && t?.moving ? { slot: h.slot, name: o.nameOf(t.moving.group) } : null,
      odds: target && odds ? { card: target, text: odds.text, possible: odds.possible } : null,
    };
  });

  /** The card under the pointer, other than `exclude` (a dragged card over another). */
  function cardUnder(exclude: string): CardSprite | null {
    const p = o.pointer();
    return p ? cardAt(o.cards.value, screenToWorld(o.cam.current(), p), exclude) : null;
  }

  /** A card's rectangle on screen, relative to the canvas box (for a popover beside it). */
  function screenRectOf(id: string): { x: number; y: number; width: number; height: number } | null {
    const c = o.byId.value.get(id);
    if (!c) return null;
    const k = o.cam.current();
    return { x: c.bounds.x * k.scale + k.x, y: c.bounds.y * k.scale + k.y, width: c.bounds.width * k.scale, height: c.bounds.height * k.scale };
  }

  if (getCurrentInstance()) {
    onBeforeUnmount(() => {
      if (timer) clearTimeout(timer);
    });
  }

  return { notice, notify, refuseBlocked, hoverPlace, marks, screenRectOf, cardUnder };
}
