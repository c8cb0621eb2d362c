// A LAN client in Node: a WebSocket speaking the table protocol (docs/protocol.md), reconnecting
// with its seat token when the socket drops, and playing its seat with a bot on the views the host
// sends it: a full view first, then the patches pushed with game:changed (issue 39), pulling a
// full view again when a patch is not for the view it holds. The loopback tests use it (keeping
// every raw frame for their privacy checks) and so does the LAN benchmark (timing every action's
// round trip, and when each view arrives).
import { WebSocket } from 'ws';
import { createBot } from '../../shared/ai';
import { seedState } from '../../shared/engine';
import type { Action, Seat } from '../../shared/engine';
import { expandLegal, isEmptyLegal } from '../../shared/protocol/compact-legal';
import type { Push, Reply, RequestKind, RequestParams, RequestResult, TableView } from '../../shared/protocol/messages';
import { applyPatch, type ViewPatch } from '../../shared/protocol/view-patch';

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
  /** Called just before this client sends an action chosen at `seq` (the benchmark's clock starts). */
  acting: ((seq: number) => void) | null = null;
  /** Called with every view this client comes to hold (pulled or patched) and how it came. */
  onView: ((view: TableView, how: 'full' | 'patch') => void) | null = null;
  /** Set by a test: a push to ignore as if it were lost (the client must notice at the next one and pull a full view). */
  dropPush: ((push: Extract<Push, { type: 'game:changed' }>) => boolean) | null = null;
  /** The view of its seat this client holds (its log: only the entries of the last change). */
  view: TableView | null = null;
  /** Views pulled whole and patches applied (the benchmark and tests count them). */
  fullViews = 0;
  patches = 0;
  /** Received pushes whose patch was not for the held view (a full view was pulled instead). */
  missed = 0;
  private logEnd = 0;
  /** A full view is on its way; patches arriving meanwhile wait for it (they may follow on from it). */
  private pulling = false;
  private early: ViewPatch[] = [];
  /** Offer permessage-deflate (the benchmark compares without). */
  deflate = true;
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
    const ws = new WebSocket(this.url.replace(/^http/, 'ws') + 'ws', { perMessageDeflate: this.deflate });
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (data) => this.receive(data.toString()));
    ws.on('close', (code, reason) => {
      this.closes++;
      this.view = null;
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
      if (m.push.type === 'game:changed') {
        const patch = m.push.patch;
        if (this.dropPush?.(m.push)) return;
        if (this.view && m.push.rev <= this.view.rev) return;
        if (patch && !this.view && this.pulling) this.early.push(patch);
        else if (!patch || !this.patch(patch)) {
          if (this.view) this.missed++;
          this.view = null;
        }
        if (this.playing) this.poke();
      }
      return;
    }
    if (typeof m.id === 'number') {
      this.pending.get(m.id)?.(m.reply!);
      this.pending.delete(m.id);
    }
  }

  /** Applies a patch to the held view; false when it is not for that view. */
  private patch(p: ViewPatch): boolean {
    const v = this.view;
    if (!v || p.viewer !== v.viewer || p.from !== v.rev) return false;
    try {
      const next: TableView = { ...applyPatch(v, p.ops), log: p.log, logFrom: this.logEnd };
      if (next.rev !== p.rev) return false;
      this.hold(next, 'patch');
      return true;
    } catch {
      return false;
    }
  }

  private hold(v: TableView, how: 'full' | 'patch'): void {
    this.view = v;
    if (v.log.length) this.logEnd = v.log[v.log.length - 1].index + 1;
    if (how === 'full') this.fullViews++;
    else this.patches++;
    this.onView?.(v, how);
  }

  /** Plays the seat: answers every decision of the seat with the Easy bot. */
  play(): void {
    this.playing = true;
    this.poke();
  }

  /** Stops answering decisions (the views still follow the game). */
  stop(): void {
    this.playing = false;
  }

  /** Pulls a full view of the seat (from the log entries it does not hold); false when refused. */
  async pull(): Promise<boolean | 'busy'> {
    if (this.seat === null) return false;
    this.pulling = true;
    const r = await this.request('game:view', { viewer: this.seat, since: this.logEnd }).finally(() => (this.pulling = false));
    const early = this.early.splice(0);
    if (!r.ok) return /Too many/.test(r.error) ? 'busy' : false;
    // A patch applied while the pull was under way may hold a newer view already.
    if (!this.view || this.view.rev < r.value.rev) this.hold(r.value, 'full');
    // Changes pushed while the view was on its way (their push can overtake the reply).
    for (const p of early) if (p.rev > this.view!.rev && !this.patch(p)) this.view = null;
    return true;
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
    if (!this.view) {
      const r = await this.pull();
      if (r === 'busy') setTimeout(() => this.poke(), 250);
      if (r !== true || !this.view) return;
    }
    const v: TableView = this.view;
    if (!this.playing) return;
    if (v.outcome || !v.deciding.includes(this.seat) || isEmptyLegal(v.legal)) return;
    if (this.beforeDecision?.(v)) return;
    const action = this.bot.choose(v.observation, expandLegal(v.legal), { rng: this.rng, deadline: Infinity, now: () => 0 });
    const t0 = performance.now();
    this.acting?.(v.seq);
    const r = await this.request('game:act', { seat: this.seat, seq: v.seq, action });
    if (r.ok) this.actMs.push(performance.now() - t0);
    if (!r.ok && /Too many/.test(r.error)) setTimeout(() => this.poke(), 250);
    if (r.ok) {
      this.accepted.push({ seq: v.seq, action });
      this.again = true;
    }
  }
}
