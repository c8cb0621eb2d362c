// The browser-mode transport: RequestMessage / ResponseMessage / PushMessage JSON frames over one
// WebSocket to `/ws` of the page's own host. Requests get ids and wait in a pending map; when the
// socket drops, the client reconnects with growing pauses. Decisions:
// - a request made while the link is down waits (up to `queueTimeoutMs`) and is sent once the
//   link is back, because most requests are harmless to send late (a stale `game:act` is
//   refused by the host's seq check);
// - a request already sent when the link drops is answered with an error at once: the host may or
//   may not have seen it, and only a fresh view can tell, which the stores pull on reconnection.
import { MAX_MESSAGE_BYTES, type Push, type Reply, type RequestKind, type RequestParams, type RequestResult } from '../../../shared/protocol/messages';
import { messageTable } from '../i18n';
import { Listeners, type ClientConnection, type ConnectionState } from './connection';
import { parseFrame, utf8Bytes } from './frames';

/** The part of the DOM WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WsClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  timers?: Timers;
  /** Pauses before each reconnection attempt; the last one repeats. */
  backoffMs?: readonly number[];
  /** How long a request made while disconnected waits for the link. */
  queueTimeoutMs?: number;
  /** How long a sent request waits for its answer. */
  replyTimeoutMs?: number;
  /** Largest frame read from the host (default MAX_HOST_FRAME_BYTES). */
  maxHostFrameBytes?: number;
}

export const DEFAULT_BACKOFF_MS = [250, 500, 1000, 2000, 4000] as const;
const OPEN = 1;

/**
 * Largest frame the client reads from its host. MAX_MESSAGE_BYTES bounds what a client may send
 * (the host guards itself against untrusted peers with it), but a host's views are bigger in long
 * games: the view of the player on turn carries every legal action and the whole log (713 KB on
 * the 6-player benchmark table, tests/e2e/large-game.e2e.ts). The page trusts the host it was
 * served by, so this bound only stops absurd frames.
 */
export const MAX_HOST_FRAME_BYTES = 32 * 1024 * 1024;

/** Why a request failed on this side of the link, in the language on screen (i18n/<lang>/app.ts). */
export const WS_ERRORS = messageTable('app.transport', ['dropped', 'unreachable', 'closed', 'timeout', 'tooLarge', 'hostTooLarge'] as const, { limit: MAX_MESSAGE_BYTES / 1024 });

interface Waiting {
  resolve(reply: Reply<unknown>): void;
  timer: unknown;
}

interface Queued extends Waiting {
  frame: string;
  id: number;
}

export function createWsClient(options: WsClientOptions): ClientConnection {
  const timers: Timers = options.timers ?? { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) };
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const backoff = options.backoffMs && options.backoffMs.length ? options.backoffMs : DEFAULT_BACKOFF_MS;
  const queueTimeoutMs = options.queueTimeoutMs ?? 15_000;
  const replyTimeoutMs = options.replyTimeoutMs ?? 60_000;
  const maxFrame = options.maxHostFrameBytes ?? MAX_HOST_FRAME_BYTES;

  const pushes = new Listeners<Push>();
  const states = new Listeners<ConnectionState>();
  const pending = new Map<number, Waiting>();
  let queue: Queued[] = [];
  let state: ConnectionState = 'connecting';
  let socket: SocketLike | null = null;
  let nextId = 1;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let everOpened = false;

  const setState = (s: ConnectionState) => {
    if (s === state) return;
    state = s;
    states.emit(s);
  };

  const settle = (w: Waiting, reply: Reply<unknown>) => {
    timers.clearTimeout(w.timer);
    w.resolve(reply);
  };

  const send = (id: number, frame: string, resolve: Waiting['resolve']) => {
    const timer = timers.setTimeout(() => {
      if (pending.delete(id)) resolve({ ok: false, error: WS_ERRORS.timeout });
    }, replyTimeoutMs);
    pending.set(id, { resolve, timer });
    try {
      socket!.send(frame);
    } catch {
      pending.delete(id);
      timers.clearTimeout(timer);
      resolve({ ok: false, error: WS_ERRORS.dropped });
    }
  };

  const failAllPending = (error: string) => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const w of waiting) settle(w, { ok: false, error });
  };

  const open = () => {
    reconnectTimer = null;
    let s: SocketLike;
    try {
      s = createSocket(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      attempt = 0;
      everOpened = true;
      setState('open');
      const waiting = queue;
      queue = [];
      for (const q of waiting) {
        timers.clearTimeout(q.timer);
        send(q.id, q.frame, q.resolve);
      }
    };
    s.onmessage = (ev) => {
      if (socket !== s || typeof ev.data !== 'string') return;
      if (ev.data.length > maxFrame) {
        // Which request it answered cannot be known unread: every waiting one gets the error
        // now rather than a timeout a minute later.
        console.warn('host frame too large; dropped');
        return failAllPending(WS_ERRORS.hostTooLarge);
      }
      const frame = parseFrame(ev.data);
      if (!frame) return console.warn('malformed host frame; dropped');
      if (frame.kind === 'push') return pushes.emit(frame.push);
      const w = pending.get(frame.id);
      if (!w) return;
      pending.delete(frame.id);
      settle(w, frame.reply);
    };
    s.onerror = () => {
      // Browsers follow every error with a close event; the reconnection starts there.
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      failAllPending(WS_ERRORS.dropped);
      if (state === 'closed') return;
      setState(everOpened ? 'reconnecting' : 'connecting');
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (state === 'closed' || reconnectTimer !== null) return;
    const wait = backoff[Math.min(attempt, backoff.length - 1)];
    attempt++;
    reconnectTimer = timers.setTimeout(open, wait);
  };

  open();

  return {
    get state() {
      return state;
    },
    closesWindow: false,
    onState: (listener) => states.add(listener),
    onPush: (listener) => pushes.add(listener),
    request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>> {
      return new Promise((resolve) => {
        const done = resolve as (r: Reply<unknown>) => void;
        if (state === 'closed') return done({ ok: false, error: WS_ERRORS.closed });
        const id = nextId++;
        const frame = JSON.stringify({ id, kind, params });
        if (utf8Bytes(frame) > MAX_MESSAGE_BYTES) return done({ ok: false, error: WS_ERRORS.tooLarge });
        if (socket && socket.readyState === OPEN && state === 'open') return send(id, frame, done);
        const q: Queued = {
          id,
          frame,
          resolve: done,
          timer: timers.setTimeout(() => {
            queue = queue.filter((x) => x !== q);
            done({ ok: false, error: WS_ERRORS.unreachable });
          }, queueTimeoutMs),
        };
        queue.push(q);
      });
    },
    close() {
      if (state === 'closed') return;
      setState('closed');
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const s = socket;
      socket = null;
      s?.close();
      failAllPending(WS_ERRORS.closed);
      const waiting = queue;
      queue = [];
      for (const q of waiting) settle(q, { ok: false, error: WS_ERRORS.closed });
    },
  };
}
