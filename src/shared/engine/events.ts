// Events: the game log, in the past tense. Each says who may see it (DESIGN.md section 3).
import type { AttackKind, GroupId, IlluminatiId, Side, SpecialId } from '../cards';
import type { Audience, Intel, Privilege, Seat } from './types';

/** `notTo`: seats left out of an 'all' event (they get their own copy; hidden Illuminati, hidden.ts). */
type E<T extends string, D> = { type: T; to: Audience; notTo?: Seat[] } & D;

export type GameEvent =
  /** Under hidden Illuminati, an Illuminati the viewer may not know is null (hidden.ts). */
  | E<'gameStarted', { illuminati: (IlluminatiId | null)[]; rolls: number[][]; first: Seat; basicGoal: number }>
  | E<'goalChosen', { seat: Seat; goal: IlluminatiId | null }>
  | E<'turnStarted', { seat: Seat; turn: number }>
  | E<'incomeCollected', { seat: Seat; total: number; cards: Record<string, number> }>
  | E<'taxCollected', { seat: Seat; from: Seat; amount: number }>
  | E<'taxExcused', { seat: Seat; excused: Seat[] }>
  | E<'upkeepPaid', { seat: Seat; card: string; amount: number }>
  | E<'cardDrawn', { seat: Seat; card: string | null; kind: 'group' | 'special' }>
  | E<'specialReturned', { seat: Seat | null }>
  | E<'targetAdded', { card: GroupId }>
  | E<'specialDiscarded', { seat: Seat | null; card: SpecialId | null; reason: string }>
  | E<'deckEmpty', {}>
  | E<'attackDeclared', { seat: Seat; attacker: string; target: GroupId; kind: AttackKind; aiders: string[]; privilege: Privilege | null; base: number; defender: Seat | null }>
  | E<'moneySpent', { seat: Seat; card: string; amount: number; delta: number; needed: number }>
  | E<'floorPassed', { seat: Seat }>
  | E<'privilegeAbolished', { seat: Seat; cards: SpecialId[] }>
  | E<'attackCalledOff', { seat: Seat }>
  | E<'diceRolled', { seat: Seat; dice: [number, number]; roll: number; needed: number; success: boolean }>
  | E<'attackResolved', { seat: Seat; target: GroupId; kind: AttackKind; success: boolean; roll: number; needed: number }>
  | E<'groupCaptured', { seat: Seat; group: GroupId; from: Seat | null; moneyKept: number }>
  | E<'groupPlaced', { seat: Seat; group: GroupId; master: string; arrow: Side }>
  | E<'groupNeutralized', { seat: Seat; group: GroupId; from: Seat }>
  | E<'groupDestroyed', { seat: Seat; group: GroupId; from: Seat | null }>
  | E<'groupsReleased', { seat: Seat; groups: GroupId[]; reason: 'neutralized' | 'masterDestroyed' | 'noRoom' | 'dropped' | 'upkeep' | 'left' | 'eliminated' | 'captured' }>
  | E<'moneyTransferred', { seat: Seat; fromCard: string; toCard: string; amount: number; free: boolean }>
  | E<'groupMoved', { seat: Seat; group: GroupId; master: string; arrow: Side }>
  | E<'giftGiven', { fromSeat: Seat; toSeat: Seat; money: number; specials: number; cards: SpecialId[] | null }>
  | E<'offerMade', { fromSeat: Seat; toSeat: Seat; groupsGiven: GroupId[]; groupsAsked: GroupId[]; money: [number, number]; specials: [number, number] }>
  | E<'offerAnswered', { fromSeat: Seat; toSeat: Seat; accepted: boolean }>
  | E<'groupChangedHands', { group: GroupId; fromSeat: Seat; toSeat: Seat; master: string; arrow: Side }>
  | E<'treasuriesSet', { seat: Seat; amounts: Record<string, number> }>
  | E<'structureReorganized', { seat: Seat }>
  | E<'recyclersUsed', { seat: Seat }>
  | E<'alignmentShifted', { seat: Seat; target: GroupId; add?: string; remove?: string }>
  | E<'turnPassed', { seat: Seat }>
  | E<'phaseChanged', { seat: Seat; phase: string }>
  | E<'playerEliminated', { seat: Seat; by: Seat | null }>
  | E<'playerLeft', { seat: Seat }>
  | E<'turnEnded', { seat: Seat; turn: number }>
  | E<'accused', { seat: Seat; accused: Seat; guess: IlluminatiId; correct: boolean }>
  | E<'illuminatiRevealed', { seat: Seat; illuminati: IlluminatiId; reason: 'accusation' | 'ability' }>
  | E<'valuesClaimed', { seat: Seat; power: number; income: number }>
  /** To the player alone: what he now holds back (ADV-HIDDEN-ILLUM-2). */
  | E<'concealChosen', { seat: Seat; income: number | null; power: number | null; ability: boolean }>
  | E<'gameEnded', { winners: Seat[]; reason: string }>
  | E<'specialPlayed', { seat: Seat; card: SpecialId }>
  | E<'specialCancelled', { seat: Seat; card: SpecialId; by: Seat }>
  | E<'specialFizzled', { seat: Seat; card: SpecialId; reason: string }>
  | E<'privilegeCancelled', { seat: Seat }>
  | E<'rollChanged', { seat: Seat; roll: number; needed: number; success: boolean }>
  | E<'turnSkipped', { seat: Seat; by: Seat }>
  | E<'incomeDoubled', { seat: Seat }>
  | E<'groupRevived', { seat: Seat; group: GroupId }>
  | E<'groupBribed', { seat: Seat; group: GroupId; master: string; arrow: Side }>
  | E<'interferenceJoined', { seat: Seat }>
  | E<'intelGained', { seat: Seat; intel: Intel }>
  | E<'moneyGained', { seat: Seat; amount: number; card: SpecialId }>;

export type GameEventType = GameEvent['type'];
