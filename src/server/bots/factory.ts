// Which bot a seat gets: createBot from src/shared/ai (levels as configuration). Its refusal of a
// level or a personality is an Error whose message is meant for the user (the tournament shows it).
import { createBot } from '../../shared/ai';
import type { Bot, BotConfig } from '../../shared/ai/types';

export function makeBot(config: BotConfig): Bot {
  return createBot(config);
}
