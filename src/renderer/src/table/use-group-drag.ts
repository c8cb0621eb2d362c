// Dragging a card on the table. A group dragged near a legal open arrow lights it up ("hot") and
// is placed there when dropped (MOVE-1, ATK-CTRL-4). A card dragged over another card it may act
// on (attack it, send it money: the `links`) rings that card and, dropped there, reports the pair.
// The card itself goes back home: if the host accepts the move, the next observation slides it to
// its new place.
import type Konva from 'konva';
import { ref, type Ref } from 'vue';
import type { Motion } from './dice';
import type { Link } from './play-hit';
import { CARD_W, type ArrowHighlight, type CardSprite } from './sprites';

export interface GroupDragOptions {
  cardIdOf: (node: Konva.Node | null) => string | null;
  /** The legal open arrows for the group being placed. */
  legalHighlights: () => ArrowHighlight[];
  drop: (h: ArrowHighlight) => void;
  /** Where a card sits on the table now. */
  home: (id: string) => CardSprite | undefined;
  motion: Ref<Motion>;
  /** The card under the pointer other than the dragged one. */
  cardUnder: (exclude: string) => CardSprite | null;
  /** True when a drag must not start (touch: another finger is already down, a pinch). */
  pinching?: () => boolean;
  /** The card gestures allowed now. */
  links: () => readonly Link[];
  /** A card dropped on another card it has a link to. */
  link: (from: string, to: string) => void;
}

/** How near (world units) a dragged card must come to a place for it to light up. */
const REACH = CARD_W * 0.8;

export function useGroupDrag(o: GroupDragOptions) {
  /** The group being dragged. */
  const dragGroup = ref<string | null>(null);
  /** The key of the place it would drop on (also the place under the pointer while placing). */
  const hot = ref<string | null>(null);
  /** The card the dragged card would act on. */
  const hotCard = ref<string | null>(null);

  function onDragStart(e: Konva.KonvaEventObject<DragEvent>): void {
    const id = o.cardIdOf(e.target);
    if (!id) return;
    if (o.pinching?.()) {
      e.target.stopDrag();
      return;
    }
    dragGroup.value = id;
    hot.value = null;
    hotCard.value = null;
  }

  function onDragMove(e: Konva.KonvaEventObject<DragEvent>): void {
    const from = dragGroup.value;
    if (!from) return;
    const p = e.target.position();
    let best: ArrowHighlight | null = null;
    let bestD = REACH;
    for (const h of o.legalHighlights()) {
      const d = Math.hypot(h.slot.x + h.slot.width / 2 - p.x, h.slot.y + h.slot.height / 2 - p.y);
      if (d < bestD) {
        best = h;
        bestD = d;
      }
    }
    const key = best?.key ?? null;
    if (key !== hot.value) hot.value = key;
    // Over a card it may act on (only when no place is lit: a place is what a group is dragged for).
    const over = key === null ? o.cardUnder(from) : null;
    const card = over && o.links().some((l) => l.from === from && l.to === over.id) ? over.id : null;
    if (card !== hotCard.value) hotCard.value = card;
  }

  function onDragEnd(e: Konva.KonvaEventObject<DragEvent>): void {
    // A drag stopped at its start (a pinch began) has no group but its card still goes home.
    const dragged = dragGroup.value;
    const id = dragged ?? o.cardIdOf(e.target);
    const target = o.legalHighlights().find((h) => h.key === hot.value);
    const card = hotCard.value;
    dragGroup.value = null;
    hot.value = null;
    hotCard.value = null;
    const home = id ? o.home(id) : undefined;
    if (home) {
      if (o.motion.value === 'full') e.target.to({ x: home.x, y: home.y, duration: 0.2 });
      else e.target.position({ x: home.x, y: home.y });
    }
    if (target) o.drop(target);
    else if (dragged && card) o.link(dragged, card);
  }

  return { dragGroup, hot, hotCard, onDragStart, onDragMove, onDragEnd };
}
