// GIVE-6: which overlapping cards to send away when received groups do not fit. Every bot level
// keeps the most valuable groups: each choice the engine offers is scored by what it loses, the
// worth of every card that goes (its puppets with it) plus the money on them (AMB-5: it goes to the
// bank); the cheapest loss wins, ties to the engine's order (fewest cards lost first).
import type { GroupId } from '../cards';
import type { Action, FitWindow, LegalAction, Pending, PlayerState } from '../engine';
import { cardsLost } from '../engine';
import { groupWorth } from './evaluate';
import type { Scored, Think } from './think';

/** The value lost with one choice of cards to send away. */
export function fitLoss(p: Pick<PlayerState, 'illuminati' | 'groups'>, w: FitWindow, release: readonly string[]): number {
  const money = new Map<string, number>([...p.groups, ...w.cards].map((g) => [g.id, g.money]));
  let v = 0;
  for (const id of cardsLost(p, w.cards, release)) v += groupWorth(id as GroupId) + (money.get(id) ?? 0);
  return v;
}

/** The legal choices, best (least lost) first. */
export function rankFits(w: Pending | null, p: Pick<PlayerState, 'illuminati' | 'groups'>, legal: readonly LegalAction[]): Action[] {
  const choices = legal.filter((l): l is Extract<LegalAction, { type: 'fitReceived' }> => l.type === 'fitReceived');
  if (w?.kind !== 'fit') return choices;
  return choices
    .map((a, i) => ({ a, i, loss: fitLoss(p, w, a.release) }))
    .sort((x, y) => x.loss - y.loss || x.i - y.i)
    .map((x) => x.a);
}

export function decideFit(t: Think): Scored[] {
  return rankFits(t.s.pending, t.s.players[t.me], t.legal).map((action, i) => ({ action, value: -i, note: 'fit received groups' }));
}
