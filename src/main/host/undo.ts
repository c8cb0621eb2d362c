// When `game:undo` is allowed (issue 5): a seat takes back its own last action while nothing has
// come out of the hidden or random part of the game since (no die rolled, no card drawn, revealed
// or shown) and no other seat has decided since. Derived from the accepted actions and the events
// each one produced, so the rule needs no extra bookkeeping and survives save and replay.
import type { GameEvent, GameEventType, Seat } from '../../shared/engine';

/** Events after which taking an action back would let a player peek: dice, cards, revealed secrets. */
export const REVEALING_EVENTS: ReadonlySet<GameEventType> = new Set<GameEventType>([
  'diceRolled',
  'rollChanged',
  'cardDrawn',
  'targetAdded',
  'deckEmpty',
  'specialReturned',
  'illuminatiRevealed',
  'intelGained',
  'accused',
  'turnStarted',
  'gameEnded',
]);

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
  for (let i = r.starts[last]; i < end; i++)
    if (REVEALING_EVENTS.has(r.events[i].type)) return `Your last action cannot be undone: it ${revealed(r.events[i].type)}.`;
  return null;
}

function revealed(t: GameEventType): string {
  switch (t) {
    case 'diceRolled':
    case 'rollChanged':
      return 'rolled the dice';
    case 'turnStarted':
      return 'began the next turn';
    case 'gameEnded':
      return 'ended the game';
    case 'illuminatiRevealed':
    case 'accused':
    case 'intelGained':
      return 'revealed a secret';
    default:
      return 'drew or revealed a card';
  }
}
