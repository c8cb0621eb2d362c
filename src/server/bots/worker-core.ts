// The inside of a bot worker: one bot for one seat, asked one decision at a time. The entry files
// (worker.ts, and test fixtures with misbehaving bots) only choose the bot factory.
import { expandLegal } from '../../shared/protocol/compact-legal';
import type { Bot, BotConfig, PlayoutRunner } from '../../shared/ai/types';
import type { HostToWorker, WorkerToHost } from './protocol';

export interface PortLike {
  on(event: 'message', listener: (m: HostToWorker) => void): unknown;
  postMessage(m: WorkerToHost): void;
}

/** The steps of a warm-up (shared/ai/warm-up.ts warmUpSteps), or none. */
export type WarmUp = (config: BotConfig, players: number) => Iterator<void>;

/**
 * `helper`: starts the thread that plays Hard's play-outs alongside (playout-pool.ts), when the
 * host allows it. `warmUp`: what the worker plays, one step per turn of its event loop, while it
 * waits for its bot's first decision, when the host asks for it (InitMessage.warmUp); the first
 * decision stops it (it waits at most for the step under way).
 */
export function serveBots(port: PortLike, factory: (config: BotConfig) => Bot, helper?: () => PlayoutRunner, warmUp?: WarmUp): void {
  let bot: Bot | null = null;
  // Once per worker: what it optimizes stays for its life (new games re-init).
  let warming: Iterator<void> | null = null;
  let warmed = false;
  const step = () => {
    if (!warming) return;
    try {
      if (!warming.next().done) {
        setImmediate(step);
        return;
      }
    } catch {
      // Only speed is at stake: a warm-up that fails ends, the bot is untouched.
    }
    warming = null;
  };
  // Made on the first init that asks for it and kept for the worker's life (new games re-init).
  let shared: PlayoutRunner | undefined;
  let playouts: PlayoutRunner | undefined;
  const post = (m: WorkerToHost) => {
    try {
      port.postMessage(m);
    } catch (e) {
      // An answer that cannot be cloned (a function, a cycle…) is the bot's fault, not the worker's.
      if (m.type === 'action') port.postMessage({ type: 'error', id: m.id, message: `answer cannot be sent: ${(e as Error).message}` });
      else throw e;
    }
  };
  port.on('message', (m) => {
    if (m.type === 'init') {
      try {
        bot = factory(m.config);
        playouts = m.sharePlayouts && m.config.level === 'hard' && helper ? (shared ??= helper()) : undefined;
        post({ type: 'ready' });
        if (m.warmUp && warmUp && !warmed) {
          warmed = true;
          warming = warmUp(m.config, m.warmUp);
          setImmediate(step);
        }
      } catch (e) {
        bot = null;
        post({ type: 'initError', message: (e as Error).message });
      }
      return;
    }
    if (m.type === 'decide') {
      warming = null;
      const t0 = performance.now();
      try {
        if (!bot) throw new Error('no bot: the worker was not initialised');
        const now = () => performance.now();
        const action = bot.choose(m.obs, expandLegal(m.legal), { rng: m.rng, deadline: t0 + m.deadlineMs, now, ...(playouts ? { playouts } : {}) });
        post({ type: 'action', id: m.id, action, ms: performance.now() - t0, ...(bot.lastWork ? { work: bot.lastWork } : {}) });
      } catch (e) {
        post({ type: 'error', id: m.id, message: e instanceof Error ? e.message : String(e) });
      }
    }
  });
}
