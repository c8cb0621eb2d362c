// Issue 40, point 2: a joined player that stops reading and asks for the full view again and again
// (inside the rate limit) made the host keep every unsent view: 104 MB to 419 MB in 9 s in a
// 4,500-action game. Now views wait past a bound, only the latest is kept, and a peer that stays
// over the bound is dropped. The measurement with 7 such peers in a long game: scripts/lan-flood.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { LanClient } from '../../../src/server/lan/lan-client';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { cleanUp, lanHostFor, later, testHost } from './rig';
import { until } from './until';

afterEach(cleanUp);

// Small bounds: since issue 39 a view is a few KB and compressed on the wire, so a flood fills
// the socket's kernel buffers first and a small bound is what shows the mechanism.
const PACE = { maxBufferedBytes: 16 * 1024, maxTotalBytes: 64 * 1024, maxStalledMs: 1500, checkMs: 50 };
const ACTIONS = 120;

describe('a player that stops reading', () => {
  it('flooding view requests keeps the host’s memory within the bound and is dropped', async () => {
    const h = await testHost();
    // A long heartbeat: only the back-pressure may drop the peer here.
    const lan = lanHostFor(h, { heartbeatMs: 120_000, pace: PACE });
    const seats: SeatController[] = [{ kind: 'bot', level: 'easy', personality: 'balanced' }, { kind: 'remote' }, { kind: 'bot', level: 'easy', personality: 'balanced' }];
    const opened = await h.req('lan:open', { setup: { config: { players: 3, names: ['Bot A', 'Mallory', 'Bot B'], basicGoal: 40 }, seats, seed: 'flood' }, bind: '127.0.0.1', port: 0, name: 'Flood test' });
    if (!opened.ok) throw new Error(opened.error);
    const evil = new LanClient(opened.value.urls[0]!, 'Mallory', opened.value.code!, false);
    later(() => evil.close());
    // A hostile peer need not negotiate compression (issue 39): its views arrive whole.
    evil.deflate = false;
    await evil.connect();
    await evil.join();
    expect((await h.req('lan:start', {})).ok).toBe(true);
    // A long game first (the views grow with it): the peer plays its seat with a bot, then stops.
    let seq = 0;
    evil.beforeDecision = (v) => ((seq = v.seq), v.seq >= ACTIONS);
    evil.play();
    await until(() => seq >= ACTIONS, 120_000, `${ACTIONS} actions`);
    const view = await evil.request('game:view', { viewer: evil.seat!, since: 0 });
    const viewBytes = JSON.stringify(view).length;

    // It stops reading and asks for the full view 50 times a second.
    const socket = (evil.ws as unknown as { _socket: { pause(): void } })._socket;
    socket.pause();
    const before = process.memoryUsage().rss;
    let peakRss = before;
    let sent = 0;
    const frame = (id: number) => JSON.stringify({ id, kind: 'game:view', params: { viewer: evil.seat, since: 0 } });
    const dropped = () => lan.socketStats().length === 0 || lan.socketStats().every((s) => s.dropped);
    let peakBuffered = 0;
    for (let i = 0; i < 50 * 40 && !dropped(); i++) {
      evil.ws!.send(frame(10_000 + i));
      sent++;
      for (const s of lan.socketStats()) peakBuffered = Math.max(peakBuffered, s.peak, s.buffered);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 20));
    }
    // Dropped within the stall time (plus the time to fill the buffer), long before the 10 s flood ended.
    expect(dropped(), `still connected after ${sent} requests`).toBe(true);
    expect(sent).toBeLessThan(2000);
    await until(() => !(lan.lobby(null).seats[1]!.connected), 5000, 'the seat shown as disconnected');
    // What waited for it: the bound plus the view that crossed it, never the whole flood.
    expect(peakBuffered).toBeLessThanOrEqual(PACE.maxBufferedBytes + 2 * viewBytes);
    expect(peakRss - before).toBeLessThan(100 * 1024 * 1024);
    console.log(`flood: view ${(viewBytes / 1024).toFixed(0)} KB, ${sent} requests, peak buffered ${(peakBuffered / 1024).toFixed(0)} KB, RSS ${(before / 2 ** 20).toFixed(0)} -> peak ${(peakRss / 2 ** 20).toFixed(0)} MB`);
  }, 180_000);
});
