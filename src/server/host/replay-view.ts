// The table at one step of a replay (ReplayStep), for the viewer: the same TableView a live game's
// table draws, with nothing legal and no undo. A seat's view is the engine's observe(state, seat);
// 'all' is the spectator's table with every hidden card face up (the hands, face-down Illuminati,
// secret goals and stated values), which only a finished game's replay may show.
import { noLegal } from '../../shared/protocol/compact-legal';
import { decider, observe, type GameState, type Observation, type SavedGame } from '../../shared/engine';
import type { PlayerStanding, SeatController, TableView } from '../../shared/protocol/messages';
import type { ReplayStep, ReplayViewer } from '../../shared/protocol/replays';
import type { ReplayCursor } from './replay-cursor';
import { standings } from './standings';
import { gameStats } from './stats';
import { visibleLog } from './view';

export interface ReplayShown {
  /** Stands in for the game id of the TableView (the canvas keys its animations on it). */
  id: string;
  game: SavedGame;
  seats: readonly SeatController[];
  cursor: ReplayCursor;
}

export function replayStep(r: ReplayShown, rawStep: number, viewer: ReplayViewer, since: number): ReplayStep {
  const { cursor } = r;
  const step = Math.min(rawStep, cursor.steps);
  const s = cursor.stateAt(step);
  const logEnd = cursor.eventEnds[step];
  const seen = viewer === 'all' ? 'spectator' : viewer;
  const table: TableView = {
    gameId: r.id,
    seq: s.seq,
    viewer: seen,
    observation: viewer === 'all' ? faceUp(s) : observe(s, viewer),
    seats: r.seats.map((controller, seat) => ({ seat, name: s.players[seat]?.name ?? `Seat ${seat + 1}`, controller: { ...controller }, connected: true })),
    deciding: s.outcome ? [] : decider(s),
    legal: noLegal(),
    standings: viewer === 'all' ? everyStanding(s) : standings(s, viewer),
    log: visibleLog(cursor.events, seen, Math.min(since, logEnd), logEnd),
    // A replay's log is sent whole (the replay viewer steps through it); it is not paged.
    logFrom: Math.min(since, logEnd),
    rev: 0,
    canUndo: false,
    outcome: s.outcome ? structuredClone(s.outcome) : null,
    stats: s.outcome ? gameStats(cursor.events.slice(0, logEnd), s.players.length, step) : null,
  };
  return { step, steps: cursor.steps, turnStarts: cursor.turnStarts.map((t) => ({ ...t })), logEnd, table };
}

/** The spectator's observation with nothing hidden: hidden Illuminati unmasked, every hand, claim, intel and secret goal shown. */
function faceUp(s: GameState): Observation {
  // observe() masks face-down Illuminati only under the hiddenIlluminati option.
  const obs = observe({ ...s, config: { ...s.config, hiddenIlluminati: false } }, 'spectator');
  return {
    ...obs,
    config: s.config,
    players: obs.players.map((p, i) => {
      const full = s.players[i];
      return { ...p, hand: full.hand.slice(), claim: full.claim ? { ...full.claim } : null, intel: structuredClone(full.intel), borrowedGoal: full.borrowedGoal ?? null };
    }),
  };
}

/** Each player's standing as he himself knows it (his own secret goal included). */
function everyStanding(s: GameState): PlayerStanding[] {
  return s.players.map((p) => standings(s, p.seat)[p.seat]);
}
