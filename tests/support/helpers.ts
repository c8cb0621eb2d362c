// Small helpers shared by the engine test files (DESIGN.md section 7): Illuminati ids, event filters,
// layouts, action builders and lookups. The table builder itself and the attack helpers are in scenario.ts.
import { expect } from 'vitest';
import type { AttackKind, GroupId, IlluminatiId, Side } from '../../src/shared/cards';
import { attackOdds, type Action, type GameEvent, type GameState } from '../../src/shared/engine';
import { validateStructure } from '../../src/shared/engine/geometry';
import type { Attach, Bundle } from '../../src/shared/engine/types';
import { act, autoLayout, scenario, type ScenarioSpec } from './scenario';

// ---- Illuminati ids (files that use one-letter names import them as `BAV as B` and so on) ----

/** Illuminati id: the Bavarian Illuminati. */
export const BAV = 'bavarian-illuminati' satisfies IlluminatiId;
/** Illuminati id: the Gnomes of Zurich. */
export const GNO = 'gnomes-of-zurich' satisfies IlluminatiId;
/** Illuminati id: the Network. */
export const NET = 'network' satisfies IlluminatiId;
/** Illuminati id: the Discordian Society. */
export const DIS = 'discordian-society' satisfies IlluminatiId;
/** Illuminati id: the Servants of Cthulhu. */
export const CTH = 'servants-of-cthulhu' satisfies IlluminatiId;
/** Illuminati id: the Society of Assassins. */
export const ASS = 'society-of-assassins' satisfies IlluminatiId;
/** Illuminati id: the UFOs. */
export const UFO = 'ufos' satisfies IlluminatiId;
/** Illuminati id: the Bermuda Triangle. */
export const BER = 'bermuda-triangle' satisfies IlluminatiId;

// ---- Events ----

/** The event of one type, narrowed from the GameEvent union. */
export type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** The events of one type, in order, typed as that event (some files import it as `ofType`). */
export function evs<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Ev<T>[] {
  return events.filter((e): e is Ev<T> => e.type === type);
}

// ---- Tables ----

/** The scenario() builder, but seats have completed one turn unless told (base default: five), so nobody is eliminated by surprise (ELIM-1). */
export function scenarioAfterOneTurn(spec: ScenarioSpec): GameState {
  return scenario({ ...spec, seats: spec.seats.map((x) => ({ turnsCompleted: 1, ...x })) });
}

/** autoLayout (groups hung one by one on the first open arrow) with every money filled in and the structure checked valid. */
export function build(il: IlluminatiId, ids: GroupId[], money: Record<string, number> = {}): [GroupId, string, Side, number][] {
  const rows = autoLayout(il, ids, money).map(([id, master, arrow, m]): [GroupId, string, Side, number] => [id, master, arrow, m ?? 0]);
  expect(validateStructure({ illuminati: il, groups: rows.map(([id, master, arrow, m]) => ({ id, master, arrow, money: m })) })).toBeNull();
  return rows;
}

/** A seat spec for a bystander: no money, the given groups (the F.B.I. by default) laid out by build(). */
export const rival = (il: IlluminatiId, ids: GroupId[] = ['fbi']) => ({ illuminati: il, money: 0, groups: build(il, ids) });

// ---- Actions ----

/** The seat on turn ends its turn (goals and eliminations are checked then). */
export const endTurn = (s: GameState) => act(s, s.turn.active, { type: 'endTurn' });

/** An attack action without privilege; the kind defaults to control. */
export const atk = (attacker: string, target: string, kind: AttackKind = 'control', aiders: string[] = []) =>
  ({ type: 'attack' as const, attacker, target: target as GroupId, kind, aiders, privilege: null });

/** A money transfer action (free: one of the free transfers of the turn's end). */
export const tx = (from: string, to: string, amount: number, free: boolean) => ({ type: 'transferMoney', from, to, amount, free }) as const;

/** An offer to seat `to`; bundles default to nothing, getPlace says where the offerer attaches groups he gets. */
export function offer(to: number, give: Partial<Bundle>, get: Partial<Bundle> = {}, getPlace: Attach[] = []): Action {
  const bundle = (b: Partial<Bundle>): Bundle => ({ money: 0, specials: [], groups: [], ...b });
  return { type: 'offer', to, give: bundle(give), get: bundle(get), getPlace };
}

// ---- Lookups ----

/** The odds of an attack by the seat on turn, with the target number and its breakdown. */
export const odds = (s: GameState, attacker: string, target: string, kind: AttackKind, aiders: string[] = []) =>
  attackOdds(s, { seat: s.turn.active, attacker, target: target as GroupId, kind, aiders });

/** The money on a card of a seat: the Illuminati's treasury for its id, else the group's (which must be there). */
export const moneyOf = (s: GameState, seat: number, id: string) =>
  id === s.players[seat].illuminati ? s.players[seat].money : s.players[seat].groups.find((g) => g.id === id)!.money;

/** The ids of a seat's groups, sorted. */
export const groupIds = (s: GameState, seat: number) => s.players[seat].groups.map((g) => g.id).sort();

/** The outcome of a game won by one seat through its goal. */
export const won = (seat: number, goal: 'basic' | 'special' = 'special') => ({ winners: [seat], reason: 'goal', goals: { [seat]: goal } });
