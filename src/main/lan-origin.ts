// The desktop window joining another player's LAN game (issue 40). Its page is a file:// page, whose
// WebSocket handshakes carry `Origin: null`, and the LAN server refuses "null" (a sandboxed frame of
// any web site sends it too). So the shell gives the window's LAN handshakes the origin of the host
// they go to, which that host accepts as its own: only the app's own session is rewritten, and a
// web page elsewhere cannot do the same.
import type { BeforeSendHeadersDetails, RequestHeaders, SessionLike } from './electron-types';

/** The headers of a ws:// handshake with Origin set to the target's own http origin; others unchanged. */
export function withLanOrigin(details: BeforeSendHeadersDetails): RequestHeaders {
  const headers: RequestHeaders = {};
  for (const [name, value] of Object.entries(details.requestHeaders)) if (name.toLowerCase() !== 'origin') headers[name] = value;
  let target: URL;
  try {
    target = new URL(details.url);
  } catch {
    return details.requestHeaders;
  }
  if (target.protocol !== 'ws:' && target.protocol !== 'wss:') return details.requestHeaders;
  headers.Origin = `${target.protocol === 'wss:' ? 'https' : 'http'}://${target.host}`;
  return headers;
}

/** Makes `session` send every WebSocket handshake with its target's own origin. */
export function installLanOrigin(session: SessionLike): void {
  session.webRequest.onBeforeSendHeaders({ urls: ['ws://*/*', 'wss://*/*'] }, (details, callback) => {
    callback({ requestHeaders: withLanOrigin(details) });
  });
}
