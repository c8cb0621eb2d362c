// One client's feed of view changes (issue 39): the host keeps, per connected client (the Electron
// window, a browser tab, a LAN player), the last full view it sent that client; at every change of
// the game it computes that viewer's new view and the patch between the two, and the transport
// attaches the patch to the client's `game:changed` push. The patch is computed when the change
// happens (the push itself waits until the action is on disk), so each patch is the step from one
// revision to the next. A client without a base view, or whose view is not the patch's `from`,
// pulls a full view as before.
import type { Viewer } from '../../shared/engine';
import type { Push, TableView } from '../../shared/protocol/messages';
import { diffJson, type PatchOp, type ViewPatch } from '../../shared/protocol/view-patch';
import type { GameSession } from './session';
import { logPage, viewBody, type ViewBody } from './view';

/** The view without its log: what a patch changes (the log travels as new entries). */
type Body = ViewBody;

/** Patches waiting for their push (a burst of actions shares one disk sync); older ones are dropped. */
const MAX_WAITING = 64;

function bodyOfView(v: TableView): Body {
  const { log: _log, logFrom: _from, ...body } = v;
  return body;
}

/**
 * The operations from one view body to the next. The legal actions are replaced whole when they
 * changed: they change together (another decision, another seat), and a walk through their runs
 * costs the host more than the few kilobytes it would save (deflate takes most of those anyway).
 */
export function patchOf(a: Body, b: Body): PatchOp[] {
  const { legal: la, ...ra } = a;
  const { legal: lb, ...rb } = b;
  const ops = diffJson(ra, rb);
  if (JSON.stringify(la) !== JSON.stringify(lb)) ops.push({ op: 'replace', path: '/legal', value: lb });
  return ops;
}

export class ViewFeed {
  private base: { gameId: string; viewer: Viewer; body: Body; logEnd: number } | null = null;
  private readonly waiting = new Map<number, ViewPatch>();

  constructor(private readonly release: (feed: ViewFeed) => void) {}

  /** A full view the client is about to receive, built when the log had `logEnd` events. */
  sent(view: TableView, logEnd: number): void {
    this.base = { gameId: view.gameId, viewer: view.viewer, body: bodyOfView(view), logEnd };
  }

  /**
   * The open game is now at revision `rev`: the patch of this client's view, ready for the push of
   * that revision. `bodyOf` gives a viewer's view body at `rev` (the host shares them between feeds).
   */
  advance(session: GameSession, rev: number, bodyOf: (viewer: Viewer) => Body = (v) => viewBody(session, v, rev)): void {
    const base = this.base;
    if (!base) return;
    if (base.gameId !== session.gameId) {
      // Another game: the client starts from a full view of it.
      this.base = null;
      return;
    }
    const next = logPage(session.events, base.viewer, base.logEnd, session.events.length);
    if (next.from > base.logEnd) {
      // More new log entries than one page (never in play; a long undo could): a full view then.
      this.base = null;
      return;
    }
    const body = bodyOf(base.viewer);
    const ops = patchOf(base.body, body);
    this.waiting.set(rev, { viewer: base.viewer, from: base.body.rev, rev, ops, log: next.log });
    if (this.waiting.size > MAX_WAITING) this.waiting.delete(this.waiting.keys().next().value!);
    this.base = { gameId: base.gameId, viewer: base.viewer, body, logEnd: session.events.length };
  }

  /** The push as this client receives it: a `game:changed` with this client's patch when there is one. */
  personalize(push: Push): Push {
    if (push.type !== 'game:changed') return push;
    const patch = this.waiting.get(push.rev);
    for (const rev of this.waiting.keys()) if (rev <= push.rev) this.waiting.delete(rev);
    return patch ? { ...push, patch } : push;
  }

  /** The client went away: the host forgets its feed. */
  close(): void {
    this.base = null;
    this.waiting.clear();
    this.release(this);
  }
}
