// AMB-52: when one player is left the game ends at once, even with cards in transit: a captured
// group still to be placed, or received groups still to be fitted. They are settled by default
// first, so that no card is lost and every structure stays valid.
import { placeCaptured } from './attack';
import { isOpen, outSidesOf } from './geometry';
import { fitChoices, fitReceived } from './receive-fit';
import { type Ctx, livingCount } from './state';
import { release } from './structure-ops';

/** With one player (or none) left, place a captured group and fit received groups by default. */
export function settleInTransit(ctx: Ctx): void {
  const s = ctx.s;
  // The window kind before the count: a card is in transit only in these two windows, and counting
  // the living players reads every player record, after every action.
  for (let w = s.pending; !s.outcome && (w?.kind === 'capture' || w?.kind === 'fit') && livingCount(s) <= 1; w = s.pending) {
    if (w.kind === 'capture') {
      // The captor's first open arrow, no money added; released if none (the window opens only with one).
      const arrow = outSidesOf(w.attacker).find((a) => isOpen(s.players[w.attackSeat], w.attacker, a));
      if (arrow) placeCaptured(ctx, w.attackSeat, arrow, 0);
      else {
        s.pending = null;
        release(ctx, w.attackSeat, w.lifted, 'noRoom');
      }
    } else {
      // The first choice: the fewest cards lost (GIVE-6).
      fitReceived(ctx, w.seat, { type: 'fitReceived', release: fitChoices(s.players[w.seat], w.cards)[0] });
    }
  }
}
