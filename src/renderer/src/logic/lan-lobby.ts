// What the host lobby and the waiting room show about a LobbyView: whether the host may start
// and why not, and each seat's state in words. Pure, tested in tests/renderer/lan-lobby.test.ts.
import type { LobbySeat, LobbyView } from '../../../shared/protocol/lan';
import { t } from '../i18n';
import { listOf, num } from '../i18n/format';

export type StartState = { allowed: true } | { allowed: false; reason: string };

/** Start is allowed once every LAN seat has a player (the host refuses otherwise too). */
export function startState(lobby: LobbyView | null): StartState {
  if (!lobby) return { allowed: false, reason: t('lan.lobby.noGame') };
  if (lobby.started) return { allowed: false, reason: t('lan.lobby.started') };
  const empty = lobby.seats.filter((s) => s.kind === 'remote' && !s.joined && !s.botPlaying);
  if (empty.length === 0) return { allowed: true };
  const seats = listOf(empty.map((s) => num(s.seat + 1)));
  return { allowed: false, reason: t('lan.lobby.waitingFor', { seats }, empty.length) };
}

/** One seat's state in a few words ("LAN player, connected, ready"). */
export function seatStatus(s: LobbySeat): string {
  if (s.kind === 'human') return t('lan.status.here');
  if (s.kind === 'bot') return t('lan.status.bot');
  if (s.botPlaying) return s.joined ? t(s.connected ? 'lan.status.botPlayingBack' : 'lan.status.botPlayingAway') : t('lan.status.botPlaying');
  if (!s.joined) return t('lan.status.waiting');
  return t(`lan.status.${s.connected ? 'connected' : 'disconnected'}${s.ready ? 'Ready' : 'NotReady'}`);
}

/** Seats the host may kick or hand to a bot: LAN seats not yet played by a bot. */
export function canManage(s: LobbySeat): boolean {
  return s.kind === 'remote' && !s.botPlaying;
}

/**
 * The address the lobby's QR code holds (issue 35): the host's first LAN address with the join
 * code in the fragment, which the join screen of the page it opens fills in (lan-join.ts
 * codeFromHash). A fragment never leaves the browser: the code is not sent in the page request.
 */
export function joinLink(url: string, code: string): string {
  const u = new URL(url);
  u.hash = new URLSearchParams({ code }).toString();
  return u.toString();
}
