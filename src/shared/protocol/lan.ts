// LAN discovery (issue 6): what a hosting app announces by UDP broadcast so that the join screens
// of other apps on the network can list the game. Announcements arrive from anyone on the network,
// so they are parsed defensively: wrong, oversized or foreign datagrams are ignored.

export const LAN_APP = 'illuminati-desktop';
/** 2 since issue 40: the join code is no longer announced (the joining player types it). */
export const LAN_ANNOUNCE_VERSION = 2;
/** UDP port of announcements. */
export const DISCOVERY_PORT = 47474;
/** Largest announcement read. */
export const MAX_ANNOUNCEMENT_BYTES = 1024;

export interface LanAnnouncement {
  app: typeof LAN_APP;
  v: typeof LAN_ANNOUNCE_VERSION;
  /** The host player's name for the game ("Anna's game"). */
  name: string;
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

const KEYS = ['app', 'v', 'name', 'port', 'players', 'open', 'started'];

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
  if (!Number.isInteger(o.port) || (o.port as number) < 1 || (o.port as number) > 65535) return null;
  if (!Number.isInteger(o.players) || (o.players as number) < 2 || (o.players as number) > 8) return null;
  if (!Number.isInteger(o.open) || (o.open as number) < 0 || (o.open as number) > 8) return null;
  if (typeof o.started !== 'boolean') return null;
  return o as unknown as LanAnnouncement;
}

/** One seat as the LAN lobby shows it. */
export interface LobbySeat {
  seat: number;
  name: string;
  kind: 'human' | 'bot' | 'remote';
  /** Remote seats: someone has taken the seat. */
  joined: boolean;
  connected: boolean;
  ready: boolean;
  /** A bot plays this remote seat while its player is away (after the grace period). */
  botPlaying: boolean;
}

/** The lobby of a hosted LAN game, before and during play. */
export interface LobbyView {
  name: string;
  /**
   * The join code players type (the host reads it out): in the host's own window only, null in
   * every view sent over the network (issue 40).
   */
  code: string | null;
  /** Addresses where other players reach the game (one per network interface). */
  urls: string[];
  seats: LobbySeat[];
  started: boolean;
  gameId: string | null;
  /** The seat of the client this view was made for (null for the host's own window). */
  you: number | null;
  /** How long a dropped player's seat waits before a bot plays it, in seconds. */
  graceSeconds: number;
  /** Whether join screens on the network hear of this game (issue 33: the host form's checkbox, off with --no-discovery). */
  announced: boolean;
}

/** A network interface the host may bind the LAN server to. */
export interface LanInterface {
  name: string;
  address: string;
}

/** Requests only a remote client may send, and the game requests it may send for its own seat. */
export const REMOTE_REQUESTS = ['menu:state', 'lan:join', 'lan:lobby', 'lan:ready', 'game:view', 'game:log', 'game:act', 'game:odds', 'game:undo', 'game:hint'] as const;
