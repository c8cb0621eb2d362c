// Training positions for the win model (src/shared/ai/win-model.ts): one game between Medium bots,
// the position at the start of every turn with its features as the player on turn sees them
// (beliefs from his observation, the hand-tuned evaluation with Hard's weights, as Hard's
// rollouts see the start of its own next turn), labelled with who went on to win. The bots think
// without a clock, so the same seed always gives the same positions.
import { createBot } from '../shared/ai';
import { beliefsFrom } from '../shared/ai/beliefs';
import { Evaluator } from '../shared/ai/evaluate';
import { LEVELS, PERSONALITY_WEIGHTS } from '../shared/ai/weights';
import { tableFeatures } from '../shared/ai/win-model';
import { applyAction, decider, legalActions, newGame, observe, type GameState } from '../shared/engine';
import { seedState } from '../shared/engine';
import type { WinSample } from './win-fit';

/** Games longer than this many turns end without a winner and give no positions. */
export const WIN_DATA_TURN_CAP = 160;
const MAX_ACTIONS = 200_000;

/** The positions of game `index` of `seed` (none if it ends without a winner). */
export function gameSamples(seed: string, index: number, players: number): WinSample[] {
  const game = `${seed}/${index}`;
  const bots = Array.from({ length: players }, () => createBot({ level: 'medium' }));
  const rngs = bots.map((_, i) => seedState(`${game}/bot/${i}`));
  let s = newGame({ players, turnCap: WIN_DATA_TURN_CAP }, game).state;
  const starts: GameState[] = [];
  let turn = -1;
  for (let n = 0; !s.outcome; n++) {
    if (n > MAX_ACTIONS) throw new Error(`Game ${game} did not end within ${MAX_ACTIONS} actions.`);
    if (s.turn.number !== turn) {
      turn = s.turn.number;
      starts.push(s);
    }
    const seat = decider(s)[0];
    const legal = legalActions(s, seat);
    const a = bots[seat].choose(observe(s, seat), legal, { rng: rngs[seat], deadline: Number.POSITIVE_INFINITY, now: () => 0 });
    const r = applyAction(s, seat, a);
    if (!r.ok) throw new Error(`Game ${game}, seq ${s.seq}: the Medium bot of seat ${seat} chose an illegal action: ${r.reason}`);
    s = r.state;
  }
  const winners = s.outcome.winners;
  if (!winners.length) return [];
  const weights = { ...PERSONALITY_WEIGHTS.balanced, ...LEVELS.hard!.weights };
  return starts.map((st) => {
    const me = st.turn.active;
    const ev = new Evaluator(me, weights, true, beliefsFrom(observe(st, me)));
    const live = tableFeatures(st, ev).flatMap((f, seat) => (f ? [{ f, seat }] : []));
    const share = 1 / winners.length;
    return { x: live.map((l) => l.f), y: live.map((l) => (winners.includes(l.seat) ? share : 0)) };
  });
}
