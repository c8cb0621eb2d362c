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

/** Literal addresses of this machine or of a private network (IPv4 and IPv6 literals as URL host names give them). */
export function isLocalNetworkAddress(name: string): boolean {
  const bare = name.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  const kind = isIP(bare);
  if (kind === 4) {
    const [a, b] = bare.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (kind === 6) return bare === '::1' || /^f[cd][0-9a-f]{2}:/.test(bare) || /^fe[89ab][0-9a-f]:/.test(bare);
  return false;
}

/**
 * The LAN server's WebSocket handshake (issue 40). Programs send no Origin; a browser that opened
 * the host's own address sends the host's origin (so the Host header must be an address, as in
 * browser mode, against DNS rebinding); the app's own pages elsewhere (browser mode on the player's
 * machine, the desktop window, whose file:// page's Origin the shell rewrites to the host's own:
 * src/main/lan-origin.ts) come from this machine or the local network, whose machines could connect
 * without a browser anyway. A page from a web site (a name, a public address, a sandboxed "null")
 * is refused: it could otherwise read a lobby from inside a LAN player's browser.
 */
export function isAllowedLanOrigin(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (!isAllowedHost(hostHeader)) return false;
  if (origin === undefined || isAllowedOrigin(origin, hostHeader)) return true;
  try {
    const o = new URL(origin);
    return (o.protocol === 'http:' || o.protocol === 'https:') && o.origin === origin.replace(/\/$/, '') && isLocalNetworkAddress(o.hostname);
  } catch {
    return false;
  }
}
