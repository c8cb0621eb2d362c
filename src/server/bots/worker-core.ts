// The inside of a bot worker: one bot for one seat, asked one decision at a time. The entry files
// (worker.ts, and test fixtures with misbehaving bots) only choose the bot factory.
import { expandLegal } from '../../shared/protocol/compact-legal';
import type { Bot, BotConfig, PlayoutRunner } from '../../shared/ai/types';
import type { HostToWorker, WorkerToHost } from './protocol';

export interface PortLike {
  on(event: 'message', listener: (m: HostToWorker) => void): unknown;
  postMessage(m: WorkerToHost): void;
}

/** `helper`: starts the thread that plays Hard's play-outs alongside (playout-pool.ts), when the host allows it. */
export function serveBots(port: PortLike, factory: (config: BotConfig) => Bot, helper?: () => PlayoutRunner): void {
  let bot: Bot | null = null;
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
      } catch (e) {
        bot = null;
        post({ type: 'initError', message: (e as Error).message });
      }
      return;
    }
    if (m.type === 'decide') {
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
