// The IPC contract between the renderer (through the preload) and the main process: one invoke
// channel carrying protocol requests and one event channel carrying pushes (messages.ts is the
// protocol itself). No Electron import here: the renderer imports these types, main and preload
// the values.
import type { IlluminatiBridge, Push, Reply, RequestKind } from './messages';

/** Renderer to main: `{ kind, params }` of a protocol request; the answer is its Reply. */
export const REQUEST_CHANNEL = 'host:request';
/** Main to renderer: a protocol Push (webContents.send). */
export const PUSH_CHANNEL = 'host:push';

/** The only channels the renderer may invoke. Main registers a handler for each, nothing else. */
export const INVOKE_CHANNELS = [REQUEST_CHANNEL] as const;

export type InvokeChannel = (typeof INVOKE_CHANNELS)[number];

/** Payload and result of each channel. */
export interface InvokeContract {
  'host:request': { payload: { kind: RequestKind; params: unknown }; result: Reply<unknown> };
}

export type InvokePayload<C extends InvokeChannel> = InvokeContract[C]['payload'];
export type InvokeResult<C extends InvokeChannel> = InvokeContract[C]['result'];

/** What travels on PUSH_CHANNEL. */
export type PushPayload = Push;

export function isInvokeChannel(channel: unknown): channel is InvokeChannel {
  return typeof channel === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(channel);
}

/** What the preload exposes to the page as `window.illuminati`: the protocol's bridge. */
export type IlluminatiApi = IlluminatiBridge;
