// A bot that reckons with the matching (issue 41, ADV-HIDDEN-ILLUM-2, AMB-42): every face-down seat
// holds a different Illuminati card, so a rival reads the seats against each other. The table is
// game hidden-leaks-551 (6 players, Italian, misstatement), where 1,000 random games named a
// holding bot: the Triangle face up; the Bavarians had shown 9 Power, the Assassins (stating +1)
// 9 as well, so the Discordian rival, knowing his own card, had both in {Bavarians, Assassins};
// the Servants, who took their full 9 Power (fitting Bavarians, Discordians, Servants, Assassins:
// four, enough seat by seat), were left with the Servants. The check is the test deduction
// (tests/support/hidden-deduction.ts), not the bot's: each rival starts from what every seat's
// record allows and reads the Servants' attack.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { illuminati, type IlluminatiId } from '../../src/shared/cards';
import { applyAction, legalActions, observe, type Action, type GameState, type Shown } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { Deducer, named } from '../support/hidden-deduction';
import { ASS, BAV, BER, CTH, DIS, NET, build } from '../support/helpers';
import { scenario } from '../support/scenario';
import { ctxFor } from './drive';

const SERVANTS = 3;

/** The table on the Servants' turn; `assassins`: what the Assassins' card has shown so far. */
function table(assassins: Shown): GameState {
  const cards: IlluminatiId[] = [BER, BAV, DIS, CTH, ASS, NET];
  const seats = cards.map((il, i) => ({ illuminati: il, money: 20, groups: build(il, [(['cia', 'fbi', 'kgb', 'comic-books', 'copy-shops', 'irs'] as const)[i]]) }));
  const s = scenario({ edition: 'it', active: SERVANTS, noIncome: true, config: { hiddenIlluminati: true, misstate: true }, seats, uncontrolled: ['feminists'] });
  s.players[0].revealed = true; // turned up by an accusation
  const records: (Shown | null)[] = [null, { income: 9, power: 9 }, { income: 8, power: 8 }, { income: 7, power: 0 }, assassins, { income: 10, power: 8 }];
  records.forEach((r, i) => r && (s.players[i].shown = r));
  return s;
}

/** Each rival's deduction, started from the records (printed +1 stated must reach them, ADV-HIDDEN-ILLUM-5). */
function rivals(s: GameState): Deducer[] {
  return s.players.filter((p) => p.seat !== SERVANTS).map((p) => {
    const d = new Deducer(s.config, p.seat, 'atMost');
    for (const q of s.players) if (q.seat !== p.seat) narrow(d, q.seat, q.shown ?? { income: 0, power: 0 });
    return d;
  });
}

function narrow(d: Deducer, seat: number, shown: Shown): void {
  for (const c of [...d.possible[seat]]) if (illuminati(c).income + 1 < shown.income || illuminati(c).power + 1 < shown.power) d.possible[seat].delete(c);
}

/** The bot's choice of what to hold back, applied, then the Servants attack with their card. */
function holdAndAttack(s: GameState, ds: Deducer[]): { hold: Action; after: GameState } {
  const hold = createBot({ level: 'medium' }).choose(observe(s, SERVANTS), legalActions(s, SERVANTS), ctxFor(seedState('conceal-match')));
  expect(hold.type).toBe('conceal');
  if (hold.type !== 'conceal') throw new Error('no hold');
  expect(hold.income).not.toBeNull(); // it stays hidden
  const held = applyAction(s, SERVANTS, hold);
  if (!held.ok) throw new Error(held.reason);
  const t = legalActions(held.state, SERVANTS).find((l) => l.type === 'attack' && l.attacker === CTH);
  if (t?.type !== 'attack') throw new Error('no attack with the Servants card');
  const r = applyAction(held.state, SERVANTS, { type: 'attack', attacker: CTH, target: t.target, kind: t.kind, aiders: [], privilege: null });
  if (!r.ok) throw new Error(r.reason);
  for (const d of ds) d.feed(r.state, r.events);
  return { hold, after: r.state };
}

describe('ADV-HIDDEN-ILLUM-2, AMB-42: a holding bot reckons with the other face-down seats', () => {
  it('two seats that fit only {Bavarians, Assassins} for the Discordians: the Servants do not show 9 Power', () => {
    const s = table({ income: 9, power: 9 });
    const ds = rivals(s);
    const { hold, after } = holdAndAttack(s, ds);
    for (const d of ds) expect(named(after, d).get(SERVANTS), `seat ${d.viewer} after ${JSON.stringify(hold)}`).toBeUndefined();
    expect(after.players[SERVANTS].shown?.power).toBeLessThan(9);
  });

  it('one step ahead: with the Assassins at 8 Power, 9 is not shown either, for they may show 9 later', () => {
    const s = table({ income: 8, power: 8 });
    const ds = rivals(s);
    const { hold, after } = holdAndAttack(s, ds);
    for (const d of ds) expect(named(after, d).get(SERVANTS)).toBeUndefined();
    // The Assassins state +1 Income and +1 Power later and show 9/9: still nobody can name the Servants.
    for (const d of ds) if (d.viewer !== 4) narrow(d, 4, { income: 9, power: 9 });
    for (const d of ds) expect(named(after, d).get(SERVANTS), `seat ${d.viewer} after ${JSON.stringify(hold)}`).toBeUndefined();
    // The price is Power only: the Servants take their full Income.
    expect(hold.type === 'conceal' && hold.income).toBe(illuminati(CTH).income);
  });
});
