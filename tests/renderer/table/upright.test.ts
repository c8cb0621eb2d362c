// Issue 35: every card reads upright and every text of the table reads at 11 CSS px. A turned card
// keeps its place and arrows (the engine's geometry) but its face is laid out for its footprint,
// landscape or portrait; nothing on a far face, chip or label is drawn under MIN_TEXT world px,
// and a 4-player table at the start fits the table area of a 1280x720 window at LEGIBLE_SCALE
// (MIN_TEXT x LEGIBLE_SCALE = 11). The camera keeps every place of a move on screen.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GROUPS, ILLUMINATI } from '../../../src/shared/cards';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { mb } from '../../../src/renderer/src/i18n/format';
import { defaultView, fitRect, LEGIBLE_SCALE, NARROW_TABLE, showAll, worldToScreen } from '../../../src/renderer/src/table/camera';
import { faceOf } from '../../../src/renderer/src/table/card-face';
import { drawCard } from '../../../src/renderer/src/table/card-draw';
import { drawCoin, drawLabel } from '../../../src/renderer/src/table/chip-draw';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { CARD_H, CARD_W, MIN_TEXT, coinSpot, type CardSprite, type FaceFrame, type PlayerLabelSprite } from '../../../src/renderer/src/table/sprites';
import { tableObservation } from './fixtures';
import { fakeCanvas } from './fake-canvas';

/** A 2D context recording each text drawn with its font size (text measured at 0.72 em per character, wider than the UI font on average). */
function recorder(): { ctx: CanvasRenderingContext2D; drawn: { text: string; px: number }[] } {
  const drawn: { text: string; px: number }[] = [];
  return { ctx: fakeCanvas({ fillText: (s, _x, _y, px) => drawn.push({ text: s, px }) }), drawn };
}

beforeAll(() => vi.stubGlobal('Path2D', class {}));
afterEach(() => setLanguage('en'));

const WINDOW_1280 = { width: 1000, height: 662 }; // the table area of a 1280x720 window (side column and top bar off)
const WINDOW_1440 = { width: 1100, height: 842 };

describe('upright faces (issue 35)', () => {
  const obs = tableObservation({ players: 4, groups: 6, seed: 7 });
  it('a turned card keeps its place and arrows but its face fills its footprint unturned: portrait at 90 and 270 degrees', () => {
    const l = layoutTable(obs, WINDOW_1440);
    const turned = l.cards.filter((c) => c.rotation !== 0);
    expect(new Set(turned.map((c) => c.rotation)).size).toBeGreaterThan(1);
    for (const c of l.cards) {
      expect(c.frame, c.id).toEqual({ upright: true, rotation: 0, width: c.bounds.width, height: c.bounds.height });
      if (c.rotation === 90 || c.rotation === 270) expect([c.frame.width, c.frame.height]).toEqual([CARD_H, CARD_W]);
      // The chip in the footprint's top-right corner, or above the numbers on a portrait face.
      const spot = coinSpot(c.frame.width, c.frame.height);
      if (c.coin) expect(c.coin).toEqual({ x: c.bounds.x + spot.x, y: c.bounds.y + spot.y });
    }
  });

  it('"Cards as printed": the landscape face turns with its card; the geometry is the same', () => {
    const up = layoutTable(obs, WINDOW_1440);
    const printed = layoutTable(obs, WINDOW_1440, { printed: true });
    for (const c of printed.cards) expect(c.frame, c.id).toEqual({ upright: false, rotation: c.rotation, width: CARD_W, height: CARD_H });
    expect(printed.cards.map((c) => [c.id, c.x, c.y, c.rotation, c.bounds])).toEqual(up.cards.map((c) => [c.id, c.x, c.y, c.rotation, c.bounds]));
  });
});

describe('no text under MIN_TEXT world px on the table at a distance (issue 35)', () => {
  const sample = layoutTable(tableObservation({ players: 2, groups: 1, seed: 3 }), WINDOW_1440).cards.find((c) => c.kind === 'group') as CardSprite;
  const frames: FaceFrame[] = [
    { upright: true, rotation: 0, width: CARD_W, height: CARD_H },
    { upright: true, rotation: 0, width: CARD_H, height: CARD_W },
  ];
  for (const lang of ['en', 'de', 'it'] as const) {
    it(`every group and Illuminati face, landscape and portrait, with a chip, in ${lang}`, () => {
      setLanguage(lang);
      const small: string[] = [];
      for (const id of [...GROUPS.map((g) => g.id), ...ILLUMINATI.map((i) => i.id)]) {
        const f = faceOf(id);
        const sprite: CardSprite = { ...sample, ...f, money: 12 };
        for (const frame of frames) {
          const r = recorder();
          drawCard(r.ctx, sprite, '#888', 'far', frame);
          for (const d of r.drawn) if (d.px < MIN_TEXT) small.push(`${id} ${frame.width}x${frame.height}: "${d.text}" ${d.px}px`);
        }
      }
      expect(small).toEqual([]);
    });
  }

  it('chips of any amount, and the labels with long names and every tag', () => {
    const r = recorder();
    for (const n of [0, 7, 42, 105]) drawCoin(r.ctx, n, 20);
    const label = layoutTable(tableObservation({ players: 2, groups: 1, seed: 3 }), WINDOW_1440).labels[0];
    for (const lang of ['en', 'de', 'it'] as const) {
      setLanguage(lang);
      drawLabel(r.ctx, { ...label, name: 'Bartholomew Longname', illuminati: 'Die Diener des Cthulhu', active: true, deciding: true, isViewer: true, out: null }, 'far');
      drawLabel(r.ctx, { ...label, active: false, deciding: true, isViewer: false, out: 'eliminated' }, 'far');
    }
    expect(r.drawn.filter((d) => d.px < MIN_TEXT)).toEqual([]);
  });

  it('the treasury stays on the far label during the player\u2019s own turn (it was dropped when the tags filled the row)', () => {
    const label: PlayerLabelSprite = { ...layoutTable(tableObservation({ players: 2, groups: 1, seed: 3 }), WINDOW_1440).labels[0], money: 23, active: true, deciding: true, isViewer: true };
    for (const lang of ['en', 'de', 'it'] as const) {
      setLanguage(lang);
      const r = recorder();
      drawLabel(r.ctx, label, 'far');
      expect(r.drawn.map((d) => d.text), lang).toContain(mb(23));
    }
  });
});

describe('the default view reads at 11 CSS px (issue 35)', () => {
  for (const [name, size] of [['1280x720', WINDOW_1280], ['1440x900', WINDOW_1440]] as const) {
    for (const players of [3, 4, 5]) {
      it(`${players} players at the start fit the table area of a ${name} window whole, at LEGIBLE_SCALE or more`, () => {
        const l = layoutTable(tableObservation({ players, groups: 0, seed: players }), size);
        const c = defaultView(l.bounds, l.home, size);
        expect(fitRect(l.bounds, size).scale).toBe(c.scale);
        expect(c.scale * MIN_TEXT).toBeGreaterThanOrEqual(11);
        expect(LEGIBLE_SCALE * MIN_TEXT).toBeCloseTo(11);
      });
    }
  }

  it('a narrow table area (a tablet) shows every player even below LEGIBLE_SCALE', () => {
    const l = layoutTable(tableObservation({ players: 4, groups: 2, seed: 2 }), { width: 700, height: 690 });
    const size = { width: NARROW_TABLE - 200, height: 690 };
    expect(fitRect(l.bounds, size).scale).toBeLessThan(LEGIBLE_SCALE);
    expect(defaultView(l.bounds, l.home, size)).toEqual(fitRect(l.bounds, size));
    // The same table in a wide area: at the legible zoom, the viewer's own area and the middle in sight.
    const wide = { width: NARROW_TABLE, height: 500 };
    const c = defaultView(l.bounds, l.home, wide);
    expect(c.scale).toBeCloseTo(LEGIBLE_SCALE);
    const a = worldToScreen(c, l.home!);
    const b = worldToScreen(c, { x: l.home!.x + l.home!.width, y: l.home!.y + l.home!.height });
    expect(a.x >= 0 && a.y >= 0 && b.x <= wide.width && b.y <= wide.height).toBe(true);
  });
});

describe('the end of a game frames the winners (issue 35: the final table and the replay cut the winner’s structure off)', () => {
  it('layout.winners is the winners’ areas once there is an outcome, and null before', () => {
    const obs = tableObservation({ players: 4, groups: 4, seed: 9 });
    expect(layoutTable(obs, WINDOW_1440).winners).toBeNull();
    const won = layoutTable({ ...obs, outcome: { winners: [2], reason: 'goal', goals: { 2: 'basic' } } }, WINDOW_1440);
    expect(won.winners).toEqual(won.players.find((a) => a.seat === 2)!.rect);
    const capped = layoutTable({ ...obs, outcome: { winners: [], reason: 'capped', goals: {} } }, WINDOW_1440);
    expect(capped.winners).toBeNull();
  });
});

describe('the default view of a grown table (issue 35)', () => {
  it('keeps LEGIBLE_SCALE when even the viewer’s area and the middle are too large to fit, the viewer’s structure in sight', () => {
    const size = { width: 1000, height: 662 };
    const home = { x: -800, y: -600, width: 1600, height: 1500 };
    const all = { x: -2000, y: -1500, width: 4000, height: 3000 };
    const c = defaultView(all, home, size);
    expect(c.scale).toBeCloseTo(LEGIBLE_SCALE);
    const bottom = worldToScreen(c, { x: home.x + home.width / 2, y: home.y + home.height });
    expect(bottom.y).toBeLessThanOrEqual(size.height);
    expect(bottom.y).toBeGreaterThan(size.height - 40);
    expect(bottom.x).toBeCloseTo(size.width / 2);
  });
});

describe('showAll: every place of a move on screen (issue 35: the bottom arrow was drawn below the canvas)', () => {
  const size = { width: 1000, height: 700 };
  const inside = (c: { x: number; y: number; scale: number }, r: { x: number; y: number; width: number; height: number }) => {
    const a = worldToScreen(c, r);
    const b = worldToScreen(c, { x: r.x + r.width, y: r.y + r.height });
    return a.x >= 0 && a.y >= 0 && b.x <= size.width && b.y <= size.height;
  };
  it('pans when the places fit at the zoom, zooms out when they do not, and leaves a camera alone that shows them', () => {
    const cam = { x: 0, y: 0, scale: 1 };
    const below = { x: 100, y: 760, width: 168, height: 120 };
    const panned = showAll(cam, [below, { x: 100, y: 300, width: 168, height: 120 }], size);
    expect(panned.scale).toBe(1);
    expect(inside(panned, below)).toBe(true);
    const far = { x: 2000, y: 1500, width: 168, height: 120 };
    const zoomed = showAll(cam, [below, far], size);
    expect(zoomed.scale).toBeLessThan(1);
    expect(inside(zoomed, below) && inside(zoomed, far)).toBe(true);
    const seen = { x: 200, y: 200, width: 168, height: 120 };
    expect(showAll(cam, [seen], size)).toBe(cam);
    expect(showAll(cam, [], size)).toBe(cam);
  });
});
