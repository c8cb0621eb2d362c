// The glyph and short name of each alignment (DESIGN.md section 9: no information rests on colour
// alone; the short names and glyph descriptions are in i18n/<lang>/table.ts). Glyphs are SVG path
// data in a 16 x 16 box, drawn by the canvas (Path2D) and by the DOM (<path d>) from the same
// strings, filled with the even-odd rule. Opposite alignments get glyphs of a visibly different
// family, so the pairs read apart at a glance.
import { ALIGNMENTS, OPPOSITE, type Alignment } from '../../../shared/cards';
import { t } from '../i18n';
import { ALIGNMENT_COLORS } from './palette';

/** A circle as path data (two arcs), for the glyphs that need holes or dots. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
}

export interface AlignmentStyle {
  alignment: Alignment;
  /** Three or four letters, printed next to the glyph on the small card faces. */
  short: string;
  color: string;
  /** SVG path data, 16 x 16 box, even-odd fill. */
  glyph: string;
  /** What the glyph shows, for people who cannot see it. */
  glyphName: string;
  /** The opposite alignment (DEF-7), if any. */
  opposite: Alignment | null;
}

const GLYPHS: Readonly<Record<Alignment, { glyph: string }>> = {
  // Government: a pillared building.
  Government: {
    glyph: 'M8 1 L15 5 H1 Z M2 6 H14 V7.2 H2 Z M3 8 H5 V13 H3 Z M7 8 H9 V13 H7 Z M11 8 H13 V13 H11 Z M1 13.8 H15 V15 H1 Z',
  },
  // Communist: a five-pointed star.
  Communist: {
    glyph: 'M8 0.8 L9.9 6.1 L15.4 6.2 L11 9.6 L12.6 15 L8 11.8 L3.4 15 L5 9.6 L0.6 6.2 L6.1 6.1 Z',
  },
  // Liberal: a torch.
  Liberal: {
    glyph: 'M8 0.8 C11.2 3.8 11.2 6.4 8 8.2 C4.8 6.4 4.8 3.8 8 0.8 Z M5.6 8.8 H10.4 L9.2 15.2 H6.8 Z',
  },
  // Conservative: a shield.
  Conservative: {
    glyph: 'M8 0.8 L14.4 3 V8 C14.4 11.6 11.4 14.2 8 15.2 C4.6 14.2 1.6 11.6 1.6 8 V3 Z',
  },
  // Peaceful: an olive leaf.
  Peaceful: {
    glyph: 'M1.5 14.5 C1.5 6.5 6.5 1.5 14.5 1.5 C14.5 9.5 9.5 14.5 1.5 14.5 Z M3.2 13.6 L12.8 3.2 L12.2 2.6 L2.6 12.8 Z',
  },
  // Violent: a lightning bolt.
  Violent: {
    glyph: 'M9.6 0.6 L2.6 9.2 H7 L5.8 15.4 L13.4 6.2 H9 L10.6 0.6 Z',
  },
  // Straight: a necktie.
  Straight: {
    glyph: 'M5.8 0.8 H10.2 L9 3.8 L11.2 11.8 L8 15.2 L4.8 11.8 L7 3.8 Z',
  },
  // Weird: an open eye with its pupil.
  Weird: {
    glyph: `M0.8 8 C4 2.6 12 2.6 15.2 8 C12 13.4 4 13.4 0.8 8 Z ${circle(8, 8, 3.6)} ${circle(8, 8, 1.9)}`,
  },
  // Criminal: a money bag.
  Criminal: {
    glyph: 'M5.8 0.8 H10.2 L9.2 3.6 C13 4.6 15 8.6 14.2 11.8 C13.4 15 2.6 15 1.8 11.8 C1 8.6 3 4.6 6.8 3.6 Z',
  },
  // Fanatic: a flame.
  Fanatic: {
    glyph: 'M8 0.8 C10 4.8 14 6.8 13.2 11 C12.6 14 10.2 15.2 8 15.2 C5 15.2 2.8 13.2 2.8 10.4 C2.8 8 4.8 6.8 5.8 4.8 C6.4 6.8 7.4 7.8 8.4 8 C7.8 6 7 3.2 8 0.8 Z',
  },
};

/** The words are read when used (getters), so that they follow the language on screen. */
export const ALIGNMENT_STYLES: Readonly<Record<Alignment, AlignmentStyle>> = Object.fromEntries(
  ALIGNMENTS.map((a) => [a, {
    alignment: a,
    get short() {
      return t(`table.short.${a}`);
    },
    ...GLYPHS[a],
    get glyphName() {
      return t(`table.glyph.${a}`);
    },
    color: ALIGNMENT_COLORS[a],
    opposite: OPPOSITE[a] ?? null,
  }]),
) as Record<Alignment, AlignmentStyle>;

export function alignmentStyle(a: Alignment): AlignmentStyle {
  return ALIGNMENT_STYLES[a];
}
