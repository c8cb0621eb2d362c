import type { ResponseHeaders, SessionLike } from './electron-types';

/**
 * The Content-Security-Policy of every page the app shows. No eval, no inline scripts, no
 * plugins, no remote origins; inline styles are allowed because Vue binds `style` attributes.
 * `ws:` lets the window join another player's LAN game (its host's WebSocket, issue 6); the
 * join code and seat tokens protect a game, and the page itself still loads nothing remote. The same string is repeated in
 * the `<meta>` tag of src/renderer/index.html (for file:// loads, which bypass webRequest); a
 * test keeps the two equal.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Returns a copy of `headers` whose Content-Security-Policy is `policy`, replacing any
 * policy the response carried (whatever the header's case), so a server cannot loosen it.
 */
export function withContentSecurityPolicy(
  headers: ResponseHeaders | undefined,
  policy: string = CONTENT_SECURITY_POLICY,
): ResponseHeaders {
  const result: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}

/** Makes `session` attach `policy` to every response it receives. */
export function installContentSecurityPolicy(
  session: SessionLike,
  policy: string = CONTENT_SECURITY_POLICY,
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
}
