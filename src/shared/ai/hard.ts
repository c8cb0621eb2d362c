// Hard: an expectimax search over the bot's own turn with the Medium evaluation (issue 4), within a
// budget of search nodes (work.ts: the same nodes on any machine), on determinized states only.
//
// At each decision of its own turn the bot takes Medium's best few candidates and looks past each:
// an attack branches into success and failure with the chance the spending war gives (exact 2d6
// odds), each branch with the money the bot expects to spend already paid (and charged at face
// value, as Medium's scoring does); any other action leads to the state it produces. From every resulting state the search goes on with Medium's best
// candidates for the actions left in the turn, and leaves are the Medium utility of ending the
// turn there (a met goal is a win). So sequences count: which attack to make first, an attack that
// opens arrows or money for the next, a risky try that is worth it only if a safe follow-up is left.
// While nodes remain, more determinizations are drawn (other hands, other secret goals) and the
// root values are averaged over them; the first sample is always searched, the rest only within
// the budget. An offer worth making (it costs no action) goes before the searched plan. Windows,
// reactions and the other decisions are Medium's, with Hard's weights (weights.ts LEVELS) and, in
// an attack window, the rivals' replies modelled by Medium's rule (modelWar, war.ts modeledMove).
// Finally, with the actions of the turn to choose, rolloutTurn plays the best few searched plans
// out to the bot's next turn (rollout.ts), which sees what the evaluation cannot: a rival who wins
// on his turn, the table's reply to an attack; where each ends is judged by the bot's fitted chance
// to win from there (win-model.ts), in games of a player count the model was fitted for.
import { attackNeeded, legalActions, type Action, type GameState, type Observation, type Seat } from '../engine';
import { subtree } from '../engine';
import { placementOf } from '../engine';
import { goalFraction } from './beliefs';
import { determinize } from './determinize';
import { Evaluator, incomeOf } from './evaluate';
import { decideTurn, endTurnValue } from './my-turn';
import { rankByRollouts, type PolicyFactory } from './rollout';
import { resolveAttack, settle, step } from './sim';
import type { Scored, Think } from './think';
import { restValue } from './windows';
import type { PlayoutRunner, PlayoutSpec, Safety } from './types';
import type { Work } from './work';

/** Candidates searched at the root and at the next level. */
const ROOT = 10;
const INNER = 4;
/**
 * Determinizations searched at most per decision. With the Illuminati face up the samples differ
 * only in the others' hands and the deck, which the own-turn evaluation hardly sees, so a few are
 * enough (more cost time and measured no stronger); hidden goals and Illuminati are what they cover.
 */
const MAX_SAMPLES = 3;

const keyOf = (a: Action) => JSON.stringify(a);
const SEARCHABLE = new Set<Action['type']>(['attack', 'playSpecial', 'moveGroup', 'transferMoney', 'setTreasuries', 'reorganize', 'shiftAlignment', 'passTurn', 'endTurn', 'accuse']);

/** The same decision context over another state (a branch of the search). */
function over(t: Think, s: GameState): Think {
  let base: number[] | null = null;
  return { ...t, s, legal: legalActions(s, t.me), base: () => (base ??= t.ev.utilities(s)) };
}

/** Pay `mb` from the attacking card, then the Illuminati (what the war model spends). */
function pay(s: GameState, seat: Seat, card: string, mb: number): GameState {
  if (mb <= 0) return s;
  const p = s.players[seat];
  const groups = p.groups.map((g) => ({ ...g }));
  let left = mb;
  const g = placementOf({ ...p, groups }, card);
  if (g && g.money > 0) {
    const x = Math.min(g.money, left);
    g.money -= x;
    left -= x;
  }
  const money = Math.max(0, p.money - left);
  const players = s.players.slice();
  players[seat] = { ...p, groups, money };
  return { ...s, players };
}

/** The best my turn can still bring from `s` (me on turn, nothing pending), looking `depth` actions ahead. */
function continuation(t: Think, s: GameState, depth: number): number {
  const tt = over(t, s);
  const end = endTurnValue(tt, s);
  if (depth <= 0 || s.outcome || s.pending || s.turn.active !== t.me || s.turn.phase !== 'actions' || s.turn.actionsLeft <= 0 || t.enough()) return end;
  const cands = decideTurn(tt)
    .filter((c) => SEARCHABLE.has(c.action.type))
    .sort((a, b) => b.value - a.value)
    .slice(0, INNER);
  let bestV = end;
  for (const c of cands) bestV = Math.max(bestV, expand(tt, c, depth - 1));
  return bestV;
}

/** Expected value of taking candidate `c` in `t.s`, then continuing the turn `depth` actions deep. */
function expand(t: Think, c: Scored, depth: number): number {
  if (t.enough()) return c.value;
  const a = c.action;
  if (a.type === 'endTurn' || a.type === 'passTurn') return c.value;
  const o = c.attack;
  if (o && a.type === 'attack') {
    const fail = resolveAttack(o.declared, false);
    if (!fail) return c.value;
    // The rest of the turn is planned with the money gone, but the money itself is charged at its
    // face value, as Medium's scoring charges it: the evaluation's exposure term makes a small
    // treasury look very dangerous, and charging that on top would turn down every attack that
    // needs the money (the search would end the turn where Medium captures).
    const branch = (after: GameState) => {
      const paid = pay(after, t.me, a.attacker, o.spent);
      if (paid === after) return continuation(t, paid, depth);
      return continuation(t, paid, depth) + t.ev.utility(after) - t.ev.utility(paid) - o.spent * t.ev.moneyCost(t.me);
    };
    return o.p * branch(o.success) + (1 - o.p) * branch(fail) - o.extra;
  }
  const next = step(t.s, t.me, a);
  if (!next) return c.value;
  const s = settle(next);
  if (s.pending) return restValue(t, s);
  return continuation(t, s, depth);
}

/** Hard's own-turn decision: Medium's candidates re-valued by the search, averaged over samples. */
export function searchTurn(t: Think, obs: Observation): Scored[] {
  // With rollouts to judge them, the actions stay candidates even when none beats ending the turn
  // on the evaluation, if a rival is close to a goal: the evaluation cannot see him win next turn.
  const first = decideTurn(t, (t.level.rollouts ?? 0) > 0 && threatened(t));
  // A claim, a win to take, or a single option: nothing to search.
  if (first.length <= 1 || first[0].value === Infinity) return first;
  const roots = first
    .filter((c) => SEARCHABLE.has(c.action.type))
    .sort((a, b) => b.value - a.value)
    .slice(0, ROOT);
  if (roots.length <= 1) return first;
  const depth = Math.max(1, t.s.turn.phase === 'actions' ? t.s.turn.actionsLeft : 1);
  const sum = new Map<string, { total: number; n: number }>();
  const add = (c: Scored, v: number) => {
    const k = keyOf(c.action);
    const e = sum.get(k) ?? { total: 0, n: 0 };
    e.total += v;
    e.n++;
    sum.set(k, e);
  };
  for (const c of roots) add(c, expand(t, c, depth - 1));
  for (let i = 1; i < MAX_SAMPLES && !t.enough(); i++) {
    const s = determinize(obs, t.rng, t.ev.beliefs);
    const ev = new Evaluator(t.me, t.w, true, t.ev.beliefs);
    let base: number[] | null = null;
    const ti: Think = { ...t, s, ev, base: () => (base ??= ev.utilities(s)) };
    const byKey = new Map(decideTurn(ti).map((c) => [keyOf(c.action), c]));
    for (const r of roots) {
      if (t.enough()) break;
      const c = byKey.get(keyOf(r.action));
      if (c) add(r, expand(ti, c, depth - 1));
    }
  }
  const searched = roots.map((c) => {
    const e = sum.get(keyOf(c.action))!;
    return { ...c, value: e.total / e.n, note: `${c.note ?? ''} search n=${e.n}` };
  });
  // An offer costs no action: one worth making goes first, ahead of the searched plan, by its gain.
  const top = Math.max(...searched.map((x) => x.value));
  const U0 = t.base()[t.me];
  const offers = first.filter((c) => c.action.type === 'offer' && c.value > U0 + t.w.actThreshold).map((c) => ({ ...c, value: top + (c.value - U0) }));
  // Medium's other candidates stay behind the searched ones, as fallbacks.
  const rest = first.filter((c) => !roots.includes(c) && c.action.type !== 'offer').map((c) => ({ ...c, value: Math.min(c.value, Math.min(...searched.map((x) => x.value)) - 1) }));
  return [...offers, ...searched, ...rest];
}

/** Denial plans at most among the rollout candidates. */
const DENIALS = 2;

/**
 * How much a rival needs `target` (an uncontrolled group): the belief-weighted share of his goals,
 * the basic one included, that controlling it would complete. Medium's evaluation sees a rival's
 * progress, not the group on the table that finishes it, so its candidates never include taking
 * that group away from him; the rollouts can tell what that is worth.
 */
function need(t: Think, target: string): number {
  const s = t.s;
  let top = 0;
  for (const p of s.players) {
    if (p.out || p.seat === t.me) continue;
    const hyp = { ...p, groups: [...p.groups, { id: target as (typeof p.groups)[number]['id'], master: p.illuminati, arrow: 'top' as const, money: 0 }] };
    if (1 + hyp.groups.length >= s.basicGoal) return 1;
    let w = 0;
    for (const g of t.ev.beliefs[p.seat]?.goals ?? []) if (goalFraction(s, p, g.goal) < 1 && goalFraction(s, hyp, g.goal) >= 1) w += g.weight;
    top = Math.max(top, w);
  }
  return top;
}

/** Strikes at most among the rollout candidates, and how close to a goal their target's owner must be. */
const STRIKES = 2;
const STRIKE_FROM = 0.75;

/**
 * How close a player is to a goal in [0, 1]: the basic goal, or a believed special goal. With the
 * level's moneyAhead, a money goal (GOAL-GNO-1) counts the income he collects before it is checked
 * at the end of his next turn (WIN-1): at 100 of 150 MB and 25 a turn, the Gnomes are two turns from
 * winning, and a strike at a group that brings that income sets them back.
 */
function closeness(t: Think, s: GameState, p: GameState['players'][number]): number {
  let c = (1 + p.groups.length) / s.basicGoal;
  for (const g of t.ev.beliefs[p.seat]?.goals ?? []) {
    if (g.weight < 0.3) continue;
    let f = goalFraction(s, p, g.goal);
    if (t.level.moneyAhead && g.goal.kind === 'treasuryTotal') f = Math.min(1, f + Math.max(0, incomeOf(s, p)) / g.goal.amount);
    c = Math.max(c, f);
  }
  return c;
}

/** Whether a rival is at least STRIKE_FROM of the way to a goal. */
function threatened(t: Think): boolean {
  return t.s.players.some((p) => !p.out && p.seat !== t.me && closeness(t, t.s, p) >= STRIKE_FROM);
}

/** MB a defender is taken to spend against a strike (what it costs a rival who needs his money). */
const STRIKE_DRAIN = 10;

/**
 * How much an attack on `target` would set back a rival close to his goal: the drop of his
 * closeness if the group and its puppets left his structure and he spent STRIKE_DRAIN defending
 * (0 for anyone else's group). The spending is what stops a money goal (the Gnomes' 150 MB): a
 * strike at a group without a treasury sets them back only through what they spend on it. Medium
 * values such an attack by a share of the rival's progress, so near the end it rarely ranks among
 * its best; the rollouts can tell when it is the one move that stops him.
 */
function setback(t: Think, target: string): number {
  const s = t.s;
  const p = s.players.find((q) => !q.out && q.seat !== t.me && q.groups.some((g) => g.id === target));
  if (!p) return 0;
  const before = closeness(t, s, p);
  if (before < STRIKE_FROM) return 0;
  const gone = new Set(subtree(p, target));
  return before - closeness(t, s, { ...p, money: Math.max(0, p.money - STRIKE_DRAIN), groups: p.groups.filter((g) => !gone.has(g.id)) });
}

/**
 * Up to STRIKES attacks on the groups of a rival close to his goal, one per target, the largest
 * setback first, each with its best odds (every aider, no privilege). They come from the legal
 * templates, not from the scored candidates: the attack screen drops an attack the defender's
 * money makes hopeless, and against a money goal that spending is the point.
 */
function strikes(t: Think, seen: Set<string>, planOf: (a: Action) => string): Scored[] {
  const d = new Map<string, number>();
  const best = new Map<string, { action: Action; needed: number }>();
  for (const l of t.legal) {
    if (l.type !== 'attack') continue;
    const action: Action = { type: 'attack', attacker: l.attacker, target: l.target, kind: l.kind, aiders: l.aidOptions, privilege: null };
    if (seen.has(planOf(action))) continue;
    if (!d.has(l.target)) d.set(l.target, setback(t, l.target));
    if (d.get(l.target)! <= 0) continue;
    const needed = attackNeeded(t.s, { seat: t.me, attacker: l.attacker, target: l.target, kind: l.kind, aiders: l.aidOptions });
    const b = best.get(l.target);
    if (!b || needed > b.needed) best.set(l.target, { action, needed });
  }
  const U0 = t.base()[t.me];
  return [...best.entries()]
    .sort((x, y) => d.get(y[0])! - d.get(x[0])! || y[1].needed - x[1].needed)
    .slice(0, STRIKES)
    .map(([, b]) => ({ action: b.action, value: U0, note: 'strike' }));
}

/**
 * Hard's own-turn decision with rollouts (rollout.ts): the searched candidates' best few, ending
 * the turn, taking a group a rival needs to finish his goal (need()) and striking at a group of a
 * rival close to his (setback()) are each played on common samples to the start of the bot's next
 * turn, and ranked by the mean utility there. A candidate the engine refuses on a sample is skipped there.
 */
export function rolloutTurn(t: Think, obs: Observation, policy: PolicyFactory, work: Work, safety: Safety, runner?: { run: PlayoutRunner; spec: PlayoutSpec }): Scored[] {
  // The search spends the nodes, the rollouts (the better judge) the play-outs.
  const first = searchTurn(t, obs);
  const k = t.level.rollouts ?? 0;
  // Rollouts choose among actions; the free transfers and powers at the end of the turn are left to
  // the search (they cost no action, and a round of rollouts on each would double the turn's time).
  const acting = t.s.turn.phase === 'actions' && t.s.turn.actionsLeft > 0;
  if (k <= 0 || !acting || first.length <= 1 || first[0].value === Infinity || first[0].action.type === 'offer') return first;
  // The best variant of each different plan (an attack's variants differ only in aiders or
  // privilege; the rollout's noise would only pick among them at random), and ending the turn.
  const cands: Scored[] = [];
  const seen = new Set<string>();
  const planOf = (a: Action) => (a.type === 'attack' ? `attack ${a.target} ${a.kind}` : a.type === 'passTurn' || a.type === 'endTurn' ? 'endTurn' : keyOf(a));
  for (const c of first) {
    const plan = planOf(c.action);
    if (c.action.type === 'offer' || seen.has(plan)) continue;
    if (cands.length < k || plan === 'endTurn') {
      cands.push(c);
      seen.add(plan);
    }
  }
  // Taking from the table (or destroying) a group that would complete a rival's goal (its best variant).
  const denied = new Set<string>();
  for (const c of first) {
    if (denied.size >= DENIALS) break;
    const a = c.action;
    if (a.type !== 'attack' || a.kind === 'neutralize' || seen.has(planOf(a)) || denied.has(a.target) || !t.s.uncontrolled.includes(a.target as never)) continue;
    if (need(t, a.target) < 0.5) continue;
    denied.add(a.target);
    seen.add(planOf(a));
    cands.push(c);
  }
  // Attacks on a near-winner's structure, the largest setback first.
  cands.push(...strikes(t, seen, planOf));
  if (cands.length <= 1) return first;
  const rolled = rankByRollouts(t, obs, cands, t.level.rolloutSamples ?? 8, policy, work, safety, runner);
  if (!rolled) return first;
  const low = Math.min(...rolled.map((x) => x.value));
  const rest = first.filter((c) => !cands.includes(c)).map((c) => ({ ...c, value: Math.min(c.value, low - 1) }));
  return [...rolled, ...rest];
}
