import type { IlluminatiBridge, Push, Reply } from '../shared/protocol/messages';
import { PUSH_CHANNEL, REQUEST_CHANNEL } from '../shared/protocol/channels';

/** The ipcRenderer methods the api needs. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * Builds `window.illuminati` (the protocol's IlluminatiBridge) over `ipc`: requests go to main on
 * the one request channel, pushes come from the one push channel. Only `kind` and `params` are
 * forwarded (main validates them); listeners get the push alone, never Electron's event object
 * (whose `sender` is the ipcRenderer itself). The object is frozen.
 */
export function createApi(ipc: IpcRendererLike, version: string): IlluminatiBridge {
  const api: IlluminatiBridge = {
    version,
    request(message) {
      if (typeof message !== 'object' || message === null) return Promise.resolve<Reply<unknown>>({ ok: false, error: 'A request must be an object with a kind and params.' });
      return ipc.invoke(REQUEST_CHANNEL, { kind: message.kind, params: message.params }) as Promise<Reply<unknown>>;
    },
    onPush(listener) {
      if (typeof listener !== 'function') throw new TypeError('onPush needs a function.');
      const forward = (_event: unknown, push: unknown) => listener(push as Push);
      ipc.on(PUSH_CHANNEL, forward);
      return () => {
        ipc.removeListener(PUSH_CHANNEL, forward);
      };
    },
  };
  return Object.freeze(api);
}
