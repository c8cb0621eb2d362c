// LAN security (issue 6): 10,000 malformed or hostile messages (wrong types, huge payloads, other
// seats' actions, replayed seq numbers, host-only requests) neither crash the host nor change the
// game; a flooding client is rate-limited; before joining a client learns nothing but the lobby.
import { afterEach, describe, expect, it } from 'vitest';
import { nextInt, seedState } from '../../../src/shared/engine/rng';
import type { SeatController } from '../../../src/shared/protocol/messages';
import type { TestHost } from '../host/helpers';
import { cleanUp, lanHostFor, later, testHost } from './rig';
import { LanClient as LanTestClient } from '../../../src/server/lan/lan-client';
import { until } from './until';

afterEach(cleanUp);

async function setup(rateLimit?: { perSecond: number; burst: number }) {
  const h = await testHost();
  // A long heartbeat: the host is busy with thousands of frames and must not take that for a dead client.
  const lan = lanHostFor(h, { heartbeatMs: 60_000, ...(rateLimit ? { rateLimit } : {}) });
  const seats: SeatController[] = [{ kind: 'human' }, { kind: 'remote' }, { kind: 'remote' }];
  const opened = await h.req('lan:open', { setup: { config: { players: 3, names: ['Host', 'Ann', 'Bob'] }, seats, seed: 'hostile' }, bind: '127.0.0.1', port: 0, name: 'Hostile test' });
  if (!opened.ok) throw new Error(opened.error);
  const { urls } = opened.value;
  const code = opened.value.code!;
  const honest = new LanTestClient(urls[0], 'Ann', code);
  const evil = new LanTestClient(urls[0], 'Mallory', code);
  later(() => honest.close());
  later(() => evil.close());
  await honest.connect();
  await honest.join();
  await evil.connect();
  return { h, lan, code, honest, evil, url: urls[0] };
}

/** Deterministic junk: wrong types, unknown fields, foreign seats, stale and replayed seqs, host-only kinds, oversized strings. */
function hostileFrames(n: number, mySeat: number, seq: number): string[] {
  const rng = seedState('hostile-frames');
  const pick = <T>(xs: T[]): T => xs[nextInt(rng, xs.length)];
  const junkValues: unknown[] = [null, true, 0, -1, 1e308, 'x', '', [], {}, [1, 2], { a: 1 }, '__proto__', 'constructor', 2 ** 53, NaN];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = i + 1000;
    const kind = i % 17;
    let f: unknown;
    switch (kind) {
      case 0: f = pick(junkValues); break;
      case 1: f = { id, kind: pick(['game:act', 'lan:join', 'nope', 42, null]), params: pick(junkValues) }; break;
      case 2: f = { id, kind: 'game:act', params: { seat: (mySeat + 1) % 3, seq, action: { type: 'endTurn' } } }; break; // another seat
      case 3: f = { id, kind: 'game:act', params: { seat: mySeat, seq: Math.max(0, seq - 1 - (i % 5)), action: { type: 'endTurn' } } }; break; // replayed seq
      case 4: f = { id, kind: 'game:act', params: { seat: mySeat, seq, action: { type: pick(['attack', 'spend', 'gift', 'nuke']), card: pick(junkValues), amount: pick(junkValues) } } }; break;
      case 5: f = { id, kind: pick(['game:new', 'game:load', 'game:save', 'game:deleteSave', 'settings:set', 'lan:kick', 'lan:start', 'lan:open', 'game:close', 'game:import']), params: {} }; break;
      case 6: f = { id, kind: 'game:view', params: { viewer: pick([0, 2, 'spectator', 7, -1]), since: 0 } }; break;
      case 7: f = { id, kind: 'lan:join', params: { code: pick(['AAAAAA', '', 'x'.repeat(100)]), name: 'Eve', token: pick(['', 'abc', 'x'.repeat(43)]) } }; break;
      case 8: f = { id, kind: 'game:act', params: { seat: mySeat, seq, action: { type: 'endTurn' }, extra: 1 } }; break;
      case 9: f = { id, kind: 'game:undo', params: { seat: (mySeat + 2) % 3, seq } }; break;
      case 10: f = { id, kind: 'game:odds', params: { viewer: (mySeat + 1) % 3, query: { attacker: 'x', target: 'y', kind: 'control', aiders: [] } } }; break;
      case 11: f = { id, kind: 'game:act', params: { seat: mySeat, seq, action: { type: 'offer', to: pick(junkValues), give: pick(junkValues), get: {}, getPlace: [] } } }; break;
      case 12: f = { id: pick([-1, 1.5, 'a', null]), kind: 'menu:state', params: {} }; break;
      case 13: f = { id, kind: 'lan:ready', params: { ready: pick(junkValues) } }; break;
      case 14: f = { id, kind: 'game:act', params: { seat: mySeat, seq: 2 ** 40, action: { type: 'pass' } } }; break;
      case 15: f = { id, kind: 'game:view', params: { viewer: mySeat, since: 0, __proto__: { admin: true } } }; break;
      default: f = { id, kind: 'game:act', params: { seat: mySeat, seq, action: { type: 'transferMoney', from: 'x'.repeat(5000), to: 'y', amount: 1e9, free: true } } };
    }
    out.push(typeof f === 'string' ? f : (JSON.stringify(f) ?? 'undefined'));
  }
  // Not JSON at all, and binary-looking text.
  out.push('{"id":1,', '\u0000\u0001\u0002', ']]]]', 'x'.repeat(300 * 1024));
  return out;
}

describe('hostile LAN clients', () => {
  it('10,000 malformed or hostile messages neither crash the host nor change the game', async () => {
    const { h, honest, evil } = await setup({ perSecond: 1e9, burst: 1e9 });
    await evil.join();
    expect((await h.req('lan:start', {})).ok).toBe(true);
    // Seat 0 is the host's human: the game waits on it, so nothing legal can move the game during the attack.
    const before = await h.req('game:view', { viewer: 'spectator', since: 0 });
    if (!before.ok) throw new Error(before.error);
    const frames = hostileFrames(10_000, evil.seat!, before.value.seq);
    let answered = 0;
    const base = evil.frames.length;
    for (const f of frames) evil.send(f);
    await until(() => (evil.frames.length - base >= frames.length - 2 || evil.ws?.readyState !== 1 ? true : undefined), 120_000, 'answers');
    answered = evil.frames.length - base;
    expect(answered).toBeGreaterThan(9000);
    const after = await h.req('game:view', { viewer: 'spectator', since: 0 });
    if (!after.ok) throw new Error(after.error);
    expect(after.value.seq).toBe(before.value.seq);
    expect(JSON.stringify(after.value.observation)).toBe(JSON.stringify(before.value.observation));
    // The host still serves the honest client.
    const v = await honest.request('game:view', { viewer: honest.seat!, since: 0 });
    expect(v.ok).toBe(true);
    // Nothing the evil client received names the honest client's token.
    for (const t of evil.frames) expect(t.includes(honest.token!)).toBe(false);
  }, 180_000);

  it('a flooding client is refused beyond its rate and dropped if it goes on', async () => {
    const { evil } = await setup({ perSecond: 5, burst: 10 });
    const base = evil.frames.length;
    for (let i = 0; i < 400; i++) evil.send(JSON.stringify({ id: i, kind: 'lan:lobby', params: {} }));
    await until(() => (evil.closes > 0 ? true : undefined), 10_000, 'the flooder to be dropped');
    const replies = evil.frames.slice(base).map((t) => JSON.parse(t));
    expect(replies.filter((m) => m.reply?.ok).length).toBeLessThanOrEqual(12);
    expect(replies.some((m) => m.reply?.ok === false && /slow down/.test(m.reply.error))).toBe(true);
  }, 30_000);

  it('before joining a client may only join or read the lobby; a wrong code is refused', async () => {
    const { evil } = await setup();
    expect(await evil.request('game:view', { viewer: 1, since: 0 })).toEqual({ ok: false, error: 'Join the game first.' });
    expect((await evil.request('game:new', { setup: { config: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'human' }] } })).ok).toBe(false);
    expect((await evil.request('lan:join', { code: 'WRONG1', name: 'Eve' })).ok).toBe(false);
    const lobby = await evil.request('lan:lobby', {});
    expect(lobby.ok && lobby.value.you).toBeNull();
  });
});
