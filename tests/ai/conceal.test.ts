// What a bot holds back under hidden Illuminati (issue 41, ADV-HIDDEN-ILLUM-2, ADV-HIDDEN-ILLUM-5,
// AMB-42): a rival adds up the most Income and the most Power he ever saw a face-down card show,
// from different turns, so the bot counts what its earlier choices showed, not only the caps in
// force. The case is the one scripts/hidden-leaks.ts found (game hidden-leaks-11, 6 players,
// Italian, misstatement): the Bermuda Triangle held back to 9 Income / 8 Power, then 9/9 while it
// stated +1 Power, then 10/8 once it stated +1 Income instead; a rival adding up 10 and 9 (which
// only the Bavarians and the Triangle reach) who was the Bavarians himself named it.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { concealMove, type Shown } from '../../src/shared/ai/conceal';
import { illuminati, type IlluminatiId } from '../../src/shared/cards';
import { illuminatiSet, legalActions, observe, type Claim, type Conceal, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { ASS, BAV, BER, DIS, GNO, NET, build } from '../support/helpers';
import { scenario } from '../support/scenario';
import { ctxFor } from './drive';

const TRIANGLE = 4;

/** The hidden-leaks-11 table on the Triangle's turn: its stated values and the caps in force as given (its ability left as a bot leaves it). */
function table(claim: Omit<Claim, 'turn'>, caps: Omit<Conceal, 'ability'>): GameState {
  const seats = ([ASS, DIS, GNO, BAV, BER, NET] as IlluminatiId[]).map((il, i) => ({ illuminati: il, money: 20, groups: build(il, [(['cia', 'fbi', 'kgb', 'comic-books', 'copy-shops', 'irs'] as const)[i]]) }));
  const s = scenario({ edition: 'it', active: TRIANGLE, noIncome: true, config: { hiddenIlluminati: true, misstate: true }, seats });
  const p = s.players[TRIANGLE];
  p.claim = { ...claim, turn: s.turn.number };
  // A card whose ability does not show keeps it (ai/conceal.ts): the Triangle's reorganisation is an action of its own.
  const t = legalActions(s, TRIANGLE).find((l) => l.type === 'conceal');
  p.conceal = { ...caps, ability: !(t as { ability: boolean }).ability };
  return s;
}

/** How many cards, the Triangle's own among them, reach `shown` (printed +1 stated with misstatement, as a rival must allow). */
function cover(shown: Shown): number {
  return illuminatiSet('it').filter((c) => illuminati(c).income + 1 >= shown.income && illuminati(c).power + 1 >= shown.power).length;
}

describe('ADV-HIDDEN-ILLUM-2, ADV-HIDDEN-ILLUM-5: a bot counts everything its choices have shown', () => {
  it('having shown 9 Power earlier, the Triangle does not take 10 Income now (10 and 9 fit two cards only)', () => {
    // The caps in force are 9/8 (it stated +1 Power before, +1 Income now); it showed 9/9 earlier.
    const s = table({ power: 0, income: 1 }, { income: 9, power: 8 });
    const obs = observe(s, TRIANGLE);
    const legal = legalActions(s, TRIANGLE);
    expect(legal.some((l) => l.type === 'conceal')).toBe(true);
    expect(cover({ income: 10, power: 9 })).toBe(2);
    expect(cover({ income: 9, power: 9 })).toBeGreaterThanOrEqual(3);
    const memory = { shown: { income: 9, power: 9 } as Shown | null };
    expect(concealMove(obs, legal, memory)).toBeNull(); // keeps 9/8
    expect(memory.shown).toEqual({ income: 9, power: 9 });
    // Without that memory the caps in force alone allow 10 Income: the choice that got it named.
    expect(concealMove(obs, legal, { shown: null })).toEqual({ type: 'conceal', income: 10, power: 8, ability: s.players[TRIANGLE].conceal!.ability });
  });

  it('the bot keeps that record in its memory from decision to decision', () => {
    const bot = createBot({ level: 'medium' });
    const ctx = () => ctxFor(seedState('conceal-memory'));
    // First it states +1 Power and holds back to 9/9.
    const before = table({ power: 1, income: 0 }, { income: 9, power: 9 });
    const first = bot.choose(observe(before, TRIANGLE), legalActions(before, TRIANGLE), ctx());
    expect(first.type === 'conceal' && first.income !== null && first.income > 9).toBe(false);
    // Later it states +1 Income, the caps in force 9/8: taking 10 would name it.
    const after = table({ power: 0, income: 1 }, { income: 9, power: 8 });
    after.seq = before.seq + 10;
    const next = bot.choose(observe(after, TRIANGLE), legalActions(after, TRIANGLE), ctx());
    if (next.type === 'conceal') expect(cover({ income: Math.max(9, next.income ?? 99), power: Math.max(9, next.power ?? 99) })).toBeGreaterThanOrEqual(3);
  });
});
