import {
  INVOKE_CHANNELS,
  type InvokeChannel,
  type InvokePayload,
  type InvokeResult,
} from '../preload/channels';
import type { IpcMainInvokeEventLike, IpcMainLike } from './electron-types';
import { isAppUrl } from './security';

/**
 * Whether an IPC message comes from the app's own page: the sender frame's URL must be a page
 * of the app (same dev-server origin, or the very same built file). Empty, unparsable, foreign
 * and other local files are refused.
 */
export function isTrustedSender(url: string | null | undefined, appUrl: string): boolean {
  return isAppUrl(url, appUrl);
}

export type InvokeHandlers = {
  [C in InvokeChannel]: (payload: InvokePayload<C>) => InvokeResult<C> | Promise<InvokeResult<C>>;
};

/**
 * Registers one `ipcMain.handle` per allow-listed channel (and no other). Each call is served
 * only if its sender frame is trusted; otherwise the renderer's promise rejects.
 * Returns a function that removes the handlers.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, appUrl: string, handlers: InvokeHandlers): () => void {
  for (const channel of INVOKE_CHANNELS) {
    const handler = handlers[channel] as (payload: unknown) => unknown;
    ipcMain.handle(channel, (event: IpcMainInvokeEventLike, payload?: unknown) => {
      const senderUrl = event.senderFrame?.url;
      if (!isTrustedSender(senderUrl, appUrl)) {
        throw new Error(`IPC on "${channel}" refused: untrusted sender ${JSON.stringify(senderUrl ?? null)}`);
      }
      return handler(payload);
    });
  }
  return () => {
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
  };
}
