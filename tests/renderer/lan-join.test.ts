// Joining by hand and keeping the seat token (logic/lan-join.ts).
import { describe, expect, it } from 'vitest';
import { codeError, codeFromHash, forgetJoin, hostSocketUrl, lastJoinKey, normalizeCode, parseAddress, recallJoin, rememberJoin, tokenKey, type KeyValueStore } from '../../src/renderer/src/logic/lan-join';
import { joinLink } from '../../src/renderer/src/logic/lan-lobby';

function mapStore(): KeyValueStore & { m: Map<string, string> } {
  const m = new Map<string, string>();
  return { m, getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

describe('address and code', () => {
  it('reads host:port as typed, with or without a scheme', () => {
    expect(parseAddress('192.168.1.20:5174')).toEqual({ ok: true, address: '192.168.1.20:5174' });
    expect(parseAddress(' http://192.168.1.20:5174/ ')).toEqual({ ok: true, address: '192.168.1.20:5174' });
    expect(parseAddress('ws://anna-laptop.local:80/ws')).toEqual({ ok: true, address: 'anna-laptop.local:80' });
    expect(parseAddress('anna-pc')).toEqual({ ok: true, address: 'anna-pc:80' });
  });

  it('refuses what is not an address', () => {
    for (const bad of ['', '   ', 'host:0', 'host:99999', 'a b:12', 'host:12/path', 'x:y']) expect(parseAddress(bad).ok, bad).toBe(false);
  });

  it('codes are compared upper-case without spaces and dashes', () => {
    expect(normalizeCode(' k7q-w3m ')).toBe('K7QW3M');
    expect(codeError('k7q-w3m')).toBeNull();
    expect(codeError('ab')).toMatch(/4 to 12/);
    expect(codeError('ABC$EF')).toMatch(/letters and digits/);
  });

  it('the host socket is /ws of the address', () => {
    expect(hostSocketUrl('10.0.0.2:5174')).toBe('ws://10.0.0.2:5174/ws');
  });
});

describe('seat tokens', () => {
  it('are keyed by host and code, whatever the case of the code', () => {
    expect(tokenKey('10.0.0.2:5174', 'k7q-w3m')).toBe(tokenKey('10.0.0.2:5174', 'K7QW3M'));
    expect(tokenKey('10.0.0.2:5174', 'K7QW3M')).not.toBe(tokenKey('10.0.0.3:5174', 'K7QW3M'));
    expect(tokenKey('10.0.0.2:5174', 'K7QW3M')).not.toBe(tokenKey('10.0.0.2:5174', 'K7QW3N'));
  });

  it('a reloaded page finds its seat by the address alone; another code or host finds nothing', () => {
    const s = mapStore();
    rememberJoin(s, '10.0.0.2:5174', { code: 'k7qw3m', name: 'Bea', token: 'tok' });
    expect(recallJoin(s, '10.0.0.2:5174')).toEqual({ code: 'K7QW3M', name: 'Bea', token: 'tok' });
    expect(recallJoin(s, '10.0.0.2:5174', 'K7QW3M')?.token).toBe('tok');
    expect(recallJoin(s, '10.0.0.2:5174', 'OTHER1')).toBeNull();
    expect(recallJoin(s, '10.0.0.3:5174')).toBeNull();
  });

  it('forgetting (kicked) removes the token; unreadable memory is ignored', () => {
    const s = mapStore();
    rememberJoin(s, 'h:1', { code: 'ABCD', name: 'Bea', token: 'tok' });
    forgetJoin(s, 'h:1', 'abcd');
    expect(s.m.size).toBe(0);
    expect(recallJoin(s, 'h:1')).toBeNull();
    s.setItem(lastJoinKey('h:1'), '{not json');
    expect(recallJoin(s, 'h:1')).toBeNull();
  });
});

// Issue 35: the lobby's QR code opens the app with the join code in the address.
describe('the join link of the lobby’s QR code', () => {
  it('carries the code, which the join screen of the opened page takes; anything else is ignored', () => {
    const link = joinLink('http://192.168.1.20:5174/', 'ABC234');
    // In the fragment: the browser never sends it to the host with the page request.
    expect(link).toBe('http://192.168.1.20:5174/#code=ABC234');
    expect(new URL(link).search).toBe('');
    expect(codeFromHash(new URL(link).hash)).toBe('ABC234');
    expect(codeFromHash('#code=abc-234')).toBe('ABC234');
    expect(codeFromHash('#code=%3Cscript%3E')).toBe('');
    expect(codeFromHash('')).toBe('');
  });
});
