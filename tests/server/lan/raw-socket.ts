// A bare WebSocket to a LAN host for the issue 40 tests: with a chosen Origin, Host header or local
// address (127.0.0.x stands for another machine), keeping every frame it receives.
import { WebSocket } from 'ws';

export interface RawSocket {
  ws: WebSocket;
  frames: string[];
  /** Sends a request and waits for its reply. */
  request(kind: string, params: unknown): Promise<{ ok: boolean; value?: unknown; error?: string }>;
  close(): void;
}

export interface RawOptions {
  origin?: string;
  headers?: Record<string, string>;
  localAddress?: string;
}

/** Opens a socket; resolves with it, or with the HTTP status the handshake was refused with. */
export function rawSocket(url: string, opts: RawOptions = {}): Promise<RawSocket | { refused: number }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + 'ws', { ...(opts.origin ? { origin: opts.origin } : {}), ...(opts.headers ? { headers: opts.headers } : {}), ...(opts.localAddress ? { localAddress: opts.localAddress } : {}) });
  const frames: string[] = [];
  let next = 1;
  const waiting = new Map<number, (r: { ok: boolean; value?: unknown; error?: string }) => void>();
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('error', (e) => reject(e));
    ws.once('open', () => {
      ws.on('message', (d) => {
        const text = d.toString();
        frames.push(text);
        const m = JSON.parse(text) as { id?: number; reply?: { ok: boolean } };
        if (typeof m.id === 'number') waiting.get(m.id)?.(m.reply!);
      });
      resolve({
        ws,
        frames,
        request: (kind, params) =>
          new Promise((res) => {
            const id = next++;
            waiting.set(id, res);
            ws.send(JSON.stringify({ id, kind, params }));
          }),
        close: () => ws.terminate(),
      });
    });
  });
}
