// What each party sees of a LAN lobby: the host's own window (with the code), a joined player (his
// seat, no code: he typed it), a connection that has not joined (issue 40: the game's name and the
// free seats only), the UDP announcement (no code), and which names a joining player may not take.
import type { Seat } from '../../shared/engine';
import { LAN_ANNOUNCE_VERSION, LAN_APP, type LanAnnouncement, type LobbySeat, type LobbyView } from '../../shared/protocol/lan';
import type { Refusal } from '../../shared/protocol/messages';
import { refuseWith } from '../../shared/protocol/reply';
import type { LobbySettings } from './lan-file';
import type { RemoteSeats } from './remote-seats';

/** An open lobby as these views need it. */
export interface LobbyFacts extends LobbySettings {
  seats: RemoteSeats;
  gameId: string | null;
  /** What announces it to join screens now (null: nothing does). */
  announcer: object | null;
}

/** The lobby as `you` sees it (null: the host's own window, the only one shown the code). */
export function lobbyView(l: LobbyFacts, you: Seat | null, urls: string[]): LobbyView {
  const remote = new Map(l.seats.view().map((v) => [v.seat, v]));
  const names = l.setup.config.names ?? [];
  const seats: LobbySeat[] = l.setup.seats.map((c, seat) => {
    const r = remote.get(seat);
    return {
      seat,
      name: r?.name ?? names[seat] ?? (c.kind === 'remote' ? 'Open seat' : `Player ${seat + 1}`),
      kind: c.kind,
      joined: c.kind !== 'remote' || r?.name !== null,
      connected: c.kind !== 'remote' || !!r?.connected,
      ready: c.kind !== 'remote' || !!r?.ready,
      botPlaying: !!r?.botPlaying,
    };
  });
  // The code is shown in the host's own window only: a player who joined typed it (issue 40).
  return { name: l.name, code: you === null ? l.code : null, urls, seats, started: l.started, gameId: l.gameId, you, graceSeconds: l.graceMs / 1000, announced: l.announcer !== null };
}

/**
 * What a connection that has not joined may know (issue 40): the game's name and which seats are
 * free, as the join screen shows them; no code, no names, no addresses, no game.
 */
export function publicLobby(l: LobbyFacts): LobbyView {
  const full = lobbyView(l, null, []);
  const seats = full.seats.map((s) => ({ seat: s.seat, name: '', kind: s.kind, joined: s.joined, connected: false, ready: false, botPlaying: false }));
  return { name: l.name, code: null, urls: [], seats, started: l.started, gameId: null, you: null, graceSeconds: full.graceSeconds, announced: full.announced };
}

/** The UDP announcement of the lobby (v2: no code, issue 40). */
export function announcement(l: LobbyFacts): LanAnnouncement {
  const open = l.seats.view().filter((v) => v.name === null).length;
  return { app: LAN_APP, v: LAN_ANNOUNCE_VERSION, name: l.name, port: l.port, players: l.setup.config.players, open, started: l.started };
}

/**
 * Why `name` may not be taken (issue 40), or null: "Host" is the hosting player's, and a name
 * already at the table would make two players look alike (case and spaces do not count). A player
 * coming back with his token may keep his own.
 */
export function reservedName(l: LobbyFacts, name: string, token: string | undefined): Refusal | null {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  if (key(name) === 'host') return refuseWith('lan.hostName', `The name "${name}" is kept for the player hosting the game: choose another.`, { name });
  const own = token === undefined ? null : (l.seats.view().find((v) => l.seats.holds(v.seat, token))?.seat ?? null);
  const clash = lobbyView(l, null, []).seats.find((s) => s.joined && s.seat !== own && key(s.name) === key(name));
  return clash ? refuseWith('lan.nameTaken', `Someone at this table is already called "${clash.name}": choose another name.`, { name: clash.name }) : null;
}
