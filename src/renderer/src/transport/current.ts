// The one connection of the running app, set once at start-up (main.ts) and by tests. Stores reach
// the host through it rather than holding the connection in reactive state.
import type { ClientConnection } from './connection';

let current: ClientConnection | null = null;

export function setConnection(c: ClientConnection | null): void {
  current = c;
}

export function connection(): ClientConnection {
  if (!current) throw new Error('The renderer is not connected to a game host.'); // i18n-ok: a programming error, never shown
  return current;
}

export function hasConnection(): boolean {
  return current !== null;
}
