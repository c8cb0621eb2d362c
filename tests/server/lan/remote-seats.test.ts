// Remote seats of a LAN game (issue 6): joining, reclaiming with the token, the grace period before a
// bot takes over, the player's return, kicking, and a restart from persisted tokens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteSeats } from '../../../src/server/lan/remote-seats';

describe('remote seats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(graceMs = 60_000) {
    const calls: [number, boolean][] = [];
    const seats = new RemoteSeats([1, 3], { graceMs, onSubstitute: (s, b) => calls.push([s, b]) });
    return { seats, calls };
  }

  it('joining takes the free seats in order, then refuses', () => {
    const { seats } = make();
    const a = seats.join('Ann');
    const b = seats.join('Bob');
    expect(a).toMatchObject({ ok: true, seat: 1 });
    expect(b).toMatchObject({ ok: true, seat: 3 });
    expect(seats.join('Cy')).toEqual({ ok: false, error: expect.stringMatching(/taken/) });
    expect(seats.view().map((v) => [v.seat, v.name, v.connected])).toEqual([
      [1, 'Ann', true],
      [3, 'Bob', true],
    ]);
  });

  it('a wrong token is refused; the right one reclaims the same seat', () => {
    const { seats } = make();
    const a = seats.join('Ann');
    if (!a.ok) throw new Error(a.error);
    seats.disconnect(1);
    expect(seats.join('Ann', 'x'.repeat(43)).ok).toBe(false);
    expect(seats.join('Ann', a.token)).toEqual({ ok: true, seat: 1, token: a.token });
    expect(seats.holds(1, a.token)).toBe(true);
    expect(seats.holds(3, a.token)).toBe(false);
  });

  it('after the grace period a bot plays the seat until the player returns', () => {
    const { seats, calls } = make(60_000);
    const a = seats.join('Ann');
    if (!a.ok) throw new Error(a.error);
    seats.disconnect(1);
    vi.advanceTimersByTime(59_999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([[1, true]]);
    expect(seats.view()[0]).toMatchObject({ connected: false, botPlaying: true });
    seats.join('Ann', a.token);
    expect(calls).toEqual([
      [1, true],
      [1, false],
    ]);
    expect(seats.view()[0]).toMatchObject({ connected: true, botPlaying: false });
  });

  it('returning within the grace period cancels the bot', () => {
    const { seats, calls } = make(1000);
    const a = seats.join('Ann');
    if (!a.ok) throw new Error(a.error);
    seats.disconnect(1);
    vi.advanceTimersByTime(500);
    seats.join('Ann', a.token);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });

  it('kicking frees the seat and voids its token', () => {
    const { seats } = make();
    const a = seats.join('Ann');
    if (!a.ok) throw new Error(a.error);
    expect(seats.kick(1)).toBe(true);
    expect(seats.join('Ann', a.token).ok).toBe(false);
    expect(seats.join('Dan')).toMatchObject({ ok: true, seat: 1 });
    expect(seats.kick(2)).toBe(false);
  });

  it('a restarted host lets the same tokens back in and starts their grace periods', () => {
    const { seats } = make();
    const a = seats.join('Ann');
    if (!a.ok) throw new Error(a.error);
    const saved = seats.persisted();
    expect(saved).toEqual([{ seat: 1, name: 'Ann', token: a.token }]);
    const calls: [number, boolean][] = [];
    const again = new RemoteSeats([1, 3], { graceMs: 1000, onSubstitute: (s, b) => calls.push([s, b]) }, saved);
    expect(again.view()[0]).toMatchObject({ name: 'Ann', connected: false });
    expect(again.join('Ann', a.token)).toMatchObject({ ok: true, seat: 1 });
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });
});
