// The test hook of the table (issue 18): `window.__illuminatiTable` tells where the cards and the
// arrow places are on the page, in CSS pixels of the viewport, so that an end-to-end test can click
// and drag on the canvas as a player does. Read-only, and only what tests need: positions come from
// the same layout and camera the canvas draws with. Removed when the table goes.
import type Konva from 'konva';
import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import type { Camera } from './camera';
import type { TableLayout, WorldRect } from './sprites';

export interface ProbeRect {
  /** Centre and size on the page (CSS pixels, viewport coordinates). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ProbeCard extends ProbeRect {
  id: string;
  name: string;
  zone: string;
  owner: number | null;
  draggable: boolean;
  /** Emphasised (orange glow): the attack being resolved or built, a hint's cards (issue 20). */
  highlighted: boolean;
  /** The card's rotation in its structure (clockwise degrees). */
  rotation: number;
  /** The rotation its name and numbers are drawn with on screen (issue 35: 0 unless the cards are shown as printed). */
  textRotation: number;
}

/** A drawing with text that is on screen now, and its smallest text in CSS pixels (issue 35). */
export interface ProbeText {
  /** `card:<id>`, `label:<seat>`, `deck`, `zones`. */
  what: string;
  px: number;
}

export interface ProbeArrow extends ProbeRect {
  key: string;
  master: string;
  arrow: string;
  status: 'open' | 'blocked';
  legal: boolean;
  label: string;
  /** The arrow's point on its card's edge. */
  point: { x: number; y: number };
}

export interface TableProbe {
  cards(): ProbeCard[];
  /** The player labels (issue 34: what the "since your last turn" card must not hide). */
  labels(): (ProbeRect & { seat: number })[];
  /** The places of the group being placed or moved (none otherwise). */
  arrows(): ProbeArrow[];
  /** The group being placed or moved, or null. */
  moving(): string | null;
  /** The attack's numbers drawn at its target, or null. */
  odds(): { card: string; text: string } | null;
  /** Every drawing with text on screen now, smallest text first (text-meter.ts). */
  texts(): ProbeText[];
  /** The camera's zoom now. */
  scale(): number;
}

declare global {
  interface Window {
    __illuminatiTable?: TableProbe;
  }
}

export function useTableProbe(o: {
  root: Ref<HTMLDivElement | null>;
  table: Ref<TableLayout | null>;
  cam: { current: () => Camera };
  odds: () => { card: string; text: string } | null;
  stage: () => Konva.Stage | null | undefined;
}): void {
  /** Degrees in 0..359 (Konva may give -0 or -90). */
  const turn = (r: number): number => ((Math.round(r) % 360) + 360) % 360;
  /** The Konva node of a card. */
  const nodeOf = (id: string): Konva.Node | undefined => o.stage()?.findOne((n: Konva.Node) => n.getAttr('cardId') === id);
  function texts(): ProbeText[] {
    const stage = o.stage();
    if (!stage) return [];
    const view = { x: 0, y: 0, width: stage.width(), height: stage.height() };
    const out: ProbeText[] = [];
    stage.find((n: Konva.Node) => typeof n.getAttr('minText') === 'number').forEach((n) => {
      const min = n.getAttr('minText') as number;
      if (!Number.isFinite(min) || !n.isVisible() || n.opacity() === 0) return;
      const r = n.getClientRect();
      // The zones' shape has no box of its own: it is as large as the table.
      const on = (r.width === 0 && r.height === 0) || (r.x < view.width && r.x + r.width > 0 && r.y < view.height && r.y + r.height > 0);
      if (!on) return;
      const what = n.getAttr('cardId') !== undefined ? `card:${n.getAttr('cardId')}` : n.getAttr('labelSeat') !== undefined ? `label:${n.getAttr('labelSeat')}` : n.name() || 'shape';
      out.push({ what, px: +(min * n.getAbsoluteScale().x).toFixed(2) });
    });
    return out.sort((a, b) => a.px - b.px);
  }
  function toPage(r: WorldRect): ProbeRect {
    const box = o.root.value?.getBoundingClientRect();
    const k = o.cam.current();
    const left = box?.left ?? 0;
    const top = box?.top ?? 0;
    return { x: left + (r.x + r.width / 2) * k.scale + k.x, y: top + (r.y + r.height / 2) * k.scale + k.y, width: r.width * k.scale, height: r.height * k.scale };
  }
  const probe: TableProbe = {
    cards: () =>
      (o.table.value?.cards ?? []).map((c) => ({
        id: c.id, name: c.name, zone: c.zone, owner: c.owner, draggable: c.draggable, highlighted: c.highlighted, rotation: c.rotation,
        textRotation: turn(nodeOf(c.id)?.getAbsoluteRotation() ?? c.frame.rotation), ...toPage(c.bounds),
      })),
    labels: () => (o.table.value?.labels ?? []).map((l) => ({ seat: l.seat, ...toPage(l.rect) })),
    arrows: () =>
      (o.table.value?.highlights ?? []).map((h) => {
        const p = toPage({ x: h.point.x, y: h.point.y, width: 0, height: 0 });
        return { key: h.key, master: h.master, arrow: h.arrow, status: h.status, legal: h.legal, label: h.label, point: { x: p.x, y: p.y }, ...toPage(h.slot) };
      }),
    moving: () => o.table.value?.moving?.group ?? null,
    odds: () => {
      const t = o.odds();
      return t ? { card: t.card, text: t.text } : null;
    },
    texts,
    scale: () => o.cam.current().scale,
  };
  onMounted(() => {
    window.__illuminatiTable = probe;
  });
  onBeforeUnmount(() => {
    if (window.__illuminatiTable === probe) delete window.__illuminatiTable;
  });
}
