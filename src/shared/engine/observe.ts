// What one viewer may know (DESIGN.md section 3): no deck order, no generator state or seed, no
// other player's special cards (only their count, DRAW-2), no other player's secret UFO goal.
import type { SpecialId, IlluminatiId } from '../cards';
import type { GameEvent } from './events';
import type { GameConfig, GameState, Outcome, Pending, Placement, Seat, TurnState } from './types';
import type { GroupId } from '../cards';

export type Viewer = Seat | 'spectator';

export interface ObservedPlayer {
  seat: Seat;
  name: string;
  illuminati: IlluminatiId;
  money: number;
  /** The viewer's own cards; null for everyone else's. */
  hand: SpecialId[] | null;
  handCount: number;
  groups: Placement[];
  turnsCompleted: number;
  out: null | 'eliminated' | 'left';
  kills: number;
  /** The UFOs' secret goal, shown to its owner only. */
  borrowedGoal: IlluminatiId | null;
}

export interface Observation {
  viewer: Viewer;
  config: GameConfig;
  seq: number;
  players: ObservedPlayer[];
  deckCount: number;
  uncontrolled: GroupId[];
  dead: GroupId[];
  discard: SpecialId[];
  turn: TurnState;
  pending: Pending | null;
  outcome: Outcome | null;
  basicGoal: number;
}

export function observe(s: GameState, viewer: Viewer): Observation {
  return {
    viewer,
    config: s.config,
    seq: s.seq,
    players: s.players.map((p) => {
      const mine = p.seat === viewer;
      return {
        seat: p.seat,
        name: p.name,
        illuminati: p.illuminati,
        money: p.money,
        hand: mine ? p.hand.slice() : null,
        handCount: p.hand.length,
        groups: p.groups.map((g) => ({ ...g })),
        turnsCompleted: p.turnsCompleted,
        out: p.out,
        kills: p.kills,
        borrowedGoal: mine || s.outcome ? p.borrowedGoal : null,
      };
    }),
    deckCount: s.deck.length,
    uncontrolled: s.uncontrolled.slice(),
    dead: s.dead.slice(),
    discard: s.discard.slice(),
    turn: structuredClone(s.turn),
    pending: observePending(s.pending, viewer),
    outcome: s.outcome ? structuredClone(s.outcome) : null,
    basicGoal: s.basicGoal,
  };
}

/** Offers of special cards name the cards only to the two parties. */
function observePending(p: Pending | null, viewer: Viewer): Pending | null {
  if (!p) return null;
  const c = structuredClone(p);
  if (c.kind === 'offer') {
    if (viewer !== c.from && viewer !== c.to) c.give.specials = c.give.specials.map(() => 'hidden' as SpecialId);
    if (c.resume) c.resume = observePending(c.resume, viewer);
  }
  if (c.kind === 'reaction' && c.resume) c.resume = observePending(c.resume, viewer);
  return c;
}

/** The events this viewer may see. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => e.to === 'all' || (viewer !== 'spectator' && e.to.includes(viewer)));
}
