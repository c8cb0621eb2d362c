// The table's colours and fonts in one place (DESIGN.md section 9), so that the canvas, the large
// card view and the DOM panels of the other screens agree. Pure data: no DOM, no Konva.
import type { Alignment } from '../../../shared/cards';

/**
 * One colour per seat, used for the structure's outline, the player's label on the table and
 * (for the screens) the seat panel and log entries. Chosen to stay apart from each other and
 * from the green felt, and readable as text on the dark table.
 */
export const PLAYER_COLORS = [
  '#f2c14e', // gold
  '#ef6f6c', // coral red
  '#5fa8f5', // sky blue
  '#b48ef0', // violet
  '#f59b4c', // orange
  '#4fd1c5', // teal
  '#f07ac4', // pink
  '#d7e36b', // pale lime
] as const;

export function playerColor(seat: number | null): string {
  if (seat === null || !Number.isInteger(seat) || seat < 0) return NEUTRAL;
  return PLAYER_COLORS[seat % PLAYER_COLORS.length];
}

/** Frame colour of cards nobody controls (uncontrolled area, dead pile). */
export const NEUTRAL = '#8d9aa6';

export const TABLE = {
  /** Felt, from the centre of the table to its rim. */
  feltCenter: '#1f5a3a',
  feltEdge: '#0b2a1b',
  /** Outlines of the zones drawn on the felt. */
  zoneLine: 'rgba(236, 226, 190, 0.28)',
  zoneFill: 'rgba(0, 0, 0, 0.14)',
  zoneText: 'rgba(244, 236, 208, 0.78)',
  /** Text drawn directly on the felt. */
  ink: '#f4ecd0',
  inkDim: '#b9b29c',
  /** Arrow highlights while placing or moving a group. */
  open: '#5be37d',
  openFill: 'rgba(91, 227, 125, 0.22)',
  blocked: '#ff5a4f',
  blockedFill: 'rgba(255, 90, 79, 0.18)',
  /** Selection, hover and keyboard focus rings. */
  select: '#ffe27a',
  hover: 'rgba(255, 255, 255, 0.75)',
  focus: '#7fd8ff',
  attention: '#ff9f43',
} as const;

export const CARD = {
  /** Group card body (parchment) and its ink. */
  groupBody: '#f3ead2',
  groupBodyShade: '#e3d6b3',
  groupInk: '#1e1b16',
  groupInkSoft: '#5a5244',
  /** Illuminati card: black with gold. */
  illumBody: '#17151c',
  illumBodyShade: '#2a2433',
  illumInk: '#f1d27a',
  illumInkSoft: '#c9b78a',
  /** The Illuminati's name: brighter than the gold rules, for contrast at a distance. */
  illumName: '#fff1c8',
  /** Special cards (discard pile). */
  specialBody: '#2a1838',
  specialInk: '#efe0ff',
  /** Card backs (deck, face-down Illuminati). */
  backBody: '#1b1630',
  backPattern: '#3a2f5e',
  backInk: '#d8b64a',
  /** Arrows printed on the card edges. */
  arrowOut: '#b3261e',
  arrowOutOnDark: '#e0b341',
  arrowIn: '#1565c0',
  arrowInOnDark: '#8ab4f8',
  /** Money chip. */
  coin: '#e8b923',
  coinRim: '#8a6a0c',
  coinInk: '#2b2100',
  shadow: 'rgba(0, 0, 0, 0.45)',
} as const;

/** The panels' stacks (theme.css --sans and --serif): one typography across canvas and panels (issue 18). */
export const UI_SANS = "'Segoe UI', system-ui, 'DejaVu Sans', Roboto, 'Helvetica Neue', Arial, sans-serif"; // i18n-ok: font names
export const UI_SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif"; // i18n-ok: font names

export const FONTS = {
  /** Card names and labels: the UI's sans-serif, bold. */
  title: UI_SANS,
  /** Numbers: the same face, bold, high contrast. */
  numbers: UI_SANS,
  /** Ability text: the UI's serif, as the printed cards' text. */
  body: UI_SERIF,
} as const;

/** Alignment colours (DESIGN.md section 9: ten fixed colours, each with a glyph and its name). */
export const ALIGNMENT_COLORS: Readonly<Record<Alignment, string>> = {
  Government: '#4a6fa5',
  Communist: '#c62828',
  Liberal: '#1e88e5',
  Conservative: '#8d5a2b',
  Peaceful: '#2e9e6b',
  Violent: '#d84315',
  Straight: '#546e7a',
  Weird: '#8e24aa',
  Criminal: '#37474f',
  Fanatic: '#e09a00',
};
