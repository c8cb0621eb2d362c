// Issue 35: every group's and Illuminati's name is drawn whole on its card, in English, German and
// Italian, at every size a face is drawn: far (the default view; MIN_TEXT world px, 11 CSS px at
// LEGIBLE_SCALE) and near, landscape and portrait (a card turned by 90 degrees), with and without
// the money chip. A name too long for its lines is hyphenated at its syllables and, at the
// smallest size, its letters condensed; never cut with "…" ("Christd…", "Robot Sea Monste…"
// were). Text is measured with the real widths of the table's bold font (font-widths/).
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GROUPS, ILLUMINATI } from '../../../src/shared/cards';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { faceOf } from '../../../src/renderer/src/table/card-face';
import { drawCard, type Detail } from '../../../src/renderer/src/table/card-draw';
import { drawLabel } from '../../../src/renderer/src/table/chip-draw';
import { fitLines, syllableBreaks } from '../../../src/renderer/src/table/draw-kit';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { meterText } from '../../../src/renderer/src/table/text-meter';
import { CARD_H, CARD_W, MIN_TEXT, type CardSprite, type FaceFrame } from '../../../src/renderer/src/table/sprites';
import { tableObservation } from './fixtures';

/** Advance widths in em of the bold UI font as Chromium draws it (font-widths/measure.mjs). */
const EM: Record<string, number> = JSON.parse(readFileSync(new URL('./font-widths/ui-sans-bold.json', import.meta.url), 'utf8'));
const widthOf = (s: string, px: number): number => [...s].reduce((sum, ch) => sum + (EM[ch] ?? 1), 0) * px;

interface Drawn {
  text: string;
  px: number;
  /** The horizontal scale the text was drawn at (1: as the font is). */
  stretch: number;
  /** Drawn in the ability text's italic (cut with "…" on a near face by design: the card view shows it whole). */
  italic: boolean;
}

/** A 2D context recording each text drawn, measuring with EM. */
function recorder(): { ctx: CanvasRenderingContext2D; drawn: Drawn[] } {
  const drawn: Drawn[] = [];
  let px = 10;
  let stretch = 1;
  let italic = false;
  const saved: number[] = [];
  const gradient = { addColorStop: () => undefined };
  const target: Record<string | symbol, unknown> = {
    fillText: (s: string) => drawn.push({ text: s, px, stretch, italic }),
    measureText: (s: string) => ({ width: widthOf(s, px) }),
    save: () => saved.push(stretch),
    restore: () => {
      stretch = saved.pop() ?? 1;
    },
    scale: (x: number) => {
      stretch *= x;
    },
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
  };
  const ctx = new Proxy(target, {
    get: (o, k) => (k in o ? o[k] : () => undefined),
    set: (o, k, v) => {
      if (k === 'font') {
        px = Number(/([\d.]+)px/.exec(String(v))?.[1] ?? px);
        italic = String(v).startsWith('italic');
      }
      o[k] = v;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, drawn };
}

beforeAll(() => vi.stubGlobal('Path2D', class {}));
afterEach(() => setLanguage('en'));

const letters = (s: string): string => s.replace(/[^\p{L}\p{N}]+/gu, '');
const sample = layoutTable(tableObservation({ players: 2, groups: 1, seed: 3 }), { width: 1100, height: 842 }).cards.find((c) => c.kind === 'group') as CardSprite;
const FRAMES: FaceFrame[] = [
  { upright: true, rotation: 0, width: CARD_W, height: CARD_H },
  { upright: true, rotation: 0, width: CARD_H, height: CARD_W },
];
/** The smallest name each face draws, in world px: 11 CSS px at the zoom it is drawn from (LEGIBLE_SCALE far, NEAR_SCALE near). */
const SMALLEST: Record<Detail, number> = { far: MIN_TEXT, near: 11 / 1.15 };

describe('every card name is drawn whole (issue 35)', () => {
  for (const lang of ['en', 'de', 'it'] as const) {
    it(`every group and Illuminati, far and near, landscape and portrait, with and without money, in ${lang}`, () => {
      setLanguage(lang);
      const cut: string[] = [];
      let faces = 0;
      for (const id of [...GROUPS.map((g) => g.id), ...ILLUMINATI.map((i) => i.id)]) {
        const face = faceOf(id);
        // The Illuminati card drops a leading "The" (card-draw.ts).
        const name = letters(face.name.replace(/^The /, ''));
        for (const money of [null, 12]) {
          for (const frame of FRAMES) {
            for (const detail of ['far', 'near'] as const) {
              const r = recorder();
              drawCard(r.ctx, { ...sample, ...face, money }, '#888', detail, frame);
              faces++;
              const where = `${id} ${frame.width}x${frame.height} ${detail}${money === null ? '' : ' with money'}`;
              const titles = r.drawn.filter((d) => !d.italic);
              // The name's lines follow one another: their letters, joined, are the name's.
              if (titles.some((d) => d.text.includes('\u2026')) || !letters(titles.map((d) => d.text).join('')).includes(name)) {
                cut.push(`${where}: ${titles.map((d) => d.text).join(' | ')}`);
              }
              const small = r.drawn.filter((d) => letters(d.text) && d.px < SMALLEST[detail]);
              if (small.length) cut.push(`${where}: ${small.map((d) => `"${d.text}" at ${d.px} px`).join(', ')}`);
            }
          }
        }
      }
      expect(faces).toBeGreaterThan(600);
      expect(cut).toEqual([]);
    });
  }
});

describe('every Illuminati name is drawn whole on the players\u2019 labels (issue 35: "Zwietracht-Gesells…")', () => {
  for (const lang of ['en', 'de', 'it'] as const) {
    it(`far and near, in ${lang}`, () => {
      setLanguage(lang);
      const base = layoutTable(tableObservation({ players: 2, groups: 1, seed: 3 }), { width: 1100, height: 842 }).labels[0];
      const cut: string[] = [];
      for (const i of ILLUMINATI) {
        const illuminati = faceOf(i.id).name;
        for (const detail of ['far', 'near'] as const) {
          const r = recorder();
          drawLabel(r.ctx, { ...base, name: 'Bartholomew', illuminati, money: 123, active: true, deciding: false, isViewer: true, out: null }, detail);
          const drawn = r.drawn.map((d) => d.text);
          if (!drawn.some((d) => letters(d) === letters(illuminati.replace(/^The /, '')) || letters(d) === letters(illuminati))) cut.push(`${i.id} ${detail}: ${drawn.join(' | ')}`);
        }
      }
      expect(cut).toEqual([]);
    });
  }
});

describe('hyphenation and condensing (issue 35)', () => {
  it('breaks a word before the consonants that begin a syllable, never splitting "sch", "ch", "kr"…, two letters from the start and three from the end', () => {
    const split = (w: string): string => {
      const at = syllableBreaks(w);
      return [0, ...at].map((a, k) => w.slice(a, at[k] ?? w.length)).join('-');
    };
    expect(split('Christdemokraten')).toBe('Christ-de-mo-kra-ten');
    expect(split('Kokainschmuggler')).toBe('Ko-kain-schmug-gler');
    expect(split('International')).toBe('In-ter-na-tio-nal');
    expect(split('Postwurfsendungen')).toBe('Post-wurf-sen-dun-gen');
    expect(split('Fluoridierer')).toBe('Fluo-ri-die-rer');
    expect(syllableBreaks('UFOs')).toEqual([]);
    expect(syllableBreaks('Auto-')).toEqual([]);
  });

  it('a name that fits at the smallest size only when condensed is drawn narrower, not cut', () => {
    const { ctx } = recorder();
    // "Robot Sea Monsters" in lines of 100 px, three at most: "Monsters" is 105 px wide at 20 px.
    const fit = fitLines(ctx, 'Robot Sea Monsters', [100], 3, 28, 20);
    expect(fit.lines).toEqual(['Robot', 'Sea', 'Monsters']);
    expect(fit.size).toBe(20);
    expect(fit.stretch).toBeLessThan(1);
    expect(widthOf('Monsters', 20) * fit.stretch).toBeLessThanOrEqual(100);
    // A word that fits its line condensed a little stays whole rather than hyphenated (it reads
    // better, for people and for OCR: "Congres-sional Wives" cost tools/legibility.mjs a name).
    const whole = fitLines(ctx, 'Congressional Wives', [154], 3, 28, 20);
    expect(whole.lines).toEqual(['Congressional', 'Wives']);
    expect(whole.stretch).toBeGreaterThanOrEqual(0.85);
    // A name that fits as it is keeps its letters' width.
    expect(fitLines(ctx, 'Texas', [106], 3, 28, 20).stretch).toBe(1);
  });
});

describe('the text meter counts a condensed name at its height (issue 35)', () => {
  it('20 px letters drawn at 0.65 of their width measure 20 px, as tall as they are', () => {
    let m = { a: 1, b: 0, c: 0, d: 1 };
    const ctx = {
      font: 'bold 20px sans-serif',
      getTransform: () => m,
      fillText: () => undefined,
    } as unknown as CanvasRenderingContext2D;
    const min = meterText(ctx, () => {
      m = { a: 0.65, b: 0, c: 0, d: 1 };
      ctx.fillText('Internationale', 0, 0);
    });
    expect(min).toBe(20);
  });
});
