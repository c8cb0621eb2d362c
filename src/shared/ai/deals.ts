// Deals between players (GIVE, GIFT, DEAL): answering offers and making a few sensible ones.
//
// Answering: the exchange is simulated and accepted only when it raises the bot's utility, which
// includes its rivals' gain, so nobody is fed the groups that win him the game (DEAL-3). An offer
// of money for nothing is a payment for being left alone: accepting it is a promise not to attack
// the payer for a round, which costs what attacking him would have been worth (a lot when he
// leads), and the bot keeps its promises unless the payer is about to win.
//
// Offering (Medium, on its own turn, sparingly; the dealmaker more often): buy a rival's group
// that it wants, at the smallest price its model of the seller would accept; or pay a threatening
// player to leave it alone, only to players who kept such deals before (memory.ts).
import type { GroupId } from '../cards';
import { type Action, type GameState, type OfferWindow } from '../engine';
import { nextInt } from '../engine';
import { groupWorth } from './evaluate';
import { trustOf } from './memory';
import { step } from './sim';
import { placesFor } from './structure';
import type { Scored, Think } from './think';

const isProtection = (w: Pick<OfferWindow, 'give' | 'get'>) =>
  w.give.money > 0 && w.give.groups.length === 0 && w.give.specials.length === 0 && w.get.money === 0 && w.get.groups.length === 0;

/** A rival's weight in my worry about rivals (most of it on the leader). */
function rivalShare(t: Think, seat: number): number {
  return t.ev.rivalShares(t.s)[seat] ?? 0;
}

/** Answer the offer pending for me. */
export function decideAnswer(t: Think): Scored[] {
  const s = t.s;
  const w = s.pending as OfferWindow;
  const refuse: Action = { type: 'answerOffer', accept: false, place: [] };
  const U0 = t.ev.utility(step(s, t.me, refuse) ?? s);
  const out: Scored[] = [{ action: refuse, value: U0, note: 'refuse' }];
  const place = placesFor(s.players[t.me], w.give.groups, w.get.groups);
  if (!place) return out;
  const accept: Action = { type: 'answerOffer', accept: true, place };
  const next = step(s, t.me, accept);
  if (!next) return out;
  let value = t.ev.utility(next);
  if (isProtection(w) && t.level.fullEval) {
    // The promise: no attack on the payer for a round. Worth little against a weak player, much
    // against the leader, everything against one close to winning.
    const payer = s.players[w.from];
    const near = t.ev.progress(s, payer) >= 0.7;
    value -= near ? 1e6 : 12 * rivalShare(t, w.from) * (1 + t.w.rivalry);
  }
  const margin = t.level.deals ? Math.max(0.25, t.w.dealMargin * 0.3) : 0.25;
  out.push({ action: accept, value: value - margin, note: isProtection(w) ? 'accept protection' : 'accept' });
  return out;
}

/** Record the consequences of my answer (a promise) once it is chosen. */
export function afterAnswer(t: Think, a: Action): void {
  const w = t.obs.pending;
  if (a.type !== 'answerOffer' || !a.accept || w?.kind !== 'offer' || !isProtection(w)) return;
  t.memory.promised.push({ seat: w.from, until: t.obs.turn.number + t.obs.players.length });
}

/** Record an offer I make, to learn whether it was accepted. */
export function afterOffer(t: Think, a: Action): void {
  if (a.type !== 'offer') return;
  t.memory.lastOffer = {
    to: a.to,
    giveMoney: a.give.money,
    getMoney: a.get.money,
    getGroups: a.get.groups.slice(),
    giveGroups: a.give.groups.slice(),
    moneyBefore: t.obs.players[t.me].money,
    seq: t.obs.seq,
    protection: isProtection(a),
  };
}

/** Utility change of seat `who` if the exchange happens, from my model (balanced weights for others). */
function exchange(t: Think, s: GameState, to: number, give: number, get: GroupId): { me: number; them: number } | null {
  const getPlace = placesFor(s.players[t.me], [get], []);
  if (!getPlace) return null;
  const offer: Action = { type: 'offer', to, give: { money: give, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [get] }, getPlace };
  const made = step(s, t.me, offer);
  if (!made) return null;
  const place = placesFor(made.players[to], [], [get]) ?? [];
  const done = step(made, to, { type: 'answerOffer', accept: true, place });
  if (!done) return null;
  // (the position as it stands: the decision's own utilities when s is its state, worked out once)
  const before = s === t.s ? t.base() : t.ev.utilities(s);
  const after = t.ev.utilities(done);
  return { me: after[t.me] - before[t.me], them: after[to] - before[to] };
}

/**
 * What paying `pay` MB to `to` changes of my utility (the payment made and accepted, simulated):
 * my money, and the payee's gain in the rivalry term, most of all when money is his goal (the
 * Gnomes' 150 MB, GOAL-GNO-1, where every MB paid is a step toward it). -Infinity when the engine
 * refuses the exchange.
 */
function paid(t: Think, to: number, pay: number): number {
  const offer: Action = { type: 'offer', to, give: { money: pay, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] };
  const made = step(t.s, t.me, offer);
  const done = made && step(made, to, { type: 'answerOffer', accept: true, place: [] });
  return done ? t.ev.utility(done) - t.base()[t.me] : -Infinity;
}

/** Offers worth making now (few, and only with the level's deals on). */
export function proposeOffers(t: Think): Scored[] {
  const s = t.s;
  if (!t.level.deals || !t.legal.some((l) => l.type === 'offer')) return [];
  // Sparingly: a personality-dependent chance per decision to look for a deal at all.
  if (nextInt(t.rng, 100) >= 100 * t.w.dealRate) return [];
  const me = s.players[t.me];
  const U0 = t.base()[t.me];
  const c = t.ev.moneyCost(t.me);
  const out: Scored[] = [];
  const targets = new Set(t.legal.filter((l) => l.type === 'offer').map((l) => (l as { to: number }).to));
  // Buy a group: the one of each rival I would gain most from.
  if (s.turn.active === t.me && s.turn.actionsLeft > 0 && me.money > 0) {
    for (const q of s.players) {
      if (q.out || q.seat === t.me || !targets.has(q.seat) || (t.memory.refused[q.seat] ?? 0) >= 3) continue;
      const ranked = q.groups.slice().sort((a, b) => groupWorth(b.id) - groupWorth(a.id)).slice(0, 3);
      for (const g of ranked) {
        if (t.enough()) return out;
        const free = exchange(t, s, q.seat, 0, g.id);
        if (!free || free.me <= t.w.dealMargin) continue;
        // The seller's price: what makes the sale worth it to him, plus his margin.
        const price = Math.max(1, Math.ceil((2 - free.them) / 1));
        if (price > me.money) continue;
        const mine = free.me - price * c;
        if (mine <= t.w.dealMargin) continue;
        const getPlace = placesFor(me, [g.id], [])!;
        const pAccept = Math.max(0.1, 0.6 - 0.15 * (t.memory.refused[q.seat] ?? 0));
        out.push({
          action: { type: 'offer', to: q.seat, give: { money: price, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [g.id] }, getPlace },
          value: U0 + pAccept * mine,
          note: `buy ${g.id} for ${price}`,
        });
      }
    }
  }
  // Pay the most threatening rival to leave me alone, if he kept such deals before (or is untested).
  if (me.groups.length > 0 && me.money >= 4) {
    let worst: { seat: number; loss: number } | null = null;
    for (const q of s.players) {
      if (q.out || q.seat === t.me || !targets.has(q.seat)) continue;
      if (t.memory.bought.some((d) => d.seat === q.seat)) continue;
      const loss = t.ev.exposure(s, me, q);
      if (!worst || loss > worst.loss) worst = { seat: q.seat, loss };
    }
    const minTrust = t.w.dealRate >= 0.5 ? -1 : 0;
    if (worst && worst.loss > 6 && trustOf(t.memory, worst.seat) >= minTrust && (t.memory.refused[worst.seat] ?? 0) < 2) {
      const pay = Math.min(Math.floor(me.money / 3), Math.max(2, Math.round(worst.loss / 3)));
      const kept = 0.5 + 0.1 * Math.max(-3, Math.min(3, trustOf(t.memory, worst.seat)));
      const cost = t.level.payeeGain ? -paid(t, worst.seat, pay) : pay * c;
      const value = U0 + 0.7 * (kept * worst.loss * 0.5 - cost);
      if (pay > 0 && value > U0)
        out.push({
          action: { type: 'offer', to: worst.seat, give: { money: pay, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] },
          value,
          note: `protection ${pay} to ${worst.seat}`,
        });
    }
  }
  return out;
}
