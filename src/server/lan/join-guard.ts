// Wrong join codes (issue 21 hardening). A join code has 27^6 (about 387 million) values, which
// is plenty against guessing only if guesses are slow: without a limit, many connections could
// try thousands of codes a second. So failures are counted per address and over all addresses;
// past a few free mistakes each further failure locks the address out for a delay that doubles
// (1 s, 2 s, 4 s ... up to 5 min). A burst of failures from everywhere at once (many addresses)
// puts the game under attack for a growing time the same way, but that never shuts out a player
// who types the right code (issue 40: it let a hostile peer stop a game from filling): under
// attack, only an address that has already given `triesUnderAttack` wrong codes waits; a new
// address (or one with a typo) is still looked at. So guessing is bounded by the addresses an
// attacker has: a few guesses each (against 27^6, about 387 million codes), plus `freeOverall` per
// quiet window. A player rejoining with a valid seat token always passes (lan-host.ts). A right
// code resets its address. Refusals say how long to wait; lockouts are logged (once each, so a
// flood cannot flood the log).

export interface JoinGuardLimits {
  /** Wrong codes an address may send before delays start (typos happen). */
  freePerAddress: number;
  /** Failures from all addresses within `windowMs` before the game counts as under attack. */
  freeOverall: number;
  /** Under attack, wrong codes an address may have given and still be looked at (a new player's typos). */
  triesUnderAttack: number;
  windowMs: number;
  /** First delay, doubled at each further failure, capped at `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Addresses remembered at most (the quietest are forgotten first). */
  maxAddresses: number;
}

export const DEFAULT_JOIN_LIMITS: JoinGuardLimits = {
  freePerAddress: 5,
  freeOverall: 30,
  triesUnderAttack: 2,
  windowMs: 60_000,
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  maxAddresses: 16_384,
};

interface AddressState {
  failures: number;
  /** No join from this address is looked at before this time. */
  lockedUntil: number;
  lastSeen: number;
}

export type JoinCheck = { ok: true } | { ok: false; error: string; retryInMs: number };

/** The growing delay after `over` failures past the free ones (1 = the first delayed one). */
export function delayAfter(over: number, limits: Pick<JoinGuardLimits, 'baseDelayMs' | 'maxDelayMs'>): number {
  if (over <= 0) return 0;
  return Math.min(limits.maxDelayMs, limits.baseDelayMs * 2 ** Math.min(over - 1, 30));
}

function seconds(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s === 1 ? '1 second' : `${s} seconds`;
}

export class JoinGuard {
  private readonly addresses = new Map<string, AddressState>();
  /** Times of recent failures from anywhere (within the window). */
  private recent: number[] = [];
  private overallOver = 0;
  private overallLockedUntil = 0;

  constructor(
    private readonly limits: JoinGuardLimits = DEFAULT_JOIN_LIMITS,
    private readonly log: (line: string) => void = (line) => console.warn(line),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether a join attempt from `address` may be looked at now; if not, what to tell it. */
  check(address: string): JoinCheck {
    const t = this.now();
    const s = this.addresses.get(address);
    const own = s?.lockedUntil ?? 0;
    // Under attack, an address that has not guessed wrong (often enough) is still looked at.
    const overall = (s?.failures ?? 0) >= this.limits.triesUnderAttack ? this.overallLockedUntil : 0;
    const wait = Math.max(own, overall) - t;
    if (wait <= 0) return { ok: true };
    const why = own >= overall ? 'Too many wrong join codes from your computer' : 'Too many wrong join codes were tried on this game';
    return { ok: false, error: `${why}: try again in ${seconds(wait)}.`, retryInMs: wait };
  }

  /** A wrong code from `address`: count it and lock out as the limits say. */
  failed(address: string): void {
    const t = this.now();
    const s = this.addresses.get(address) ?? { failures: 0, lockedUntil: 0, lastSeen: t };
    s.failures += 1;
    s.lastSeen = t;
    this.addresses.delete(address); // re-inserted last: the map stays in least-recently-seen order
    this.addresses.set(address, s);
    this.forgetQuietest();
    const over = s.failures - this.limits.freePerAddress;
    if (s.failures === 1) this.log(`LAN: wrong join code from ${address}.`);
    if (over > 0) {
      s.lockedUntil = t + delayAfter(over, this.limits);
      if (over === 1 || Number.isInteger(Math.log2(over))) {
        this.log(`LAN: ${s.failures} wrong join codes from ${address}; its joins wait ${seconds(s.lockedUntil - t)}.`);
      }
    }
    this.recent = this.recent.filter((x) => x > t - this.limits.windowMs);
    this.recent.push(t);
    if (this.recent.length > this.limits.freeOverall) {
      this.overallOver += 1;
      this.overallLockedUntil = t + delayAfter(this.overallOver, this.limits);
      if (this.overallOver === 1 || Number.isInteger(Math.log2(this.overallOver))) {
        this.log(`LAN: ${this.recent.length} wrong join codes in ${seconds(this.limits.windowMs)} from all addresses; addresses that guessed wrong wait ${seconds(this.overallLockedUntil - t)}.`);
      }
    } else if (this.recent.length <= 1) {
      // A quiet window ends an overall lockout streak: the next burst starts from the first delay.
      this.overallOver = 0;
    }
  }

  /** A right code from `address`: its mistakes are forgiven. */
  succeeded(address: string): void {
    this.addresses.delete(address);
  }

  private forgetQuietest(): void {
    while (this.addresses.size > this.limits.maxAddresses) {
      const oldest = this.addresses.keys().next().value as string;
      this.addresses.delete(oldest);
    }
  }
}
