// LAN discovery (issue 6): what a hosting app announces by UDP broadcast so that the join screens
// of other apps on the network can list the game. Announcements arrive from anyone on the network,
// so they are parsed defensively: wrong, oversized or foreign datagrams are ignored.

export const LAN_APP = 'illuminati-desktop';
export const LAN_ANNOUNCE_VERSION = 1;
/** UDP port of announcements. */
export const DISCOVERY_PORT = 47474;
/** Largest announcement read. */
export const MAX_ANNOUNCEMENT_BYTES = 1024;

export interface LanAnnouncement {
  app: typeof LAN_APP;
  v: typeof LAN_ANNOUNCE_VERSION;
  /** The host player's name for the game ("Anna's game"). */
  name: string;
  /** Short join code (also required to join by address). */
  code: string;
  /** TCP port of the host's HTTP/WebSocket server. */
  port: number;
  players: number;
  /** Remote seats nobody has taken yet. */
  open: number;
  started: boolean;
}

/** A game found on the network: the announcement plus the address it came from. */
export interface LanGame extends LanAnnouncement {
  address: string;
}

const KEYS = ['app', 'v', 'name', 'code', 'port', 'players', 'open', 'started'];

export function parseAnnouncement(text: string): LanAnnouncement | null {
  if (text.length > MAX_ANNOUNCEMENT_BYTES) return null;
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (Object.keys(o).length !== KEYS.length || !KEYS.every((k) => k in o)) return null;
  if (o.app !== LAN_APP || o.v !== LAN_ANNOUNCE_VERSION) return null;
  if (typeof o.name !== 'string' || o.name.length === 0 || o.name.length > 60) return null;
  if (typeof o.code !== 'string' || !/^[A-Z0-9]{4,12}$/.test(o.code)) return null;
  if (!Number.isInteger(o.port) || (o.port as number) < 1 || (o.port as number) > 65535) return null;
  if (!Number.isInteger(o.players) || (o.players as number) < 2 || (o.players as number) > 8) return null;
  if (!Number.isInteger(o.open) || (o.open as number) < 0 || (o.open as number) > 8) return null;
  if (typeof o.started !== 'boolean') return null;
  return o as unknown as LanAnnouncement;
}
