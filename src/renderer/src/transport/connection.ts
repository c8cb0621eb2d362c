// What the renderer holds on to: the protocol's HostConnection plus the state of the link, so
// screens can say "reconnecting" instead of failing silently. Both transports (the Electron
// bridge and the WebSocket) implement it; nothing else in the renderer knows which one is in use.
import type { HostConnection } from '../../../shared/protocol/messages';

export const CONNECTION_STATES = ['connecting', 'open', 'reconnecting', 'closed'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export interface ClientConnection extends HostConnection {
  readonly state: ConnectionState;
  /** Registers a listener for state changes; returns a function that removes it. */
  onState(listener: (state: ConnectionState) => void): () => void;
  /**
   * Whether "Quit" may close the window: true in the desktop app. In a browser tab the page cannot
   * close itself, so quitting closes the game and shows the menu instead.
   */
  readonly closesWindow: boolean;
  /** Stops the link for good (pending requests get an error reply). */
  close(): void;
}

/** Listener sets used by both transports. A throwing listener must not stop the others. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  }

  emit(value: T): void {
    for (const l of [...this.set]) {
      try {
        l(value);
      } catch (e) {
        console.error('listener failed', e);
      }
    }
  }
}
