// Issue 40: the desktop window's file:// page sends `Origin: null`, which the LAN server refuses;
// the shell gives its WebSocket handshakes the origin of the host they go to, which that host
// accepts as its own (tests/server/lan/lan-privacy.test.ts); other requests keep their headers.
import { describe, expect, it, vi } from 'vitest';
import { installLanOrigin, withLanOrigin } from '../../src/main/lan-origin';
import type { SessionLike } from '../../src/main/electron-types';
import { isAllowedLanOrigin } from '../../src/server/http/origin';

describe('the window’s LAN handshakes', () => {
  it('carry the target host’s own origin, which the LAN server accepts', () => {
    const h = withLanOrigin({ url: 'ws://192.168.1.20:5174/ws', requestHeaders: { origin: 'null', Host: '192.168.1.20:5174' } });
    expect(h).toEqual({ Origin: 'http://192.168.1.20:5174', Host: '192.168.1.20:5174' });
    expect(isAllowedLanOrigin(h.Origin, h.Host)).toBe(true);
    expect(isAllowedLanOrigin('null', '192.168.1.20:5174')).toBe(false);
    expect(withLanOrigin({ url: 'https://example.org/', requestHeaders: { Origin: 'null' } })).toEqual({ Origin: 'null' });
  });

  it('are rewritten on the session for ws:// and wss:// only', () => {
    const onBeforeSendHeaders = vi.fn();
    installLanOrigin({ webRequest: { onHeadersReceived: vi.fn(), onBeforeSendHeaders }, setPermissionRequestHandler: vi.fn() } as unknown as SessionLike);
    expect(onBeforeSendHeaders.mock.calls[0]![0]).toEqual({ urls: ['ws://*/*', 'wss://*/*'] });
    const done = vi.fn();
    onBeforeSendHeaders.mock.calls[0]![1]({ url: 'ws://127.0.0.1:9/ws', requestHeaders: { Origin: 'null' } }, done);
    expect(done).toHaveBeenCalledWith({ requestHeaders: { Origin: 'http://127.0.0.1:9' } });
  });
});
