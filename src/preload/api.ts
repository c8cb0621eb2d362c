import { isInvokeChannel, type IlluminatiApi, type InvokeChannel } from './channels';

/** The one ipcRenderer method the api needs. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

/**
 * Builds the api exposed as `window.illuminati` over `ipc`. Any channel outside the allow-list
 * is refused with a rejected promise and never reaches ipcRenderer. The object is frozen and
 * hands out no Electron object: only the payload goes to main, only the result comes back.
 */
export function createApi(ipc: IpcRendererLike, version: string): IlluminatiApi {
  const api: IlluminatiApi = {
    version,
    invoke(channel: InvokeChannel, payload?: unknown) {
      if (!isInvokeChannel(channel)) {
        return Promise.reject(new Error(`IPC channel refused: ${JSON.stringify(String(channel))}`));
      }
      return ipc.invoke(channel, payload) as Promise<never>;
    },
  };
  return Object.freeze(api);
}
