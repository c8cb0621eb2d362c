// What one viewer may know (DESIGN.md section 3): no deck order, no generator state or seed, no
// other player's special cards (only their count, DRAW-2), no other player's secret goal (the
// UFOs', or everyone's under hidden goals) or stated values, and under hidden Illuminati no other
// player's face-down Illuminati (hidden.ts).
import type { SpecialId, IlluminatiId } from '../cards';
import type { GameEvent } from './events';
import { copyData } from './copy';
import { hiddenFrom, maskFor } from './hidden';
import type { Claim, Conceal, GameConfig, GameState, Intel, Outcome, Pending, Placement, Seat, Shown, TurnState } from './types';
import type { GroupId } from '../cards';

export type Viewer = Seat | 'spectator';

export interface ObservedPlayer {
  seat: Seat;
  name: string;
  /** Null for another player's face-down Illuminati (hidden Illuminati, ADV-HIDDEN-ILLUM-1). */
  illuminati: IlluminatiId | null;
  /** Hidden Illuminati: face up for everyone (ADV-HIDDEN-ILLUM-3, EDN-24). */
  revealed: boolean;
  /** Violent groups this player destroyed (GOAL-ATL-2); public like `kills`. */
  violentKills: number;
  /** The values this player states for his face-down Illuminati (ADV-HIDDEN-ILLUM-5); his own only. */
  claim: Claim | null;
  /** What this face-down player holds back (ADV-HIDDEN-ILLUM-2); his own only, absent otherwise. */
  conceal?: Conceal | null;
  /** What a face-down card has shown the table at most (PlayerState.shown); public, absent before it shows a number. */
  shown?: Shown | null;
  money: number;
  /** The viewer's own cards; null for everyone else's. */
  hand: SpecialId[] | null;
  handCount: number;
  /** What Computer Espionage showed this player (a hand or a treasury, CARDS.md 4); his own only. */
  intel: Intel[] | null;
  groups: Placement[];
  turnsCompleted: number;
  out: null | 'eliminated' | 'left';
  kills: number;
  /** AMB-25: who left this player with only his Illuminati before his third turn was over (public, like the attack that did it). */
  strippedBy: Seat | null;
  /** The UFOs' secret goal (everyone's under hidden goals), shown to its owner only until the game ends. */
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
  // Hidden Illuminati: another player's face-down card is null or a stand-in wherever it appears.
  return maskFor(observeAll(s, viewer), hiddenFrom(s, viewer));
}

function observeAll(s: GameState, viewer: Viewer): Observation {
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
        revealed: p.revealed,
        violentKills: p.violentKills,
        claim: mine && p.claim ? { ...p.claim } : null,
        ...(mine && p.conceal ? { conceal: { ...p.conceal } } : {}),
        ...(p.shown ? { shown: { ...p.shown } } : {}),
        money: p.money,
        hand: mine ? p.hand.slice() : null,
        handCount: p.hand.length,
        intel: mine ? copyData(p.intel) : null,
        groups: p.groups.map((g) => ({ ...g })),
        turnsCompleted: p.turnsCompleted,
        out: p.out,
        kills: p.kills,
        strippedBy: p.strippedBy ?? null,
        borrowedGoal: mine || s.outcome ? p.borrowedGoal : null,
      };
    }),
    deckCount: s.deck.length,
    uncontrolled: s.uncontrolled.slice(),
    dead: s.dead.slice(),
    discard: s.discard.slice(),
    turn: copyData(s.turn),
    pending: observePending(s.pending, viewer),
    outcome: s.outcome ? copyData(s.outcome) : null,
    basicGoal: s.basicGoal,
  };
}

/** Offers of special cards name the cards only to the two parties. */
function observePending(p: Pending | null, viewer: Viewer): Pending | null {
  if (!p) return null;
  const c = copyData(p);
  if (c.kind === 'offer') {
    if (viewer !== c.from && viewer !== c.to) c.give.specials = c.give.specials.map(() => 'hidden' as SpecialId);
    if (c.resume) c.resume = observePending(c.resume, viewer);
  }
  if ((c.kind === 'reaction' || c.kind === 'fit') && c.resume) c.resume = observePending(c.resume, viewer);
  return c;
}

/** The events this viewer may see. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => (e.to === 'all' ? !(viewer !== 'spectator' && e.notTo?.includes(viewer)) : viewer !== 'spectator' && e.to.includes(viewer)));
}
