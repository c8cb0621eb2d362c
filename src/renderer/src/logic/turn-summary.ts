// "Since your last turn" (issue 34): what changed for the viewer between the end of his last turn
// and now, read from his log: groups he lost and won, what the others took or destroyed, money in
// and out of his treasuries, specials played, players out. Pure over the log entries; the words
// come from the language on screen (summaryLines).
import type { GameEvent, Seat } from '../../../shared/engine';
import type { LogEntry } from '../../../shared/protocol/messages';
import { t } from '../i18n';
import { capitalize, cardName, cardRef, listOf, mb, type SeatNamer } from './names';

export interface TurnSummary {
  /** First log index the summary covers. */
  from: number;
  lost: string[];
  won: string[];
  /** Groups the others took (captured, bribed, received) or destroyed, by seat. */
  took: Map<Seat, string[]>;
  destroyed: Map<Seat, string[]>;
  moneyIn: number;
  moneyOut: number;
  specials: { seat: Seat; card: string }[];
  eliminated: Seat[];
}

/** Entries after the viewer's last `turnEnded` (the whole log before his first turn). */
export function sinceLastTurn(log: readonly LogEntry[], me: Seat): LogEntry[] {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (e.type === 'turnEnded' && e.seat === me) {
      start = i + 1;
      break;
    }
  }
  return log.slice(start);
}

function push<K>(m: Map<K, string[]>, k: K, v: string): void {
  const list = m.get(k) ?? [];
  if (!list.includes(v)) list.push(v);
  m.set(k, list);
}

export function summarize(entries: readonly LogEntry[], me: Seat): TurnSummary {
  const s: TurnSummary = { from: entries[0]?.index ?? 0, lost: [], won: [], took: new Map(), destroyed: new Map(), moneyIn: 0, moneyOut: 0, specials: [], eliminated: [] };
  const lose = (g: string) => !s.lost.includes(g) && s.lost.push(g);
  const win = (g: string) => !s.won.includes(g) && s.won.push(g);
  for (const { event: e } of entries) sum(s, e, me, lose, win);
  return s;
}

function sum(s: TurnSummary, e: GameEvent, me: Seat, lose: (g: string) => void, win: (g: string) => void): void {
  switch (e.type) {
    case 'groupCaptured':
      if (e.from === me) lose(e.group);
      if (e.seat === me) win(e.group);
      else push(s.took, e.seat, e.group);
      break;
    case 'groupBribed':
      if (e.seat === me) win(e.group);
      else push(s.took, e.seat, e.group);
      break;
    case 'groupChangedHands':
      if (e.fromSeat === me) lose(e.group);
      if (e.toSeat === me) win(e.group);
      else push(s.took, e.toSeat, e.group);
      break;
    case 'groupNeutralized':
      if (e.from === me) lose(e.group);
      break;
    case 'groupDestroyed':
      if (e.from === me) lose(e.group);
      if (e.seat !== me) push(s.destroyed, e.seat, e.group);
      break;
    case 'groupsReleased':
      // Puppets that fell with their master, or found no room (his own drops are his choice).
      if (e.seat === me && e.reason !== 'dropped' && e.reason !== 'left') e.groups.forEach(lose);
      break;
    case 'incomeCollected':
      if (e.seat === me) s.moneyIn += e.total;
      break;
    case 'moneyGained':
      if (e.seat === me) s.moneyIn += e.amount;
      break;
    case 'taxCollected':
      if (e.seat === me) s.moneyIn += e.amount;
      if (e.from === me) s.moneyOut += e.amount;
      break;
    case 'giftGiven':
      if (e.toSeat === me) s.moneyIn += e.money;
      if (e.fromSeat === me) s.moneyOut += e.money;
      break;
    case 'moneySpent':
      if (e.seat === me) s.moneyOut += e.amount;
      break;
    case 'upkeepPaid':
      if (e.seat === me) s.moneyOut += e.amount;
      break;
    case 'specialPlayed':
      if (e.seat !== me) s.specials.push({ seat: e.seat, card: e.card });
      break;
    case 'playerEliminated':
      if (!s.eliminated.includes(e.seat)) s.eliminated.push(e.seat);
      break;
    default:
      break;
  }
}

export interface SummaryLine {
  text: string;
  /** Cards the line names: they glow on the table while it is pointed at. */
  cards: string[];
  kind: 'lost' | 'won' | 'others' | 'money' | 'special' | 'out';
}

/** The summary in sentences; empty when nothing worth telling happened. */
export function summaryLines(s: TurnSummary, seatName: SeatNamer): SummaryLine[] {
  const refs = (ids: readonly string[]) => listOf(ids.map((id) => cardRef(id, seatName)));
  const out: SummaryLine[] = [];
  if (s.lost.length) out.push({ kind: 'lost', text: t('play.summary.youLost', { cards: refs(s.lost) }), cards: s.lost });
  if (s.won.length) out.push({ kind: 'won', text: t('play.summary.youWon', { cards: refs(s.won) }), cards: s.won });
  for (const [seat, ids] of s.took) out.push({ kind: 'others', text: t('play.summary.took', { seat: seatName(seat), cards: refs(ids) }), cards: ids });
  for (const [seat, ids] of s.destroyed) out.push({ kind: 'others', text: t('play.summary.destroyed', { seat: seatName(seat), cards: refs(ids) }), cards: ids });
  if (s.moneyIn) out.push({ kind: 'money', text: t('play.summary.moneyIn', { money: mb(s.moneyIn) }), cards: [] });
  if (s.moneyOut) out.push({ kind: 'money', text: t('play.summary.moneyOut', { money: mb(s.moneyOut) }), cards: [] });
  for (const x of s.specials) out.push({ kind: 'special', text: t('play.summary.special', { seat: seatName(x.seat), card: cardName(x.card) }), cards: [] });
  for (const seat of s.eliminated) out.push({ kind: 'out', text: t('play.summary.eliminated', { seat: seatName(seat) }), cards: [] });
  return out.map((l) => ({ ...l, text: capitalize(l.text) }));
}
