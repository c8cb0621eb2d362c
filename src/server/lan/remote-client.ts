// One remote player's connection to a hosted LAN game (issue 6, docs/protocol.md). Everything it
// sends is untrusted: frames are size-checked, rate-limited and validated; before joining it may
// only join or look at the lobby; after joining it may act, undo, ask odds and see the table only
// for its own seat. Pushes reach it only once it has joined, and host notices never (they are the
// host player's business). Refusals change nothing and keep the connection, except for a client
// that keeps flooding, which is dropped.
import type { RawData, WebSocket } from 'ws';
import type { Push, PushMessage, Reply, ResponseMessage } from '../../shared/protocol/messages';
import { REMOTE_REQUESTS } from '../../shared/protocol/lan';
import { parseRequestFrame } from '../../shared/protocol/validate';
import { DEFAULT_PACE, Pacer, type PaceLimits } from '../http/pacer';
import { TokenBucket, type RateLimit } from './rate-limit';

export const TOO_MANY = 'Too many messages: slow down and try again in a moment.';

/** The id of a request frame, read without validating the rest (for refusing it). */
function idOf(data: RawData): number | null {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    const id = (JSON.parse(text) as { id?: unknown })?.id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
  } catch {
    return null;
  }
}
/** Refused frames over the rate limit before the connection is dropped (close code 1008). */
const MAX_STRIKES = 200;

/** What the LAN host offers a remote client. */
export interface RemoteHandler {
  /** Answers a validated request of this client (seat = null until it has joined). */
  handle(client: RemoteClient, request: import('../../shared/protocol/validate').ValidRequest): Promise<Reply<unknown>>;
  closed(client: RemoteClient): void;
}

export class RemoteClient {
  /** The seat this connection plays, once joined. */
  seat: number | null = null;
  /** Heartbeat pings sent since its last pong (lan-host.ts drops it at MAX_MISSED_PONGS). */
  unanswered = 0;
  private readonly bucket: TokenBucket;
  private strikes = 0;
  /** Back-pressure: views wait while this peer has too much unread (issue 40). */
  readonly pacer: Pacer;

  constructor(
    readonly ws: WebSocket,
    private readonly handler: RemoteHandler,
    limit: RateLimit,
    /** The peer's IP address: wrong join codes are counted per address (join-guard.ts). */
    readonly address = 'unknown',
    pace: PaceLimits = DEFAULT_PACE,
  ) {
    this.bucket = new TokenBucket(limit);
    this.pacer = new Pacer(ws, pace);
    ws.on('message', (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    ws.on('pong', () => (this.unanswered = 0));
    ws.on('close', () => handler.closed(this));
    ws.on('error', () => ws.terminate());
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (!this.bucket.take()) {
      if (++this.strikes > MAX_STRIKES) return this.ws.close(1008, 'Too many messages');
      // Answered, so that a client waiting for this request can try again later.
      const id = idOf(data);
      if (id !== null) return this.send({ id, reply: { ok: false, error: TOO_MANY } });
      return this.notice(TOO_MANY);
    }
    if (isBinary) return this.notice('The game host reads text frames only.');
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    const parsed = parseRequestFrame(text);
    if (!parsed.ok) {
      if (parsed.id === null) return this.notice(`A request was refused: ${parsed.error}`);
      return this.send({ id: parsed.id, reply: { ok: false, error: parsed.error } });
    }
    const { id } = parsed.message;
    if (!(REMOTE_REQUESTS as readonly string[]).includes(parsed.request.kind)) {
      return this.send({ id, reply: { ok: false, error: 'Only the player hosting the game can do that.' } });
    }
    const answer = () => this.handler.handle(this, parsed.request).catch((e: unknown) => ({ ok: false as const, error: `The host could not answer: ${(e as Error).message}` }));
    if (parsed.request.kind === 'game:view') return this.pacer.view(id, answer);
    void answer().then((reply) => this.send({ id, reply }));
  }

  /** A push for this client; host notices are never forwarded. */
  push(push: Push): void {
    // The host's notices and its disk warning (issue 23: only the host can save elsewhere) are its own.
    if (push.type === 'host:notice' || push.type === 'host:disk') return;
    // Before joining, nothing (issue 40: not even the lobby, which names the players).
    if (this.seat === null) return;
    this.send({ push });
  }

  private notice(text: string): void {
    this.send({ push: { type: 'host:notice', level: 'error', text } });
  }

  send(frame: ResponseMessage | PushMessage): void {
    this.pacer.send(frame);
  }
}
