// The engine's data model (DESIGN.md section 3). Everything is plain data: no classes, Maps or
// functions, so a state can be cloned, saved as JSON, sent to a worker and replayed.
import type { AttackKind, GroupId, IlluminatiId, Side, SpecialId, Alignment } from '../cards';

export type Seat = number;
export type Edition = 'en' | 'it' | 'de';

export interface GameConfig {
  /**
   * 2..8 players (COMP-2) in every edition, with the larger-game income bonuses (ADV-LARGE-1).
   * EDN-4 allows 9 players in DE; issue 3 asks for 2 to 8, so 8 stays the limit for all editions.
   */
  readonly players: number;
  /**
   * Rules edition; English Deluxe by default (RULES-DIGEST 0.2, section 32). What it changes:
   * - 'it' and 'de': no add-targets step (EDN-7, AMB-27).
   * - 'de': passing keeps the free transfers (EDN-8); the Network's goal is 20 (EDN-10); groups
   *   change hands only in their owner's turn (EDN-16); neutralizing needs an open arrow (EDN-20);
   *   the Post Office may pay its upkeep from its own treasury (EDN-21, AMB-30); elimination is
   *   off unless `elimination` says otherwise (EDN-18, ADV-ELIM-DE-1); the ninth Illuminati, the
   *   Atlanteans, is in the set, for the random draw and as a choice (EDN-1, EDN-35, ILLUM-ATL-1,
   *   GOAL-ATL-1..3), so the UFOs may borrow any of the other 8 goals (EDN-11); no UFO bonus under
   *   `hiddenGoals` (EDN-23); under `hiddenIlluminati` using the ability reveals the card (EDN-24)
   *   and `misstate` allows -1 as well as +1 (EDN-25).
   * - 'it' and 'de': privilege is abolished only by Deep Agent, never by two discarded specials
   *   (EDN-12; for IT the issue 3 decision, replacing the proposal of AMB-37).
   */
  readonly edition?: Edition;
  /** Per seat: a chosen Illuminati, or null/absent for a random draw (SETUP-1). The Atlanteans only in 'de' (EDN-1). */
  readonly illuminati?: readonly (IlluminatiId | null)[];
  /** Display names per seat. */
  readonly names?: readonly string[];
  /** Basic-goal override: higher for a longer game (ADV-LENGTH-2), lower for a shorter one (ADV-LENGTH-4); otherwise the table of WIN-3. */
  readonly basicGoal?: number;
  /**
   * ELIM-1: a player left with only his Illuminati after his third turn is out. Default true in
   * 'en' and 'it', false in 'de', where elimination is an optional rule (EDN-18, ADV-ELIM-DE-1).
   */
  readonly elimination?: boolean;
  /**
   * The very long game (ADV-LENGTH-3, AMB-28, AMB-50): basic and special goals are ignored; the
   * game ends at the end of a turn when no uncontrolled group remains and the deck is empty. Each
   * player scores the Power of every card of his structure plus 1 per card, the Illuminati
   * included; the highest score wins and ties share (outcome reason 'longGame' with `scores`).
   * The turn cap still applies.
   */
  readonly longGame?: boolean;
  /**
   * Hidden goals (ADV-HIDDEN-GOALS-1/2, AMB-44): before the first turn every player, in seat order,
   * secretly picks one printed special goal of the edition's set (own and duplicates allowed; the
   * UFOs' "borrow a goal" is not on the list, the UFO player picks like everyone). Abilities are
   * kept. The UFO card gets +1 Power (and +1 Transferable Power) for every use of Power in 'en'
   * and 'it' (AMB-26), none in 'de' (EDN-23).
   */
  readonly hiddenGoals?: boolean;
  /**
   * Hidden Illuminati (ADV-HIDDEN-ILLUM-1..4, AMB-42, EDN-24): every Illuminati is face down and
   * known to its owner only until revealed. Observations and events show other players' unrevealed
   * Illuminati as null (or a `hidden-illuminati-<seat>` placeholder where a card id is needed). The
   * action `accuse` (ACT-2 item 6) costs one action; a right guess reveals the accused for the rest
   * of the game, a wrong one does nothing; a revealed UFO's goal stays secret. In 'de' using the
   * Illuminati's ability reveals it (EDN-24); in 'en' and 'it' it does not (AMB-42). Before the
   * first turn every player goes through the secret goal window (non-UFOs just confirm their own
   * goal), so that the window does not point at the UFO player.
   */
  readonly hiddenIlluminati?: boolean;
  /**
   * With `hiddenIlluminati` (ADV-HIDDEN-ILLUM-5, EDN-25): an unidentified player may state his
   * Illuminati's Power and Income as 1 more than printed ('en', 'it') or 1 more or 1 less ('de').
   * The claim is made with the `misstate` action (at most once per own turn, no action used),
   * stays until changed, is known to its owner only, and ends when the player is revealed. The
   * claimed Power counts whenever the Illuminati card attacks or aids; the claimed Income at each
   * of his income phases. Goals and long-game scores use the printed values.
   */
  readonly misstate?: boolean;
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

/** What a face-down Illuminati card has shown at most (PlayerState.shown). */
export interface Shown {
  income: number;
  power: number;
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
  /**
   * AMB-25: the seat whose capture, neutralization or destruction left this player with only his
   * Illuminati card before his third turn was over; credited with the kill if he is eliminated
   * later without having controlled a group again. Absent or null otherwise.
   */
  strippedBy?: Seat | null;
  /** UFOs, or everyone under hiddenGoals: the special goal chosen in secret (GOAL-UFO-1, ADV-HIDDEN-GOALS-1). */
  borrowedGoal: IlluminatiId | null;
  /** hiddenIlluminati: the Illuminati is face up for everyone (ADV-HIDDEN-ILLUM-3, EDN-24); always false otherwise. */
  revealed: boolean;
  /** Violent groups this player destroyed (GOAL-ATL-2), counted for every player. */
  violentKills: number;
  /** misstate: the values this player states for his face-down Illuminati (ADV-HIDDEN-ILLUM-5); replaced whole, never changed in place. */
  claim: Claim | null;
  /**
   * Hidden Illuminati (ADV-HIDDEN-ILLUM-2, AMB-42): what this face-down player holds back so as not
   * to show his card, known to him alone; absent or null takes everything and uses every ability.
   */
  conceal?: Conceal | null;
  /**
   * Hidden Illuminati: the most a face-down card has shown the table (public): the Illuminati's share
   * of an income (setup or turn, divided by a doubling, the large-game bonus apart) and the Power it
   * added to an attack it took part in. Every attentive player at a real table knows it; the bots
   * read it to see how far the other face-down seats are narrowed (ai/conceal-match.ts). Absent
   * until the card first shows a number.
   */
  shown?: Shown | null;
  /** What Computer Espionage showed this player: only he sees it. */
  intel: Intel[];
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
  /** Seats that played Interference: they alone may interfere in this privileged attack. */
  interferers: Seat[];
  /** Whispering Campaign: destroy a powerless group, Power against Resistance. */
  whisper: boolean;
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
  /** Seats asked, in turn order from the player on turn. */
  order: Seat[];
  floor: number;
  /** Seats that passed since the window opened or since the last card played in it. */
  passed: Seat[];
  /** Data the moment refers to (e.g. the roll). */
  roll?: number;
  /** For 'cancel' windows: the special being played, which Secrets Man may cancel. */
  subject?: CancelSubject;
  resume: Pending | null;
}

/** A special card on its way to the table, open to Secrets Man Was Not Meant To Know (CARDS.md 4). */
export type CancelSubject =
  | { kind: 'play'; seat: Seat; action: PlaySpecialAction }
  | { kind: 'privilege'; seat: Seat; card: SpecialId }
  | { kind: 'abolish'; seat: Seat; cards: SpecialId[]; cancelled?: SpecialId };

/** The parameters a special card may take (which ones depend on the card). */
export interface PlaySpecialAction {
  type: 'playSpecial';
  card: SpecialId;
  /** A group (Bribery, Media Campaign, Whispering Campaign, Computer Espionage on a treasury). */
  target?: string;
  /** A player (Senate Investigating Committee is aimed at the player on turn; Computer Espionage on a hand). */
  seat?: Seat;
  /** Where a bribed group is placed. */
  master?: string;
  arrow?: Side;
  /** White Collar Crime: every treasury of the structure after the redistribution (+5 MB). */
  amounts?: Record<string, number>;
  /** Whispering Campaign: the attacking card and its aiders. */
  attacker?: string;
  aiders?: string[];
}

/** After Secrets Man cancels one of two cards discarded against a privilege, the other is lost unless replaced (SPECIAL-CARD-5). */
export interface ReplaceWindow {
  kind: 'replace';
  seat: Seat;
  kept: SpecialId;
  resume: Pending | null;
}

/** GOAL-UFO-1: the UFO player picks a goal in secret before the first turn. */
export interface GoalWindow {
  kind: 'chooseGoal';
  seat: Seat;
}

/**
 * GIVE-6 (English and Italian rules): received groups overlap cards of the receiver's structure; he
 * chooses which overlapping cards, received or already his, go to the uncontrolled area.
 */
export interface FitWindow {
  kind: 'fit';
  /** The receiver, who chooses. */
  seat: Seat;
  /** The player who gave the groups. */
  from: Seat;
  /** The received cards (money included, GIVE-5) as they would sit; some overlap other cards. In no structure until the choice. */
  cards: Placement[];
  resume: Pending | null;
}

export type Pending = AttackWindow | CaptureWindow | TaxWindow | OfferWindow | ReactionWindow | GoalWindow | ReplaceWindow | FitWindow;

export type SpecialMoment = 'startOfTurn' | 'income' | 'attackWindow' | 'afterRoll' | 'cancel' | 'anyTime' | 'action';

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
  /** Senate Investigating Committee: this turn is skipped. */
  skipped: boolean;
  /** Market Manipulation: this income phase pays double. */
  doubleIncome: boolean;
  /**
   * GOAL-CTH-3, ELIM-2: the Servants (or a UFO player on their goal) whose destruction of their own
   * last group was their eighth kill: not eliminated for the rest of this turn, so that they win at
   * its end. Absent or null otherwise; cleared when they control a group again (AMB-52).
   */
  spared?: Seat | null;
}

/** Computer Espionage: one treasury or one player's hand, as seen at that moment. */
export type Intel = { kind: 'treasury'; turn: number; card: string; money: number } | { kind: 'hand'; turn: number; seat: Seat; cards: SpecialId[] };

export interface AlignmentShift {
  target: GroupId;
  add?: Alignment;
  remove?: Alignment;
}

export interface Outcome {
  /** Seats that met a goal together (WIN-2), or shared the best long-game score. Empty when the game was capped. */
  winners: Seat[];
  reason: 'goal' | 'lastStanding' | 'capped' | 'noPlayers' | 'longGame';
  /** Per winner, which goal was met. */
  goals: Record<number, 'basic' | 'special'>;
  /** longGame (ADV-LENGTH-3): every remaining player's score. */
  scores?: Record<number, number>;
}

/**
 * ADV-HIDDEN-ILLUM-2, AMB-42: a face-down player's standing choice, in force from when he makes it
 * until he changes it or is revealed. `income`: at most this many MB of his Illuminati's printed and
 * stated Income at setup and at each income phase (the large-game bonus comes on top); `power`: at
 * most this much Power from his Illuminati card when it attacks or aids; null: all of it.
 * `ability`: false declines every ability that works by itself and would show the card (the
 * Network's second draw, an attack bonus, the Discordians' immunity, the Atlanteans' double Income).
 */
export interface Conceal {
  income: number | null;
  power: number | null;
  ability: boolean;
}

/** ADV-HIDDEN-ILLUM-5: stated differences from the printed Power and Income, and the turn they were last set. */
export interface Claim {
  power: number;
  income: number;
  turn: number;
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
