// What a bot holds back under hidden Illuminati (issue 41, ADV-HIDDEN-ILLUM-2, ADV-HIDDEN-ILLUM-5,
// AMB-42): a rival adds up the most Income and the most Power he ever saw a face-down card show,
// from different turns, so the bot counts everything its card has shown: the table's record
// (PlayerState.shown), kept by the engine as the numbers are shown. The case is the one
// scripts/hidden-leaks.ts found (game hidden-leaks-11, 6 players, Italian, misstatement): the
// Bermuda Triangle held back to 9 Income / 8 Power, then 9/9 while it stated +1 Power, then 10/8
// once it stated +1 Income instead; a rival adding up 10 and 9 (which only the Bavarians and the
// Triangle reach) who was the Bavarians himself named it.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { concealMove, coverOf } from '../../src/shared/ai/conceal';
import { illuminati, type IlluminatiId } from '../../src/shared/cards';
import { applyAction, illuminatiSet, legalActions, observe, type Claim, type Conceal, type GameState, type Shown } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { ASS, BAV, BER, DIS, GNO, NET, build } from '../support/helpers';
import { scenario } from '../support/scenario';
import { ctxFor } from './drive';

const TRIANGLE = 4;

/** The hidden-leaks-11 table on the Triangle's turn: its stated values, the caps in force and the table's record as given (its ability left as a bot leaves it). */
function table(claim: Omit<Claim, 'turn'>, caps: Omit<Conceal, 'ability'>, shown: Shown | null): GameState {
  const seats = ([ASS, DIS, GNO, BAV, BER, NET] as IlluminatiId[]).map((il, i) => ({ illuminati: il, money: 20, groups: build(il, [(['cia', 'fbi', 'kgb', 'comic-books', 'copy-shops', 'irs'] as const)[i]]) }));
  const s = scenario({ edition: 'it', active: TRIANGLE, noIncome: true, config: { hiddenIlluminati: true, misstate: true }, seats, uncontrolled: ['feminists'] });
  const p = s.players[TRIANGLE];
  p.claim = { ...claim, turn: s.turn.number };
  // A card whose ability does not show keeps it (ai/conceal.ts): the Triangle's reorganisation is an action of its own.
  const t = legalActions(s, TRIANGLE).find((l) => l.type === 'conceal');
  p.conceal = { ...caps, ability: !(t as { ability: boolean }).ability };
  if (shown) p.shown = shown;
  return s;
}

/** How many cards, the Triangle's own among them, reach `shown` (printed +1 stated with misstatement, as a rival must allow). */
function cover(shown: Shown): number {
  return illuminatiSet('it').filter((c) => illuminati(c).income + 1 >= shown.income && illuminati(c).power + 1 >= shown.power).length;
}

describe('ADV-HIDDEN-ILLUM-2, ADV-HIDDEN-ILLUM-5: a bot counts everything its card has shown', () => {
  it('having shown 9 Power earlier, the Triangle does not take 10 Income now (10 and 9 fit two cards only)', () => {
    // The caps in force are 9/8 (it stated +1 Power before, +1 Income now); the table saw 9/9 earlier.
    const s = table({ power: 0, income: 1 }, { income: 9, power: 8 }, { income: 9, power: 9 });
    const legal = legalActions(s, TRIANGLE);
    expect(legal.some((l) => l.type === 'conceal')).toBe(true);
    expect(cover({ income: 10, power: 9 })).toBe(2);
    expect(cover({ income: 9, power: 9 })).toBeGreaterThanOrEqual(3);
    expect(concealMove(observe(s, TRIANGLE), legal)).toBeNull(); // keeps 9/8
    // Caps of 9 Power that were never used showed nothing: the cards that fit are those of 9/8.
    const unused = table({ power: 1, income: 0 }, { income: 9, power: 9 }, { income: 9, power: 8 });
    expect(coverOf(observe(unused, TRIANGLE), TRIANGLE)).toBe(cover({ income: 9, power: 8 }));
    expect(cover({ income: 9, power: 8 })).toBeGreaterThan(cover({ income: 9, power: 9 }));
  });

  it('the engine keeps the record from the numbers the table sees, and the bot reads it', () => {
    // The Triangle states +1 Power and attacks with its card at 9: the table sees 9.
    let s = table({ power: 1, income: 0 }, { income: 9, power: 9 }, { income: 9, power: 0 });
    const attack = legalActions(s, TRIANGLE).find((l) => l.type === 'attack' && l.attacker === BER);
    if (attack?.type !== 'attack') throw new Error('no attack with the Triangle card');
    const r = applyAction(s, TRIANGLE, { type: 'attack', attacker: BER, target: attack.target, kind: attack.kind, aiders: [], privilege: null });
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    expect(s.players[TRIANGLE].shown).toEqual({ income: 9, power: 9 });
    // Every seat sees the record (it is public); it is not the caps, which stay private.
    expect(observe(s, 0).players[TRIANGLE].shown).toEqual({ income: 9, power: 9 });
    expect(observe(s, 0).players[TRIANGLE].conceal).toBeUndefined();
    // Later it states +1 Income instead, the caps in force 9/8: a bot does not take 10.
    const later = table({ power: 0, income: 1 }, { income: 9, power: 8 }, s.players[TRIANGLE].shown!);
    const next = createBot({ level: 'medium' }).choose(observe(later, TRIANGLE), legalActions(later, TRIANGLE), ctxFor(seedState('conceal-record')));
    if (next.type === 'conceal') expect(cover({ income: Math.max(9, next.income ?? 99), power: Math.max(9, next.power ?? 99) })).toBeGreaterThanOrEqual(3);
  });
});
