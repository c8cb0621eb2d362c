// The WebSocket side of the protocol (messages.ts) at /ws: each text frame from a browser tab is
// a RequestMessage, answered by one ResponseMessage with the same id; every push of the host goes
// to every connected tab as a PushMessage, with the tab's own view patch (issue 39, view-feed.ts).
// A frame that cannot be a request is answered with an error (with its id when it had one, else as
// a notice to that tab alone); the connection stays.
// Views wait while the tab has too much unread, and a tab that stops reading is dropped (issue 40:
// http/pacer.ts).
import type { RawData, WebSocket } from 'ws';
import type { Push } from '../../shared/protocol/messages';
import { parseRequestFrame } from '../../shared/protocol/validate';
import type { GameHost } from '../host';
import { DEFAULT_PACE, Pacer, type PaceLimits } from '../http/pacer';

/** Serves one browser tab until its socket closes. */
export function serveSocket(ws: WebSocket, host: GameHost, pace: PaceLimits = DEFAULT_PACE): Pacer {
  const pacer = new Pacer(ws, pace);
  const feed = host.feed();
  const unsubscribe = host.subscribe((push) => pacer.send({ push: feed.personalize(push) }));
  const notice = (text: string) => pacer.send({ push: { type: 'host:notice', level: 'error', text } satisfies Push });
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) return notice('The game host reads text frames only.');
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    const parsed = parseRequestFrame(text);
    if (!parsed.ok) {
      if (parsed.id === null) return notice(`A request was refused: ${parsed.error}`);
      return pacer.send({ id: parsed.id, reply: { ok: false, error: parsed.error } });
    }
    const { id } = parsed.message;
    if (parsed.request.kind === 'game:view') return pacer.view(id, () => host.request(parsed.request, undefined, feed));
    void host.request(parsed.request, undefined, feed).then((reply) => pacer.send({ id, reply }));
  });
  ws.on('close', () => {
    unsubscribe();
    feed.close();
  });
  ws.on('error', () => ws.terminate());
  return pacer;
}
