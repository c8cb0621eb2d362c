// The interaction layer (arrow highlights, rings, the attack's numbers) is redrawn when what it
// draws changed, not at every new layout (issue 39): each change of the game makes a new layout,
// and most (a pass, a DECIDING tag moving on) leave this layer as it was, while each redraw
// committed a canvas of the stage's size in the dice window.
import { describe, expect, it } from 'vitest';
import { computed, nextTick, ref, shallowRef } from 'vue';
import type { PlayMarks } from '../../../src/renderer/src/table/play-draw';
import type { CardSprite, TableLayout } from '../../../src/renderer/src/table/sprites';
import { sameInteraction, useLayerDraw } from '../../../src/renderer/src/table/use-layer-draw';

const card = (id: string, x: number) => ({ id, key: id, bounds: { x, y: 0, width: 10, height: 10 }, highlighted: false }) as unknown as CardSprite;
const layout = (cards: CardSprite[], highlights: unknown[] = [{ key: 'a/top', status: 'open', legal: true }]) => ({ cards, highlights, labels: [] }) as unknown as TableLayout;

function setup(first: TableLayout) {
  let redraws = 0;
  const t = shallowRef<TableLayout | null>(first);
  const table = computed(() => t.value);
  const selected = ref<string | null>(null);
  useLayerDraw({
    size: ref({ width: 100, height: 100 }),
    table,
    byId: computed(() => new Map((t.value?.cards ?? []).map((c) => [c.id, c]))),
    scale: () => 1,
    hot: () => null,
    selected: () => selected.value,
    hovered: ref(null),
    focused: ref(null),
    marks: computed(() => ({ candidates: [] }) as unknown as PlayMarks),
    interLayer: () => ({ batchDraw: () => (redraws++, undefined) }) as never,
  });
  return { t, selected, redraws: () => redraws };
}

describe('the interaction layer', () => {
  it('a new layout with the same cards and highlights redraws nothing; a moved card or a new highlight redraws once', async () => {
    const a = card('a', 0);
    const b = card('b', 20);
    const s = setup(layout([a, b]));
    s.t.value = layout([a, b]);
    await nextTick();
    expect(s.redraws()).toBe(0);
    s.t.value = layout([a, card('b', 30)]);
    await nextTick();
    expect(s.redraws()).toBe(1);
    const c = s.t.value.cards[1];
    s.t.value = layout([a, c], [{ key: 'a/left', status: 'open', legal: true }]);
    await nextTick();
    expect(s.redraws()).toBe(2);
    s.selected.value = 'a';
    await nextTick();
    expect(s.redraws()).toBe(3);
  });

  it('sameInteraction: same sprites and equal highlights', () => {
    const a = card('a', 0);
    expect(sameInteraction(layout([a]), layout([a]))).toBe(true);
    expect(sameInteraction(layout([a]), layout([card('a', 0)]))).toBe(false);
    expect(sameInteraction(layout([a]), layout([a], []))).toBe(false);
    expect(sameInteraction(null, layout([a]))).toBe(false);
  });
});
