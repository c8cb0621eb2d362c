// A hint (issue 20): the action the Hard bot would take for the asking seat, chosen in a worker from
// that seat's observation and legal actions only, and the facts that explain it. The host sends
// facts, never words: each client builds its one or two sentences from these reasons in its own
// language (renderer logic/hint-text.ts).
import type { Action, Seat } from '../engine';

export type HintReason =
  /**
   * An attack's roll and chance, from the engine's one odds computation (as the attack form shows
   * them); `spend`: the least money the attacker may pay that brings it to its best chance, and then.
   */
  | { kind: 'odds'; needed: number; chance: number; spend?: { money: number; needed: number; chance: number } }
  /** A control attack that succeeds brings the basic goal from `have` to `after` of `need` cards. */
  | { kind: 'goal'; have: number; after: number; need: number }
  /** It answers a rival close to a goal: he has `have` of the `need` his goal asks. */
  | { kind: 'threat'; seat: Seat; have: number; need: number }
  /** Spending in an attack window: the chance of the attack before and after the money. */
  | { kind: 'spend'; side: 'for' | 'against'; before: number; after: number }
  /** Passing in an attack window: the chance as it stands; `mine`: the viewer is the attacker. */
  | { kind: 'hold'; chance: number; mine: boolean }
  /** A placement or a move: arrows of the structure left open for groups to come; `most`: no other place leaves more. */
  | { kind: 'arrows'; open: number; most: boolean }
  /** Ending (or passing) the turn: nothing left is worth an action; `money` is the treasury kept. */
  | { kind: 'rest'; money: number }
  /** Holding back under hidden Illuminati (ADV-HIDDEN-ILLUM-2): the full values would name the card. */
  | { kind: 'conceal' }
  /** Nothing of the above applies: the bot judged it the best of the viewer's options. */
  | { kind: 'best' }
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
  /** At most two, the most telling first; a third, 'cutOff', when the bot's thinking was cut short. */
  reasons: HintReason[];
}
