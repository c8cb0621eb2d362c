// The one Content-Security-Policy of the app's pages, served by browser mode and the LAN server
// (static-files.ts) and enforced on the Electron window's session (src/main/csp.ts).
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
