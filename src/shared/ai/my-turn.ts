// The bot's own turn with nothing pending (TURN-2): first the actions, then the end of the turn.
//
// Actions phase: every candidate (attacks and their variants, Bribery, Whispering Campaign, other
// specials, moves, accusations, offers) is scored by the utility it is expected to lead to, and
// the best is taken while it beats the position as it stands by the personality's threshold. The
// free transfers and the Gnomes' or Triangle's phase-6 power end the action phase, so they are
// considered only once no action is worth it; then the turn ends, or, when nothing was done and
// nothing at the end of the turn is worth 5 MB, the bot passes for 5 MB (ACT-5). A goal met now
// ends the turn at once (WIN-1); a stated Power and Income above the printed ones (hidden
// Illuminati with misstatement) is claimed first, as it costs nothing.
import { goalMet, goalOf, type Action, type GameState } from '../engine';
import { shiftOptions } from '../engine';
import { scoreAttacks } from './attacks';
import { goalFraction } from './beliefs';
import { proposeOffers } from './deals';
import { WIN } from './evaluate';
import { step } from './sim';
import { moves, redistributions, reorganizations, transfers } from './structure';
import { best, templates, type Scored, type Think } from './think';
import { turnSpecials } from './turn-specials';

/** Who would win if the turn ended in `s` (opponents' secret goals by belief). */
export function winnersAtEnd(t: Think, s: GameState): number[] {
  if (s.config.longGame) return [];
  const out: number[] = [];
  for (const p of s.players) {
    if (p.out) continue;
    if (1 + p.groups.length >= s.basicGoal) {
      out.push(p.seat);
      continue;
    }
    if (p.seat === t.me) {
      if (goalOf(s, p) && goalMet(s, p)) out.push(p.seat);
      continue;
    }
    let prob = 0;
    for (const g of t.ev.beliefs[p.seat]?.goals ?? []) if (goalFraction(s, p, g.goal) >= 1) prob += g.weight;
    if (prob >= 0.5) out.push(p.seat);
  }
  return out;
}

/** Utility of ending the turn in `s`: a win or loss if someone's goal is met, else the position. */
export function endTurnValue(t: Think, s: GameState): number {
  const w = winnersAtEnd(t, s);
  if (w.length) return w.includes(t.me) ? WIN / w.length : -WIN;
  return s === t.s ? t.base()[t.me] : t.ev.utility(s);
}

/** Accusations under hidden Illuminati: the likeliest identity of a rival, worth more against the leader. */
function accusations(t: Think, U0: number): Scored[] {
  const acc = templates(t.legal, 'accuse');
  if (!acc.length || !t.level.fullEval) return [];
  const out: Scored[] = [];
  const shares = t.ev.rivalShares(t.s);
  for (const b of t.ev.beliefs.map((x, seat) => ({ x, seat }))) {
    const ids = b.x.identities;
    if (!ids || !ids.length) continue;
    const guess = ids[0];
    const a = acc.find((x) => x.seat === b.seat && x.illuminati === guess.id);
    if (!a) continue;
    out.push({ action: a, value: U0 + guess.weight * (1 + 8 * shares[b.seat]) - 2.5, note: `accuse ${b.seat} of ${guess.id}` });
  }
  return out;
}

/** Stated values (misstate): the highest claim allowed, if it is not already made. */
function claim(t: Think): Action | null {
  const ms = templates(t.legal, 'misstate');
  if (!ms.length) return null;
  const now = t.s.players[t.me].claim ?? { power: 0, income: 0 };
  const top = ms.reduce((a, b) => (b.power + b.income > a.power + a.income ? b : a));
  return top.power + top.income > now.power + now.income ? top : null;
}

/** Orbital Mind Control Lasers: a shift that wins the game at the end of this turn, or stops a rival's win. */
function shifts(t: Think): Scored[] {
  const la = templates(t.legal, 'shiftAlignment')[0];
  if (!la) return [];
  const now = winnersAtEnd(t, t.s);
  const mine = new Set(t.s.players[t.me].groups.map((g) => g.id as string));
  const threatened = now.some((x) => x !== t.me);
  const out: Scored[] = [];
  for (const target of la.targets) {
    if (!threatened && !mine.has(target)) continue;
    for (const opt of shiftOptions(t.s, target)) {
      if (t.enough()) return out;
      const a: Action = { type: 'shiftAlignment', target, ...opt };
      const next = step(t.s, t.me, a);
      if (next) out.push({ action: a, value: endTurnValue(t, next), note: 'lasers' });
    }
  }
  return out;
}

/**
 * `keepActions`: when no action beats ending the turn by the threshold, the actions are still
 * returned, after the end of the turn (Hard's rollouts judge them by play, where the evaluation of
 * the position cannot see a rival who wins on his next turn).
 */
export function decideTurn(t: Think, keepActions = false): Scored[] {
  const s = t.s;
  const U0 = t.base()[t.me];
  const now = endTurnValue(t, s);
  const endTurn: Scored = { action: { type: 'endTurn' }, value: now, note: 'end turn' };
  if (now >= WIN / s.players.length && templates(t.legal, 'endTurn').length) return [endTurn];
  const c = claim(t);
  if (c) return [{ action: c, value: Infinity, note: 'claim' }];

  const turn = s.turn;
  if (turn.phase === 'actions') {
    const cands: Scored[] = [];
    if (turn.actionsLeft > 0) {
      cands.push(...scoreAttacks(t));
      if (t.level.refined) cands.push(...moves(t));
      cands.push(...accusations(t, U0));
    }
    cands.push(...turnSpecials(t));
    cands.push(...proposeOffers(t));
    const top = best(cands);
    if (top && top.value > U0 + t.w.actThreshold) return [top, ...cands.filter((x) => x !== top), endTurn];
    if (keepActions) return [...endOfTurn(t, now, endTurn), ...cands];
  }
  return endOfTurn(t, now, endTurn);
}

/** The end of the turn: free transfers, the phase-6 powers, the Lasers; then end or pass. */
function endOfTurn(t: Think, now: number, endTurn: Scored): Scored[] {
  const ends: Scored[] = [];
  ends.push(...transfers(t, true, t.level.refined ? 24 : 8));
  const gn = templates(t.legal, 'setTreasuries')[0];
  if (gn) ends.push(...redistributions(t, gn));
  if (templates(t.legal, 'reorganize').length) ends.push(...reorganizations(t, t.level.refined ? 6 : 2));
  const lasers = shifts(t);
  const bestEnd = best([...ends, ...lasers]);
  const canPass = templates(t.legal, 'passTurn').length > 0;
  const passValue = now > -WIN ? now + 5 * t.ev.moneyCost(t.me) : now;
  if (bestEnd && bestEnd.value > now + 0.3 && !(canPass && passValue >= bestEnd.value)) return [bestEnd, endTurn];
  if (canPass && passValue > now) return [{ action: { type: 'passTurn' }, value: passValue, note: 'pass for 5 MB' }, endTurn];
  return [endTurn];
}
