// A TableView: everything one viewer's screen needs, computed from the true state for that viewer
// only (the engine's observe and eventsFor decide what the viewer may know).
import { decider, eventsFor, legalActions, observe, type GameEvent, type Viewer } from '../../shared/engine';
import { compactLegal, noLegal } from '../../shared/protocol/compact-legal';
import { LOG_PAGE, type LogEntry, type SeatInfo, type TableView } from '../../shared/protocol/messages';
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

/**
 * The newest page (at most `page` entries) of the visible events of [since, before), read from the
 * end, and `from`: where the page starts (since when nothing older is left). Issue 39: a rejoining
 * player's table shows at once; the older pages follow with game:log.
 */
export function logPage(events: readonly GameEvent[], viewer: Viewer, since: number, before: number, page = LOG_PAGE): { log: LogEntry[]; from: number } {
  const log: LogEntry[] = [];
  let index = Math.min(before, events.length);
  while (index > since && log.length < page) {
    index--;
    const event = events[index];
    if (eventsFor([event], viewer).length > 0) log.push({ index, event });
  }
  // A full page may have stopped right after the last visible event: the rest is then empty or hidden.
  const from = log.length < page ? since : index;
  return { log: log.reverse(), from };
}

/** A view without its log page: what the host works out once per revision and viewer (view-service.ts). */
export type ViewBody = Omit<TableView, 'log' | 'logFrom'>;

export function viewBody(session: GameSession, viewer: Viewer, rev = 0): ViewBody {
  const s = session.state;
  const deciding = decider(s);
  const events = session.events;
  return {
    gameId: session.gameId,
    seq: s.seq,
    viewer,
    observation: observe(s, viewer),
    seats: seatInfos(session),
    deciding,
    legal: viewer !== 'spectator' && deciding.includes(viewer) ? compactLegal(legalActions(s, viewer)) : noLegal(),
    standings: standings(s, viewer),
    rev,
    canUndo: viewer !== 'spectator' && session.undoRefusal(viewer) === null,
    outcome: s.outcome ? structuredClone(s.outcome) : null,
    stats: s.outcome ? gameStats(events, s.players.length, session.actions.length) : null,
  };
}

/** A body with the newest log page of the events since `since` (at most LOG_PAGE entries). */
export function withLogPage(body: ViewBody, session: GameSession, since: number): TableView {
  const { log, from } = logPage(session.events, body.viewer, since, session.events.length);
  return { ...body, log, logFrom: from };
}

export function tableView(session: GameSession, viewer: Viewer, since: number, rev = 0): TableView {
  return withLogPage(viewBody(session, viewer, rev), session, since);
}
