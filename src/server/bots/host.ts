// The bot host (DESIGN.md sections 2 and 5): each bot seat's bot runs in its own worker thread and
// gets a deadline per decision. A bot that throws, crashes its worker, misses its deadline or
// answers nonsense is replaced for that decision (fallback.ts) and the game goes on; every such
// event is logged as a BotFault. A crashed or hung worker is started afresh for the next decision.
// Bots decide by a fixed amount of work (shared/ai/work.ts): the deadline is a safety net, four
// times what the decision takes on the development machine at rest; a bot that reaches it answers
// with what it found, and the host logs that decision as cut off (Decision.work, `cutOffs`).
// Plain Node: the same host runs in the Electron main process and in the CLI.
//
// A worker receives only its seat's observation, the legal actions computed for it, a deadline and
// the bot's generator for this decision (protocol.ts), never the game state.
import { compactLegal } from '../../shared/protocol/compact-legal';
import { Worker } from 'node:worker_threads';
import type { BotConfig, BotLevel, Personality, WorkDone } from '../../shared/ai/types';
import { liveRivals } from '../../shared/ai/work';
import { LEVELS, safetyMs } from '../../shared/ai/weights';
import type { Action, LegalAction, Observation, Seat } from '../../shared/engine';
import { nextUint32, seedState, type RngState } from '../../shared/engine';
import { badAnswer, decisionKind, fallbackAction, type Replacement } from './fallback';
import type { DecideMessage, HostToWorker, WorkerToHost } from './protocol';

export type FaultReason =
  /** The bot threw an exception. */
  | 'threw'
  /** No answer before the deadline: the worker is stopped and restarted for the next decision. */
  | 'timeout'
  /** The worker died (process.exit, an uncaught asynchronous error, out of memory). */
  | 'crashed'
  /** The answer is not an action of one of the legal kinds (or is 'leave'). */
  | 'invalid'
  /** The engine refused the answer (reported by the caller through replaceIllegal). */
  | 'illegal'
  /** The bot could not be created in its worker (the level refused its configuration). */
  | 'initFailed';

/** One structured log entry: who failed, at what kind of decision, why, and what was played instead. */
export interface BotFault {
  seat: Seat;
  level: BotLevel;
  personality?: Personality;
  reason: FaultReason;
  /** decisionKind(obs): 'turn', 'transfers', 'special', 'attack', 'capture', 'offer', 'reaction:<moment>'… */
  kind: string;
  /** The observation's seq: the decision's place in the game. */
  seq: number;
  detail: string;
  replacement: Replacement;
  /** How long the table waited for this decision, fallback included. */
  ms: number;
}

export interface Decision {
  action: Action;
  /** From sending the decision to having an action (worker start-up excluded). */
  ms: number;
  by: 'bot' | Replacement;
  /** The time the bot itself took, as its worker measured it (absent when it did not answer). */
  botMs?: number;
  /** The work the bot did, and whether the safety deadline cut it short (absent when it did not answer, or does not count). */
  work?: WorkDone;
  fault?: BotFault;
}

/** A decision the safety deadline cut short: the bot answered with what it had found (not reproducible). */
export interface CutOff {
  seat: Seat;
  level: BotLevel;
  kind: string;
  seq: number;
  ms: number;
  work: WorkDone;
}

export interface BotHostOptions {
  /** The bundled worker entry (worker.ts). Default: bot-worker.mjs next to the running bundle. */
  workerUrl?: URL | string;
  /** The hard limit per decision; default defaultDeadlineMs(config, live rivals). */
  deadlineMs?: number | ((seat: Seat, config: BotConfig) => number);
  /** How long a worker may take to start and create its bot (not counted against any decision). */
  startupMs?: number;
  /** Called for every fault, as it happens (the faults are also kept in `faults`). */
  onFault?: (f: BotFault) => void;
  /** Called for every decision the safety deadline cut short (also kept in `cutOffs`). */
  onCutOff?: (c: CutOff) => void;
  /** Keep at most this many faults in `faults` (the count goes on in `faultCount`). Default 1000. */
  maxLog?: number;
  /**
   * Hard bots play their play-outs on two threads (playout-pool.ts; the same decisions, in less
   * time where a second core is free). Default: off. Measured under load it cost 40% more CPU and
   * saved no time, it was not measured at rest, and starting the helper thread from the packaged
   * desktop app has not been tried yet; `hard-bench --threads 2` measures it (issue 38).
   */
  sharePlayouts?: boolean;
  /**
   * Start a Hard seat's worker when the seats are set, and let it warm up for its first decision
   * while it waits (shared/ai/warm-up.ts: that decision took 2.5-4x the CPU of a later one in a
   * fresh thread). For the tables a person plays at (the app, the browser server); default off, so
   * that tournaments and tests run no more than their games.
   */
  warmUp?: boolean;
  /** Sees every message the host sends to a worker, before it is sent (tests check the payload). */
  tap?: (seat: Seat, m: HostToWorker) => void;
}

/** The least hard limit per decision: a safety net for Easy and Medium, which take milliseconds. */
export const DEFAULT_DEADLINE_MS = 5000;
/** What the hard limit adds to the bot's safety deadline, for the messages and a late garbage collection. */
const DEADLINE_MARGIN_MS = 250;
/**
 * How long past a decision's limit the host still listens for the answer before it deems the
 * worker hung (at least 1 s, half the limit for a long one). The bot counts its deadline from when
 * its thread reads the message, and a busy host may run the expired timer before it reads an answer
 * that came in time: under load (two other processes on a 2-core machine, a cold worker) a hint's
 * answer came in the last 250 ms and was thrown away for a timeout (issue 38). Waiting a little
 * longer for a worker that is not hung costs nothing; one that is hung is stopped all the same.
 */
export function hungAfterMs(limitMs: number): number {
  return limitMs + Math.max(1000, limitMs / 2);
}
/** Young generation of a worker's heap: the engine copies many small states (as --max-semi-space-size does for the CLI). */
export const WORKER_YOUNG_GENERATION_MB = 32;

/**
 * The hard limit per decision against `rivals` live rivals: the level's safety net (weights.ts
 * safetyMs: four times its decision time at rest, 3.2 s for Hard against three rivals) and the
 * margin botDeadlineMs takes off, and never less than 5 s.
 */
export function defaultDeadlineMs(config: BotConfig, rivals: number): number {
  const level = LEVELS[config.level];
  return Math.max(DEFAULT_DEADLINE_MS, level ? safetyMs(level, rivals) + DEADLINE_MARGIN_MS : 0);
}

/** What the bot is told: the hard limit less a margin for messages and a late garbage collection. */
export function botDeadlineMs(hardMs: number): number {
  return Math.max(1, Math.round(hardMs - Math.min(DEADLINE_MARGIN_MS, hardMs * 0.2)));
}

export function defaultWorkerUrl(): URL {
  return new URL('./bot-worker.mjs', import.meta.url);
}

type Answer = Extract<WorkerToHost, { type: 'action' | 'error' }> | { type: 'crash'; message: string } | { type: 'timeout' };
type Ready = { ok: true } | { ok: false; reason: 'initFailed' | 'crashed'; message: string };

interface Slot {
  seat: Seat;
  config: BotConfig;
  rng: RngState;
  worker: Worker | null;
  ready: Promise<Ready> | null;
  inits: ((r: Ready) => void)[];
  pending: { id: number; done: (a: Answer) => void } | null;
  lastError: string | null;
  starts: number;
}

export class BotHost {
  readonly faults: BotFault[] = [];
  faultCount = 0;
  /** Decisions the safety deadline cut short (at most maxLog kept; `cutOffCount` counts them all). */
  readonly cutOffs: CutOff[] = [];
  cutOffCount = 0;
  /** Workers started, and how many of those replaced a crashed or stopped one. */
  readonly workers = { started: 0, restarted: 0 };
  private readonly slots = new Map<Seat, Slot>();
  /** The worker bundle (the game review runs its own worker on it, issue 36). */
  readonly workerUrl: URL | string;
  private nextId = 0;
  private closed = false;
  /** The table's number of players (the last setSeats), for the workers' warm-up. */
  private players = 0;

  constructor(private readonly opts: BotHostOptions = {}) {
    const url = opts.workerUrl ?? defaultWorkerUrl();
    this.workerUrl = typeof url === 'string' && url.startsWith('file:') ? new URL(url) : url;
  }

  /**
   * Seat the bots for a new game: `configs[seat]` is a bot or null (a human or remote seat).
   * Workers are kept across games and their bots created afresh; each seat's generator is seeded
   * from `seed`, so a bot game is reproducible from its seeds.
   */
  setSeats(configs: readonly (BotConfig | null)[], seed: string): void {
    if (this.closed) throw new Error('The bot host is closed.');
    this.players = configs.length;
    for (const [seat, slot] of this.slots)
      if (!configs[seat]) {
        void this.stop(slot);
        this.slots.delete(seat);
      }
    configs.forEach((config, seat) => {
      if (!config) return;
      let slot = this.slots.get(seat);
      if (!slot) {
        slot = { seat, config, rng: [0, 0, 0, 0], worker: null, ready: null, inits: [], pending: null, lastError: null, starts: 0 };
        this.slots.set(seat, slot);
      }
      slot.config = config;
      slot.rng = seedState(`${seed}/bot/${seat}`);
      if (slot.worker) this.init(slot);
      // Started now, it warms up while the table plays up to its first decision.
      else if (this.opts.warmUp && LEVELS[config.level]?.rollouts) void this.ensure(slot);
    });
  }

  /** Another bot host on the same worker bundle, with bots of its own (the hints' Hard bots, issue 20). */
  sibling(): BotHost {
    // The hints' workers warm up as the seats' do (Hints.prepare seats them when a game opens).
    return new BotHost({ ...this.opts, workerUrl: this.workerUrl, tap: undefined, onFault: undefined, onCutOff: undefined });
  }

  /** Start every seat's worker now rather than at its first decision. */
  async warmUp(): Promise<void> {
    await Promise.all([...this.slots.values()].map((s) => this.ensure(s)));
  }

  hasBot(seat: Seat): boolean {
    return this.slots.has(seat);
  }

  /** The hard limit for the seat's decision on `obs` (the live rivals set the default). */
  deadlineFor(seat: Seat, obs: Observation): number {
    const slot = this.slot(seat);
    const d = this.opts.deadlineMs;
    return typeof d === 'function' ? d(seat, slot.config) : (d ?? defaultDeadlineMs(slot.config, liveRivals(obs)));
  }

  /** Ask the seat's bot for an action; never rejects because of the bot (only for a seat without a bot). */
  async decide(seat: Seat, obs: Observation, legal: readonly LegalAction[]): Promise<Decision> {
    const slot = this.slot(seat);
    const rng = draw(slot.rng);
    let ready = await this.ensure(slot);
    // A worker that died between two decisions: start it again once.
    if (ready.ok && !slot.worker) ready = await this.ensure(slot);
    if (!ready.ok) return this.replace(slot, obs, legal, rng, ready.reason, ready.message, 0);
    const hard = this.deadlineFor(seat, obs);
    const hung = hungAfterMs(hard);
    const id = ++this.nextId;
    const msg: DecideMessage = { type: 'decide', id, obs, legal: compactLegal(legal), rng: [...rng] as RngState, deadlineMs: botDeadlineMs(hard) };
    const t0 = performance.now();
    const answer = await new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        if (slot.pending?.id !== id) return;
        slot.pending = null;
        void this.stop(slot);
        resolve({ type: 'timeout' });
      }, hung);
      slot.pending = {
        id,
        done: (a) => {
          clearTimeout(timer);
          resolve(a);
        },
      };
      try {
        this.send(slot, msg);
      } catch (e) {
        slot.pending = null;
        clearTimeout(timer);
        resolve({ type: 'crash', message: `the decision could not be sent: ${(e as Error).message}` });
      }
    });
    const ms = performance.now() - t0;
    switch (answer.type) {
      case 'action': {
        const bad = badAnswer(answer.action, legal);
        if (bad) return this.replace(slot, obs, legal, rng, 'invalid', bad, ms);
        if (answer.work?.cutOff) this.cutOff({ seat, level: slot.config.level, kind: decisionKind(obs), seq: obs.seq, ms, work: answer.work });
        return { action: answer.action, ms, by: 'bot', botMs: answer.ms, ...(answer.work ? { work: answer.work } : {}) };
      }
      case 'error':
        return this.replace(slot, obs, legal, rng, 'threw', answer.message, ms);
      case 'crash':
        return this.replace(slot, obs, legal, rng, 'crashed', answer.message, ms);
      case 'timeout':
        return this.replace(slot, obs, legal, rng, 'timeout', `no answer within ${hung} ms (its limit ${hard} ms)`, ms);
    }
  }

  /**
   * The engine refused the seat's action (`decision`): log it and play a replacement, skipping the
   * replacements that were already tried for this decision.
   */
  replaceIllegal(seat: Seat, obs: Observation, legal: readonly LegalAction[], decision: Decision, reason: string): Decision {
    const slot = this.slot(seat);
    const skip: Replacement[] = decision.by === 'bot' ? [] : decision.by === 'easy' ? ['easy'] : ['easy', 'random'];
    return this.replace(slot, obs, legal, draw(slot.rng), 'illegal', `${JSON.stringify(decision.action)}: ${reason}`, decision.ms, skip);
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopping = [...this.slots.values()].map((s) => this.stop(s));
    this.slots.clear();
    await Promise.all(stopping);
  }

  private slot(seat: Seat): Slot {
    const s = this.slots.get(seat);
    if (!s) throw new Error(`Seat ${seat} has no bot.`);
    return s;
  }

  private cutOff(c: CutOff): void {
    this.cutOffCount++;
    if (this.cutOffs.length < (this.opts.maxLog ?? 1000)) this.cutOffs.push(c);
    this.opts.onCutOff?.(c);
  }

  private replace(
    slot: Slot,
    obs: Observation,
    legal: readonly LegalAction[],
    rng: RngState,
    reason: FaultReason,
    detail: string,
    waited: number,
    skip: Replacement[] = [],
  ): Decision {
    const t0 = performance.now();
    const r = fallbackAction(obs, legal, rng, { skip });
    const ms = waited + (performance.now() - t0);
    const fault: BotFault = {
      seat: slot.seat,
      level: slot.config.level,
      ...(slot.config.personality ? { personality: slot.config.personality } : {}),
      reason,
      kind: decisionKind(obs),
      seq: obs.seq,
      detail: r.errors.length ? `${detail} (fallback: ${r.errors.join('; ')})` : detail,
      replacement: r.by,
      ms,
    };
    this.faultCount++;
    if (this.faults.length < (this.opts.maxLog ?? 1000)) this.faults.push(fault);
    this.opts.onFault?.(fault);
    return { action: r.action, ms, by: r.by, fault };
  }

  private send(slot: Slot, m: HostToWorker): void {
    this.opts.tap?.(slot.seat, m);
    slot.worker!.postMessage(m);
  }

  private ensure(slot: Slot): Promise<Ready> {
    if (!slot.worker)
      try {
        this.start(slot);
      } catch (e) {
        return Promise.resolve({ ok: false, reason: 'crashed', message: `the worker could not be started: ${(e as Error).message}` });
      }
    return slot.ready!;
  }

  private init(slot: Slot): void {
    slot.ready = new Promise((resolve) => slot.inits.push(resolve));
    this.send(slot, { type: 'init', seat: slot.seat, config: slot.config, sharePlayouts: this.opts.sharePlayouts ?? false, ...(this.opts.warmUp ? { warmUp: this.players } : {}) });
  }

  private start(slot: Slot): void {
    // The worker is told where it was loaded from: its helper for Hard's play-outs runs the same file (worker.ts).
    const w = new Worker(this.workerUrl, { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }, name: `bot-${slot.seat}`, workerData: { url: String(this.workerUrl) } });
    this.workers.started++;
    if (slot.starts++ > 0) this.workers.restarted++;
    slot.worker = w;
    slot.lastError = null;
    const settleInits = (r: Ready) => {
      for (const f of slot.inits.splice(0)) f(r);
    };
    w.on('message', (m: WorkerToHost) => {
      if (slot.worker !== w) return;
      if (m.type === 'ready') slot.inits.shift()?.({ ok: true });
      else if (m.type === 'initError') slot.inits.shift()?.({ ok: false, reason: 'initFailed', message: m.message });
      else if (slot.pending?.id === m.id) {
        const p = slot.pending;
        slot.pending = null;
        p.done(m);
      }
    });
    w.on('error', (e) => {
      if (slot.worker === w) slot.lastError = e.message;
    });
    w.on('exit', (code) => {
      if (slot.worker !== w) return;
      slot.worker = null;
      const message = slot.lastError ? `the worker crashed: ${slot.lastError}` : `the worker exited with code ${code}`;
      settleInits({ ok: false, reason: 'crashed', message });
      if (slot.pending) {
        const p = slot.pending;
        slot.pending = null;
        p.done({ type: 'crash', message });
      }
    });
    this.init(slot);
    const startupMs = this.opts.startupMs ?? 30_000;
    const timer = setTimeout(() => {
      if (slot.worker !== w || slot.inits.length === 0) return;
      const inits = slot.inits.splice(0);
      void this.stop(slot);
      for (const f of inits) f({ ok: false, reason: 'crashed', message: `the worker did not start within ${startupMs} ms` });
    }, startupMs);
    timer.unref();
    void slot.ready!.then(() => clearTimeout(timer));
  }

  /** Stop a seat's worker (hung, or no longer needed); the next decision starts a new one. */
  private stop(slot: Slot): Promise<unknown> {
    const w = slot.worker;
    slot.worker = null;
    slot.ready = null;
    for (const f of slot.inits.splice(0)) f({ ok: false, reason: 'crashed', message: 'the worker was stopped' });
    if (slot.pending) {
      const p = slot.pending;
      slot.pending = null;
      p.done({ type: 'crash', message: 'the worker was stopped' });
    }
    return w ? w.terminate().catch(() => 0) : Promise.resolve();
  }
}

/** A generator for one decision, drawn from the seat's generator (so a restart changes nothing). */
function draw(seatRng: RngState): RngState {
  return [nextUint32(seatRng), nextUint32(seatRng), nextUint32(seatRng), nextUint32(seatRng)];
}
