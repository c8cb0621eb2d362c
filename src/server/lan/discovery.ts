// Finding games on the LAN by UDP broadcast (issue 6): the host announces its game every couple of
// seconds to the broadcast address of each network interface; a join screen listens and lists the
// games heard recently. (mDNS would need a dependency and multicast rights; a broadcast on one port
// works on home and office networks and is easy to test on loopback.)
import { createSocket, type Socket } from 'node:dgram';
import { networkInterfaces } from 'node:os';
import { DISCOVERY_PORT, parseAnnouncement, type LanAnnouncement, type LanGame } from '../../shared/protocol/lan';

/** The IPv4 broadcast address of every non-internal interface, plus the limited broadcast. */
export function broadcastAddresses(): string[] {
  const out = new Set<string>(['255.255.255.255']);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4' || a.internal) continue;
      const ip = a.address.split('.').map(Number);
      const mask = a.netmask.split('.').map(Number);
      out.add(ip.map((b, i) => (b & mask[i]) | (~mask[i] & 255)).join('.'));
    }
  }
  return [...out];
}

/**
 * Thrown when an announcer under the test runner would send off the machine (issue 33): a test
 * suite must never talk to the network it happens to run on, so a test that forgets to turn
 * discovery off fails loudly instead of broadcasting.
 */
export class OffMachineAnnouncementError extends Error {}

/** Is this address in 127.0.0.0/8? */
export function isLoopbackV4(address: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** Whether this process runs under the test runner (vitest sets VITEST; CI runs set CI). */
export function underTestRunner(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return Boolean(env.VITEST || env.CI);
}

/** Throws OffMachineAnnouncementError when the test runner would announce beyond 127.0.0.0/8. */
export function checkAnnouncementTargets(targets: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (!underTestRunner(env)) return;
  const off = targets.filter((t) => !isLoopbackV4(t));
  if (off.length) {
    throw new OffMachineAnnouncementError(`LAN announcements to ${off.join(', ')} refused under the test runner: turn discovery off (announce: false) or aim it at 127.0.0.1.`);
  }
}

export interface AnnouncerOptions {
  port?: number;
  /** Where datagrams go (default: broadcastAddresses()); tests use 127.0.0.1. */
  targets?: string[];
  intervalMs?: number;
}

/** Announces a game until stopped; `update` changes what is announced (seats taken, started). */
export class Announcer {
  private readonly socket: Socket;
  private timer: ReturnType<typeof setInterval> | null = null;

  private constructor(
    private announcement: LanAnnouncement,
    private readonly opts: Required<AnnouncerOptions>,
  ) {
    this.socket = createSocket({ type: 'udp4', reuseAddr: true });
    // An unreachable interface must not stop the host: send errors are ignored, the next beat retries.
    this.socket.on('error', () => {});
  }

  /** Counts every datagram sent by any announcer of this process (tests check it stays 0). */
  static sent = 0;

  static async start(announcement: LanAnnouncement, opts: AnnouncerOptions = {}): Promise<Announcer> {
    const targets = opts.targets ?? broadcastAddresses();
    // Before any socket exists: a refused announcer never opens one.
    checkAnnouncementTargets(targets);
    const a = new Announcer(announcement, {
      port: opts.port ?? DISCOVERY_PORT,
      targets,
      intervalMs: opts.intervalMs ?? 2000,
    });
    await new Promise<void>((resolve) => a.socket.bind(0, () => resolve()));
    a.socket.setBroadcast(true);
    a.send();
    a.timer = setInterval(() => a.send(), a.opts.intervalMs);
    a.timer.unref?.();
    return a;
  }

  update(announcement: LanAnnouncement): void {
    this.announcement = announcement;
    this.send();
  }

  private send(): void {
    const data = Buffer.from(JSON.stringify(this.announcement));
    for (const t of this.opts.targets) {
      Announcer.sent++;
      this.socket.send(data, this.opts.port, t, () => {});
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.socket.close();
  }
}

/** Listens for announcements; `games()` lists those heard within the last `ttlMs`. */
export class GameBrowser {
  private readonly seen = new Map<string, { game: LanGame; at: number }>();

  private constructor(
    private readonly socket: Socket,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  static async start(opts: { port?: number; ttlMs?: number; now?: () => number } = {}): Promise<GameBrowser> {
    const socket = createSocket({ type: 'udp4', reuseAddr: true });
    const b = new GameBrowser(socket, opts.ttlMs ?? 6000, opts.now ?? Date.now);
    socket.on('message', (msg, rinfo) => b.hear(msg, rinfo.address));
    socket.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(opts.port ?? DISCOVERY_PORT, () => resolve());
    });
    return b;
  }

  private hear(msg: Buffer, address: string): void {
    const a = parseAnnouncement(msg.toString('utf8'));
    if (!a) return;
    this.seen.set(`${address}:${a.port}`, { game: { ...a, address }, at: this.now() });
  }

  games(): LanGame[] {
    const t = this.now();
    const out: LanGame[] = [];
    for (const [k, v] of this.seen) {
      if (t - v.at > this.ttlMs) this.seen.delete(k);
      else out.push(v.game);
    }
    return out.sort((x, y) => x.name.localeCompare(y.name));
  }

  stop(): void {
    this.socket.close();
  }
}
