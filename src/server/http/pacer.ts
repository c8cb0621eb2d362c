// Back-pressure on one WebSocket (issue 40), for the LAN server's players and browser mode's tabs
// alike. A peer that stops reading while asking for views made the host keep every unsent view in
// memory (a 675 KB view 55 times a second: 300 MB in 9 s). So, past `maxBufferedBytes` waiting to
// be sent, views wait: only the latest request is kept (an earlier one is answered at once with a
// short refusal) and it is worked out and sent once the peer has read enough; small frames (other
// replies, pushes) still go. A peer that stays over the bound for `maxStalledMs` is dropped: its
// socket, and everything waiting in it, is let go. Views also wait while all paced sockets together
// have more than `maxTotalBytes` waiting: in a long game one view is 14 MB, and 7 peers that stop
// reading would otherwise each get one (and the host would work out all 7 at once) before their own
// bound applies; they are dropped in turn, and the others' views go then.
import type { WebSocket } from 'ws';
import type { PushMessage, Reply, ResponseMessage } from '../../shared/protocol/messages';

export interface PaceLimits {
  /** Bytes waiting to be sent to this peer past which its views wait. */
  maxBufferedBytes: number;
  /** Bytes waiting over every paced socket of the process past which all views wait. */
  maxTotalBytes: number;
  /** How long a peer may stay over the bound before it is dropped. */
  maxStalledMs: number;
  /** How often a congested peer is looked at again. */
  checkMs: number;
}

export const DEFAULT_PACE: PaceLimits = { maxBufferedBytes: 4 * 1024 * 1024, maxTotalBytes: 16 * 1024 * 1024, maxStalledMs: 5000, checkMs: 100 };

export const SUPERSEDED = 'A newer view was asked for before this one could be sent; it replaces this one.';
/** Close code of a dropped peer (1008: policy violation). */
export const STALLED_CLOSE = 1008;

const OPEN = 1;

export class Pacer {
  /** Every open paced socket (for the bytes waiting over all of them). */
  private static readonly open = new Set<Pacer>();
  /** The latest view asked for while congested: its request id and how to work it out. */
  private held: { id: number; answer: () => Promise<Reply<unknown>> } | null = null;
  private stalledSince: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Largest number of bytes seen waiting (tests and the measurement read it). */
  peakBuffered = 0;
  dropped = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly limits: PaceLimits = DEFAULT_PACE,
    private readonly now: () => number = () => performance.now(),
  ) {
    Pacer.open.add(this);
    ws.on('close', () => this.stop());
  }

  /** Whether this peer has more than its bound waiting. */
  private congested(): boolean {
    const b = this.ws.bufferedAmount;
    if (b > this.peakBuffered) this.peakBuffered = b;
    return b > this.limits.maxBufferedBytes;
  }

  /** Whether all peers together have more than the total bound waiting. */
  private crowded(): boolean {
    let total = 0;
    for (const p of Pacer.open) total += p.ws.bufferedAmount;
    return total > this.limits.maxTotalBytes;
  }

  /** Sends a frame now (replies other than views, pushes: small). */
  send(frame: ResponseMessage | PushMessage): void {
    if (this.ws.readyState !== OPEN) return;
    try {
      this.ws.send(JSON.stringify(frame));
    } catch {
      // The peer went away while we answered.
    }
    if (this.congested()) this.watch();
  }

  /** A view request: answered now if the peer keeps up; else it waits, replacing an earlier waiting one. */
  view(id: number, answer: () => Promise<Reply<unknown>>): void {
    if (!this.congested() && !this.crowded()) return void answer().then((reply) => this.send({ id, reply }));
    if (this.held) this.send({ id: this.held.id, reply: { ok: false, error: SUPERSEDED } });
    this.held = { id, answer };
    this.watch();
  }

  private watch(): void {
    if (this.congested()) this.stalledSince ??= this.now();
    if (this.timer) return;
    this.timer = setInterval(() => this.check(), this.limits.checkMs);
    this.timer.unref?.();
  }

  private check(): void {
    if (this.ws.readyState !== OPEN) return this.stop();
    if (this.congested()) {
      this.stalledSince ??= this.now();
      if (this.now() - this.stalledSince >= this.limits.maxStalledMs) {
        this.dropped = true;
        this.stop();
        this.ws.terminate();
      }
      return;
    }
    this.stalledSince = null;
    // Only crowded by others: the view waits for them (they drain or are dropped), this peer is not.
    if (this.held && this.crowded()) return;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const held = this.held;
    this.held = null;
    if (held) this.view(held.id, held.answer);
  }

  private stop(): void {
    Pacer.open.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.held = null;
  }
}
