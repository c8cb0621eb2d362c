// Offers a bot makes on its own turn (deals.ts proposeOffers): what a payment for protection is
// worth once what the payee gains from it counts too (LevelConfig.payeeGain, issue 38).
import { describe, expect, it } from 'vitest';
import { beliefsFrom } from '../../src/shared/ai/beliefs';
import { proposeOffers } from '../../src/shared/ai/deals';
import { Evaluator } from '../../src/shared/ai/evaluate';
import { newMemory } from '../../src/shared/ai/memory';
import type { Think } from '../../src/shared/ai/think';
import { LEVELS, PERSONALITY_WEIGHTS } from '../../src/shared/ai/weights';
import type { IlluminatiId } from '../../src/shared/cards';
import { legalActions, observe, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { BAV, CTH, DIS, GNO, NET, build } from '../support/helpers';
import { scenario } from '../support/scenario';

/**
 * Seat 0 (the Bavarians, 24 MB) on turn, its two groups exposed to seat 1, the strongest rival
 * (`rival`, 100 MB, the CIA and the International Communist Conspiracy); seats 2 and 3 are weak.
 */
function table(rival: IlluminatiId): GameState {
  return scenario({
    seats: [
      { illuminati: BAV, money: 24, groups: build(BAV, ['gun-lobby', 'republicans']) },
      { illuminati: rival, money: 100, groups: build(rival, ['cia', 'international-communist-conspiracy']) },
      { illuminati: NET, money: 6, groups: build(NET, ['convenience-stores']) },
      { illuminati: DIS, money: 6, groups: build(DIS, ['trekkies']) },
    ],
    noIncome: true,
  });
}

/** The protection payments seat 0 would offer, at Hard's level with payeeGain as given (always looking for a deal). */
function protection(s: GameState, payeeGain: boolean): { to: number; money: number }[] {
  const level = { ...LEVELS.hard!, payeeGain };
  const w = { ...PERSONALITY_WEIGHTS.balanced, ...level.weights, dealRate: 1 };
  const obs = observe(s, 0);
  const ev = new Evaluator(0, w, true, beliefsFrom(obs));
  let base: number[] | null = null;
  const t: Think = { obs, legal: legalActions(s, 0), me: 0, s, ev, level, w, rng: seedState('deals'), memory: newMemory(), enough: () => false, base: () => (base ??= ev.utilities(s)) };
  return proposeOffers(t).flatMap((c) => (c.action.type === 'offer' && c.note?.startsWith('protection') ? [{ to: c.action.to, money: c.action.give.money }] : []));
}

describe('protection payments (DEAL, GOAL-GNO-1)', () => {
  it('GOAL-GNO-1: does not pay the Gnomes at 100 MB of their 150 for protection once what they gain counts; without it, it pays them', () => {
    const s = table(GNO);
    expect(protection(s, false)).toEqual([{ to: 1, money: 8 }]);
    expect(protection(s, true)).toEqual([]);
  });

  it('still pays a rival as strong and as rich whose goal the money does not advance (GOAL-CTH-1)', () => {
    const s = table(CTH);
    expect(protection(s, true)).toEqual([{ to: 1, money: 8 }]);
  });
});
