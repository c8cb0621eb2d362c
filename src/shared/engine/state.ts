// Small accessors over GameState shared by every rule module, and the fast state copy that makes
// applyAction pure without paying for structuredClone on every action.
import { group, illuminati, isIlluminatiId, type Alignment, type GroupId } from '../cards';
import type { Ctx } from './context';
import type { GameEvent } from './events';
import type { GameState, Pending, Placement, PlayerState, Seat, TurnState } from './types';

// The context of a change lives with the flow table's types (context.ts); rule modules import it from
// here with the accessors that take it.
export type { Ctx } from './context';

/** The players list, ready to have a player replaced (ctx.own is set). */
function players(ctx: Ctx): PlayerState[] {
  const s = ctx.s;
  if (ctx.ownPlayers !== s.players) {
    s.players = s.players.slice();
    ctx.ownPlayers = s.players;
  }
  return s.players;
}

/** The turn record, ready to be changed: copied on the first change within a copied state. */
export function mt(ctx: Ctx): TurnState {
  const s = ctx.s;
  if (ctx.own === undefined || ctx.ownTurn === s.turn) return s.turn;
  const t = copyTurn(s.turn);
  s.turn = t;
  ctx.ownTurn = t;
  return t;
}

function copyTurn(t: TurnState): TurnState {
  return {
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
    skipped: t.skipped,
    doubleIncome: t.doubleIncome,
    spared: t.spared ?? null,
  };
}

/** The player at `seat`, ready to be changed, placements included: copied on the first change within a copied state. */
export function mp(ctx: Ctx, seat: Seat): PlayerState {
  const own = ctx.own;
  const p = ctx.s.players[seat];
  if (own === undefined || (own & (1 << (seat + 8))) !== 0) return p;
  if ((own & (1 << seat)) !== 0) p.groups = copyGroups(p.groups);
  else players(ctx)[seat] = copyPlayer(p, true);
  ctx.own = own | (1 << seat) | (1 << (seat + 8));
  return ctx.s.players[seat];
}

/**
 * The player at `seat`, ready to have his own fields changed (money on the Illuminati, hand, kills,
 * turns, marks) but not his placements, which stay shared with the input state: most changes (spending
 * from the Illuminati, a draw, the end of a turn) touch no placement, and copying them is most of
 * a player's copy. Use mp before changing any placement or the groups list.
 */
export function mps(ctx: Ctx, seat: Seat): PlayerState {
  const own = ctx.own;
  const p = ctx.s.players[seat];
  if (own === undefined || (own & (1 << seat)) !== 0) return p;
  const c = copyPlayer(p, false);
  players(ctx)[seat] = c;
  ctx.own = own | (1 << seat);
  return c;
}

function copyGroups(gs: readonly Placement[]): Placement[] {
  const groups = new Array<Placement>(gs.length);
  for (let j = 0; j < gs.length; j++) {
    const g = gs[j];
    groups[j] = { id: g.id, master: g.master, arrow: g.arrow, money: g.money };
  }
  return groups;
}

function copyPlayer(p: PlayerState, groups: boolean): PlayerState {
  return {
    seat: p.seat,
    name: p.name,
    illuminati: p.illuminati,
    money: p.money,
    hand: p.hand.slice(),
    groups: groups ? copyGroups(p.groups) : (p.groups as Placement[]),
    turnsCompleted: p.turnsCompleted,
    out: p.out,
    kills: p.kills,
    strippedBy: p.strippedBy ?? null,
    borrowedGoal: p.borrowedGoal,
    intel: p.intel,
    revealed: p.revealed,
    violentKills: p.violentKills,
    claim: p.claim,
    ...(p.conceal ? { conceal: p.conceal } : {}),
    ...(p.shown ? { shown: p.shown } : {}),
  };
}

/** Windows are changed only by replacing their arrays, so a shallow copy is enough. */
export function clonePending(p: Pending | null): Pending | null {
  if (!p) return null;
  // Attack windows are most of the windows copied; an explicit literal (same key order as
  // declareAttack) is several times cheaper than a spread over the Pending union.
  if (p.kind === 'attack')
    return {
      kind: 'attack',
      attackSeat: p.attackSeat,
      attacker: p.attacker,
      target: p.target,
      attack: p.attack,
      aiders: p.aiders,
      defender: p.defender,
      privilege: p.privilege,
      privilegeAbolished: p.privilegeAbolished,
      committed: p.committed,
      base: p.base,
      money: p.money,
      spends: p.spends,
      order: p.order,
      floor: p.floor,
      passed: p.passed,
      roll: p.roll,
      interferers: p.interferers,
      whisper: p.whisper,
    };
  // Windows over another (a kind test: `'resume' in p` over the union of shapes is a slow lookup).
  if ((p.kind === 'reaction' || p.kind === 'offer' || p.kind === 'replace' || p.kind === 'fit') && p.resume) return { ...p, resume: clonePending(p.resume) } as Pending;
  return { ...p };
}

/**
 * A copy of the state for one change. The players (and their list) and the turn record are shared
 * until mp()/mps() or mt() copies them (pass `deep` to copy them all, for a state that will be changed many times); the
 * arrays and records below are never changed in place by the engine (every change replaces them),
 * so the copy shares them.
 */
export function cloneState(s: GameState, deep = false): GameState {
  return {
    v: s.v,
    config: s.config,
    seed: s.seed,
    seq: s.seq,
    rng: s.rng,
    scriptedDice: s.scriptedDice,
    players: deep ? s.players.map((p) => copyPlayer(p, true)) : s.players,
    deck: s.deck,
    uncontrolled: s.uncontrolled,
    dead: s.dead,
    discard: s.discard,
    turn: deep ? copyTurn(s.turn) : s.turn,
    pending: clonePending(s.pending),
    outcome: s.outcome,
    basicGoal: s.basicGoal,
  };
}

/** The seat controlling a group, or null when it is not in any structure. */
export function ownerOf(s: GameState, id: string): Seat | null {
  // Most targets asked about are uncontrolled: their short list spares a walk over every placement.
  if (s.uncontrolled.includes(id as GroupId)) return null;
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

/** Printed Power of a card; the options add their terms to attacks in modifiers.ts (powerModifiers) and to goals (illuminatiPower). */
export function powerOf(id: string): number {
  return isIlluminatiId(id) ? illuminati(id).power : group(id).power;
}

export function transferableOf(id: string): number {
  return isIlluminatiId(id) ? illuminati(id).transferable : group(id).transferable;
}

/**
 * What alignments read from: the turn's Lasers shifts. A GameState has it, and so has the
 * Observation a player sees, so a client asks the same rule (shiftOptions) without a state.
 */
export interface TurnShifts {
  readonly turn: Pick<TurnState, 'shifts'>;
}

/** Alignments in force now: printed ones changed by this turn's Orbital Mind Control Lasers shifts. */
export function alignmentsOf(s: TurnShifts, id: string): readonly Alignment[] {
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

/** How many players are still in the game (livingSeats(s).length without the lists: asked after every action). */
export function livingCount(s: GameState): number {
  let n = 0;
  for (const p of s.players) if (!p.out) n++;
  return n;
}

export function isGroupInPlay(s: GameState, id: GroupId): boolean {
  return s.uncontrolled.includes(id) || ownerOf(s, id) !== null;
}

/** Record an event, then let the rule that follows every event of its type act (the flow's hooks, flow.ts). */
export function emit(ctx: Ctx, e: GameEvent): void {
  ctx.events.push(e);
  const hook = ctx.flow.hooks.get(e.type);
  if (hook) hook(ctx, e);
}
