// Dice go through the state's generator, or through scripted results that tests put in
// GameState.scriptedDice (DESIGN.md section 7: "tests can script the dice").
import { nextInt, type RngState } from './rng';
import type { GameState } from './types';

export function rollDie(s: GameState): number {
  if (s.scriptedDice.length > 0) {
    const [scripted, ...rest] = s.scriptedDice;
    s.scriptedDice = rest;
    return scripted;
  }
  // Copies of a state share the generator state until a die is rolled (state.ts cloneState).
  const rng: RngState = [s.rng[0], s.rng[1], s.rng[2], s.rng[3]];
  const d = nextInt(rng, 6) + 1;
  s.rng = rng;
  return d;
}

export function roll2d6(s: GameState): [number, number] {
  return [rollDie(s), rollDie(s)];
}
