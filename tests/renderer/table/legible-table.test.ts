// Issue 18, the table read at a glance: the player's label is never where his structure grows nor
// over any card; the default view fits the table at a zoom where names read, or else the viewer's
// area and the middle; the card faces change their level of detail with the zoom.
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../../src/shared/cards';
import { defaultView, detailFor, fitRect, LEGIBLE_SCALE, NEAR_SCALE } from '../../../src/renderer/src/table/camera';
import { intersects } from '../../../src/renderer/src/table/arrange';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { tableObservation } from './fixtures';

const VIEW = { width: 1106, height: 842 };

describe('player labels (issue 18: the label box sat just above the Illuminati, where the structure grows)', () => {
  for (const [players, groups, seed] of [[4, 0, 1], [4, 3, 2], [3, 8, 5], [6, 6, 9], [5, 12, 4]] as const) {
    it(`${players} players, ${groups} groups each: no label on an arrow's slot of its own structure, nor on any card`, () => {
      const obs = tableObservation({ players, groups, seed });
      for (const p of obs.players) {
        // Every outward arrow of the structure, open or blocked, as the move highlights show them.
        const moving = GROUPS.find((g) => !obs.players.some((q) => q.groups.some((x) => x.id === g.id)))!.id;
        const l = layoutTable({ ...obs, viewer: p.seat }, VIEW, { actingSeat: p.seat, moving });
        const label = l.labels.find((x) => x.seat === p.seat)!.rect;
        const slots = l.highlights.filter((h) => h.reason !== 'occupied');
        expect(slots.length).toBeGreaterThan(0);
        for (const h of slots) expect(intersects(label, h.slot), `slot ${h.master}/${h.arrow}`).toBe(false);
        for (const c of l.cards) expect(intersects(label, c.bounds), c.id).toBe(false);
      }
    });
  }
});

describe('the default view', () => {
  it('shows a 4-player table of the first turns at a zoom where names read (1280x720 and 1440x900 canvases); at the start, the whole table', () => {
    for (const groups of [0, 1, 2]) {
      for (const seed of [1, 2, 3]) {
        const obs = tableObservation({ players: 4, groups, seed });
        for (const size of [{ width: 981, height: 662 }, VIEW]) {
          const l = layoutTable(obs, size);
          const c = defaultView(l.bounds, l.home, size);
          expect(c.scale, `${groups} groups, seed ${seed}, ${size.width}x${size.height}`).toBeGreaterThanOrEqual(LEGIBLE_SCALE);
          if (groups === 0) expect(c).toEqual(fitRect(l.bounds, size));
        }
      }
    }
  });

  it('keeps the viewer\u2019s area and the uncontrolled groups in view once the whole table would be too small to read', () => {
    const obs = tableObservation({ players: 6, groups: 12, seed: 8 });
    const l = layoutTable(obs, VIEW);
    expect(fitRect(l.bounds, VIEW).scale).toBeLessThan(LEGIBLE_SCALE);
    const c = defaultView(l.bounds, l.home, VIEW);
    // At the legible zoom (issue 35: not zoomed in on the viewer's area alone), as much of the table as fits.
    expect(c.scale).toBeCloseTo(LEGIBLE_SCALE);
    const viewer = l.players[0].rect;
    const mid = l.zones.find((z) => z.kind === 'uncontrolled')!.rect;
    for (const r of [viewer, mid]) {
      expect(r.x * c.scale + c.x).toBeGreaterThanOrEqual(0);
      expect((r.x + r.width) * c.scale + c.x).toBeLessThanOrEqual(VIEW.width + 1e-6);
      expect(r.y * c.scale + c.y).toBeGreaterThanOrEqual(0);
      expect((r.y + r.height) * c.scale + c.y).toBeLessThanOrEqual(VIEW.height + 1e-6);
    }
  });

  it('the card faces show their ability text from NEAR_SCALE up, name, numbers and glyphs below', () => {
    expect(detailFor(NEAR_SCALE)).toBe('near');
    expect(detailFor(NEAR_SCALE * 2)).toBe('near');
    expect(detailFor(NEAR_SCALE - 0.01)).toBe('far');
    expect(detailFor(LEGIBLE_SCALE)).toBe('far');
    expect(detailFor(Number.NaN)).toBe('far');
  });
});
