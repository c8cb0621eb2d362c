// The action bar offers only what the engine's legal actions allow (`view.legal`). This module
// sorts that list into what each control needs (pure, tested in tests/renderer/action-menu.test.ts).
import { special, type SpecialId } from '../../../shared/cards';
import type { LegalAction, Phase } from '../../../shared/engine';

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
          entry = { card: la.card, name: special(la.card).name, plays: [] };
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

const LABELS: Record<CommandId, [string, string]> = {
  chooseGoal: ['Choose goal', 'Pick your secret special goal.'],
  placeCaptured: ['Place captured group', 'Choose the arrow for the group you captured, and move money onto it.'],
  answerOffer: ['Answer offer', 'Accept or refuse the offer made to you.'],
  tax: ['Collect tax', 'The I.R.S. taxes every other player; you may excuse some.'],
  replace: ['Replace cancelled card', 'Replace the card Secrets Man cancelled, or lose the other one.'],
  fit: ['Fit received groups', 'The groups you received overlap your cards: choose which cards go to the uncontrolled area.'],
  spend: ['Spend money', 'Spend money for or against the attack.'],
  pass: ['Pass', 'Spend nothing more now; the dice roll when everyone has passed.'],
  callOff: ['Call off attack', 'Withdraw the attack before any money is committed; no action is used.'],
  abolish: ['Abolish privilege', 'Discard two special cards to abolish the privilege of this attack.'],
  attack: ['Attack', 'Attack a group to control, neutralize or destroy it (one action).'],
  transfer: ['Transfer money', 'Move money between two adjacent cards (one action).'],
  move: ['Move group', 'Attach one of your groups to another open arrow (one action).'],
  freeTransfer: ['Free transfer', 'One of the two free money transfers of the turn.'],
  setTreasuries: ['Redistribute money', 'Gnomes of Zurich: set every treasury of your structure at once.'],
  reorganize: ['Reorganize', 'Bermuda Triangle: lay out your whole structure anew.'],
  useRecyclers: ['Recyclers: draw', 'Pay 5 MB from the Recyclers to draw a card.'],
  shift: ['Lasers: shift alignment', 'Orbital Mind Control Lasers: change one alignment of a group until the end of the turn.'],
  special: ['Play special card', 'Play one of your special cards.'],
  drop: ['Drop group', 'Release one of your groups and its puppets (free action).'],
  gift: ['Gift', 'Give money or special cards to another player.'],
  offer: ['Make offer', 'Offer a trade of groups, money and special cards.'],
  accuse: ['Accuse', 'Name another player\u2019s face-down Illuminati (one action).'],
  misstate: ['State values', 'State your face-down Illuminati\u2019s Power and Income.'],
  passTurn: ['Pass turn (+5 MB)', 'Take no action this turn and collect 5 MB.'],
  endTurn: ['End turn', 'End your turn.'],
  leave: ['Leave game', 'Leave the game for good; your groups become uncontrolled.'],
};

export function commandLabel(id: CommandId): string {
  return LABELS[id][0];
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
    passTurn: menu.passTurn,
    endTurn: menu.endTurn,
    leave: menu.leave,
  };
  const waiting: CommandId[] = ['chooseGoal', 'placeCaptured', 'answerOffer', 'tax', 'replace', 'fit', 'pass'];
  const primary = waiting.find((id) => has[id]) ?? (has.endTurn && !has.attack ? 'endTurn' : undefined);
  return COMMAND_IDS.filter((id) => has[id]).map((id) => ({ id, label: LABELS[id][0], hint: LABELS[id][1], primary: id === primary }));
}

/** The turn phase words for the status line. */
export function phaseLabel(phase: Phase): string {
  switch (phase) {
    case 'actions':
      return 'Actions';
    case 'transfers':
      return 'Free transfers';
    case 'special':
      return 'Special powers';
    case 'over':
      return 'Turn over';
  }
}
