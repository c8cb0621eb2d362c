// Which actions ask "are you sure?" first: the irreversible ones (an attack, dropping a group,
// leaving the game, ending the turn with actions unused, passing the whole turn).
import type { Action, TurnState } from '../../../shared/engine';
import { capitalize, cardRef, count, type SeatNamer } from './names';

export interface Confirmation {
  title: string;
  text: string;
  confirmLabel: string;
}

export interface ConfirmContext {
  seatName: SeatNamer;
  /** The turn as observed; `active` tells whether it is the acting seat's own turn. */
  turn: TurnState;
  seat: number;
}

export function confirmationFor(a: Action, ctx: ConfirmContext): Confirmation | null {
  const ref = (id: string) => cardRef(id, ctx.seatName);
  switch (a.type) {
    case 'attack': {
      const aid = a.aiders.length ? `, aided by ${a.aiders.map(ref).join(', ')},` : '';
      return {
        title: 'Announce this attack?',
        text: `An attack with ${ref(a.attacker)}${aid} to ${a.kind} ${ref(a.target)}${a.privilege ? ' (privileged)' : ''}. Once money is spent or the dice roll, the attack uses an action and cannot be taken back.`,
        confirmLabel: 'Attack',
      };
    }
    case 'dropGroup':
      return {
        title: 'Drop this group?',
        text: `${capitalize(ref(a.group))} and all its puppets become uncontrolled, and their money goes to the bank.`,
        confirmLabel: 'Drop',
      };
    case 'leave':
      return {
        title: 'Leave the game?',
        text: 'You leave for good: your groups become uncontrolled and you cannot come back to this game.',
        confirmLabel: 'Leave',
      };
    case 'passTurn':
      return {
        title: 'Pass this turn?',
        text: 'You take no action of any kind this turn and collect 5 MB.',
        confirmLabel: 'Pass turn',
      };
    case 'endTurn': {
      const t = ctx.turn;
      if (t.active !== ctx.seat || t.phase !== 'actions' || t.actionsLeft <= 0) return null;
      return {
        title: 'End the turn?',
        text: `You still have ${count(t.actionsLeft, 'action')} this turn${t.freeTransfersLeft > 0 ? ` and ${count(t.freeTransfersLeft, 'free transfer')}` : ''}. Unused actions are lost.`,
        confirmLabel: 'End turn',
      };
    }
    default:
      return null;
  }
}
