// A whole game between bots through the bot host: the loop the game host runs for bot seats,
// used by the tournament and the tests. The host answers every decision (a failed bot is replaced
// for that decision); an action the engine refuses is logged and replaced as well.
import type { BotConfig } from '../../shared/ai/types';
import type { IlluminatiId } from '../../shared/cards';
import { applyAction, decider, legalActions, newGame, observe, type GameConfig, type GameState, type Outcome, type Seat } from '../../shared/engine';
import type { BotFault, BotHost, Decision } from './host';

export const DEFAULT_TURN_CAP = 300;

export interface BotGameSpec {
  /** One bot per seat. */
  seats: readonly BotConfig[];
  seed: string;
  /** The game ends without a winner after this many turns (default 300), so every game ends. */
  turnCap?: number;
  /** Per seat, or null for a random draw. */
  illuminati?: readonly (IlluminatiId | null)[];
  /** Other rule options (edition, hidden goals…). */
  options?: Partial<Omit<GameConfig, 'players' | 'turnCap' | 'illuminati'>>;
  /** A safety net against a game that never ends (default 200,000 actions). */
  maxActions?: number;
  /** How many faults the result lists in full (default 100; all are counted in faultsPerSeat). */
  maxFaults?: number;
  /** Sees every decision as it is made. */
  onDecision?: (seat: Seat, d: Decision, kind: 'bot' | 'forced') => void;
}

export interface BotGameResult {
  seed: string;
  outcome: Outcome;
  illuminati: IlluminatiId[];
  /** Turns played (the engine's turn number at the end). */
  turns: number;
  /** Rounds begun: a round is every remaining player's turn, in seat order. */
  rounds: number;
  actions: number;
  /** Per seat, the latency of every decision put to its bot, in ms. */
  decisionMs: number[][];
  /** Per seat, the work of every decision its bot answered (shared/ai/work.ts; none for a bot that does not count). */
  nodes: number[][];
  playouts: number[][];
  /** Per seat, the decisions the safety deadline cut short (then the game is not reproducible). */
  cutOffsPerSeat: number[];
  /** Decisions with a single legal action ('pass'), answered by the host without asking the bot. */
  forced: number;
  /** Per seat, how many of its decisions were replaced (bot-host faults). */
  faultsPerSeat: number[];
  /** The first faults of the game (at most `maxFaults`, default 100). */
  faults: BotFault[];
}

export async function playBotGame(host: BotHost, spec: BotGameSpec): Promise<BotGameResult> {
  const players = spec.seats.length;
  const config: GameConfig = {
    ...spec.options,
    players,
    turnCap: spec.turnCap ?? DEFAULT_TURN_CAP,
    ...(spec.illuminati ? { illuminati: spec.illuminati } : {}),
  };
  let state: GameState = newGame(config, spec.seed).state;
  host.setSeats(spec.seats, spec.seed);
  const decisionMs: number[][] = spec.seats.map(() => []);
  const nodes: number[][] = spec.seats.map(() => []);
  const playouts: number[][] = spec.seats.map(() => []);
  const cutOffsPerSeat = spec.seats.map(() => 0);
  const faults: BotFault[] = [];
  const faultsPerSeat = spec.seats.map(() => 0);
  const logFault = (f: BotFault | undefined) => {
    if (!f) return;
    faultsPerSeat[f.seat]++;
    if (faults.length < (spec.maxFaults ?? 100)) faults.push(f);
  };
  const maxActions = spec.maxActions ?? 200_000;
  let actions = 0;
  let forced = 0;
  let rounds = 1;
  let lastTurn = state.turn.number;
  const starter = state.turn.active;
  const pos = (seat: Seat) => (seat - starter + players) % players;
  let lastPos = 0;
  while (!state.outcome) {
    const seat = decider(state)[0];
    if (seat === undefined) throw new Error(`Nobody can act at seq ${state.seq}.`);
    const legal = legalActions(state, seat);
    const forcedPass = legal.length === 1 && legal[0].type === 'pass';
    const obs = forcedPass ? null : observe(state, seat);
    let d: Decision;
    if (!obs) {
      d = { action: { type: 'pass' }, ms: 0, by: 'bot' };
      forced++;
      spec.onDecision?.(seat, d, 'forced');
    } else {
      d = await host.decide(seat, obs, legal);
      decisionMs[seat].push(d.ms);
      if (d.work) {
        nodes[seat].push(d.work.nodes);
        playouts[seat].push(d.work.playouts);
        if (d.work.cutOff) cutOffsPerSeat[seat]++;
      }
      logFault(d.fault);
      spec.onDecision?.(seat, d, 'bot');
    }
    let r = applyAction(state, seat, d.action);
    for (let i = 0; !r.ok && obs && i < 3; i++) {
      d = host.replaceIllegal(seat, obs, legal, d, r.reason);
      logFault(d.fault);
      r = applyAction(state, seat, d.action);
    }
    if (!r.ok) throw new Error(`Seq ${state.seq}: no replacement for seat ${seat} was accepted: ${JSON.stringify(d.action)}: ${r.reason}`);
    state = r.state;
    if (++actions > maxActions) throw new Error(`The game did not end within ${maxActions} actions.`);
    if (state.turn.number !== lastTurn) {
      // A new round when the turn comes back to (or past, if he is out) the first player.
      if (pos(state.turn.active) <= lastPos) rounds++;
      lastTurn = state.turn.number;
      lastPos = pos(state.turn.active);
    }
  }
  return {
    seed: spec.seed,
    outcome: state.outcome,
    illuminati: state.players.map((p) => p.illuminati),
    turns: state.turn.number,
    rounds,
    actions,
    decisionMs,
    nodes,
    playouts,
    cutOffsPerSeat,
    forced,
    faultsPerSeat,
    faults,
  };
}
