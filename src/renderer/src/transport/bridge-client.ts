// The desktop transport: `window.illuminati`, exposed by the Electron preload. IPC cannot drop
// like a socket, so the state is always 'open'; a rejected call becomes an error reply, so that
// callers handle one shape of failure whatever the transport.
import type { IlluminatiBridge, Reply, RequestKind, RequestParams, RequestResult } from '../../../shared/protocol/messages';
import { messageTable } from '../i18n';
import { Listeners, type ClientConnection, type ConnectionState } from './connection';
import { isPush, isReply } from './frames';

/** Why a request failed on this side of the bridge, in the language on screen (i18n/<lang>/app.ts). */
export const BRIDGE_ERRORS = messageTable('app.transport', ['malformed', 'closed'] as const);

/** Does this value look like the bridge the preload exposes (not an older or foreign object)? */
export function isBridge(x: unknown): x is IlluminatiBridge {
  const b = x as Partial<IlluminatiBridge> | null | undefined;
  return !!b && typeof b.request === 'function' && typeof b.onPush === 'function';
}

export function createBridgeClient(bridge: IlluminatiBridge): ClientConnection {
  let closed = false;
  const states = new Listeners<ConnectionState>();
  return {
    get state(): ConnectionState {
      return closed ? 'closed' : 'open';
    },
    closesWindow: true,
    onState: (listener) => states.add(listener),
    onPush(listener) {
      return bridge.onPush((push) => {
        if (!closed && isPush(push)) listener(push);
      });
    },
    async request<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>> {
      if (closed) return { ok: false, error: BRIDGE_ERRORS.closed };
      try {
        const reply = await bridge.request({ kind, params });
        return isReply(reply) ? (reply as Reply<RequestResult<K>>) : { ok: false, error: BRIDGE_ERRORS.malformed };
      } catch (e) {
        return { ok: false, error: e instanceof Error && e.message ? e.message : String(e) };
      }
    },
    close() {
      if (closed) return;
      closed = true;
      states.emit('closed');
    },
  };
}
