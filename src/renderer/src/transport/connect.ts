// Picks the transport: the Electron bridge when the preload exposed one, otherwise a WebSocket to
// the page's own host (browser mode). The rest of the renderer only sees a ClientConnection.
import { t } from '../i18n';
import type { ClientConnection } from './connection';
import { createBridgeClient, isBridge } from './bridge-client';
import { createWsClient, type WsClientOptions } from './ws-client';

export interface ConnectEnv {
  illuminati?: unknown;
  location?: { protocol: string; host: string };
}

/** ws://host/ws for http pages, wss://host/ws for https pages. */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

export function connect(env: ConnectEnv = globalThis as unknown as ConnectEnv, ws: Omit<WsClientOptions, 'url'> = {}): ClientConnection {
  if (isBridge(env.illuminati)) return createBridgeClient(env.illuminati);
  if (!env.location || !env.location.host) throw new Error(t('app.transport.noHost'));
  return createWsClient({ ...ws, url: socketUrl(env.location) });
}

/** A WebSocket to another player's LAN game (`ws://<address>/ws`), reconnecting like the browser-mode link. */
export function connectTo(url: string, ws: Omit<WsClientOptions, 'url'> = {}): ClientConnection {
  return createWsClient({ ...ws, url });
}
