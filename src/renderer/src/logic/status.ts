// One line that says what the game waits for, from the viewer's side ("Your turn: 2 actions
// left", "Bob decides whether to spend on the attack"). Pure, tested with the stores.
import type { Observation, Pending, Seat, Viewer } from '../../../shared/engine';
import { phaseLabel } from './action-menu';
import { count, type SeatNamer } from './names';

const MOMENT: Record<string, string> = {
  startOfTurn: 'at the start of the turn',
  income: 'in the income phase',
  attackWindow: 'during the attack',
  afterRoll: 'after the roll',
  cancel: 'to cancel the card just played',
  anyTime: '',
  action: '',
};

function waitingFor(p: Pending, who: string, you: boolean): string {
  switch (p.kind) {
    case 'attack':
      return you ? 'Your turn to spend on the attack, or pass.' : `${who} decides whether to spend on the attack.`;
    case 'capture':
      return you ? 'Place the group you captured.' : `${who} places the captured group.`;
    case 'tax':
      return you ? 'Collect the I.R.S. tax.' : `${who} collects the I.R.S. tax.`;
    case 'offer':
      return you ? 'Answer the offer made to you.' : `${who} considers an offer.`;
    case 'reaction': {
      const when = MOMENT[p.moment] ? ` ${MOMENT[p.moment]}` : '';
      return you ? `You may play a special card${when}, or pass.` : `${who} may play a special card${when}.`;
    }
    case 'chooseGoal':
      return you ? 'Choose your secret goal.' : `${who} chooses a secret goal.`;
    case 'replace':
      return you ? 'Replace the cancelled card, or give up.' : `${who} decides about a cancelled card.`;
    case 'fit':
      return you ? 'The groups you received overlap your cards: choose which cards go.' : `${who} fits the groups received.`;
  }
}

export function statusLine(obs: Observation, deciding: readonly Seat[], viewer: Viewer | null, seatName: SeatNamer): string {
  if (obs.outcome) return 'The game is over.';
  const first = deciding[0];
  const you = typeof viewer === 'number' && deciding.includes(viewer);
  const who = first === undefined ? 'Nobody' : seatName(first);
  if (obs.pending) return waitingFor(obs.pending, who, you);
  const t = obs.turn;
  const phase = phaseLabel(t.phase);
  if (t.active === viewer) {
    const left = t.phase === 'actions' ? `${count(t.actionsLeft, 'action')} left, ` : '';
    return `Your turn (${phase}): ${left}${count(t.freeTransfersLeft, 'free transfer')}.`;
  }
  return `${seatName(t.active)}\u2019s turn (${phase}).`;
}
