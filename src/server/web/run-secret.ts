// The per-run secret of browser mode bound to a non-loopback address (issue 21), as notebook
// servers do it: `npm run web -- --host 0.0.0.0` serves the game to whoever reaches that address,
// so it prints an address carrying a random key and answers only requests that show the key.
// A browser opening the printed address gets the key as a cookie (HttpOnly, SameSite=Strict) and
// is sent to the same page without it, so the key leaves the address bar, and the page's assets
// and its WebSocket (same host, same cookie) pass. Bound to loopback, nothing changes: this
// machine only, no key.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { sameSecret } from '../http/same-secret';

/** The query parameter that carries the key in the printed address. */
export const KEY_PARAM = 'key';

/** 192 random bits, URL-safe. */
export function newRunSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether listening on `host` keeps the server to this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  // An IPv4-mapped IPv6 loopback (::ffff:127.0.0.1).
  return /^::ffff:127\./.test(h);
}

/** The cookie's name carries the port: cookies are shared by every port of a host. */
export function cookieName(port: number): string {
  return `illuminati_key_${port}`;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * What to do with a request when the server has a key:
 * - 'pass': the key came as the cookie;
 * - 'adopt': the key came in the address: set the cookie and redirect to `location` (the same path
 *   and query without the key);
 * - 'refuse': no key, or a wrong one.
 */
export type KeyVerdict = { kind: 'pass' } | { kind: 'adopt'; location: string; cookie: string } | { kind: 'refuse' };

export function checkRunSecret(req: Pick<IncomingMessage, 'url' | 'headers'>, secret: string, port: number): KeyVerdict {
  const name = cookieName(port);
  const fromCookie = cookieValue(req.headers.cookie, name);
  if (fromCookie !== null && sameSecret(fromCookie, secret)) return { kind: 'pass' };
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://host');
  } catch {
    return { kind: 'refuse' };
  }
  const fromQuery = url.searchParams.get(KEY_PARAM);
  if (fromQuery === null || !sameSecret(fromQuery, secret)) return { kind: 'refuse' };
  url.searchParams.delete(KEY_PARAM);
  return {
    kind: 'adopt',
    location: `${url.pathname}${url.search}`,
    cookie: `${name}=${secret}; Path=/; HttpOnly; SameSite=Strict`,
  };
}

/** The text of a refused request: what to do, without saying anything about the key. */
export const KEY_REFUSED_TEXT =
  'This game server is open to the network, so it needs the key it printed when it started: open the full address it printed (ending in ?key=...).';
