// Why the game ended, in words (issue 24): the message board's last sentence and the end screen
// name the goal each winner reached, the last player standing, or that nobody was left.
import { describe, expect, it } from 'vitest';
import { observe, type GameState, type Outcome } from '../../src/shared/engine';
import { createDescriber } from '../../src/renderer/src/log/describe';
import { endReason, gameOverSentence, wonBy } from '../../src/renderer/src/logic/end-reason';
import { scenario } from '../support/scenario';

const NAMES = ['Alice', 'Bob', 'Carol'];
const seatName = (s: number) => NAMES[s];

function over(outcome: Outcome, borrowed: (string | null)[] = [null, null, null]): GameState {
  const s = scenario({ seats: [{ illuminati: 'servants-of-cthulhu' }, { illuminati: 'ufos' }, { illuminati: 'gnomes-of-zurich' }] });
  return { ...s, outcome, players: s.players.map((p, i) => ({ ...p, borrowedGoal: borrowed[i] as never })) };
}

describe('end of the game in words', () => {
  it('names the goal each winner reached: basic, own special goal, the UFOs\u2019 borrowed goal', () => {
    const s = over({ winners: [0, 1, 2], reason: 'goal', goals: { 0: 'special', 1: 'special', 2: 'basic' } }, [null, 'bavarian-illuminati', null]);
    const obs = observe(s, 'spectator');
    expect(wonBy(obs, 0)).toBe('by the special goal of the Servants of Cthulhu (Destroy eight groups)');
    expect(wonBy(obs, 1)).toBe('by the secret goal, that of the Bavarian Illuminati (Control groups whose Power totals 35 or more, the Bavarians\u2019 own 10 included)');
    expect(wonBy(obs, 2)).toBe('by the basic goal (13 cards, the Illuminati included)');
    const say = createDescriber({ seatName, wonBy: (seat) => wonBy(obs, seat) });
    expect(say({ type: 'gameEnded', to: 'all', winners: [0, 2], reason: 'goal' })).toBe(
      'The game is over: Alice (by the special goal of the Servants of Cthulhu (Destroy eight groups)) and Carol (by the basic goal (13 cards, the Illuminati included)) share the victory.',
    );
    expect(endReason(s.outcome!)).toMatch(/shared/);
  });

  it('AMB-52: the last player standing, and nobody left when the last two went out together', () => {
    const last = observe(over({ winners: [2], reason: 'lastStanding', goals: {} }), 2);
    expect(wonBy(last, 2)).toBe('as the last player standing');
    expect(gameOverSentence([2], 'lastStanding', seatName)).toBe('The game is over: Carol wins as the last player standing.');
    expect(endReason(last.outcome!)).toBe('Every other player was eliminated or left the game: the last player standing wins.');
    expect(gameOverSentence([], 'noPlayers', seatName)).toMatch(/eliminated by the same action, so nobody is left and nobody wins/);
    expect(endReason({ winners: [], reason: 'noPlayers', goals: {} })).toMatch(/nobody is left, nobody wins/);
  });

  it('without the outcome at hand the sentence still says a goal was reached', () => {
    expect(gameOverSentence([1], 'goal', seatName)).toBe('The game is over: Bob wins by reaching a goal.');
    expect(gameOverSentence([], 'capped', seatName)).toBe('The game is over: the turn limit was reached and nobody wins.');
  });
});
