// What an attack is worth to each seat, and who can spend how much on it (the inputs of war.ts).
// A seat's stake is its utility after success minus its utility after failure, both evaluated on
// states resolved by the engine (captured puppets, refits, halved money, eliminations included).
// Sources follow ATK-MONEY-1/2 and INTERF-2: the attacker pays from the attacking card and the
// Illuminati; the defender from the target (each MB counts double, and the money would half go to
// the captor anyway, so it is cheap to spend) and from his Illuminati; others from their
// Illuminati, for or against, unless the attack is privileged. The bot's own money cards count
// as reserves it can play in the window (Slush Fund, Swiss Bank Account, White Collar Crime).
import { type GroupId, type Side, type SpecialId } from '../cards';
import { type GameState, type Seat } from '../engine';
import { isOpen, outSidesOf } from '../engine';
import { moneyOn, placementOf, totalMoney } from '../engine';
import { resolveAttack, step, type Placer } from './sim';
import { roomOf } from './shapes';
import type { Think } from './think';
import type { Bidder, Source } from './war';
import { CARD_MONEY, CARD_VALUE } from './weights';

type CaptureWindow = Extract<GameState['pending'], { kind: 'capture' }>;

/** Place a captured group on the arrow the evaluation likes best (Medium) or the first one (Easy). */
export function placerFor(t: Think): Placer {
  return (s) => {
    const w = s.pending as CaptureWindow;
    const me = s.players[w.attackSeat];
    const arrows = outSidesOf(w.attacker).filter((a) => isOpen(me, w.attacker, a));
    if (arrows.length <= 1 || !t.level.refined) return { arrow: arrows[0] ?? 'top' };
    if (w.lifted.length === 1 && t.ev.full) {
      const one = placeOne(t, s, w, arrows);
      if (one) return one;
    }
    let bestA = arrows[0];
    let bestS: GameState | undefined;
    let bestV = -Infinity;
    for (const a of arrows) {
      const next = step(s, w.attackSeat, { type: 'placeCaptured', arrow: a, transfer: 0 });
      if (!next) continue;
      const v = t.ev.utility(next, w.attackSeat);
      if (v > bestV) {
        bestV = v;
        bestA = a;
        bestS = next;
      }
    }
    return { arrow: bestA, next: bestS };
  };
}

/**
 * placerFor's choice for a captured group without puppets, with one engine step instead of one per
 * arrow: the states after placing it on each open arrow differ only in that arrow (the placement is
 * appended to the attacker's groups; nothing else of placeCaptured depends on it), and the only
 * part of the attacker's utility that reads an arrow is his room to grow. So the first arrow's state
 * is scored in full and every other arrow by the same sum with its own room (utilityWithRoom): the
 * same values, bit for bit, so the same arrow. The chosen arrow's state is then stepped and scored
 * as the plain loop would have (its evaluation caches filled alike). Null when the first step fails
 * (the plain loop decides then).
 */
function placeOne(t: Think, s: GameState, w: CaptureWindow, arrows: readonly Side[]): ReturnType<Placer> | null {
  const seat = w.attackSeat;
  const first = step(s, seat, { type: 'placeCaptured', arrow: arrows[0], transfer: 0 });
  if (!first) return null;
  const p = first.players[seat];
  const id = w.lifted[0].id;
  let best = 0;
  let bestV = -Infinity;
  for (let i = 0; i < arrows.length; i++) {
    let v: number;
    if (i === 0) v = t.ev.utility(first, seat);
    else {
      const a = arrows[i];
      v = t.ev.utilityWithRoom(first, seat, roomOf({ illuminati: p.illuminati, groups: p.groups.map((g) => (g.id === id ? { ...g, arrow: a } : g)) }));
    }
    if (v > bestV) {
      bestV = v;
      best = i;
    }
  }
  // (bestV still -Infinity: no arrow scored above it, as in the plain loop; its state is left to the caller)
  if (bestV === -Infinity) return { arrow: arrows[0] };
  if (best === 0) return { arrow: arrows[0], next: first };
  const next = step(s, seat, { type: 'placeCaptured', arrow: arrows[best], transfer: 0 });
  if (next) t.ev.utility(next, seat);
  return { arrow: arrows[best], next: next ?? undefined };
}

export interface Stakes {
  success: number[];
  failure: number[];
  gains: number[];
  /** The state after success (before anyone's spending is paid). */
  after: GameState;
}

/** Every seat's utility after success and after failure of the attack window pending in `s`. */
export function stakesOf(t: Think, s: GameState, failure?: number[]): Stakes | null {
  const succ = resolveAttack(s, true, placerFor(t));
  if (!succ) return null;
  const success = t.ev.utilities(succ);
  let fail = failure;
  if (!fail) {
    const f = resolveAttack(s, false);
    if (!f) return null;
    fail = t.ev.utilities(f);
  }
  return { success, failure: fail, gains: success.map((u, i) => u - fail![i]), after: succ };
}

export interface WindowShape {
  attackSeat: Seat;
  attacker: string;
  target: GroupId;
  defender: Seat | null;
  privileged: boolean;
  interferers: readonly Seat[];
  order: readonly Seat[];
}

/** The money cards of my hand as sources in direction `per` (+1 or -1). */
function cardSources(t: Think, per: number): Source[] {
  if (!t.level.refined) return [];
  const out: Source[] = [];
  const hand = t.s.players[t.me].hand;
  for (const c of hand) {
    const m = CARD_MONEY[c as SpecialId];
    // Playing the card trades its holding value for its money: only the difference is a cost.
    if (m && c !== 'white-collar-crime')
      out.push({ per, max: m, cost: t.ev.moneyCost(t.me), fixed: Math.max(0, CARD_VALUE[c as SpecialId] * t.w.specials - m * t.ev.moneyCost(t.me)) + 0.5, tag: { kind: 'card', card: c } });
  }
  return out;
}

/** Who may spend on the attack and from where (bidders in floor order); Easy models only itself. */
export function biddersFor(t: Think, s: GameState, w: WindowShape, gains: readonly number[]): Bidder[] {
  const out: Bidder[] = [];
  for (const seat of w.order) {
    const p = s.players[seat];
    if (!p || p.out) continue;
    if (!t.level.fullEval && seat !== t.me) continue;
    const c = t.ev.moneyCost(seat);
    const sources: Source[] = [];
    if (seat === w.attackSeat) {
      if (w.attacker !== p.illuminati && moneyOn(p, w.attacker) > 0) sources.push({ per: 1, max: moneyOn(p, w.attacker), cost: 0.9 * c, tag: { kind: 'treasury', card: w.attacker } });
      if (p.money > 0) sources.push({ per: 1, max: p.money, cost: c, tag: { kind: 'treasury', card: p.illuminati } });
      if (seat === t.me) sources.push(...cardSources(t, 1));
    } else if (seat === w.defender) {
      const tm = placementOf(p, w.target)?.money ?? 0;
      if (tm > 0) sources.push({ per: -2, max: tm, cost: 0.6 * c, tag: { kind: 'treasury', card: w.target } });
      if (p.money > 0) sources.push({ per: -1, max: p.money, cost: c, tag: { kind: 'treasury', card: p.illuminati } });
      if (seat === t.me) {
        sources.push(...cardSources(t, -1));
        // White Collar Crime: every MB of the structure (and 5 more) onto the target, at -2 each.
        if (t.level.refined && p.hand.includes('white-collar-crime'))
          sources.push({ per: -2, max: totalMoney(p) - tm + 5, cost: c, fixed: Math.max(0, CARD_VALUE['white-collar-crime'] * t.w.specials - 5 * c) + 0.5, tag: { kind: 'card', card: 'white-collar-crime' } });
      }
    } else {
      if (!t.level.interfere && seat === t.me) continue;
      if (w.privileged && !w.interferers.includes(seat)) continue;
      if (p.money > 0) {
        sources.push({ per: 1, max: p.money, cost: c, tag: { kind: 'treasury', card: p.illuminati, side: 'for' } });
        sources.push({ per: -1, max: p.money, cost: c, tag: { kind: 'treasury', card: p.illuminati, side: 'against' } });
      }
      if (seat === t.me) sources.push(...cardSources(t, 1), ...cardSources(t, -1));
    }
    out.push({ seat, gain: gains[seat] ?? 0, sources, up: undefined, down: undefined, fresh: undefined, grows: undefined });
  }
  return out;
}

/** Floor order of a new attack by `seat` (attacker, defender, then the others in turn order). */
export function floorOrder(s: GameState, seat: Seat, defender: Seat | null): Seat[] {
  const order = [seat];
  if (defender !== null) order.push(defender);
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const x = (seat + i) % n;
    if (!s.players[x].out && !order.includes(x)) order.push(x);
  }
  return order;
}
