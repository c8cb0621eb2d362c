// Play on the cards inside the canvas (src/renderer/src/table/use-card-play.ts), in Node on a
// laid-out table: a click at a blocked arrow is refused with its reason (and nothing else), the
// place under the pointer previews the group, a dragged card rings its drop targets, and a card's
// screen rectangle follows the camera.
import { describe, expect, it, vi } from 'vitest';
import { ref } from 'vue';
import { legalActions, observe } from '../../../src/shared/engine';
import type { Camera } from '../../../src/renderer/src/table/camera';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import type { Link } from '../../../src/renderer/src/table/play-hit';
import type { CardSprite, TableLayout } from '../../../src/renderer/src/table/sprites';
import { dropTargets } from '../../../src/renderer/src/table/targets';
import { useCardPlay } from '../../../src/renderer/src/table/use-card-play';
import { attackAndRoll, scenario } from '../../support/scenario';

/** Ada's Illuminati holds the CIA on its top arrow and has just captured the Feminists. */
function rig(links: Link[] = []) {
  const s0 = scenario({
    seats: [{ illuminati: 'bavarian-illuminati', money: 0, groups: [['cia', 'bavarian-illuminati', 'top']] }, { illuminati: 'network', money: 10 }],
    uncontrolled: ['feminists'],
  });
  const s = attackAndRoll(s0, 0, { attacker: 'bavarian-illuminati', target: 'feminists', kind: 'control' }, [1, 1]).state;
  const obs = observe(s, 0);
  const l = layoutTable(obs, { width: 1280, height: 800 }, { moving: 'feminists', targets: dropTargets(legalActions(s, 0), obs) });
  const table = ref<TableLayout | null>(l);
  const cards = ref<CardSprite[]>(l.cards);
  const byId = ref(new Map(l.cards.map((c) => [c.id, c])));
  let camera: Camera = { x: 100, y: 50, scale: 0.5 };
  const said: string[] = [];
  const drag = { dragGroup: ref<string | null>(null), hot: ref<string | null>(null), hotCard: ref<string | null>(null) };
  const play = useCardPlay({
    table, byId, cards, cam: { current: () => camera }, ...drag,
    odds: () => null,
    forced: () => true,
    legalHighlights: () => l.highlights.filter((h) => h.status === 'open' && h.legal),
    nameOf: (id) => id,
    announce: (t) => said.push(t),
    pointer: () => null,
    links: () => links,
  });
  /** A world point on screen with this camera. */
  const screen = (p: { x: number; y: number }) => ({ x: p.x * camera.scale + camera.x, y: p.y * camera.scale + camera.y });
  return { l, play, said, drag, screen, setCamera: (c: Camera) => (camera = c) };
}

describe('play on the cards in the canvas', () => {
  it('ATK-CTRL-4: a click at the arrow holding the CIA is refused with the reason, shown and read out; an open place is not refused', () => {
    vi.useFakeTimers();
    try {
      const r = rig();
      const taken = r.l.highlights.find((h) => h.master === 'bavarian-illuminati' && h.arrow === 'top')!;
      expect(r.play.refuseBlocked(r.screen(taken.point), true)).toBe(true);
      expect(r.play.notice.value).toBe('The top arrow of bavarian-illuminati is taken: C.I.A. hangs there.');
      expect(r.said).toEqual([r.play.notice.value]);
      const open = r.l.highlights.find((h) => h.status === 'open' && h.legal)!;
      expect(r.play.refuseBlocked(r.screen({ x: open.slot.x + open.slot.width / 2, y: open.slot.y + open.slot.height / 2 }), false)).toBe(false);
      vi.advanceTimersByTime(6000);
      expect(r.play.notice.value).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the open place under the pointer is previewed with the group\'s name; off it, nothing is', () => {
    const r = rig();
    const open = r.l.highlights.find((h) => h.status === 'open' && h.legal)!;
    r.play.hoverPlace(r.screen({ x: open.slot.x + 2, y: open.slot.y + 2 }));
    expect(r.drag.hot.value).toBe(open.key);
    expect(r.play.marks.value.preview).toEqual({ slot: open.slot, name: 'feminists' });
    r.play.hoverPlace(r.screen({ x: -1e5, y: -1e5 }));
    expect(r.drag.hot.value).toBeNull();
    expect(r.play.marks.value.preview).toBeNull();
  });

  it('a dragged card rings every card it may be dropped on, and a card\'s screen rectangle follows the camera', () => {
    const r = rig([{ from: 'cia', to: 'bavarian-illuminati', kind: 'transfer' }, { from: 'network', to: 'cia', kind: 'attack' }]);
    expect(r.play.marks.value.candidates).toEqual([]);
    r.drag.dragGroup.value = 'cia';
    expect(r.play.marks.value.candidates.map((c) => c.id)).toEqual(['bavarian-illuminati']);
    const cia = r.l.cards.find((c) => c.id === 'cia')!;
    r.setCamera({ x: 10, y: 20, scale: 2 });
    expect(r.play.screenRectOf('cia')).toEqual({ x: cia.bounds.x * 2 + 10, y: cia.bounds.y * 2 + 20, width: cia.bounds.width * 2, height: cia.bounds.height * 2 });
    expect(r.play.screenRectOf('nothing')).toBeNull();
  });
});
