// Builders for scenario tests (DESIGN.md section 7, tier 2): a hand-made table with scripted dice.
import { expect } from 'vitest';
import { applyAction, decider, legalActions, newGame, type Action, type GameConfig, type GameEvent, type GameState } from '../../src/shared/engine';
import { GROUPS, SPECIALS, type GroupId, type IlluminatiId, type Side, type SpecialId } from '../../src/shared/cards';
import { beginTurn } from '../../src/shared/engine/turn';
import type { Ctx } from '../../src/shared/engine/state';
import { FLOW } from '../../src/shared/engine/flow';
import { openArrows, validateStructure } from '../../src/shared/engine/geometry';

export interface SeatSpec {
  illuminati: IlluminatiId;
  money?: number;
  hand?: SpecialId[];
  /** Groups as [id, master, arrow, money?]; masters must come before their puppets. */
  groups?: [GroupId, string, Side, number?][];
  turnsCompleted?: number;
  kills?: number;
}

export interface ScenarioSpec {
  seats: SeatSpec[];
  uncontrolled?: GroupId[];
  /** Cards on top of the deck, top first; the rest of the deck follows in catalog order. */
  deckTop?: string[];
  /** Whose turn it is (default 0); the turn is started (income and draw happen) unless `noIncome`. */
  active?: number;
  /** Skip the start-of-turn income and draw so that money is exactly as given. */
  noIncome?: boolean;
  dice?: number[];
  edition?: 'en' | 'it' | 'de';
  basicGoal?: number;
  /** Further options (elimination, longGame, hiddenGoals, hiddenIlluminati, misstate); goal windows are skipped, secret goals start unset. */
  config?: Partial<GameConfig>;
}

/**
 * A game state laid out by hand. Every card not placed elsewhere stays in the deck, so card
 * conservation holds. By default the turn of `active` is in its action phase with money as given.
 */
export function scenario(spec: ScenarioSpec): GameState {
  const n = spec.seats.length;
  const { state } = newGame(
    { players: n, illuminati: spec.seats.map((x) => x.illuminati), edition: spec.edition ?? 'en', ...(spec.basicGoal ? { basicGoal: spec.basicGoal } : {}), ...spec.config },
    'scenario',
  );
  const s = state;
  const placed = new Set<string>();
  s.players.forEach((p, i) => {
    const x = spec.seats[i];
    p.money = x.money ?? 0;
    p.hand = [...(x.hand ?? [])];
    p.groups = (x.groups ?? []).map(([id, master, arrow, money]) => ({ id, master, arrow, money: money ?? 0 }));
    p.turnsCompleted = x.turnsCompleted ?? 5;
    p.kills = x.kills ?? 0;
    p.borrowedGoal = null;
    for (const c of p.hand) placed.add(c);
    for (const g of p.groups) placed.add(g.id);
  });
  s.uncontrolled = [...(spec.uncontrolled ?? [])];
  for (const c of s.uncontrolled) placed.add(c);
  // Rebuild the deck from the whole catalog minus what is placed.
  const rest = [...allCardIds()].filter((c) => !placed.has(c) && !(spec.deckTop ?? []).includes(c));
  s.deck = [...(spec.deckTop ?? []), ...rest];
  s.dead = [];
  s.discard = [];
  s.pending = null;
  s.scriptedDice = [...(spec.dice ?? [])];
  s.turn.active = spec.active ?? 0;
  s.turn.number = 0;
  if (spec.noIncome === false) {
    beginTurn({ s, events: [], flow: FLOW }, s.turn.active);
  } else {
    const ctx: Ctx = { s, events: [], flow: FLOW };
    beginTurn(ctx, s.turn.active);
    // Undo income and draw: restore money and deck exactly as specified.
    s.players.forEach((p, i) => {
      const x = spec.seats[i];
      p.money = x.money ?? 0;
      p.hand = [...(x.hand ?? [])];
      delete p.shown; // the undone income showed nothing (hidden Illuminati's record)
      for (const g of p.groups) {
        const want = (x.groups ?? []).find((y) => y[0] === g.id);
        g.money = want?.[3] ?? 0;
      }
    });
    s.uncontrolled = [...(spec.uncontrolled ?? [])];
    s.deck = [...(spec.deckTop ?? []), ...rest];
    s.pending = null;
    s.turn.phase = 'actions';
  }
  return s;
}

function allCardIds(): string[] {
  return [...GROUPS.map((g) => g.id), ...SPECIALS.map((c) => c.id)];
}

/** Apply an action that must be legal; returns the new state and its events. */
export function act(s: GameState, seat: number, a: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, seat, a);
  if (!r.ok) throw new Error(`expected legal: ${JSON.stringify(a)}: ${r.reason}`);
  return { state: r.state, events: r.events };
}

/** Apply an action that must be illegal; returns the reason. The state must be unchanged. */
export function reject(s: GameState, seat: number, a: Action): string {
  const before = JSON.stringify(s);
  const r = applyAction(s, seat, a);
  if (r.ok) throw new Error(`expected illegal: ${JSON.stringify(a)}`);
  expect(JSON.stringify(s)).toBe(before);
  return r.reason;
}

/** Everyone in the attack window passes until the dice are rolled (the attacker first if on the floor). */
export function passAll(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let state = s;
  // Pass through the attack window and the reaction windows that follow it (after the roll, Secrets Man).
  for (let i = 0; i < 40 && (state.pending?.kind === 'attack' || state.pending?.kind === 'reaction'); i++) {
    const seat = decider(state)[0];
    const r = act(state, seat, { type: 'pass' });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Declare an attack, let everyone pass, and return the resulting state and events. */
export function attackAndRoll(s: GameState, seat: number, a: Omit<Extract<Action, { type: 'attack' }>, 'type' | 'aiders' | 'privilege'> & { aiders?: string[] }, dice: [number, number]): { state: GameState; events: GameEvent[] } {
  const s1 = { ...s, scriptedDice: [...dice] };
  const d = act(s1, seat, { type: 'attack', aiders: [], privilege: null, ...a });
  const r = passAll(d.state);
  return { state: r.state, events: [...d.events, ...r.events] };
}

export function needed(s: GameState): number {
  const w = s.pending;
  if (w?.kind !== 'attack') throw new Error('no attack pending');
  return w.base + w.money;
}

export { legalActions, decider };

// ---- Helpers for the attack, modifier, example and Illuminati scenario files (appended). ----

/** Declare an attack; aiders and privilege default to none. */
export function declare(
  s: GameState,
  seat: number,
  attacker: string,
  target: GroupId,
  kind: 'control' | 'neutralize' | 'destroy',
  opts: { aiders?: string[]; privilege?: Extract<Action, { type: 'attack' }>['privilege'] } = {},
): { state: GameState; events: GameEvent[] } {
  return act(s, seat, { type: 'attack', attacker, target, kind, aiders: opts.aiders ?? [], privilege: opts.privilege ?? null });
}

/** The seat holding the floor of the attack window spends (side only for interferers). */
export function spendBy(s: GameState, seat: number, card: string, amount: number, side?: 'for' | 'against'): { state: GameState; events: GameEvent[] } {
  return act(s, seat, { type: 'spend', card, amount, ...(side ? { side } : {}) });
}

/** The seat holding the floor passes once. */
export function passOnce(s: GameState): { state: GameState; events: GameEvent[] } {
  return act(s, decider(s)[0], { type: 'pass' });
}

/** Lay groups out on the first open arrows, breadth first (for large structures); every result is a valid structure. */
export function autoLayout(illuminati: IlluminatiId, ids: GroupId[], money: Partial<Record<GroupId, number>> = {}): [GroupId, string, Side, number?][] {
  const placed: { id: GroupId; master: string; arrow: Side; money: number }[] = [];
  for (const id of ids) {
    const at = openArrows({ illuminati, groups: placed })[0];
    if (!at) throw new Error(`no open arrow left for ${id}`);
    placed.push({ id, master: at.master, arrow: at.arrow, money: 0 });
  }
  return placed.map((g) => [g.id, g.master, g.arrow, money[g.id] ?? 0]);
}

/** Every power structure on the table obeys the geometry (no overlaps, real arrows, a tree). */
export function expectValidTable(s: GameState): void {
  for (const p of s.players) expect(validateStructure(p), `structure of seat ${p.seat}`).toBeNull();
}

/**
 * Rows of a structure in which `target` sits at `depth` (1 = on the Illuminati): a chain of filler
 * groups, each hanging on the one before, the target on the last; the first arrows (in side order
 * top, right, bottom, left) that give a valid structure are used. Fillers default to Pentagon,
 * New York, CFL-AIO and Republicans.
 */
export function chainTo(
  illuminati: IlluminatiId,
  target: GroupId,
  depth: number,
  money = 0,
  fillers: GroupId[] = ['pentagon', 'new-york', 'cfl-aio', 'republicans'],
): [GroupId, string, Side, number?][] {
  const ids = [...fillers.slice(0, depth - 1), target];
  if (ids.length !== depth) throw new Error(`not enough fillers for depth ${depth}`);
  const sidesOf = (id: string): Side[] => (id === illuminati ? ['top', 'right', 'bottom', 'left'] : [...GROUPS.find((g) => g.id === id)!.outSides]);
  const rows: [GroupId, string, Side, number?][] = [];
  const search = (i: number): boolean => {
    if (i === ids.length) return true;
    const master = i === 0 ? illuminati : ids[i - 1];
    for (const side of sidesOf(master)) {
      rows.push([ids[i], master, side, i === ids.length - 1 ? money : 0]);
      const groups = rows.map(([id, m, a]) => ({ id, master: m, arrow: a, money: 0 }));
      if (validateStructure({ illuminati, groups }) === null && search(i + 1)) return true;
      rows.pop();
    }
    return false;
  };
  if (!search(0)) throw new Error(`no room for ${target} at depth ${depth}`);
  return rows;
}
