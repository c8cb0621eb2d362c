// A crowded mid-game table for the UI benchmarks and the README screenshot, reached by real play:
// the host only opens saves by replaying their actions, so the position must be a legal game.
// Every seat follows a "collector" policy (attack the uncontrolled group with the best odds, with
// every card that can aid, spend everything on it, otherwise end the turn) until each structure holds `perSeat` groups.
// The very long game is on so that no goal ends the game on the way.
//
// The catalog has 83 groups, so 6 players cannot hold 15 groups each (90): `perSeat` 13 puts 78
// groups in structures, and the table shows 89 cards with the remaining ones uncontrolled.
import { BOT_LEVELS } from '../../../src/shared/ai/types';
import {
  applyAction,
  attackOdds,
  decider,
  legalActions,
  newGame,
  type Action,
  type GameState,
  type LegalAction,
  type Seat,
} from '../../../src/shared/engine';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { hostSave } from './saves';

export interface CrowdedTable {
  /** A host save (illuminati-host-save) to import through the UI. */
  text: string;
  actions: number;
  groupsPerSeat: number[];
  uncontrolled: number;
  /** The position the save leads to (the UI benchmark plans a capture from it). */
  state: GameState;
}

export interface CrowdedTableOptions {
  players?: number;
  perSeat?: number;
  seed?: string;
  /** Who plays each seat in the save; default: seat 0 human, the rest easy bots. */
  seats?: SeatController[];
  /** Give up after this many actions (the policy can stall when no attack is possible). */
  maxActions?: number;
  /** Groups each seat collects (default `perSeat` for all; issue 34's near-win fixture gives one seat more). */
  targets?: number[];
  /** Goals on: the normal game with this many cards to win (default: the very long game, no goals). */
  basicGoal?: number;
}

const NAMES = ['Ada', 'Boris', 'Chloe', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo'];

/** Plays the collector policy until every seat holds `perSeat` groups and seat 0 is to act in its own turn. */
export function crowdedTable(opts: CrowdedTableOptions = {}): CrowdedTable {
  const players = opts.players ?? 6;
  const perSeat = opts.perSeat ?? 13;
  const seed = opts.seed ?? 'crowded-1';
  const maxActions = opts.maxActions ?? 20_000;
  const want = (seat: Seat) => opts.targets?.[seat] ?? perSeat;
  const config = opts.basicGoal ? { players, basicGoal: opts.basicGoal, elimination: false, names: NAMES.slice(0, players) } : { players, longGame: true, names: NAMES.slice(0, players) };
  let s = newGame(config, seed).state;
  const actions: { seat: Seat; action: Action }[] = [];
  const full = (st: GameState) => st.players.every((p) => p.groups.length >= want(p.seat));
  const there = (st: GameState) => st.pending === null && st.turn.active === 0 && st.turn.phase === 'actions' && st.turn.actionsLeft === 2;
  while (!(full(s) && there(s))) {
    if (s.outcome) throw new Error(`the crowded-table game ended after ${actions.length} actions`);
    if (actions.length >= maxActions) {
      const lag = s.players.findIndex((p) => p.groups.length < perSeat);
      const tries = legalActions(s, lag).filter((l) => l.type === 'attack').length;
      throw new Error(
        `no crowded table after ${maxActions} actions: ${s.players.map((p) => p.groups.length).join(', ')} groups, ` +
          `${s.uncontrolled.length} uncontrolled, ${s.deck.length} cards in the deck, seat ${lag} sees ${tries} attacks now (${s.uncontrolled.join(' ')})`,
      );
    }
    const seat = decider(s)[0];
    const action = choose(s, seat, want(seat));
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`the collector policy chose an illegal action: ${r.reason}`);
    s = r.state;
    actions.push({ seat, action });
  }
  const seats: SeatController[] =
    opts.seats ?? Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: BOT_LEVELS[1], personality: 'balanced' as const }));
  return {
    text: JSON.stringify(hostSave(config, seed, actions, seats)),
    actions: actions.length,
    groupsPerSeat: s.players.map((p) => p.groups.length),
    uncontrolled: s.uncontrolled.length,
    state: s,
  };
}

/** The collector policy: deterministic, so the same options always give the same save. */
function choose(s: GameState, seat: Seat, perSeat: number): Action {
  const legal = legalActions(s, seat);
  const find = <T extends LegalAction['type']>(type: T) => legal.find((l) => l.type === type) as Extract<LegalAction, { type: T }> | undefined;
  const pending = s.pending;
  if (pending?.kind === 'capture' || find('placeCaptured')) {
    const place = find('placeCaptured');
    if (place) return { type: 'placeCaptured', arrow: place.arrow, transfer: 0 };
  }
  if (pending) {
    // In the attack window the attacker spends all he can, once per treasury; everyone else passes.
    if (pending.kind === 'attack' && seat === s.turn.active) {
      const spend = legal.filter((l): l is Extract<LegalAction, { type: 'spend' }> => l.type === 'spend' && l.side === undefined && l.max > 0);
      if (spend.length > 0) return { type: 'spend', card: spend[0].card, amount: spend[0].max };
    }
    if (find('pass')) return { type: 'pass' };
    return fallback(s, seat, legal);
  }
  if (seat === s.turn.active && s.turn.phase === 'actions' && s.players[seat].groups.length < perSeat) {
    const best = bestCapture(s, seat);
    if (best) return best;
  }
  if (find('endTurn')) return { type: 'endTurn' };
  return fallback(s, seat, legal);
}

/** The control attack on an uncontrolled group with the best odds (every possible aider along), or null when none has a chance. */
export function bestCapture(s: GameState, seat: Seat): Action | null {
  let best: { action: Action; chance: number } | null = null;
  for (const l of legalActions(s, seat)) {
    if (l.type !== 'attack' || l.kind !== 'control' || !s.uncontrolled.includes(l.target)) continue;
    const aiders = l.aidOptions;
    const odds = attackOdds(s, { seat, attacker: l.attacker, target: l.target, kind: 'control', aiders, money: 0 });
    if (!best || odds.chance > best.chance) best = { action: { type: 'attack', attacker: l.attacker, target: l.target, kind: 'control', aiders, privilege: null }, chance: odds.chance };
  }
  return best && best.chance > 0 ? best.action : null;
}

/**
 * The roll of `attack` by `seat` if everyone then passes (no money spent): the engine's dice come
 * from the seeded state, so the host that replays the same save rolls the same, and money the bots
 * spend only moves the number needed.
 */
export function rollOf(s: GameState, seat: Seat, attack: Action): { roll: number; needed: number } | null {
  const r = applyAction(s, seat, attack);
  if (!r.ok) return null;
  let st = r.state;
  for (let i = 0; i < 50 && st.pending?.kind === 'attack'; i++) {
    const who = decider(st)[0];
    const next = applyAction(st, who, { type: 'pass' });
    if (!next.ok) return null;
    for (const e of next.events) if (e.type === 'diceRolled') return { roll: e.roll, needed: e.needed };
    st = next.state;
  }
  return null;
}

/** Decisions the policy has no opinion on (a UFO goal, an offer, a tax): the first concrete choice. Also play-table.ts's. */
export function fallback(s: GameState, seat: Seat, legal: LegalAction[]): Action {
  for (const l of legal) {
    switch (l.type) {
      case 'chooseGoal':
        return { type: 'chooseGoal', goal: l.goals[0] };
      case 'answerOffer':
        return { type: 'answerOffer', accept: false, place: [] };
      case 'tax':
        return { type: 'tax', excuse: [] };
      case 'replaceSpecial':
        return { type: 'replaceSpecial', card: null };
      case 'pass':
      case 'endTurn':
      case 'passTurn':
        return { type: l.type };
      default:
        break;
    }
  }
  throw new Error(`the policy has no answer at seq ${s.seq} for seat ${seat}: ${legal.map((l) => l.type).join(', ')}`);
}
