// The test hook of the table (issue 18): `window.__illuminatiTable` tells where the cards and the
// arrow places are on the page, in CSS pixels of the viewport, so that an end-to-end test can click
// and drag on the canvas as a player does. Read-only, and only what tests need: positions come from
// the same layout and camera the canvas draws with. Removed when the table goes.
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
  /** The places of the group being placed or moved (none otherwise). */
  arrows(): ProbeArrow[];
  /** The group being placed or moved, or null. */
  moving(): string | null;
  /** The attack's numbers drawn at its target, or null. */
  odds(): { card: string; text: string } | null;
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
}): void {
  function toPage(r: WorldRect): ProbeRect {
    const box = o.root.value?.getBoundingClientRect();
    const k = o.cam.current();
    const left = box?.left ?? 0;
    const top = box?.top ?? 0;
    return { x: left + (r.x + r.width / 2) * k.scale + k.x, y: top + (r.y + r.height / 2) * k.scale + k.y, width: r.width * k.scale, height: r.height * k.scale };
  }
  const probe: TableProbe = {
    cards: () =>
      (o.table.value?.cards ?? []).map((c) => ({ id: c.id, name: c.name, zone: c.zone, owner: c.owner, draggable: c.draggable, highlighted: c.highlighted, ...toPage(c.bounds) })),
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
  };
  onMounted(() => {
    window.__illuminatiTable = probe;
  });
  onBeforeUnmount(() => {
    if (window.__illuminatiTable === probe) delete window.__illuminatiTable;
  });
}
