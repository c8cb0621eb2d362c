// Plays the bot seats of the open game: whenever the engine's `decider` names a bot seat, ask the
// bots (worker threads, src/server/bots) for its decision and hand it to the host to apply, paced by
// the bot speed. Stopping (the game closes or is replaced) cancels the pause at once; a decision
// already asked of a worker cannot be recalled, so its answer is simply dropped when it arrives.
import type { BotConfig } from '../../shared/ai/types';
import { checkAction, decider, legalActions, observe, type Action, type LegalAction, type Observation, type Seat } from '../../shared/engine';
import type { BotSpeed } from '../../shared/protocol/messages';
import type { Decision, FaultReason } from '../bots';
import type { GameSession } from './session';

/** What the host needs of the bot host (src/server/bots/host.ts); tests may pass one that runs bots in-process. */
export interface BotSeats {
  setSeats(configs: readonly (BotConfig | null)[], seed: string): void;
  decide(seat: Seat, obs: Observation, legal: readonly LegalAction[]): Promise<Decision>;
  replaceIllegal(seat: Seat, obs: Observation, legal: readonly LegalAction[], decision: Decision, reason: string): Decision;
  close(): Promise<void>;
}

/** The pause between two bot actions at each speed (a bot's thinking time counts toward it). */
export const BOT_DELAY_MS: Readonly<Record<BotSpeed, number>> = { instant: 0, fast: 250, normal: 700, slow: 1500 };

/** A session and a counter that changes with every change of the game (a new action, an undo, another game). */
export interface Moment {
  session: GameSession;
  epoch: number;
}

export interface DriverHooks {
  current(): Moment | null;
  /** Applies the action if the game is still at `epoch`; 'stale' when it moved on, 'refused' when the engine said no. */
  apply(epoch: number, seat: Seat, action: Action): Promise<'applied' | 'stale' | 'refused'>;
  speed(): BotSpeed;
  /** Whether a bot plays this seat now (a bot seat, or a LAN seat whose player is away). */
  botPlays(session: GameSession, seat: Seat): boolean;
  notice(level: 'info' | 'warning' | 'error', text: string): void;
}

/** Attempts at a replacement when the engine refuses a bot's action (as playBotGame does). */
const ILLEGAL_RETRIES = 3;

export class BotDriver {
  private generation = 0;
  private active: number | null = null;
  private wake: (() => void) | null = null;
  /** The decision a worker is working on, if any: a new loop waits for it so a worker is never asked twice at once. */
  private inflight: Promise<unknown> | null = null;
  /** Games whose players were told that a bot's thinking was cut short (shared/ai/work.ts). */
  private readonly cutOffTold = new WeakSet<GameSession>();

  constructor(
    private readonly bots: BotSeats,
    private readonly hooks: DriverHooks,
  ) {}

  /** Make sure a loop runs for the current game (after every change). */
  kick(): void {
    if (this.active === this.generation) return;
    this.active = this.generation;
    void this.loop(this.generation);
  }

  /** End a pending pause now (the bot speed became 'instant'). */
  hurry(): void {
    this.wake?.();
  }

  /** Stop playing: the loop ends at its next step and a pending pause ends now. */
  stop(): void {
    this.generation++;
    this.wake?.();
  }

  private async loop(gen: number): Promise<void> {
    try {
      if (this.inflight) await this.inflight;
      while (gen === this.generation) {
        const now = this.hooks.current();
        if (!now || now.session.over) return;
        const { session, epoch } = now;
        const state = session.state;
        const seat = decider(state).find((s) => this.hooks.botPlays(session, s));
        if (seat === undefined) return;
        const legal = legalActions(state, seat);
        const started = performance.now();
        // A seat whose only option is to pass is not asked (the tournament does the same), and
        // is not paced: the floor of an attack window goes round at once.
        const forced = legal.length === 1 && legal[0].type === 'pass';
        let action: Action | null;
        if (forced) action = { type: 'pass' };
        else {
          const asked = this.ask(session, seat, state, legal).catch((e: Error) => {
            // Only a seat without a bot gets here (the bot host answers every other failure).
            this.hooks.notice('error', `${session.name(seat)}'s bot could not be asked: ${e.message}`);
            return null;
          });
          this.inflight = asked;
          action = await asked;
          if (this.inflight === asked) this.inflight = null;
          if (gen !== this.generation || this.hooks.current()?.epoch !== epoch) continue;
          if (!action) return;
        }
        await this.pause(forced ? 0 : Math.max(0, BOT_DELAY_MS[this.hooks.speed()] - (performance.now() - started)));
        if (gen !== this.generation) return;
        const r = await this.hooks.apply(epoch, seat, action);
        if (r === 'refused') return;
      }
    } finally {
      if (this.active === gen) this.active = null;
    }
  }

  /** The bot's action, already checked against the engine (replaced if refused); null if nothing legal was found. */
  private async ask(session: GameSession, seat: Seat, state: GameSession['state'], legal: LegalAction[]): Promise<Action | null> {
    const obs = observe(state, seat);
    let d = await this.bots.decide(seat, obs, legal);
    if (d.fault) this.hooks.notice('warning', faultText(session.name(seat), d));
    // Said once per game: on a machine too slow for the bots' work, every decision could say it.
    if (d.work?.cutOff && !this.cutOffTold.has(session)) {
      this.cutOffTold.add(session);
      this.hooks.notice('info', `${session.name(seat)}'s bot ran out of time on this computer and played the best move it had found so far; bots here may play weaker than usual.`);
    }
    let why = checkAction(state, seat, d.action);
    for (let i = 0; why && i < ILLEGAL_RETRIES; i++) {
      d = this.bots.replaceIllegal(seat, obs, legal, d, why);
      if (d.fault) this.hooks.notice('warning', faultText(session.name(seat), d));
      why = checkAction(state, seat, d.action);
    }
    if (!why) return d.action;
    this.hooks.notice('error', `${session.name(seat)}'s bot found no action the rules accept (${why}); the game cannot go on. Save it and report the problem.`);
    return null;
  }

  /** Waits `ms` (0: just lets timers and sockets run between two steps); stop() ends it early. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms > 0 ? setTimeout(() => done(), ms) : setImmediate(() => done());
      const done = () => {
        if (ms > 0) clearTimeout(timer as NodeJS.Timeout);
        else clearImmediate(timer as NodeJS.Immediate);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      this.wake = done;
    });
  }
}

const FAULT_TEXT: Record<FaultReason, string> = {
  threw: 'failed with an error',
  timeout: 'did not answer in time',
  crashed: 'stopped working',
  invalid: 'gave an answer that is not a move',
  illegal: 'chose a move the rules do not allow',
  initFailed: 'could not be started',
};

function faultText(name: string, d: Decision): string {
  const f = d.fault!;
  const by = d.by === 'safe' ? 'the simplest legal move was played' : `a simpler bot (${d.by}) played for it`;
  return `${name}'s bot (${f.level}) ${FAULT_TEXT[f.reason]}; ${by} this time.`;
}
