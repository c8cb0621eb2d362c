// Types of the card catalog. The data itself lives in groups.ts, illuminati.ts and specials.ts;
// facts come from ../shared/cards/CARDS.md (numbers, alignments, arrows) and its section 6 rulings.

export const ALIGNMENTS = [
  'Government',
  'Communist',
  'Liberal',
  'Conservative',
  'Peaceful',
  'Violent',
  'Straight',
  'Weird',
  'Criminal',
  'Fanatic',
] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** DEF-7: the four opposite pairs. Criminal has none; Fanatic vs Fanatic is handled separately. */
export const OPPOSITE: Readonly<Partial<Record<Alignment, Alignment>>> = {
  Government: 'Communist',
  Communist: 'Government',
  Liberal: 'Conservative',
  Conservative: 'Liberal',
  Peaceful: 'Violent',
  Violent: 'Peaceful',
  Straight: 'Weird',
  Weird: 'Straight',
};

export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type Side = (typeof SIDES)[number];

export const ATTACK_KINDS = ['control', 'neutralize', 'destroy'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** Which targets a bonus applies to. */
export type TargetFilter =
  | { readonly alignment: Alignment }
  | { readonly ids: readonly string[] };

/**
 * Group abilities as data (ABIL-1..5). `scope` tells "any attempt" abilities (ABIL-2: every attack
 * of the owner, whichever card attacks) from card-only ones (ABIL-3: only when this card attacks).
 */
export type GroupAbility =
  | {
      readonly kind: 'attackBonus';
      readonly scope: 'anyAttempt' | 'self';
      readonly attacks: readonly AttackKind[];
      readonly bonus: number;
      readonly target?: TargetFilter;
    }
  /** Chinese Campaign Donors: counts as Government instead of Communist when it attacks to control a Government group. */
  | { readonly kind: 'actsAsAlignment'; readonly attacks: readonly AttackKind[]; readonly targetAlignment: Alignment; readonly replace: Alignment; readonly with: Alignment }
  /** Gun Lobby: Resistance becomes `value` when the attacking group has one of these alignments. */
  | { readonly kind: 'resistanceAgainst'; readonly value: number; readonly attackerAlignments: readonly Alignment[] }
  /** Survivalists: every other group of the owner gets +bonus Resistance. */
  | { readonly kind: 'structureResistance'; readonly bonus: number }
  /** Federal Reserve: its transfers may go to any group of the same structure. */
  | { readonly kind: 'transferAnywhere' }
  /** Recyclers: once in its owner's turn, pay `cost` MB from its own treasury to draw a card (not an action). */
  | { readonly kind: 'buyDraw'; readonly cost: number }
  /** Orbital Mind Control Lasers: once per owner's turn, add, remove or flip one alignment of any other group until the end of that turn. */
  | { readonly kind: 'shiftAlignment' }
  /** I.R.S.: no income; taxes each other player `amount` MB in its owner's income phase. */
  | { readonly kind: 'tax'; readonly amount: number }
  /** Post Office: costs its owner `amount` MB each income phase (INCOME-4, AMB-30). */
  | { readonly kind: 'upkeep'; readonly amount: number };

export interface GroupCard {
  readonly kind: 'group';
  readonly id: string;
  readonly name: string;
  readonly power: number;
  readonly transferable: number;
  readonly resistance: number;
  readonly income: number;
  readonly alignments: readonly Alignment[];
  readonly inSide: Side;
  readonly outSides: readonly Side[];
  readonly abilities: readonly GroupAbility[];
  /** Paraphrased ability text for the card face and the large card view. */
  readonly text: string;
}

/** Special goals as data (GOAL-*), evaluated by engine/goals.ts. */
export type SpecialGoal =
  | { readonly kind: 'powerTotal'; readonly amount: number }
  | { readonly kind: 'allAlignments' }
  | { readonly kind: 'alignmentCount'; readonly alignment: Alignment; readonly count: number }
  | { readonly kind: 'treasuryTotal'; readonly amount: number }
  | { readonly kind: 'transferableTotal'; readonly amount: number }
  | { readonly kind: 'destroyCount'; readonly count: number }
  /**
   * GOAL-ATL-1/2 (Atlanteans, DE): at least `count` groups of `alignment` in play (controlled by
   * anyone or uncontrolled), minus one per `reducedBy` group the player has destroyed.
   */
  | { readonly kind: 'alignmentInPlay'; readonly alignment: Alignment; readonly count: number; readonly reducedBy: Alignment }
  | { readonly kind: 'borrowed' };

export type IlluminatiAbility =
  | { readonly kind: 'paidPrivilege'; readonly cost: number }
  | { readonly kind: 'reorganize' }
  | { readonly kind: 'attackBonus'; readonly attacks: readonly AttackKind[]; readonly bonus: number; readonly target?: TargetFilter }
  | { readonly kind: 'immuneTo'; readonly alignments: readonly Alignment[] }
  | { readonly kind: 'redistribute' }
  | { readonly kind: 'extraDraw'; readonly cards: number }
  | { readonly kind: 'twoAttacks' }
  /** ILLUM-ATL-1, INCOME-5 (Atlanteans, DE): groups of this alignment in the structure earn double Income. */
  | { readonly kind: 'doubleIncome'; readonly alignment: Alignment };

/** The rules editions (RULES-DIGEST 0.1): English Deluxe, Italian 1999, German 1988. */
export type CardEdition = 'en' | 'it' | 'de';

export interface IlluminatiCard {
  readonly kind: 'illuminati';
  readonly id: string;
  readonly name: string;
  readonly power: number;
  readonly transferable: number;
  readonly income: number;
  readonly outSides: readonly Side[];
  readonly abilities: readonly IlluminatiAbility[];
  readonly goal: SpecialGoal;
  readonly text: string;
  readonly goalText: string;
  /** The editions whose set holds this card; absent means every edition (EDN-1: Die Atlanter are DE only). */
  readonly editions?: readonly CardEdition[];
  /** Some printed values are unknown and were chosen by this project; the UI labels them (issue 3). */
  readonly projectChoice?: boolean;
  /** Which values were chosen by this project, for that label. */
  readonly projectChoiceText?: string;
}

export interface SpecialCard {
  readonly kind: 'special';
  /** One id per physical card (the two Interference cards are interference-1 and interference-2). */
  readonly id: string;
  /** The card's effect; both Interference cards share `effect: 'interference'`. */
  readonly effect: string;
  readonly name: string;
  readonly isAction: boolean;
  readonly timing: string;
  readonly text: string;
}

export type Card = GroupCard | IlluminatiCard | SpecialCard;
