// Hot-seat: whose view the shared screen may show, and when a "Pass to <name>" curtain must come
// down first. Pure, so that the rule "private cards are never visible to the wrong seat" is tested
// on its own (tests/renderer/curtain.test.ts).
//
// - No human seat: a spectator's view (bots only).
// - One human seat: always that player's view; no curtain is ever needed.
// - Two or more: when a human must decide and the screen shows anyone else, a curtain for that
//   human comes down and nothing of theirs is pulled until it is lifted. While bots (or remote
//   players) decide, the last human's view stays; before any human was shown, the spectator's.
import type { Seat, Viewer } from '../../../shared/engine';
import type { SeatInfo } from '../../../shared/protocol/messages';

export interface CurtainInput {
  seats: readonly Pick<SeatInfo, 'seat' | 'controller'>[];
  /** Seats that must act now (the host's `deciding`). */
  deciding: readonly Seat[];
  /** The viewer whose view is on screen now (null before anything was shown). */
  shown: Viewer | null;
  /** The game is over: nobody decides any more, everything may stay as it is. */
  over: boolean;
}

export type CurtainDecision = { kind: 'show'; viewer: Viewer } | { kind: 'curtain'; seat: Seat };

/** Seats played by a person at this screen. */
export function localHumans(seats: CurtainInput['seats']): Seat[] {
  return seats.filter((s) => s.controller.kind === 'human').map((s) => s.seat);
}

export function curtainDecision(input: CurtainInput): CurtainDecision {
  const humans = localHumans(input.seats);
  if (humans.length === 0) return { kind: 'show', viewer: 'spectator' };
  if (humans.length === 1) return { kind: 'show', viewer: humans[0] };
  const keep: Viewer = input.shown !== null && (input.shown === 'spectator' || humans.includes(input.shown)) ? input.shown : 'spectator';
  if (input.over) return { kind: 'show', viewer: keep };
  const next = input.deciding.find((s) => humans.includes(s));
  if (next === undefined) return { kind: 'show', viewer: keep };
  if (next === input.shown) return { kind: 'show', viewer: next };
  return { kind: 'curtain', seat: next };
}
