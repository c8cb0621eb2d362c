// Whose view the screen shows. A remote LAN player sees its own seat only, always (no hot-seat
// curtain: nobody else plays at that screen, and the host refuses any other viewer); the host's
// window and local games follow the hot-seat rule of curtain.ts. Pure, tested in
// tests/renderer/lan-viewer.test.ts.
import type { Seat } from '../../../shared/engine';
import { curtainDecision, type CurtainDecision, type CurtainInput } from './curtain';

/** `remoteSeat`: the seat this client joined on another player's LAN game, or null at home. */
export function screenViewer(input: CurtainInput, remoteSeat: Seat | null): CurtainDecision {
  if (remoteSeat !== null) return { kind: 'show', viewer: remoteSeat };
  return curtainDecision(input);
}

/** The first view to pull for a game just opened: the spectator's at home (to learn the seats), the own seat's on a LAN. */
export function firstViewer(remoteSeat: Seat | null): Seat | 'spectator' {
  return remoteSeat ?? 'spectator';
}
