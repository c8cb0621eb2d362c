// Issue 21 hardening: browser mode on a non-loopback address answers only requests that show this
// run's key (in the printed address, then as a cookie); on loopback nothing changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../src/server/web';
import { webCommand } from '../../../src/cli/web';
import { checkRunSecret, cookieName, isLoopbackHost, newRunSecret } from '../../../src/server/web/run-secret';
import { inProcessBots, removeDir, tempDir } from '../host/helpers';

let root: string;
let staticDir: string;
const servers: WebServer[] = [];

beforeAll(() => {
  root = tempDir('web-secret-');
  staticDir = join(root, 'renderer');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Illuminati</title>');
});
afterAll(() => removeDir(root));
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function start(host: string, secret?: string): Promise<WebServer> {
  const s = await startWebServer({ port: 0, host, dataDir: join(root, `data-${servers.length}-${Date.now()}`), staticDir, bots: inProcessBots(), lan: false, ...(secret ? { secret } : {}) });
  servers.push(s);
  return s;
}

function get(s: WebServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: s.port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a WebSocket to /ws opens (true) or is refused with an HTTP status (the status). */
function socket(s: WebServer, path: string, headers: Record<string, string> = {}): Promise<true | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}${path}`, { headers });
    ws.once('open', () => (ws.close(), resolve(true)));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

describe('which addresses need a key', () => {
  it('loopback needs none; every other address does', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'fe80::1', '128.0.0.1']) expect(isLoopbackHost(h)).toBe(false);
  });

  it('makes a new unguessable key each run', () => {
    const a = newRunSecret();
    expect(a).toMatch(/^[\w-]{32}$/);
    expect(newRunSecret()).not.toBe(a);
  });
});

describe('checkRunSecret', () => {
  const secret = 'k'.repeat(32);
  it('passes the cookie, adopts the address key once, refuses anything else', () => {
    expect(checkRunSecret({ url: '/', headers: { cookie: `other=1; ${cookieName(80)}=${secret}` } }, secret, 80)).toEqual({ kind: 'pass' });
    expect(checkRunSecret({ url: `/?key=${secret}&x=1`, headers: {} }, secret, 80)).toEqual({
      kind: 'adopt',
      location: '/?x=1',
      cookie: `${cookieName(80)}=${secret}; Path=/; HttpOnly; SameSite=Strict`,
    });
    expect(checkRunSecret({ url: '/', headers: {} }, secret, 80)).toEqual({ kind: 'refuse' });
    expect(checkRunSecret({ url: '/?key=wrong', headers: {} }, secret, 80)).toEqual({ kind: 'refuse' });
    expect(checkRunSecret({ url: '/', headers: { cookie: `${cookieName(80)}=wrong` } }, secret, 80)).toEqual({ kind: 'refuse' });
    // Another port's cookie is another server's key.
    expect(checkRunSecret({ url: '/', headers: { cookie: `${cookieName(81)}=${secret}` } }, secret, 80)).toEqual({ kind: 'refuse' });
  });
});

describe('the web server off loopback', () => {
  it('prints an address with the key and refuses pages and sockets without it', async () => {
    const s = await start('0.0.0.0');
    expect(s.secret).toMatch(/^[\w-]{32}$/);
    expect(s.url).toBe(`http://127.0.0.1:${s.port}/?key=${s.secret}`);

    const bare = await get(s, '/');
    expect(bare.status).toBe(401);
    expect(bare.body).toMatch(/needs the key it printed/);
    expect(bare.body).not.toContain(s.secret!);
    expect((await get(s, '/?key=nope')).status).toBe(401);
    expect(await socket(s, '/ws')).toBe(401);

    // The printed address: the key becomes a cookie and leaves the address bar ...
    const first = await get(s, `/?key=${s.secret}`);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/');
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toBe(`${cookieName(s.port)}=${s.secret}`);
    // ... and the page, its assets and its socket pass with it.
    const page = await get(s, '/', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Illuminati</title>');
    expect(await socket(s, '/ws', { cookie, origin: `http://127.0.0.1:${s.port}` })).toBe(true);
    // A program may give the key in the socket's address.
    expect(await socket(s, `/ws?key=${s.secret}`)).toBe(true);
  });

  it('takes a key given by its caller', async () => {
    const s = await start('0.0.0.0', 'given-key-given-key-given-key-12');
    expect(s.secret).toBe('given-key-given-key-given-key-12');
  });
});

describe('the web server on loopback', () => {
  it('needs no key, as before', async () => {
    const s = await start('127.0.0.1', 'ignored-ignored-ignored-ignored-');
    expect(s.secret).toBeNull();
    expect(s.url).toBe(`http://127.0.0.1:${s.port}/`);
    expect((await get(s, '/')).status).toBe(200);
    expect(await socket(s, '/ws')).toBe(true);
  });
});

describe('npm run web --host', () => {
  it('prints the address with the key off loopback, and how other computers reach it', async () => {
    const out: string[] = [];
    let server: WebServer | null = null;
    const done = webCommand(['--port', '0', '--host', '0.0.0.0', '--data', join(root, 'cmd-data')], { staticDir, version: '1', out: (s) => out.push(s), onStarted: (s) => (server = s) });
    await expect.poll(() => server).not.toBeNull();
    const s = server as unknown as WebServer;
    expect(out[0]).toBe(`Illuminati is running at http://127.0.0.1:${s.port}/?key=${s.secret}`);
    expect(out).toContain("Listening on 0.0.0.0: only browsers that open an address with this run's key get in (it changes at every start).");
    for (const line of out.filter((l) => l.includes('From another computer'))) expect(line).toMatch(new RegExp(`^  From another computer: http://[\\d.]+:${s.port}/\\?key=${s.secret}$`));
    await s.close();
    expect(await done).toBe(0);
  });
});
