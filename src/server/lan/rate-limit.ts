// A token bucket per connection: a client may send `burst` messages at once and `perSecond` on
// average; beyond that its messages are refused (and a client that keeps flooding is dropped by
// the server), so one hostile client cannot starve the host or the other players.
export interface RateLimit {
  perSecond: number;
  burst: number;
}

// A player's client sends a request or two per change of the table; bots at instant speed change it
// dozens of times a second, so the limit leaves room for that and still stops a flood.
export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 60, burst: 120 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit = DEFAULT_RATE_LIMIT,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  /** Takes one token; false when the client is over its rate. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
