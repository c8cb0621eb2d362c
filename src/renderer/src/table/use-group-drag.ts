// Dragging a group onto a place in a structure: while it moves, the nearest legal open arrow within
// reach lights up ("hot"); dropped there, the move is emitted. The card itself goes back home: if
// the host accepts the move, the next observation slides it to its new place.
import type Konva from 'konva';
import { ref, type Ref } from 'vue';
import type { Motion } from './dice';
import { CARD_W, type ArrowHighlight, type CardSprite } from './sprites';

export interface GroupDragOptions {
  cardIdOf: (node: Konva.Node | null) => string | null;
  /** The legal open arrows for the group being placed. */
  legalHighlights: () => ArrowHighlight[];
  drop: (h: ArrowHighlight) => void;
  /** Where a card sits on the table now. */
  home: (id: string) => CardSprite | undefined;
  motion: Ref<Motion>;
}

/** How near (world units) a dragged card must come to a place for it to light up. */
const REACH = CARD_W * 0.8;

export function useGroupDrag(o: GroupDragOptions) {
  /** The group being dragged. */
  const dragGroup = ref<string | null>(null);
  /** The key of the place it would drop on. */
  const hot = ref<string | null>(null);

  function onDragStart(e: Konva.KonvaEventObject<DragEvent>): void {
    const id = o.cardIdOf(e.target);
    if (!id) return;
    dragGroup.value = id;
    hot.value = null;
  }

  function onDragMove(e: Konva.KonvaEventObject<DragEvent>): void {
    if (!dragGroup.value) return;
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
  }

  function onDragEnd(e: Konva.KonvaEventObject<DragEvent>): void {
    const id = dragGroup.value;
    const target = o.legalHighlights().find((h) => h.key === hot.value);
    if (target) o.drop(target);
    dragGroup.value = null;
    hot.value = null;
    const home = id ? o.home(id) : undefined;
    if (home) {
      if (o.motion.value === 'full') e.target.to({ x: home.x, y: home.y, duration: 0.2 });
      else e.target.position({ x: home.x, y: home.y });
    }
  }

  return { dragGroup, hot, onDragStart, onDragMove, onDragEnd };
}
