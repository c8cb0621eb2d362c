// `npm run web` (src/cli/web.ts, scripts/web.mjs): flags with clear refusals (exit status 2), the
// address printed once the server listens, a clear message when the port is taken.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseWebFlags, webCommand, webFlagsError } from '../../../src/cli/web';
import type { WebServer } from '../../../src/server/web';
import { Announcer } from '../../../src/server/lan/discovery';
import type { LobbyView } from '../../../src/shared/protocol/lan';
import { validateRequest } from '../../../src/shared/protocol/validate';
import { removeDir, ROOT, tempDir } from '../host/helpers';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) removeDir(d);
});

describe('web flags', () => {
  it('default to port 5173 on 127.0.0.1 and the platform data folder', () => {
    const f = parseWebFlags([], { XDG_DATA_HOME: '/xdg' });
    expect(f.port).toBe(5173);
    expect(f.host).toBe('127.0.0.1');
    if (process.platform === 'linux') expect(f.dataDir).toBe('/xdg/illuminati-desktop');
    expect(parseWebFlags(['--port', '0', '--data', 'rel/dir', '--host', '0.0.0.0', '--bot-speed', 'fast'])).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: join(process.cwd(), 'rel/dir'),
      botSpeed: 'fast',
      discovery: true,
    });
    expect(parseWebFlags(['--no-discovery']).discovery).toBe(false);
    expect(parseWebFlags(['--port=8080']).port).toBe(8080);
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be from 0 to 65535/],
    [['--port'], /--port needs a value/],
    [['--host', 'evil.example'], /--host must be an IP address/],
    [['--bot-speed', 'warp'], /--bot-speed must be one of instant, fast, normal, slow/],
    [['--data', ''], /--data needs a folder/],
    [['--verbose'], /Unknown flag --verbose/],
    [['serve'], /Unexpected argument "serve"/],
    [['--no-discovery=yes'], /--no-discovery takes no value/],
  ])('refuse %j with a message and the usage', (argv, message) => {
    const e = webFlagsError(argv as string[]);
    expect(e).toMatch(message);
    expect(e).toMatch(/Usage: npm run web/);
  });
});

describe('webCommand', () => {
  it('prints the address, serves until closed, and exits 0', async () => {
    const dataDir = tempDir('web-cmd-');
    dirs.push(dataDir);
    const out: string[] = [];
    let server: WebServer | null = null;
    const done = webCommand(['--port', '0', '--data', dataDir, '--no-discovery'], { staticDir: join(dataDir, 'none'), version: '1', out: (s) => out.push(s), onStarted: (s) => (server = s) });
    await expect.poll(() => server).not.toBeNull();
    const s = server as unknown as WebServer;
    expect(out[0]).toBe(`Illuminati is running at http://127.0.0.1:${s.port}/`);
    expect(s.port).toBeGreaterThan(0);
    expect(out).toContain(`Saves and settings: ${dataDir}`);
    const res = await fetch(s.url);
    expect(res.status).toBe(404); // nothing built in this folder; the server answers all the same
    await s.close();
    expect(await done).toBe(0);
  });

  it('exits 2 on bad flags and 1 when the port is taken, saying why', async () => {
    const err: string[] = [];
    expect(await webCommand(['--port', 'x'], { staticDir: '.', version: '1', err: (s) => err.push(s) })).toBe(2);
    expect(err[0]).toMatch(/--port must be a whole number/);
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    const dataDir = tempDir('web-cmd-');
    dirs.push(dataDir);
    try {
      expect(await webCommand(['--port', String(port), '--data', dataDir, '--no-discovery'], { staticDir: '.', version: '1', out: () => {}, err: (s) => err.push(s) })).toBe(1);
      expect(err[1]).toBe(`Port ${port} is already in use. Choose another with --port N (--port 0 picks a free one).`);
    } finally {
      blocker.close();
    }
  });

  it('npm run web refuses bad flags before building anything (exit status 2)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'web.mjs'), '--port', 'nope'], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--port must be a whole number, not "nope"/);
    expect(r.stdout).not.toMatch(/vite/);
  });

  // Issue 33: a LAN game hosted from browser mode with --no-discovery creates no UDP socket at all.
  it('--no-discovery opens a LAN game without creating any UDP socket', async () => {
    const dataDir = tempDir('web-cmd-');
    dirs.push(dataDir);
    const out: string[] = [];
    let server: WebServer | null = null;
    const udpSockets = () => process.getActiveResourcesInfo().filter((r) => /udp/i.test(r)).length;
    const before = udpSockets();
    const sentBefore = Announcer.sent;
    const done = webCommand(['--port', '0', '--data', dataDir, '--no-discovery'], { staticDir: join(dataDir, 'none'), version: '1', out: (s) => out.push(s), onStarted: (s) => (server = s) });
    await expect.poll(() => server).not.toBeNull();
    const s = server as unknown as WebServer;
    expect(out).toContain('LAN games hosted from this run are not announced on the network (--no-discovery).');
    const v = validateRequest({ kind: 'lan:open', params: { setup: { config: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'remote' }], seed: 'quiet' }, bind: '127.0.0.1', port: 0, name: 'Quiet game' } });
    if (!v.ok) throw new Error(v.error);
    const r = await s.host.request(v.request);
    if (!r.ok) throw new Error(r.error);
    expect((r.value as LobbyView).announced).toBe(false);
    expect(udpSockets()).toBe(before);
    expect(Announcer.sent).toBe(sentBefore);
    await s.close();
    expect(await done).toBe(0);
  });
});
