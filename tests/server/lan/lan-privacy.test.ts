// Issue 40, points 1 and 5: who may reach a LAN game and what it learns before joining. A page from
// a web site open in a LAN player's browser is refused at the handshake; a connection that has not
// joined learns the game's name and free seats, never the join code (nor do joined players, who
// typed it, and nor does the UDP announcement: lobby.test.ts); reserved names are refused.
import { afterEach, describe, expect, it } from 'vitest';
import { LanClient } from '../../../src/server/lan/lan-client';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { rawSocket, type RawSocket } from './raw-socket';
import { cleanUp, lanHostFor, later, testHost } from './rig';
import { until } from './until';

afterEach(cleanUp);

async function openGame(names = ['Host', 'Ann', 'Bob']) {
  const h = await testHost();
  lanHostFor(h);
  const seats: SeatController[] = [{ kind: 'human' }, { kind: 'remote' }, { kind: 'remote' }];
  const opened = await h.req('lan:open', { setup: { config: { players: 3, names }, seats, seed: 'privacy' }, bind: '127.0.0.1', port: 0, name: 'Privacy test' });
  if (!opened.ok) throw new Error(opened.error);
  return { h, code: opened.value.code!, url: opened.value.urls[0]! };
}

async function socket(url: string, opts: Parameters<typeof rawSocket>[1] = {}): Promise<RawSocket> {
  const s = await rawSocket(url, opts);
  if ('refused' in s) throw new Error(`refused with ${s.refused}`);
  later(() => s.close());
  return s;
}

describe('the LAN server’s handshake', () => {
  it('refuses pages from web sites and DNS-rebound names; accepts programs, its own page and the app’s own pages', async () => {
    const { url } = await openGame();
    const port = new URL(url).port;
    for (const origin of ['https://evil.example', 'http://203.0.113.9', `http://evil.example:${port}`, 'null', 'file://', 'chrome-extension://abc']) {
      expect(await rawSocket(url, { origin }), origin).toEqual({ refused: 403 });
    }
    // A name pointed at the host after the page loaded: Origin and Host agree, but Host is a name.
    expect(await rawSocket(url, { origin: `http://evil.example:${port}`, headers: { Host: `evil.example:${port}` } })).toEqual({ refused: 403 });
    // A program (no Origin), the page this host served, browser mode or the dev server on the
    // player's machine, and a page of another machine on the LAN (which could connect itself).
    for (const origin of [undefined, `http://127.0.0.1:${port}`, 'http://localhost:5173', 'http://127.0.0.1:5173', 'http://192.168.1.20:5173', 'http://[::1]:5173']) {
      const s = await socket(url, origin ? { origin } : {});
      expect((await s.request('lan:lobby', {})).ok, String(origin)).toBe(true);
    }
  });
});

describe('before joining', () => {
  it('a connection learns the name and the free seats only: never the code, the players or the addresses', async () => {
    const { code, url } = await openGame(['Hostname', 'Ann', 'Bob']);
    const snoop = await socket(url);
    const lobby = (await snoop.request('lan:lobby', {})) as { ok: true; value: { name: string; code: unknown; urls: string[]; seats: { joined: boolean; name: string }[] } };
    expect(lobby.ok).toBe(true);
    expect(lobby.value.name).toBe('Privacy test');
    expect(lobby.value.code).toBeNull();
    expect(lobby.value.urls).toEqual([]);
    expect(lobby.value.seats.map((s) => s.joined)).toEqual([true, false, false]);
    expect((await snoop.request('menu:state', {})).ok).toBe(true);
    // Ann joins while the snoop listens: no lobby push reaches a connection that has not joined.
    const ann = new LanClient(url, 'Ann', code);
    later(() => ann.close());
    await ann.connect();
    await ann.join();
    await snoop.request('lan:lobby', {});
    const everything = snoop.frames.join('\n');
    expect(everything).not.toContain(code);
    expect(everything).not.toContain('Hostname');
    expect(everything).not.toContain('"Ann"');
    expect(snoop.frames.some((f) => f.includes('"push"'))).toBe(false);
    // A joined player typed the code; the views it gets do not carry it either.
    await ann.request('lan:ready', { ready: true });
    await until(() => ann.pushes.some((p) => p.type === 'lan:lobby'), 5000, 'a lobby push');
    expect(ann.frames.join('\n')).not.toContain(code);
  });
});

describe('reserved names', () => {
  it('"host" and the names of seats already taken are refused, whatever their case and spaces; a free name joins', async () => {
    const { code, url } = await openGame(['Anna', 'Open', 'Open']);
    const first = new LanClient(url, 'Bob Smith', code);
    later(() => first.close());
    await first.connect();
    await first.join();
    const c = await socket(url);
    for (const name of ['host', ' HOST ', 'H o s t', 'anna', 'bobsmith', 'BOB  SMITH']) {
      const r = await c.request('lan:join', { code, name });
      expect(r, name).toMatchObject({ ok: false, error: expect.stringMatching(/name/i) });
    }
    expect(await c.request('lan:join', { code, name: 'Hostess' })).toMatchObject({ ok: true });
  });
});
