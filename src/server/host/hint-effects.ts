// What an action does, as facts a hint can give (issue 36): the action is applied to the state and
// the reaction windows it opens are passed (ai/sim.ts settle: no card is played, no die is rolled),
// and the seat's goals, a rival's goals, the attack in progress, its money, treasuries, special
// cards and open arrows are compared before and after. Goal progress is the standings' (the
// engine's goal helpers, as the seat may know them: standings.ts hides what it may not); the chance
// of an attack is the engine's odds (odds.ts). The reasons for every kind of action that has no
// reasons of its own (special cards, privilege, reorganisation, fitting, the UFOs' goal, taxes,
// the Gnomes' redistribution, transfers, releases, gifts, deals) come from here.
import { applyAction, openArrows, type Action, type GameState, type Seat } from '../../shared/engine';
import { settle } from '../../shared/ai/sim';
import type { HintReason } from '../../shared/protocol/hint';
import type { GoalStanding } from '../../shared/protocol/messages';
import { oddsFor } from './odds';
import { standings } from './standings';

type AttackWindow = Extract<NonNullable<GameState['pending']>, { kind: 'attack' }>;

/** The attack window of a pending decision (under a reaction, an offer or a replacement on top). */
export function attackOf(p: GameState['pending']): AttackWindow | null {
  for (let w = p; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'attack') return w;
  return null;
}

/** The chance of the attack in progress as the engine's odds give it to `seat`, or null. */
export function chanceOf(s: GameState, seat: Seat, w: AttackWindow): number | null {
  const r = oddsFor(s, seat, { attacker: w.attacker, target: w.target, kind: w.attack, aiders: [...w.aiders], money: w.money });
  return r.ok ? r.value.chance : null;
}

/** Money in all of a player's treasuries. */
export function totalMoney(s: GameState, seat: Seat): number {
  const p = s.players[seat];
  return p.money + p.groups.reduce((t, g) => t + g.money, 0);
}

/** Money on one card of the seat's structure (its Illuminati or a group). */
export function treasury(s: GameState, seat: Seat, card: string): number {
  const p = s.players[seat];
  return card === p.illuminati ? p.money : (p.groups.find((g) => g.id === card)?.money ?? 0);
}

/** The state after `a` with its reaction windows passed, or null when the engine refuses it. */
export function after(s: GameState, seat: Seat, a: Action): GameState | null {
  const r = applyAction(s, seat, a);
  return r.ok ? settle(r.state) : null;
}

const measureOf = (g: GoalStanding) => ({ measure: g.measure ?? 'cards', ...(g.alignment ? { alignment: g.alignment } : {}) });

/** Goal progress, as `seat` may know it, that changed from `s0` to `s1`: its own, then rivals'. */
export function goalChanges(s0: GameState, s1: GameState, seat: Seat, declined = false): HintReason[] {
  const r0 = standings(s0, seat);
  const r1 = standings(s1, seat);
  const out: HintReason[] = [];
  const me0 = r0[seat];
  const me1 = r1[seat];
  if (!declined) {
    if (me1.basic.have !== me0.basic.have) out.push({ kind: 'goal', have: me0.basic.have, after: me1.basic.have, need: me1.basic.need });
    const sp = me1.special;
    if (sp && me0.special && sp.have !== me0.special.have) out.push({ kind: 'special', have: me0.special.have, after: sp.have, need: sp.need, ...measureOf(sp) });
    // A goal chosen now (the UFOs, hidden goals): where it stands.
    if (sp && !me0.special && sp.measure !== 'borrowed') out.push({ kind: 'special', have: sp.have, after: sp.have, need: sp.need, ...measureOf(sp), pick: true });
  }
  for (const r of r1) {
    if (r.seat === seat || s1.players[r.seat].out) continue;
    const was = r0[r.seat];
    if (r.basic.have !== was.basic.have) out.push({ kind: 'rival', seat: r.seat, goal: 'basic', have: was.basic.have, after: r.basic.have, need: r.basic.need, measure: 'cards', ...(declined ? { declined } : {}) });
    if (r.special && was.special && r.special.have !== was.special.have)
      out.push({ kind: 'rival', seat: r.seat, goal: 'special', have: was.special.have, after: r.special.have, need: r.special.need, ...measureOf(r.special), ...(declined ? { declined } : {}) });
  }
  return out;
}

/** Every fact that changed from `s0` to `s1` for `seat`, the most telling first. */
export function effects(s0: GameState, s1: GameState, seat: Seat, a: Action): HintReason[] {
  const out = goalChanges(s0, s1, seat);
  const w0 = attackOf(s0.pending);
  const w1 = attackOf(s1.pending);
  if (w0 && w1 && w0.target === w1.target && w0.attacker === w1.attacker) {
    const before = chanceOf(s0, seat, w0);
    const now = chanceOf(s1, seat, w1);
    if (before !== null && now !== null && before !== now) out.push({ kind: 'chance', before, after: now });
  }
  if (a.type === 'transferMoney') out.push({ kind: 'treasury', card: a.to, before: treasury(s0, seat, a.to), after: treasury(s1, seat, a.to) });
  const m0 = totalMoney(s0, seat);
  const m1 = totalMoney(s1, seat);
  if (m0 !== m1) out.push({ kind: 'money', before: m0, after: m1 });
  const h0 = s0.players[seat].hand.length;
  const h1 = s1.players[seat].hand.length;
  if (h0 !== h1) out.push({ kind: 'cards', before: h0, after: h1 });
  const o0 = openArrows(s0.players[seat]).length;
  const o1 = openArrows(s1.players[seat]).length;
  if (o0 !== o1) out.push({ kind: 'arrows', open: o1, most: false });
  return out;
}
