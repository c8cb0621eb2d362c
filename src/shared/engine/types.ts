// The engine's data model (DESIGN.md section 3). Everything is plain data: no classes, Maps or
// functions, so a state can be cloned, saved as JSON, sent to a worker and replayed.
import type { AttackKind, GroupId, IlluminatiId, Side, SpecialId, Alignment } from '../cards';

export type Seat = number;
export type Edition = 'en' | 'it' | 'de';

export interface GameConfig {
  /** 2..8 players (COMP-2). */
  readonly players: number;
  /** Rules edition; English Deluxe by default (RULES-DIGEST 0.2, EDN-*). */
  readonly edition?: Edition;
  /** Per seat: a chosen Illuminati, or null/absent for a random draw (SETUP-1). */
  readonly illuminati?: readonly (IlluminatiId | null)[];
  /** Display names per seat. */
  readonly names?: readonly string[];
  /** Basic-goal override (ADV-LENGTH-2); otherwise the table of WIN-3. */
  readonly basicGoal?: number;
  /** End the game without a winner after this many turns (simulations and bots; not a rule). */
  readonly turnCap?: number;
}

/** A group in a power structure: its master card and the master's outward arrow it hangs on (DEF-8). */
export interface Placement {
  id: GroupId;
  /** An IlluminatiId or a GroupId of the same structure. */
  master: string;
  arrow: Side;
  money: number;
}

export interface PlayerState {
  seat: Seat;
  name: string;
  illuminati: IlluminatiId;
  /** Illuminati treasury. */
  money: number;
  /** Special cards held (physical ids). The count is public, the cards are not (DRAW-2). */
  hand: SpecialId[];
  /** Controlled groups; order carries no meaning. */
  groups: Placement[];
  turnsCompleted: number;
  /** Out of the game: eliminated (ELIM-1) or left (LEAVE-1). */
  out: null | 'eliminated' | 'left';
  /** Groups this player destroyed plus rivals eliminated by them (GOAL-CTH, AMB-25). */
  kills: number;
  /** UFOs: the special goal chosen in secret (GOAL-UFO-1). */
  borrowedGoal: IlluminatiId | null;
}

export type Privilege = { readonly kind: 'bavarian' } | { readonly kind: 'special'; readonly card: SpecialId };

/** A spending entry in an attack window (MOD-1 table). */
export interface Spend {
  seat: Seat;
  card: string;
  amount: number;
  /** Effect on T: +1 per MB for the attacker side, -2 from the target's own treasury, -1 otherwise. */
  delta: number;
}

export interface AttackWindow {
  kind: 'attack';
  attackSeat: Seat;
  attacker: string;
  target: GroupId;
  attack: AttackKind;
  aiders: string[];
  /** The owner of the target when it belongs to another player (the defender, ATK-MONEY-2). */
  defender: Seat | null;
  privilege: Privilege | null;
  privilegeAbolished: boolean;
  committed: boolean;
  /** T before money (MOD-1), fixed at announcement. */
  base: number;
  /** Sum of spending deltas. */
  money: number;
  spends: Spend[];
  /** Seats in floor order (AMB-9): attacker, defender, then the others in turn order. */
  order: Seat[];
  floor: number;
  /** Seats that passed since the last change (spend, gift, abolition); all eligible passed = roll. */
  passed: Seat[];
  /** The 2d6 result once rolled (specials played after the roll may replace it). */
  roll: number | null;
}

/** After a successful capture the attacker places the group and may top it up (ATK-CTRL-4, ATK-RES-4). */
export interface CaptureWindow {
  kind: 'capture';
  attackSeat: Seat;
  attacker: string;
  target: GroupId;
  /** The captured group and its puppets, root first, already halved in money (ATK-RES-1/3). */
  lifted: Placement[];
}

/** I.R.S. owner's decision whom to tax (INCOME-3, AMB-29). */
export interface TaxWindow {
  kind: 'tax';
  seat: Seat;
}

/** An offer between two players that the other side accepts or refuses (GIVE-4, DEAL-2). */
export interface OfferWindow {
  kind: 'offer';
  from: Seat;
  to: Seat;
  give: Bundle;
  get: Bundle;
  /** Where the offering player attaches the groups he receives. */
  getPlace: Attach[];
  /** The window underneath, restored when the offer is answered. */
  resume: Pending | null;
}

/** A window in which seats may respond with special cards (hook points for SPECIAL-CARD rules). */
export interface ReactionWindow {
  kind: 'reaction';
  moment: SpecialMoment;
  order: Seat[];
  floor: number;
  /** Data the moment refers to (e.g. the roll). */
  roll?: number;
  resume: Pending | null;
}

/** GOAL-UFO-1: the UFO player picks a goal in secret before the first turn. */
export interface GoalWindow {
  kind: 'chooseGoal';
  seat: Seat;
}

export type Pending = AttackWindow | CaptureWindow | TaxWindow | OfferWindow | ReactionWindow | GoalWindow;

export type SpecialMoment = 'startOfTurn' | 'income' | 'attackWindow' | 'afterRoll' | 'anyTime' | 'action';

export interface Attach {
  id: GroupId;
  master: string;
  arrow: Side;
}

export interface Bundle {
  money: number;
  specials: SpecialId[];
  groups: GroupId[];
}

export type Phase = 'actions' | 'transfers' | 'special' | 'over';

export interface TurnState {
  active: Seat;
  /** 1-based count of turns played in the game. */
  number: number;
  phase: Phase;
  actionsLeft: number;
  freeTransfersLeft: number;
  /** Cards that took part in an attack this turn, with the count (ATK-3; the UFO card may twice). */
  participated: Record<string, number>;
  /** Anything done this turn that rules out passing (AMB-18). */
  acted: boolean;
  passed: boolean;
  bavarianUsed: boolean;
  recyclersUsed: boolean;
  /** Offers made this turn, per seat (at most OFFERS_PER_TURN each, so nobody can stall the table). */
  offers: number[];
  /** Gnomes' redistribution or the Triangle's reorganisation already used this turn (phase 6). */
  specialUsed: boolean;
  /** Orbital Mind Control Lasers: alignment changes lasting to the end of this turn. */
  shifts: AlignmentShift[];
}

export interface AlignmentShift {
  target: GroupId;
  add?: Alignment;
  remove?: Alignment;
}

export interface Outcome {
  /** Seats that met a goal together (WIN-2). Empty when the game was capped. */
  winners: Seat[];
  reason: 'goal' | 'lastStanding' | 'capped' | 'noPlayers';
  /** Per winner, which goal was met. */
  goals: Record<number, 'basic' | 'special'>;
}

export interface GameState {
  v: 1;
  config: GameConfig;
  seed: string;
  seq: number;
  /** sfc32 state (engine/rng.ts). Never shown to any seat. */
  rng: [number, number, number, number];
  /** Dice results to use before the generator (tests script the dice with these). */
  scriptedDice: number[];
  players: PlayerState[];
  /** Face-down draw pile; index 0 is the top card. */
  deck: string[];
  uncontrolled: GroupId[];
  dead: GroupId[];
  discard: SpecialId[];
  turn: TurnState;
  pending: Pending | null;
  outcome: Outcome | null;
  basicGoal: number;
}

/** Who may see an event: everyone, or only these seats. */
export type Audience = 'all' | Seat[];
