// layout(observation, viewport, ui): the table as sprites (DESIGN.md section 6). Pure: no DOM, no
// Konva, no Vue; tested in Node. The components only draw what this returns.
import type { Side } from '../../../shared/cards';
import type { Observation, ObservedPlayer, Seat } from '../../../shared/engine';
import type { GoalStanding, PlayerStanding } from '../../../shared/protocol/messages';
import { AREA_PAD, LABEL_H, LABEL_W, TRAY_GAP, arrangeAreas, arrangeMiddle, areaSize, labelPlace, trayWidth, union } from './arrange';
import { t } from '../i18n';
import { cardName } from '../i18n/cards';
import { num } from '../i18n/format';
import { goalProgress } from '../logic/progress';
import { faceOf, type CardFace } from './card-face';
import { playerColor } from './palette';
import { arrowHighlights, liftedBy, toWorld, viewStructure, type StructureView } from './structure-view';
import {
  CARD_H, CARD_W, UNIT, coinSpot,
  type ArrowHighlight, type ArrowMark, type CardSprite, type CardZone, type DropTarget, type PileSprite,
  type PlayerArea, type PlayerLabelSprite, type Rotation, type TableLayout, type WorldRect, type ZoneSprite,
} from './sprites';
import { worldSide } from '../../../shared/engine';

export interface Viewport {
  width: number;
  height: number;
}

/** UI state that changes what is drawn (all optional). */
export interface TableUi {
  /** Seat whose structure takes a group being placed or moved; default: the viewer when a seat. */
  actingSeat?: Seat | null;
  selected?: string | null;
  hovered?: string | null;
  /** Group being placed or moved; default: the selected card when a target names it. */
  moving?: string | null;
  /** Legal places for groups (from the viewer's legal actions, see README.md). */
  targets?: readonly DropTarget[];
  /** Cards to emphasise besides the attack in progress. */
  highlight?: readonly string[];
  /** From the TableView, when given: groups, income and goal progress per seat. */
  standings?: readonly PlayerStanding[];
  /** Seats that must act now (TableView.deciding). */
  deciding?: readonly Seat[];
  /** The faces as printed, turned with their cards (the setting "Cards as printed"); default upright (issue 35). */
  printed?: boolean;
}

/** The group a placing/moving mode is about, given the UI state (drag, explicit, or selected). */
export function movingGroup(ui: TableUi): string | null {
  if (ui.moving) return ui.moving;
  const sel = ui.selected;
  if (sel && (ui.targets ?? []).some((t) => t.group === sel)) return sel;
  return null;
}

/** Players in table order: the viewer first (bottom of the table), then the following seats. */
export function tableOrder(obs: Observation): ObservedPlayer[] {
  const players = obs.players;
  const first = typeof obs.viewer === 'number' ? Math.max(0, players.findIndex((p) => p.seat === obs.viewer)) : 0;
  return players.map((_, i) => players[(first + i) % players.length]);
}

function rotatePoint(x: number, y: number, rotation: Rotation): { x: number; y: number } {
  switch (rotation) {
    case 90:
      return { x: -y, y: x };
    case 180:
      return { x: -x, y: -y };
    case 270:
      return { x: y, y: -x };
    default:
      return { x, y };
  }
}

interface Placed {
  face: CardFace;
  key: string;
  zone: CardZone;
  owner: ObservedPlayer | null;
  x: number;
  y: number;
  rotation: Rotation;
  money: number | null;
  master: string | null;
  arrow: Side | null;
  puppets: number;
}

function toSprite(p: Placed, printed: boolean, flags: { selected: boolean; hovered: boolean; highlighted: boolean; dimmed: boolean; draggable: boolean }): CardSprite {
  const { face } = p;
  const turned = p.rotation === 90 || p.rotation === 270;
  const bw = turned ? CARD_H : CARD_W;
  const bh = turned ? CARD_W : CARD_H;
  const arrows: ArrowMark[] = [
    ...face.outSides.map((side) => ({ side, world: worldSide(side, p.rotation), dir: 'out' as const })),
    ...(face.inSide ? [{ side: face.inSide, world: worldSide(face.inSide, p.rotation), dir: 'in' as const }] : []),
  ];
  // Upright (issue 35): the face fills the footprint unturned, the chip in its top-right corner.
  const frame = printed ? { upright: false, rotation: p.rotation, width: CARD_W, height: CARD_H } : { upright: true, rotation: 0 as const, width: bw, height: bh };
  const spot = coinSpot(frame.width, frame.height);
  const c = rotatePoint(spot.x - frame.width / 2, spot.y - frame.height / 2, frame.rotation);
  return {
    key: p.key,
    id: face.id,
    name: face.name,
    kind: face.kind,
    zone: p.zone,
    owner: p.owner ? p.owner.seat : null,
    ownerName: p.owner ? p.owner.name : null,
    x: p.x,
    y: p.y,
    rotation: p.rotation,
    width: CARD_W,
    height: CARD_H,
    bounds: { x: p.x - bw / 2, y: p.y - bh / 2, width: bw, height: bh },
    frame,
    money: p.money,
    coin: p.money === null ? null : { x: p.x + c.x, y: p.y + c.y },
    alignments: face.alignments,
    shifted: face.shifted,
    power: face.power,
    transferable: face.transferable,
    resistance: face.resistance,
    income: face.income,
    text: face.text,
    arrows,
    master: p.master,
    arrow: p.arrow,
    puppets: p.puppets,
    ...flags,
  };
}

function fallbackStanding(obs: Observation, p: ObservedPlayer): { groups: number; income: number | null; basic: GoalStanding; special: GoalStanding | null } {
  // Without the host's standings: the basic goal counts every card, the Illuminati included (WIN-3).
  const have = 1 + p.groups.length;
  return { groups: p.groups.length, income: null, basic: { have, need: obs.basicGoal, text: t('table.label.cardsOf', { have: num(have), need: num(obs.basicGoal) }) }, special: null };
}

function label(obs: Observation, p: ObservedPlayer, ui: TableUi, rect: WorldRect): PlayerLabelSprite {
  const st = ui.standings?.find((x) => x.seat === p.seat);
  const fb = fallbackStanding(obs, p);
  const illum = p.illuminati ? cardName(p.illuminati) : t('table.face.hiddenName');
  // The host's words are English: the goals are worded here from what they count (logic/progress.ts).
  const worded = (g: GoalStanding): GoalStanding => ({ ...g, text: goalProgress(g) });
  return {
    key: `label-${p.seat}`,
    seat: p.seat,
    name: p.name,
    color: playerColor(p.seat),
    illuminati: illum,
    illuminatiId: p.illuminati,
    groups: st ? st.groups : fb.groups,
    income: st ? st.income : fb.income,
    specials: p.handCount,
    money: p.money,
    basic: worded(st ? st.basic : fb.basic),
    special: st ? (st.special && worded(st.special)) : fb.special,
    active: obs.turn.active === p.seat && !obs.outcome,
    deciding: (ui.deciding ?? []).includes(p.seat),
    out: p.out,
    isViewer: obs.viewer === p.seat,
    rect,
  };
}

/** Cards named by the pending window: the attack being resolved or the group being captured. */
function attackCards(obs: Observation): string[] {
  const w = obs.pending;
  if (!w) return [];
  if (w.kind === 'attack') return [w.attacker, ...w.aiders, w.target];
  if (w.kind === 'capture') return [w.attacker, w.target];
  return [];
}

/**
 * The table for this observation, laid out for a viewport of this size (only its aspect ratio is
 * used: wide screens get a wider ring of players). Throws an Error with a readable message when
 * a structure of the observation is not a tree the geometry can lay out.
 */
export function layoutTable(obs: Observation, viewport: Viewport, ui: TableUi = {}): TableLayout {
  const shifts = obs.turn.shifts;
  const names = (id: string): string => faceOf(id, shifts).name;
  const order = tableOrder(obs);
  const views = new Map<Seat, StructureView>(order.map((p) => [p.seat, viewStructure(p)]));

  const actingSeat = ui.actingSeat !== undefined ? ui.actingSeat : typeof obs.viewer === 'number' ? obs.viewer : null;
  const group = movingGroup(ui);
  const acting = actingSeat === null ? undefined : views.get(actingSeat);
  const moving = group && acting ? { group, seat: acting.seat } : null;
  const lifted = moving && acting ? liftedBy(acting, moving.group) : new Set<string>();

  // The group of a capture waits in the attacker's tray until it is placed (ATK-CTRL-4).
  const pending = obs.pending;
  const floating = pending?.kind === 'capture' ? { seat: pending.attackSeat, id: pending.target, puppets: pending.lifted.length - 1 } : null;

  // Middle, then the areas around it.
  const middle = arrangeMiddle(obs.uncontrolled.length);
  const aspect = viewport.width > 0 && viewport.height > 0 ? viewport.width / viewport.height : 1;
  const places = order.map((_, i) => labelPlace(i, order.length, aspect));
  const sizes = order.map((p, i) => {
    const b = (views.get(p.seat) as StructureView).box;
    return areaSize((b.x1 - b.x0) * UNIT, (b.y1 - b.y0) * UNIT, floating?.seat === p.seat, places[i]);
  });
  const corners = arrangeAreas(sizes, middle.rect, aspect);

  const placed: Placed[] = [];
  const zones: ZoneSprite[] = [
    { key: 'middle', kind: 'center', rect: middle.rect, title: t('table.zone.world'), color: null, seat: null },
    { key: 'uncontrolled', kind: 'uncontrolled', rect: middle.uncontrolled, title: t('table.zone.uncontrolled', { n: num(obs.uncontrolled.length) }), color: null, seat: null },
  ];
  const labels: PlayerLabelSprite[] = [];
  const players: PlayerArea[] = [];
  const highlights: ArrowHighlight[] = [];

  order.forEach((p, i) => {
    const v = views.get(p.seat) as StructureView;
    const { width, height } = sizes[i];
    const area: WorldRect = { x: corners[i].x, y: corners[i].y, width, height };
    const sw = (v.box.x1 - v.box.x0) * UNIT;
    const sh = (v.box.y1 - v.box.y0) * UNIT;
    // The label at the area's top left (after the tray, while a captured group waits); the
    // structure's box beside it at the right, or under it (arrange.ts labelPlace).
    const tray = floating?.seat === p.seat;
    // A label above the structure of a player left of the middle lies at the area's right, toward
    // the middle: the default view of a grown table, wider than the window, keeps it (issue 35).
    const inward = places[i] === 'above' && area.x + width / 2 < 0;
    const labelX = inward ? area.x + width - AREA_PAD - LABEL_W : area.x + AREA_PAD + trayWidth(tray);
    const labelRect = { x: labelX, y: area.y + AREA_PAD, width: LABEL_W, height: LABEL_H };
    const left = places[i] === 'beside' ? area.x + width - AREA_PAD - sw : area.x + AREA_PAD + trayWidth(tray);
    const top = places[i] === 'beside' ? labelRect.y : area.y + height - AREA_PAD - sh;
    const ox = left - v.box.x0 * UNIT;
    const oy = top - v.box.y0 * UNIT;
    zones.push({ key: `area-${p.seat}`, kind: 'player', rect: area, title: p.name, color: playerColor(p.seat), seat: p.seat });
    labels.push(label(obs, p, ui, labelRect));
    players.push({ seat: p.seat, rect: area, structure: toWorld(v.box, ox, oy) });
    const money = new Map<string, number>(p.groups.map((g) => [g.id, g.money]));
    const masters = new Map(p.groups.map((g) => [g.id as string, g]));
    for (const [id, pose] of v.poses) {
      const pl = masters.get(id);
      placed.push({
        face: faceOf(id, shifts), key: `card-${id}`, zone: 'structure', owner: p,
        x: ox + pose.cx * UNIT, y: oy + pose.cy * UNIT, rotation: pose.rotation as Rotation,
        money: id === v.root ? p.money : (money.get(id) ?? 0),
        master: pl ? pl.master : null, arrow: pl ? pl.arrow : null, puppets: 0,
      });
    }
    if (floating && tray) {
      placed.push({
        face: faceOf(floating.id, shifts), key: `card-${floating.id}`, zone: 'floating', owner: p,
        x: labelRect.x - TRAY_GAP - CARD_W / 2, y: labelRect.y + LABEL_H / 2, rotation: 0,
        money: pending?.kind === 'capture' ? (pending.lifted[0]?.money ?? 0) : 0, master: null, arrow: null, puppets: floating.puppets,
      });
    }
    if (moving && moving.seat === p.seat) highlights.push(...arrowHighlights(v, moving.group, ui.targets ?? [], names, ox, oy));
  });

  obs.uncontrolled.forEach((id, i) => {
    placed.push({ face: faceOf(id, shifts), key: `card-${id}`, zone: 'uncontrolled', owner: null, x: middle.slots[i].x, y: middle.slots[i].y, rotation: 0, money: null, master: null, arrow: null, puppets: 0 });
  });

  const pile = (kind: PileSprite['kind'], count: number, top: string | null, rect: WorldRect): PileSprite => ({ kind, label: t(`table.pile.${kind}`), count, top, rect });
  const deadTop = obs.dead.length ? obs.dead[obs.dead.length - 1] : null;
  const discardTop = obs.discard.length ? obs.discard[obs.discard.length - 1] : null;
  const piles = [
    pile('deck', obs.deckCount, null, middle.piles.deck),
    pile('discard', obs.discard.length, discardTop, middle.piles.discard),
    pile('dead', obs.dead.length, deadTop, middle.piles.dead),
  ];
  for (const [top, zone, rect] of [[discardTop, 'discard', middle.piles.discard], [deadTop, 'dead', middle.piles.dead]] as const) {
    if (top) placed.push({ face: faceOf(top, shifts), key: `card-${top}`, zone, owner: null, x: rect.x + CARD_W / 2, y: rect.y + CARD_H / 2, rotation: 0, money: null, master: null, arrow: null, puppets: 0 });
  }

  const targets = ui.targets ?? [];
  const draggable = new Set(targets.map((t) => t.group));
  const emphasised = new Set([...attackCards(obs), ...(ui.highlight ?? [])]);
  const actingIds = acting ? new Set(acting.poses.keys()) : new Set<string>();
  const cards = placed.map((p) => {
    const id = p.face.id;
    const inActing = p.zone === 'structure' && p.owner !== null && p.owner.seat === moving?.seat && actingIds.has(id);
    const isMoving = moving !== null && id === moving.group;
    return toSprite(p, ui.printed === true, {
      selected: ui.selected === id,
      hovered: ui.hovered === id,
      highlighted: emphasised.has(id),
      // While moving: the lifted subtree fades, and so does everything that is not a place to go.
      dimmed: moving !== null && !isMoving && (lifted.has(id) || !inActing),
      draggable: draggable.has(id) && (p.zone === 'structure' ? p.owner?.seat === actingSeat : true),
    });
  });

  const bounds = union([middle.rect, ...players.map((a) => a.rect)]);
  const home = union([middle.rect, ...players.slice(0, 1).map((a) => a.rect)]);
  const won = players.filter((a) => obs.outcome?.winners.includes(a.seat)).map((a) => a.rect);
  return { cards, piles, zones, labels, highlights, players, moving, bounds, home, winners: won.length ? union(won) : null };
}

/**
 * The same layout with the selection and hover flags set for these ids: cards whose flags do not
 * change stay the same objects. Pointer motion changes only these flags, so the components lay the
 * table out once and apply the pointer with this (layoutTable(o, v, ui) equals
 * withPointer(layoutTable(o, v, { ...ui, selected: null, hovered: null, moving: movingGroup(ui) }), ui.selected, ui.hovered)).
 */
export function withPointer(l: TableLayout, selected: string | null | undefined, hovered: string | null | undefined): TableLayout {
  let changed = false;
  const cards = l.cards.map((c) => {
    const sel = c.id === selected;
    const hov = c.id === hovered;
    if (c.selected === sel && c.hovered === hov) return c;
    changed = true;
    return { ...c, selected: sel, hovered: hov };
  });
  return changed ? { ...l, cards } : l;
}

/** Everything on the table, for fit-all. */
export function bounds(l: TableLayout): WorldRect {
  return l.bounds;
}

/** One player's area (label and structure), for focus-on-player; null for an unknown seat. */
export function playerBounds(l: TableLayout, seat: Seat): WorldRect | null {
  return l.players.find((a) => a.seat === seat)?.rect ?? null;
}
