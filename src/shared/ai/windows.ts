// Decisions inside windows that involve the whole table (DESIGN.md section 3):
// - the attack window: how much to spend as attacker, as defender, and for or against someone
//   else's attack (the spending war of war.ts with every seat's stake, so a coalition forms against
//   the player an attack would bring closest to winning); calling off an attack that is no longer
//   worth it; Deep Agent, Interference or two discarded specials against a privilege; money cards
//   and White Collar Crime when the money is needed;
// - reaction windows (after a roll, at the start of a turn, in the income phase, when a special is
//   played): each playable card is simulated and compared with passing, so Assassination or
//   Murphy's Law is played on the roll that matters, Secrets Man on the card that hurts;
// - placing a captured group, the I.R.S. excuse, replacing a cancelled card.
import type { SpecialId } from '../cards';
import { chance, type Action, type AttackWindow, type GameState, type LegalAction, type PlayerState } from '../engine';
import { totalMoney } from '../engine';
import { progressCurve } from './evaluate';
import { settle, step } from './sim';
import { biddersFor, placerFor, stakesOf, type WindowShape } from './stakes';
import { allOn } from './structure';
import { templates, type Scored, type Think } from './think';
import { bestMove, modeledMove, selfReliant, startWar, type Bidder } from './war';
import { CARD_VALUE } from './weights';

function shapeOf(w: AttackWindow, privileged: boolean, interferers: readonly number[]): WindowShape {
  return { attackSeat: w.attackSeat, attacker: w.attacker, target: w.target, defender: w.defender, privileged, interferers, order: w.order };
}

const isPrivileged = (w: AttackWindow) => w.privilege !== null && !w.privilegeAbolished;

/** My expected utility in an attack window if the war is played out from the floor (me choosing at `depth`). */
function warValue(t: Think, s: GameState, w: AttackWindow, gains: number[], failure: number[], shape: WindowShape, depth: number): { value: number; bidders: Bidder[]; move: ReturnType<typeof bestMove>['move'] } {
  const floorSeat = w.order[w.floor];
  const all = biddersFor(t, s, shape, gains);
  const modeled = floorSeat === t.me && depth > 0 && !!t.level.modelWar;
  const bidders = floorSeat === t.me && !modeled ? selfReliant(all, t.me) : all;
  if (bidders.length === 0) return { value: failure[t.me] + chance(w.base + w.money) * gains[t.me], bidders, move: null };
  let floor = bidders.findIndex((b) => b.seat === floorSeat);
  if (floor < 0) floor = 0;
  const st = startWar(bidders, w.base + w.money, floor, w.passed);
  const res = modeled ? modeledMove(bidders, st, depth) : bestMove(bidders, st, floorSeat === t.me ? depth : 0);
  const i = bidders.findIndex((b) => b.seat === t.me);
  const value = failure[t.me] + chance(res.result.T) * gains[t.me] - (i >= 0 ? res.result.cost[i] : 0);
  return { value, bidders, move: floorSeat === t.me ? res.move : null };
}

/** Turn the chosen move's first source into an action (a spend, or the money card to play first). */
function moveToAction(t: Think, s: GameState, w: AttackWindow, b: Bidder, take: number[]): Action | null {
  for (let k = 0; k < take.length; k++) {
    if (take[k] <= 0) continue;
    const tag = b.sources[k].tag;
    if (!tag) continue;
    if (tag.kind === 'card') {
      const p = s.players[t.me];
      if (tag.card === 'white-collar-crime') {
        const cards = [p.illuminati, ...p.groups.map((g) => g.id)];
        const on = w.defender === t.me ? w.target : p.illuminati;
        return { type: 'playSpecial', card: 'white-collar-crime', amounts: allOn(on, cards, totalMoney(p) + 5) };
      }
      return { type: 'playSpecial', card: tag.card as SpecialId };
    }
    const la = templates(t.legal, 'spend').find((x) => x.card === tag.card && x.side === tag.side);
    if (!la) continue;
    return { type: 'spend', card: tag.card, amount: Math.min(take[k], la.max), ...(tag.side ? { side: tag.side } : {}) };
  }
  return null;
}

/** The attack window with me on the floor. */
export function decideAttackWindow(t: Think): Scored[] {
  const s = t.s;
  const w = s.pending as AttackWindow;
  const me = t.me;
  const party = me === w.attackSeat || me === w.defender;
  const out: Scored[] = [];
  const pass: Action = { type: 'pass' };
  if (!party && !t.level.interfere) return [{ action: pass, value: 0 }];
  const st = stakesOf(t, s);
  if (!st) return [{ action: pass, value: 0 }];
  const privileged = isPrivileged(w);
  const base = warValue(t, s, w, st.gains, st.failure, shapeOf(w, privileged, w.interferers), t.level.warDepth);
  out.push({ action: pass, value: base.value - 0.01, note: 'pass' });
  if (base.move) {
    const i = base.bidders.findIndex((b) => b.seat === me);
    const a = i >= 0 ? moveToAction(t, s, w, base.bidders[i], base.move.take) : null;
    if (a) out.push({ action: a, value: base.value, note: `war T=${base.move.T}` });
  }
  // Calling off an uncommitted attack of mine whose success I no longer want (the sample or the
  // table changed since it was declared); it is remembered so that it is not declared again.
  if (me === w.attackSeat && !w.committed && templates(t.legal, 'callOff').length && st.gains[me] < 0)
    out.push({ action: { type: 'callOff' }, value: st.failure[me] + 0.01, note: 'call off' });
  // Against a privilege: Deep Agent, Interference, or two specials (PRIV-4).
  if (privileged && t.level.refined) {
    const open = warValue(t, s, w, st.gains, st.failure, shapeOf(w, false, w.interferers), t.level.warDepth).value;
    const joined = warValue(t, s, w, st.gains, st.failure, shapeOf(w, true, [...w.interferers, me]), t.level.warDepth).value;
    for (const pl of templates(t.legal, 'playSpecial')) {
      if (pl.card === 'deep-agent') out.push({ action: { type: 'playSpecial', card: pl.card }, value: open - CARD_VALUE['deep-agent'] * t.w.specials, note: 'deep agent' });
      if (pl.card.startsWith('interference') && !party) out.push({ action: { type: 'playSpecial', card: pl.card }, value: joined - CARD_VALUE[pl.card] * t.w.specials, note: 'interference' });
    }
    const ab = templates(t.legal, 'abolishPrivilege')[0];
    if (ab && ab.cards.length >= 2) {
      const two = ab.cards.slice().sort((x, y) => CARD_VALUE[x] - CARD_VALUE[y]).slice(0, 2) as [SpecialId, SpecialId];
      out.push({ action: { type: 'abolishPrivilege', discard: two }, value: open - (CARD_VALUE[two[0]] + CARD_VALUE[two[1]]) * t.w.specials, note: 'abolish' });
    }
  }
  return out;
}

/**
 * What a state is worth to me once the windows opened by a simulated action run their course:
 * reaction windows pass, a captured group is placed, an attack window is played out by the war.
 */
export function restValue(t: Think, s0: GameState): number {
  let s = settle(s0);
  for (let i = 0; i < 6 && s.pending?.kind === 'capture'; i++) {
    const w = s.pending;
    const placed = placerFor(t)(s);
    const next = placed.next ?? step(s, w.attackSeat, { type: 'placeCaptured', arrow: placed.arrow, transfer: 0 });
    if (!next) break;
    s = settle(next);
  }
  const w = s.pending?.kind === 'attack' ? s.pending : null;
  if (w && w.roll === null) {
    const st = stakesOf(t, s);
    if (st) return warValue(t, s, w, st.gains, st.failure, shapeOf(w, isPrivileged(w), w.interferers), 0).value;
  }
  return t.ev.utility(s);
}

/** Fill a special-card template with my choices (White Collar Crime money on the Illuminati). */
export function fillPlay(t: Think, pl: Extract<LegalAction, { type: 'playSpecial' }>): Action {
  const { aidOptions, amountsOver, ...a } = pl;
  if (aidOptions) a.aiders = aidOptions.slice();
  if (amountsOver) a.amounts = allOn(t.s.players[t.me].illuminati, amountsOver.cards, amountsOver.total);
  return a;
}

/** Bonus for skipping a rival's turn (Senate Investigating Committee): what his turn would bring him. */
function skipBonus(t: Think, victim: PlayerState): number {
  if (!t.level.fullEval || victim.seat === t.me) return 0;
  const share = t.ev.rivalShares(t.s)[victim.seat] ?? 0;
  // A turn is worth about one more group and the actions' use of the income.
  const n = 1 + victim.groups.length;
  const oneMore = t.w.progress * (progressCurve((n + 1) / t.s.basicGoal) - progressCurve(n / t.s.basicGoal)) + 8;
  return t.w.rivalry * share * oneMore;
}

/** A reaction window: each playable card against passing. */
export function decideReaction(t: Think): Scored[] {
  const s = t.s;
  const out: Scored[] = [];
  const passed = step(s, t.me, { type: 'pass' });
  out.push({ action: { type: 'pass' }, value: passed ? restValue(t, passed) : t.base()[t.me], note: 'pass' });
  const w = s.pending;
  for (const pl of templates(t.legal, 'playSpecial')) {
    if (t.enough()) break;
    const a = fillPlay(t, pl);
    const next = step(s, t.me, a);
    if (!next) continue;
    let v = restValue(t, next);
    if (w?.kind === 'reaction' && w.moment === 'startOfTurn' && pl.card === 'senate-investigating-committee') v += skipBonus(t, s.players[s.turn.active]);
    out.push({ action: a, value: v - 0.5, note: `play ${pl.card}` });
  }
  return out;
}

/** Where to put a captured group, and how much of the attacking card's money goes with it (ATK-RES-4). */
export function decideCapture(t: Think): Scored[] {
  const out: Scored[] = [];
  for (const la of templates(t.legal, 'placeCaptured')) {
    for (const transfer of new Set([0, la.maxTransfer, Math.floor(la.maxTransfer / 2)])) {
      const a: Action = { type: 'placeCaptured', arrow: la.arrow, transfer };
      const next = step(t.s, t.me, a);
      if (next) out.push({ action: a, value: t.ev.utility(settle(next)), note: 'place' });
      if (!t.level.refined) break;
    }
  }
  return out;
}

/** I.R.S.: tax everyone, except the players I have a deal with (they paid me, or I paid them). */
export function decideTax(t: Think): Scored[] {
  const la = templates(t.legal, 'tax')[0];
  const partners = new Set([...t.memory.bought.map((d) => d.seat), ...t.memory.promised.map((d) => d.seat)]);
  return [{ action: { type: 'tax', excuse: t.level.deals ? la.seats.filter((x) => partners.has(x)) : [] }, value: 0 }];
}

/** A cancelled card of my two against a privilege: replace it if the privilege still hurts me enough. */
export function decideReplace(t: Think): Scored[] {
  const la = templates(t.legal, 'replaceSpecial')[0];
  const out: Scored[] = [];
  const give = step(t.s, t.me, { type: 'replaceSpecial', card: null });
  out.push({ action: { type: 'replaceSpecial', card: null }, value: give ? restValue(t, give) : 0 });
  const cheapest = la.cards.slice().sort((x, y) => CARD_VALUE[x] - CARD_VALUE[y])[0];
  if (cheapest) {
    const rep = step(t.s, t.me, { type: 'replaceSpecial', card: cheapest });
    if (rep) out.push({ action: { type: 'replaceSpecial', card: cheapest }, value: restValue(t, rep) });
  }
  return out;
}
