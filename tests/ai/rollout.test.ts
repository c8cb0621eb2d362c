// Hard's rollouts (src/shared/ai/rollout.ts, issue 4): a candidate is played on a sample and the
// table plays on, with Medium models in every seat, to the start of the bot's next turn (TURN-1);
// the sample itself is never changed, a refused first action or a passed deadline gives null.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { playRound } from '../../src/shared/ai/rollout';
import { newGame, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { playGame } from './drive';

const model = () => createBot({ level: 'medium', budgetMs: 1e9 });
const clock = () => performance.now();

/** A 4-player game a few turns in, at a point where seat `s.turn.active` is to act with nothing pending. */
function midGame(): GameState {
  let at: GameState | null = null;
  playGame(['medium', 'medium', 'medium', 'medium'], {}, 'rollout-mid', {}, 30_000, (s) => {
    if (!at && s.turn.number >= 6 && !s.pending && s.turn.phase === 'actions' && s.turn.actionsLeft === 2) at = s;
  });
  if (!at) throw new Error('no such point');
  return at;
}

describe('playRound', () => {
  it('TURN-1: plays on to the start of the same seat’s next turn (or the end of the game), leaving the sample as it was', () => {
    const s = midGame();
    const me = s.turn.active;
    const before = JSON.stringify(s);
    const end = playRound(s, me, { type: 'endTurn' }, model, seedState('r1'), Infinity, clock);
    expect(end).not.toBeNull();
    expect(JSON.stringify(s)).toBe(before);
    if (!end!.outcome) {
      expect(end!.turn.active).toBe(me);
      expect(end!.turn.number).toBe(s.turn.number + s.players.filter((p) => !p.out).length);
    }
    expect(end!.seq).toBeGreaterThan(s.seq + 3);
  });

  it('is a function of the sample and the seed', () => {
    const s = midGame();
    const a = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState('r2'), Infinity, clock);
    const b = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState('r2'), Infinity, clock);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('gives null for a first action the engine refuses, and for a deadline already passed', () => {
    const s = midGame();
    const me = s.turn.active;
    expect(playRound(s, me, { type: 'pass' }, model, seedState('r3'), Infinity, clock)).toBeNull();
    expect(playRound(s, me, { type: 'endTurn' }, model, seedState('r3'), 0, clock)).toBeNull();
  });

  it('ends with the game when someone wins during the round', () => {
    const { state } = newGame({ players: 3, basicGoal: 2 }, 'rollout-end');
    // Everyone needs only one group: the round cannot go far before somebody takes one.
    let s = state;
    let end: GameState | null = null;
    for (let i = 0; i < 5 && !end?.outcome; i++) {
      if (s.pending || s.turn.phase !== 'actions') break;
      end = playRound(s, s.turn.active, { type: 'endTurn' }, model, seedState(`r4-${i}`), Infinity, clock);
      s = end ?? s;
    }
    expect(end?.outcome?.winners.length).toBeGreaterThan(0);
  });
});
