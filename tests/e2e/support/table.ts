// Facts about the game in progress: what the table shows the human, and what the host holds
// (read from the host object of the test's own web server, as a second witness).
import type { Page } from 'playwright-core';
import type { WebServer } from '../../../src/server/web';
import type { Seat, Viewer } from '../../../src/shared/engine';
import type { TableView } from '../../../src/shared/protocol/messages';
import { logTypes, playPassivelyUntil, tid, usable } from './ui';

/** The host's view of the open game for `viewer` (default: a spectator), with the whole log (its older pages fetched as a client does). */
/**
 * The host's view for `viewer` now, without its log (`since` past any log): what a benchmark polls
 * while the page is measured. hostView's whole log (1,400 entries on the crowded table, in pages) every
 * 100 ms was work in the host's process that no player's machine does, on the cores the page shares.
 */
export async function hostNow(server: WebServer, viewer: Viewer = 'spectator'): Promise<TableView> {
  const r = await server.host.request({ kind: 'game:view', params: { viewer, since: 1_000_000_000 } });
  if (!r.ok) throw new Error(`the host has no view: ${r.error}`);
  return r.value as TableView;
}

export async function hostView(server: WebServer, viewer: Viewer = 'spectator'): Promise<TableView> {
  const r = await server.host.request({ kind: 'game:view', params: { viewer, since: 0 } });
  if (!r.ok) throw new Error(`the host has no view: ${r.error}`);
  const v = r.value as TableView;
  for (let before = v.logFrom; before > 0; ) {
    const page = await server.host.request({ kind: 'game:log', params: { viewer, since: 0, before } });
    if (!page.ok) throw new Error(`the host has no log: ${page.error}`);
    const { log, from } = page.value as { log: TableView['log']; from: number };
    v.log = [...log, ...v.log];
    before = from;
  }
  v.logFrom = 0;
  return v;
}

/** Number of accepted actions of the open game. */
export async function hostSeq(server: WebServer): Promise<number> {
  return (await hostView(server)).seq;
}

/**
 * Plays passively (bots at instant speed) until it is `seat`'s own turn with nothing else going
 * on, after `afterSeq`, and the screen shows exactly the host's log of that seat: a settled point
 * where nothing moves until the human acts. (The screen alone cannot tell: right after the human
 * ends his turn, his old buttons are still up until the new view arrives.)
 */
export async function untilOwnTurn(page: Page, server: WebServer, afterSeq: number, seat: Seat = 0, timeoutMs = 45_000): Promise<TableView> {
  let settled: TableView | null = null;
  await playPassivelyUntil(
    page,
    async () => {
      const v = await hostView(server, seat);
      const t = v.observation.turn;
      if (v.seq <= afterSeq || t.active !== seat || t.phase !== 'actions' || v.observation.pending !== null || v.deciding.join() !== String(seat)) return false;
      if (!(await usable(page.locator(tid('action-attack'))))) return false;
      // The message board shows the latest entries (older ones behind "Show earlier entries").
      const shown = await logTypes(page);
      if (shown.length === 0 || shown.join() !== v.log.slice(-shown.length).map((e) => e.event.type).join()) return false;
      settled = v;
      return true;
    },
    timeoutMs,
    { endTurn: false },
  );
  return settled!;
}
