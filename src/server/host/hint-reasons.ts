// Why a hint (issue 20): the facts behind the action the Hard bot suggested, as structured reasons
// each client words in its own language (shared/protocol/hint.ts). Every fact is one the asking seat
// may know: attack odds from the engine's one odds computation (odds.ts, public numbers only), goal
// progress from its own standings (standings.ts hides what it may not know), the structures on the
// table. Nothing here depends on the hands of others, the deck or the dice generator.
import { applyAction, legalActions, type Action, type GameState, type Seat } from '../../shared/engine';
import { spendSources } from '../../shared/engine';
import { openArrows, subtree } from '../../shared/engine';
import type { HintReason } from '../../shared/protocol/hint';
import type { PlayerStanding } from '../../shared/protocol/messages';
import { oddsFor } from './odds';
import { standings } from './standings';

/** A rival this close to a goal (share of it done) is a threat worth naming (as Hard's strikes, hard.ts). */
export const THREAT_FROM = 0.75;

type AttackWindow = Extract<NonNullable<GameState['pending']>, { kind: 'attack' }>;

function chanceOf(s: GameState, seat: Seat, w: AttackWindow): number | null {
  const r = oddsFor(s, seat, { attacker: w.attacker, target: w.target, kind: w.attack, aiders: [...w.aiders], money: w.money });
  return r.ok ? r.value.chance : null;
}

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

/** The attack window of a pending decision (under a reaction to it, say). */
function attackOf(p: GameState['pending']): AttackWindow | null {
  for (let w = p; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'attack') return w;
  return null;
}

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

/** The reasons for `action` by `seat` in `s`, the most telling first, at most two. */
export function hintReasons(s: GameState, seat: Seat, action: Action): HintReason[] {
  const rows = standings(s, seat);
  const threat = nearest(rows, s, seat);
  const out: HintReason[] = [];
  const w = s.pending?.kind === 'attack' ? s.pending : null;
  switch (action.type) {
    case 'attack': {
      const odds = attackReason(s, seat, action);
      if (odds) out.push(odds);
      const owner = ownerOf(s, action.target);
      if (threat && owner === threat.seat) out.push(threat);
      else if (action.kind === 'control') {
        const me = rows[seat].basic;
        const moved = owner === null ? 1 : subtree(s.players[owner], action.target).length;
        out.push({ kind: 'goal', have: me.have, after: me.have + moved, need: me.need });
      }
      break;
    }
    case 'spend': {
      if (!w) break;
      const before = chanceOf(s, seat, w);
      const next = applyAction(s, seat, action);
      const after = next.ok && next.state.pending?.kind === 'attack' ? chanceOf(next.state, seat, next.state.pending) : null;
      const side = action.side ?? (w.attackSeat === seat ? 'for' : 'against');
      if (before !== null && after !== null) out.push({ kind: 'spend', side, before, after });
      // Spending against a rival's attack, or for an attack on a rival's group, when he is close.
      if (threat && ((side === 'against' && w.attackSeat === threat.seat) || (side === 'for' && w.defender === threat.seat))) out.push(threat);
      break;
    }
    case 'pass': {
      const chance = w ? chanceOf(s, seat, w) : null;
      if (w && chance !== null) out.push({ kind: 'hold', chance, mine: w.attackSeat === seat });
      break;
    }
    case 'placeCaptured':
    case 'moveGroup': {
      const r = arrowsReason(s, seat, action);
      if (r) out.push(r);
      break;
    }
    case 'offer': {
      // Groups an accepted offer brings count toward the basic goal (GIVE-4).
      const me = rows[seat].basic;
      if (action.get.groups.length > 0) out.push({ kind: 'goal', have: me.have, after: me.have + action.get.groups.length, need: me.need });
      break;
    }
    case 'conceal':
      out.push({ kind: 'conceal' }); // the bots hold back only when the full values would name the card (ai/conceal.ts)
      break;
    case 'endTurn':
    case 'passTurn':
      // Passing the turn collects 5 MB on the Illuminati (ACT-5).
      out.push({ kind: 'rest', money: s.players[seat].money + (action.type === 'passTurn' ? 5 : 0) });
      break;
    default:
      break;
  }
  if (out.length === 0) out.push({ kind: 'best' });
  return out.slice(0, 2);
}
