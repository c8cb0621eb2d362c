// Short labels of cards for selects and lists: name with Power/Transferable and Resistance, and
// whose card it is, in the language on screen.
import { card } from '../../../shared/cards';
import type { Observation } from '../../../shared/engine';
import { t } from '../i18n';
import { cardName, type SeatNamer } from '../logic/names';

export function statsOf(id: string): string {
  const c = card(id);
  if (!c || c.kind === 'special') return '';
  if (c.kind === 'illuminati') return t('forms.statsIlluminati', { power: c.power, transferable: c.transferable });
  return t('forms.statsGroup', { power: c.power, transferable: c.transferable, resistance: c.resistance });
}

export function ownerOf(obs: Observation, id: string): number | null {
  for (const p of obs.players) if (p.illuminati === id || p.groups.some((g) => g.id === id)) return p.seat;
  return null;
}

/** "C.I.A. (6/4, Res 5)" */
export function cardLabel(id: string, seatName?: SeatNamer): string {
  const s = statsOf(id);
  return s ? t('forms.cardLabel', { name: cardName(id, seatName), stats: s }) : cardName(id, seatName);
}

/** "Yuppies (1/0, Res 4) — Bob" or "— uncontrolled" */
export function targetLabel(obs: Observation, id: string, seatName: SeatNamer): string {
  const owner = ownerOf(obs, id);
  return t('forms.targetOf', { card: cardLabel(id, seatName), owner: owner === null ? t('forms.uncontrolled') : seatName(owner) });
}

/** Money on a card of the observation (Illuminati treasury or group treasury). */
export function moneyOnCard(obs: Observation, id: string): number | null {
  for (const p of obs.players) {
    if (p.illuminati === id) return p.money;
    const g = p.groups.find((x) => x.id === id);
    if (g) return g.money;
  }
  return null;
}
