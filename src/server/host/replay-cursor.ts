// A kept game that can be shown at any step (issue 20, the replay viewer). Opening it replays the
// whole game once, keeping the state every CHECKPOINT_EVERY actions, where each action's events end
// and where each turn starts; the state at step N is then the nearest checkpoint at or before N
// (or the last step shown, when that is nearer) with at most CHECKPOINT_EVERY - 1 actions applied.
// Scrubbing a long game so costs a few applied actions per step, not a replay from the deal.
import { applyAction, newGame, type GameEvent, type GameState, type SavedGame } from '../../shared/engine';
import type { TurnStart } from '../../shared/protocol/replays';

export const CHECKPOINT_EVERY = 32;

export class ReplayCursor {
  /** Actions in the game: the steps are 0 (the deal) to `steps`. */
  readonly steps: number;
  /** The full event log (every audience). */
  readonly events: readonly GameEvent[];
  /** eventEnds[n]: how many events there are once n actions are applied. */
  readonly eventEnds: readonly number[];
  /** The step at which each turn begins, in order. */
  readonly turnStarts: readonly TurnStart[];
  private readonly checkpoints: GameState[];
  /** The step shown last, so that stepping forward by one applies one action. */
  private last: { step: number; state: GameState };

  private constructor(
    private readonly game: SavedGame,
    built: { events: GameEvent[]; eventEnds: number[]; turnStarts: TurnStart[]; checkpoints: GameState[]; final: GameState },
  ) {
    this.steps = game.actions.length;
    this.events = built.events;
    this.eventEnds = built.eventEnds;
    this.turnStarts = built.turnStarts;
    this.checkpoints = built.checkpoints;
    this.last = { step: this.steps, state: built.final };
  }

  /** Replays `game` whole; a readable reason when an action is refused or the engine fails. */
  static open(game: SavedGame): { ok: true; cursor: ReplayCursor } | { ok: false; error: string } {
    try {
      const start = newGame(game.config, game.seed);
      let state = start.state;
      const events = [...start.events];
      const eventEnds = [events.length];
      const turnStarts: TurnStart[] = [{ turn: state.turn.number, step: 0 }];
      const checkpoints = [state];
      for (let i = 0; i < game.actions.length; i++) {
        const { seat, action } = game.actions[i];
        const r = applyAction(state, seat, action);
        if (!r.ok) return { ok: false, error: `The game cannot be replayed: action ${i + 1} (${action.type} by seat ${seat + 1}) was refused: ${r.reason}` };
        if (r.state.turn.number > state.turn.number) turnStarts.push({ turn: r.state.turn.number, step: i + 1 });
        state = r.state;
        events.push(...r.events);
        eventEnds.push(events.length);
        if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
      }
      return { ok: true, cursor: new ReplayCursor(game, { events, eventEnds, turnStarts, checkpoints, final: state }) };
    } catch (e) {
      return { ok: false, error: `The game cannot be replayed: the rules engine failed (${(e as Error).message}).` };
    }
  }

  /** The state once `step` actions are applied (0 <= step <= steps). */
  stateAt(step: number): GameState {
    const n = Math.max(0, Math.min(this.steps, step));
    const k = Math.floor(n / CHECKPOINT_EVERY);
    let from = { step: k * CHECKPOINT_EVERY, state: this.checkpoints[k] };
    if (this.last.step <= n && this.last.step > from.step) from = this.last;
    let state = from.state;
    for (let i = from.step; i < n; i++) {
      const { seat, action } = this.game.actions[i];
      const r = applyAction(state, seat, action);
      // Every action was accepted when the cursor was opened, and the engine is deterministic.
      if (!r.ok) throw new Error(`Replay diverged at action ${i + 1}: ${r.reason}`);
      state = r.state;
    }
    this.last = { step: n, state };
    return state;
  }
}
