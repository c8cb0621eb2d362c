// The open game's views (issue 39): the host's revision counter, each client's feed of patches
// (view-feed.ts), full views and older log pages. A viewer's view body (everything but the log
// page) is worked out once per revision and shared by every feed and every request that needs it
// (issue 40): a peer asking for its view again and again, or two windows of one seat, cost one
// view per change of the game, not one per request. The shared bodies are never changed in place.
import { decider, type Viewer } from '../../shared/engine';
import type { Push, Reply, RequestParams, RequestResult, TableView } from '../../shared/protocol/messages';
import { ok, refuse } from '../../shared/protocol/reply';
import type { GameSession } from './session';
import { logPage, viewBody, withLogPage, type ViewBody } from './view';
import { ViewFeed } from './view-feed';

export class ViewService {
  /** Up by one at every change clients hear of. */
  private rev = 0;
  /** One per connected client that wants patches instead of pulling whole views. */
  private readonly feeds = new Set<ViewFeed>();
  /**
   * The bodies worked out at the current revision, by viewer, per session (an undo or a load makes a
   * new one). Weak: a closed game's session, which holds its whole history, is not kept alive by them.
   */
  private readonly shared = new WeakMap<GameSession, { rev: number; bodies: Map<Viewer, ViewBody> }>();

  /** A feed for one client connection: see GameHost.feed. */
  feed(): ViewFeed {
    const feed = new ViewFeed((f) => this.feeds.delete(f));
    this.feeds.add(feed);
    return feed;
  }

  /** `viewer`'s view body of `session` at the current revision. */
  body(session: GameSession, viewer: Viewer): ViewBody {
    let at = this.shared.get(session);
    if (at?.rev !== this.rev) {
      at = { rev: this.rev, bodies: new Map() };
      this.shared.set(session, at);
    }
    let body = at.bodies.get(viewer);
    if (!body) {
      body = viewBody(session, viewer, this.rev);
      at.bodies.set(viewer, body);
    }
    return body;
  }

  /** A full view at the current revision; the client's feed patches from it from now on. */
  full(session: GameSession, viewer: Viewer, since: number, feed?: ViewFeed): TableView {
    const view = withLogPage(this.body(session, viewer), session, since);
    feed?.sent(view, session.events.length);
    return view;
  }

  /** game:view of the open game (null: none is open). */
  view(session: GameSession | null, p: RequestParams<'game:view'>, feed?: ViewFeed): Reply<RequestResult<'game:view'>> {
    if (!session) return refuse('No game is open.');
    const bad = session.viewerRefusal(p.viewer);
    if (bad) return refuse(bad);
    return ok(this.full(session, p.viewer, p.since, feed));
  }

  /** game:log: an older page of the log, newest first (issue 39). */
  log(session: GameSession | null, p: RequestParams<'game:log'>): Reply<RequestResult<'game:log'>> {
    if (!session) return refuse('No game is open.');
    const bad = session.viewerRefusal(p.viewer);
    if (bad) return refuse(bad);
    return ok(logPage(session.events, p.viewer, p.since, p.before));
  }

  /** The next revision: every client's patch is computed now (the push may go out later). */
  revised(session: GameSession): Push {
    this.rev++;
    for (const feed of this.feeds) feed.advance(session, this.rev, (viewer) => this.body(session, viewer));
    return { type: 'game:changed', gameId: session.gameId, seq: session.seq, deciding: decider(session.state), over: session.over, rev: this.rev };
  }
}
