// Words for choices the forms list: special card plays, moves, transfers, privileges, spends.
import { special } from '../../../shared/cards';
import type { Privilege } from '../../../shared/engine';
import type { Legal, LegalPlay } from './action-menu';
import { arrowRef, capitalize, cardName, cardRef, type SeatNamer } from './names';

/** One line per listed play of a special card ("Bribe the Yuppies onto the top arrow of the C.I.A."). */
export function playLabel(p: LegalPlay, seatName: SeatNamer): string {
  const ref = (id: string) => cardRef(id, seatName);
  switch (special(p.card).effect) {
    case 'bribery':
      return `Bribe ${ref(p.target!)} onto ${arrowRef(p.master!, p.arrow!, seatName)}`;
    case 'computer-espionage':
      return p.seat !== undefined ? `Look at the special cards of ${seatName(p.seat)}` : `Look at the money on ${ref(p.target!)}`;
    case 'media-campaign':
      return `Bring ${ref(p.target!)} back from the dead pile`;
    case 'secrets-man':
      return p.target ? `Cancel ${cardName(p.target)}` : 'Cancel the special card being played';
    case 'senate-investigating-committee':
      return p.seat !== undefined ? `${seatName(p.seat)} skips this turn` : 'The player on turn skips this turn';
    case 'whispering-campaign':
      return `Attack with ${ref(p.attacker!)} to destroy ${ref(p.target!)} (Power against Resistance)`;
    case 'white-collar-crime':
      return 'Redistribute all your money and gain 5 MB';
    case 'slush-fund':
      return 'Trade in for 15 MB';
    case 'swiss-bank-account':
      return 'Trade in for 25 MB';
    case 'assassination':
      return 'The roll counts as 2';
    case 'murphys-law':
      return 'The roll counts as 12';
    case 'deep-agent':
      return 'Abolish the privilege of this attack';
    case 'interference':
      return 'Interfere in this privileged attack';
    case 'market-manipulation':
      return 'Double your income this turn';
    default:
      return `Play ${special(p.card).name}`;
  }
}

export function privilegeLabel(p: Privilege | null): string {
  if (p === null) return 'No privilege';
  return p.kind === 'bavarian' ? 'Bavarian privilege (pay 5 MB)' : `Discard ${special(p.card).name}`;
}

export function moveLabel(m: Legal<'moveGroup'>, seatName: SeatNamer): string {
  return `${capitalize(cardRef(m.group, seatName))} to ${arrowRef(m.master, m.arrow, seatName)}`;
}

export function transferLabel(t: Legal<'transferMoney'>, seatName: SeatNamer): string {
  return `${cardName(t.from, seatName)} → ${cardName(t.to, seatName)} (up to ${t.max} MB)`;
}

export function spendLabel(t: Legal<'spend'>, seatName: SeatNamer): string {
  const side = t.side ? `, ${t.side}` : '';
  return `${cardName(t.card, seatName)}${side} (up to ${t.max} MB)`;
}
