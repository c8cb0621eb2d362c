// Which actions ask "are you sure?" first: the irreversible ones (an attack, dropping a group,
// leaving the game, ending the turn with actions unused, passing the whole turn), worded in the
// language on screen (i18n/<lang>/confirm.ts).
import type { Action, TurnState } from '../../../shared/engine';
import { t } from '../i18n';
import { count, listOf, mb } from '../i18n/format';
import { capitalize, cardRef, type SeatNamer } from './names';

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
      const attacker = a.aiders.length ? t('confirm.attack.aided', { attacker: ref(a.attacker), aiders: listOf(a.aiders.map(ref)) }) : ref(a.attacker);
      return {
        title: t('confirm.attack.title'),
        text: t(`confirm.attack.${a.kind}`, { attacker, target: ref(a.target), privileged: a.privilege ? t('confirm.attack.privileged') : '' }),
        confirmLabel: t('confirm.attack.ok'),
      };
    }
    case 'dropGroup':
      return { title: t('confirm.drop.title'), text: t('confirm.drop.text', { group: capitalize(ref(a.group)) }), confirmLabel: t('confirm.drop.ok') };
    case 'leave':
      return { title: t('confirm.leave.title'), text: t('confirm.leave.text'), confirmLabel: t('confirm.leave.ok') };
    case 'passTurn':
      return { title: t('confirm.passTurn.title'), text: t('confirm.passTurn.text', { money: mb(5) }), confirmLabel: t('confirm.passTurn.ok') };
    case 'endTurn': {
      const turn = ctx.turn;
      if (turn.active !== ctx.seat || turn.phase !== 'actions' || turn.actionsLeft <= 0) return null;
      const actions = count('common.actions', turn.actionsLeft);
      return {
        title: t('confirm.endTurn.title'),
        text: turn.freeTransfersLeft > 0 ? t('confirm.endTurn.textFree', { actions, free: count('common.freeTransfers', turn.freeTransfersLeft) }) : t('confirm.endTurn.text', { actions }),
        confirmLabel: t('confirm.endTurn.ok'),
      };
    }
    default:
      return null;
  }
}
