// The bot interface and a few decisions that matter (issue 4): createBot builds every implemented
// level and personality and refuses the others by name; a bot answers at once when its deadline has
// passed; the safe fallback is legal for every kind of window; and on hand-made tables Medium
// defends a valuable group, joins a coalition against a player about to win, plays Assassination
// or Murphy's Law on the roll that matters, ends its turn when its goal is met, and accepts a gift
// but refuses to give its best group away. A small strength smoke test closes (the real strength
// figures are benchmarks, not tests).
import { describe, expect, it } from 'vitest';
import { createBot, PERSONALITIES, safeAction, type BotLevel } from '../../src/shared/ai';
import { applyAction, decider, legalActions, observe, type Action, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { BAV, CTH, GNO, NET, UFO } from '../support/helpers';
import { act, scenario, spendBy } from '../support/scenario';
import { ctxFor, playGame } from './drive';

/** The decision of a fresh bot of `level` for the seat that must decide (a budget it cannot exhaust: machine-independent). */
const decide = (s: GameState, level: BotLevel = 'medium'): Action => {
  const seat = decider(s)[0];
  const a = createBot({ level }).choose(observe(s, seat), legalActions(s, seat), ctxFor(seedState(`decide-${s.seq}`)));
  expect(applyAction(s, seat, a).ok).toBe(true);
  return a;
};

describe('createBot', () => {
  it('builds every level with every personality', () => {
    for (const level of ['random', 'easy', 'medium', 'hard'] as const)
      for (const personality of PERSONALITIES) expect(createBot({ level, personality }).config).toEqual({ level, personality });
  });

  it('refuses an unknown level or personality with a clear error', () => {
    expect(() => createBot({ level: 'expert' as BotLevel })).toThrow(/Unknown bot level "expert"/);
    expect(() => createBot({ level: 'easy', personality: 'sneaky' as never })).toThrow(/Unknown personality "sneaky"/);
  });
});

/** Seat 0 (Gnomes, 20 MB, the Mafia) attacks the CIA of seat 1 (Network, 10 MB, 4 MB on the CIA at depth 1). */
function ciaAttack(): GameState {
  const s = scenario({
    seats: [
      { illuminati: GNO, money: 20, turnsCompleted: 1, groups: [['the-mafia', GNO, 'top', 0]] },
      { illuminati: NET, money: 10, turnsCompleted: 1, groups: [['cia', NET, 'top', 4], ['fbi', NET, 'bottom', 0]] },
      { illuminati: CTH, money: 0, turnsCompleted: 1, groups: [['comic-books', CTH, 'top', 0]] },
    ],
    uncontrolled: ['moonies', 'hackers'],
  });
  const d = act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: null }).state;
  // T = 7 - 5 + 4 (both Violent) - 10 (depth 1) = -4; 12 MB bring it to 8.
  return spendBy(d, 0, GNO, 12).state;
}

/** Seat 0, the Bavarians with Power 31, attacks Texas (Power 6): success wins the game at the end of the turn. */
function winningAttack(hands: string[][] = [[], [], []], dice: number[] = []): GameState {
  const s = scenario({
    seats: [
      { illuminati: BAV, money: 10, hand: hands[0] as never, turnsCompleted: 4, groups: [['the-mafia', BAV, 'top', 0], ['new-york', BAV, 'bottom', 0], ['international-communist-conspiracy', BAV, 'left', 0]] },
      { illuminati: UFO, money: 20, hand: hands[1] as never, turnsCompleted: 4, groups: [['cia', UFO, 'top', 0]] },
      { illuminati: CTH, money: 20, hand: hands[2] as never, turnsCompleted: 4, groups: [['fbi', CTH, 'top', 0]] },
    ],
    uncontrolled: ['texas', 'moonies'],
    dice,
  });
  // T = 7 - 6 + 4 (both Violent) = 5; the Bavarians spend 5 more: T = 10.
  const d = act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'texas', kind: 'control', aiders: [], privilege: null }).state;
  return spendBy(d, 0, BAV, 5).state;
}

describe('Medium decisions on hand-made tables', () => {
  it('ATK-MONEY-2: the defender spends to keep a valuable group, from its own treasury first (double effect)', () => {
    const s = act(ciaAttack(), 0, { type: 'pass' }).state;
    expect(decider(s)).toEqual([1]);
    const a = decide(s);
    expect(a).toMatchObject({ type: 'spend', card: 'cia' });
  });

  it('INTERF: a bystander spends against the attack that would make the leader win', () => {
    let s = act(winningAttack(), 0, { type: 'pass' }).state;
    expect(decider(s)).toEqual([1]);
    const a = decide(s);
    expect(a).toMatchObject({ type: 'spend', side: 'against' });
    // And the next bystander joins in while the attack still has a chance.
    s = applyAction(s, 1, a).ok ? (applyAction(s, 1, a) as { state: GameState }).state : s;
  });

  it('Murphy\u2019s Law is played on the successful roll that would win the game for a rival', () => {
    let s = winningAttack([[], ['murphys-law'], []], [1, 1]);
    for (let i = 0; i < 10 && s.pending?.kind === 'attack'; i++) s = act(s, decider(s)[0], { type: 'pass' }).state;
    expect(s.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 2 });
    expect(decider(s)).toEqual([1]);
    expect(decide(s)).toEqual({ type: 'playSpecial', card: 'murphys-law' });
  });

  it('Assassination is played on the failed roll of an attack that wins the game', () => {
    let s = winningAttack([['assassination'], [], []], [6, 6]);
    for (let i = 0; i < 10 && s.pending?.kind === 'attack'; i++) s = act(s, decider(s)[0], { type: 'pass' }).state;
    expect(s.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 12 });
    expect(decider(s)).toEqual([0]);
    expect(decide(s)).toEqual({ type: 'playSpecial', card: 'assassination' });
  });

  it('WIN-1: with its goal met the bot ends its turn at once', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 10, turnsCompleted: 4, groups: [['the-mafia', BAV, 'top', 0], ['new-york', BAV, 'bottom', 0], ['international-communist-conspiracy', BAV, 'left', 0], ['fbi', BAV, 'right', 0]] },
        { illuminati: UFO, money: 20, turnsCompleted: 4, groups: [['cia', UFO, 'top', 0]] },
      ],
      uncontrolled: ['texas', 'moonies'],
    });
    expect(decide(s)).toEqual({ type: 'endTurn' });
  });

  it('GIFT, GIVE-4: accepts money for nothing from a weak player, refuses to sell its best group for 1 MB', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 20, turnsCompleted: 2, groups: [['comic-books', GNO, 'top', 0]] },
        { illuminati: NET, money: 10, turnsCompleted: 2, groups: [['cia', NET, 'top', 0], ['fbi', NET, 'bottom', 0]] },
        { illuminati: CTH, money: 10, turnsCompleted: 2, groups: [['moonies', CTH, 'top', 0]] },
      ],
      uncontrolled: ['texas', 'hackers'],
    });
    const gift = act(s, 0, { type: 'offer', to: 1, give: { money: 8, specials: [], groups: [] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] }).state;
    expect(decide(gift)).toMatchObject({ type: 'answerOffer', accept: true });
    const buy = act(s, 0, { type: 'offer', to: 1, give: { money: 1, specials: [], groups: [] }, get: { money: 0, specials: [], groups: ['cia'] }, getPlace: [{ id: 'cia', master: GNO, arrow: 'bottom' }] }).state;
    expect(decide(buy)).toEqual({ type: 'answerOffer', accept: false, place: [] });
  });
});

describe('never stalling', () => {
  it('answers legally and at once when the deadline has already passed', () => {
    const s = ciaAttack();
    for (const level of ['random', 'easy', 'medium', 'hard'] as const) {
      const seat = decider(s)[0];
      const t0 = performance.now();
      const a = createBot({ level }).choose(observe(s, seat), legalActions(s, seat), { rng: seedState('late'), deadline: t0 - 1, now: () => performance.now() });
      expect(performance.now() - t0).toBeLessThan(500);
      expect(applyAction(s, seat, a).ok).toBe(true);
    }
  });

  it('the safe fallback is legal in every kind of window met in a game', () => {
    let checked = 0;
    playGame(['medium', 'random', 'easy', 'medium:dealmaker'], { hiddenGoals: true }, 'fallback', {}, 2500, (s, seat) => {
      expect(applyAction(s, seat, safeAction(legalActions(s, seat))).ok).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThan(100);
  });
});

describe('strength smoke test (benchmarks are in the tournament CLI)', () => {
  it('Medium wins most 4-player games against three Random bots', () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const seats = ['random', 'random', 'random', 'random'] as ('random' | 'medium')[];
      seats[g % 4] = 'medium';
      const r = playGame(seats, {}, `smoke-${g}`);
      if (r.state.outcome?.winners.includes(g % 4)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});

