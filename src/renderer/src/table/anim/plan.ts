// The animations of one table update (issue 18, item 3), derived from the layouts before and after
// it: a pure function of two TableLayouts, so that whatever changed the table (the viewer's own
// action, a bot, a LAN player, an undo) animates the same way, and the plan is tested in Node.
//   - a card that changed place slides there: captured (ATK-CTRL-4, with its puppets ATK-RES-1),
//     placed or moved on an arrow, released to the uncontrolled area (ATK-NEUT-4, ATK-DEST-5),
//     destroyed onto the dead pile (ATK-DEST-5), or a new target drawn from the deck (DRAW-1);
//   - a card that left the table flies to the pile that grew (a second destroyed card under the
//     one on top) or fades where it was;
//   - a card drawn into a hand (DRAW-2: the count is public) flies face down to its holder's label;
//   - money flies as chips between treasuries and the bank (money-flow.ts);
//   - sounds are cued when things land (sound/names.ts).
// Moves wait for the dice of the same update to settle, so that a result is not shown before the
// roll that decides it.
import type { SoundCue, SoundName } from '../../sound/names';
import type { CardSprite, PileKind, Point, TableLayout } from '../sprites';
import { moneyFlights, type MoneyChange } from './money-flow';
import type { AnimTimings } from './timing';

export interface Pose {
  x: number;
  y: number;
  rotation: number;
}

/** capture: into a structure from outside it; place: a floating group set on its arrow; move: to another arrow of the same structure; shift: the layout moved it. */
export type SlideKind = 'capture' | 'place' | 'move' | 'release' | 'destroy' | 'draw' | 'discard' | 'shift';

/** A card drawn by CardNode that goes from one pose to another. */
export interface Slide {
  id: string;
  kind: SlideKind;
  from: Pose;
  to: Pose;
  delay: number;
  duration: number;
}

/** A card no longer on the table (or a card back), drawn by the overlay on its way. */
export interface Ghost {
  /** The face to draw; null for a card back (a card drawn into a hand). */
  face: CardSprite | null;
  from: Pose;
  to: Pose;
  /** Size at the end, as a fraction of the card (a card going into a hand shrinks). */
  endScale: number;
  /** Fades out on the way (a card that leaves the table without a pile to go to). */
  fade: boolean;
  delay: number;
  duration: number;
}

export interface Chip {
  from: Point;
  to: Point;
  amount: number;
  delay: number;
  duration: number;
}

export interface AnimPlan {
  slides: Slide[];
  ghosts: Ghost[];
  chips: Chip[];
  cues: SoundCue[];
  /** Milliseconds until the last flight lands (0: nothing moves). */
  end: number;
}

export interface PlanInput {
  prev: TableLayout;
  next: TableLayout;
  timings: AnimTimings;
  /** A roll arrived with this update: the dice tumble this long (ms) before the table moves; null: no roll. */
  dice: number | null;
  /** The dice of an earlier update still tumble this long (ms): the table waits for them too. */
  tumbling?: number;
}

/** At most this many chips and flying ghosts per update (a whole structure's income stays readable and cheap). */
export const MAX_CHIPS = 16;
export const MAX_GHOSTS = 8;

const EMPTY: AnimPlan = { slides: [], ghosts: [], chips: [], cues: [], end: 0 };

const poseOf = (c: { x: number; y: number; rotation: number }): Pose => ({ x: c.x, y: c.y, rotation: c.rotation });
const samePose = (a: Pose, b: Pose): boolean => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && a.rotation === b.rotation;
const centre = (r: { x: number; y: number; width: number; height: number }): Point => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

function pileOf(l: TableLayout, kind: PileKind) {
  return l.piles.find((p) => p.kind === kind) ?? null;
}

/** Why a card that is on both tables moved, or null when it did not. */
function slideKind(a: CardSprite, b: CardSprite): SlideKind | null {
  if (b.zone === 'dead' && a.zone !== 'dead') return 'destroy';
  if (b.owner !== null && a.owner !== b.owner) return 'capture';
  if (b.zone === 'uncontrolled' && a.zone !== 'uncontrolled') return 'release';
  if (a.zone === 'floating' && b.zone === 'structure') return 'place';
  if (a.zone === 'structure' && b.zone === 'structure' && (a.master !== b.master || a.arrow !== b.arrow)) return 'move';
  return samePose(poseOf(a), poseOf(b)) ? null : 'shift';
}

const SOUND_OF: Partial<Record<SlideKind, SoundName>> = { capture: 'capture', place: 'place', move: 'place', release: 'place', destroy: 'destroy', draw: 'draw', discard: 'draw' };

/**
 * Whether an update animates: the same viewer's table, a later position of the same game. A new
 * viewer (hot-seat), a first view or a view going back (an older position) is shown at once.
 */
export function animates(prev: { viewer: unknown; seq: number } | null, next: { viewer: unknown; seq: number }): boolean {
  return prev !== null && prev.viewer === next.viewer && next.seq > prev.seq;
}

/** The animations from `prev` to `next` (see the top of this file). All zero timings: nothing moves, but sounds are still cued. */
export function planAnimations(input: PlanInput): AnimPlan {
  const { prev, next, timings: tm } = input;
  if (prev === next) return EMPTY;
  const moving = tm.slide > 0;
  const start = moving ? Math.max(0, input.dice ?? 0, input.tumbling ?? 0) : 0;
  const before = new Map(prev.cards.map((c) => [c.id, c]));
  const after = new Map(next.cards.map((c) => [c.id, c]));
  const deckBefore = pileOf(prev, 'deck');
  const deckAfter = pileOf(next, 'deck');
  const deckPose: Pose | null = deckBefore ? { ...centre(deckBefore.rect), rotation: 0 } : null;
  const drawn = Math.max(0, (deckBefore?.count ?? 0) - (deckAfter?.count ?? 0));

  const slides: Slide[] = [];
  const ghosts: Ghost[] = [];
  const cues: SoundCue[] = [];
  let order = 0;
  /** The delay of the next flight that reads as its own event (staggered, within maxStagger). */
  const nextDelay = () => start + Math.min(tm.maxStagger, tm.stagger * order++);

  // Cards on both tables, and cards that came onto the table.
  let newTargets = 0;
  for (const b of next.cards) {
    const a = before.get(b.id);
    if (a) {
      const kind = slideKind(a, b);
      if (!kind) continue;
      slides.push({ id: b.id, kind, from: poseOf(a), to: poseOf(b), delay: kind === 'shift' ? start : nextDelay(), duration: tm.slide });
      continue;
    }
    if (b.zone === 'uncontrolled' && deckPose && newTargets < drawn) {
      // A group turned up from the deck becomes a new target (DRAW-1).
      newTargets++;
      slides.push({ id: b.id, kind: 'draw', from: deckPose, to: poseOf(b), delay: nextDelay(), duration: tm.slide });
    } else if (b.zone === 'discard') {
      // A special card played comes from its holder's hand (the label of the player whose count
      // fell); one turned up while adding targets (TURN-2) comes from the deck.
      const holder = next.labels.find((l) => (prev.labels.find((x) => x.seat === l.seat)?.specials ?? 0) > l.specials);
      const from = holder ? { ...centre(holder.rect), rotation: 0 } : drawn > 0 ? deckPose : null;
      if (from) slides.push({ id: b.id, kind: 'discard', from, to: poseOf(b), delay: nextDelay(), duration: tm.slide });
    }
  }

  // Cards that left the table: to the pile that grew, or gone where they were.
  const grew = (kind: PileKind) => (pileOf(next, kind)?.count ?? 0) > (pileOf(prev, kind)?.count ?? 0);
  for (const a of prev.cards) {
    if (after.has(a.id) || a.zone === 'dead' || a.zone === 'discard') continue; // a pile's old top lies under the new one
    if (ghosts.length >= MAX_GHOSTS) break;
    const pile = a.kind === 'special' ? (grew('discard') ? pileOf(next, 'discard') : null) : grew('dead') ? pileOf(next, 'dead') : null;
    const to: Pose = pile ? { ...centre(pile.rect), rotation: 0 } : poseOf(a);
    ghosts.push({ face: a, from: poseOf(a), to, endScale: 1, fade: !pile, delay: nextDelay(), duration: tm.slide });
    if (pile?.kind === 'dead') cues.push({ sound: 'destroy', delay: start + tm.slide });
  }

  // Cards drawn into hands (special cards): a card back from the deck to the holder's label.
  if (deckPose && drawn > newTargets) {
    for (const l of next.labels) {
      const gained = l.specials - (prev.labels.find((x) => x.seat === l.seat)?.specials ?? l.specials);
      for (let i = 0; i < Math.min(gained, 3) && ghosts.length < MAX_GHOSTS; i++) {
        ghosts.push({ face: null, from: deckPose, to: { ...centre(l.rect), rotation: 0 }, endScale: 0.45, fade: true, delay: nextDelay(), duration: tm.slide });
        cues.push({ sound: 'draw', delay: 0 });
      }
    }
  }

  // Money between treasuries (cards on both tables; a card without money counts as 0).
  const changes: MoneyChange[] = [];
  for (const b of next.cards) {
    const a = before.get(b.id);
    if (!a || (a.money === null && b.money === null)) continue;
    const delta = (b.money ?? 0) - (a.money ?? 0);
    if (delta !== 0) changes.push({ at: delta < 0 ? (a.coin ?? a) : (b.coin ?? b), delta });
  }
  const world = next.zones.find((z) => z.kind === 'center');
  const bank = world ? centre(world.rect) : centre(next.bounds);
  const chips: Chip[] = moneyFlights(changes, bank, MAX_CHIPS).map((f, i) => ({
    from: { x: f.from.x, y: f.from.y },
    to: { x: f.to.x, y: f.to.y },
    amount: f.amount,
    delay: Math.min(tm.maxStagger, tm.stagger * i),
    duration: tm.chip,
  }));
  if (chips.length) cues.push({ sound: 'money', delay: chips[0].delay + chips[0].duration });

  for (const s of slides) {
    const sound = SOUND_OF[s.kind];
    if (sound) cues.push({ sound, delay: s.delay + s.duration });
  }

  // The start of the viewer's own turn.
  const mine = next.labels.find((l) => l.isViewer);
  if (mine?.active && !prev.labels.find((l) => l.seat === mine.seat)?.active) cues.push({ sound: 'turn', delay: 0 });
  if (input.dice !== null) cues.unshift({ sound: 'dice', delay: 0, length: Math.max(0, input.dice) });

  const flights = [...slides, ...ghosts, ...chips];
  const end = moving ? flights.reduce((m, f) => Math.max(m, f.delay + f.duration), 0) : 0;
  return { slides: moving ? slides : [], ghosts: moving ? ghosts : [], chips: moving ? chips : [], cues: oncePerSound(cues), end };
}

/** One cue per sound and update, the earliest (several captures at once make one sound, not a roar). */
function oncePerSound(cues: SoundCue[]): SoundCue[] {
  const first = new Map<SoundName, SoundCue>();
  for (const c of cues) {
    const had = first.get(c.sound);
    if (!had || c.delay < had.delay) first.set(c.sound, c);
  }
  return [...first.values()].sort((a, b) => a.delay - b.delay);
}
