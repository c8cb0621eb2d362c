// What the canvas's drawn (not node-based) layers draw: the felt, the zones and pile slots, and the
// interaction layer (arrow highlights, rings, the marks of playing on the cards). Split from
// TableCanvas.vue, which wires these configs into its vue-konva layers.
import type Konva from 'konva';
import { computed, watch, type ComputedRef, type Ref } from 'vue';
import { samePlain } from './memo';
import { drawPlay, type PlayMarks } from './play-draw';
import type { CardSprite, TableLayout } from './sprites';
import { drawFelt, drawInteraction, drawZones } from './table-draw';
import { meterText } from './text-meter';

export interface LayerDrawOptions {
  size: Ref<{ width: number; height: number }>;
  table: ComputedRef<TableLayout | null>;
  byId: ComputedRef<Map<string, CardSprite>>;
  scale: () => number;
  /** The arrow a dragged group is over; else the one a hint suggests. */
  hot: () => string | null;
  selected: () => string | null;
  hovered: Ref<string | null>;
  focused: Ref<string | null>;
  marks: ComputedRef<PlayMarks>;
  /** The interaction layer, redrawn here when what it draws changed. */
  interLayer: () => Pick<Konva.Layer, 'batchDraw'> | undefined;
}

/**
 * Whether the interaction layer would draw the same from layout `b` as from `a` (issue 39): the
 * same card sprites (kept as the same objects while unchanged, memo.ts; the pointer flags make new
 * ones) and equal arrow highlights. Each change of the game makes a new layout; most (a pass, a
 * bot's money) leave this layer as it was, and redrawing it committed a canvas of the stage's size.
 */
export function sameInteraction(a: TableLayout | null, b: TableLayout | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.cards.length !== b.cards.length) return false;
  for (let i = 0; i < a.cards.length; i++) if (a.cards[i] !== b.cards[i]) return false;
  return samePlain(a.highlights, b.highlights);
}

export function useLayerDraw(o: LayerDrawOptions) {
  // The static layer holds the felt in screen space: it is drawn when the size changes and never
  // while the camera moves (every canvas that changes in a frame costs a copy of the whole canvas
  // to the compositor; measured in headless Chromium, a second moving canvas took a third of the frame).
  const feltConfig = computed(() => ({
    listening: false,
    perfectDrawEnabled: false,
    width: o.size.value.width,
    height: o.size.value.height,
    sceneFunc: (ctx: Konva.Context, shape: Konva.Shape) => drawFelt(ctx._context, shape.width(), shape.height()),
  }));

  // The zones and pile slots move with the camera, so they are drawn first in the structures layer.
  const zonesConfig = {
    name: 'zones',
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc: (ctx: Konva.Context, shape: Konva.Shape) => {
      const t = o.table.value;
      // The smallest title, for the test hook (text-meter.ts).
      if (t) shape.setAttr('minText', meterText(ctx._context, () => drawZones(ctx._context, t.zones, t.piles)));
    },
  };

  const interactionConfig = {
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc: (ctx: Konva.Context) => {
      const t = o.table.value;
      if (!t) return;
      const get = (id: string | null): CardSprite | null => (id ? (o.byId.value.get(id) ?? null) : null);
      const scale = o.scale();
      drawInteraction(ctx._context, t.highlights, o.hot(), {
        selected: get(o.selected()),
        hovered: get(o.hovered.value),
        focused: get(o.focused.value),
        highlighted: t.cards.filter((c) => c.highlighted),
      }, scale);
      drawPlay(ctx._context, o.marks.value, scale, t.cards);
    },
  };

  /** The interaction layer is hidden when it has nothing to draw (one canvas fewer to clear and composite per frame). */
  const interactionVisible = computed(() => {
    const t = o.table.value;
    const m = o.marks.value;
    return !!t && (t.highlights.length > 0 || !!o.selected() || !!o.hovered.value || !!o.focused.value || t.cards.some((c) => c.highlighted) || !!m.hotCard || !!m.odds || m.candidates.length > 0);
  });

  watch([o.table, o.hot, o.focused, o.selected, o.marks], (now, before) => {
    const [t, ...rest] = now;
    if (before && sameInteraction(before[0] as TableLayout | null, t as TableLayout | null) && rest.every((v, i) => v === before[i + 1])) return;
    o.interLayer()?.batchDraw();
  });

  return { feltConfig, zonesConfig, interactionConfig, interactionVisible };
}
