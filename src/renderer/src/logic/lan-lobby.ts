// What the host lobby and the waiting room show about a LobbyView: whether the host may start
// and why not, and each seat's state in words. Pure, tested in tests/renderer/lan-lobby.test.ts.
import type { LobbySeat, LobbyView } from '../../../shared/protocol/lan';

export type StartState = { allowed: true } | { allowed: false; reason: string };

/** Start is allowed once every LAN seat has a player (the host refuses otherwise too). */
export function startState(lobby: LobbyView | null): StartState {
  if (!lobby) return { allowed: false, reason: 'No LAN game is open.' };
  if (lobby.started) return { allowed: false, reason: 'The game has already started.' };
  const empty = lobby.seats.filter((s) => s.kind === 'remote' && !s.joined && !s.botPlaying);
  if (empty.length === 0) return { allowed: true };
  const seats = empty.map((s) => s.seat + 1).join(', ');
  return { allowed: false, reason: empty.length === 1 ? `Waiting for a player to join seat ${seats}.` : `Waiting for players to join seats ${seats}.` };
}

/** One seat's state in a few words ("LAN player, connected, ready"). */
export function seatStatus(s: LobbySeat): string {
  if (s.kind === 'human') return 'Plays at this computer';
  if (s.kind === 'bot') return 'Bot';
  if (s.botPlaying) return s.joined ? `A bot is playing (${s.connected ? 'player back' : 'player away'})` : 'A bot is playing';
  if (!s.joined) return 'Waiting for a player';
  return [s.connected ? 'Connected' : 'Disconnected', s.ready ? 'ready' : 'not ready'].join(', ');
}

/** Seats the host may kick or hand to a bot: LAN seats not yet played by a bot. */
export function canManage(s: LobbySeat): boolean {
  return s.kind === 'remote' && !s.botPlaying;
}
