// The Random level, the baseline of the tournaments (issue 4): one legal template chosen uniformly
// (leaving the game excluded), then its parameters uniformly at random (engine instantiate). The
// templates that need a full state to fill in (offers, answers, the Triangle's layout, the Lasers)
// are filled on a determinized state, so even the Random bot never reads the true state.
import { instantiate, type Action, type LegalAction, type Observation } from '../engine';
import { nextInt } from '../engine';
import { determinize } from './determinize';
import { safeAction } from './fallback';
import type { Bot, BotConfig, BotContext } from './types';

export class RandomBot implements Bot {
  constructor(readonly config: BotConfig) {}

  choose(obs: Observation, legal: readonly LegalAction[], ctx: BotContext): Action {
    const usable = legal.filter((l) => l.type !== 'leave');
    if (usable.length === 0 || obs.viewer === 'spectator') return safeAction(legal);
    const la = usable[nextInt(ctx.rng, usable.length)];
    try {
      return instantiate(determinize(obs, ctx.rng), obs.viewer, la, ctx.rng);
    } catch {
      return safeAction(legal);
    }
  }
}
