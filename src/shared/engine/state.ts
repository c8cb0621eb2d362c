// Small accessors over GameState shared by every rule module, and the fast state copy that makes
// applyAction pure without paying for structuredClone on every action.
import { group, illuminati, isIlluminatiId, type Alignment, type GroupId } from '../cards';
import type { GameEvent } from './events';
import type { GameState, Pending, Placement, PlayerState, Seat } from './types';

/** A state being changed by one applyAction, plus the events it produced. */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
}

export function clonePending(p: Pending | null): Pending | null {
  if (!p) return null;
  switch (p.kind) {
    case 'attack':
      return { ...p, aiders: p.aiders.slice(), spends: p.spends.map((x) => ({ ...x })), order: p.order.slice(), passed: p.passed.slice() };
    case 'offer':
      return {
        ...p,
        give: { ...p.give, specials: p.give.specials.slice(), groups: p.give.groups.slice() },
        get: { ...p.get, specials: p.get.specials.slice(), groups: p.get.groups.slice() },
        getPlace: p.getPlace.map((x) => ({ ...x })),
        resume: clonePending(p.resume),
      };
    case 'reaction':
      return { ...p, order: p.order.slice(), resume: clonePending(p.resume) };
    case 'capture':
      return { ...p, lifted: p.lifted.map((g) => ({ ...g })) };
    default:
      return { ...p };
  }
}

export function cloneState(s: GameState): GameState {
  const players = new Array<PlayerState>(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    const groups = new Array<Placement>(p.groups.length);
    for (let j = 0; j < p.groups.length; j++) {
      const g = p.groups[j];
      groups[j] = { id: g.id, master: g.master, arrow: g.arrow, money: g.money };
    }
    players[i] = {
      seat: p.seat,
      name: p.name,
      illuminati: p.illuminati,
      money: p.money,
      hand: p.hand.slice(),
      groups,
      turnsCompleted: p.turnsCompleted,
      out: p.out,
      kills: p.kills,
      borrowedGoal: p.borrowedGoal,
    };
  }
  const t = s.turn;
  // The arrays and records below are never changed in place by the engine (every change replaces
  // them), so a copy may share them with its original; players, the turn and windows are copied.
  return {
    v: s.v,
    config: s.config,
    seed: s.seed,
    seq: s.seq,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    scriptedDice: s.scriptedDice,
    players,
    deck: s.deck,
    uncontrolled: s.uncontrolled,
    dead: s.dead,
    discard: s.discard,
    turn: {
      active: t.active,
      number: t.number,
      phase: t.phase,
      actionsLeft: t.actionsLeft,
      freeTransfersLeft: t.freeTransfersLeft,
      participated: t.participated,
      acted: t.acted,
      passed: t.passed,
      bavarianUsed: t.bavarianUsed,
      recyclersUsed: t.recyclersUsed,
      offers: t.offers,
      specialUsed: t.specialUsed,
      shifts: t.shifts,
    },
    pending: clonePending(s.pending),
    outcome: s.outcome,
    basicGoal: s.basicGoal,
  };
}

/** The seat controlling a group, or null when it is not in any structure. */
export function ownerOf(s: GameState, id: string): Seat | null {
  for (const p of s.players) {
    if (p.out) continue;
    if (p.illuminati === id) return p.seat;
    for (const g of p.groups) if (g.id === id) return p.seat;
  }
  return null;
}

export function placementOf(p: PlayerState, id: string): Placement | undefined {
  for (const g of p.groups) if (g.id === id) return g;
  return undefined;
}

/** Does this player control this card (Illuminati or group)? */
export function controls(p: PlayerState, id: string): boolean {
  return p.illuminati === id || placementOf(p, id) !== undefined;
}

/** Money on a card of the player's structure. */
export function moneyOn(p: PlayerState, id: string): number {
  if (id === p.illuminati) return p.money;
  return placementOf(p, id)?.money ?? 0;
}

export function addMoney(p: PlayerState, id: string, delta: number): void {
  if (id === p.illuminati) {
    p.money += delta;
    return;
  }
  const g = placementOf(p, id);
  if (!g) throw new Error(`card ${id} not in structure of seat ${p.seat}`);
  g.money += delta;
}

export function totalMoney(p: PlayerState): number {
  let t = p.money;
  for (const g of p.groups) t += g.money;
  return t;
}

/** Power of a card as used in attacks (ADV-HIDDEN-GOALS-2 bonuses are added by issue 3 options). */
export function powerOf(id: string): number {
  return isIlluminatiId(id) ? illuminati(id).power : group(id).power;
}

export function transferableOf(id: string): number {
  return isIlluminatiId(id) ? illuminati(id).transferable : group(id).transferable;
}

/** Alignments in force now: printed ones changed by this turn's Orbital Mind Control Lasers shifts. */
export function alignmentsOf(s: GameState, id: string): readonly Alignment[] {
  if (isIlluminatiId(id)) return [];
  const printed = group(id).alignments;
  if (s.turn.shifts.length === 0) return printed;
  let out: Alignment[] = printed.slice();
  for (const sh of s.turn.shifts) {
    if (sh.target !== id) continue;
    if (sh.remove) out = out.filter((a) => a !== sh.remove);
    if (sh.add && !out.includes(sh.add)) out.push(sh.add);
  }
  return out;
}

export function hasAlignment(s: GameState, id: string, a: Alignment): boolean {
  return alignmentsOf(s, id).includes(a);
}

/** Seats still in the game, starting at `from` and going round in turn order (AMB-35). */
export function seatsFrom(s: GameState, from: Seat): Seat[] {
  const n = s.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (!s.players[seat].out) out.push(seat);
  }
  return out;
}

export function livingSeats(s: GameState): Seat[] {
  return s.players.filter((p) => !p.out).map((p) => p.seat);
}

export function isGroupInPlay(s: GameState, id: GroupId): boolean {
  return s.uncontrolled.includes(id) || ownerOf(s, id) !== null;
}

export function emit(ctx: Ctx, e: GameEvent): void {
  ctx.events.push(e);
}
