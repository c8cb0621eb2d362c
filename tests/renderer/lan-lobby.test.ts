// The lobby model (logic/lan-lobby.ts): when the host may start, and each seat in words.
import { describe, expect, it } from 'vitest';
import type { LobbySeat, LobbyView } from '../../src/shared/protocol/lan';
import { canManage, seatStatus, startState } from '../../src/renderer/src/logic/lan-lobby';

const seat = (seat: number, over: Partial<LobbySeat> = {}): LobbySeat => ({ seat, name: `P${seat}`, kind: 'remote', joined: false, connected: false, ready: false, botPlaying: false, ...over });

function lobby(seats: LobbySeat[], over: Partial<LobbyView> = {}): LobbyView {
  return { name: 'G', code: 'ABCDEF', urls: ['http://127.0.0.1:1/'], seats, started: false, gameId: null, you: null, graceSeconds: 60, announced: false, ...over };
}

describe('start allowed', () => {
  it('waits for every LAN seat to have a player, naming the empty seats', () => {
    const human = seat(0, { kind: 'human', joined: true, connected: true });
    expect(startState(lobby([human, seat(1), seat(2, { joined: true, connected: true })]))).toEqual({ allowed: false, reason: 'Waiting for a player to join seat 2.' });
    expect(startState(lobby([human, seat(1), seat(2)]))).toEqual({ allowed: false, reason: 'Waiting for players to join seats 2 and 3.' });
    expect(startState(lobby([human, seat(1, { joined: true }), seat(2, { botPlaying: true })]))).toEqual({ allowed: true });
  });

  it('is refused with no lobby or once started', () => {
    expect(startState(null).allowed).toBe(false);
    const s = startState(lobby([seat(0, { joined: true })], { started: true, gameId: 'g' }));
    expect(s.allowed === false && s.reason).toMatch(/already started/);
  });
});

describe('seats in words', () => {
  it('says who plays and how a LAN seat is doing', () => {
    expect(seatStatus(seat(0, { kind: 'human' }))).toMatch(/this computer/);
    expect(seatStatus(seat(0, { kind: 'bot' }))).toBe('Bot');
    expect(seatStatus(seat(1))).toBe('Waiting for a player');
    expect(seatStatus(seat(1, { joined: true, connected: true, ready: true }))).toBe('Connected, ready');
    expect(seatStatus(seat(1, { joined: true, connected: false }))).toBe('Disconnected, not ready');
    expect(seatStatus(seat(1, { joined: true, botPlaying: true }))).toMatch(/bot is playing \(player away\)/);
  });

  it('only LAN seats not yet given to a bot can be kicked or given to a bot', () => {
    expect(canManage(seat(1))).toBe(true);
    expect(canManage(seat(1, { botPlaying: true }))).toBe(false);
    expect(canManage(seat(0, { kind: 'human' }))).toBe(false);
    expect(canManage(seat(0, { kind: 'bot' }))).toBe(false);
  });
});
