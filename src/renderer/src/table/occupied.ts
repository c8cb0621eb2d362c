// What the table shows where, in the canvas's screen space: the player labels, the cards, the piles
// (from the layout, through the camera), the places a group being placed can go, and the canvas's
// own buttons (from the page). An overlay
// that must not hide the game (the "since your last turn" card, logic/quiet-corner.ts) places
// itself by it.
import type { Occupied } from '../logic/quiet-corner';
import type { Camera } from './camera';
import type { TableLayout, WorldRect } from './sprites';

function onScreen(r: WorldRect, k: Camera, kind: Occupied['kind']): Occupied {
  return { kind, x: r.x * k.scale + k.x, y: r.y * k.scale + k.y, width: r.width * k.scale, height: r.height * k.scale };
}

export function occupiedOnScreen(layout: TableLayout | null, k: Camera, controls: HTMLElement | null, stage: HTMLElement | null): Occupied[] {
  const out: Occupied[] = [];
  for (const l of layout?.labels ?? []) out.push(onScreen(l.rect, k, 'label'));
  const me = layout?.labels.find((l) => l.isViewer)?.seat ?? null;
  for (const c of layout?.cards ?? []) out.push(onScreen(c.bounds, k, me !== null && c.owner === me ? 'own' : 'card'));
  for (const p of layout?.piles ?? []) out.push(onScreen(p.rect, k, 'pile'));
  // The places a group being placed or moved can go: what the player has to click now.
  for (const h of layout?.highlights ?? []) out.push(onScreen(h.slot, k, 'control'));
  if (controls && stage) {
    const c = controls.getBoundingClientRect();
    const s = stage.getBoundingClientRect();
    out.push({ kind: 'control', x: c.left - s.left, y: c.top - s.top, width: c.width, height: c.height });
  }
  return out;
}
