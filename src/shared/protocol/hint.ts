// A hint (issues 20 and 36): the action the Hard bot would take for the asking seat, chosen in a
// worker from that seat's observation and legal actions only, and the facts that explain it. The
// host sends facts, never words: each client builds its sentences from these reasons in its own
// language (renderer logic/hint-text.ts), and the numbers in them can be checked against the
// engine (odds) and the goal standings (progress) in tests.
import type { SpecialGoal } from '../cards';
import type { Action, Seat } from '../engine';

/** What a special goal counts, as the end screen words it ('cards' is the basic goal). */
/** What a goal counts (GoalStanding.measure in messages.ts): 'cards' for the basic goal, else the special goal's kind. */
export type GoalMeasure = 'cards' | SpecialGoal['kind'];

export type HintReason =
  /**
   * An attack's roll and chance, from the engine's one odds computation (as the attack form shows
   * them); `spend`: the least money the attacker may pay that brings it to its best chance, and then.
   */
  | { kind: 'odds'; needed: number; chance: number; spend?: { money: number; needed: number; chance: number } }
  /** The basic goal goes from `have` to `after` of `need` cards (a control attack: if it succeeds). */
  | { kind: 'goal'; have: number; after: number; need: number }
  /** The seat's special goal goes from `have` to `after` of `need` (or, `pick`, a goal chosen now stands at `have`). */
  | { kind: 'special'; have: number; after: number; need: number; measure: GoalMeasure; alignment?: string; pick?: boolean }
  /**
   * A rival's goal moves from `have` to `after` of `need`: set back (after < have) or brought on;
   * `declined`: what accepting his offer would have done, which refusing avoids.
   */
  | { kind: 'rival'; seat: Seat; goal: 'basic' | 'special'; have: number; after: number; need: number; measure: GoalMeasure; alignment?: string; declined?: boolean }
  /** It answers a rival close to a goal: he has `have` of the `need` his goal asks. */
  | { kind: 'threat'; seat: Seat; have: number; need: number }
  /** Spending in an attack window: the chance of the attack before and after the money. */
  | { kind: 'spend'; side: 'for' | 'against'; before: number; after: number }
  /** A card played (or a privilege abolished) changes the chance of the attack in progress. */
  | { kind: 'chance'; before: number; after: number }
  /** Passing in an attack window: the chance as it stands; `mine`: the viewer is the attacker. */
  | { kind: 'hold'; chance: number; mine: boolean }
  /** Calling off one's own attack: its chance as it stands, and the money it keeps. */
  | { kind: 'callOff'; chance: number }
  /** A placement or a move: arrows of the structure left open for groups to come; `most`: no other place leaves more. */
  | { kind: 'arrows'; open: number; most: boolean }
  /** Ending (or passing) the turn; `money` is the treasury kept; `best`: the best attack left, as the engine rates it. */
  | { kind: 'rest'; money: number; best?: { needed: number; chance: number } }
  /** The seat's money in all its treasuries before and after (a transfer between them leaves it equal). */
  | { kind: 'money'; before: number; after: number }
  /** One treasury before and after (a transfer, a redistribution, a placement's money). */
  | { kind: 'treasury'; card: string; before: number; after: number }
  /** Special cards in the seat's hand before and after (a card drawn or played). */
  | { kind: 'cards'; before: number; after: number }
  /**
   * Money for nothing offered to `seat` (the bots' protection deal, ai/deals.ts). `bot`: the
   * receiver is a bot, which (if it accepts) weighs attacking the payer as breaking its word until
   * the end of its next turn, unless the payer is close to winning; a human promises nothing.
   */
  | { kind: 'protection'; seat: Seat; money: number; bot: boolean }
  /** Accepting money for nothing from `seat`: what the payer expects in return (the rules bind nobody, DEAL-1). */
  | { kind: 'paid'; seat: Seat; money: number }
  /** Accusing `seat` of an Illuminati (hidden Illuminati): how likely the bot believes it, from what the seat has seen. */
  | { kind: 'belief'; seat: Seat; chance: number }
  /** Passing a reaction window: no card is worth playing now; `cards` are kept for later. */
  | { kind: 'keep'; cards: number }
  /**
   * Holding back under hidden Illuminati (ADV-HIDDEN-ILLUM-2, ai/conceal.ts): of the Illuminati
   * nobody else shows, `full` fit the seat's full Income and Power, `cover` fit the values held back
   * (its own card counts in both); the bots hold back to keep `min` possible.
   */
  | { kind: 'conceal'; full: number; cover: number; min: number }
  /**
   * Taking everything again: why hiding no longer pays, as the bots judge it: 'shown' (the full
   * values were taken before), 'few' (only `cover` cards could be it, fewer than `min`), 'costly'
   * (the cheapest hiding would give up `cost` MB a turn, more than `worth`); or, where the bots
   * would hold back, 'exposed': in full only `cover` (fewer than `min`) fit.
   */
  | { kind: 'reveal'; why: 'shown' | 'few' | 'costly' | 'exposed'; cover: number; min: number; cost: number; worth: number }
  /**
   * The machine was too slow or busy for the bot's full work: the safety deadline cut its thinking
   * short (shared/ai/work.ts), so this hint may be weaker than usual and another ask may differ.
   */
  | { kind: 'cutOff' };

export interface Hint {
  /** The move (seq) the hint was worked out for: once the game moves on, it is stale. */
  seq: number;
  seat: Seat;
  action: Action;
  /** One to three, the most telling first; a last 'cutOff' when the bot's thinking was cut short. */
  reasons: HintReason[];
  /** With a move drafted by the player (issue 36): the two compared (hint-compare.ts). */
  compare?: HintComparison;
}

/** The player's drafted move and the bot's, each played out from the seat's observation (review's judge). */
export interface HintComparison {
  draft: Action;
  /** The draft's own reasons (its odds first, for an attack). */
  reasons: HintReason[];
  /** The seat's chance to win after each move, played out to its next turn (null: it could not be). */
  mine: number | null;
  bot: number | null;
  /** Whether the drafted move is the bot's own choice. */
  same: boolean;
}
