// Hidden Illuminati (ADV-HIDDEN-ILLUM-1..5, AMB-42, EDN-24, EDN-25): face-down Illuminati, the
// accusation action, misstated values, reveals, and what observations and events may show.
//
// Who knows a face-down Illuminati: its owner, and everyone once it is revealed (a right
// accusation, or in DE any use of its ability) or once the game is over. Everything a viewer is
// sent passes through maskFor(): another player's unrevealed Illuminati id becomes null where a
// field names the Illuminati (`illuminati`) and `hidden-illuminati-<seat>` wherever else a card id
// stands (a master, an attacker, a treasury, a record key), so layouts still work. Values under
// `borrowedGoal`, `goal` and `guess` name goals or guesses, not cards, and are left alone (a
// goal or a wrong guess that happens to name a hidden card must not be turned into its seat).
import { illuminati, isIlluminatiId } from '../cards';
import type { Action, LegalAction } from './actions';
import type { GameEvent } from './events';
import { baseTarget, type Modifier } from './modifiers';
import { checkMisstate, claimRange } from './claims';
import { editionOf, illuminatiSet, ufoBonus } from './options';
import { type Ctx, emit, mt, mps } from './state';
import type { GameState, PlayerState, Seat } from './types';

type Accuse = Extract<Action, { type: 'accuse' }>;
type Conceal = Extract<Action, { type: 'conceal' }>;
type Misstate = Extract<Action, { type: 'misstate' }>;

export const HIDDEN_PREFIX = 'hidden-illuminati-';

/** The stand-in for seat's face-down Illuminati wherever a card id is needed. */
export function hiddenCardId(seat: Seat): string {
  return `${HIDDEN_PREFIX}${seat}`;
}

/** Is this seat's Illuminati face down to everyone but its owner now? */
export function isHidden(s: GameState, seat: Seat): boolean {
  return !!s.config.hiddenIlluminati && !s.outcome && !s.players[seat].revealed;
}

/** Turn a face-down Illuminati up for the rest of the game (ADV-HIDDEN-ILLUM-3, EDN-24); its claims end. */
export function reveal(ctx: Ctx, seat: Seat, reason: 'accusation' | 'ability'): void {
  const s = ctx.s;
  if (!s.config.hiddenIlluminati || s.players[seat].revealed) return;
  const p = mps(ctx, seat);
  p.revealed = true;
  p.claim = null;
  emit(ctx, { type: 'illuminatiRevealed', to: 'all', seat, illuminati: p.illuminati, reason });
}

/** EDN-24: in DE, using the Illuminati's special ability reveals it; in EN and IT it does not (AMB-42). */
export function abilityUsed(ctx: Ctx, seat: Seat): void {
  if (ctx.s.config.hiddenIlluminati && editionOf(ctx.s.config) === 'de') reveal(ctx, seat, 'ability');
}

/**
 * EDN-24: the explicit uses of an ability by an action: the Bavarians' paid privilege, a printed
 * attack bonus of the Illuminati (Discordians, Cthulhu, Assassins), the UFO card's second attack of
 * a turn, the Gnomes' redistribution and the Triangle's reorganisation. (The Network's second draw
 * and the Atlanteans' double Income are reported by turn.ts as they happen.) Runs after the action.
 */
export function afterAction(ctx: Ctx, seat: Seat, a: Action): void {
  const s = ctx.s;
  if (!s.config.hiddenIlluminati || editionOf(s.config) !== 'de' || s.outcome) return;
  const p = s.players[seat];
  if (!p || p.out) return;
  if (a.type === 'setTreasuries' || a.type === 'reorganize') return abilityUsed(ctx, seat);
  if (a.type !== 'attack') return;
  const w = s.pending;
  if (w?.kind !== 'attack' || w.attackSeat !== seat) return;
  if (a.privilege?.kind === 'bavarian') return abilityUsed(ctx, seat);
  const cards = [a.attacker, ...a.aiders];
  if (p.illuminati === 'ufos' && cards.includes('ufos') && (s.turn.participated.ufos ?? 0) >= 1) return abilityUsed(ctx, seat);
  const spec = { seat, attacker: a.attacker, target: a.target, kind: a.kind, aiders: a.aiders };
  if (baseTarget(s, spec).breakdown.some((m) => m.rule === 'MOD-ABIL-1')) abilityUsed(ctx, seat);
}

// ---- Accusation (ACT-2 item 6, ADV-HIDDEN-ILLUM-3) ----

export function checkAccuse(s: GameState, seat: Seat, a: Accuse): string | null {
  if (!s.config.hiddenIlluminati) return 'Accusations belong to the Hidden Illuminati option (ADV-HIDDEN-ILLUM-3).';
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat || s.turn.phase !== 'actions') return 'Accuse in your own action phase (ADV-HIDDEN-ILLUM-3).';
  if (s.turn.actionsLeft < 1) return 'You have no action left this turn.';
  const q = s.players[a.seat];
  if (!Number.isInteger(a.seat) || !q || q.out || a.seat === seat) return 'Accuse another player still in the game.';
  if (q.revealed) return 'That player\u2019s Illuminati is already face up.';
  if (typeof a.illuminati !== 'string' || !isIlluminatiId(a.illuminati) || !illuminatiSet(editionOf(s.config)).includes(a.illuminati))
    return 'Name an Illuminati of this game\u2019s set.';
  if (a.illuminati === s.players[seat].illuminati) return 'That is your own Illuminati.';
  return null;
}

/** One action of the accuser; a right guess turns the accused face up for the rest of the game, a wrong one does nothing. */
export function accuse(ctx: Ctx, seat: Seat, a: Accuse): void {
  const s = ctx.s;
  mt(ctx).actionsLeft--;
  mt(ctx).acted = true;
  const correct = s.players[a.seat].illuminati === a.illuminati;
  emit(ctx, { type: 'accused', to: 'all', seat, accused: a.seat, guess: a.illuminati, correct });
  if (correct) reveal(ctx, a.seat, 'accusation');
}

/** The accusations and claims open to the seat now, as concrete actions (legalActions). */
export function hiddenActions(s: GameState, seat: Seat): Extract<LegalAction, { type: 'accuse' | 'misstate' | 'conceal' }>[] {
  const out: Extract<LegalAction, { type: 'accuse' | 'misstate' | 'conceal' }>[] = [];
  if (!s.config.hiddenIlluminati) return out;
  const me = s.players[seat];
  if (!s.pending && s.turn.active === seat && s.turn.phase === 'actions' && s.turn.actionsLeft > 0) {
    const known = new Set<string>([me.illuminati]);
    for (const q of s.players) if (q.revealed) known.add(q.illuminati);
    const guesses = illuminatiSet(editionOf(s.config)).filter((id) => !known.has(id));
    for (const q of s.players)
      if (q.seat !== seat && !q.out && !q.revealed) for (const g of guesses) out.push({ type: 'accuse', seat: q.seat, illuminati: g });
  }
  const hold = concealTemplate(s, seat);
  if (hold) out.push(hold);
  const probe: Misstate = { type: 'misstate', power: 0, income: 0 };
  if (s.config.misstate && checkMisstate(s, seat, probe) === null) {
    const now = me.claim ?? { power: 0, income: 0 };
    for (const power of claimRange(s))
      for (const income of claimRange(s)) if (power !== now.power || income !== now.income) out.push({ type: 'misstate', power, income });
  }
  return out;
}

// ---- Holding back so as not to show (ADV-HIDDEN-ILLUM-2, AMB-42; the rules read it in conceal.ts) ----

/** Abilities that work by themselves and would show the card: the Network's draw, attack bonuses, the immunity, double Income. */
const SHOWING = new Set(['extraDraw', 'attackBonus', 'immuneTo', 'doubleIncome']);

/**
 * The `conceal` template when the seat may change what he holds back: face down, in his own secret
 * window before the first turn (for his starting money) or on his own turn with nothing pending.
 * Income up to the printed Income plus what he may state (the large-game bonus comes on top anyway);
 * Power up to the card's Power with the UFO bonus and what he may state.
 */
export function concealTemplate(s: GameState, seat: Seat): Extract<LegalAction, { type: 'conceal' }> | null {
  if (concealTiming(s, seat)) return null;
  const p = s.players[seat];
  const card = illuminati(p.illuminati);
  const more = s.config.misstate ? Math.max(...claimRange(s)) : 0;
  return {
    type: 'conceal',
    maxIncome: card.income + more,
    maxPower: card.power + ufoBonus(s, p.illuminati) + more,
    ability: card.abilities.some((a) => SHOWING.has(a.kind)),
  };
}

function concealTiming(s: GameState, seat: Seat): string | null {
  const p = s.players[seat];
  if (!s.config.hiddenIlluminati) return 'Holding back belongs to the Hidden Illuminati option (ADV-HIDDEN-ILLUM-2).';
  if (!p || p.out || s.outcome) return 'You are not in the game.';
  if (p.revealed) return 'Your Illuminati is face up: there is nothing left to hide (ADV-HIDDEN-ILLUM-2).';
  const w = s.pending;
  if (w?.kind === 'chooseGoal' && w.seat === seat) return null;
  if (w || s.turn.active !== seat || s.turn.phase === 'over') return 'Choose what to hold back in your secret window before the first turn or on your own turn.';
  return null;
}

export function checkConceal(s: GameState, seat: Seat, a: Conceal): string | null {
  const why = concealTiming(s, seat);
  if (why) return why;
  const t = concealTemplate(s, seat)!;
  const amount = (x: unknown, max: number) => x === null || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max);
  if (!amount(a.income, t.maxIncome)) return `Take from 0 to ${t.maxIncome} MB of Income, or all of it (ADV-HIDDEN-ILLUM-2).`;
  if (!amount(a.power, t.maxPower)) return `Apply from 0 to ${t.maxPower} Power, or all of it (ADV-HIDDEN-ILLUM-2).`;
  if (typeof a.ability !== 'boolean') return 'Say whether you use your Illuminati\u2019s ability.';
  return null;
}

/** The new choice, told to the player alone; it holds from his next income (or starting money), draw and attack. */
export function conceal(ctx: Ctx, seat: Seat, a: Conceal): void {
  mps(ctx, seat).conceal = { income: a.income, power: a.power, ability: a.ability };
  emit(ctx, { type: 'concealChosen', to: [seat], seat, income: a.income, power: a.power, ability: a.ability });
}

// ---- What a viewer may be told ----

/**
 * An attack's odds breakdown as `viewer` may read it (ADV-HIDDEN-ILLUM-1): while the attacking seat's
 * Illuminati is face down to him, every term that comes from that card (its Power or aid, stated or
 * held back, the UFO bonus, its printed attack bonus) becomes one term, the number a real table
 * would hear, named after no card.
 */
export function maskBreakdown(s: GameState, viewer: Seat | 'spectator', seat: Seat, breakdown: readonly Modifier[]): Modifier[] {
  if (viewer === seat || !isHidden(s, seat)) return [...breakdown];
  const il = s.players[seat].illuminati;
  const fromCard = (m: Modifier) => ('card' in m.term && m.term.card === il) || m.term.kind === 'ufoBonus' || m.term.kind === 'statedPower';
  const own = breakdown.filter(fromCard);
  if (own.length === 0) return [...breakdown];
  const value = own.reduce((t, m) => t + m.value, 0);
  const merged: Modifier = { rule: 'ADV-HIDDEN-ILLUM-1', label: 'The face-down Illuminati', value, term: { kind: 'statedPower' } };
  const out = breakdown.filter((m) => !fromCard(m));
  out.splice(breakdown.indexOf(own[0]), 0, merged);
  return out;
}

const NOT_CARDS = new Set(['borrowedGoal', 'goal', 'guess']);

/** Map from each Illuminati id this viewer may not know to its stand-in; empty when nothing is hidden. */
export function hiddenFrom(s: GameState, viewer: Seat | 'spectator'): Map<string, string> {
  const out = new Map<string, string>();
  if (!s.config.hiddenIlluminati || s.outcome) return out;
  for (const p of s.players) if (p.seat !== viewer && isHidden(s, p.seat)) out.set(p.illuminati, hiddenCardId(p.seat));
  return out;
}

/** A deep copy of `x` with the hidden ids replaced (null under an `illuminati` key, the stand-in elsewhere, keys too). */
export function maskFor<T>(x: T, hidden: ReadonlyMap<string, string>): T {
  if (hidden.size === 0) return x;
  return mask(x, hidden, '') as T;
}

function mask(x: unknown, hidden: ReadonlyMap<string, string>, key: string): unknown {
  if (typeof x === 'string') {
    const h = hidden.get(x);
    return h === undefined ? x : key === 'illuminati' ? null : h;
  }
  if (Array.isArray(x)) return x.map((v) => mask(v, hidden, key));
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[hidden.get(k) ?? k] = NOT_CARDS.has(k) ? v : mask(v, hidden, k);
    return out;
  }
  return x;
}

/** The hidden ids an event names in card positions. */
function named(x: unknown, ids: ReadonlyMap<string, Seat>, found: Set<Seat>): void {
  if (typeof x === 'string') {
    const seat = ids.get(x);
    if (seat !== undefined) found.add(seat);
  } else if (Array.isArray(x)) for (const v of x) named(v, ids, found);
  else if (x && typeof x === 'object')
    for (const [k, v] of Object.entries(x)) {
      const seat = ids.get(k);
      if (seat !== undefined) found.add(seat);
      if (!NOT_CARDS.has(k)) named(v, ids, found);
    }
}

/**
 * Rewrite `events[from..]` so that nobody is told an Illuminati he may not know (state after the
 * action decides: a card revealed by the action is no secret any more). An event naming the hidden
 * Illuminati of seats H is split: each owner in H gets a copy masking the others of H, and the
 * rest of its audience (spectators included) a copy masking all of H.
 */
export function maskEvents(s: GameState, events: GameEvent[], from: number): void {
  if (!s.config.hiddenIlluminati || s.outcome) return;
  const ids = new Map<string, Seat>();
  for (const p of s.players) if (isHidden(s, p.seat)) ids.set(p.illuminati, p.seat);
  if (ids.size === 0) return;
  const out: GameEvent[] = events.slice(0, from);
  for (let i = from; i < events.length; i++) {
    const e = events[i];
    const found = new Set<Seat>();
    named(e, ids, found);
    if (found.size === 0) {
      out.push(e);
      continue;
    }
    const audience = e.to === 'all' ? s.players.map((p) => p.seat) : e.to;
    const owners = [...found].filter((x) => audience.includes(x));
    const hiddenOf = (seats: Iterable<Seat>) => {
      const m = new Map<string, string>();
      for (const x of seats) m.set(s.players[x].illuminati, hiddenCardId(x));
      return m;
    };
    for (const o of owners) out.push({ ...maskFor(e, hiddenOf([...found].filter((x) => x !== o))), to: [o] });
    const masked = maskFor(e, hiddenOf(found));
    if (e.to === 'all') out.push({ ...masked, to: 'all', ...(owners.length ? { notTo: owners } : {}) });
    else {
      const rest = e.to.filter((x) => !owners.includes(x));
      if (rest.length) out.push({ ...masked, to: rest });
    }
  }
  events.length = 0;
  events.push(...out);
}

