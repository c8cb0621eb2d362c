// Actions a seat can send (DESIGN.md section 3). Illegal input is answered with a reason, never thrown.
import type { Alignment, AttackKind, GroupId, IlluminatiId, Side, SpecialId } from '../cards';
import type { Attach, Bundle, PlaySpecialAction, Privilege, Seat } from './types';

export type Action =
  /** ATK-4: attacker, target, kind, every aider and any privilege, named at once. */
  | { type: 'attack'; attacker: string; target: GroupId; kind: AttackKind; aiders: string[]; privilege: Privilege | null }
  /** MOD-1 / ATK-MONEY / INTERF: spend from a treasury during an attack window. `side` only for interferers. */
  | { type: 'spend'; card: string; amount: number; side?: 'for' | 'against' }
  /** Pass the floor in a window (AMB-9) or decline to react. */
  | { type: 'pass' }
  /** CALLOFF-1: withdraw an uncommitted attack. */
  | { type: 'callOff' }
  /** PRIV-4(b): discard two specials together to abolish another player's privilege. */
  | { type: 'abolishPrivilege'; discard: [SpecialId, SpecialId] }
  /** ATK-CTRL-4 / ATK-RES-4: place the captured group on an arrow of the attacking card, optionally moving money onto it. */
  | { type: 'placeCaptured'; arrow: Side; transfer: number }
  /** MONEY-1 (as an action) or MONEY-2 (free, phase 5). */
  | { type: 'transferMoney'; from: string; to: string; amount: number; free: boolean }
  /** MOVE-1: attach one of your groups (with its puppets) to an open arrow of your structure. */
  | { type: 'moveGroup'; group: GroupId; master: string; arrow: Side }
  /** DROP-1: release one of your groups (free action). */
  | { type: 'dropGroup'; group: GroupId }
  /** GIFT-1, GIFT-3: money from Illuminati to Illuminati and special cards, no consent needed. */
  | { type: 'gift'; to: Seat; money: number; specials: SpecialId[] }
  /** GIVE, DEAL: an offer the other side accepts or refuses. `getPlace` places the groups you would receive. */
  | { type: 'offer'; to: Seat; give: Bundle; get: Bundle; getPlace: Attach[] }
  /** Answer an offer; on acceptance `place` attaches the groups you receive (GIVE-6). */
  | { type: 'answerOffer'; accept: boolean; place: Attach[] }
  /** GIVE-6: the overlapping cards, received or your own, to send to the uncontrolled area (each with its puppets). */
  | { type: 'fitReceived'; release: GroupId[] }
  /** ILLUM-GNO-1: set every treasury of the structure at once (same total). */
  | { type: 'setTreasuries'; amounts: Record<string, number> }
  /** ILLUM-BER-1: a whole new layout of the structure (same groups). */
  | { type: 'reorganize'; layout: Attach[] }
  /** INCOME-3 / AMB-29: the I.R.S. owner taxes every other player except those excused. */
  | { type: 'tax'; excuse: Seat[] }
  /** Recyclers: pay 5 MB from their treasury to draw a card (once per turn, not an action). */
  | { type: 'useRecyclers' }
  /** Orbital Mind Control Lasers: change one alignment of another group until the end of this turn. */
  | { type: 'shiftAlignment'; target: GroupId; add?: Alignment; remove?: Alignment }
  /** Play a special card (handlers in specials.ts). */
  | PlaySpecialAction
  /** SPECIAL-CARD-5: after Secrets Man cancels one of two cards discarded against a privilege, replace it (or give up: null). */
  | { type: 'replaceSpecial'; card: SpecialId | null }
  /** GOAL-UFO-1: the UFO player's secret goal. */
  | { type: 'chooseGoal'; goal: IlluminatiId }
  /** ACT-2 item 6, ADV-HIDDEN-ILLUM-3 (hidden Illuminati): one action; accuse `seat` of being `illuminati`. */
  | { type: 'accuse'; seat: Seat; illuminati: IlluminatiId }
  /** ADV-HIDDEN-ILLUM-5, EDN-25 (hidden Illuminati with misstatement): the differences stated from the printed Power and Income. */
  | { type: 'misstate'; power: number; income: number }
  /** ADV-HIDDEN-ILLUM-2, AMB-42 (hidden Illuminati): what a face-down player holds back from now on (types.ts Conceal); private. */
  | { type: 'conceal'; income: number | null; power: number | null; ability: boolean }
  /** ACT-5: take no action of any kind this turn and collect 5 MB. */
  | { type: 'passTurn' }
  /** End the current phase(s) and the turn. */
  | { type: 'endTurn' }
  /** LEAVE-1. */
  | { type: 'leave' };

export type ActionType = Action['type'];

/**
 * What legalActions returns: concrete actions, or templates with a parameter range that a player
 * fills in (the issue allows "spend 1..n MB" instead of listing every amount). `instantiate`
 * in legal.ts turns a template into a concrete action.
 */
export type LegalAction =
  | { type: 'attack'; attacker: string; target: GroupId; kind: AttackKind; aidOptions: string[]; privilegeOptions: (Privilege | null)[] }
  | { type: 'spend'; card: string; side?: 'for' | 'against'; max: number }
  | { type: 'transferMoney'; from: string; to: string; max: number; free: boolean }
  | { type: 'placeCaptured'; arrow: Side; maxTransfer: number }
  | { type: 'gift'; to: Seat; maxMoney: number; specials: SpecialId[] }
  | { type: 'offer'; to: Seat }
  | { type: 'answerOffer' }
  | { type: 'setTreasuries'; cards: string[]; total: number }
  | { type: 'reorganize' }
  | { type: 'tax'; seats: Seat[] }
  | { type: 'abolishPrivilege'; cards: SpecialId[] }
  | { type: 'chooseGoal'; goals: IlluminatiId[] }
  | { type: 'shiftAlignment'; targets: GroupId[] }
  /** A special card play; `aidOptions` (Whispering Campaign) and `amountsOver` (White Collar Crime) are ranges to fill in. */
  | (PlaySpecialAction & { aidOptions?: string[]; amountsOver?: { cards: string[]; total: number } })
  | { type: 'replaceSpecial'; cards: SpecialId[] }
  /** Hidden Illuminati: `income` and `power` from 0 to these, or null for all; `ability`: the card has an ability to decline. */
  | { type: 'conceal'; maxIncome: number; maxPower: number; ability: boolean }
  | Extract<Action, { type: 'pass' | 'callOff' | 'moveGroup' | 'dropGroup' | 'useRecyclers' | 'passTurn' | 'endTurn' | 'leave' | 'accuse' | 'misstate' | 'fitReceived' }>;

export interface IllegalAction {
  ok: false;
  reason: string;
}
