// Who may talk to the web server. A page from any website can open a WebSocket to 127.0.0.1 (the
// same-origin policy does not cover WebSockets), and a DNS name can be pointed at 127.0.0.1 after
// the page loaded (DNS rebinding). So: the Host header must be an address, not a name other than
// localhost, and a browser's Origin must be the server's own.
import { isIP } from 'node:net';

/** The host name of a Host header ("127.0.0.1:5173", "[::1]:80", "localhost"), lower-cased; null if malformed. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  try {
    const u = new URL(`http://${header}`);
    if (u.username || u.password || u.pathname !== '/' || u.search || u.hash) return null;
    return u.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Host headers this server answers: localhost or a literal IP address (the LAN address with --host). */
export function isAllowedHost(header: string | undefined): boolean {
  const name = hostName(header);
  if (name === null) return false;
  if (name === 'localhost') return true;
  return isIP(name.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * A WebSocket handshake is accepted without an Origin (a program, not a browser page) or with the
 * server's own origin (the page it served).
 */
export function isAllowedOrigin(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const o = new URL(origin);
    if ((o.protocol !== 'http:' && o.protocol !== 'https:') || hostHeader === undefined) return false;
    // Compared as URLs, so a default port written out on one side only still matches.
    return new URL(`${o.protocol}//${hostHeader}`).host === o.host;
  } catch {
    return false;
  }
}
