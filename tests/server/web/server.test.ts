// Browser mode (issue 5): the web server serves the built renderer with the right types and the
// app's headers and nothing outside its folder, answers protocol frames on /ws (pushes to every
// tab), refuses malformed frames without falling over, refuses foreign pages, and a restart on the
// same data folder continues the game.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/server/web';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/http/csp-policy';
import { MAX_MESSAGE_BYTES, type Push, type ResponseMessage, type TableView } from '../../../src/shared/protocol/messages';
import { applyPatch } from '../../../src/shared/protocol/view-patch';
import { inProcessBots, removeDir, tempDir } from '../host/helpers';

let root: string;
let staticDir: string;
const servers: WebServer[] = [];
const dataDirs: string[] = [];

beforeAll(() => {
  root = tempDir('web-');
  staticDir = join(root, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Illuminati</title>');
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log("table")');
  writeFileSync(join(staticDir, 'assets', 'style.css'), 'body{}');
  writeFileSync(join(staticDir, 'assets', 'eye.svg'), '<svg/>');
  writeFileSync(join(staticDir, 'assets', 'blob.xyz'), 'x');
  writeFileSync(join(staticDir, '.env'), 'SECRET=1');
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET');
  symlinkSync(join(root, 'secret.txt'), join(staticDir, 'link-out.txt'));
});
afterAll(() => removeDir(root));
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dataDirs.splice(0)) removeDir(d);
});

async function start(dataDir = tempDir('web-data-')): Promise<WebServer> {
  if (!dataDirs.includes(dataDir)) dataDirs.push(dataDir);
  const s = await startWebServer({ port: 0, dataDir, staticDir, bots: inProcessBots(), botSpeed: 'instant', version: '1.2.3', lan: { announce: false } });
  servers.push(s);
  return s;
}

/** A raw HTTP request: the path goes out exactly as written (no client-side normalisation). */
function get(s: WebServer, path: string, opts: { method?: string; host?: string } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: s.port, path, method: opts.method ?? 'GET', headers: opts.host ? { host: opts.host } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A browser tab's socket: requests with ids, every frame it receives kept in order. */
async function tab(s: WebServer, headers: Record<string, string> = { origin: `http://127.0.0.1:${s.port}` }) {
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/ws`, { headers });
  const frames: (ResponseMessage | { push: Push })[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    frames.push(JSON.parse(String(d)));
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let nextId = 1;
  const until = async (pred: () => boolean) => {
    while (!pred()) await new Promise<void>((r) => waiters.push(r));
  };
  return {
    ws,
    frames,
    pushes: () => frames.filter((f): f is { push: Push } => 'push' in f).map((f) => f.push),
    async call(kind: string, params: unknown): Promise<ResponseMessage['reply']> {
      const id = nextId++;
      ws.send(JSON.stringify({ id, kind, params }));
      await until(() => frames.some((f) => 'id' in f && f.id === id));
      return (frames.find((f) => 'id' in f && f.id === id) as ResponseMessage).reply;
    },
    async sendRaw(data: string | Buffer, binary = false) {
      const before = frames.length;
      ws.send(data, { binary });
      await until(() => frames.length > before);
      return frames[frames.length - 1];
    },
    until,
  };
}

describe('static files', () => {
  it('serves the renderer with MIME types, the CSP and no-sniff', async () => {
    const s = await start();
    expect(s.url).toBe(`http://127.0.0.1:${s.port}/`);
    const index = await get(s, '/');
    expect(index.status).toBe(200);
    expect(index.body).toContain('<title>Illuminati</title>');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['x-frame-options']).toBe('DENY');
    expect((await get(s, '/index.html')).body).toBe(index.body);
    expect((await get(s, '/assets/app-1234.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(s, '/assets/style.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(s, '/assets/eye.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get(s, '/assets/blob.xyz')).headers['content-type']).toBe('application/octet-stream');
    expect((await get(s, '/assets/app-1234.js?v=2')).status).toBe(200);
    const head = await get(s, '/assets/style.css', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe('6');
    expect((await get(s, '/', { method: 'POST' })).status).toBe(405);
    expect((await get(s, '/missing.js')).status).toBe(404);
    expect((await get(s, '/assets')).status).toBe(404);
    expect((await get(s, '/assets/')).status).toBe(404);
  });

  it('never serves anything outside its folder, nor hidden files', async () => {
    const s = await start();
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2e%2e%5csecret.txt',
      '/assets/..\\..\\secret.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
      '//etc/passwd',
      '/link-out.txt',
      '/.env',
      '/%2eenv',
    ]) {
      const r = await get(s, path);
      expect([400, 403, 404], path).toContain(r.status);
      expect(r.body, path).not.toContain('SECRET');
    }
  });

  it('answers requests for its own address only (no DNS rebinding)', async () => {
    const s = await start();
    expect((await get(s, '/', { host: `evil.example:${s.port}` })).status).toBe(421);
    expect((await get(s, '/', { host: `localhost:${s.port}` })).status).toBe(200);
  });

  it('says what to do when the renderer is not built', async () => {
    const dataDir = tempDir('web-data-');
    dataDirs.push(dataDir);
    const s = await startWebServer({ port: 0, dataDir, staticDir: join(root, 'nothing-here'), bots: inProcessBots(), lan: false });
    servers.push(s);
    const r = await get(s, '/');
    expect(r.status).toBe(404);
    expect(r.body).toMatch(/npm run web/);
  });
});

describe('the /ws endpoint', () => {
  it('answers requests by id and pushes every change to every tab', async () => {
    const s = await start();
    const a = await tab(s);
    const b = await tab(s);
    expect(await a.call('menu:state', {})).toMatchObject({ ok: true, value: { gameOpen: false, version: '1.2.3', settings: { botSpeed: 'instant' } } });
    const created = await a.call('game:new', { setup: { config: { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'] }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'ws' } });
    expect(created).toMatchObject({ ok: true, value: { gameId: expect.any(String) } });
    const gameId = (created as { ok: true; value: { gameId: string } }).value.gameId;
    await b.until(() => b.pushes().some((p) => p.type === 'game:changed'));
    expect(b.pushes()).toEqual([{ type: 'game:changed', gameId, seq: 0, deciding: [expect.any(Number)], over: false, rev: expect.any(Number) }]);
    const seat = (b.pushes()[0] as { deciding: number[] }).deciding[0];
    const view = await b.call('game:view', { viewer: seat, since: 0 });
    expect(view).toMatchObject({ ok: true, value: { gameId, seq: 0, viewer: seat } });
    expect(await b.call('game:act', { seat, seq: 0, action: { type: 'endTurn' } })).toEqual({ ok: true, value: { seq: 1 } });
    await a.until(() => a.pushes().some((p) => p.type === 'game:changed' && p.seq === 1));
    // A stale action from the other tab is refused.
    expect(await a.call('game:act', { seat, seq: 0, action: { type: 'endTurn' } })).toMatchObject({ ok: false, error: expect.stringMatching(/changed since/) });
    a.ws.close();
    b.ws.close();
  });

  it('compresses its frames (permessage-deflate) and pushes each tab the patch of the view it holds (issue 39)', async () => {
    const s = await start();
    const a = await tab(s);
    const b = await tab(s);
    expect(a.ws.extensions).toMatch(/permessage-deflate/);
    const created = await a.call('game:new', { setup: { config: { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'] }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'ws-patch' } });
    const gameId = (created as { ok: true; value: { gameId: string } }).value.gameId;
    await a.until(() => a.pushes().some((p) => p.type === 'game:changed'));
    const seat = (a.pushes().find((p) => p.type === 'game:changed') as { deciding: number[] }).deciding[0];
    // Tab a holds the deciding seat's view, tab b none: only a's push carries a patch, of a's view.
    const held = (await a.call('game:view', { viewer: seat, since: 0 })) as { ok: true; value: TableView };
    expect(await a.call('game:act', { seat, seq: 0, action: { type: 'endTurn' } })).toEqual({ ok: true, value: { seq: 1 } });
    await a.until(() => a.pushes().some((p) => p.type === 'game:changed' && p.seq === 1));
    await b.until(() => b.pushes().some((p) => p.type === 'game:changed' && p.seq === 1));
    const pa = a.pushes().find((p) => p.type === 'game:changed' && p.seq === 1) as Extract<Push, { type: 'game:changed' }>;
    const pb = b.pushes().find((p) => p.type === 'game:changed' && p.seq === 1) as Extract<Push, { type: 'game:changed' }>;
    expect(pb.patch).toBeUndefined();
    expect(pa.patch).toMatchObject({ viewer: seat, from: held.value.rev, rev: pa.rev });
    const fresh = (await a.call('game:view', { viewer: seat, since: 0 })) as { ok: true; value: TableView };
    const patched = applyPatch(held.value, pa.patch!.ops);
    expect({ ...patched, log: [], logFrom: 0 }).toEqual({ ...fresh.value, log: [], logFrom: 0 });
    expect(pa.patch!.log.map((e) => e.index)).toEqual(fresh.value.log.filter((e) => e.index >= held.value.log.at(-1)!.index + 1).map((e) => e.index));
    expect(gameId).toBe(fresh.value.gameId);
    a.ws.close();
    b.ws.close();
  });

  it('refuses malformed frames with a reason and keeps serving', async () => {
    const s = await start();
    const t = await tab(s);
    expect(await t.sendRaw('this is not json')).toEqual({ push: { type: 'host:notice', level: 'error', text: 'A request was refused: The request is not valid JSON.' } });
    expect(await t.sendRaw(Buffer.from([1, 2, 3]), true)).toEqual({ push: { type: 'host:notice', level: 'error', text: 'The game host reads text frames only.' } });
    expect(await t.sendRaw(JSON.stringify({ id: 9, kind: 'game:destroyEverything', params: {} }))).toEqual({ id: 9, reply: { ok: false, error: 'Unknown request "game:destroyEverything".' } });
    expect(await t.sendRaw(JSON.stringify({ id: 10, kind: 'game:act', params: { seat: 0, seq: 0, action: { type: 'pass', hack: true } } }))).toMatchObject({ id: 10, reply: { ok: false } });
    expect(await t.sendRaw(JSON.stringify({ id: 11, kind: 'game:import', params: { text: 'x'.repeat(MAX_MESSAGE_BYTES + 10) } }))).toEqual({ push: { type: 'host:notice', level: 'error', text: expect.stringMatching(/too large/) } });
    expect(await t.call('game:view', { viewer: 0, since: 0 })).toEqual({ ok: false, error: 'No game is open.' });
    expect(await t.call('menu:state', {})).toMatchObject({ ok: true });
    // A frame far beyond the limit closes that socket unread (1009); the server goes on.
    const closed = new Promise<number>((r) => t.ws.once('close', (code) => r(code)));
    t.ws.send('y'.repeat(3 * MAX_MESSAGE_BYTES));
    expect(await closed).toBe(1009);
    const again = await tab(s);
    expect(await again.call('menu:state', {})).toMatchObject({ ok: true });
    again.ws.close();
  });

  it('refuses pages of other origins, other paths and foreign host names', async () => {
    const s = await start();
    const refused = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', () => resolve(-1));
      });
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, { origin: 'https://evil.example' })).toBe(403);
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, { origin: `http://127.0.0.1:${s.port + 1}` })).toBe(403);
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, { origin: 'null' })).toBe(403);
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, { host: `attacker.example:${s.port}`, origin: `http://attacker.example:${s.port}` })).toBe(403);
    expect(await refused(`ws://127.0.0.1:${s.port}/socket`, {})).toBe(404);
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, { origin: `http://localhost:${s.port}`, host: `localhost:${s.port}` })).toBe(101);
    expect(await refused(`ws://127.0.0.1:${s.port}/ws`, {})).toBe(101); // a program, not a page
  });
});

describe('starting and stopping', () => {
  it('start, play, close, start again on the same data folder, Continue', async () => {
    const dataDir = tempDir('web-data-');
    const first = await start(dataDir);
    const t = await tab(first);
    await t.call('game:new', { setup: { config: { players: 2, illuminati: ['bavarian-illuminati', 'gnomes-of-zurich'] }, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'restart' } });
    const seat = (t.pushes()[0] as { deciding: number[] }).deciding[0];
    await t.call('game:act', { seat, seq: 0, action: { type: 'endTurn' } });
    const before = await t.call('game:view', { viewer: 'spectator', since: 0 });
    const closedSocket = new Promise<void>((r) => t.ws.once('close', () => r()));
    await first.close();
    await closedSocket;
    servers.splice(servers.indexOf(first), 1);

    const second = await start(dataDir);
    const u = await tab(second);
    expect(await u.call('menu:state', {})).toMatchObject({ ok: true, value: { canContinue: true } });
    expect(await u.call('game:continue', {})).toMatchObject({ ok: true });
    const after = await u.call('game:view', { viewer: 'spectator', since: 0 });
    expect(after.ok && before.ok).toBe(true);
    if (after.ok && before.ok) expect({ ...(after.value as object), gameId: '', rev: 0 }).toEqual({ ...(before.value as object), gameId: '', rev: 0 });
    u.ws.close();
  });

  it('reports a port in use', async () => {
    const s = await start();
    const dataDir = tempDir('web-data-');
    dataDirs.push(dataDir);
    await expect(startWebServer({ port: s.port, dataDir, staticDir, bots: inProcessBots(), lan: false })).rejects.toThrow(/EADDRINUSE/);
  });
});
