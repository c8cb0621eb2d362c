// Positions for the "play on the cards" tests (issue 18), reached by real play: the host only
// opens saves by replaying their actions, so every position is a legal game. Ada (seat 0, the
// human) attacks the uncontrolled group with the best odds each turn, with every card that can
// aid, and spends all she can on it; the three bots end their turns and pass. The play stops at
// the first position that `stop` accepts, with Ada to decide.
import {
  applyAction,
  attackOdds,
  decider,
  legalActions,
  newGame,
  type Action,
  type GameConfig,
  type GameState,
  type LegalAction,
  type Seat,
} from '../../../src/shared/engine';
import type { IlluminatiId } from '../../../src/shared/cards';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { fallback } from './crowded-table';
import { hostSave } from './saves';

const NAMES = ['Ada', 'Boris', 'Chloe', 'Dmitri'];
const SEATS: SeatController[] = [
  { kind: 'human' },
  { kind: 'bot', level: 'easy', personality: 'balanced' },
  { kind: 'bot', level: 'easy', personality: 'balanced' },
  { kind: 'bot', level: 'easy', personality: 'balanced' },
];

export interface PlayedTable {
  /** A host save to put in the data folder's saves/. */
  text: string;
  state: GameState;
}

/** Plays from a new 4-player very long game (seed `seed`, Ada's Illuminati as given) until `stop` holds; throws after `maxActions`. */
export function playTo(seed: string, stop: (s: GameState) => boolean, opts: { illuminati?: IlluminatiId; maxActions?: number } = {}): PlayedTable {
  const maxActions = opts.maxActions ?? 3000;
  // No goal and no elimination (ELIM-1) can end the game on the way, as in the ENDLESS setup.
  const config: GameConfig = { players: 4, longGame: true, elimination: false, names: NAMES, illuminati: [opts.illuminati ?? 'bavarian-illuminati', null, null, null] };
  let s = newGame(config, seed).state;
  const actions: { seat: Seat; action: Action }[] = [];
  while (!stop(s)) {
    if (s.outcome || actions.length >= maxActions) throw new Error(`no such position after ${actions.length} actions (seed ${seed})`);
    const seat = decider(s)[0];
    const action = choose(s, seat);
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`the policy chose an illegal action: ${r.reason}`);
    s = r.state;
    actions.push({ seat, action });
  }
  return { text: JSON.stringify(hostSave(config, seed, actions, SEATS)), state: s };
}

/** Ada must place a captured group on her Illuminati card, one of whose arrows already holds a group. */
export function captureWithBlockedArrow(s: GameState): boolean {
  const w = s.pending;
  if (w?.kind !== 'capture' || w.attackSeat !== 0) return false;
  const me = s.players[0];
  return w.attacker === me.illuminati && me.groups.some((g) => g.master === me.illuminati);
}

/** Ada's own turn, both actions left, two groups or more, money in her treasury and a group she can move. */
export function ownTurnWithGroups(s: GameState): boolean {
  if (s.pending !== null || s.turn.active !== 0 || s.turn.phase !== 'actions' || s.turn.actionsLeft !== 2) return false;
  const me = s.players[0];
  if (me.groups.length < 2 || me.money < 1) return false;
  return legalActions(s, 0).some((l) => l.type === 'moveGroup');
}

function choose(s: GameState, seat: Seat): Action {
  const legal = legalActions(s, seat);
  const find = <T extends LegalAction['type']>(type: T) => legal.find((l) => l.type === type) as Extract<LegalAction, { type: T }> | undefined;
  const place = find('placeCaptured');
  if (place) return { type: 'placeCaptured', arrow: place.arrow, transfer: 0 };
  const pending = s.pending;
  if (pending) {
    if (pending.kind === 'attack' && seat === 0 && s.turn.active === 0) {
      const spend = legal.find((l): l is Extract<LegalAction, { type: 'spend' }> => l.type === 'spend' && l.side === undefined && l.max > 0);
      if (spend) return { type: 'spend', card: spend.card, amount: spend.max };
    }
    if (find('pass')) return { type: 'pass' };
    return fallback(s, seat, legal);
  }
  if (seat === 0 && s.turn.active === 0 && s.turn.phase === 'actions') {
    let best: { action: Action; chance: number } | null = null;
    for (const l of legal) {
      if (l.type !== 'attack' || l.kind !== 'control' || !s.uncontrolled.includes(l.target)) continue;
      const odds = attackOdds(s, { seat, attacker: l.attacker, target: l.target, kind: 'control', aiders: l.aidOptions, money: 0 });
      if (!best || odds.chance > best.chance) best = { action: { type: 'attack', attacker: l.attacker, target: l.target, kind: 'control', aiders: l.aidOptions, privilege: null }, chance: odds.chance };
    }
    if (best && best.chance > 0) return best.action;
  }
  if (find('endTurn')) return { type: 'endTurn' };
  return fallback(s, seat, legal);
}
