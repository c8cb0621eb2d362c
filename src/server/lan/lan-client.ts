// A LAN client in Node: a WebSocket speaking the table protocol (docs/protocol.md), reconnecting
// with its seat token when the socket drops, and playing its seat with a bot on the views the host
// sends it. The loopback tests use it (keeping every raw frame for their privacy checks) and so
// does the LAN benchmark (timing every action's round trip).
import { WebSocket } from 'ws';
import { createBot } from '../../shared/ai';
import { seedState } from '../../shared/engine';
import type { Action, Seat } from '../../shared/engine';
import type { Push, Reply, RequestKind, RequestParams, RequestResult, TableView } from '../../shared/protocol/messages';

export class LanClient {
  ws: WebSocket | null = null;
  seat: Seat | null = null;
  token: string | undefined;
  /** Every frame received, as text, over every connection (when `keepFrames`). */
  readonly frames: string[] = [];
  /** Round trip of every accepted action, in milliseconds. */
  readonly actMs: number[] = [];
  readonly pushes: Push[] = [];
  /** Actions the host accepted from this client: the seq they were chosen at and the action. */
  readonly accepted: { seq: number; action: Action }[] = [];
  private nextId = 1;
  private readonly pending = new Map<number, (r: Reply<unknown>) => void>();
  private readonly bot = createBot({ level: 'easy' });
  private readonly rng;
  private playing = false;
  private busy = false;
  private again = false;
  /** Set by a test: called before the client answers a decision; return true to not answer (e.g. after killing the socket). */
  beforeDecision: ((view: TableView) => boolean) | null = null;
  private closedByTest = false;
  /** Connections that closed (dropped by the host, killed, or lost). */
  closes = 0;
  private reconnecting = false;

  constructor(
    private url: string,
    readonly name: string,
    private readonly code: string,
    private readonly keepFrames = true,
  ) {
    this.rng = seedState(`lan-client/${name}`);
  }

  setUrl(url: string): void {
    this.url = url;
  }

  async connect(): Promise<void> {
    const ws = new WebSocket(this.url.replace(/^http/, 'ws') + 'ws');
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('close', (code, reason) => {
      this.closes++;
      for (const [, r] of this.pending) r({ ok: false, error: 'connection closed' });
      this.pending.clear();
      if (this.ws === ws && !this.closedByTest) void this.reconnect();
    });
    ws.on('error', () => {});
  }

  /** Joins (or rejoins with the token) and remembers the seat. */
  async join(): Promise<void> {
    const r = await this.request('lan:join', { code: this.code, name: this.name, ...(this.token ? { token: this.token } : {}) });
    if (!r.ok) throw new Error(`${this.name} could not join: ${r.error}`);
    this.seat = r.value.seat;
    this.token = r.value.token;
  }

  /** Retries until the host answers (it may be restarting), then rejoins and resumes playing. */
  async reconnect(): Promise<void> {
    if (this.reconnecting) return;
    this.reconnecting = true;
    try {
      for (let i = 0; i < 300 && !this.closedByTest; i++) {
        try {
          await this.connect();
          await this.join();
          if (this.playing) this.poke();
          return;
        } catch (e) {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } finally {
      this.reconnecting = false;
    }
  }

  /** Drops the connection as a crash would (no close handshake); the client then reconnects. */
  kill(): void {
    this.ws?.terminate();
  }

  close(): void {
    this.closedByTest = true;
    this.ws?.terminate();
  }

  send(text: string): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(text);
  }

  request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (r: Reply<unknown>) => void);
      if (this.ws?.readyState !== WebSocket.OPEN) {
        this.pending.delete(id);
        return resolve({ ok: false, error: 'not connected' });
      }
      this.ws.send(JSON.stringify({ id, kind, params }));
    });
  }

  private receive(text: string): void {
    if (this.keepFrames) this.frames.push(text);
    const m = JSON.parse(text) as { id?: number; reply?: Reply<unknown>; push?: Push };
    if (m.push) {
      this.pushes.push(m.push);
      if (m.push.type === 'game:changed' && this.playing) this.poke();
      return;
    }
    if (typeof m.id === 'number') {
      this.pending.get(m.id)?.(m.reply!);
      this.pending.delete(m.id);
    }
  }

  /** Plays the seat: answers every decision of the seat with the Easy bot. */
  play(): void {
    this.playing = true;
    this.poke();
  }

  private poke(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    void this.step().finally(() => {
      this.busy = false;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    });
  }

  private async step(): Promise<void> {
    if (this.seat === null) return;
    const v = await this.request('game:view', { viewer: this.seat, since: 0 });
    if (!v.ok && /Too many/.test(v.error)) {
      setTimeout(() => this.poke(), 250);
      return;
    }
    if (!v.ok || v.value.outcome || !v.value.deciding.includes(this.seat) || v.value.legal.length === 0) return;
    if (this.beforeDecision?.(v.value)) return;
    const action = this.bot.choose(v.value.observation, v.value.legal, { rng: this.rng, deadline: Infinity, now: () => 0 });
    const t0 = performance.now();
    const r = await this.request('game:act', { seat: this.seat, seq: v.value.seq, action });
    if (r.ok) this.actMs.push(performance.now() - t0);
    if (!r.ok && /Too many/.test(r.error)) setTimeout(() => this.poke(), 250);
    if (r.ok) {
      this.accepted.push({ seq: v.value.seq, action });
      this.again = true;
    }
  }
}
