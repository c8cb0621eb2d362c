// The bots' public entry (DESIGN.md section 5, issue 4): createBot(config) for a level and a
// personality. Random is the uniform baseline; Easy, Medium and Hard are one core (core.ts)
// configured by level (weights.ts LEVELS: Hard adds the search of hard.ts) and weighted by
// personality (PERSONALITY_WEIGHTS). A level without an implementation is refused with an Error,
// never silently replaced by another.
import { CoreBot, standardOf } from './core';
import { RandomBot } from './random';
import { BOT_LEVELS, PERSONALITIES, type Bot, type BotConfig } from './types';

export * from './types';
export { determinize } from './determinize';
export { safeAction, isInstance } from './fallback';

export function createBot(config: BotConfig): Bot {
  if (!(BOT_LEVELS as readonly string[]).includes(config.level)) throw new Error(`Unknown bot level "${String(config.level)}" (levels: ${BOT_LEVELS.join(', ')}).`);
  const personality = config.personality ?? 'balanced';
  if (!(PERSONALITIES as readonly string[]).includes(personality))
    throw new Error(`Unknown personality "${String(personality)}" (personalities: ${PERSONALITIES.join(', ')}).`);
  if (config.level === 'random') return new RandomBot(config);
  // Every level other than random is a LevelConfig of the one core (weights.ts).
  const std = standardOf(config)!;
  return new CoreBot(config, std.level, std.weights);
}
