// Dice go through the state's generator, or through scripted results that tests put in
// GameState.scriptedDice (DESIGN.md section 7: "tests can script the dice").
import { nextInt } from './rng';
import type { GameState } from './types';

export function rollDie(s: GameState): number {
  if (s.scriptedDice.length > 0) {
    const [scripted, ...rest] = s.scriptedDice;
    s.scriptedDice = rest;
    return scripted;
  }
  return nextInt(s.rng, 6) + 1;
}

export function roll2d6(s: GameState): [number, number] {
  return [rollDie(s), rollDie(s)];
}
