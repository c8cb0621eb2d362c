// Shared set-up of the game-host tests: a fresh data folder, bots that run in the test's own
// thread (the worker-thread bot host has its own tests in tests/server/bots), and requests that pass
// through the same validation as the transports.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackAction, makeBot, type Decision } from '../../../src/server/bots';
import { GameHost, type BotSeats, type GameHostOptions } from '../../../src/server/host';
import type { Bot, BotConfig } from '../../../src/shared/ai/types';
import { seedState, type RngState } from '../../../src/shared/engine/rng';
import type { LogEntry, Push, Reply, RequestKind, RequestParams, RequestResult } from '../../../src/shared/protocol/messages';
import type { Viewer } from '../../../src/shared/engine';
import { validateRequest } from '../../../src/shared/protocol/validate';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export function tempDir(prefix = 'host-'): string {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  return mkdtempSync(join(ROOT, '.tmp', `test-${prefix}`));
}

export function removeDir(dir: string): void {
  // A host closing may still write its autosave into the folder while it is removed (ENOTEMPTY
  // seen once in a full run): Node retries such removals when asked to.
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/** Bots in this thread, with the bot host's fallback for illegal answers. `fault` makes some decisions fail. */
export function inProcessBots(fault?: (seat: number, n: number) => Decision['fault'] | undefined): BotSeats & { asked: number; closed: boolean } {
  let bots: (Bot | null)[] = [];
  let rngs: RngState[] = [];
  const self = {
    asked: 0,
    closed: false,
    setSeats(configs: readonly (BotConfig | null)[], seed: string) {
      bots = configs.map((c) => (c ? makeBot(c) : null));
      rngs = configs.map((_, seat) => seedState(`${seed}/bot/${seat}`));
    },
    async decide(seat: number, obs: Parameters<BotSeats['decide']>[1], legal: Parameters<BotSeats['decide']>[2]): Promise<Decision> {
      const bot = bots[seat];
      if (!bot) throw new Error(`Seat ${seat} has no bot.`);
      self.asked++;
      const f = fault?.(seat, self.asked);
      if (f) {
        const r = fallbackAction(obs, legal, rngs[seat]);
        return { action: r.action, ms: 0, by: r.by, fault: { ...f, replacement: r.by } };
      }
      const action = bot.choose(obs, legal, { rng: rngs[seat], deadline: performance.now() + 5000, now: () => performance.now() });
      return { action, ms: 0, by: 'bot' };
    },
    replaceIllegal(seat: number, obs: Parameters<BotSeats['decide']>[1], legal: Parameters<BotSeats['decide']>[2], d: Decision, reason: string): Decision {
      const r = fallbackAction(obs, legal, rngs[seat], { skip: d.by === 'bot' ? [] : ['easy'] });
      return { action: r.action, ms: 0, by: r.by, fault: { seat, level: 'random', reason: 'illegal', kind: 'turn', seq: obs.seq, detail: reason, replacement: r.by, ms: 0 } };
    },
    async close() {
      self.closed = true;
    },
  };
  return self;
}

export interface TestHost {
  host: GameHost;
  dir: string;
  pushes: Push[];
  /** A request as a transport makes it: validated first, then handed to the host. */
  req<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<Reply<RequestResult<K>>>;
  /** The value of a request that must succeed. */
  must<K extends RequestKind>(kind: K, params: RequestParams<K>): Promise<RequestResult<K>>;
  /** Resolves with the first push (from now on) that `pred` accepts. */
  waitPush(pred: (p: Push) => boolean, timeoutMs?: number): Promise<Push>;
}

export async function makeHost(opts: Partial<GameHostOptions> & { dir?: string } = {}): Promise<TestHost> {
  const dir = opts.dir ?? tempDir();
  const host = await GameHost.create({ dataDir: dir, version: '9.9.9-test', bots: opts.bots ?? inProcessBots(), initialSettings: { botSpeed: 'instant' }, ...opts });
  const pushes: Push[] = [];
  const waiting = new Set<(p: Push) => void>();
  host.subscribe((p) => {
    pushes.push(p);
    for (const w of [...waiting]) w(p);
  });
  const req = async <K extends RequestKind>(kind: K, params: RequestParams<K>) => {
    const v = validateRequest({ kind, params });
    if (!v.ok) return v as Reply<RequestResult<K>>;
    return (await host.request(v.request)) as Reply<RequestResult<K>>;
  };
  const must = async <K extends RequestKind>(kind: K, params: RequestParams<K>) => {
    const r = await req(kind, params);
    if (!r.ok) throw new Error(`${kind} refused: ${r.error}`);
    return r.value;
  };
  const waitPush = (pred: (p: Push) => boolean, timeoutMs = 30_000) =>
    new Promise<Push>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error('no such push in time'));
      }, timeoutMs);
      const check = (p: Push) => {
        if (!pred(p)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(p);
      };
      waiting.add(check);
    });
  return { host, dir, pushes, req, must, waitPush };
}

export const human = { kind: 'human' } as const;
export const randomBot = { kind: 'bot', level: 'random', personality: 'balanced' } as const;
export const easyBot = { kind: 'bot', level: 'easy', personality: 'balanced' } as const;

/** The viewer's whole log, as a client gathers it: the view's newest page, then older pages of game:log (issue 39). */
export async function wholeLog(h: TestHost, viewer: Viewer): Promise<LogEntry[]> {
  const v = await h.must('game:view', { viewer, since: 0 });
  let log = v.log;
  for (let before = v.logFrom; before > 0; ) {
    const page = await h.must('game:log', { viewer, since: 0, before });
    log = [...page.log, ...log];
    before = page.from;
  }
  return log;
}
