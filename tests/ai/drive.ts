// Driving whole games with bots in every seat (tests/ai): each decision goes through observe(),
// legalActions() and the seat's bot, then applyAction(); an illegal answer fails at once with the
// game, seat and action. Decisions are counted per pending kind ("turn" when nothing is pending,
// "reaction:<moment>" for reaction windows).
import { createBot, type Bot, type BotLevel, type Personality } from '../../src/shared/ai';
import { CoreBot } from '../../src/shared/ai/core';
import { applyAction, decider, legalActions, newGame, observe, type Action, type GameConfig, type GameEvent, type GameState } from '../../src/shared/engine';
import { seedState, type RngState } from '../../src/shared/engine/rng';

/** "medium", "medium:dealmaker", "hard@4/500" (work per decision: 4 play-outs, 500 nodes), ... */
export type SeatSpec = `${BotLevel}` | `${BotLevel}:${Personality}` | `${BotLevel}@${number}/${number}`;

/**
 * A bot for a seat spec: its level's work per decision, or the play-outs and nodes given (a smaller
 * Hard for a faster test). Bots decide by work, not time (work.ts), so their answers never depend
 * on the machine's speed or load; ctxFor's deadline is a safety net that playGame fails on.
 */
export function makeBot(spec: SeatSpec): Bot {
  const [head, personality] = spec.split(':') as [string, Personality | undefined];
  const [level, work] = head.split('@') as [BotLevel, string | undefined];
  const [playouts, nodes] = (work ?? '').split('/').map(Number);
  return createBot({ level, ...(personality ? { personality } : {}), ...(work ? { work: { playouts, nodes } } : {}) });
}

export function kindOf(s: GameState): string {
  const w = s.pending;
  if (!w) return 'turn';
  return w.kind === 'reaction' ? `reaction:${w.moment}` : w.kind;
}

/** A context with a generous safety deadline (a decision cut short by it fails playGame). */
export function ctxFor(rng: RngState, ms = 60_000) {
  const start = performance.now();
  return { rng, deadline: start + ms, now: () => performance.now() };
}

export interface Played {
  state: GameState;
  events: GameEvent[];
  decisions: number;
  kinds: Record<string, number>;
  errors: string[];
}

/** Play one game to its end (or the turn cap); throws on the first illegal action. */
export function playGame(
  seats: SeatSpec[],
  config: Partial<GameConfig>,
  seed: string,
  kinds: Record<string, number> = {},
  maxSteps = 30_000,
  onDecision?: (s: GameState, seat: number) => void,
): Played {
  const bots = seats.map(makeBot);
  const rngs = seats.map((_, i) => seedState(`${seed}/bot/${i}`));
  const start = newGame({ players: seats.length, turnCap: 160, ...config }, seed);
  let s = start.state;
  const events: GameEvent[] = [...start.events];
  let decisions = 0;
  while (!s.outcome && decisions < maxSteps) {
    const seat = decider(s)[0];
    onDecision?.(s, seat);
    const legal = legalActions(s, seat);
    const kind = `${seats[seat].split(/[:@]/)[0]}/${kindOf(s)}`;
    const a: Action = bots[seat].choose(observe(s, seat), legal, ctxFor(rngs[seat]));
    if (bots[seat].lastWork?.cutOff) throw new Error(`seed ${seed}, seq ${s.seq}, seat ${seat} (${seats[seat]}): the safety deadline cut the decision short`);
    const r = applyAction(s, seat, a);
    if (!r.ok) throw new Error(`seed ${seed}, seq ${s.seq}, seat ${seat} (${seats[seat]}) in ${kindOf(s)}: illegal ${JSON.stringify(a)}: ${r.reason}`);
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    events.push(...r.events);
    s = r.state;
    decisions++;
  }
  const errors = bots.flatMap((b) => (b instanceof CoreBot ? b.errors : []));
  return { state: s, events, decisions, kinds, errors };
}
