// The action bar offers only what the engine's legal actions allow (`view.legal`). This module
// sorts that list into what each control needs (pure, tested in tests/renderer/action-menu.test.ts).
import type { SpecialId } from '../../../shared/cards';
import type { LegalAction, Phase } from '../../../shared/engine';
import { t } from '../i18n';
import { mb } from '../i18n/format';
import { capitalize, cardName, cardRef } from './names';

export type Legal<K extends LegalAction['type']> = Extract<LegalAction, { type: K }>;
export type LegalPlay = Legal<'playSpecial'>;

export interface SpecialOffer {
  card: SpecialId;
  name: string;
  plays: LegalPlay[];
}

export interface ActionMenu {
  attacks: Legal<'attack'>[];
  spends: Legal<'spend'>[];
  pass: boolean;
  callOff: boolean;
  abolish: Legal<'abolishPrivilege'> | null;
  placements: Legal<'placeCaptured'>[];
  transfers: Legal<'transferMoney'>[];
  freeTransfers: Legal<'transferMoney'>[];
  moves: Legal<'moveGroup'>[];
  drops: Legal<'dropGroup'>[];
  gifts: Legal<'gift'>[];
  offers: Legal<'offer'>[];
  answerOffer: boolean;
  setTreasuries: Legal<'setTreasuries'> | null;
  reorganize: boolean;
  tax: Legal<'tax'> | null;
  useRecyclers: boolean;
  shift: Legal<'shiftAlignment'> | null;
  specials: SpecialOffer[];
  replace: Legal<'replaceSpecial'> | null;
  /** GIVE-6: the ways to clear the overlap left by received groups. */
  fits: Legal<'fitReceived'>[];
  chooseGoal: Legal<'chooseGoal'> | null;
  accusations: Legal<'accuse'>[];
  misstatements: Legal<'misstate'>[];
  /** Hidden Illuminati: what a face-down player holds back (ADV-HIDDEN-ILLUM-2). */
  conceal: Legal<'conceal'> | null;
  passTurn: boolean;
  endTurn: boolean;
  leave: boolean;
}

export function emptyMenu(): ActionMenu {
  return {
    attacks: [],
    spends: [],
    pass: false,
    callOff: false,
    abolish: null,
    placements: [],
    transfers: [],
    freeTransfers: [],
    moves: [],
    drops: [],
    gifts: [],
    offers: [],
    answerOffer: false,
    setTreasuries: null,
    reorganize: false,
    tax: null,
    useRecyclers: false,
    shift: null,
    specials: [],
    replace: null,
    fits: [],
    chooseGoal: null,
    accusations: [],
    misstatements: [],
    conceal: null,
    passTurn: false,
    endTurn: false,
    leave: false,
  };
}

export function actionMenu(legal: readonly LegalAction[]): ActionMenu {
  const m = emptyMenu();
  for (const la of legal) {
    switch (la.type) {
      case 'attack':
        m.attacks.push(la);
        break;
      case 'spend':
        m.spends.push(la);
        break;
      case 'pass':
        m.pass = true;
        break;
      case 'callOff':
        m.callOff = true;
        break;
      case 'abolishPrivilege':
        m.abolish = la;
        break;
      case 'placeCaptured':
        m.placements.push(la);
        break;
      case 'transferMoney':
        (la.free ? m.freeTransfers : m.transfers).push(la);
        break;
      case 'moveGroup':
        m.moves.push(la);
        break;
      case 'dropGroup':
        m.drops.push(la);
        break;
      case 'gift':
        m.gifts.push(la);
        break;
      case 'offer':
        m.offers.push(la);
        break;
      case 'answerOffer':
        m.answerOffer = true;
        break;
      case 'setTreasuries':
        m.setTreasuries = la;
        break;
      case 'reorganize':
        m.reorganize = true;
        break;
      case 'tax':
        m.tax = la;
        break;
      case 'useRecyclers':
        m.useRecyclers = true;
        break;
      case 'shiftAlignment':
        m.shift = la;
        break;
      case 'playSpecial': {
        let entry = m.specials.find((x) => x.card === la.card);
        if (!entry) {
          entry = { card: la.card, name: cardName(la.card), plays: [] };
          m.specials.push(entry);
        }
        entry.plays.push(la);
        break;
      }
      case 'replaceSpecial':
        m.replace = la;
        break;
      case 'fitReceived':
        m.fits.push(la);
        break;
      case 'chooseGoal':
        m.chooseGoal = la;
        break;
      case 'accuse':
        m.accusations.push(la);
        break;
      case 'misstate':
        m.misstatements.push(la);
        break;
      case 'conceal':
        m.conceal = la;
        break;
      case 'passTurn':
        m.passTurn = true;
        break;
      case 'endTurn':
        m.endTurn = true;
        break;
      case 'leave':
        m.leave = true;
        break;
    }
  }
  return m;
}

/** The controls of the action bar; each opens a form, or acts at once for the argument-less ones. */
export const COMMAND_IDS = [
  'chooseGoal',
  'placeCaptured',
  'answerOffer',
  'tax',
  'replace',
  'fit',
  'spend',
  'pass',
  'callOff',
  'abolish',
  'attack',
  'transfer',
  'move',
  'freeTransfer',
  'setTreasuries',
  'reorganize',
  'useRecyclers',
  'shift',
  'special',
  'drop',
  'gift',
  'offer',
  'accuse',
  'misstate',
  'conceal',
  'passTurn',
  'endTurn',
  'leave',
] as const;
export type CommandId = (typeof COMMAND_IDS)[number];

/** Commands that need no parameters: the bar sends them (after a confirmation where one is due). */
export const DIRECT_COMMANDS: ReadonlySet<CommandId> = new Set(['pass', 'callOff', 'useRecyclers', 'passTurn', 'endTurn', 'leave']);

export interface Command {
  id: CommandId;
  label: string;
  /** One line for the tooltip and screen readers. */
  hint: string;
  /** The main thing to do now (drawn as the primary button). */
  primary: boolean;
}

/** The card a command's words name (its label or hint says whose ability it is). */
const CARD_OF: Partial<Record<CommandId, string>> = {
  tax: 'irs',
  replace: 'secrets-man',
  setTreasuries: 'gnomes-of-zurich',
  reorganize: 'bermuda-triangle',
  useRecyclers: 'recyclers',
  shift: 'orbital-mind-control-lasers',
};

/** The amount both money commands quote: the Recyclers' draw and passing the turn (ACT-5) are 5 MB each. */
const FIVE = 5;

function words(id: CommandId, part: 'label' | 'hint'): string {
  const c = CARD_OF[id];
  const named = c ? { card: cardName(c), cardRef: cardRef(c), theCard: capitalize(cardRef(c)), money: mb(FIVE) } : { money: mb(FIVE) };
  const key = `${id}.${part}`;
  return t(`actions.command.${key}`, named);
}

export function commandLabel(id: CommandId): string {
  return words(id, 'label');
}

/** Which commands the menu allows, in bar order; `primary` marks the decision the game waits for. */
export function commandsOf(menu: ActionMenu): Command[] {
  const has: Record<CommandId, boolean> = {
    chooseGoal: !!menu.chooseGoal,
    placeCaptured: menu.placements.length > 0,
    answerOffer: menu.answerOffer,
    tax: !!menu.tax,
    replace: !!menu.replace,
    fit: menu.fits.length > 0,
    spend: menu.spends.length > 0,
    pass: menu.pass,
    callOff: menu.callOff,
    abolish: !!menu.abolish && menu.abolish.cards.length >= 2,
    attack: menu.attacks.length > 0,
    transfer: menu.transfers.length > 0,
    move: menu.moves.length > 0,
    freeTransfer: menu.freeTransfers.length > 0,
    setTreasuries: !!menu.setTreasuries,
    reorganize: menu.reorganize,
    useRecyclers: menu.useRecyclers,
    shift: !!menu.shift && menu.shift.targets.length > 0,
    special: menu.specials.length > 0,
    drop: menu.drops.length > 0,
    gift: menu.gifts.length > 0,
    offer: menu.offers.length > 0,
    accuse: menu.accusations.length > 0,
    misstate: menu.misstatements.length > 0,
    conceal: !!menu.conceal,
    passTurn: menu.passTurn,
    endTurn: menu.endTurn,
    leave: menu.leave,
  };
  const waiting: CommandId[] = ['chooseGoal', 'placeCaptured', 'answerOffer', 'tax', 'replace', 'fit', 'pass'];
  const primary = waiting.find((id) => has[id]) ?? (has.endTurn && !has.attack ? 'endTurn' : undefined);
  return COMMAND_IDS.filter((id) => has[id]).map((id) => ({ id, label: words(id, 'label'), hint: words(id, 'hint'), primary: id === primary }));
}

/** The turn phase words for the status line. */
export function phaseLabel(phase: Phase): string {
  return t(`actions.phase.${phase}`);
}
