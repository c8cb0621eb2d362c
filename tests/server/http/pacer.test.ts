// Issue 40: back-pressure on one WebSocket (LAN players and browser mode's tabs). Views wait while
// the peer has too much unread, only the latest waits (the earlier is refused at once), it goes once
// the peer has read, and a peer that stays over the bound is dropped.
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { Pacer, SUPERSEDED } from '../../../src/server/http/pacer';

function fakeSocket() {
  const sent: string[] = [];
  const s = { readyState: 1, bufferedAmount: 0, terminated: false, sent, on() {}, send: (t: string) => void sent.push(t), terminate() { s.terminated = true; s.readyState = 3; } };
  return s;
}

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Pacer', () => {
  it('answers views at once while the peer keeps up; past the bound keeps only the latest, sent once the peer has read', async () => {
    const ws = fakeSocket();
    const p = new Pacer(ws as unknown as WebSocket, { maxBufferedBytes: 100, maxTotalBytes: 10_000, maxStalledMs: 10_000, checkMs: 5 });
    let worked = 0;
    const answer = (n: number) => async () => ((worked++, { ok: true as const, value: n }));
    p.view(1, answer(1));
    await tick(0);
    expect(ws.sent.map((t) => JSON.parse(t))).toEqual([{ id: 1, reply: { ok: true, value: 1 } }]);
    ws.bufferedAmount = 500;
    p.view(2, answer(2));
    p.view(3, answer(3));
    p.view(4, answer(4));
    await tick(20);
    // Nothing worked out for the waiting views; the superseded ones are refused, small.
    expect(worked).toBe(1);
    expect(ws.sent.slice(1).map((t) => JSON.parse(t))).toEqual([{ id: 2, reply: { ok: false, error: SUPERSEDED } }, { id: 3, reply: { ok: false, error: SUPERSEDED } }]);
    ws.bufferedAmount = 0;
    await tick(30);
    expect(worked).toBe(2);
    expect(JSON.parse(ws.sent.at(-1)!)).toEqual({ id: 4, reply: { ok: true, value: 4 } });
    expect(ws.terminated).toBe(false);
  });

  it('drops a peer that stays over the bound', async () => {
    const ws = fakeSocket();
    let t = 0;
    const p = new Pacer(ws as unknown as WebSocket, { maxBufferedBytes: 100, maxTotalBytes: 10_000, maxStalledMs: 40, checkMs: 5 }, () => t);
    ws.bufferedAmount = 500;
    p.send({ push: { type: 'host:notice', level: 'info', text: 'x' } });
    t = 39;
    await tick(20);
    expect(ws.terminated).toBe(false);
    t = 40;
    await tick(20);
    expect(ws.terminated).toBe(true);
    expect(p.dropped).toBe(true);
  });

  it('views wait while all peers together have too much waiting; the waiting peer is not dropped for it', async () => {
    const hog = fakeSocket();
    const ws = fakeSocket();
    const limits = { maxBufferedBytes: 100_000, maxTotalBytes: 1000, maxStalledMs: 30, checkMs: 5 };
    new Pacer(hog as unknown as WebSocket, limits);
    const p = new Pacer(ws as unknown as WebSocket, limits);
    hog.bufferedAmount = 5000;
    p.view(1, async () => ({ ok: true as const, value: 1 }));
    await tick(60);
    expect(ws.sent).toEqual([]);
    expect(ws.terminated).toBe(false);
    hog.bufferedAmount = 0;
    await tick(30);
    expect(ws.sent.map((t) => JSON.parse(t))).toEqual([{ id: 1, reply: { ok: true, value: 1 } }]);
  });
});
