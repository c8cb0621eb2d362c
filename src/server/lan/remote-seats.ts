// Who holds each remote seat of a LAN game (issue 6): joining takes a free seat and hands out an
// unguessable seat token; a client that drops keeps its seat for a grace period, after which a bot
// plays it (the host substitutes) until the player returns with the token and reclaims it. Plain
// logic with an injectable clock, so the rules are tested without sockets.
import type { Seat } from '../../shared/engine';
import { newSeatToken, sameSecret } from './codes';

export const DEFAULT_GRACE_MS = 60_000;

export interface RemoteSeatView {
  seat: Seat;
  /** The joined player's name, or null while the seat is free. */
  name: string | null;
  connected: boolean;
  ready: boolean;
  /** A bot plays the seat because its player has been away longer than the grace period. */
  botPlaying: boolean;
}

interface Holder {
  seat: Seat;
  name: string | null;
  token: string | null;
  connected: boolean;
  ready: boolean;
  botPlaying: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface RemoteSeatsOptions {
  graceMs?: number;
  /** Called when a bot must start (true) or stop (false) playing a seat. */
  onSubstitute: (seat: Seat, botPlays: boolean) => void;
  setTimer?: (f: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (t: ReturnType<typeof setTimeout>) => void;
}

export type JoinResult = { ok: true; seat: Seat; token: string } | { ok: false; error: string };

export class RemoteSeats {
  private holders: Holder[];
  private readonly graceMs: number;

  constructor(
    seats: readonly Seat[],
    private readonly opts: RemoteSeatsOptions,
    /** Tokens of seats already held (a host restarting from its autosave). */
    restored: readonly { seat: Seat; name: string; token: string }[] = [],
  ) {
    this.graceMs = opts.graceMs ?? DEFAULT_GRACE_MS;
    this.holders = seats.map((seat) => {
      const r = restored.find((x) => x.seat === seat);
      return { seat, name: r?.name ?? null, token: r?.token ?? null, connected: false, ready: false, botPlaying: false, timer: null };
    });
    // After a restart nobody is connected yet: the usual grace applies to every held seat.
    for (const h of this.holders) if (h.token) this.startGrace(h);
  }

  /** Take a free seat (no token), or reclaim the seat a token was given for. */
  join(name: string, token?: string): JoinResult {
    if (token !== undefined) {
      const h = this.holders.find((x) => x.token !== null && sameSecret(x.token, token));
      if (!h) return { ok: false, error: 'That seat token is not valid for this game (the seat may have been given to someone else).' };
      this.connect(h, name);
      return { ok: true, seat: h.seat, token: h.token! };
    }
    const h = this.holders.find((x) => x.token === null);
    if (!h) return { ok: false, error: 'Every remote seat of this game is taken.' };
    h.token = newSeatToken();
    this.connect(h, name);
    return { ok: true, seat: h.seat, token: h.token };
  }

  private connect(h: Holder, name: string): void {
    h.name = name;
    h.connected = true;
    if (h.timer) (this.opts.clearTimer ?? clearTimeout)(h.timer);
    h.timer = null;
    if (h.botPlaying) {
      h.botPlaying = false;
      this.opts.onSubstitute(h.seat, false);
    }
  }

  /** The seat's connection is gone (closed or missed heartbeats): the grace period starts. */
  disconnect(seat: Seat): void {
    const h = this.holder(seat);
    if (!h || !h.connected) return;
    h.connected = false;
    h.ready = false;
    this.startGrace(h);
  }

  private startGrace(h: Holder): void {
    const set = this.opts.setTimer ?? setTimeout;
    h.timer = set(() => {
      h.timer = null;
      if (h.connected || h.botPlaying) return;
      h.botPlaying = true;
      this.opts.onSubstitute(h.seat, true);
    }, this.graceMs);
    (h.timer as { unref?: () => void }).unref?.();
  }

  setReady(seat: Seat, ready: boolean): void {
    const h = this.holder(seat);
    if (h?.connected) h.ready = ready;
  }

  /** The host frees a seat: its token stops working at once. Returns false for an unknown seat. */
  kick(seat: Seat): boolean {
    const h = this.holder(seat);
    if (!h) return false;
    if (h.timer) (this.opts.clearTimer ?? clearTimeout)(h.timer);
    Object.assign(h, { name: null, token: null, connected: false, ready: false, timer: null });
    return true;
  }

  /** The seat stops being a remote seat (the host gave it to a bot before the start). */
  remove(seat: Seat): void {
    const i = this.holders.findIndex((h) => h.seat === seat);
    if (i < 0) return;
    const h = this.holders[i];
    if (h.timer) (this.opts.clearTimer ?? clearTimeout)(h.timer);
    this.holders.splice(i, 1);
  }

  isRemote(seat: Seat): boolean {
    return this.holder(seat) !== undefined;
  }

  /** Whether a client holding `token` is the player of `seat` right now. */
  holds(seat: Seat, token: string): boolean {
    const h = this.holder(seat);
    return !!h && h.token !== null && sameSecret(h.token, token);
  }

  view(): RemoteSeatView[] {
    return this.holders.map((h) => ({ seat: h.seat, name: h.name, connected: h.connected, ready: h.ready, botPlaying: h.botPlaying }));
  }

  /** What a restarted host needs to let the same players back in (kept in its data folder, never sent to clients). */
  persisted(): { seat: Seat; name: string; token: string }[] {
    return this.holders.filter((h) => h.token && h.name).map((h) => ({ seat: h.seat, name: h.name!, token: h.token! }));
  }

  close(): void {
    for (const h of this.holders) if (h.timer) (this.opts.clearTimer ?? clearTimeout)(h.timer);
  }

  private holder(seat: Seat): Holder | undefined {
    return this.holders.find((h) => h.seat === seat);
  }
}
