// The LAN game's HTTP server: the built renderer for browsers that open the game's address, and
// the protocol over a WebSocket at /ws, compressed (issue 39), for pages of allowed origins only
// (issue 40: a page from a web site open in a LAN player's browser must not reach the game).
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES } from '../../shared/protocol/messages';
import { isAllowedLanOrigin } from '../http/origin';
import { sendText, serveStatic } from '../http/static-files';
import { WS_DEFLATE } from '../http/ws-deflate';

export interface LanServer {
  server: Server;
  wss: WebSocketServer;
  /** The port it listens on (the one asked for, or the system's pick for 0). */
  port: number;
}

/** Listens on bind:port; `connected` gets each accepted WebSocket with the peer's address. Rejects when it cannot listen. */
export async function openLanServer(bind: string, port: number, staticDir: string, connected: (ws: WebSocket, address: string) => void): Promise<LanServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_BYTES, perMessageDeflate: WS_DEFLATE });
  const server = createServer((req, res) => {
    serveStatic(staticDir, req, res).catch(() => {
      if (!res.headersSent) sendText(res, 500, 'The file could not be read.');
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket: Socket, head) => {
    let path = '';
    try {
      path = new URL(req.url ?? '/', 'http://host').pathname;
    } catch {
      // refused below
    }
    if (path !== '/ws') return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    if (!isAllowedLanOrigin(req.headers.origin, req.headers.host)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    wss.handleUpgrade(req, socket, head, (ws) => connected(ws, req.socket.remoteAddress ?? 'unknown'));
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, bind, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, wss, port: (server.address() as AddressInfo).port };
}
