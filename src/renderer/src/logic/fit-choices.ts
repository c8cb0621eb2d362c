// GIVE-6: the receiver's choices of overlapping cards to send away, in words for the fit form:
// what each choice sends to the uncontrolled area (puppets included) and what it keeps. Pure.
import type { Legal } from './action-menu';
import type { Observation, Seat } from '../../../shared/engine';
import { cardsLost } from '../../../shared/engine';
import { cardName, listOf } from './names';

export interface FitOption {
  /** The cards named (each goes with its puppets). */
  release: string[];
  /** Every card that goes, puppets included, by name. */
  lost: string;
  /** How many of the received cards stay. */
  keptReceived: number;
}

/** The fit form's lines, in the engine's order (fewest cards lost first). Empty without a fit window for `seat`. */
export function fitOptions(obs: Observation, seat: Seat, choices: readonly Legal<'fitReceived'>[]): FitOption[] {
  const w = obs.pending;
  const me = obs.players[seat];
  if (w?.kind !== 'fit' || w.seat !== seat || !me?.illuminati) return [];
  const p = { illuminati: me.illuminati, groups: me.groups };
  return choices.map((c) => {
    const lost = cardsLost(p, w.cards, c.release);
    return {
      release: [...c.release],
      lost: listOf(lost.map((id) => cardName(id))),
      keptReceived: w.cards.filter((g) => !lost.includes(g.id)).length,
    };
  });
}

/** The received cards of the fit window, by name (for the form's heading line). */
export function receivedNames(obs: Observation): string {
  const w = obs.pending;
  return w?.kind === 'fit' ? listOf(w.cards.map((g) => cardName(g.id))) : '';
}
