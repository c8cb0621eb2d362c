// The one open game as the host holds it: the engine state, the full event log, the accepted
// actions (the SavedGame record) and where each action's events begin (for undo), plus who plays
// each seat. Every change goes through the engine; an exception from the engine is a refusal.
import { applyAction, newGame, SAVE_FORMAT, SAVE_VERSION, validateConfig, type Action, type GameConfig, type GameEvent, type GameState, type SavedGame, type Seat, type Viewer } from '../../shared/engine';
import type { SeatController } from '../../shared/protocol/messages';
import { undoRefusal } from './undo';

export interface SessionInit {
  gameId: string;
  config: GameConfig;
  seed: string;
  seats: readonly SeatController[];
}

export type Refusal = { ok: false; error: string };

export class GameSession {
  readonly gameId: string;
  readonly config: GameConfig;
  readonly seed: string;
  readonly seats: readonly SeatController[];
  private _state: GameState;
  private readonly _events: GameEvent[];
  private readonly _actions: { seat: Seat; action: Action }[] = [];
  private readonly starts: number[] = [];

  private constructor(init: SessionInit, state: GameState, events: GameEvent[]) {
    this.gameId = init.gameId;
    this.config = init.config;
    this.seed = init.seed;
    this.seats = init.seats.map((s) => ({ ...s }));
    this._state = state;
    this._events = events;
  }

  /**
   * A game from its start and the actions taken so far (none for a new game). The actions are
   * replayed one by one (as the engine's replay() does) so that each one's events are known.
   */
  static open(init: SessionInit, actions: readonly { seat: Seat; action: Action }[] = []): { ok: true; session: GameSession } | Refusal {
    const bad = validateConfig(init.config);
    if (bad) return { ok: false, error: `The game settings are invalid: ${bad}` };
    if (init.seats.length !== init.config.players) return { ok: false, error: `Name who plays each of the ${init.config.players} seats.` };
    let session: GameSession;
    try {
      const start = newGame(init.config, init.seed);
      session = new GameSession(init, start.state, [...start.events]);
    } catch (e) {
      return { ok: false, error: `The game cannot start: ${(e as Error).message}` };
    }
    for (let i = 0; i < actions.length; i++) {
      const { seat, action } = actions[i];
      const r = session.apply(seat, action);
      if (!r.ok) return { ok: false, error: `The saved game cannot be replayed: action ${i + 1} (${action.type} by seat ${seat + 1}) was refused: ${r.error}` };
    }
    return { ok: true, session };
  }

  get state(): GameState {
    return this._state;
  }
  get events(): readonly GameEvent[] {
    return this._events;
  }
  get actions(): readonly { seat: Seat; action: Action }[] {
    return this._actions;
  }
  get seq(): number {
    return this._state.seq;
  }
  get over(): boolean {
    return this._state.outcome !== null;
  }

  name(seat: Seat): string {
    return this._state.players[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** Applies an action the engine accepts; otherwise changes nothing and says why. */
  apply(seat: Seat, action: Action): { ok: true; events: GameEvent[] } | Refusal {
    let r: ReturnType<typeof applyAction>;
    try {
      r = applyAction(this._state, seat, action);
    } catch (e) {
      return { ok: false, error: `The rules engine could not handle that action (${(e as Error).message}).` };
    }
    if (!r.ok) return { ok: false, error: r.reason };
    this.starts.push(this._events.length);
    this._actions.push({ seat, action });
    this._events.push(...r.events);
    this._state = r.state;
    return { ok: true, events: r.events };
  }

  undoRefusal(seat: Seat): string | null {
    return undoRefusal({ actions: this._actions, starts: this.starts, events: this._events, over: this.over }, seat, (s) => this.name(s));
  }

  /** The same game without its last action (replayed from the start), or why not. Leaves this session as it was. */
  withoutLastAction(seat: Seat): { ok: true; session: GameSession } | Refusal {
    const why = this.undoRefusal(seat);
    if (why) return { ok: false, error: why };
    return GameSession.open(this, this._actions.slice(0, -1));
  }

  record(): SavedGame {
    return { format: SAVE_FORMAT, version: SAVE_VERSION, config: this.config, seed: this.seed, actions: this._actions.map((a) => ({ seat: a.seat, action: a.action })) };
  }

  // ---- Checks (the reasons a local request about this game is refused) ----

  /** A seat the local window or a browser tab may act for: every human seat (hot-seat), never a bot or LAN seat. */
  seatRefusal(seat: Seat): string | null {
    const c = this.seats[seat];
    if (!c) return `There is no seat ${seat + 1} in this game.`;
    if (c.kind === 'bot') return `${this.name(seat)} is played by a bot.`;
    if (c.kind === 'remote') return `${this.name(seat)} is played from another computer.`;
    return null;
  }

  viewerRefusal(viewer: Viewer): string | null {
    if (viewer === 'spectator') return null;
    const bad = this.seatRefusal(viewer);
    return bad ? `${bad} Watch as a spectator instead.` : null;
  }

  /** A choice made at another move than the current one. */
  staleRefusal(seq: number): string | null {
    if (seq === this.seq) return null;
    return `The table has changed since that was chosen (it was chosen at move ${seq}; the game is now at move ${this.seq}). Look again and choose anew.`;
  }
}
