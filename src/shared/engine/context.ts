// The context of one change to a game (Ctx) and the shape of the engine's flow table (Flow), in one
// module of types that imports no rule module: specials.ts and state.ts read the table through the
// context, and flow.ts (which fills it) imports the rule modules, so neither needs to import flow.ts
// (issue 37: no table filled by an import's side effect, and no import cycle).
import type { SpecialEffect, SpecialId } from '../cards';
import type { LegalAction } from './actions';
import type { GameEvent } from './events';
import type { CancelSubject, GameState, PlayerState, PlaySpecialAction, ReactionWindow, Seat, SpecialMoment, TurnState } from './types';

/**
 * A state being changed by one applyAction, plus the events it produced and the flow it follows.
 * `own` marks, per seat, how much of the player is already copied for this change (copy on write,
 * see mp and mps in state.ts), as bits (no list to allocate per action; at most 8 seats): bit `seat`
 * his own fields and hand, bit `seat + 8` his placements too. Without `own` the context owns
 * everything (a fresh game, or a playout's private state).
 */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /** The engine's flow table (flow.ts): who plays each special card, what follows each window. */
  flow: Flow;
  own?: number;
  /** The turn record this change owns (copy on write, see mt); the copied state shares its input's until then. */
  ownTurn?: TurnState;
  /** The players list this change owns: shared with the input state until a player is copied. */
  ownPlayers?: PlayerState[];
}

export type LegalPlay = Extract<LegalAction, { type: 'playSpecial' }>;

/** One special card's effect (CARDS.md section 4); special-cards.ts holds them all. */
export interface SpecialHandler {
  /** Moments at which reaction windows are opened for this card. */
  moments: readonly SpecialMoment[];
  /** Why this play is illegal now (timing and parameters), or null. The card is still in the hand. */
  check(s: GameState, seat: Seat, a: PlaySpecialAction): string | null;
  /** The plays of this card open to the seat now (legalActions offers them). */
  options(s: GameState, seat: Seat, card: SpecialId): LegalPlay[];
  /** Apply the effect; the card is already on the discard pile and survived Secrets Man. */
  play(ctx: Ctx, seat: Seat, a: PlaySpecialAction): void;
}

/** The moments at which a reaction window is opened (specials.ts: openReactions, and the cancel window). */
export type WindowMoment = Extract<SpecialMoment, 'startOfTurn' | 'income' | 'afterRoll' | 'cancel'>;

/** How a subject that nobody cancelled takes effect, by kind. */
export type Resolutions = { readonly [K in CancelSubject['kind']]: (ctx: Ctx, subject: Extract<CancelSubject, { kind: K }>) => void };

/** A rule that follows every event of one type, whichever module emitted it (state.ts: emit). */
export type EventHook = (ctx: Ctx, e: GameEvent) => void;

export interface Flow {
  /** The handler of each special card's effect. */
  readonly specials: Readonly<Record<SpecialEffect, SpecialHandler>>;
  /** What happens when a reaction window closes with everyone passed, by its moment. */
  readonly after: Readonly<Record<WindowMoment, (ctx: Ctx, w: ReactionWindow) => void>>;
  /** How a special card, a privilege or an abolition takes effect when Secrets Man did not cancel it. */
  readonly resolve: Resolutions;
  /** Rules that follow an event of a type, by type (a Map: read on every emit). */
  readonly hooks: ReadonlyMap<GameEvent['type'], EventHook>;
  /** The moments at which some special card can be played (from `specials`): no window opens at any other. */
  readonly playable: ReadonlySet<SpecialMoment>;
}
