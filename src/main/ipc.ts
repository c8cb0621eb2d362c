import { INVOKE_CHANNELS, PUSH_CHANNEL, type InvokeChannel, type InvokeResult } from '../shared/protocol/channels';
import type { Push, Reply } from '../shared/protocol/messages';
import { validateRequest, type ValidRequest } from '../shared/protocol/validate';
import type { IpcMainInvokeEventLike, IpcMainLike, WebContentsSenderLike } from './electron-types';
import { isAppUrl } from './security';

/**
 * Whether an IPC message comes from the app's own page: the sender frame's URL must be a page
 * of the app (same dev-server origin, or the very same built file). Empty, unparsable, foreign
 * and other local files are refused.
 */
export function isTrustedSender(url: string | null | undefined, appUrl: string): boolean {
  return isAppUrl(url, appUrl);
}

/** Each channel's handler gets the payload as sent: untrusted data, to be validated. */
export type InvokeHandlers = {
  [C in InvokeChannel]: (payload: unknown) => InvokeResult<C> | Promise<InvokeResult<C>>;
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

/** The part of the GameHost the IPC transport uses. */
export interface RequestHandler {
  request(req: ValidRequest): Promise<Reply<unknown>>;
}

/**
 * The 'host:request' handler: a payload that is not a valid request (protocol/validate.ts) is
 * answered with an error Reply and never reaches the host.
 */
export function hostRequestHandler(host: RequestHandler): (payload: unknown) => Promise<Reply<unknown>> {
  return async (payload) => {
    const v = validateRequest(payload);
    if (!v.ok) return { ok: false, error: v.error };
    return host.request(v.request);
  };
}

/** Sends a push to every open window (a window closing meanwhile is skipped). */
export function sendPush(targets: readonly WebContentsSenderLike[], push: Push): void {
  for (const contents of targets) {
    try {
      if (!contents.isDestroyed()) contents.send(PUSH_CHANNEL, push);
    } catch {
      // A window torn down between the check and the send: nothing to tell it any more.
    }
  }
}
