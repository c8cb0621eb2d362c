// The quick screen that picks which attacks the bots evaluate in full (attacks.ts). Rich groups of
// rivals look like the best targets, and every card of a structure can attack them three ways, so
// without the fair screen their variants fill the list (maxAttacks) even when the owner's money
// makes them hopeless, and an easy capture on the table is never scored (ATK-MONEY-2: the defender
// spends against the attack from the target and his Illuminati).
import { describe, expect, it } from 'vitest';
import { scoreAttacks } from '../../src/shared/ai/attacks';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { Evaluator } from '../../src/shared/ai/evaluate';
import { newMemory } from '../../src/shared/ai/memory';
import type { Think } from '../../src/shared/ai/think';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import { legalActions, observe, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { BAV, GNO, NET, UFO, build } from '../support/helpers';
import { scenario } from '../support/scenario';

/** The Network (60 MB, four cards that can attack) against rivals whose rich groups are heavily defended. */
function crowdedTable(): GameState {
  return scenario({
    seats: [
      { illuminati: NET, money: 60, groups: build(NET, ['big-media', 'fbi', 'post-office']) },
      { illuminati: BAV, money: 90, groups: build(BAV, ['irs', 'the-mafia', 'the-phone-company'], { irs: 30, 'the-mafia': 30, 'the-phone-company': 30 }) },
      { illuminati: GNO, money: 90, groups: build(GNO, ['multinational-oil-companies', 'kgb'], { 'multinational-oil-companies': 30, kgb: 30 }) },
      { illuminati: UFO, money: 10, groups: build(UFO, ['cia']) },
    ],
    uncontrolled: ['empty-vee'],
    noIncome: true,
  });
}

/** The targets of the attacks a Medium bot scores in full on the crowded table, with or without the fair screen. */
function scoredTargets(fairScreen: boolean): Set<string> {
  const s = crowdedTable();
  const obs = observe(s, 0);
  const w = PERSONALITY_WEIGHTS.balanced;
  const ev = new Evaluator(0, w, true, beliefsFrom(obs));
  const t: Think = {
    obs,
    legal: legalActions(s, 0),
    me: 0,
    s,
    ev,
    level: { ...LEVELS.medium!, maxAttacks: 8, fairScreen },
    w,
    rng: seedState('screen'),
    memory: newMemory(),
    enough: () => false,
    base: () => ev.utilities(s),
  };
  return new Set(scoreAttacks(t).map((c) => (c.action.type === 'attack' ? c.action.target : '')));
}

describe('attack screen', () => {
  it('ATK-MONEY-2: with the fair screen, the easy capture is scored although rich defended groups rank first', () => {
    expect(scoredTargets(false).has('empty-vee')).toBe(false);
    expect(scoredTargets(true).has('empty-vee')).toBe(true);
  });
});
