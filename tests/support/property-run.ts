// The random-playout property (DESIGN.md section 7, tier 3), shared by the property test files so
// that vitest can run their halves on both cores.
import fc from 'fast-check';
import { expect } from 'vitest';
import { applyAction, decider, newGame, randomAction, type GameConfig, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { brokenInvariant, brokenTransition, leakInObservation } from './invariants';

/** Play one seeded random game, checking after every action; throws with the seed and seq on failure. */
export function checkedGame(config: GameConfig, seed: string, observeEvery = 10): number {
  let state: GameState = newGame(config, seed).state;
  const rng = seedState(`${seed}/players`);
  let steps = 0;
  const fail = (why: string): never => {
    throw new Error(`${config.players} players, seed "${seed}", seq ${state.seq}: ${why}`);
  };
  const first = brokenInvariant(state);
  if (first) fail(first);
  let before = JSON.stringify(state);
  while (!state.outcome) {
    const seat = decider(state)[0];
    const action = randomAction(state, seat, rng);
    const r = applyAction(state, seat, action);
    if (!r.ok) return fail(`legal action refused: ${JSON.stringify(action)}: ${r.reason}`);
    if (JSON.stringify(state) !== before) fail(`applyAction changed its input (${action.type})`);
    if (r.state.seq !== state.seq + 1) fail('seq did not advance by one');
    const change = brokenTransition(state, r.state);
    state = r.state;
    steps++;
    if (change) fail(`after ${action.type}: ${change}`);
    const why = brokenInvariant(state);
    if (why) fail(`after ${action.type}: ${why}`);
    // JSON round trip: a state is plain data.
    const json = JSON.stringify(state);
    if (JSON.stringify(JSON.parse(json)) !== json) fail('state does not survive a JSON round trip');
    before = json;
    if (steps % observeEvery === 0 || state.outcome) {
      const leak = leakInObservation(state);
      if (leak) fail(leak);
    }
  }
  return steps;
}

/** `runs` games with 2..8 players and random seeds drawn by fast-check from `seed`. */
export function runPlayoutProperty(runs: number, seed: number, extra: Partial<GameConfig> = {}): { games: number; actions: number } {
  let games = 0;
  let actions = 0;
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (players, s) => {
      actions += checkedGame({ players, turnCap: 120, ...extra }, `prop-${s}`);
      games++;
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  expect(games).toBe(runs);
  return { games, actions };
}
