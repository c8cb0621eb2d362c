// Issue 21 hardening: wrong LAN join codes are limited per address and overall, with a growing
// delay, and the lockouts are logged; a right code after the wait still joins.
import { afterEach, describe, expect, it } from 'vitest';
import { delayAfter, JoinGuard, type JoinGuardLimits } from '../../../src/server/lan/join-guard';
import type { SeatController } from '../../../src/shared/protocol/messages';
import { LanClient } from '../../../src/server/lan/lan-client';
import { cleanUp, lanHostFor, later, testHost } from './rig';

afterEach(cleanUp);

const LIMITS: JoinGuardLimits = { freePerAddress: 3, freeOverall: 10, windowMs: 60_000, baseDelayMs: 1000, maxDelayMs: 8000, maxAddresses: 4 };

function guard(limits = LIMITS) {
  let t = 0;
  const lines: string[] = [];
  const g = new JoinGuard(limits, (l) => lines.push(l), () => t);
  return { g, lines, advance: (ms: number) => (t += ms) };
}

describe('JoinGuard', () => {
  it('doubles the delay past the free failures, up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 40].map((n) => delayAfter(n, LIMITS))).toEqual([0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('lets an address make a few mistakes, then makes it wait longer after each', () => {
    const { g, lines, advance } = guard();
    for (let i = 0; i < 3; i++) {
      expect(g.check('10.0.0.5')).toEqual({ ok: true });
      g.failed('10.0.0.5');
    }
    expect(g.check('10.0.0.5').ok).toBe(true);
    g.failed('10.0.0.5'); // the 4th: 1 s
    expect(g.check('10.0.0.5')).toEqual({ ok: false, error: 'Too many wrong join codes from your computer: try again in 1 second.', retryInMs: 1000 });
    // Another address is not held up by this one.
    expect(g.check('10.0.0.6')).toEqual({ ok: true });
    advance(1000);
    expect(g.check('10.0.0.5').ok).toBe(true);
    g.failed('10.0.0.5'); // the 5th: 2 s
    advance(1999);
    expect(g.check('10.0.0.5')).toMatchObject({ ok: false, retryInMs: 1 });
    advance(1);
    g.failed('10.0.0.5'); // the 6th: 4 s
    expect(g.check('10.0.0.5')).toMatchObject({ ok: false, retryInMs: 4000 });
    expect(lines).toEqual([
      'LAN: wrong join code from 10.0.0.5.',
      'LAN: 4 wrong join codes from 10.0.0.5; its joins wait 1 second.',
      'LAN: 5 wrong join codes from 10.0.0.5; its joins wait 2 seconds.',
    ]);
  });

  it('forgives an address that then gives the right code', () => {
    const { g } = guard();
    for (let i = 0; i < 4; i++) g.failed('10.0.0.5');
    g.succeeded('10.0.0.5');
    expect(g.check('10.0.0.5')).toEqual({ ok: true });
  });

  it('delays every join when many addresses fail at once (growing too), and logs it once per doubling', () => {
    const { g, lines, advance } = guard();
    // 10 addresses, one wrong code each: within the overall allowance.
    for (let i = 0; i < 10; i++) g.failed(`10.0.1.${i}`);
    expect(g.check('10.0.9.9')).toEqual({ ok: true });
    g.failed('10.0.1.10'); // the 11th in the window
    expect(g.check('10.0.9.9')).toEqual({ ok: false, error: 'Too many wrong join codes were tried on this game: try again in 1 second.', retryInMs: 1000 });
    advance(1000);
    g.failed('10.0.1.11');
    expect(g.check('10.0.9.9')).toMatchObject({ ok: false, retryInMs: 2000 });
    expect(lines.filter((l) => /all addresses/.test(l))).toEqual(['LAN: 11 wrong join codes in 60 seconds from all addresses; every join waits 1 second.', 'LAN: 12 wrong join codes in 60 seconds from all addresses; every join waits 2 seconds.']);
    // Once the window has passed, joins are looked at again.
    advance(60_000);
    expect(g.check('10.0.9.9')).toEqual({ ok: true });
  });

  it('remembers a bounded number of addresses', () => {
    const { g } = guard();
    for (let i = 0; i < 4; i++) g.failed('10.0.0.1');
    expect(g.check('10.0.0.1').ok).toBe(false);
    for (let i = 2; i <= 5; i++) g.failed(`10.0.0.${i}`); // pushes 10.0.0.1 out (limit 4)
    expect(g.check('10.0.0.1').ok).toBe(true);
  });
});

describe('a LAN host with wrong join codes', () => {
  it('refuses an address that keeps guessing, even with the right code, until its delay has passed; logs the lockout; a returning player with his token passes', async () => {
    const h = await testHost();
    const lines: string[] = [];
    lanHostFor(h, { joinLimits: { ...LIMITS, freePerAddress: 2, baseDelayMs: 300 }, log: (l) => lines.push(l) });
    const seats: SeatController[] = [{ kind: 'human' }, { kind: 'remote' }, { kind: 'remote' }];
    const opened = await h.req('lan:open', { setup: { config: { players: 3, names: ['Host', 'Ann', 'Bob'] }, seats, seed: 'guard' }, bind: '127.0.0.1', port: 0, name: 'Guard test' });
    if (!opened.ok) throw new Error(opened.error);
    const { urls } = opened.value;
    const code = opened.value.code!;
    // Ann is seated before the guessing starts.
    const ann = new LanClient(urls[0]!, 'Ann', code);
    later(() => ann.close());
    await ann.connect();
    await ann.join();

    const guesser = new LanClient(urls[0]!, 'Eve', code);
    later(() => guesser.close());
    await guesser.connect();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect(await guesser.request('lan:join', { code: wrong, name: 'Eve' })).toEqual({ ok: false, error: 'That join code is not the code of this game.' });
    expect(await guesser.request('lan:join', { code: wrong, name: 'Eve' })).toMatchObject({ ok: false });
    expect(await guesser.request('lan:join', { code: wrong, name: 'Eve' })).toMatchObject({ ok: false }); // the 3rd: 300 ms
    // A new connection from the same address is held up as well, even with the right code ...
    const bob = new LanClient(urls[0]!, 'Bob', code);
    later(() => bob.close());
    await bob.connect();
    const held = await bob.request('lan:join', { code, name: 'Bob' });
    expect(held).toMatchObject({ ok: false });
    expect(!held.ok && held.error).toMatch(/^Too many wrong join codes from your computer: try again in 1 second\.$/);
    // ... and so is a made-up token, with the same answer ...
    expect(await bob.request('lan:join', { code, name: 'Bob', token: 'x'.repeat(43) })).toEqual(held);
    expect(lines).toEqual(['LAN: wrong join code from 127.0.0.1.', 'LAN: 3 wrong join codes from 127.0.0.1; its joins wait 1 second.']);
    // ... but Ann, dropped and back on a new connection with her token, takes her seat again at once.
    const token = ann.token!;
    ann.close();
    const annAgain = new LanClient(urls[0]!, 'Ann', code);
    later(() => annAgain.close());
    await annAgain.connect();
    const back = await annAgain.request('lan:join', { code, name: 'Ann', token });
    expect(back).toMatchObject({ ok: true, value: { seat: ann.seat } });
    await new Promise((r) => setTimeout(r, 350));
    await bob.join();
    expect(bob.seat).toBe(2);
  });
});
