// Why a hint (issues 20 and 36): the facts behind the action the Hard bot suggested, as structured
// reasons each client words in its own language (shared/protocol/hint.ts), one to three for every
// kind of action. Every fact is one the asking seat may know: attack odds from the engine's one odds
// computation (odds.ts, public numbers only), goal progress from its own standings (standings.ts
// hides what it may not know), the structures on the table, what the action changes (hint-effects.ts),
// what the bots' protection deal buys (ai/deals.ts). Nothing here depends on the hands of others,
// the deck or the dice generator.
import { beliefsFrom } from '../../shared/ai/beliefs';
import { concealCover, concealStance, COVER, HIDE_WORTH } from '../../shared/ai/conceal';
import { placesFor } from '../../shared/ai/structure';
import { applyAction, attackOdds, legalActions, observe, openArrows, spendSources, subtree, type Action, type GameState, type OfferWindow, type Seat } from '../../shared/engine';
import type { HintReason } from '../../shared/protocol/hint';
import type { PlayerStanding } from '../../shared/protocol/messages';
import { after, attackOf, chanceOf, effects, goalChanges, totalMoney } from './hint-effects';
import { oddsFor } from './odds';
import { standings } from './standings';

/** A rival this close to a goal (share of it done) is a threat worth naming (as Hard's strikes, hard.ts). */
export const THREAT_FROM = 0.75;


/** The rival nearest to a goal he is at least THREAT_FROM of the way to, with his numbers. */
function nearest(rows: readonly PlayerStanding[], s: GameState, seat: Seat): Extract<HintReason, { kind: 'threat' }> | null {
  let top: Extract<HintReason, { kind: 'threat' }> | null = null;
  let topShare = THREAT_FROM;
  for (const r of rows) {
    if (r.seat === seat || s.players[r.seat]?.out) continue;
    for (const g of [r.basic, r.special]) {
      if (!g || g.need <= 0) continue;
      const share = g.have / g.need;
      if (share >= topShare) {
        topShare = share;
        top = { kind: 'threat', seat: r.seat, have: g.have, need: g.need };
      }
    }
  }
  return top;
}

/** T from which the attack is as likely as it gets: 11 and 12 always fail (ATK-7). */
const BEST_NEEDED = 10;


/**
 * The odds of an attack, and what the least money that brings it to its best chance would make of
 * them: the attacker pays +1 per MB from the attacking group and his Illuminati (ATK-MONEY-1), as
 * the engine's spending sources say once the attack is declared (after a privilege's cost).
 */
function attackReason(s: GameState, seat: Seat, a: Extract<Action, { type: 'attack' }>): HintReason | null {
  const q = { attacker: a.attacker, target: a.target, kind: a.kind, aiders: a.aiders };
  const now = oddsFor(s, seat, { ...q, money: 0 });
  if (!now.ok) return null;
  const reason: Extract<HintReason, { kind: 'odds' }> = { kind: 'odds', needed: now.value.needed, chance: now.value.chance };
  const next = applyAction(s, seat, a);
  const w = next.ok ? attackOf(next.state.pending) : null;
  const purse = next.ok && w ? spendSources(next.state, w, seat).reduce((n, x) => n + (x.per > 0 ? x.max : 0), 0) : 0;
  const money = Math.min(purse, BEST_NEEDED - now.value.needed);
  if (money <= 0) return reason;
  const spent = oddsFor(s, seat, { ...q, money });
  return spent.ok ? { ...reason, spend: { money, needed: spent.value.needed, chance: spent.value.chance } } : reason;
}

/**
 * The income choice under hidden Illuminati, in the bots' own numbers (ai/conceal.ts): holding back,
 * how many Illuminati still fit what the seat shows against how many would in full; taking
 * everything, why hiding no longer pays.
 */
function concealReason(s: GameState, seat: Seat, a: Extract<Action, { type: 'conceal' }>): HintReason | null {
  const t = legalActions(s, seat).find((l) => l.type === 'conceal');
  if (!t || t.type !== 'conceal') return null;
  const obs = observe(s, seat);
  // What the card has shown is the table's record (PlayerState.shown), in the observation.
  const { full, cover } = concealCover(obs, seat, t, a);
  if (a.income !== null || a.power !== null || !a.ability) return { kind: 'conceal', full, cover, min: COVER };
  const stance = concealStance(obs, seat, t);
  // A bot would hold back here (a drafted move): say what taking everything shows.
  if (stance.conceal) return { kind: 'reveal', why: 'exposed', cover: full, min: COVER, cost: 0, worth: HIDE_WORTH };
  return { kind: 'reveal', why: stance.why ?? 'shown', cover, min: COVER, cost: Math.ceil(stance.would ?? 0), worth: HIDE_WORTH };
}

/**
 * A placement or a move: how many arrows of the structure stay open for groups to come (the
 * engine's geometry; DEF-11), and whether any other place for the same group would leave more.
 */
function arrowsReason(s: GameState, seat: Seat, a: Extract<Action, { type: 'placeCaptured' | 'moveGroup' }>): HintReason | null {
  const open = (x: Action) => {
    const r = applyAction(s, seat, x);
    return r.ok ? openArrows(r.state.players[seat]).length : -1;
  };
  const mine = open(a);
  if (mine < 0) return null;
  const others: Action[] = [];
  for (const l of legalActions(s, seat)) {
    if (a.type === 'placeCaptured' && l.type === 'placeCaptured') others.push({ type: 'placeCaptured', arrow: l.arrow, transfer: 0 });
    if (a.type === 'moveGroup' && l.type === 'moveGroup' && l.group === a.group) others.push(l);
  }
  return { kind: 'arrows', open: mine, most: others.every((x) => open(x) <= mine) };
}

/** The owner of a group in play, null when uncontrolled. */
function ownerOf(s: GameState, id: string): Seat | null {
  return s.players.find((p) => !p.out && p.groups.some((g) => g.id === id))?.seat ?? null;
}

/** Who else plays at the table, for the reasons that depend on it (a bot's promise, hint-deals). */
export interface HintTable {
  /** Seats played by bots. */
  bots?: readonly Seat[];
}

/** Money for nothing: the bots' protection deal (ai/deals.ts isProtection). */
const isProtection = (w: Pick<OfferWindow, 'give' | 'get'>) =>
  w.give.money > 0 && w.give.groups.length === 0 && w.give.specials.length === 0 && w.get.money === 0 && w.get.groups.length === 0 && w.get.specials.length === 0;

/** The best attack the seat could still make, at its odds without money (the engine's). */
function bestAttack(s: GameState, seat: Seat): { needed: number; chance: number } | undefined {
  let best: { needed: number; chance: number } | undefined;
  for (const l of legalActions(s, seat)) {
    if (l.type !== 'attack') continue;
    const r = attackOdds(s, { seat, attacker: l.attacker, target: l.target, kind: l.kind, aiders: l.aidOptions, money: 0 });
    if (!best || r.needed > best.needed) best = { needed: r.needed, chance: r.chance };
  }
  return best;
}

/** The state after an offer is made and accepted (the receiver's groups placed as a bot would), or null. */
function accepted(s: GameState, seat: Seat, a: Extract<Action, { type: 'offer' }>): GameState | null {
  const made = applyAction(s, seat, a);
  if (!made.ok) return null;
  const place = placesFor(made.state.players[a.to], a.give.groups, a.get.groups) ?? [];
  return after(made.state, a.to, { type: 'answerOffer', accept: true, place });
}

/** A control attack's reasons besides its odds: the goal it brings, the rival it sets back. */
function attackGoals(s: GameState, seat: Seat, a: Extract<Action, { type: 'attack' }>, rows: readonly PlayerStanding[]): HintReason[] {
  const out: HintReason[] = [];
  const owner = ownerOf(s, a.target);
  const moved = owner === null ? 1 : subtree(s.players[owner], a.target).length;
  if (a.kind === 'control') {
    const me = rows[seat].basic;
    out.push({ kind: 'goal', have: me.have, after: me.have + moved, need: me.need });
  }
  if (owner !== null && owner !== seat) {
    const his = rows[owner].basic;
    out.push({ kind: 'rival', seat: owner, goal: 'basic', have: his.have, after: his.have - moved, need: his.need, measure: 'cards' });
  }
  return out;
}

/** The reasons for `action` by `seat` in `s`, the most telling first, one to three. */
export function hintReasons(s: GameState, seat: Seat, action: Action, table: HintTable = {}): HintReason[] {
  const rows = standings(s, seat);
  const threat = nearest(rows, s, seat);
  const out: HintReason[] = [];
  const w = s.pending?.kind === 'attack' ? s.pending : null;
  const addThreat = (when: boolean) => {
    if (threat && when && !out.some((r) => r.kind === 'threat')) out.push(threat);
  };
  switch (action.type) {
    case 'attack': {
      const odds = attackReason(s, seat, action);
      if (odds) out.push(odds);
      addThreat(ownerOf(s, action.target) === threat?.seat);
      out.push(...attackGoals(s, seat, action, rows));
      break;
    }
    case 'spend': {
      if (!w) break;
      const before = chanceOf(s, seat, w);
      const next = applyAction(s, seat, action);
      const now = next.ok && next.state.pending?.kind === 'attack' ? chanceOf(next.state, seat, next.state.pending) : null;
      const side = action.side ?? (w.attackSeat === seat ? 'for' : 'against');
      if (before !== null && now !== null) out.push({ kind: 'spend', side, before, after: now });
      // Spending against a rival's attack, or for an attack on a rival's group, when he is close.
      addThreat(!!threat && ((side === 'against' && w.attackSeat === threat.seat) || (side === 'for' && w.defender === threat.seat)));
      break;
    }
    case 'pass': {
      const chance = w ? chanceOf(s, seat, w) : null;
      if (w && chance !== null) out.push({ kind: 'hold', chance, mine: w.attackSeat === seat });
      else if (s.pending?.kind === 'reaction') out.push({ kind: 'keep', cards: s.players[seat].hand.length });
      break;
    }
    case 'callOff': {
      const aw = attackOf(s.pending);
      const chance = aw ? chanceOf(s, seat, aw) : null;
      if (chance !== null) out.push({ kind: 'callOff', chance });
      break;
    }
    case 'placeCaptured':
    case 'moveGroup': {
      const r = arrowsReason(s, seat, action);
      if (r) out.push(r);
      break;
    }
    case 'offer': {
      if (isProtection(action)) {
        out.push({ kind: 'protection', seat: action.to, money: action.give.money, bot: !!table.bots?.includes(action.to) });
        addThreat(threat?.seat === action.to);
        break;
      }
      const done = accepted(s, seat, action);
      if (done) out.push(...effects(s, done, seat, action));
      break;
    }
    case 'answerOffer': {
      const o = s.pending?.kind === 'offer' ? s.pending : null;
      if (!o) break;
      if (action.accept && isProtection(o)) out.push({ kind: 'paid', seat: o.from, money: o.give.money });
      if (!action.accept) {
        // What accepting would have done: the offerer's goals brought on, the threat he is.
        const place = placesFor(s.players[seat], o.give.groups, o.get.groups) ?? [];
        const yes = after(s, seat, { type: 'answerOffer', accept: true, place });
        if (yes) out.push(...goalChanges(s, yes, seat, true));
        addThreat(threat?.seat === o.from);
      }
      break;
    }
    case 'accuse': {
      // How likely the bot believes the accusation, from what the seat has seen (beliefs.ts).
      const ids = beliefsFrom(observe(s, seat))[action.seat]?.identities ?? [];
      out.push({ kind: 'belief', seat: action.seat, chance: ids.find((x) => x.id === action.illuminati)?.weight ?? 0 });
      break;
    }
    case 'conceal': {
      const r = concealReason(s, seat, action);
      if (r) out.push(r);
      break;
    }
    case 'endTurn':
    case 'passTurn': {
      // Passing the turn collects 5 MB on the Illuminati (ACT-5).
      const best = s.turn.actionsLeft > 0 ? bestAttack(s, seat) : undefined;
      out.push({ kind: 'rest', money: s.players[seat].money + (action.type === 'passTurn' ? 5 : 0), ...(best ? { best } : {}) });
      break;
    }
    default:
      break;
  }
  // Everything else, and what the above leaves unsaid: what the action changes.
  if (out.length < 2 && action.type !== 'pass' && action.type !== 'endTurn' && action.type !== 'passTurn' && action.type !== 'attack') {
    const next = action.type === 'offer' ? null : after(s, seat, action);
    if (next) for (const r of effects(s, next, seat, action)) if (!out.some((x) => x.kind === r.kind)) out.push(r);
  }
  // Nothing changed that the seat can see: where its money stands (never a reason-less hint).
  if (out.length === 0) out.push({ kind: 'money', before: totalMoney(s, seat), after: totalMoney(s, seat) });
  return out.slice(0, 3);
}
