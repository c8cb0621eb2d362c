// A TableView: everything one viewer's screen needs, computed from the true state for that viewer
// only (the engine's observe and eventsFor decide what the viewer may know).
import { decider, eventsFor, legalActions, observe, type Viewer } from '../../shared/engine';
import type { LogEntry, SeatInfo, TableView } from '../../shared/protocol/messages';
import type { GameSession } from './session';
import { standings } from './standings';
import { gameStats } from './stats';

export function seatInfos(session: GameSession): SeatInfo[] {
  return session.seats.map((controller, seat) => ({ seat, name: session.name(seat), controller: { ...controller }, connected: true }));
}

export function tableView(session: GameSession, viewer: Viewer, since: number): TableView {
  const s = session.state;
  const deciding = decider(s);
  const events = session.events;
  const log: LogEntry[] = [];
  for (let index = since; index < events.length; index++) {
    const event = events[index];
    if (eventsFor([event], viewer).length > 0) log.push({ index, event });
  }
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
