// What the pure layout hands to the Konva components (DESIGN.md section 6): plain data in world
// coordinates, one object per thing drawn. World units are pixels at zoom 1; the engine's card of
// 7 x 5 units becomes UNIT times bigger, so every engine pose maps onto the table exactly.
import type { Alignment, Side } from '../../../shared/cards';
import type { Seat } from '../../../shared/engine';
import type { GoalStanding } from '../../../shared/protocol/messages';

/** World pixels per engine unit (an upright card is 7 x 5 units). */
export const UNIT = 24;
export const CARD_W = 7 * UNIT;
export const CARD_H = 5 * UNIT;
/** The money chip's centre, inset from the printed top-right corner of the card (the name leaves that corner free). */
export const COIN_INSET = 25;
/** Radius of that chip (its amount at 20 px: 11 CSS px at the default view's zoom, issue 35). */
export const COIN_R = 20;
/**
 * Where the money chip lies on a face of this size (its centre, from the face's top-left corner):
 * the top-right corner of a landscape face; on a portrait face (issue 35: a card turned by 90
 * degrees, drawn upright) at the left of the Income tag's row, above the Power figures, so that
 * the name, at 20 px in a card's short width, has its whole width for four lines.
 */
export function coinSpot(width: number, height: number): Point {
  return height > width ? { x: 13 + COIN_R, y: height - 54 } : { x: width - COIN_INSET, y: COIN_INSET };
}

/**
 * The smallest text drawn on the table in world pixels (issue 35): the default view keeps the
 * zoom at LEGIBLE_SCALE (camera.ts) or more, where this reads at 11 CSS px.
 */
export const MIN_TEXT = 20;

export type Rotation = 0 | 90 | 180 | 270;

/**
 * How a card's face picture lies on the table (issue 35). Upright (the default): the face is laid
 * out for the card's footprint, landscape or portrait, so that its name and numbers read left to
 * right whatever the card's rotation, its arrows drawn on the sides they point to on the table.
 * As printed (the setting "Cards as printed"): the landscape face turned with the card.
 */
export interface FaceFrame {
  upright: boolean;
  /** The picture's rotation on the table: 0 when upright, the card's rotation as printed. */
  rotation: Rotation;
  /** The picture's size before that rotation. */
  width: number;
  height: number;
}

/** An axis-aligned rectangle in world coordinates (top-left corner and size). */
export interface WorldRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A printed arrow of a card: its side on the upright card and the world direction it faces. */
export interface ArrowMark {
  side: Side;
  world: Side;
  dir: 'in' | 'out';
}

/** 'hidden': another player's face-down Illuminati (hidden Illuminati option). */
export type CardKind = 'illuminati' | 'hidden' | 'group' | 'special';
/** Where a card lies: in a structure, in the uncontrolled area, waiting to be placed, on a pile. */
export type CardZone = 'structure' | 'uncontrolled' | 'floating' | 'dead' | 'discard';

export interface CardSprite {
  /** Unique among the sprites of one layout (a card id can be drawn once only in a real game). */
  key: string;
  /** Card id from the catalog, or `hidden-illuminati-<seat>` for a face-down Illuminati. */
  id: string;
  name: string;
  kind: CardKind;
  zone: CardZone;
  /** Seat controlling the card; null when uncontrolled or on a pile. */
  owner: Seat | null;
  ownerName: string | null;
  /** Centre of the card, world coordinates. */
  x: number;
  y: number;
  /** Clockwise, as in the engine pose. */
  rotation: Rotation;
  /** Size of the upright card (before rotation). */
  width: number;
  height: number;
  /** World bounds after rotation. */
  bounds: WorldRect;
  /** How the face is drawn (upright or as printed). */
  frame: FaceFrame;
  /** Money on the card (the Illuminati card carries the Illuminati treasury); null when none can be. */
  money: number | null;
  /** Where the money chip sits (world), upright whatever the card's rotation; null without money. */
  coin: Point | null;
  /** Alignments as they count now (Orbital Mind Control Lasers' shifts applied). */
  alignments: Alignment[];
  /** True when a shift of this turn changed the printed alignments. */
  shifted: boolean;
  power: number | null;
  transferable: number | null;
  resistance: number | null;
  income: number | null;
  /** Ability text (catalog), or the special card's effect. */
  text: string;
  arrows: ArrowMark[];
  /** The master card and its arrow this card hangs on (structure cards other than the Illuminati). */
  master: string | null;
  arrow: Side | null;
  /** For a card waiting to be placed: how many puppets come with it. */
  puppets: number;
  selected: boolean;
  hovered: boolean;
  /** Emphasised: part of the attack being resolved, or named by the screens' `highlight`. */
  highlighted: boolean;
  /** Drawn faded: lifted while being moved, or not part of the acting structure during a move. */
  dimmed: boolean;
  /** The acting player may drag this card onto a legal target. */
  draggable: boolean;
}

export type PileKind = 'deck' | 'discard' | 'dead';

export interface PileSprite {
  kind: PileKind;
  label: string;
  count: number;
  /** Id of the top card shown face up (discard, dead pile); null for the deck or an empty pile. */
  top: string | null;
  /** Slot of the pile (a card-sized rectangle). */
  rect: WorldRect;
}

/** Frames drawn on the felt: the centre zones and each player's area. */
export interface ZoneSprite {
  key: string;
  kind: 'center' | 'uncontrolled' | 'player';
  rect: WorldRect;
  title: string;
  /** Player colour for a player's area. */
  color: string | null;
  seat: Seat | null;
}

export interface PlayerLabelSprite {
  key: string;
  seat: Seat;
  name: string;
  color: string;
  /** The Illuminati's name, or a description of the face-down card. */
  illuminati: string;
  illuminatiId: string | null;
  groups: number;
  /** Income per turn when the standings give it; null otherwise. */
  income: number | null;
  /** Special cards held (count; the cards themselves are private). */
  specials: number;
  /** The Illuminati treasury. */
  money: number;
  basic: GoalStanding;
  /** Null when the viewer may not know it. */
  special: GoalStanding | null;
  active: boolean;
  deciding: boolean;
  out: null | 'eliminated' | 'left';
  isViewer: boolean;
  rect: WorldRect;
}

/**
 * An outward arrow of the acting structure while a group is being placed or moved: open (green;
 * `legal` when the legal actions allow dropping the group there) or blocked (red, with the cards
 * that block it and lines to them).
 */
export interface ArrowHighlight {
  key: string;
  master: string;
  arrow: Side;
  world: Side;
  status: 'open' | 'blocked';
  /** 'occupied': a puppet hangs there; 'overlap': the slot would overlap these cards. */
  reason: 'free' | 'occupied' | 'overlap';
  legal: boolean;
  blockers: string[];
  blockerNames: string[];
  /** The arrow's point on the master's edge. */
  point: Point;
  /** The rectangle a puppet takes on this arrow (engine footprint). */
  slot: WorldRect;
  /** Short text for the label next to the arrow. */
  label: string;
  /** From the arrow point to the centre of each blocking card (overlaps only). */
  lines: { x1: number; y1: number; x2: number; y2: number }[];
}

/** A legal place for a group: from a moveGroup or placeCaptured legal action (see README.md). */
export interface DropTarget {
  group: string;
  master: string;
  arrow: Side;
}

export interface PlayerArea {
  seat: Seat;
  /** The whole area: label band and structure. */
  rect: WorldRect;
  /** The structure's cards only. */
  structure: WorldRect;
}

export interface TableLayout {
  cards: CardSprite[];
  piles: PileSprite[];
  zones: ZoneSprite[];
  labels: PlayerLabelSprite[];
  highlights: ArrowHighlight[];
  players: PlayerArea[];
  /** The group being placed or moved and the seat whose structure it goes to. */
  moving: { group: string; seat: Seat } | null;
  /** Everything drawn. */
  bounds: WorldRect;
  /** The viewer's area (the first in table order) and the middle: what the default view keeps in sight. */
  home: WorldRect;
  /** The winners' areas once the game is over (what the camera frames then, issue 35); null before, or without winners. */
  winners: WorldRect | null;
}
