// The IPC contract between the renderer (through the preload) and the main process.
// No Electron import here: the renderer imports these types, main and preload the values.

/** The only channels the renderer may invoke. Main registers a handler for each, nothing else. */
export const INVOKE_CHANNELS = ['app:version'] as const;

export type InvokeChannel = (typeof INVOKE_CHANNELS)[number];

/** Payload and result of each channel. */
export interface InvokeContract {
  'app:version': { payload: undefined; result: string };
}

export type InvokePayload<C extends InvokeChannel> = InvokeContract[C]['payload'];
export type InvokeResult<C extends InvokeChannel> = InvokeContract[C]['result'];

export function isInvokeChannel(channel: unknown): channel is InvokeChannel {
  return typeof channel === 'string' && (INVOKE_CHANNELS as readonly string[]).includes(channel);
}

/** What the preload exposes to the page as `window.illuminati`. */
export interface IlluminatiApi {
  /** The app version, known at build time. */
  readonly version: string;
  /** Calls main on an allow-listed channel; rejects for any other channel. */
  invoke<C extends InvokeChannel>(channel: C, payload?: InvokePayload<C>): Promise<InvokeResult<C>>;
}
