// Choosing attacks (ATK, AID, PRIV): every legal attack template is first screened by its best
// possible odds (all aid, all money; with the level's fair screen, less what the defender can spend,
// and at most two attacking cards per target) times a rough worth, the most promising are resolved
// by the engine to the state after success, and each variant (which aiders, which privilege) is scored as
//   chance(final T) * U(success) + (1 - chance) * U(failure) - money spent - privilege cost,
// where the final T comes from the spending war (war.ts) with every seat's stake. Attacks on a
// player the bot promised to leave alone carry its honour cost unless that player is about to win.
import { group, type SpecialId } from '../cards';
import { attackNeeded, chance, type Action, type GameState, type LegalAction, type Privilege } from '../engine';
import { moneyOn, ownerOf, transferableOf } from '../engine';
import { groupWorth } from './evaluate';
import { attackKey, promisedTo } from './memory';
import { settle, step, attackWindow } from './sim';
import { biddersFor, floorOrder, stakesOf, type Stakes } from './stakes';
import type { Scored, Think } from './think';
import { selfReliant, simulateWar } from './war';
import { CARD_MONEY, CARD_VALUE } from './weights';

type AttackTemplate = Extract<LegalAction, { type: 'attack' }>;

/** Attacking cards tried at most per target and kind (with the level's fair screen). */
const PER_TARGET = 2;

/** A quick upper estimate used to order and prune candidates, with the number needed with every aider (`needed`). */
function screen(t: Think, a: AttackTemplate, needed: number): number {
  const s = t.s;
  const me = s.players[t.me];
  let money = me.money + (a.attacker !== me.illuminati ? moneyOn(me, a.attacker) : 0);
  if (t.level.refined) for (const c of me.hand) money += CARD_MONEY[c as SpecialId] ?? 0;
  const owner = ownerOf(s, a.target);
  // What the defender can spend against it (his Illuminati, and the target's treasury at double).
  let defence = 0;
  if (t.level.fairScreen && owner !== null && owner !== t.me) defence = s.players[owner].money + 2 * moneyOn(s.players[owner], a.target);
  const pMax = chance(needed + money - defence);
  if (pMax <= 0.02) return -1;
  let worth = groupWorth(a.target);
  if (owner !== null && owner !== t.me) worth *= 1.8;
  if (a.kind === 'destroy' && owner === t.me) worth = 0.5;
  // Goal relevance: a target that moves my special goal forward.
  for (const g of t.ev.beliefs[t.me]?.goals ?? []) {
    if (g.goal.kind === 'alignmentCount' && group(a.target).alignments.includes(g.goal.alignment) && a.kind === 'control') worth += 12;
    if (g.goal.kind === 'destroyCount' && a.kind === 'destroy') worth += 14;
    if (g.goal.kind === 'powerTotal' && a.kind === 'control') worth += group(a.target).power;
    if (g.goal.kind === 'transferableTotal' && a.kind === 'control') worth += 2 * group(a.target).transferable;
    if (g.goal.kind === 'allAlignments' && a.kind === 'control') worth += 2 * group(a.target).alignments.length;
  }
  const pEst = chance(Math.min(needed + Math.min(money, 8) - Math.min(defence, 8), 10));
  return (0.3 * pMax + 0.7 * pEst) * worth;
}

/** The attack's number with these aiders (pure: the same for the same state and aiders). */
const neededWith = (t: Think, a: AttackTemplate, aiders: string[]) => attackNeeded(t.s, { seat: t.me, attacker: a.attacker, target: a.target, kind: a.kind, aiders });

/**
 * Aider sets to try, each with the attack's number with them: all of them (`needed`, as screened),
 * and the fewest (strongest first) that reach a good number.
 */
function aiderSets(t: Think, a: AttackTemplate, needed: number): { aiders: string[]; T0: number }[] {
  const all = a.aidOptions.slice();
  if (!t.level.refined || all.length === 0 || t.s.turn.actionsLeft < 2) return [{ aiders: all, T0: needed }];
  const sorted = all.slice().sort((x, y) => transferableOf(y) - transferableOf(x));
  const need = Math.min(needed, 9);
  const few: string[] = [];
  let T0 = NaN;
  for (const h of sorted) {
    T0 = neededWith(t, a, few);
    if (T0 >= need) break;
    few.push(h);
  }
  // (few short of all: the loop ended on a break, with T0 the number of `few`)
  return few.length < all.length ? [{ aiders: all, T0: needed }, { aiders: few, T0 }] : [{ aiders: all, T0: needed }];
}

/** The privileges worth trying: none, the Bavarians' 5 MB, or discarding the cheapest special. */
function privileges(t: Think, a: AttackTemplate): (Privilege | null)[] {
  const out: (Privilege | null)[] = [null];
  if (!t.level.privilege) return out;
  const bav = a.privilegeOptions.find((p) => p?.kind === 'bavarian');
  if (bav) out.push(bav);
  let cheapest: Privilege | null = null;
  for (const p of a.privilegeOptions)
    if (p?.kind === 'special' && (!cheapest || CARD_VALUE[p.card] < CARD_VALUE[(cheapest as { card: SpecialId }).card])) cheapest = p;
  if (cheapest && CARD_VALUE[(cheapest as { card: SpecialId }).card] <= 7) out.push(cheapest);
  return out;
}

function privilegeCost(t: Think, p: Privilege | null): number {
  if (!p) return 0;
  return p.kind === 'bavarian' ? 5 * t.ev.moneyCost(t.me) : CARD_VALUE[p.card] * t.w.specials;
}

/** Value of the Assassination in my hand as insurance for this attack (Medium). */
function assassinationBonus(t: Think, T: number, gain: number): number {
  if (!t.level.refined || T < 2 || !t.s.players[t.me].hand.includes('assassination')) return 0;
  const cost = CARD_VALUE.assassination * t.w.specials;
  return gain > cost ? (1 - chance(T)) * (gain - cost) * 0.8 : 0;
}

/** Honour: attacking a player I was paid to leave alone, unless that player is close to winning. */
function honourCost(t: Think, owner: number | null): number {
  if (owner === null || owner === t.me || !promisedTo(t.memory, owner, t.s.turn.number)) return 0;
  return t.ev.progress(t.s, t.s.players[owner]) >= 0.75 ? 0 : t.w.honour;
}

/** Score every variant of one attack whose success state is known. */
function scoreVariants(t: Think, a: AttackTemplate, needed: number, st: Stakes, U0: number[], declared: GameState): Scored[] {
  const s = t.s;
  const owner = ownerOf(s, a.target);
  const defender = owner !== null && owner !== t.me ? owner : null;
  const order = floorOrder(s, t.me, defender);
  const honour = honourCost(t, owner);
  const out: Scored[] = [];
  const sets = aiderSets(t, a, needed);
  const privs = privileges(t, a);
  // The bidders depend on the privilege only (not on the aiders): made once per privilege, so that
  // the wars of every aider set share their myopic answers (war.ts Bidder.fresh).
  const byPrivilege = privs.map((privilege) => {
    const shape = { attackSeat: t.me, attacker: a.attacker, target: a.target, defender, privileged: privilege !== null, interferers: [], order };
    return selfReliant(biddersFor(t, s, shape, st.gains), t.me);
  });
  for (const { aiders, T0 } of sets) {
    let aidCost = 0;
    if (s.turn.actionsLeft >= 2) for (const h of aiders) aidCost += 0.3 * transferableOf(h);
    for (const [x, privilege] of privs.entries()) {
      const bidders = byPrivilege[x];
      const war = simulateWar(bidders, T0, t.level.warDepth);
      const p = chance(war.T);
      const meIdx = bidders.findIndex((b) => b.seat === t.me);
      const spend = meIdx >= 0 ? war.cost[meIdx] : 0;
      const gain = st.success[t.me] - U0[t.me];
      const extra = privilegeCost(t, privilege) + aidCost + honour - assassinationBonus(t, war.T, gain);
      const value = U0[t.me] + p * gain - spend - extra;
      out.push({
        action: { type: 'attack', attacker: a.attacker, target: a.target, kind: a.kind, aiders, privilege },
        value,
        note: `T=${war.T} p=${p.toFixed(2)}`,
        attack: { p, declared, success: st.after, spent: meIdx >= 0 ? war.spent[meIdx] : 0, extra },
      });
    }
  }
  return out;
}

/**
 * The best PER_TARGET attacking cards of each target and kind, in the given order: without the cap,
 * the variants of a few rich targets fill the list and the feasible captures are never scored.
 */
function capPerTarget<T extends { a: AttackTemplate }>(ranked: T[]): T[] {
  const seen = new Map<string, number>();
  return ranked.filter(({ a }) => {
    const k = `${a.target}|${a.kind}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return n < PER_TARGET;
  });
}

/** Scored attack declarations from the legal templates (best first by screen, pruned). */
export function scoreAttacks(t: Think): Scored[] {
  const off = new Set(t.memory.calledOff);
  const all = t.legal.filter((l): l is AttackTemplate => l.type === 'attack' && !off.has(attackKey(t.s.turn.number, l.attacker, l.target, l.kind)));
  if (all.length === 0) return [];
  const screened = all
    .map((a) => {
      const needed = neededWith(t, a, a.aidOptions);
      return { a, needed, est: screen(t, a, needed) };
    })
    .filter((x) => x.est > 0)
    .sort((x, y) => y.est - x.est);
  const ranked = (t.level.fairScreen ? capPerTarget(screened) : screened).slice(0, t.level.maxAttacks);
  const U0 = t.base();
  const cache = new Map<string, { st: Stakes; declared: GameState } | null>();
  const out: Scored[] = [];
  for (const { a, needed } of ranked) {
    if (t.enough()) break;
    const key = a.kind === 'control' ? `c|${a.attacker}|${a.target}` : `${a.kind}|${a.target}`;
    let hit = cache.get(key);
    if (hit === undefined) {
      const d = step(t.s, t.me, { type: 'attack', attacker: a.attacker, target: a.target, kind: a.kind, aiders: [], privilege: null });
      const declared = d ? settle(d) : null;
      const st = declared ? stakesOf(t, declared, U0) : null;
      hit = st && declared ? { st, declared } : null;
      cache.set(key, hit);
    }
    if (hit) out.push(...scoreVariants(t, a, needed, hit.st, U0, hit.declared));
  }
  return out;
}

/** Whispering Campaign (an attack to destroy a group without Power, Power against Resistance). */
export function scoreWhispers(t: Think, plays: Extract<LegalAction, { type: 'playSpecial' }>[]): Scored[] {
  const U0 = t.base();
  const out: Scored[] = [];
  for (const pl of plays.slice(0, 12)) {
    if (t.enough()) break;
    const { aidOptions, amountsOver, ...rest } = pl;
    void amountsOver;
    const action: Action = { ...rest, aiders: aidOptions ?? [] };
    const declared = step(t.s, t.me, action);
    if (!declared) continue;
    const s1 = settle(declared);
    const w = attackWindow(s1);
    if (!w) continue;
    const st = stakesOf(t, s1, U0);
    if (!st) continue;
    const shape = { attackSeat: t.me, attacker: w.attacker, target: w.target, defender: w.defender, privileged: false, interferers: [], order: w.order };
    const bidders = selfReliant(biddersFor(t, s1, shape, st.gains), t.me);
    const war = simulateWar(bidders, w.base + w.money, t.level.warDepth);
    const meIdx = bidders.findIndex((b) => b.seat === t.me);
    const p = chance(war.T);
    // U0 counts the card in hand; the success state does not, so the card's value is already paid.
    const value = U0[t.me] + p * (st.success[t.me] - U0[t.me]) - (1 - p) * CARD_VALUE['whispering-campaign'] * t.w.specials - (meIdx >= 0 ? war.cost[meIdx] : 0);
    out.push({ action, value, note: `whisper T=${war.T}` });
  }
  return out;
}
