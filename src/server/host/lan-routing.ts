// LAN play as the GameHost sees it (issue 6): who sent a request, the LAN plugin's interface, the
// bot that stands in for an absent LAN player, and the routing of the host window's lan:* requests.
import type { BotConfig } from '../../shared/ai/types';
import type { Seat } from '../../shared/engine';
import type { LanGame, LanInterface, LobbyView } from '../../shared/protocol/lan';
import type { Reply, RequestParams, SeatController, TableView } from '../../shared/protocol/messages';
import type { ValidRequest } from '../../shared/protocol/validate';
import { ok, refuse } from '../../shared/protocol/reply';
import { oddsFor } from './odds';
import type { GameSession } from './session';
import { logPage } from './view';


/**
 * Who sent a request: this machine's window or browser tab (which plays every human seat), or a
 * LAN client, which may only look at, act for and undo its own seat (issue 6).
 */
export type Client = { kind: 'local' } | { kind: 'remote'; seat: Seat };

/** The LAN side of the host (src/server/lan/lan-host.ts), plugged in when LAN play is available. */
export interface LanPlugin {
  interfaces(): LanInterface[];
  open(p: RequestParams<'lan:open'>): Promise<Reply<LobbyView>>;
  lobby(you: Seat | null): LobbyView;
  readonly isOpen: boolean;
  kick(seat: Seat): Promise<Reply<LobbyView>>;
  toBot(seat: Seat): Promise<Reply<LobbyView>>;
  start(): Promise<Reply<{ gameId: string }>>;
  stop(): Promise<Reply<Record<string, never>>>;
  discover(): Promise<Reply<LanGame[]>>;
  /** Whether a continued game with these seats is the LAN game this data folder remembers. */
  canResume(seats: readonly SeatController[]): Promise<boolean>;
  /** Reopens the LAN server of the continued game (same port, code and seat tokens). */
  resume(): Promise<Reply<LobbyView>>;
}

/** A bot that plays a LAN seat while its player is away (after the grace period). */
export const STAND_IN: BotConfig = { level: 'medium', personality: 'balanced' };

/** The host window's LAN requests, answered by the LAN plugin (refused where there is none). */
export function lanRequest(lan: LanPlugin | null, req: ValidRequest): Promise<Reply<unknown>> | Reply<unknown> {
  if (!lan) return refuse('LAN play is not available in this window.');
  switch (req.kind) {
    case 'lan:interfaces':
      return ok(lan.interfaces());
    case 'lan:open':
      return lan.open(req.params);
    case 'lan:lobby':
      return lan.isOpen ? ok(lan.lobby(null)) : refuse('No LAN game is open.');
    case 'lan:kick':
      return lan.kick(req.params.seat);
    case 'lan:toBot':
      return lan.toBot(req.params.seat);
    case 'lan:start':
      return lan.start();
    case 'lan:stop':
      return lan.stop();
    case 'lan:discover':
      return lan.discover();
    default:
      return refuse('Joining is for the other players’ computers: this window hosts the game.');
  }
}

/** A LAN client's game request: only its own seat's view, odds, actions, undo and hints (`standIn`: a bot plays its seat now). */
export function remoteRequest(
  req: ValidRequest,
  seat: Seat,
  session: GameSession | null,
  standIn: boolean,
  run: {
    view(session: GameSession, viewer: Seat, since: number): TableView;
    act(p: RequestParams<'game:act'>): Promise<Reply<unknown>>;
    undo(p: RequestParams<'game:undo'>): Promise<Reply<unknown>>;
    hint(p: RequestParams<'game:hint'>): Promise<Reply<unknown>>;
  },
): Promise<Reply<unknown>> | Reply<unknown> {
  if (!session) return refuse('No game is open.');
  if (session.seats[seat]?.kind !== 'remote') return refuse('That seat is not played from another computer.');
  switch (req.kind) {
    case 'game:view':
      if (req.params.viewer !== seat) return refuse(`You play seat ${seat + 1} only.`);
      return ok(run.view(session, seat, req.params.since));
    case 'game:log':
      if (req.params.viewer !== seat) return refuse(`You play seat ${seat + 1} only.`);
      return ok(logPage(session.events, seat, req.params.since, req.params.before));
    case 'game:odds':
      if (req.params.viewer !== seat) return refuse(`You play seat ${seat + 1} only.`);
      return oddsFor(session.state, seat, req.params.query);
    case 'game:act':
    case 'game:undo':
    case 'game:hint':
      if (req.params.seat !== seat) return refuse(`You play seat ${seat + 1} only.`);
      if (standIn) return refuse('A bot is playing your seat; join again to take it back.');
      return req.kind === 'game:act' ? run.act(req.params) : req.kind === 'game:undo' ? run.undo(req.params) : run.hint(req.params);
    default:
      return refuse('Only the player hosting the game can do that.');
  }
}
