// Scenario tests for the target number (RULES-DIGEST section 9, MOD-*) and the ambiguities on
// alignment and position (AMB-2, AMB-14..16, AMB-41). Numbers are checked on the engine's attack
// window (declared through applyAction) and on the one odds computation (attackOdds).
import { describe, expect, it } from 'vitest';
import { alignmentTerm, attackOdds, checkAction, positionBonus, type GameEvent, type GameState } from '../../../src/shared/engine';
import type { AttackKind, GroupId } from '../../../src/shared/cards';
import { alignmentsOf } from '../../../src/shared/engine/state';
import { autoLayout, chainTo, declare, expectValidTable, needed, passOnce, scenario, spendBy } from '../../support/scenario';
import { BAV, BER, DIS, GNO, NET, evs } from '../../support/helpers';

const T = (s: GameState, attacker: string, target: string, kind: AttackKind, aiders: string[] = [], seat = 0) =>
  attackOdds(s, { seat, attacker, target: target as GroupId, kind, aiders }).needed;
const rules = (s: GameState, attacker: string, target: string, kind: AttackKind, aiders: string[] = []) =>
  attackOdds(s, { seat: 0, attacker, target: target as GroupId, kind, aiders }).breakdown.map((m) => [m.rule, m.value] as [string, number]);
const spent = (events: GameEvent[]) => evs(events, 'moneySpent');

describe('MOD: the target number', () => {
  it('MOD-1: T = attacker Power + aid + 6 (neutralize) + alignment + abilities - (Resistance or Power + position); money moves it by the table', () => {
    const s = scenario({
      seats: [
        { illuminati: DIS, money: 10, groups: [['tabloids', DIS, 'top', 3]] },
        { illuminati: NET, money: 10, groups: chainTo(NET, 'punk-rockers', 2, 4, ['pentagon']) },
        { illuminati: BAV, money: 10 },
      ],
    });
    expectValidTable(s);
    // Tabloids 2 + Discordians 8 + 4 (both Weird) + 4 (Discordians v Weird) - (Punk Rockers 4 + depth 2: 5) = 9.
    expect(rules(s, 'tabloids', 'punk-rockers', 'control', [DIS])).toEqual([
      ['ATK-6', 2],
      ['AID-1', 8],
      ['MOD-ALIGN-1', 4],
      ['MOD-ABIL-1', 4],
      ['ATK-CTRL-3', -4],
      ['MOD-POS-1', -5],
    ]);
    let st = declare(s, 0, 'tabloids', 'punk-rockers', 'control', { aiders: [DIS] }).state;
    expect(needed(st)).toBe(9);
    const events: GameEvent[] = [];
    const step = (r: { state: GameState; events: GameEvent[] }) => {
      events.push(...r.events);
      st = r.state;
    };
    step(spendBy(st, 0, 'tabloids', 1)); // attacking group: +1
    step(spendBy(st, 0, DIS, 2)); // attacker's Illuminati: +1 each
    step(passOnce(st));
    step(spendBy(st, 1, 'punk-rockers', 1)); // target's own treasury: -2 each
    step(spendBy(st, 1, NET, 3)); // defender's Illuminati: -1 each
    step(passOnce(st));
    step(spendBy(st, 2, BAV, 2, 'for')); // another player helping: +1 each
    step(spendBy(st, 2, BAV, 1, 'against')); // another player opposing: -1 each
    expect(spent(events).map((e) => [e.card, e.amount, e.delta, e.needed])).toEqual([
      ['tabloids', 1, 1, 10],
      [DIS, 2, 2, 12],
      ['punk-rockers', 1, -2, 10],
      [NET, 3, -3, 7],
      [BAV, 2, 2, 9],
      [BAV, 1, -1, 8],
    ]);
    expect(needed(st)).toBe(8);
  });

  it('MOD-ALIGN-1: +4 per identical and -4 per opposite alignment to control or neutralize; the reverse to destroy', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['new-york', GNO, 'top'], ['california', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['the-mafia', 'congressional-wives'],
    });
    expectValidTable(s);
    // New York (7; Violent, Criminal, Government) v The Mafia (Power 7, Resistance 7; Criminal, Violent): I = 2.
    expect(T(s, 'new-york', 'the-mafia', 'control')).toBe(7 - 7 + 8);
    expect(T(s, 'new-york', 'the-mafia', 'destroy')).toBe(7 - 7 - 8);
    // California (5; Liberal, Weird, Government) v Congressional Wives (Power 1, Resistance 4; Conservative, Straight): O = 2.
    expect(T(s, 'california', 'congressional-wives', 'control')).toBe(5 - 4 - 8);
    expect(T(s, 'california', 'congressional-wives', 'destroy')).toBe(5 - 1 + 8);
    expect(needed(declare(s, 0, 'california', 'congressional-wives', 'control').state)).toBe(-7);
    expect(needed(declare(s, 0, 'new-york', 'the-mafia', 'destroy').state)).toBe(-8);
    expect(alignmentTerm(['Violent', 'Criminal', 'Government'], ['Criminal', 'Violent'], 'neutralize')).toEqual({ same: 2, opposite: 0, value: 8 });
  });

  it('MOD-ALIGN-2: only the attacking card and the target count; aiders and the rest of the structure do not', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: autoLayout(GNO, ['cia', 'kgb', 'the-men-in-black', 'moonies']) },
        { illuminati: NET, money: 0 },
      ],
      uncontrolled: ['fnord-motor-company'],
    });
    expectValidTable(s);
    // C.I.A. (Violent) v Fnord (Peaceful, Resistance 4): -4. KGB (Communist, Violent) and The Men in Black (Criminal, Weird)
    // both lend 2; the Peaceful Moonies in the structure add nothing: 6 + 2 - 4 - 4 = 0.
    expect(T(s, 'cia', 'fnord-motor-company', 'control', ['kgb'])).toBe(0);
    expect(T(s, 'cia', 'fnord-motor-company', 'control', ['the-men-in-black'])).toBe(0);
    expect(needed(declare(s, 0, 'cia', 'fnord-motor-company', 'control', { aiders: ['kgb'] }).state)).toBe(0);
    expect(rules(s, 'cia', 'fnord-motor-company', 'control', ['kgb']).filter(([r]) => r === 'MOD-ALIGN-1')).toEqual([['MOD-ALIGN-1', -4]]);
  });

  it('MOD-ALIGN-3: Criminal v Criminal is identical (+4 control, -4 destroy); Fanatic v Fanatic is opposite (-4 control, +4 destroy)', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['loan-sharks', GNO, 'top'], ['libertarians', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['junk-mail', 'moonies'],
    });
    expectValidTable(s);
    // Loan Sharks (5; Criminal, Violent) v Junk Mail (Power 1, Resistance 3; Criminal).
    expect(T(s, 'loan-sharks', 'junk-mail', 'control')).toBe(5 - 3 + 4);
    expect(T(s, 'loan-sharks', 'junk-mail', 'destroy')).toBe(5 - 1 - 4);
    // Libertarians (1; Fanatic) v Moonies (Power 2, Resistance 4; Peaceful, Fanatic).
    expect(T(s, 'libertarians', 'moonies', 'control')).toBe(1 - 4 - 4);
    expect(T(s, 'libertarians', 'moonies', 'destroy')).toBe(1 - 2 + 4);
    expect(needed(declare(s, 0, 'libertarians', 'moonies', 'destroy').state)).toBe(3);
  });

  it('MOD-ALIGN-4: the German wording (opposites add 4 to Resistance) gives the same numbers', () => {
    const at = (edition: 'en' | 'de') =>
      needed(
        declare(
          scenario({ edition, seats: [{ illuminati: GNO, money: 0, groups: [['california', GNO, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['congressional-wives'] }),
          0,
          'california',
          'congressional-wives',
          'control',
        ).state,
      );
    // EN: 5 - 8 - 4 = -7; DE: 5 - (4 + 8) = -7.
    expect(at('en')).toBe(-7);
    expect(at('de')).toBe(-7);
  });

  it('MOD-POS-1: a rival\u2019s target at depth 1/2/3/4 adds 10/5/2/0 to its Resistance, or to its Power when destroyed', () => {
    const expected = { 1: [-6, -7], 2: [-1, -2], 3: [2, 1], 4: [4, 3] } as const;
    for (const d of [1, 2, 3, 4] as const) {
      const s = scenario({
        seats: [{ illuminati: BER, money: 0 }, { illuminati: NET, money: 0, groups: chainTo(NET, 'democrats', d) }],
      });
      expectValidTable(s);
      // Bermuda Triangle 8 (no alignment) v Democrats (Power 5, Resistance 4).
      expect([needed(declare(s, 0, BER, 'democrats', 'control').state), needed(declare(s, 0, BER, 'democrats', 'destroy').state)]).toEqual(expected[d]);
      expect(rules(s, BER, 'democrats', 'destroy').find(([r]) => r === 'MOD-POS-1')?.[1] ?? 0).toBe(0 - positionBonus(d));
    }
  });

  it('MOD-POS-2: no position bonus for an uncontrolled target, nor when you destroy your own group', () => {
    const s = scenario({
      seats: [{ illuminati: BER, money: 0, groups: [['democrats', BER, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['cfl-aio'],
    });
    // Triangle 8 v CFL-AIO (Resistance 5), uncontrolled: 3. Triangle v own Democrats (Power 5) at depth 1: 3.
    expect(needed(declare(s, 0, BER, 'cfl-aio', 'control').state)).toBe(3);
    expect(needed(declare(s, 0, BER, 'democrats', 'destroy').state)).toBe(3);
    expect(rules(s, BER, 'democrats', 'destroy').some(([r]) => r === 'MOD-POS-1')).toBe(false);
    expect(rules(s, BER, 'cfl-aio', 'control').some(([r]) => r === 'MOD-POS-1')).toBe(false);
  });

  it('MOD-ABIL-1: printed abilities add to the attack or to the defence', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['democrats', GNO, 'top'], ['feminists', GNO, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['survivalists', NET, 'top'], ['girlie-magazines', NET, 'bottom']] },
      ],
      uncontrolled: ['hollywood'],
    });
    expectValidTable(s);
    // Democrats (5; Liberal) v Hollywood (Resistance 0; Liberal): +4 identical, +3 Feminists (any attempt v Liberal) = 12.
    expect(rules(s, 'democrats', 'hollywood', 'control')).toEqual([
      ['ATK-6', 5],
      ['MOD-ALIGN-1', 4],
      ['ABIL-2', 3],
      ['ATK-CTRL-3', -0],
    ]);
    expect(needed(declare(s, 0, 'democrats', 'hollywood', 'control').state)).toBe(12);
    // v Girlie Magazines (Resistance 2; Liberal) at depth 1 beside the Survivalists (+2 Resistance): 5 + 4 + 3 - 2 - 2 - 10 = -2.
    expect(rules(s, 'democrats', 'girlie-magazines', 'control')).toContainEqual(['ABIL-4', -2]);
    expect(needed(declare(s, 0, 'democrats', 'girlie-magazines', 'control').state)).toBe(-2);
  });
});

describe('AMB: modifier ambiguities as resolved', () => {
  it('AMB-2: the position bonus counts the groups between target and Illuminati: +10, +5, +2, then nothing', () => {
    expect([1, 2, 3, 4, 5, 6].map(positionBonus)).toEqual([10, 5, 2, 0, 0, 0]);
    // Two groups between (depth 3): +2. Four groups between (depth 5): nothing.
    const s3 = scenario({ seats: [{ illuminati: BER, money: 0 }, { illuminati: NET, money: 0, groups: chainTo(NET, 'democrats', 3) }] });
    const s5 = scenario({
      seats: [{ illuminati: BER, money: 0 }, { illuminati: NET, money: 0, groups: chainTo(NET, 'democrats', 5, 0, ['pentagon', 'new-york', 'cfl-aio', 'republicans']) }],
    });
    expectValidTable(s5);
    expect(needed(declare(s3, 0, BER, 'democrats', 'control').state)).toBe(8 - 4 - 2);
    expect(needed(declare(s5, 0, BER, 'democrats', 'control').state)).toBe(8 - 4);
  });

  it('AMB-14: Fanatic v Fanatic is one opposite pair, never identical; Criminal v Criminal is one identical pair', () => {
    expect(alignmentTerm(['Fanatic'], ['Fanatic'], 'control')).toEqual({ same: 0, opposite: 1, value: -4 });
    expect(alignmentTerm(['Criminal'], ['Criminal'], 'control')).toEqual({ same: 1, opposite: 0, value: 4 });
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic', 'Criminal'], 'control')).toEqual({ same: 1, opposite: 1, value: 0 });
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic', 'Criminal'], 'destroy')).toEqual({ same: 1, opposite: 1, value: 0 });
    const s = scenario({ seats: [{ illuminati: GNO, money: 0, groups: [['professional-sports', GNO, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['moonies'] });
    // Professional Sports (2; Violent, Fanatic) v Moonies (Resistance 4; Peaceful, Fanatic): Violent-Peaceful and Fanatic-Fanatic, O = 2.
    expect(needed(declare(s, 0, 'professional-sports', 'moonies', 'control').state)).toBe(2 - 4 - 8);
  });

  it('AMB-15: with several alignments, I counts shared ones and O counts every opposite cross pair', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['california', GNO, 'top'], ['fbi', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['semiconscious-liberation-army'],
    });
    expectValidTable(s);
    // SLA (Resistance 8; Criminal, Violent, Liberal, Weird, Communist).
    // California (Liberal, Weird, Government): I = 2, O = 1 (Government-Communist): +4. 5 - 8 + 4 = 1.
    expect(needed(declare(s, 0, 'california', 'semiconscious-liberation-army', 'control').state)).toBe(1);
    // F.B.I. (Government, Straight): O = 2 (Government-Communist, Straight-Weird): -8. 4 - 8 - 8 = -12.
    expect(needed(declare(s, 0, 'fbi', 'semiconscious-liberation-army', 'control').state)).toBe(-12);
    expect(alignmentTerm(['Weird', 'Communist'], ['Straight', 'Government'], 'control').value).toBe(-8);
  });

  it('AMB-16: Illuminati cards have no alignment: no alignment term, and the Discordian immunity never stops them', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0 }, { illuminati: DIS, money: 0, groups: [['tabloids', DIS, 'top'], ['punk-rockers', DIS, 'bottom']] }],
      uncontrolled: ['pentagon'],
    });
    expect(alignmentsOf(s, BAV)).toEqual([]);
    // Bavarians 10 v Pentagon (Resistance 6; Government, Violent, Straight): 4, nothing else.
    expect(rules(s, BAV, 'pentagon', 'control')).toEqual([
      ['ATK-6', 10],
      ['ATK-CTRL-3', -6],
    ]);
    // The Bavarian Illuminati may attack the Discordians' Tabloids (Resistance 3) at depth 1: 10 - 13 = -3.
    expect(needed(declare(s, 0, BAV, 'tabloids', 'control').state)).toBe(-3);
    expect(checkAction(s, 0, { type: 'attack', attacker: BAV, target: 'tabloids', kind: 'destroy', aiders: [], privilege: null })).toBeNull();
  });

  it('AMB-41: an ability applies only to the attack kind its text names', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['the-mafia', GNO, 'top'], ['hackers', GNO, 'bottom']] }, { illuminati: NET, money: 0, groups: [['loan-sharks', NET, 'top'], ['kkk', NET, 'bottom']] }],
    });
    expectValidTable(s);
    // The Mafia (7) v Loan Sharks (Resistance 5; Criminal, Violent) at depth 1: I = 2.
    // Control: 7 + 8 + 3 (Mafia v Criminal) - 15 = 3. Neutralize: 7 + 6 + 8 + 3 (Hackers: any neutralize) - 15 = 9, no Mafia +3.
    expect(T(s, 'the-mafia', 'loan-sharks', 'control')).toBe(3);
    expect(T(s, 'the-mafia', 'loan-sharks', 'neutralize')).toBe(9);
    expect(rules(s, 'the-mafia', 'loan-sharks', 'neutralize')).toEqual([
      ['ATK-6', 7],
      ['ATK-NEUT-2', 6],
      ['MOD-ALIGN-1', 8],
      ['ABIL-2', 3],
      ['ATK-CTRL-3', -5],
      ['MOD-POS-1', -10],
    ]);
    expect(rules(s, 'the-mafia', 'loan-sharks', 'control').filter(([r]) => r.startsWith('ABIL'))).toEqual([['ABIL-3', 3]]);
    const bonus = (il: 'discordian-society' | 'society-of-assassins' | 'servants-of-cthulhu', kind: AttackKind) => {
      const t = scenario({ seats: [{ illuminati: il, money: 0, groups: [['cia', il, 'top']] }, { illuminati: NET, money: 0, groups: [['punk-rockers', NET, 'top'], ['flat-earthers', NET, 'bottom']] }] });
      return attackOdds(t, { seat: 0, attacker: 'cia', target: 'flat-earthers', kind, aiders: [] }).breakdown.filter((m) => m.rule === 'MOD-ABIL-1').map((m) => m.value);
    };
    // Flat Earthers are Weird: the Discordians' +4 is for control only, the Assassins' for neutralize only, Cthulhu's for destroy only.
    expect([bonus(DIS, 'control'), bonus(DIS, 'neutralize'), bonus(DIS, 'destroy')]).toEqual([[4], [], []]);
    expect([bonus('society-of-assassins', 'control'), bonus('society-of-assassins', 'neutralize'), bonus('society-of-assassins', 'destroy')]).toEqual([[], [4], []]);
    expect([bonus('servants-of-cthulhu', 'control'), bonus('servants-of-cthulhu', 'neutralize'), bonus('servants-of-cthulhu', 'destroy')]).toEqual([[], [], [2]]);
  });
});


describe('ATK-MONEY-1, ATK-MONEY-2: the money spent is a line of the odds breakdown (issue 35)', () => {
  it('the breakdown adds up to the number needed once money was spent, by the attacker (+) or the defender (-)', () => {
    const s = scenario({ seats: [{ illuminati: DIS, money: 10, groups: [['tabloids', DIS, 'top', 3]] }, { illuminati: NET, money: 10, groups: [['punk-rockers', NET, 'top']] }] });
    const odds = (money: number) => attackOdds(s, { seat: 0, attacker: 'tabloids', target: 'punk-rockers' as GroupId, kind: 'control', aiders: [], money });
    const sum = (money: number) => odds(money).breakdown.reduce((n, m) => n + m.value, 0);
    // Before the fix the 5 MB spent moved the number needed but had no line: the lines added up to 5 less.
    expect(sum(5)).toBe(odds(5).needed);
    expect(odds(5).breakdown.at(-1)).toMatchObject({ rule: 'ATK-MONEY-1', value: 5, term: { kind: 'money' } });
    expect(sum(-3)).toBe(odds(-3).needed);
    expect(odds(-3).breakdown.at(-1)).toMatchObject({ rule: 'ATK-MONEY-2', value: -3 });
    // Nothing spent: no line.
    expect(odds(0).breakdown.some((m) => m.term.kind === 'money')).toBe(false);
  });
});
