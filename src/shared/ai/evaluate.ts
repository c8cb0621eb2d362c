// The position evaluation shared by Easy and Medium (issue 4), in MB-equivalent units.
//
// Each player's score S adds: progress toward winning (the basic goal and the special goal, the
// latter averaged over what the bot believes an opponent's secret goal to be), combined as
// "either path wins" and made convex so that the last groups before a goal weigh most; money
// (group treasuries a little less than the Illuminati's, which any attack may spend); income over a
// few turns; the usefulness of controlled groups (Power, transferable Power, Resistance); open
// arrows (room to grow); special cards held; the risk of elimination with too few groups (ELIM-1);
// and, for Medium, the expected loss of groups exposed to the strongest rival's next turn (his
// Power, aid, money and income against Resistance, position bonus and the money defending them).
//
// A bot's utility is its own S minus a share of a smooth maximum of its rivals' threats (their
// progress toward winning and a little of their material): the leader weighs most, and early,
// when nobody is close, little, so the same evaluation makes a bot build first and later join
// coalitions against whoever is closest to winning. A goal met now is a win at the end of this
// turn (WIN-1): certain when the player on turn meets it, very likely otherwise. Easy looks at its
// own S only. Finished games score a win or a loss.
import { group, illuminati, type GroupId, type SpecialGoal } from '../cards';
import { chance, eliminationOn, positionBonus, type GameState, type PlayerState, type Seat } from '../engine';
import { groupIncome } from '../engine';
import { goalFraction, type SeatBelief } from './beliefs';
import { roomOf, treeOf, type Room } from './shapes';
import { CARD_VALUE, UNKNOWN_CARD_VALUE, type Weights } from './weights';

export const WIN = 3000;
/** Temperature of the smooth maximum over rivals (MB). */
const TAU = 15;
/** How much of a rival's material (beside his progress) counts as a threat. */
const THREAT_MATERIAL = 0.25;
/** Chance that the most exposed group (and each other one) is the one a rival goes for. */
const EXPOSED_TOP = 0.9;
const EXPOSED_REST = 0.3;

/**
 * Special goals counted in steps of one action each (GOAL-CTH-1, GOAL-ASS-1, GOAL-DIS-1). The
 * Bermuda Triangle's ten alignments (GOAL-BER-1) stay on the convex curve: counted evenly, Hard as
 * Bermuda won 33 of 100 games against three Medium bots (27 of 100 without, same set-ups), but Hard
 * overall fell from 48.75% to 43.5% of 400 games (seed final9); the same count also makes it fear a
 * Medium Bermuda rival's early alignments, and Medium almost never wins as Bermuda (1 of 49).
 */
const COUNT_GOALS = new Set<SpecialGoal['kind']>(['destroyCount', 'alignmentCount']);

/** Convex progress: a little for every step, most for the last ones. */
export function progressCurve(x: number): number {
  const c = Math.max(0, Math.min(1, x));
  return 0.3 * c + 0.7 * c * c * c;
}

export function groupWorth(id: GroupId): number {
  const g = group(id);
  return 3 + 0.5 * g.power + 0.5 * g.transferable + 0.15 * g.resistance + (g.abilities.length ? 1 : 0);
}

/** Income per turn of a structure, with the I.R.S. tax and the Post Office cost. */
export function incomeOf(s: GameState, p: PlayerState): number {
  let inc = illuminati(p.illuminati).income;
  let others = 0; // (counted, not filtered: asked for every new player object the evaluation meets)
  for (const q of s.players) if (!q.out && q.seat !== p.seat) others++;
  for (const g of p.groups) {
    inc += groupIncome(s, p, g.id);
    for (const ab of group(g.id).abilities) {
      if (ab.kind === 'tax') inc += ab.amount * others;
      else if (ab.kind === 'upkeep') inc -= ab.amount;
    }
  }
  return inc;
}

/** A rough attack strength of a player on his next turn: best Power, aid, money and the income he collects first. */
function strengthOf(p: PlayerState): number {
  let best = illuminati(p.illuminati).power;
  let bestT = illuminati(p.illuminati).transferable;
  let sumT = bestT;
  for (const g of p.groups) {
    const c = group(g.id);
    sumT += c.transferable;
    if (c.power > best) {
      best = c.power;
      bestT = c.transferable;
    }
  }
  return best + Math.min(sumT - bestT, 12) + 0.9 * Math.min(p.money + illuminati(p.illuminati).income, 35);
}

interface Table {
  S: number[];
  threat: number[];
  /** Chance that each player meets a goal now. */
  win: number[];
  /** The seats whose chance is at least one half (utilityFrom; worked out once per table). */
  winners?: Seat[];
}

/**
 * What the evaluator remembers of one player object: his parts and win chance (states without
 * alignment shifts; see parts, winChance), his strength, and his exposure at the threat (and goal)
 * it was last asked with (see exposureTo).
 */
interface PlayerMemo {
  parts: Parts | undefined;
  strength: number | undefined;
  won: number | undefined;
  exposed: { threat: number; basicGoal: number; v: number } | undefined;
}

/** A table as remembered per state: the parts and strengths its missing scores are worked out from. */
interface Memo extends Table {
  parts: (Parts | null)[];
  strength: number[];
}

/** A player's progress and material; `base`: the material without the room to grow (open arrows). */
interface Parts {
  prog: number;
  mat: number;
  base: number;
}

export class Evaluator {
  /** What is remembered of each player object (one lookup for all of it: see PlayerMemo). */
  private known = new WeakMap<PlayerState, PlayerMemo>();
  /** table() per state object (see table). */
  private tables = new WeakMap<GameState, Memo>();
  private wide: boolean[] = [];

  constructor(
    readonly me: Seat,
    readonly w: Weights,
    readonly full: boolean,
    readonly beliefs: SeatBelief[],
  ) {}

  /** Progress toward winning in [0, 1]: either the basic goal or the (believed) special goal. */
  progress(s: GameState, p: PlayerState): number {
    const b = progressCurve((1 + p.groups.length) / s.basicGoal);
    let sp = 0;
    for (const g of this.beliefs[p.seat]?.goals ?? []) sp += g.weight * this.specialCurve(g.goal.kind, goalFraction(s, p, g.goal));
    return 1 - (1 - b) * (1 - sp);
  }

  /**
   * Progress toward a special goal from its fraction in [0, 1] (goalFraction). A goal counted in
   * steps of one action each (eight kills, six Violent or five Weird groups) starts at nothing, so
   * the convex curve values its first steps at almost nothing and a player who should commit to it
   * builds for the basic goal instead; with the weights' countLinear the steps count more evenly
   * (and a rival's early steps are feared).
   */
  private specialCurve(kind: SpecialGoal['kind'], f: number): number {
    const k = COUNT_GOALS.has(kind) ? this.w.countLinear : 0;
    return k * f + (1 - k) * progressCurve(f);
  }

  /** Progress and material of a player, from his own cards only (cached per player object). */
  private parts(s: GameState, p: PlayerState, r: PlayerMemo = this.memoOf(p)): Parts {
    const cacheable = s.turn.shifts.length === 0;
    if (cacheable) {
      const hit = r.parts;
      if (hit !== undefined) return hit;
    }
    const w = this.w;
    let groupMoney = 0;
    let worth = 0;
    for (const g of p.groups) {
      groupMoney += g.money;
      worth += groupWorth(g.id);
    }
    let cards = 0;
    if (p.seat === this.me) for (const c of p.hand) cards += CARD_VALUE[c] ?? UNKNOWN_CARD_VALUE;
    else cards = p.hand.length * UNKNOWN_CARD_VALUE;
    const base = w.money * (p.money + 0.9 * groupMoney) + w.money * w.incomeTurns * incomeOf(s, p) + w.group * worth + w.specials * cards;
    const mat = this.full ? base + this.roomValue(roomOf(p)) : base;
    const v = { prog: w.progress * this.progress(s, p), mat, base };
    if (cacheable) r.parts = v;
    return v;
  }

  /** What room to grow is worth (full evaluation): open arrows, and the best Power that could use one. */
  private roomValue(r: Room): number {
    return this.w.arrows * (1.5 * Math.min(r.open, 6) + 0.3 * r.bestPower);
  }

  /** ELIM-1: a structure of nothing but the Illuminati after three turns is out of the game. */
  survivalRisk(s: GameState, p: PlayerState, groups: number): number {
    if (groups > 2 || !eliminationOn(s)) return 0;
    const k = groups === 0 ? 0.6 : groups === 1 ? 0.25 : 0.08;
    return this.w.progress * k * (p.turnsCompleted >= 2 ? 1 : 0.5);
  }

  private strengthOf(p: PlayerState, r: PlayerMemo = this.memoOf(p)): number {
    return (r.strength ??= strengthOf(p));
  }

  private memoOf(p: PlayerState): PlayerMemo {
    let r = this.known.get(p);
    if (r === undefined) this.known.set(p, (r = { parts: undefined, strength: undefined, won: undefined, exposed: undefined }));
    return r;
  }

  /**
   * Expected loss (MB) of groups that the strongest rival (or `from` only) could take: for each
   * group, the chance that rival's best Power, aid and money beat its Resistance, position bonus,
   * own treasury (counted double) and the Illuminati's reserve, times what goes with it (its
   * puppets, their worth, income and treasuries, the progress they carry). The most exposed
   * group counts most, as it is the one a rival will go for.
   */
  exposure(s: GameState, p: PlayerState, from?: PlayerState): number {
    if (p.groups.length === 0) return 0;
    let threat = -Infinity;
    if (from) threat = this.strengthOf(from);
    else for (const q of s.players) if (!q.out && q.seat !== p.seat) threat = Math.max(threat, this.strengthOf(q));
    return this.exposureTo(s, p, threat);
  }

  /** exposure() against a rival of strength `threat` (-Infinity: nobody). */
  private exposureTo(s: GameState, p: PlayerState, threat: number, r: PlayerMemo = this.memoOf(p)): number {
    if (p.groups.length === 0 || threat === -Infinity) return 0;
    // Beside the player and the threat, the state counts only through the goal's size, the income
    // of his groups (their alignments: shifts this turn; a face-down ability declined: the config
    // and the outcome, the same within a decision) and ELIM-1 (the config): the same player object
    // at the same threat has the same exposure in every success state a decision scores.
    const cacheable = s.turn.shifts.length === 0 && !s.outcome;
    if (cacheable) {
      const hit = r.exposed;
      if (hit !== undefined && hit.threat === threat && hit.basicGoal === s.basicGoal) return hit.v;
    }
    const v = this.exposureAt(s, p, threat);
    if (cacheable) r.exposed = { threat, basicGoal: s.basicGoal, v };
    return v;
  }

  private exposureAt(s: GameState, p: PlayerState, threat: number): number {
    const info = treeOf(p);
    const w = this.w;
    const gs = p.groups;
    const n = 1 + gs.length;
    const value: number[] = [];
    for (const g of gs) value.push(w.group * groupWorth(g.id) + w.money * (w.incomeTurns * Math.max(0, groupIncome(s, p, g.id)) + 0.5 * g.money));
    const reserve = 0.8 * Math.min(p.money, 30);
    let top = 0;
    let sum = 0;
    for (let j = 0; j < gs.length; j++) {
      const g = gs[j];
      const defence = group(g.id).resistance + positionBonus(info.depth[j]) + 2 * g.money + reserve;
      const pr = chance(Math.round(threat - defence));
      if (pr <= 0) continue;
      const k = info.size[j];
      let loss = w.progress * (progressCurve(n / s.basicGoal) - progressCurve((n - k) / s.basicGoal)) + this.survivalRisk(s, p, n - 1 - k) - this.survivalRisk(s, p, n - 1);
      for (const x of info.subtree[j]) loss += value[x];
      const e = pr * loss;
      sum += e;
      top = Math.max(top, e);
    }
    return EXPOSED_TOP * top + EXPOSED_REST * (sum - top);
  }

  /**
   * Every player's score S (what the player has: progress, material, safety) and threat (what his
   * rivals fear: his progress toward winning and a little of his material). Out players score low.
   * With `only`, the score S of that seat alone (NaN for the others): one seat's utility reads no
   * other seat's S, and a score's exposure is the dearest part of it.
   */
  table(s: GameState, only?: Seat, room?: Room): Table {
    if (room !== undefined) return this.fresh(s, only, room);
    // A state object is asked again and again in one decision (the placer's state scored for one
    // seat, then for all in stakesOf; the same branch's base): its table is remembered, with each
    // seat's S worked out when first asked for. Every part is the one a fresh call would compute
    // (the engine never changes a state it returned, and the per-player caches behind it answer a
    // player object alike whichever state it is met in: see parts, exposureTo, winChance).
    let t = this.tables.get(s);
    if (t === undefined) {
      t = this.fresh(s, only);
      this.tables.set(s, t);
      return t;
    }
    const S = t.S;
    if (only !== undefined) {
      if (Number.isNaN(S[only])) S[only] = this.score(s, s.players[only], t.parts[only]!, t.strength);
    } else for (let j = 0; j < S.length; j++) if (Number.isNaN(S[j])) S[j] = this.score(s, s.players[j], t.parts[j]!, t.strength);
    return t;
  }

  /** table() worked out afresh: `room` for the seat `only` (utilityWithRoom). */
  private fresh(s: GameState, only?: Seat, room?: Room): Memo {
    const S: number[] = [];
    const threat: number[] = [];
    const win: number[] = [];
    const parts: (Parts | null)[] = [];
    // Every live player's strength, looked up once for all the exposures below (each player's
    // strongest rival is the strongest of the others: the same maximum exposure() takes).
    const strength: number[] = [];
    const known: (PlayerMemo | undefined)[] = [];
    for (const p of s.players) known.push(p.out ? undefined : this.memoOf(p));
    if (this.full) for (const p of s.players) strength.push(p.out ? -Infinity : this.strengthOf(p, known[p.seat]));
    for (const p of s.players) {
      win.push(p.out ? 0 : this.winChance(s, p, known[p.seat]));
      if (p.out || (!this.full && p.seat !== this.me)) {
        S.push(p.out ? -1000 : 0);
        threat.push(-1000);
        parts.push(null);
        continue;
      }
      let part = this.parts(s, p, known[p.seat]);
      // (utilityWithRoom: the seat's structure with other open arrows, the same sum otherwise)
      if (room !== undefined && p.seat === only && this.full) part = { prog: part.prog, mat: part.base + this.roomValue(room), base: part.base };
      parts.push(part);
      threat.push(part.prog + THREAT_MATERIAL * part.mat);
      S.push(only !== undefined && p.seat !== only ? NaN : this.score(s, p, part, strength));
    }
    return { S, threat, win, winners: undefined, parts, strength };
  }

  /** A live player's score S from his parts (and, full evaluation, his exposure to his strongest rival). */
  private score(s: GameState, p: PlayerState, part: Parts, strength: readonly number[]): number {
    let v = part.prog + part.mat - this.survivalRisk(s, p, p.groups.length);
    if (this.full) {
      let rival = -Infinity;
      for (let j = 0; j < s.players.length; j++) {
        const q = s.players[j];
        if (!q.out && q.seat !== p.seat) rival = Math.max(rival, strength[j]);
      }
      v -= this.w.exposure * this.exposureTo(s, p, rival);
    }
    return v;
  }

  /** How sure it is that this player meets a goal now (basic exactly, a secret goal by belief). */
  winChance(s: GameState, p: PlayerState, r?: PlayerMemo): number {
    if (s.config.longGame) return 0;
    if (1 + p.groups.length >= s.basicGoal) return 1;
    // Every goal but the Atlanteans' (groups in play anywhere, GOAL-ATL-1) is met by the player's
    // own cards, the config and the alignments (shifts this turn): cached per player object.
    const cacheable = s.turn.shifts.length === 0 && !this.tableWide(p.seat);
    if (cacheable) {
      r ??= this.memoOf(p);
      const hit = r.won;
      if (hit !== undefined) return hit;
    }
    let w = 0;
    for (const g of this.beliefs[p.seat]?.goals ?? []) if (goalFraction(s, p, g.goal) >= 1) w += g.weight;
    if (cacheable) r!.won = w;
    return w;
  }

  /** Whether a goal believed of `seat` counts cards beyond his own (computed once per seat). */
  private tableWide(seat: Seat): boolean {
    let x = this.wide[seat];
    if (x === undefined) this.wide[seat] = x = (this.beliefs[seat]?.goals ?? []).some((g) => g.goal.kind === 'alignmentInPlay');
    return x;
  }

  scores(s: GameState): number[] {
    return this.table(s).S;
  }

  /** Each rival's share of my worry (a softmax of threats over my rivals), for leader-sensitive choices. */
  rivalShares(s: GameState, seat: Seat = this.me): number[] {
    const { threat } = this.table(s);
    let m = -Infinity;
    for (let j = 0; j < threat.length; j++) if (j !== seat && !s.players[j].out) m = Math.max(m, threat[j]);
    const out = threat.map((x, j) => (j !== seat && !s.players[j].out ? Math.exp((x - m) / TAU) : 0));
    const z = out.reduce((a, b) => a + b, 0);
    return out.map((x) => (z > 0 ? x / z : 0));
  }

  /** Utility of `seat`: own score minus a share of the smooth maximum of the rivals' threats. */
  utilityFrom(s: GameState, t: Table | null, seat: Seat): number {
    if (s.outcome) {
      const winners = s.outcome.winners;
      if (winners.includes(seat)) return WIN / winners.length;
      if (winners.length) return -WIN;
    }
    const tab = t ?? this.table(s, seat);
    // WIN-1: goals are checked at the end of this turn. Whoever meets one now wins then, for sure
    // if it is the player on turn (nobody else acts before), very likely otherwise (only the
    // player on turn can still undo it).
    const winners = (tab.winners ??= s.players.filter((p) => tab.win[p.seat] >= 0.5).map((p) => p.seat));
    if (winners.length) {
      const end = winners.includes(seat) ? WIN / winners.length : -WIN;
      if (winners.includes(s.turn.active)) return end;
      return 0.8 * end + 0.2 * this.plain(s, tab, seat);
    }
    return this.plain(s, tab, seat);
  }

  private plain(s: GameState, tab: Table, seat: Seat): number {
    const { S, threat } = tab;
    if (!this.full) return S[seat];
    let m = -Infinity;
    for (let j = 0; j < S.length; j++) if (j !== seat && !s.players[j].out) m = Math.max(m, threat[j]);
    if (m === -Infinity) return S[seat];
    let z = 0;
    for (let j = 0; j < S.length; j++) if (j !== seat && !s.players[j].out) z += Math.exp((threat[j] - m) / TAU);
    return S[seat] - this.w.rivalry * (m + TAU * Math.log(z));
  }

  utilities(s: GameState): number[] {
    const t = s.outcome ? null : this.table(s);
    return s.players.map((p) => this.utilityFrom(s, t, p.seat));
  }

  utility(s: GameState, seat: Seat = this.me): number {
    return this.utilityFrom(s, s.outcome ? null : this.table(s, seat), seat);
  }

  /**
   * utility(s, seat) as it would be if the seat's structure had `room` instead of its own (full
   * evaluation): for states that differ from `s` only in where one of the seat's cards hangs, so
   * that nothing else the utility reads differs (the placer's arrows, stakes.ts).
   */
  utilityWithRoom(s: GameState, seat: Seat, room: Room): number {
    return this.utilityFrom(s, s.outcome ? null : this.table(s, seat, room), seat);
  }

  /** d utility / d MB for a seat (what one MB spent costs it; the bot's own weight for everyone). */
  moneyCost(_seat: Seat): number {
    return this.w.money;
  }
}
