// The real web server (src/server/web) in the test's process, on a free port of 127.0.0.1, with a
// data folder of the test and bots in worker threads at instant speed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startWebServer, type WebServer } from '../../../src/server/web';
import type { HostSave } from '../../../src/server/host';
import type { BotSpeed } from '../../../src/shared/protocol/messages';
import { putSave } from './saves';

export function tempDataDir(prefix: string): string {
  const base = join(inject('e2eRunDir'), 'data');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(join(base, `${prefix}-`));
}

export function removeDir(dir: string): void {
  // A host closing may still write its autosave into the folder while it is removed (ENOTEMPTY
  // seen once in a full run): Node retries such removals when asked to.
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** Starts a web server on `dataDir` (port 0 unless given: a free one). */
export function startServer(dataDir: string, opts: { port?: number; botSpeed?: BotSpeed } = {}): Promise<WebServer> {
  return startWebServer({
    port: opts.port ?? 0,
    dataDir,
    staticDir: inject('e2eRendererDir'),
    botWorkerUrl: inject('e2eBotWorker'),
    botSpeed: opts.botSpeed ?? 'instant',
    version: 'e2e',
    // Issue 33: no test sends a datagram off the machine.
    lan: { announce: false },
  });
}

export interface ServerOptions {
  botSpeed?: BotSpeed;
  /** Saves put in the data folder before the server starts, by name. */
  saves?: Record<string, HostSave | string>;
}

/**
 * Runs `body` with a web server on a fresh data folder of the test (named after `prefix`), and
 * closes the server and removes the folder however the body ends: the one way the e2e tests make
 * their server.
 */
export async function withServer<T>(prefix: string, body: (server: WebServer, dir: string) => Promise<T>, opts: ServerOptions = {}): Promise<T> {
  const dir = tempDataDir(prefix);
  for (const [name, save] of Object.entries(opts.saves ?? {})) putSave(dir, name, save);
  const server = await startServer(dir, { botSpeed: opts.botSpeed });
  try {
    return await body(server, dir);
  } finally {
    await server.close();
    removeDir(dir);
  }
}
