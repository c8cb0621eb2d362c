// LAN building blocks (issue 6): join codes, seat tokens, the rate limiter and UDP discovery on loopback.
import { createSocket } from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { newJoinCode, newSeatToken, normalizeJoinCode, sameSecret, JOIN_CODE_LENGTH } from '../../../src/server/lan/codes';
import { Announcer, GameBrowser, OffMachineAnnouncementError, broadcastAddresses, checkAnnouncementTargets } from '../../../src/server/lan/discovery';
import { TokenBucket } from '../../../src/server/lan/rate-limit';
import { LAN_ANNOUNCE_VERSION, LAN_APP, parseAnnouncement, type LanAnnouncement } from '../../../src/shared/protocol/lan';

const game: LanAnnouncement = { app: LAN_APP, v: LAN_ANNOUNCE_VERSION, name: "Anna's game", port: 5174, players: 4, open: 2, started: false };

async function until<T>(f: () => T | undefined, ms = 3000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('LAN secrets', () => {
  it('join codes are short, unambiguous and different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newJoinCode));
    expect(codes.size).toBeGreaterThan(195);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[A-Z3-9]{${JOIN_CODE_LENGTH}}$`));
    for (const c of codes) expect(c).not.toMatch(/[0O1IL5S2Z]/);
    expect(normalizeJoinCode(' abc-def ')).toBe('ABCDEF');
  });

  it('seat tokens carry 256 random bits and compare only when equal', () => {
    const a = newSeatToken();
    const b = newSeatToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(sameSecret(a, a.slice())).toBe(true);
    expect(sameSecret(a, b)).toBe(false);
    expect(sameSecret(a, a.slice(1))).toBe(false);
  });
});

describe('rate limit', () => {
  it('allows the burst, refuses beyond it, and refills with time', () => {
    let t = 0;
    const bucket = new TokenBucket({ perSecond: 10, burst: 5 }, () => t);
    expect(Array.from({ length: 7 }, () => bucket.take())).toEqual([true, true, true, true, true, false, false]);
    t += 100; // one token per 100 ms
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    t += 10_000;
    expect(Array.from({ length: 6 }, () => bucket.take()).filter(Boolean)).toHaveLength(5);
  });
});

describe('announcements', () => {
  it('parses a valid announcement and ignores anything else', () => {
    expect(parseAnnouncement(JSON.stringify(game))).toEqual(game);
    const bad: unknown[] = [
      'not json',
      '[]',
      'null',
      JSON.stringify({ ...game, app: 'other' }),
      JSON.stringify({ ...game, v: 1 }),
      // Issue 40: an announcement carrying a join code (the version before) is not read.
      JSON.stringify({ ...game, v: 1, code: 'ABCDEF' }),
      JSON.stringify({ ...game, code: 'ABCDEF' }),
      JSON.stringify({ ...game, extra: 1 }),
      JSON.stringify({ ...game, port: 70000 }),
      JSON.stringify({ ...game, players: 9 }),
      JSON.stringify({ ...game, name: '' }),
      JSON.stringify({ ...game, name: 'x'.repeat(2000) }),
    ];
    for (const b of bad) expect(parseAnnouncement(b as string)).toBeNull();
  });

  it('lists the interfaces’ broadcast addresses', () => {
    const list = broadcastAddresses();
    expect(list).toContain('255.255.255.255');
    for (const a of list) expect(a).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('a browser hears an announcer on loopback, skips junk datagrams and forgets silent games', async () => {
    const port = 47000 + Math.floor(Math.random() * 900);
    let clock = 0;
    const browser = await GameBrowser.start({ port, ttlMs: 5000, now: () => clock });
    const junk = createSocket('udp4');
    junk.send('{"app":"illuminati-desktop","v":1}', port, '127.0.0.1');
    junk.send(Buffer.alloc(4000, 1), port, '127.0.0.1');
    const announcer = await Announcer.start(game, { port, targets: ['127.0.0.1'], intervalMs: 50 });
    try {
      const found = await until(() => browser.games()[0]);
      expect(found).toEqual({ ...game, address: '127.0.0.1' });
      expect(browser.games()).toHaveLength(1);
      announcer.update({ ...game, open: 0, started: true });
      await until(() => (browser.games()[0]?.started ? true : undefined));
      announcer.stop();
      clock += 6000;
      expect(browser.games()).toEqual([]);
    } finally {
      junk.close();
      browser.stop();
    }
  });

  // Issue 33: under the test runner (vitest sets VITEST, CI runs set CI) an announcer refuses any
  // target outside 127.0.0.0/8 before it opens a socket, so a forgetful test cannot broadcast.
  it('refuses to announce off the machine under the test runner, before opening a socket', async () => {
    const udpSockets = () => process.getActiveResourcesInfo().filter((r) => /udp/i.test(r)).length;
    const before = udpSockets();
    const sent = Announcer.sent;
    for (const targets of [['255.255.255.255'], ['192.168.1.255'], ['127.0.0.1', '10.0.0.255'], undefined]) {
      await expect(Announcer.start(game, { port: 47999, ...(targets ? { targets } : {}) })).rejects.toThrow(OffMachineAnnouncementError);
    }
    expect(udpSockets()).toBe(before);
    expect(Announcer.sent).toBe(sent);
    expect(() => checkAnnouncementTargets(['127.0.0.1', '127.9.9.9'], { VITEST: 'true' })).not.toThrow();
    expect(() => checkAnnouncementTargets(['255.255.255.255'], { CI: 'true' })).toThrow(/test runner/);
    // Outside the test runner the player's game announces wherever it was told.
    expect(() => checkAnnouncementTargets(['255.255.255.255'], {})).not.toThrow();
  });
});
