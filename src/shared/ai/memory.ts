// What a bot instance remembers between decisions, built only from the observations it was given:
// deals it made and whether the other side kept them, promises it made itself, and evidence about
// face-down Illuminati. A deal here is a payment for being left alone (an offer of money for
// nothing, DEAL-1/2: not enforceable): the payer expects no attack from the payee until the end of
// the payee's next turn. A payee who attacks in that time broke the deal; one who does not kept it.
import type { IlluminatiId } from '../cards';
import type { Observation, Seat } from '../engine';
import type { Evidence } from './beliefs';
import { attackWindow } from './sim';

export interface Deal {
  /** The other party. */
  seat: Seat;
  /** Turn number until which the promise holds. */
  until: number;
}

export interface OfferSent {
  to: Seat;
  giveMoney: number;
  getMoney: number;
  getGroups: string[];
  giveGroups: string[];
  moneyBefore: number;
  seq: number;
  protection: boolean;
}

export interface Memory {
  /** Trust per seat: kept deals raise it, broken ones lower it. */
  trust: Record<number, number>;
  /** Deals I paid for (the other side promised not to attack me). */
  bought: Deal[];
  /** Promises I made (I was paid not to attack them). */
  promised: Deal[];
  /** My last offer, waiting to learn whether it was accepted. */
  lastOffer: OfferSent | null;
  /** Offers refused per seat (to stop asking the same player again and again). */
  refused: Record<number, number>;
  evidence: Evidence;
  /** The last attack on my structure seen (turn, attacker, target), to count each once. */
  lastAttack: string;
  lastSeq: number;
  /** Attacks I called off this turn ("turn:attacker:target:kind"): not declared again (no loop). */
  calledOff: string[];
  /** My last accusation, to learn whether it was right. */
  accusation: { seat: Seat; id: IlluminatiId; seq: number } | null;
}

export function newMemory(): Memory {
  return { trust: {}, bought: [], promised: [], lastOffer: null, refused: {}, evidence: { identity: {}, not: {} }, lastAttack: '', lastSeq: -1, calledOff: [], accusation: null };
}

export function trustOf(m: Memory, seat: Seat): number {
  return m.trust[seat] ?? 0;
}

/** Update the memory from a new observation (called at the start of every decision). */
export function observeInto(m: Memory, obs: Observation): void {
  if (obs.viewer === 'spectator') return;
  const me = obs.viewer;
  const turn = obs.turn.number;
  // Was my last offer accepted? Nothing else moves my Illuminati money between an offer and its answer.
  const o = m.lastOffer;
  if (o && obs.pending?.kind !== 'offer' && obs.seq > o.seq) {
    const accepted = obs.players[me].money === o.moneyBefore - o.giveMoney + o.getMoney && (o.giveMoney !== o.getMoney || o.getGroups.length > 0 || o.giveGroups.length > 0);
    if (accepted && o.protection) m.bought.push({ seat: o.to, until: turn + obs.players.length });
    if (!accepted) m.refused[o.to] = (m.refused[o.to] ?? 0) + 1;
    else m.trust[o.to] = (m.trust[o.to] ?? 0) + 0.25;
    m.lastOffer = null;
  }
  // An attack on my structure: a deal broken if I had paid that seat to leave me alone.
  const w = attackWindow(obs);
  const key = w ? `${turn}:${w.attacker}:${w.target}` : '';
  if (w && w.defender === me && m.lastAttack !== key) {
    m.lastAttack = key;
    const broken = m.bought.filter((d) => d.seat === w.attackSeat && d.until >= turn);
    if (broken.length) {
      m.trust[w.attackSeat] = (m.trust[w.attackSeat] ?? 0) - 2;
      m.bought = m.bought.filter((d) => !broken.includes(d));
    }
  }
  // Deals that ran out unbroken were kept.
  for (const d of m.bought) if (d.until < turn) m.trust[d.seat] = (m.trust[d.seat] ?? 0) + 1;
  m.bought = m.bought.filter((d) => d.until >= turn);
  m.promised = m.promised.filter((d) => d.until >= turn);
  // A face-down player who buys the Bavarian privilege is the Bavarian Illuminati.
  if (w && w.privilege?.kind === 'bavarian' && obs.players[w.attackSeat].illuminati === null)
    m.evidence.identity[w.attackSeat] = 'bavarian-illuminati' as IlluminatiId;
  // My accusation was wrong if the accused is still face down.
  const acc = m.accusation;
  if (acc && obs.seq > acc.seq) {
    if (!obs.players[acc.seat].revealed) m.evidence.not[acc.seat] = [...(m.evidence.not[acc.seat] ?? []), acc.id];
    m.accusation = null;
  }
  m.calledOff = m.calledOff.filter((k) => k.startsWith(`${turn}:`));
  m.lastSeq = obs.seq;
}

export function attackKey(turn: number, attacker: string, target: string, kind: string): string {
  return `${turn}:${attacker}:${target}:${kind}`;
}

/** Have I promised not to attack this seat now? */
export function promisedTo(m: Memory, seat: Seat | null, turn: number): boolean {
  return seat !== null && m.promised.some((d) => d.seat === seat && d.until >= turn);
}
