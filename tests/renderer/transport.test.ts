// The renderer's two transports, with a fake WebSocket and a fake bridge: ids and the pending map,
// pushes, malformed frames, reconnection with backoff, requests during a drop, and the choice
// between bridge and socket.
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, type IlluminatiBridge, type Push } from '../../src/shared/protocol/messages';
import { createBridgeClient, BRIDGE_ERRORS } from '../../src/renderer/src/transport/bridge-client';
import { connect, socketUrl } from '../../src/renderer/src/transport/connect';
import { createWsClient, WS_ERRORS, type SocketLike, type Timers } from '../../src/renderer/src/transport/ws-client';
import type { ConnectionState } from '../../src/renderer/src/transport/connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  lastRequest(): { id: number; kind: string; params: unknown } {
    return JSON.parse(this.sent[this.sent.length - 1]);
  }
}

/** Timers that run only when the test advances the clock. */
class FakeTimers implements Timers {
  now = 0;
  private seq = 0;
  private tasks = new Map<number, { at: number; fn: () => void }>();
  setTimeout(fn: () => void, ms: number) {
    const id = ++this.seq;
    this.tasks.set(id, { at: this.now + ms, fn });
    return id;
  }
  clearTimeout(h: unknown) {
    this.tasks.delete(h as number);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.tasks.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
  }
}

function setup(opts: { backoffMs?: number[]; queueTimeoutMs?: number; replyTimeoutMs?: number; maxHostFrameBytes?: number } = {}) {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const client = createWsClient({
    url: 'ws://127.0.0.1:5000/ws',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers,
    ...opts,
  });
  const states: ConnectionState[] = [];
  client.onState((s) => states.push(s));
  return { client, sockets, timers, states, last: () => sockets[sockets.length - 1] };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('WebSocket client', () => {
  it('sends numbered requests and matches each response to its request', async () => {
    const { client, last } = setup();
    last().open();
    expect(client.state).toBe('open');
    const a = client.request('menu:state', {});
    const b = client.request('game:close', {});
    const [ra, rb] = last().sent.map((x) => JSON.parse(x));
    expect(ra).toEqual({ id: ra.id, kind: 'menu:state', params: {} });
    expect(rb.id).not.toBe(ra.id);
    last().receive({ id: rb.id, reply: { ok: false, error: 'No game is open.' } });
    last().receive({ id: ra.id, reply: { ok: true, value: { canContinue: false } } });
    expect(await b).toEqual({ ok: false, error: 'No game is open.' });
    expect(await a).toEqual({ ok: true, value: { canContinue: false } });
  });

  it('delivers pushes to every listener until it is removed', () => {
    const { client, last } = setup();
    last().open();
    const got: Push[] = [];
    const other: Push[] = [];
    const off = client.onPush((p) => got.push(p));
    client.onPush((p) => other.push(p));
    const push: Push = { type: 'game:changed', gameId: 'g1', seq: 3, deciding: [1], over: false, rev: 3 };
    last().receive({ push });
    off();
    last().receive({ push: { type: 'game:closed', gameId: 'g1' } });
    expect(got).toEqual([push]);
    expect(other).toHaveLength(2);
  });

  it('drops malformed frames, unknown ids and unknown pushes without failing', async () => {
    const { client, last } = setup();
    last().open();
    const got: Push[] = [];
    client.onPush((p) => got.push(p));
    const r = client.request('menu:state', {});
    const id = last().lastRequest().id;
    for (const bad of ['not json', '[]', '{"id":"1","reply":{"ok":true,"value":1}}', { id, reply: { ok: 'yes' } }, { id: 999, reply: { ok: true, value: 1 } }, { push: { type: 'evil' } }, { push: null }])
      last().receive(bad);
    expect(got).toEqual([]);
    last().receive({ id, reply: { ok: true, value: 42 } });
    expect(await r).toEqual({ ok: true, value: 42 });
  });

  it('reads host frames larger than a request may be (views of long games)', async () => {
    const { client, last } = setup();
    last().open();
    const r = client.request('game:view', { viewer: 0, since: 0 });
    const big = 'x'.repeat(MAX_MESSAGE_BYTES + 10);
    last().receive({ id: last().lastRequest().id, reply: { ok: true, value: big } });
    expect(await r).toEqual({ ok: true, value: big });
  });

  it('answers every waiting request with an error when the host sends an unreadable, absurdly large frame', async () => {
    const { client, last } = setup({ maxHostFrameBytes: 1000 });
    last().open();
    const r = client.request('menu:state', {});
    last().receive({ id: last().lastRequest().id, reply: { ok: true, value: 'y'.repeat(2000) } });
    expect(await r).toEqual({ ok: false, error: WS_ERRORS.hostTooLarge });
  });

  it('refuses a request larger than the protocol allows, without sending it', async () => {
    const { client, last } = setup();
    last().open();
    const r = await client.request('game:import', { text: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(r).toEqual({ ok: false, error: WS_ERRORS.tooLarge });
    expect(last().sent).toHaveLength(0);
  });

  it('answers requests in flight with an error when the socket drops, then reconnects with growing pauses', async () => {
    const { client, sockets, timers, states, last } = setup({ backoffMs: [100, 200, 400] });
    last().open();
    const r = client.request('menu:state', {});
    last().drop();
    expect(await r).toEqual({ ok: false, error: WS_ERRORS.dropped });
    expect(client.state).toBe('reconnecting');
    timers.advance(99);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // the host is still down
    timers.advance(199);
    expect(sockets).toHaveLength(2);
    timers.advance(1);
    expect(sockets).toHaveLength(3);
    last().drop();
    timers.advance(400);
    expect(sockets).toHaveLength(4);
    last().drop();
    timers.advance(400); // the last pause repeats
    expect(sockets).toHaveLength(5);
    last().open();
    expect(states).toEqual(['open', 'reconnecting', 'open']);
    // After a success the pauses start again from the first.
    last().drop();
    timers.advance(100);
    expect(sockets).toHaveLength(6);
  });

  it('holds requests made during a drop and sends them once the link is back', async () => {
    const { client, timers, last } = setup({ backoffMs: [100] });
    last().open();
    last().drop();
    const r = client.request('menu:state', {});
    expect(last().sent).toHaveLength(0);
    timers.advance(100);
    last().open();
    const sent = last().lastRequest();
    expect(sent.kind).toBe('menu:state');
    last().receive({ id: sent.id, reply: { ok: true, value: 'back' } });
    expect(await r).toEqual({ ok: true, value: 'back' });
  });

  it('gives up on a held request after the queue timeout with a clear message', async () => {
    const { client, timers, last } = setup({ backoffMs: [10_000], queueTimeoutMs: 500 });
    last().open();
    last().drop();
    const r = client.request('menu:state', {});
    timers.advance(500);
    expect(await r).toEqual({ ok: false, error: WS_ERRORS.unreachable });
  });

  it('gives up on an unanswered request after the reply timeout', async () => {
    const { client, timers, last } = setup({ replyTimeoutMs: 1000 });
    last().open();
    const r = client.request('menu:state', {});
    timers.advance(1000);
    expect(await r).toEqual({ ok: false, error: WS_ERRORS.timeout });
  });

  it('close() ends everything: pending and later requests fail, no reconnection', async () => {
    const { client, sockets, timers, last } = setup({ backoffMs: [10] });
    last().open();
    const r = client.request('menu:state', {});
    client.close();
    expect(await r).toEqual({ ok: false, error: WS_ERRORS.closed });
    expect(await client.request('menu:state', {})).toEqual({ ok: false, error: WS_ERRORS.closed });
    timers.advance(1000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('closed');
  });

  it('keeps trying when the host is down from the start', async () => {
    const { client, sockets, timers, last } = setup({ backoffMs: [50] });
    expect(client.state).toBe('connecting');
    last().drop();
    expect(client.state).toBe('connecting');
    timers.advance(50);
    expect(sockets).toHaveLength(2);
    await flush();
  });
});

function fakeBridge(impl: (m: { kind: string; params: unknown }) => Promise<unknown>) {
  const listeners = new Set<(p: Push) => void>();
  const bridge: IlluminatiBridge = {
    version: '1.2.3',
    request: impl as IlluminatiBridge['request'],
    onPush(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  return { bridge, push: (p: unknown) => listeners.forEach((l) => l(p as Push)) };
}

describe('bridge client', () => {
  it('passes requests and replies through, and turns rejections and junk into error replies', async () => {
    const calls: unknown[] = [];
    const { bridge } = fakeBridge(async (m) => {
      calls.push(m);
      if (m.kind === 'game:close') throw new Error('IPC channel refused');
      if (m.kind === 'game:save') return 'junk';
      return { ok: true, value: { gameId: 'g' } };
    });
    const c = createBridgeClient(bridge);
    expect(c.state).toBe('open');
    expect(c.closesWindow).toBe(true);
    expect(await c.request('game:continue', {})).toEqual({ ok: true, value: { gameId: 'g' } });
    expect(calls).toEqual([{ kind: 'game:continue', params: {} }]);
    expect(await c.request('game:close', {})).toEqual({ ok: false, error: 'IPC channel refused' });
    expect(await c.request('game:save', { name: 'x' })).toEqual({ ok: false, error: BRIDGE_ERRORS.malformed });
  });

  it('forwards well-formed pushes only', () => {
    const { bridge, push } = fakeBridge(async () => ({ ok: true, value: null }));
    const c = createBridgeClient(bridge);
    const got: Push[] = [];
    c.onPush((p) => got.push(p));
    push({ type: 'host:notice', level: 'info', text: 'hi' });
    push({ type: 'nope' });
    expect(got).toEqual([{ type: 'host:notice', level: 'info', text: 'hi' }]);
  });
});

describe('connect()', () => {
  it('uses the preload bridge when there is one', async () => {
    const { bridge } = fakeBridge(async () => ({ ok: true, value: 'ipc' }));
    const c = connect({ illuminati: bridge, location: { protocol: 'file:', host: '' } });
    expect(c.closesWindow).toBe(true);
    expect(await c.request('menu:state', {})).toEqual({ ok: true, value: 'ipc' });
  });

  it('otherwise opens a WebSocket to /ws of the page host', () => {
    const urls: string[] = [];
    const c = connect({ location: { protocol: 'http:', host: '127.0.0.1:4173' } }, { createSocket: (u) => (urls.push(u), new FakeSocket(u)) });
    expect(urls).toEqual(['ws://127.0.0.1:4173/ws']);
    expect(c.closesWindow).toBe(false);
    expect(socketUrl({ protocol: 'https:', host: 'example.org' })).toBe('wss://example.org/ws');
    c.close();
  });

  it('ignores an object that is not the bridge (an older preload api)', () => {
    const urls: string[] = [];
    connect({ illuminati: { version: '0', invoke: () => 0 }, location: { protocol: 'http:', host: 'h:1' } }, { createSocket: (u) => (urls.push(u), new FakeSocket(u)) }).close();
    expect(urls).toEqual(['ws://h:1/ws']);
  });

  it('says so when there is no way to reach a host', () => {
    expect(() => connect({ location: { protocol: 'file:', host: '' } })).toThrow(/No game host/);
  });
});
