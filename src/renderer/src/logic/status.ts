// One line that says what the game waits for, from the viewer's side ("Your turn: 2 actions
// left", "Bob decides whether to spend on the attack"), in the language on screen. Pure, tested
// with the stores.
import type { Observation, Pending, Seat, Viewer } from '../../../shared/engine';
import { t } from '../i18n';
import { count } from '../i18n/format';
import { phaseLabel } from './action-menu';
import { cardName, type SeatNamer } from './names';

/** Reaction moments the line names; the others ('anyTime', 'action') need no words. */
const MOMENTS = new Set(['startOfTurn', 'income', 'attackWindow', 'afterRoll', 'cancel']);

/** Your own secret goal says why it is secret: the UFOs' special goal, everyone's under hidden goals, or the secret window of hidden Illuminati. */
function goalKind(obs: Observation, viewer: Viewer | null): string {
  if (obs.config.hiddenGoals) return 'chooseGoalHidden';
  const own = typeof viewer === 'number' ? obs.players[viewer]?.illuminati : null;
  return obs.config.hiddenIlluminati && own !== 'ufos' ? 'chooseGoalWindow' : 'chooseGoal';
}

function waitingFor(obs: Observation, p: Pending, seat: string, you: boolean, viewer: Viewer | null): string {
  const kind = p.kind === 'reaction' && MOMENTS.has(p.moment) ? 'reactionWhen' : p.kind === 'chooseGoal' && you ? goalKind(obs, viewer) : p.kind;
  const when = p.kind === 'reaction' && MOMENTS.has(p.moment) ? t(`actions.status.moment.${p.moment}`) : '';
  const key = `${you ? 'you' : 'other'}.${kind}`;
  return t(`actions.status.${key}`, { seat, when, card: cardName('irs') });
}

export function statusLine(obs: Observation, deciding: readonly Seat[], viewer: Viewer | null, seatName: SeatNamer): string {
  if (obs.outcome) return t('actions.status.over');
  const first = deciding[0];
  const you = typeof viewer === 'number' && deciding.includes(viewer);
  const who = first === undefined ? t('actions.status.nobody') : seatName(first);
  if (obs.pending) return waitingFor(obs, obs.pending, who, you, viewer);
  const turn = obs.turn;
  const phase = phaseLabel(turn.phase);
  if (turn.active === viewer) {
    const left = turn.phase === 'actions' ? t('actions.status.actionsLeft', { actions: count('common.actions', turn.actionsLeft) }) : '';
    return t('actions.status.yourTurn', { phase, left, transfers: count('common.freeTransfers', turn.freeTransfersLeft) });
  }
  return t('actions.status.theirTurn', { seat: seatName(turn.active), phase });
}
