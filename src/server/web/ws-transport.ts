// The WebSocket side of the protocol (messages.ts) at /ws: each text frame from a browser tab is
// a RequestMessage, answered by one ResponseMessage with the same id; every push of the host goes
// to every connected tab as a PushMessage. A frame that cannot be a request is answered with an
// error (with its id when it had one, else as a notice to that tab alone); the connection stays.
import type { RawData, WebSocket } from 'ws';
import type { Push, PushMessage, ResponseMessage } from '../../shared/protocol/messages';
import { parseRequestFrame } from '../../shared/protocol/validate';
import type { GameHost } from '../host';

const OPEN = 1;

function send(ws: WebSocket, frame: ResponseMessage | PushMessage): void {
  if (ws.readyState !== OPEN) return;
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // The tab went away while we answered.
  }
}

/** Serves one browser tab until its socket closes. */
export function serveSocket(ws: WebSocket, host: GameHost): void {
  const unsubscribe = host.subscribe((push) => send(ws, { push }));
  const notice = (text: string) => send(ws, { push: { type: 'host:notice', level: 'error', text } satisfies Push });
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) return notice('The game host reads text frames only.');
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    const parsed = parseRequestFrame(text);
    if (!parsed.ok) {
      if (parsed.id === null) return notice(`A request was refused: ${parsed.error}`);
      return send(ws, { id: parsed.id, reply: { ok: false, error: parsed.error } });
    }
    const { id } = parsed.message;
    void host.request(parsed.request).then((reply) => send(ws, { id, reply }));
  });
  ws.on('close', unsubscribe);
  ws.on('error', () => ws.terminate());
}
