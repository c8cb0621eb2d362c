// Positions for issue 34's tests (the game asks the player only what concerns him), reached by
// legal play from the crowded-table collector (crowded-table.ts) so the host can replay them:
// a bot's attack window on one of Ada's groups, a bot's attack on an uncontrolled group, and a
// rival one group short of the basic goal.
import { applyAction, attackOdds, decider, legalActions, type Action, type GameState, type Seat } from '../../../src/shared/engine';
import type { HostSave } from '../../../src/server/host';
import { bestCapture, crowdedTable, fallback, type CrowdedTableOptions } from './crowded-table';

export interface Position {
  text: string;
  state: GameState;
}

/** Everyone passes, ends the turn or takes the first choice until `until` holds. */
function driveUntil(s: GameState, actions: { seat: Seat; action: Action }[], until: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 5000 && !until(s); i++) {
    if (s.outcome) throw new Error('the fixture game ended');
    const seat = decider(s)[0];
    const legal = legalActions(s, seat);
    const place = legal.find((l) => l.type === 'placeCaptured');
    const action: Action = place
      ? { type: 'placeCaptured', arrow: place.arrow, transfer: 0 }
      : legal.some((l) => l.type === 'pass')
        ? { type: 'pass' }
        : legal.some((l) => l.type === 'endTurn')
          ? { type: 'endTurn' }
          : fallback(s, seat, legal);
    s = apply(s, seat, action, actions);
  }
  if (!until(s)) throw new Error('the fixture never got there');
  return s;
}

function apply(s: GameState, seat: Seat, action: Action, actions: { seat: Seat; action: Action }[]): GameState {
  const r = applyAction(s, seat, action);
  if (!r.ok) throw new Error(`fixture action refused: ${r.reason}`);
  actions.push({ seat, action });
  return r.state;
}

const onTurn = (seat: Seat) => (s: GameState) => s.pending === null && s.turn.active === seat && s.turn.phase === 'actions';

/** From a collector table, on to seat 1's turn, where seat 1 declares `pick(state)`. */
function botAttack(opts: CrowdedTableOptions, pick: (s: GameState) => Action | null): Position {
  const table = crowdedTable(opts);
  const save = JSON.parse(table.text) as HostSave;
  const actions = save.game.actions as { seat: Seat; action: Action }[];
  let s = apply(table.state, 0, { type: 'endTurn' }, actions);
  s = driveUntil(s, actions, onTurn(1));
  const attack = pick(s);
  if (!attack) throw new Error('seat 1 has no such attack');
  s = apply(s, 1, attack, actions);
  return { text: JSON.stringify({ ...save, game: { ...save.game, actions } }), state: s };
}

/** Seat 1 (a bot) attacks one of Ada's groups to control it: the window waits for the bot, then for Ada. */
export function attackOnAda(seed = 'i34-attacked'): Position {
  return botAttack({ players: 4, perSeat: 3, seed }, (s) => {
    const mine = new Set<string>(s.players[0].groups.map((g) => g.id));
    // The one with the best odds, every possible aider along.
    let best: { a: Action; chance: number } | null = null;
    for (const l of legalActions(s, 1)) {
      if (l.type !== 'attack' || l.kind !== 'control' || !mine.has(l.target)) continue;
      const { chance } = attackOdds(s, { seat: 1, attacker: l.attacker, target: l.target, kind: 'control', aiders: l.aidOptions });
      if (!best || chance > best.chance) best = { a: { type: 'attack', attacker: l.attacker, target: l.target, kind: 'control', aiders: l.aidOptions, privilege: null }, chance };
    }
    return best?.a ?? null;
  });
}

/** Seat 1 (a bot) attacks an uncontrolled group: nothing of Ada's is in it. */
export function attackElsewhere(seed = 'i34-elsewhere'): Position {
  return botAttack({ players: 4, perSeat: 3, seed }, (s) => bestCapture(s, 1));
}

/** A normal game (goals on) where seat 1 is one group short of the basic goal and Ada is on turn. */
export function rivalOneShort(seed = 'i34-near'): Position {
  const goal = 8;
  // Seat 1 holds goal - 2 groups: with his Illuminati that is one card short (WIN-3).
  const t = crowdedTable({ players: 4, perSeat: 2, targets: [2, goal - 2, 2, 2], basicGoal: goal, seed });
  return { text: t.text, state: t.state };
}

/**
 * Ada lost a group to seat 1 since her last turn, and it is her turn again: the first seed (from
 * `seed`-0 on) whose dice let seat 1's attack on her group succeed when everyone passes.
 */
export function lostSinceLastTurn(seed = 'i34-lost'): Position & { lost: string } {
  for (let i = 0; i < 20; i++) {
    const p = attackOnAda(`${seed}-${i}`);
    const w = p.state.pending;
    if (w?.kind !== 'attack') continue;
    const save = JSON.parse(p.text) as HostSave;
    const actions = save.game.actions as { seat: Seat; action: Action }[];
    // The attacker spends all he can, once per treasury (ATK-MONEY-1); everyone else passes.
    let s = p.state;
    for (let k = 0; k < 4 && decider(s)[0] === 1; k++) {
      const spend = legalActions(s, 1).find((l) => l.type === 'spend' && l.side === undefined && l.max > 0);
      if (!spend || spend.type !== 'spend') break;
      s = apply(s, 1, { type: 'spend', card: spend.card, amount: spend.max }, actions);
    }
    s = driveUntil(s, actions, onTurn(0));
    if (s.players[0].groups.some((g) => g.id === w.target)) continue;
    return { text: JSON.stringify({ ...save, game: { ...save.game, actions } }), state: s, lost: w.target };
  }
  throw new Error('no seed where the attack on Ada succeeds');
}
