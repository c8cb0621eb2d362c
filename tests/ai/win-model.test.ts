// The fitted win model (src/shared/ai/win-model.ts, issue 4) that judges the ends of Hard's
// rollouts: its features follow the turn order (TURN-1), its fitted weights favour a player about to
// meet the basic goal (WIN-1), most of all on his own turn, and a finished game is a certainty.
import { describe, expect, it } from 'vitest';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { Evaluator, WIN } from '../../src/shared/ai/evaluate';
import { leafValue } from '../../src/shared/ai/rollout';
import type { Think } from '../../src/shared/ai/think';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { FEATURES, fittedWeights, tableFeatures, winChances } from '../../src/shared/ai/win-model';
import type { GroupId } from '../../src/shared/cards';
import { observe, type GameState } from '../../src/shared/engine';
import { BAV, CTH, DIS, GNO, NET, UFO, rival, build } from '../support/helpers';
import { scenario } from '../support/scenario';

const weights = { ...PERSONALITY_WEIGHTS.balanced, ...LEVELS.hard!.weights };
const evaluator = (s: GameState, me = s.turn.active) => new Evaluator(me, weights, true, beliefsFrom(observe(s, me)));
/** The 4-player weights (the scenarios below seat four). */
const WIN_WEIGHTS = fittedWeights(4)!;
const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);

/** Seat 0 (Gnomes) one group short of a basic goal of 6; three rivals with one group each. */
function nearGoal(active: number): GameState {
  const mine: GroupId[] = ['fbi', 'cia', 'pentagon', 'nephews-of-god'];
  return scenario({
    seats: [{ illuminati: GNO, money: 10, groups: build(GNO, mine) }, rival(BAV, ['the-mafia']), rival(CTH, ['kgb']), rival(DIS, ['hackers'])],
    active,
    noIncome: true,
    basicGoal: 6,
  });
}

describe('win model', () => {
  it('has one fitted weight per feature', () => {
    expect(WIN_WEIGHTS.length).toBe(FEATURES.length);
    const s = nearGoal(0);
    for (const f of tableFeatures(s, evaluator(s))) expect(f!.length).toBe(FEATURES.length);
  });

  it('TURN-1: ranks players from the one on turn up the seats, skipping players out of the game', () => {
    const s = nearGoal(2);
    s.players[0].out = 'eliminated';
    const f = tableFeatures(s, evaluator(s));
    expect(f[0]).toBeNull();
    expect(f[2]![at('onTurn')]).toBe(1);
    expect(f[2]![at('rank')]).toBe(0);
    expect(f[3]![at('rank')]).toBeCloseTo(0.5);
    expect(f[1]![at('rank')]).toBe(1);
    expect(f[1]![at('onTurn')]).toBe(0);
    expect(winChances(s, evaluator(s), WIN_WEIGHTS)[0]).toBe(0);
  });

  it('WIN-1: favours the player one group short of the basic goal, most of all on his own turn', () => {
    const mine = nearGoal(0);
    const f = tableFeatures(mine, evaluator(mine))[0]!;
    expect(f[at('left1')]).toBe(1);
    const p = winChances(mine, evaluator(mine), WIN_WEIGHTS);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(p[0]).toBeGreaterThan(0.5);
    const later = nearGoal(1);
    const q = winChances(later, evaluator(later), WIN_WEIGHTS);
    expect(q[0]).toBeLessThan(p[0]);
    expect(q[0]).toBeGreaterThan(Math.max(q[1], q[2], q[3]));
  });

  it('WIN-1 at 6 players: the 6-player weights favour the player one group short on his own turn, less on another’s', () => {
    const six = fittedWeights(6)!;
    expect(six.length).toBe(FEATURES.length);
    const table = (active: number) =>
      scenario({
        seats: [
          { illuminati: GNO, money: 10, groups: build(GNO, ['fbi', 'cia', 'pentagon', 'nephews-of-god']) },
          rival(BAV, ['the-mafia']),
          rival(CTH, ['kgb']),
          rival(DIS, ['hackers']),
          rival(NET, ['punk-rockers']),
          rival(UFO, ['copy-shops']),
        ],
        active,
        noIncome: true,
        basicGoal: 6,
      });
    const own = table(0);
    const p = winChances(own, evaluator(own), six);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(p[0]).toBeGreaterThan(Math.max(...p.slice(1)));
    const later = table(1);
    const q = winChances(later, evaluator(later), six);
    expect(q[0]).toBeLessThan(p[0]);
    // With five rival turns to survive first, he still leads every rival who is not on turn (the
    // model gives the one on turn, the Bavarians, as much: 0.38 against 0.35).
    expect(q[0]).toBeGreaterThan(Math.max(...q.slice(2)));
  });

  for (const n of [3, 5] as const) {
    it(`WIN-1 at ${n} players: the ${n}-player weights favour the player one group short on his own turn, less on another’s`, () => {
      const w = fittedWeights(n)!;
      expect(w.length).toBe(FEATURES.length);
      const rivals = [rival(BAV, ['the-mafia']), rival(CTH, ['kgb']), rival(DIS, ['hackers']), rival(NET, ['punk-rockers'])].slice(0, n - 1);
      const table = (active: number) =>
        scenario({
          seats: [{ illuminati: GNO, money: 10, groups: build(GNO, ['fbi', 'cia', 'pentagon', 'nephews-of-god']) }, ...rivals],
          active,
          noIncome: true,
          basicGoal: 6,
        });
      const own = table(0);
      const p = winChances(own, evaluator(own), w);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      expect(p[0]).toBeGreaterThan(Math.max(...p.slice(1)));
      const later = table(1);
      const q = winChances(later, evaluator(later), w);
      expect(q[0]).toBeLessThan(p[0]);
    });
  }

  it('a finished game is a certainty: the winners share it', () => {
    const s = { ...nearGoal(0), outcome: { winners: [0, 2], reason: 'goal', goals: { 0: 'basic', 2: 'basic' } } } as GameState;
    expect(winChances(s, evaluator(s), WIN_WEIGHTS)).toEqual([0.5, 0, 0.5, 0]);
  });

  it('Hard judges a rollout end by its win chance (winModel), other levels by the evaluation', () => {
    expect(LEVELS.hard!.winModel).toBe(true);
    const s = nearGoal(1);
    const ev = evaluator(s, 0);
    const hard = { level: LEVELS.hard!, ev, me: 0 } as unknown as Think;
    expect(leafValue(hard, s)).toBeCloseTo(WIN * winChances(s, ev, WIN_WEIGHTS)[0], 9);
    const medium = { level: LEVELS.medium!, ev, me: 0 } as unknown as Think;
    expect(leafValue(medium, s)).toBe(ev.utility(s));
  });

  it('a player count without fitted weights has no model: Hard judges a rollout end by the evaluation', () => {
    for (const n of [3, 4, 5, 6]) expect(fittedWeights(n)).not.toBeNull();
    expect(fittedWeights(7)).toBeNull();
    const s = scenario({ seats: [rival(GNO, ['fbi', 'cia']), rival(BAV, ['the-mafia'])], noIncome: true });
    const ev = evaluator(s, 0);
    const hard = { level: LEVELS.hard!, ev, me: 0 } as unknown as Think;
    expect(fittedWeights(2)).toBeNull();
    expect(leafValue(hard, s)).toBe(ev.utility(s));
  });

  it('ADV-LENGTH-3: in the very long game, which has no goals, Hard judges a rollout end by the evaluation', () => {
    const s = nearGoal(1);
    const long = { ...s, config: { ...s.config, longGame: true } };
    const ev = evaluator(long, 0);
    const hard = { level: LEVELS.hard!, ev, me: 0 } as unknown as Think;
    expect(leafValue(hard, long)).toBe(ev.utility(long));
    expect(leafValue(hard, long)).not.toBeCloseTo(WIN * winChances(long, ev, WIN_WEIGHTS)[0], 3);
  });
});
