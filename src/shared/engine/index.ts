// The engine's public contract (DESIGN.md section 3), and the parts of it other folders use
// (issue 37: the seeded generator, the table geometry, money and placement look-ups, copying, the
// choices a form offers). Nothing outside engine/ imports past this file (tests/meta/layers.test.ts).
import { baseTarget, chance, type Modifier } from './modifiers';
import type { GameState, Outcome, Seat } from './types';
import type { GroupId } from '../cards';

export type { Action, LegalAction, IllegalAction } from './actions';
export type { GameEvent, GameEventType } from './events';
export type * from './types';
export type { Observation, ObservedPlayer, Viewer } from './observe';
export type { Modifier, ModifierTerm } from './modifiers';
export { newGame, validateConfig, MIN_PLAYERS, MAX_PLAYERS } from './setup';
export { applyAction, applyRun, checkAction, type ApplyResult } from './apply';
export { decider, legalActions, instantiate } from './legal';
export { observe, eventsFor } from './observe';
export { replay, validateSave, SAVE_FILE, SAVE_FORMAT, SAVE_VERSION, type SavedGame, type ReplayResult } from './saved-game';
export { randomAction, randomPlayout } from './playout';
export { succeeds, chance, alignmentTerm, positionBonus } from './modifiers';
export { basicGoalFor, goalOf, goalMet, specialProgress, basicProgress } from './goals';
export { illuminatiSet, goalChoices, eliminationOn } from './options';
export { hiddenCardId, HIDDEN_PREFIX, maskBreakdown } from './hidden';
export { claimRange } from './claims';
export { longGameScore } from './long-game';
export { nextInt, nextUint32, shuffleInPlace, seedState, type RngState } from './rng';
export { blockersOf, footprint, isOpen, layout, openArrows, outSidesOf, subtree, validateStructure, worldSide, type Pose, type StructureLike } from './geometry';
export { cloneState, moneyOn, ownerOf, placementOf, totalMoney, transferableOf, type TurnShifts } from './state';
export { cardsLost } from './receive-fit';
export { copyData } from './copy';
export { groupIncome } from './options';
export { shiftOptions } from './abilities';
export { spendSources } from './attack';

export function outcome(s: GameState): Outcome | undefined {
  return s.outcome ?? undefined;
}

export interface AttackQuery {
  seat: Seat;
  attacker: string;
  target: GroupId;
  kind: 'control' | 'neutralize' | 'destroy';
  aiders: readonly string[];
  /** Money already spent (sum of effects on T); 0 before spending. */
  money?: number;
}

/** The number needed, the chance of success and every modifier (MOD-1, PROB). */
export function attackOdds(s: GameState, q: AttackQuery): { needed: number; chance: number; breakdown: Modifier[] } {
  const b = baseTarget(s, q);
  const money = q.money ?? 0;
  const needed = b.value + money;
  // The money already spent is a line of the breakdown too, so that its lines add up to the number
  // needed (issue 35: it was left out while the attack was being resolved).
  const spent: Modifier[] = money !== 0 ? [{ rule: money > 0 ? 'ATK-MONEY-1' : 'ATK-MONEY-2', label: 'Money spent on the attack', value: money, term: { kind: 'money' } }] : [];
  return { needed, chance: chance(needed), breakdown: [...b.breakdown, ...spent] };
}

/** The number needed alone (attackOdds without the breakdown): what bots ask of every candidate attack. */
export function attackNeeded(s: GameState, q: AttackQuery): number {
  return baseTarget(s, q, false).value + (q.money ?? 0);
}
