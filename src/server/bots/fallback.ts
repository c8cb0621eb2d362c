// What a seat plays when its bot fails a decision (throws, crashes its worker, misses its deadline
// or answers nonsense): the Easy bot, run in the host's own thread; if Easy is not available or
// fails too, the Random bot (a legal template filled in on a state sampled from the observation);
// as a last resort an action read off the legal templates alone (pass, end the turn, refuse the
// offer…), never leaving the game. None of them reads the true state.
import { safeAction as aiSafeAction } from '../../shared/ai';
import type { Bot, BotConfig } from '../../shared/ai/types';
import type { Action, LegalAction, Observation } from '../../shared/engine';
import type { RngState } from '../../shared/engine';
import { makeBot } from './factory';

export type Replacement = 'easy' | 'random' | 'safe';

/** The kind of decision a seat faces, for logs and statistics. */
export function decisionKind(obs: Observation): string {
  const p = obs.pending;
  if (!p) return obs.turn.phase === 'actions' ? 'turn' : obs.turn.phase;
  return p.kind === 'reaction' ? `reaction:${p.moment}` : p.kind;
}

const cache = new Map<string, Bot | null>();
function bot(config: BotConfig): Bot | null {
  if (!cache.has(config.level)) {
    try {
      cache.set(config.level, makeBot(config));
    } catch {
      cache.set(config.level, null);
    }
  }
  return cache.get(config.level)!;
}

/** A legal action read off the templates alone (pass, end the turn, refuse an offer…); null rather than leaving the game. */
export function safeAction(legal: readonly LegalAction[]): Action | null {
  const a = aiSafeAction(legal);
  return a.type === 'leave' ? null : a;
}

export function fallbackAction(
  obs: Observation,
  legal: readonly LegalAction[],
  rng: RngState,
  opts: { deadlineMs?: number; skip?: readonly Replacement[] } = {},
): { action: Action; by: Replacement; errors: string[] } {
  // Easy decides by its own counts (a few ms); this is its safety net only.
  const deadlineMs = opts.deadlineMs ?? 1000;
  const errors: string[] = [];
  const now = () => performance.now();
  const tries: [Replacement, Bot | null][] = [
    ['easy', bot({ level: 'easy' })],
    ['random', bot({ level: 'random' })],
  ];
  for (const [by, bot] of tries) {
    if (!bot || opts.skip?.includes(by)) continue;
    try {
      const action = bot.choose(obs, legal, { rng: [...rng] as RngState, deadline: now() + deadlineMs, now });
      const bad = badAnswer(action, legal);
      if (!bad) return { action, by, errors };
      errors.push(`${by}: ${bad}`);
    } catch (e) {
      errors.push(`${by}: ${(e as Error).message}`);
    }
  }
  const action = safeAction(legal);
  if (action) return { action, by: 'safe', errors };
  throw new Error(`No fallback action: ${errors.join('; ')}`);
}

/** Why an answer cannot be an action for these legal actions, or null when its kind is legal. */
export function badAnswer(a: unknown, legal: readonly LegalAction[]): string | null {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string') return `not an action: ${JSON.stringify(a) ?? String(a)}`;
  const type = (a as Action).type;
  if (type === 'leave') return 'a bot may not leave the table';
  if (!legal.some((l) => l.type === type)) return `"${type}" is not among the legal kinds (${[...new Set(legal.map((l) => l.type))].join(', ')})`;
  return null;
}
