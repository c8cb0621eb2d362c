// A TableView: everything one viewer's screen needs, computed from the true state for that viewer
// only (the engine's observe and eventsFor decide what the viewer may know).
import { decider, eventsFor, legalActions, observe, type GameEvent, type Viewer } from '../../shared/engine';
import type { LogEntry, SeatInfo, TableView } from '../../shared/protocol/messages';
import type { GameSession } from './session';
import { standings } from './standings';
import { gameStats } from './stats';

export function seatInfos(session: GameSession): SeatInfo[] {
  return session.seats.map((controller, seat) => ({ seat, name: session.name(seat), controller: { ...controller }, connected: true }));
}

/** The events of [since, end) this viewer may see, numbered by their place in the full log. */
export function visibleLog(events: readonly GameEvent[], viewer: Viewer, since: number, end: number): LogEntry[] {
  const log: LogEntry[] = [];
  for (let index = since; index < end; index++) {
    const event = events[index];
    if (eventsFor([event], viewer).length > 0) log.push({ index, event });
  }
  return log;
}

export function tableView(session: GameSession, viewer: Viewer, since: number): TableView {
  const s = session.state;
  const deciding = decider(s);
  const events = session.events;
  const log = visibleLog(events, viewer, since, events.length);
  return {
    gameId: session.gameId,
    seq: s.seq,
    viewer,
    observation: observe(s, viewer),
    seats: seatInfos(session),
    deciding,
    legal: viewer !== 'spectator' && deciding.includes(viewer) ? legalActions(s, viewer) : [],
    standings: standings(s, viewer),
    log,
    canUndo: viewer !== 'spectator' && session.undoRefusal(viewer) === null,
    outcome: s.outcome ? structuredClone(s.outcome) : null,
    stats: s.outcome ? gameStats(events, s.players.length, session.actions.length) : null,
  };
}
