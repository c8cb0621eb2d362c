// When `game:undo` is allowed (issue 5): a seat takes back its own last action while nothing has
// come out of the hidden or random part of the game since (no die rolled, no card drawn, revealed
// or shown to another player) and no other seat has decided since. Derived from the accepted
// actions and the events each one produced, so the rule needs no extra bookkeeping and survives
// save and replay.
import type { GameEvent, Seat } from '../../shared/engine';

/**
 * Why taking back the action that produced `e` would let a player peek or un-show something, as
 * the end of "Your last action cannot be undone: it …", or null when `e` reveals nothing.
 */
export function revealed(e: GameEvent): string | null {
  switch (e.type) {
    case 'diceRolled':
    case 'rollChanged':
      return 'rolled the dice';
    case 'cardDrawn':
    case 'targetAdded':
    case 'deckEmpty':
    case 'specialReturned':
      return 'drew or turned up a card';
    case 'turnStarted':
      return 'began the next turn';
    case 'gameEnded':
      return 'ended the game';
    case 'illuminatiRevealed':
    case 'accused':
    case 'intelGained':
      return 'revealed a secret';
    case 'specialPlayed':
    case 'specialDiscarded':
    case 'privilegeAbolished':
      return 'showed a special card';
    case 'giftGiven':
      return e.specials > 0 ? 'handed over a special card' : null;
    case 'offerMade':
      // The named cards of an offer are shown to the other side (observe.ts).
      return e.specials[0] > 0 ? 'showed a special card to another player' : null;
    default:
      return null;
  }
}

export interface UndoRecord {
  readonly actions: readonly { seat: Seat }[];
  /** Index in `events` of the first event of each action. */
  readonly starts: readonly number[];
  readonly events: readonly GameEvent[];
  readonly over: boolean;
}

/** Why `seat` may not undo now, or null when it may (the last action, which is its own, goes). */
export function undoRefusal(r: UndoRecord, seat: Seat, name: (seat: Seat) => string): string | null {
  if (r.over) return 'The game is over; nothing can be undone.';
  const last = r.actions.length - 1;
  if (last < 0) return 'There is nothing to undo yet.';
  const by = r.actions[last].seat;
  if (by !== seat) return `Only your own last action can be undone, and ${name(by)} has acted since.`;
  const end = last + 1 < r.starts.length ? r.starts[last + 1] : r.events.length;
  for (let i = r.starts[last]; i < end; i++) {
    const why = revealed(r.events[i]);
    if (why) return `Your last action cannot be undone: it ${why}.`;
  }
  return null;
}
