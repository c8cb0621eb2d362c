// The end-of-game statistics (GameStats), counted from the full event log once the game is over,
// when nothing in it is secret any more. Every figure is a count of one kind of event.
import { eventsFor, type GameEvent } from '../../shared/engine';
import type { GameStats } from '../../shared/protocol/messages';

export function gameStats(events: readonly GameEvent[], players: number, actions: number): GameStats {
  const perSeat = Array.from({ length: players }, (_, seat) => ({
    seat,
    attacks: 0,
    attacksWon: 0,
    groupsCaptured: 0,
    groupsDestroyed: 0,
    specialsPlayed: 0,
    moneySpentOnAttacks: 0,
  }));
  const at = (seat: number) => perSeat[seat] ?? null;
  // A round is every remaining player's turn in seat order: a new one begins when a turn goes to
  // a seat at or before the previous one, counted from the first player (as the tournament does).
  let rounds = 0;
  let first: number | null = null;
  let lastPos = -1;
  // Under hidden Illuminati one event may be stored as several copies (one per audience); the
  // public copies hold each event exactly once.
  for (const e of eventsFor(events, 'spectator')) {
    switch (e.type) {
      case 'turnStarted': {
        first ??= e.seat;
        const pos = (e.seat - first + players) % players;
        if (pos <= lastPos || rounds === 0) rounds++;
        lastPos = pos;
        break;
      }
      case 'attackDeclared':
        if (at(e.seat)) at(e.seat)!.attacks++;
        break;
      case 'attackResolved':
        if (e.success && at(e.seat)) at(e.seat)!.attacksWon++;
        break;
      case 'groupCaptured':
        if (at(e.seat)) at(e.seat)!.groupsCaptured++;
        break;
      case 'groupDestroyed':
        if (at(e.seat)) at(e.seat)!.groupsDestroyed++;
        break;
      case 'specialPlayed':
        if (at(e.seat)) at(e.seat)!.specialsPlayed++;
        break;
      case 'moneySpent':
        // Every megabuck a seat put into an attack window: for its own attacks, in defence or interfering.
        if (at(e.seat)) at(e.seat)!.moneySpentOnAttacks += e.amount;
        break;
    }
  }
  return { rounds, actions, perSeat };
}
