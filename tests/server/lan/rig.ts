// Set-up shared by the LAN tests: a game host in a fresh data folder, a LanHost on it serving a
// stand-in renderer page, and one cleanup list the test files empty after each test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LanHost, type LanHostOptions } from '../../../src/server/lan/lan-host';
import { makeHost, removeDir, type TestHost } from '../host/helpers';

const cleanup: (() => Promise<void> | void)[] = [];

/** Runs (newest first) and forgets everything registered with `later`; call it in afterEach. */
export async function cleanUp(): Promise<void> {
  for (const f of cleanup.splice(0).reverse()) await f();
}

export function later(f: () => Promise<void> | void): void {
  cleanup.push(f);
}

/** A game host with instant bots in a fresh data folder, closed and removed after the test (or in `dir`). */
export async function testHost(dir?: string): Promise<TestHost> {
  const h = await makeHost(dir ? { dir } : {});
  later(async () => {
    await h.host.close();
    if (!dir) removeDir(h.dir);
  });
  return h;
}

/** A LanHost on `h`, serving a one-line page as its renderer, without UDP announcements unless asked. */
export function lanHostFor(h: TestHost, opts: Partial<Omit<LanHostOptions, 'host' | 'dataDir' | 'staticDir'>> = {}): LanHost {
  const staticDir = join(h.dir, 'renderer');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Illuminati LAN</title>');
  const lan = new LanHost({ host: h.host, dataDir: h.dir, staticDir, heartbeatMs: 200, announce: false, ...opts });
  later(() => lan.close());
  return lan;
}
