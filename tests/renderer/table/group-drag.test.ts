// Dragging a group onto a place (src/renderer/src/table/use-group-drag.ts): the nearest legal
// place within reach lights up, a drop there is emitted as the move, a drop elsewhere is nothing,
// and the card goes back home either way (the next observation moves it if the host accepts).
import { describe, expect, it } from 'vitest';
import { ref } from 'vue';
import type { Motion } from '../../../src/renderer/src/table/dice';
import type { ArrowHighlight, CardSprite } from '../../../src/renderer/src/table/sprites';
import { CARD_W } from '../../../src/renderer/src/table/sprites';
import { useGroupDrag } from '../../../src/renderer/src/table/use-group-drag';

const place = (key: string, x: number, y: number) => ({ key, master: 'cia', arrow: 'top', slot: { x, y, width: 10, height: 10 } }) as unknown as ArrowHighlight;
const PLACES = [place('a', 0, 0), place('b', 300, 0)];

/** The card Feminists lies at x 500..600 (world); the dragged card may attack it. */
const FEMINISTS = { id: 'feminists', bounds: { x: 500, y: 0, width: 100, height: 100 } } as CardSprite;

function rig(motion: Motion = 'instant') {
  const dropped: string[] = [];
  const linked: string[] = [];
  const pointer = { x: 0, y: 0 };
  const pinching = { value: false };
  const node = { at: { x: 0, y: 0 }, tweened: false, stopped: false, stopDrag() { this.stopped = true; }, position(p?: { x: number; y: number }) { if (p) this.at = p; return this.at; }, to(p: { x: number; y: number }) { this.at = { x: p.x, y: p.y }; this.tweened = true; } };
  const d = useGroupDrag({
    cardIdOf: () => 'the-mafia',
    legalHighlights: () => PLACES,
    drop: (h) => dropped.push(h.key),
    home: () => ({ x: 1000, y: 1000 }) as CardSprite,
    motion: ref(motion),
    cardUnder: (exclude) => (exclude !== 'feminists' && pointer.x >= 500 && pointer.x <= 600 && pointer.y >= 0 && pointer.y <= 100 ? FEMINISTS : null),
    pinching: () => pinching.value,
    links: () => [{ from: 'the-mafia', to: 'feminists', kind: 'attack' }],
    link: (from, to) => linked.push(`${from}>${to}`),
  });
  const e = { target: node } as never;
  const at = (x: number, y: number) => {
    node.at = { x, y };
    pointer.x = x;
    pointer.y = y;
    d.onDragMove(e);
  };
  return { d, e, node, at, dropped, linked, pinching };
}

describe('group drag', () => {
  it('lights the nearest legal place within reach and drops there', () => {
    const r = rig();
    r.d.onDragStart(r.e);
    expect(r.d.dragGroup.value).toBe('the-mafia');
    r.at(150, 0);
    expect(r.d.hot.value).toBeNull();
    r.at(290, 5);
    expect(r.d.hot.value).toBe('b');
    r.at(10, 8);
    expect(r.d.hot.value).toBe('a');
    r.d.onDragEnd(r.e);
    expect(r.dropped).toEqual(['a']);
    expect(r.d.dragGroup.value).toBeNull();
    expect(r.d.hot.value).toBeNull();
    expect(r.node.at).toEqual({ x: 1000, y: 1000 });
  });

  it('a drop out of reach moves nothing, and the card slides home with full motion', () => {
    const r = rig('full');
    r.d.onDragStart(r.e);
    r.at(150 + CARD_W, 400);
    r.d.onDragEnd(r.e);
    expect(r.dropped).toEqual([]);
    expect(r.node.tweened).toBe(true);
    expect(r.node.at).toEqual({ x: 1000, y: 1000 });
  });

  it('ATK-1: dragged over a card it may attack, that card lights up, and the drop reports the pair', () => {
    const r = rig();
    r.d.onDragStart(r.e);
    r.at(550, 50);
    expect(r.d.hot.value).toBeNull();
    expect(r.d.hotCard.value).toBe('feminists');
    r.at(700, 50);
    expect(r.d.hotCard.value).toBeNull();
    r.at(520, 90);
    r.d.onDragEnd(r.e);
    expect(r.linked).toEqual(['the-mafia>feminists']);
    expect(r.dropped).toEqual([]);
    expect(r.d.hotCard.value).toBeNull();
    expect(r.node.at).toEqual({ x: 1000, y: 1000 });
  });

  it('touch: a drag that starts while another finger is down is stopped (a pinch), and the card goes home', () => {
    const r = rig();
    r.pinching.value = true;
    r.d.onDragStart(r.e);
    expect(r.node.stopped).toBe(true);
    expect(r.d.dragGroup.value).toBeNull();
    r.at(10, 8);
    r.d.onDragEnd(r.e);
    expect(r.dropped).toEqual([]);
    expect(r.node.at).toEqual({ x: 1000, y: 1000 });
  });
});
