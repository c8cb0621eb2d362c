// Browser mode (issue 5): one GameHost served over HTTP to any number of browser tabs on this
// machine: the built renderer as static files, and the protocol over a WebSocket at /ws. Bound to
// 127.0.0.1 unless told otherwise. Startable from code (the e2e tests, `npm run web`).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { WS_DEFLATE } from '../http/ws-deflate';
import { MAX_MESSAGE_BYTES, type BotSpeed } from '../../shared/protocol/messages';
import { BotHost } from '../bots/host';
import { GameHost, type BotSeats } from '../host';
import type { Disk } from '../host/journal-writer';
import type { AnnouncerOptions } from '../lan/discovery';
import { LanHost } from '../lan/lan-host';
import { isAllowedHost, isAllowedOrigin } from '../http/origin';
import { checkRunSecret, isLoopbackHost, KEY_PARAM, KEY_REFUSED_TEXT, newRunSecret } from './run-secret';
import { sendText, serveStatic } from '../http/static-files';
import { serveSocket } from './ws-transport';

export const DEFAULT_PORT = 5173;
export const DEFAULT_HOST = '127.0.0.1';
export const SOCKET_PATH = '/ws';

export interface WebServerOptions {
  /** 0 picks a free port. Default 5173. */
  port?: number;
  /** Address to listen on. Default 127.0.0.1 (this machine only). */
  host?: string;
  /** The host's data folder (settings, autosave, saves). */
  dataDir: string;
  /** The built renderer (out/renderer). */
  staticDir: string;
  /** Overrides the saved bot speed for this run (not written to settings). */
  botSpeed?: BotSpeed;
  /** Shown by the menu. */
  version?: string;
  /** The bot worker bundle; default bot-worker.mjs next to the running bundle. */
  botWorkerUrl?: URL | string;
  /** Bots to use instead of worker threads (tests). */
  bots?: BotSeats;
  /** The autosave's and journal's file operations (tests simulate a full disk; issue 23). */
  disk?: Disk;
  /**
   * Options of LAN hosting from this browser (issue 6); false turns it off. announce: false never
   * announces a game on the network (--no-discovery; every test); or where announcements go.
   */
  lan?: false | { announce?: false | AnnouncerOptions; heartbeatMs?: number };
  /**
   * The key a server on a non-loopback address requires (run-secret.ts); default: a new random
   * one each run. Ignored on loopback, which needs none.
   */
  secret?: string;
}

export interface WebServer {
  /** http://<address>:<port>/, with ?key=<secret> when the server needs one. */
  url: string;
  /** The key this run requires (non-loopback address), or null. */
  secret: string | null;
  port: number;
  host: GameHost;
  /** Closes every tab's socket, stops listening and closes the host (pending autosave written). */
  close(): Promise<void>;
  /** Resolves once the server has been closed (by whoever closed it). */
  readonly closed: Promise<void>;
}

export async function startWebServer(opts: WebServerOptions): Promise<WebServer> {
  const host = await GameHost.create({
    dataDir: opts.dataDir,
    version: opts.version ?? '0.0.0-dev',
    // A Hard bot's worker warms up for its first decision while the table plays up to it (issue 38).
    bots: opts.bots ?? new BotHost({ warmUp: true, ...(opts.botWorkerUrl ? { workerUrl: opts.botWorkerUrl } : {}) }),
    ...(opts.botSpeed ? { initialSettings: { botSpeed: opts.botSpeed } } : {}),
    ...(opts.disk ? { disk: opts.disk } : {}),
  });
  // The browser's player may host a LAN game; its players get the same renderer from the LAN server.
  const lan = opts.lan === false ? null : new LanHost({ host, dataDir: opts.dataDir, staticDir: opts.staticDir, ...(opts.version ? { version: opts.version } : {}), ...(opts.lan ?? {}) });
  // Frames a little over the protocol's limit still get a proper refusal from the validation;
  // beyond twice the limit the socket is closed unread (code 1009).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_BYTES, perMessageDeflate: WS_DEFLATE });
  wss.on('connection', (ws) => serveSocket(ws, host));

  const listenHost = opts.host ?? DEFAULT_HOST;
  const secret = isLoopbackHost(listenHost) ? null : (opts.secret ?? newRunSecret());
  /** The key check of a request (issue 21); the port is known once listening. */
  const keyVerdict = (req: IncomingMessage) => (secret === null ? ({ kind: 'pass' } as const) : checkRunSecret(req, secret, port));

  const server = createServer((req, res) => {
    if (!isAllowedHost(req.headers.host)) return sendText(res, 421, 'This server answers requests for its own address only.');
    const key = keyVerdict(req);
    if (key.kind === 'refuse') return sendText(res, 401, KEY_REFUSED_TEXT);
    if (key.kind === 'adopt') {
      res.writeHead(303, { Location: key.location, 'Set-Cookie': key.cookie, 'Cache-Control': 'no-store', 'Content-Length': '0' });
      return void res.end();
    }
    serveStatic(opts.staticDir, req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'The file could not be read.');
      else res.destroy();
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://host').pathname;
    } catch {
      return refuse(400, 'Bad Request');
    }
    if (path !== SOCKET_PATH) return refuse(404, 'Not Found');
    if (!isAllowedHost(req.headers.host) || !isAllowedOrigin(req.headers.origin, req.headers.host)) return refuse(403, 'Forbidden');
    // The page's socket carries the key's cookie; a program may give it in the address instead.
    if (keyVerdict(req).kind === 'refuse') return refuse(401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  let port = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? DEFAULT_PORT, listenHost, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await host.close();
    throw e;
  }
  port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  return {
    url: `http://${displayHost(listenHost)}:${port}/${secret === null ? '' : `?${KEY_PARAM}=${secret}`}`,
    secret,
    port,
    host,
    closed,
    close() {
      closing ??= (async () => {
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await lan?.close();
        await host.close();
        markClosed();
      })();
      return closing;
    },
  };
}

/** The address to print: a wildcard address is reached locally at 127.0.0.1; IPv6 goes in brackets. */
function displayHost(h: string): string {
  if (h === '0.0.0.0' || h === '::') return DEFAULT_HOST;
  return h.includes(':') ? `[${h}]` : h;
}
