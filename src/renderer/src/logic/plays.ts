// Words for choices the forms list: special card plays, moves, transfers, privileges, spends, in
// the language on screen (i18n/<lang>/actions.ts).
import { special } from '../../../shared/cards';
import type { Privilege } from '../../../shared/engine';
import { t } from '../i18n';
import { mb, num } from '../i18n/format';
import type { Legal, LegalPlay } from './action-menu';
import { arrowRef, capitalize, cardName, cardRef, type SeatNamer } from './names';

/** What the money cards pay (their printed texts): White Collar Crime +5, Slush Fund 15, Swiss Bank Account 25. */
const GAIN = { 'white-collar-crime': 5, 'slush-fund': 15, 'swiss-bank-account': 25 } as const;

/** One line per listed play of a special card ("Bribe the Yuppies onto the top arrow of the C.I.A."). */
export function playLabel(p: LegalPlay, seatName: SeatNamer): string {
  const ref = (id: string) => cardRef(id, seatName);
  switch (special(p.card).effect) {
    case 'bribery':
      return t('actions.play.bribery', { target: ref(p.target!), arrow: arrowRef(p.master!, p.arrow!, seatName) });
    case 'computer-espionage':
      return p.seat !== undefined ? t('actions.play.lookAtHand', { seat: seatName(p.seat) }) : t('actions.play.lookAtMoney', { target: ref(p.target!) });
    case 'media-campaign':
      return t('actions.play.revive', { target: ref(p.target!) });
    case 'secrets-man':
      return p.target ? t('actions.play.cancel', { card: cardName(p.target) }) : t('actions.play.cancelPlaying');
    case 'senate-investigating-committee':
      return p.seat !== undefined ? t('actions.play.skip', { seat: seatName(p.seat) }) : t('actions.play.skipActive');
    case 'whispering-campaign':
      return t('actions.play.whisper', { attacker: ref(p.attacker!), target: ref(p.target!) });
    case 'white-collar-crime':
      return t('actions.play.whiteCollar', { money: mb(GAIN['white-collar-crime']) });
    case 'slush-fund':
      return t('actions.play.tradeIn', { money: mb(GAIN['slush-fund']) });
    case 'swiss-bank-account':
      return t('actions.play.tradeIn', { money: mb(GAIN['swiss-bank-account']) });
    case 'assassination':
      return t('actions.play.rollTwo', { n: num(2) });
    case 'murphys-law':
      return t('actions.play.rollTwo', { n: num(12) });
    case 'deep-agent':
      return t('actions.play.deepAgent');
    case 'interference':
      return t('actions.play.interference');
    case 'market-manipulation':
      return t('actions.play.doubleIncome');
    default:
      return t('actions.play.other', { card: cardName(p.card) });
  }
}

export function privilegeLabel(p: Privilege | null): string {
  if (p === null) return t('actions.privilege.none');
  return p.kind === 'bavarian' ? t('actions.privilege.bavarian', { money: mb(5) }) : t('actions.privilege.discard', { card: cardName(p.card) });
}

export function moveLabel(m: Legal<'moveGroup'>, seatName: SeatNamer): string {
  return t('actions.moveTo', { group: capitalize(cardRef(m.group, seatName)), arrow: arrowRef(m.master, m.arrow, seatName) });
}

export function transferLabel(x: Legal<'transferMoney'>, seatName: SeatNamer): string {
  return t('actions.transferChoice', { from: cardName(x.from, seatName), to: cardName(x.to, seatName), money: mb(x.max) });
}

export function spendLabel(x: Legal<'spend'>, seatName: SeatNamer): string {
  const card = cardName(x.card, seatName);
  return x.side ? t('actions.spendChoiceSide', { card, side: t(`actions.spendSide.${x.side}`), money: mb(x.max) }) : t('actions.spendChoice', { card, money: mb(x.max) });
}
