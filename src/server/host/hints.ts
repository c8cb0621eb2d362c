// Hints (issue 20): the action the Hard bot would take for a seat now, and why. The bot runs in a
// worker thread of its own bot host (never in the host's event loop), with a deadline, and gets
// exactly what a bot seat gets: that seat's observation and legal actions, never the state. The
// reasons (hint-reasons.ts) are facts the seat may know. A hint is read-only: it is not queued with
// the changes, and an answer that arrives after the game moved on is refused as stale. The bot
// decides by a fixed amount of work from a generator seeded by the game's seed, the move and the
// seat, so the same question gets the same hint on any machine; if the safety deadline cut its
// thinking short on a slow machine, the hint says so (reason 'cutOff').
// LAN players get hints only when the host's settings allow them (Settings.lanHints); this
// machine's own seats (alone or hot-seat) always may.
import type { BotConfig } from '../../shared/ai/types';
import { REVIEW_SAMPLES } from '../../shared/ai/review/review';
import { checkAction, decider, type Action, legalActions, observe, type LegalAction, type Observation, type Seat } from '../../shared/engine';
import type { Hint } from '../../shared/protocol/hint';
import type { Reply, RequestParams } from '../../shared/protocol/messages';
import { ok, refuse, refuseWith } from '../../shared/protocol/reply';
import type { Decision } from '../bots';
import { hintReasons, type HintTable } from './hint-reasons';
import type { MoveJudge } from './review-runner';
import type { GameSession } from './session';

/** What hints need of a bot host (src/server/bots/host.ts); tests pass one that runs in-process. */
export interface HintBots {
  setSeats(configs: readonly (BotConfig | null)[], seed: string): void;
  decide(seat: Seat, obs: Observation, legal: readonly LegalAction[]): Promise<Decision>;
  close(): Promise<void>;
}

/** The adviser: the Hard level at its own budget, without a personality's leanings. */
export const HINT_BOT: BotConfig = { level: 'hard', personality: 'balanced' };

/**
 * The hint for `seat` in `state` as the bot chooses it from `observe(state, seat)`: the action
 * checked against the engine, and its reasons; or why there is none (the bot failed: a fault, or
 * a move the engine refuses). No hint is better than a wrong one.
 */
export async function computeHint(
  state: GameSession['state'],
  seat: Seat,
  ask: (obs: Observation, legal: readonly LegalAction[]) => Promise<Decision>,
  table: HintTable = {},
  compare?: { draft: Action; judge: MoveJudge },
): Promise<{ ok: true; hint: Hint } | { ok: false; why: string }> {
  const d = await ask(observe(state, seat), legalActions(state, seat));
  if (d.fault) return { ok: false, why: `the hint bot ${d.fault.reason}: ${d.fault.detail}` };
  const refused = checkAction(state, seat, d.action);
  if (refused) return { ok: false, why: `the hint bot chose a move the rules refuse: ${refused}` };
  const hint: Hint = { seq: state.seq, seat, action: d.action, reasons: [...hintReasons(state, seat, d.action, table), ...(d.work?.cutOff ? [{ kind: 'cutOff' as const }] : [])] };
  if (!compare) return { ok: true, hint };
  // The drafted move against the bot's, both played out from the seat's observation (judge.ts).
  const { draft, judge } = compare;
  const same = JSON.stringify(draft) === JSON.stringify(d.action);
  const moves = same ? [draft] : [draft, d.action];
  const j = await judge(observe(state, seat), moves, COMPARE_SAMPLES, `${state.seed}/hint/${state.seq}`);
  const [mine, bot] = same ? [j.values[0], j.values[0]] : j.values;
  return { ok: true, hint: { ...hint, compare: { draft, reasons: hintReasons(state, seat, draft, table), mine, bot, same } } };
}

/** Samples a drafted move and the bot's are played out on (as the review's, REVIEW_SAMPLES). */
export const COMPARE_SAMPLES = REVIEW_SAMPLES;

export class Hints {
  /** A worker takes one decision at a time: a seat's hints wait for each other. */
  private readonly queue = new Map<Seat, Promise<unknown>>();

  constructor(
    private readonly bots: HintBots,
    private readonly hooks: {
      /** Whether LAN players may ask (Settings.lanHints). */
      allowRemote(): boolean;
      /** The open game now (an answer is refused as stale when it changed meanwhile). */
      current(): GameSession | null;
      /** Where a failed hint is logged (the player is told only that there is none). */
      log(line: string): void;
      /** Compares a drafted move with the bot's (issue 36; a worker thread by default). */
      judge?: MoveJudge;
    },
  ) {}

  /**
   * A game opened, or the host began to allow LAN players hints: start the hint bots of the seats
   * that may ask now, so that their workers warm up (BotHost's warmUp, where the host has it on)
   * while the players read the table. The first hint in a fresh worker took 2.5-4 times the CPU of
   * a later one, and under load it ran into its limit (issue 38). Nothing for a table of bots only.
   */
  prepare(session: GameSession): void {
    const allowRemote = this.hooks.allowRemote();
    const configs = session.seats.map((c) => (c.kind === 'human' || (c.kind === 'remote' && allowRemote) ? HINT_BOT : null));
    if (configs.some(Boolean)) this.bots.setSeats(configs, `${session.seed}/hint/prepare`);
  }

  async request(p: RequestParams<'game:hint'>, remote: boolean): Promise<Reply<Hint>> {
    const session = this.hooks.current();
    if (!session) return refuse('No game is open.');
    if (remote && !this.hooks.allowRemote()) return refuseWith('hint.off', 'The host does not allow hints in this game.');
    const bad = remote ? null : session.seatRefusal(p.seat);
    if (bad) return refuse(bad);
    if (p.seq !== session.seq || session.over) return refuseWith('hint.stale', 'The game has moved on since the hint was asked for.');
    if (!decider(session.state).includes(p.seat)) return refuse(`${session.name(p.seat)} has nothing to decide now.`);
    const configs = session.seats.map((c) => (c.kind === 'bot' ? null : HINT_BOT));
    const state = session.state;
    if (p.draft) {
      const bad = checkAction(state, p.seat, p.draft);
      if (bad) return refuse(`The move you drafted cannot be compared: ${bad}`);
      if (!this.hooks.judge) return refuse('This host cannot compare moves.');
    }
    const compare = p.draft && this.hooks.judge ? { draft: p.draft, judge: this.hooks.judge } : undefined;
    const before = this.queue.get(p.seat) ?? Promise.resolve();
    const table: HintTable = { bots: session.seats.flatMap((c, seat) => (c.kind === 'bot' ? [seat] : [])) };
    // Seated afresh for every question (a fresh bot, a generator of this game, move and seat), just
    // before the bot host draws the decision's generator: a hint is reproducible.
    const run = before.then(() =>
      computeHint(
        state,
        p.seat,
        (obs, legal) => {
          this.bots.setSeats(configs, `${session.seed}/hint/${state.seq}`);
          return this.bots.decide(p.seat, obs, legal);
        },
        table,
        compare,
      ),
    );
    this.queue.set(p.seat, run.catch(() => undefined));
    const r = await run.catch((e: Error) => ({ ok: false as const, why: e.message }));
    if (!r.ok) {
      this.hooks.log(`No hint for ${session.name(p.seat)} at move ${p.seq}: ${r.why}`);
      return refuseWith('hint.failed', 'No hint could be worked out this time.');
    }
    if (this.hooks.current() !== session || session.seq !== p.seq) return refuseWith('hint.stale', 'The game has moved on since the hint was asked for.');
    return ok(r.hint);
  }

  close(): Promise<void> {
    return this.bots.close();
  }
}
