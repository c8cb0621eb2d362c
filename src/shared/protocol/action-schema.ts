// The shape of every Action (engine/actions.ts), checked before an action from outside reaches the
// engine (game:act, and every action of a save file before it is replayed). Only the shape: whether
// the action is legal now is the engine's question (checkAction), and its answer is the one the
// player sees. Sizes are bounded so that no input can make the engine do unbounded work.
import { ALIGNMENTS, ATTACK_KINDS, SIDES } from '../cards';
import type { Action } from '../engine';
import { MAX_PLAYERS } from '../engine';
import { arr, bool, check, int, nullable, obj, oneOf, record, str, tagged, tuple, type Schema } from './schema';

/** Card ids are lower-case slugs (cards/), including the engine's stand-ins ('hidden-illuminati-3'). */
export const CARD_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** Largest amount of money any field takes: far beyond what a game holds, small enough to stay exact. */
export const MAX_AMOUNT = 1_000_000;
/** Longest list of cards an action can name (a whole structure, a hand). */
const MAX_CARDS = 200;

const card: Schema = str({ max: 64, pattern: CARD_ID, what: 'a card id' });
const seat: Schema = int(0, MAX_PLAYERS - 1);
const side: Schema = oneOf(SIDES);
const amount: Schema = int(0, MAX_AMOUNT);
const cards: Schema = arr(card, MAX_CARDS);
const attach: Schema = obj({ id: card, master: card, arrow: side });
const bundle: Schema = obj({ money: amount, specials: cards, groups: cards });
const amounts: Schema = record(CARD_ID, amount, MAX_CARDS);
const privilege: Schema = nullable(tagged('kind', { bavarian: obj({ kind: oneOf(['bavarian']) }), special: obj({ kind: oneOf(['special']), card }) }, 'a privilege'));

/** One variant: `{ type, ...required, ...optional? }`, nothing else. */
function variant(type: Action['type'], required: Record<string, Schema> = {}, optional: Record<string, Schema> = {}): Schema {
  return obj({ type: oneOf([type]), ...required }, optional);
}

const VARIANTS: { [T in Action['type']]: Schema } = {
  attack: variant('attack', { attacker: card, target: card, kind: oneOf(ATTACK_KINDS), aiders: cards, privilege }),
  spend: variant('spend', { card, amount: int(1, MAX_AMOUNT) }, { side: oneOf(['for', 'against']) }),
  pass: variant('pass'),
  callOff: variant('callOff'),
  abolishPrivilege: variant('abolishPrivilege', { discard: tuple(card, card) }),
  placeCaptured: variant('placeCaptured', { arrow: side, transfer: amount }),
  transferMoney: variant('transferMoney', { from: card, to: card, amount: int(1, MAX_AMOUNT), free: bool }),
  moveGroup: variant('moveGroup', { group: card, master: card, arrow: side }),
  dropGroup: variant('dropGroup', { group: card }),
  gift: variant('gift', { to: seat, money: amount, specials: cards }),
  offer: variant('offer', { to: seat, give: bundle, get: bundle, getPlace: arr(attach, MAX_CARDS) }),
  answerOffer: variant('answerOffer', { accept: bool, place: arr(attach, MAX_CARDS) }),
  fitReceived: variant('fitReceived', { release: arr(card, MAX_CARDS) }),
  setTreasuries: variant('setTreasuries', { amounts }),
  reorganize: variant('reorganize', { layout: arr(attach, MAX_CARDS) }),
  tax: variant('tax', { excuse: arr(seat, MAX_PLAYERS) }),
  useRecyclers: variant('useRecyclers'),
  shiftAlignment: variant('shiftAlignment', { target: card }, { add: oneOf(ALIGNMENTS), remove: oneOf(ALIGNMENTS) }),
  playSpecial: variant(
    'playSpecial',
    { card },
    { target: card, seat, master: card, arrow: side, amounts, attacker: card, aiders: cards },
  ),
  replaceSpecial: variant('replaceSpecial', { card: nullable(card) }),
  chooseGoal: variant('chooseGoal', { goal: card }),
  accuse: variant('accuse', { seat, illuminati: card }),
  misstate: variant('misstate', { power: int(-1, 1), income: int(-1, 1) }),
  conceal: variant('conceal', { income: nullable(int(0, 99)), power: nullable(int(0, 99)), ability: bool }),
  passTurn: variant('passTurn'),
  endTurn: variant('endTurn'),
  leave: variant('leave'),
};

/** The names of every action type, for messages and tests. */
export const ACTION_TYPES = Object.keys(VARIANTS) as Action['type'][];

/** The shape of an Action (for the requests that carry one, validate.ts). */
export const ACTION: Schema = tagged('type', VARIANTS, 'an action');

const actionCheck = check(ACTION);

/** Null when `x` is shaped like an Action, else a sentence saying what is wrong. */
export function actionShapeError(x: unknown, path = 'action'): string | null {
  return actionCheck(x, path);
}
