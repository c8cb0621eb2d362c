// The worked examples of RULES-DIGEST section 35 (EX-1..EX-28; EX-22 needs the German-only
// Atlanteans) played on the real engine with scripted dice. Where an example uses hypothetical
// card values, real cards with the same arithmetic are used and the sum is shown in a comment.
import { describe, expect, it } from 'vitest';
import {
  alignmentTerm,
  basicGoalFor,
  chance,
  checkAction,
  goalMet,
  newGame,
  specialProgress,
  type GameState,
} from '../../../src/shared/engine';
import { illuminati, type GroupId, type IlluminatiId } from '../../../src/shared/cards';
import { goalOf } from '../../../src/shared/engine/goals';
import { totalMoney } from '../../../src/shared/engine/state';
import { act, attackAndRoll, autoLayout, chainTo, declare, decider, expectValidTable, legalActions, needed, passAll, passOnce, reject, scenario, spendBy } from '../../support/scenario';
import { ASS, BAV, BER, CTH, DIS, GNO, NET, UFO, atk, evs as ofType, moneyOf, odds } from '../../support/helpers';

describe('EX: worked examples', () => {
  it('EX-1: Power 6 v Resistance 2 needs 4 (6/36); Power 10 v the same needs 8 (26/36)', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['cia', BAV, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists'],
    });
    // C.I.A. (6; Government, Violent) and the Bavarian Illuminati (10, no alignment) v Feminists (Resistance 2; Liberal).
    expect(odds(s, 'cia', 'feminists', 'control')).toMatchObject({ needed: 4, chance: 6 / 36 });
    expect(odds(s, BAV, 'feminists', 'control')).toMatchObject({ needed: 8, chance: 26 / 36 });
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [2, 3]);
    expect(ofType(r.events, 'diceRolled')[0]).toMatchObject({ roll: 5, needed: 4, success: false });
    const r2 = attackAndRoll(r.state, 0, { attacker: BAV, target: 'feminists', kind: 'control' }, [2, 3]);
    expect(ofType(r2.events, 'diceRolled')[0]).toMatchObject({ roll: 5, needed: 8, success: true });
  });

  it("EX-2: Power 6 aided by 4 transferable power against Resistance 3 needs 7 or less; 3 MB from the attacker makes it 10; the defender's 3 MB from the group's own treasury brings it to 4", () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 9, groups: [['multinational-oil-companies', GNO, 'top'], ['cia', GNO, 'bottom']] },
        // Empty Vee (Resistance 3, no alignment) at depth 4: no position bonus, as in the book.
        { illuminati: NET, money: 5, groups: chainTo(NET, 'empty-vee', 4, 3) },
      ],
    });
    expectValidTable(s);
    // Multinational Oil (Power 6, no alignment) + C.I.A. (transferable 4) - 3 = 7.
    let st = declare(s, 0, 'multinational-oil-companies', 'empty-vee', 'control', { aiders: ['cia'] }).state;
    expect(needed(st)).toBe(7);
    expect(chance(needed(st))).toBe(21 / 36);
    st = spendBy(st, 0, GNO, 3).state;
    expect(needed(st)).toBe(10);
    expect(chance(needed(st))).toBe(33 / 36);
    st = passOnce(st).state;
    st = spendBy(st, 1, 'empty-vee', 3).state; // each MB on the target counts double
    expect(needed(st)).toBe(4);
    expect(chance(needed(st))).toBe(6 / 36);
    // Derived continuation: the attacker adds 6 MB (10 again); the defender is left with Illuminati money at 1 point per MB.
    st = passOnce(st).state;
    st = spendBy(st, 0, GNO, 6).state;
    expect(needed(st)).toBe(10);
    st = passOnce(st).state;
    expect(legalActions(st, 1).filter((x) => x.type === 'spend')).toEqual([{ type: 'spend', card: NET, max: 5 }]);
    const r = passAll({ ...st, scriptedDice: [4, 6] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 10, needed: 10 });
  });

  it('EX-3: Bavarians v Feminists: 8; the Feminists\u2019 3 MB make it 2; 1 MB from their Illuminati makes it 1; 9 MB from the Bavarians make it 10', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 20, turnsCompleted: 2 },
        { illuminati: NET, money: 1, groups: chainTo(NET, 'feminists', 4, 3) },
      ],
    });
    expectValidTable(s);
    let st = declare(s, 0, BAV, 'feminists', 'control').state;
    expect([needed(st), chance(needed(st))]).toEqual([8, 26 / 36]);
    st = passOnce(st).state;
    st = spendBy(st, 1, 'feminists', 3).state;
    expect([needed(st), chance(needed(st))]).toEqual([2, 1 / 36]);
    st = spendBy(st, 1, NET, 1).state;
    expect([needed(st), chance(needed(st))]).toEqual([1, 0]);
    st = passOnce(st).state;
    st = spendBy(st, 0, BAV, 9).state;
    expect([needed(st), chance(needed(st))]).toEqual([10, 33 / 36]);
    const r = passAll({ ...st, scriptedDice: [3, 6] });
    expect(ofType(r.events, 'groupCaptured')[0]).toMatchObject({ group: 'feminists', from: 1, moneyKept: 0 });
  });

  it('EX-4: the Mafia get +7 (+3 ability, +4 Criminal) against a Criminal group; another Criminal group gets +4, others +0', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['the-mafia', 'loan-sharks', 'democrats']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['the-men-in-black'],
    });
    expectValidTable(s);
    // The Men in Black: Resistance 6; Criminal, Weird.
    expect(needed(declare(s, 0, 'the-mafia', 'the-men-in-black', 'control').state)).toBe(7 - 6 + 7); // 8
    expect(needed(declare(s, 0, 'loan-sharks', 'the-men-in-black', 'control').state)).toBe(5 - 6 + 4); // 3
    expect(needed(declare(s, 0, 'democrats', 'the-men-in-black', 'control').state)).toBe(5 - 6); // Liberal: +0
  });

  it('EX-5: two opposite pairs give -8 to control and +8 to destroy', () => {
    // The book: Weird + Communist v Straight + Government.
    expect(alignmentTerm(['Weird', 'Communist'], ['Straight', 'Government'], 'control').value).toBe(-8);
    expect(alignmentTerm(['Weird', 'Communist'], ['Straight', 'Government'], 'destroy').value).toBe(8);
    // Real cards: Flat Earthers (1; Weird, Conservative) v Big Media (Power 4, Resistance 6; Liberal, Straight).
    const s = scenario({ seats: [{ illuminati: GNO, money: 0, groups: [['flat-earthers', GNO, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['big-media'] });
    expect(needed(declare(s, 0, 'flat-earthers', 'big-media', 'control').state)).toBe(1 - 6 - 8);
    expect(needed(declare(s, 0, 'flat-earthers', 'big-media', 'destroy').state)).toBe(1 - 4 + 8);
  });

  it('EX-6: two opposite pairs at equal Power and Resistance give -8 and 18 MB buy 10; one shared alignment gives 4; at depth 1, -18', () => {
    // The book's Cubans (Power 4; Conservative, Communist) v Insurance (Resistance 4; Liberal, Government) becomes
    // California (Power 5; Liberal, Weird, Government) v Parent/Teacher Agglomeration (Resistance 5; Peaceful, Conservative, Straight).
    const s = scenario({
      seats: [{ illuminati: GNO, money: 30, groups: [['california', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['parent-teacher-agglomeration', 'cfl-aio'],
    });
    let st = declare(s, 0, 'california', 'parent-teacher-agglomeration', 'control').state;
    expect(needed(st)).toBe(5 - (5 + 8)); // -8
    st = spendBy(st, 0, GNO, 18).state;
    expect(needed(st)).toBe(10);
    // The Christian Democrats (one shared alignment) become CFL-AIO (Resistance 5; Liberal): 5 - (5 - 4) = 4, 1/6.
    expect(odds(s, 'california', 'cfl-aio', 'control')).toMatchObject({ needed: 4, chance: 6 / 36 });
    // Derived: the same target at depth 1 in a rival's structure: -18; 28 MB to reach 10.
    const r = scenario({
      seats: [{ illuminati: GNO, money: 30, groups: [['california', GNO, 'top']] }, { illuminati: NET, money: 0, groups: [['parent-teacher-agglomeration', NET, 'top']] }],
    });
    let rt = declare(r, 0, 'california', 'parent-teacher-agglomeration', 'control').state;
    expect(needed(rt)).toBe(-18);
    rt = spendBy(rt, 0, GNO, 28).state;
    expect(needed(rt)).toBe(10);
  });

  it('EX-7: at T = 20 the defender needs 20 points: 20 MB from his Illuminati or 10 from the target; the first 10 points change nothing', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 30, turnsCompleted: 2 }, { illuminati: NET, money: 20, groups: chainTo(NET, 'empty-vee', 4, 10) }],
    });
    // Bavarians 10 v Empty Vee (3) at depth 4: 7; 13 MB make 20.
    const at20 = passOnce(spendBy(declare(s, 0, BAV, 'empty-vee', 'control').state, 0, BAV, 13).state).state;
    expect(needed(at20)).toBe(20);
    expect(chance(20)).toBe(33 / 36);
    const half = spendBy(at20, 1, 'empty-vee', 5).state;
    expect(needed(half)).toBe(10);
    expect(chance(needed(half))).toBe(chance(20));
    expect(needed(spendBy(half, 1, 'empty-vee', 5).state)).toBe(0);
    expect(needed(spendBy(at20, 1, NET, 20).state)).toBe(0);
    // Any mix with 2g + i = 20, e.g. 3 MB from the target and 14 from the Illuminati.
    expect(needed(spendBy(spendBy(at20, 1, 'empty-vee', 3).state, 1, NET, 14).state)).toBe(0);
    const r = passAll({ ...half, scriptedDice: [4, 6] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 10, needed: 10 });
  });

  it('EX-8: Power 8 v Resistance 4: control 4 / -6 / -1 / 2 / 4 and neutralize - / 0 / 5 / 8 / 10 by position', () => {
    const un = scenario({ seats: [{ illuminati: BER, money: 0 }, { illuminati: NET, money: 0 }], uncontrolled: ['democrats'] });
    // Bermuda Triangle 8 (no alignment) v Democrats (Resistance 4).
    expect(needed(declare(un, 0, BER, 'democrats', 'control').state)).toBe(4);
    expect(reject(un, 0, atk(BER, 'democrats', 'neutralize'))).toMatch(/ATK-NEUT-1/);
    const ladder = { 1: [-6, 0], 2: [-1, 5], 3: [2, 8], 4: [4, 10] } as const;
    for (const d of [1, 2, 3, 4] as const) {
      const s = scenario({ seats: [{ illuminati: BER, money: 0 }, { illuminati: NET, money: 0, groups: chainTo(NET, 'democrats', d) }] });
      expectValidTable(s);
      expect([needed(declare(s, 0, BER, 'democrats', 'control').state), needed(declare(s, 0, BER, 'democrats', 'neutralize').state)]).toEqual(ladder[d]);
    }
  });

  it('EX-9: an Assassins\u2019 Violent group neutralizing a Violent group at depth 1 needs 5; the defender\u2019s 2 MB on the target make it 1; 5 MB from the Assassins make it 6', () => {
    const s = scenario({
      seats: [{ illuminati: ASS, money: 5, groups: [['cia', ASS, 'top']] }, { illuminati: NET, money: 0, groups: [['kkk', NET, 'top', 2], ['fnord-motor-company', NET, 'bottom']] }],
    });
    // C.I.A. (6; Government, Violent) v KKK (Resistance 5; Conservative, Violent): 6 + 6 + 4 + 4 - (5 + 10) = 5.
    let st = declare(s, 0, 'cia', 'kkk', 'neutralize').state;
    expect([needed(st), chance(needed(st))]).toEqual([5, 10 / 36]);
    st = spendBy(passOnce(st).state, 1, 'kkk', 2).state;
    expect([needed(st), chance(needed(st))]).toEqual([1, 0]);
    st = spendBy(passOnce(st).state, 0, ASS, 5).state;
    expect([needed(st), chance(needed(st))]).toEqual([6, 15 / 36]);
    const r = passAll({ ...st, scriptedDice: [3, 3] });
    expect(r.state.uncontrolled).toEqual(['kkk']);
  });

  it('EX-10: Cthulhu with the Cycle Gangs destroying a Peaceful group at depth 3: 8; with 2 aid: 10; a Violent target instead: 0', () => {
    const cth = { illuminati: CTH, money: 0, groups: autoLayout(CTH, ['south-american-nazis', 'cycle-gangs', 'the-men-in-black']) } as const;
    const s = scenario({ seats: [cth, { illuminati: NET, money: 0, groups: chainTo(NET, 'fnord-motor-company', 3) }] });
    expectValidTable(s);
    // Book: Power 5 v Power 3. Here South American Nazis (4; Conservative, Violent) v Fnord (Power 2; Peaceful):
    // 4 - (2 + 2) + 4 (opposite) + 2 (Cthulhu) + 2 (Cycle Gangs) = 8.
    expect(needed(declare(s, 0, 'south-american-nazis', 'fnord-motor-company', 'destroy').state)).toBe(8);
    // The Men in Black lend 2: 10.
    const r = attackAndRoll(s, 0, { attacker: 'south-american-nazis', target: 'fnord-motor-company', kind: 'destroy', aiders: ['the-men-in-black'] }, [5, 5]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 10 });
    expect(r.state.dead).toEqual(['fnord-motor-company']);
    // Professional Sports (Power 2; Violent, Fanatic) at depth 3: 4 - 4 - 4 + 2 + 2 = 0.
    const v = scenario({ seats: [cth, { illuminati: NET, money: 0, groups: chainTo(NET, 'professional-sports', 3) }] });
    expect(needed(declare(v, 0, 'south-american-nazis', 'professional-sports', 'destroy').state)).toBe(0);
  });

  it('EX-11: destroying your own depth-1 group: 2; a rival\u2019s 3 MB against make -1; 8 MB from the attacker make 7', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 8, groups: [['multinational-oil-companies', GNO, 'top'], ['nuclear-power-companies', GNO, 'bottom', 4]] },
        { illuminati: NET, money: 3 },
      ],
    });
    // Oil (6, no alignment) v own Nuclear Power Companies (Power 4): 2, no +10.
    let st = declare(s, 0, 'multinational-oil-companies', 'nuclear-power-companies', 'destroy').state;
    expect(needed(st)).toBe(2);
    expect(legalActions(st, 0).filter((x) => x.type === 'spend').map((x) => (x as { card: string }).card)).toEqual([GNO]);
    st = spendBy(passOnce(st).state, 1, NET, 3, 'against').state;
    expect(needed(st)).toBe(-1);
    st = spendBy(passOnce(st).state, 0, GNO, 8).state;
    expect(needed(st)).toBe(7);
    const r = passAll({ ...st, scriptedDice: [3, 4] });
    expect(r.state.dead).toEqual(['nuclear-power-companies']);
  });

  it('EX-12: Fanatic + Criminal mirror: 2 to control, 2 to destroy; against Fanatic alone -2 to control, 6 to destroy', () => {
    // No card is Fanatic and Criminal; the alignment term itself:
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic', 'Criminal'], 'control').value).toBe(0);
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic', 'Criminal'], 'destroy').value).toBe(0);
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic'], 'control').value).toBe(-4);
    expect(alignmentTerm(['Fanatic', 'Criminal'], ['Fanatic'], 'destroy').value).toBe(4);
    // The same arithmetic with Weird as the shared non-Fanatic alignment: Hackers (1; Weird, Fanatic) aided by the C.I.A. (4) = 5.
    const table = () =>
      scenario({
        seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['hackers', 'cia', 'orbital-mind-control-lasers']) }, { illuminati: NET, money: 0 }],
        uncontrolled: ['intellectuals', 'tv-preachers'],
      });
    const s = table();
    expectValidTable(s);
    // v Intellectuals (Resistance 3; Weird, Fanatic): 5 - 3 + 4 - 4 = 2 (1/36).
    expect(odds(s, 'hackers', 'intellectuals', 'control', ['cia'])).toMatchObject({ needed: 2, chance: 1 / 36 });
    // v TV Preachers (Power 3; Straight, Fanatic) turned Weird by the Lasers: 5 - 3 + 4 - 4 = 2.
    const flipped = act(s, 0, { type: 'shiftAlignment', target: 'tv-preachers', remove: 'Straight', add: 'Weird' }).state;
    expect(needed(declare(flipped, 0, 'hackers', 'tv-preachers', 'destroy', { aiders: ['cia'] }).state)).toBe(2);
    // Fanatic only: Intellectuals without Weird: 5 - 3 - 4 = -2; TV Preachers without Straight: 5 - 3 + 4 = 6.
    const fan1 = act(table(), 0, { type: 'shiftAlignment', target: 'intellectuals', remove: 'Weird' }).state;
    expect(needed(declare(fan1, 0, 'hackers', 'intellectuals', 'control', { aiders: ['cia'] }).state)).toBe(-2);
    const fan2 = act(table(), 0, { type: 'shiftAlignment', target: 'tv-preachers', remove: 'Straight' }).state;
    expect(needed(declare(fan2, 0, 'hackers', 'tv-preachers', 'destroy', { aiders: ['cia'] }).state)).toBe(6);
  });

  it('EX-13: Discordians: a Weird group controlling a Weird group gets +8; Straight cards may not attack them; others attack, and third players interfere', () => {
    // (a) Book: Power 3 v Resistance 4. Here Tabloids (2; Weird) v Intellectuals (Resistance 3; Weird): 2 - 3 + 4 + 4 = 7.
    const a = scenario({ seats: [{ illuminati: DIS, money: 0, groups: [['tabloids', DIS, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['intellectuals'] });
    expect(odds(a, 'tabloids', 'intellectuals', 'control')).toMatchObject({ needed: 7, chance: 21 / 36 });
    // (b) and (c): the Network's F.B.I. (Straight) may neither attack nor aid; its Oil (6, no alignment) attacks the
    // L-4 Society (Resistance 2; Weird) at depth 2: 6 - (2 + 5) = -1, and the Bavarian player interferes against.
    const b = scenario({
      seats: [
        { illuminati: NET, money: 0, groups: [['multinational-oil-companies', NET, 'top'], ['fbi', NET, 'bottom']] },
        { illuminati: DIS, money: 0, groups: chainTo(DIS, 'l-4-society', 2, 0, ['tabloids']) },
        { illuminati: BAV, money: 5 },
      ],
    });
    expectValidTable(b);
    expect(reject(b, 0, atk('fbi', 'l-4-society', 'control'))).toMatch(/ILLUM-DIS-2/);
    expect(reject(b, 0, atk('multinational-oil-companies', 'l-4-society', 'control', ['fbi']))).toMatch(/ILLUM-DIS-2/);
    let st = declare(b, 0, 'multinational-oil-companies', 'l-4-society', 'control').state;
    expect(needed(st)).toBe(-1);
    st = passOnce(passOnce(st).state).state;
    expect(decider(st)).toEqual([2]);
    expect(needed(spendBy(st, 2, BAV, 5, 'against').state)).toBe(-6);
  });

  it('EX-14: Bavarian privilege: 5; paid privilege; 10; abolished by two specials; the rival\u2019s 4 MB make 6; 4 more make 10 (EN); DE needs Deep Agent', () => {
    const spec = (edition: 'en' | 'de') =>
      scenario({
        edition,
        seats: [{ illuminati: BAV, money: 30, turnsCompleted: 2 }, { illuminati: NET, money: 10, hand: ['slush-fund', 'swiss-bank-account'] }],
        uncontrolled: ['cfl-aio'],
      });
    const s = spec('en');
    // Bavarians 10 v CFL-AIO (Resistance 5): 5; the 5 MB privilege leaves T alone.
    let st = declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect([needed(st), st.players[0].money]).toEqual([5, 25]);
    st = spendBy(st, 0, BAV, 5).state;
    expect(needed(st)).toBe(10);
    st = passOnce(st).state;
    expect(decider(st)).toEqual([1]);
    expect(reject(st, 1, { type: 'spend', card: NET, amount: 1, side: 'against' })).toMatch(/cannot spend/);
    st = act(st, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] }).state;
    st = passOnce(st).state;
    st = spendBy(st, 1, NET, 4, 'against').state;
    expect(needed(st)).toBe(6);
    st = spendBy(passOnce(st).state, 0, BAV, 4).state;
    expect(needed(st)).toBe(10);
    const r = passAll({ ...st, scriptedDice: [5, 5] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 10 });
    expect(r.state.players[0].money).toBe(30 - 5 - 5 - 4);
    const de = declare(spec('de'), 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(reject(de, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/Deep Agent/);
  });

  it('EX-15: a target with 9 MB spends 2 and keeps 3 of its 7; its puppets keep 2 of 5 and 0 of 1; the attacker then moves 4 MB onto it', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 40, groups: [['cia', GNO, 'top', 6]] },
        {
          illuminati: NET,
          money: 0,
          groups: [['democrats', NET, 'top', 9], ['feminists', 'democrats', 'bottom', 5], ['boy-sprouts', 'feminists', 'bottom', 1], ['kkk', NET, 'bottom']],
        },
      ],
    });
    expectValidTable(s);
    // C.I.A. 6 v Democrats (4) at depth 1: -8; 20 MB make 12; the owner spends 2 of the 9 on the target (-4): 8.
    let st = spendBy(declare(s, 0, 'cia', 'democrats', 'control').state, 0, GNO, 20).state;
    st = spendBy(passOnce(st).state, 1, 'democrats', 2).state;
    expect(needed(st)).toBe(8);
    const r = passAll({ ...st, scriptedDice: [4, 4] });
    expect(ofType(r.events, 'groupCaptured')[0]).toMatchObject({ moneyKept: 3 + 2 + 0 });
    const arrow = legalActions(r.state, 0).find((x) => x.type === 'placeCaptured') as { arrow: 'top' };
    const p = act(r.state, 0, { type: 'placeCaptured', arrow: arrow.arrow, transfer: 4 }).state;
    expect([moneyOf(p, 0, 'democrats'), moneyOf(p, 0, 'feminists'), moneyOf(p, 0, 'boy-sprouts'), moneyOf(p, 0, 'cia')]).toEqual([7, 2, 0, 2]);
    // 7 MB on the new puppet are worth 14 points against the next attacker.
    expect(2 * moneyOf(p, 0, 'democrats')!).toBe(14);
    expectValidTable(p);
  });

  it('EX-16: target with 8 MB and puppets with 3 and 0: neutralize frees all three; destroy kills it and frees two; 11 MB to the bank each time', () => {
    const table = () =>
      scenario({
        seats: [
          { illuminati: CTH, money: 30, kills: 0, groups: [['cia', CTH, 'top']] },
          { illuminati: NET, money: 0, groups: [['democrats', NET, 'top', 8], ['feminists', 'democrats', 'bottom', 3], ['boy-sprouts', 'democrats', 'left'], ['kkk', NET, 'bottom']] },
        ],
      });
    const s = table();
    expectValidTable(s);
    // Neutralize: C.I.A. 6 + 6 - 14 = -2; 12 MB make 10.
    const n = passAll({ ...spendBy(declare(s, 0, 'cia', 'democrats', 'neutralize').state, 0, CTH, 12).state, scriptedDice: [1, 1] }).state;
    expect(n.uncontrolled.slice().sort()).toEqual(['boy-sprouts', 'democrats', 'feminists']);
    expect(totalMoney(n.players[1])).toBe(totalMoney(s.players[1]) - 11);
    expect(n.players[0].kills).toBe(0);
    // Destroy: C.I.A. 6 + 2 (Cthulhu) - (5 + 10) = -7; 17 MB make 10.
    const d = passAll({ ...spendBy(declare(s, 0, 'cia', 'democrats', 'destroy').state, 0, CTH, 17).state, scriptedDice: [1, 1] }).state;
    expect(d.dead).toEqual(['democrats']);
    expect(d.uncontrolled.slice().sort()).toEqual(['boy-sprouts', 'feminists']);
    expect(totalMoney(d.players[1])).toBe(totalMoney(s.players[1]) - 11);
    expect(d.players[0].kills).toBe(1);
  });

  it('EX-17: Illuminati -> A -> B -> C: C attacks with Illuminati money; 12 MB reach C with two action transfers and one free transfer', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 12, groups: chainTo(GNO, 'new-york', 3, 0, ['cia', 'pentagon']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['empty-vee'],
    });
    expectValidTable(s);
    // New York (7; Violent, Criminal, Government) v Empty Vee (3): 4; the Gnomes' treasury pays directly.
    const a = declare(s, 0, 'new-york', 'empty-vee', 'control').state;
    expect(needed(spendBy(a, 0, GNO, 6).state)).toBe(10);
    // The relay.
    let st = act(s, 0, { type: 'transferMoney', from: GNO, to: 'cia', amount: 12, free: false }).state;
    st = act(st, 0, { type: 'transferMoney', from: 'cia', to: 'pentagon', amount: 12, free: false }).state;
    expect(reject(st, 0, { type: 'transferMoney', from: 'pentagon', to: 'new-york', amount: 12, free: false })).toMatch(/no action left/);
    st = act(st, 0, { type: 'transferMoney', from: 'pentagon', to: 'new-york', amount: 12, free: true }).state;
    expect(moneyOf(st, 0, 'new-york')).toBe(12);
    expect(st.turn).toMatchObject({ actionsLeft: 0, freeTransfersLeft: 1 });
    // Money moves one link per transfer: not straight from the Illuminati to C.
    expect(reject({ ...st, players: st.players.map((p) => (p.seat === 0 ? { ...p, money: 1 } : p)) }, 0, { type: 'transferMoney', from: GNO, to: 'new-york', amount: 1, free: true })).toMatch(/MONEY-1/);
  });

  it('EX-18: 5 MB are worth -10 on the attacked group, -5 on the Illuminati, nothing on another group', () => {
    const table = (money: [number, number, number]) =>
      scenario({
        seats: [
          { illuminati: BAV, money: 0, groups: [['cia', BAV, 'top']] },
          { illuminati: NET, money: money[0], groups: [['democrats', NET, 'top', money[1]], ['kkk', NET, 'bottom', money[2]]] },
        ],
      });
    const run = (s: GameState, card: string) => needed(spendBy(passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state, 1, card, 5).state);
    expect(run(table([0, 5, 0]), 'democrats')).toBe(-8 - 10);
    expect(run(table([5, 0, 0]), NET)).toBe(-8 - 5);
    const other = passOnce(declare(table([0, 0, 5]), 0, 'cia', 'democrats', 'control').state).state;
    expect(reject(other, 1, { type: 'spend', card: 'kkk', amount: 5 })).toMatch(/cannot spend/);
  });

  it('EX-19: the basic goal is 10 cards with 5 players (Illuminati + 9 groups), still 10 after a player leaves; 12 with 4; 8 with 9 (DE)', () => {
    expect([basicGoalFor(5), basicGoalFor(4), basicGoalFor(9, 'de')]).toEqual([10, 12, 8]);
    const nine = ['cia', 'pentagon', 'new-york', 'the-mafia', 'cfl-aio', 'big-media', 'republicans', 'democrats', 'kkk'] as GroupId[];
    const table = (groups: GroupId[]) =>
      scenario({
        seats: [
          { illuminati: GNO, money: 0, groups: autoLayout(GNO, groups) },
          { illuminati: NET, money: 0, groups: [['feminists', NET, 'top']] },
          { illuminati: BAV, money: 0, groups: [['fnord-motor-company', BAV, 'top']] },
          { illuminati: DIS, money: 0, groups: [['girlie-magazines', DIS, 'top']] },
          { illuminati: ASS, money: 0, groups: [['moonies', ASS, 'top']] },
        ],
        uncontrolled: ['yuppies', 'copy-shops'],
      });
    const s = table(nine);
    expectValidTable(s);
    expect(s.basicGoal).toBe(10);
    const left = act(s, 4, { type: 'leave' }).state;
    expect(left.players[4].out).toBe('left');
    expect(left.basicGoal).toBe(10);
    const end = act(left, 0, { type: 'endTurn' }).state;
    expect(end.outcome).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'basic' } });
    const short = act(act(table(nine.slice(0, 8)), 4, { type: 'leave' }).state, 0, { type: 'endTurn' }).state;
    expect(short.outcome).toBeNull();
  });

  it('EX-20: Bavarian goal: 10 + groups of Power 25 = 35 wins at the end of the turn; transferable Power is ignored', () => {
    // Book: 8, 6, 5, 4, 2, 0. Here The Mafia 7, C.I.A. 6 (6/4), Democrats 5, Nuclear Power 4, Fnord 2, Comic Books 1, Men in Black 0 (0/2).
    const groups = ['the-mafia', 'cia', 'democrats', 'nuclear-power-companies', 'fnord-motor-company', 'comic-books', 'the-men-in-black'] as GroupId[];
    const table = (ids: GroupId[]) =>
      scenario({ seats: [{ illuminati: BAV, money: 0, groups: autoLayout(BAV, ids) }, { illuminati: NET, money: 0, groups: [['kkk', NET, 'top']] }], uncontrolled: ['feminists', 'yuppies'] });
    const s = table(groups);
    expectValidTable(s);
    expect(specialProgress(s, s.players[0], goalOf(s, s.players[0])!)).toEqual({ current: 35, needed: 35 });
    expect(act(s, 0, { type: 'endTurn' }).state.outcome).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'special' } });
    const less = table(groups.filter((g) => g !== 'comic-books'));
    expect(specialProgress(less, less.players[0], goalOf(less, less.players[0])!).current).toBe(34);
    expect(act(less, 0, { type: 'endTurn' }).state.outcome).toBeNull();
  });

  it('EX-21: Network goal: own 7 + 4 + 3 + 3 + 2 + 1 = 20 transferable Power wins under DE, not under EN (25)', () => {
    const table = (edition: 'en' | 'de') =>
      scenario({
        edition,
        seats: [{ illuminati: NET, money: 0, groups: autoLayout(NET, ['cia', 'big-media', 'federal-reserve', 'kgb', 'yuppies']) }, { illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top']] }],
        uncontrolled: ['feminists', 'democrats'],
      });
    const en = table('en');
    expectValidTable(en);
    expect(specialProgress(en, en.players[0], goalOf(en, en.players[0])!)).toEqual({ current: 20, needed: 25 });
    expect(act(en, 0, { type: 'endTurn' }).state.outcome).toBeNull();
    const de = table('de');
    expect(specialProgress(de, de.players[0], goalOf(de, de.players[0])!)).toEqual({ current: 20, needed: 20 });
    expect(act(de, 0, { type: 'endTurn' }).state.outcome).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'special' } });
  });

  it('EX-23: passing: income and draw, then +5 MB on the Illuminati and no free transfers (EN); add targets still happens', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top', 3]] }, { illuminati: NET, money: 0, groups: [['fnord-motor-company', NET, 'top']] }],
      uncontrolled: [],
      deckTop: ['kkk', 'feminists', 'democrats'],
      noIncome: false,
    });
    // Income (Gnomes 12, C.I.A. 0) and the draw (KKK) came first.
    expect(s.players[0].money).toBe(12);
    expect(s.uncontrolled).toEqual(['kkk']);
    const r = act(s, 0, { type: 'passTurn' });
    expect(r.events.map((e) => e.type).slice(0, 3)).toEqual(['turnPassed', 'targetAdded', 'turnEnded']);
    expect(ofType(r.events, 'targetAdded')[0].card).toBe('feminists');
    expect(r.state.players[0].money).toBe(17);
    expect(r.state.players[0].groups).toEqual([{ id: 'cia', master: GNO, arrow: 'top', money: 3 }]);
    expect(ofType(r.events, 'moneyTransferred')).toEqual([]);
    expect(r.state.turn.active).toBe(1);
  });

  it('EX-23: under the German rules a player who passes still makes his free transfers (EDN-8)', () => {
    const s = scenario({
      edition: 'de',
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top', 3]] }, { illuminati: NET, money: 0, groups: [['fnord-motor-company', NET, 'top']] }],
      uncontrolled: ['feminists'],
    });
    const r = act(s, 0, { type: 'passTurn' });
    expect(r.state.players[0].money).toBe(5);
    expect(r.state.turn).toMatchObject({ active: 0, passed: true, phase: 'transfers' });
    expect(reject(r.state, 0, atk('cia', 'feminists', 'control'))).toMatch(/action phase/);
    expect(reject(r.state, 0, { type: 'transferMoney', from: 'cia', to: GNO, amount: 3, free: false })).toMatch(/action phase/);
    const t = act(r.state, 0, { type: 'transferMoney', from: 'cia', to: GNO, amount: 3, free: true }).state;
    expect(t.players[0].money).toBe(8);
    expect(t.turn.freeTransfersLeft).toBe(1);
    expect(act(t, 0, { type: 'endTurn' }).state.turn.active).toBe(1);
  });

  it('EX-24: an Illuminati printing Income 9 collects 12 a turn with 7 players and 14 with 8; starting money stays 9', () => {
    const seven: IlluminatiId[] = [BAV, BER, DIS, GNO, NET, CTH, ASS];
    const g7 = newGame({ players: 7, illuminati: seven }, 'ex-24').state;
    const idle7 = g7.players.filter((p) => p.seat !== g7.turn.active);
    for (const p of idle7) expect(p.money).toBe(illuminati(p.illuminati).income);
    const g8 = newGame({ players: 8, illuminati: [...seven, UFO] }, 'ex-24').state;
    for (const p of g8.players) expect(p.money).toBe(illuminati(p.illuminati).income); // the UFO goal is still being chosen
    for (const [n, want] of [[7, 12], [8, 14]] as const) {
      const s = scenario({ seats: [BAV, BER, DIS, GNO, NET, CTH, ASS, UFO].slice(0, n).map((il) => ({ illuminati: il as IlluminatiId, money: 0 })), noIncome: false });
      expect(s.players[0].money).toBe(want);
    }
  });

  it('EX-25: in a 5-player game the I.R.S. owner collects up to 4 x 2 = 8 MB onto the I.R.S. card; he may excuse anyone', () => {
    const table = () =>
      scenario({
        seats: [
          { illuminati: GNO, money: 0, groups: [['irs', GNO, 'top']] },
          { illuminati: NET, money: 5 },
          { illuminati: BAV, money: 5 },
          { illuminati: DIS, money: 5 },
          { illuminati: ASS, money: 5 },
        ],
        noIncome: false,
      });
    const s = table();
    expect(s.pending).toEqual({ kind: 'tax', seat: 0 });
    const all = act(s, 0, { type: 'tax', excuse: [] }).state;
    expect(moneyOf(all, 0, 'irs')).toBe(8);
    expect(all.players.slice(1).map((p) => p.money)).toEqual([3, 3, 3, 3]);
    const some = act(table(), 0, { type: 'tax', excuse: [2] }).state;
    expect(moneyOf(some, 0, 'irs')).toBe(6);
    expect(some.players.slice(1).map((p) => p.money)).toEqual([3, 5, 3, 3]);
  });

  it('EX-26: swapping a group with two puppets for another group costs the player on turn 2 actions; under DE timing the swap cannot happen in A\u2019s turn', () => {
    const table = (active: number, edition: 'en' | 'de' = 'en') =>
      scenario({
        edition,
        active,
        seats: [
          { illuminati: GNO, money: 0, groups: [['democrats', GNO, 'top'], ['feminists', 'democrats', 'bottom'], ['boy-sprouts', 'democrats', 'left'], ['cia', GNO, 'bottom']] },
          { illuminati: NET, money: 0, groups: [['kkk', NET, 'top'], ['fnord-motor-company', NET, 'bottom']] },
        ],
      });
    const swap = (s: GameState) => {
      const o = act(s, 0, { type: 'offer', to: 1, give: { money: 0, specials: [], groups: ['democrats'] }, get: { money: 0, specials: [], groups: ['kkk'] }, getPlace: [{ id: 'kkk', master: GNO, arrow: 'top' }] }).state;
      return act(o, 1, { type: 'answerOffer', accept: true, place: [{ id: 'democrats', master: NET, arrow: 'top' }] });
    };
    const a = table(0);
    expectValidTable(a);
    const onA = swap(a);
    expect(onA.state.turn.actionsLeft).toBe(0);
    expect(ofType(onA.events, 'groupChangedHands').map((e) => e.group)).toEqual(['democrats', 'kkk']);
    expect(onA.state.players[1].groups.map((g) => g.id).sort()).toEqual(['boy-sprouts', 'democrats', 'feminists', 'fnord-motor-company']);
    expect(onA.state.players[0].groups.map((g) => g.id).sort()).toEqual(['cia', 'kkk']);
    expectValidTable(onA.state);
    const onB = swap(table(1));
    expect(onB.state.turn).toMatchObject({ active: 1, actionsLeft: 0 });
    const de = table(0, 'de');
    expect(
      reject(de, 0, { type: 'offer', to: 1, give: { money: 0, specials: [], groups: ['democrats'] }, get: { money: 0, specials: [], groups: ['kkk'] }, getPlace: [{ id: 'kkk', master: GNO, arrow: 'top' }] }),
    ).toMatch(/EDN-16/);
  });

  it('EX-27: a player with two turns done is not eliminated; after his third, losing his last group eliminates him at once and counts for Cthulhu', () => {
    const table = (turns: number, kills: number) =>
      scenario({
        seats: [
          { illuminati: CTH, money: 30, kills, groups: [['cia', CTH, 'top']] },
          { illuminati: NET, money: 6, turnsCompleted: turns, groups: [['fnord-motor-company', NET, 'top', 2]] },
          { illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top']] },
        ],
      });
    // Neutralize: C.I.A. (Violent) v Fnord (Resistance 4; Peaceful) at depth 1: 6 + 6 - 4 - 4 - 10 = -6; 16 MB make 10.
    const early = table(2, 0);
    let st = declare(early, 0, 'cia', 'fnord-motor-company', 'neutralize').state;
    expect(needed(st)).toBe(-6);
    const n = passAll({ ...spendBy(st, 0, CTH, 16).state, scriptedDice: [1, 1] }).state;
    expect(n.players[1]).toMatchObject({ out: null, groups: [], money: 6 });
    // Control with the Servants' aid: 6 + 9 - 4 - 4 - 10 = -3; 13 MB make 10. The Network is out at the capture.
    const late = table(3, 7);
    st = declare(late, 0, 'cia', 'fnord-motor-company', 'control', { aiders: [CTH] }).state;
    expect(needed(st)).toBe(-3);
    const c = passAll({ ...spendBy(st, 0, CTH, 13).state, scriptedDice: [1, 1] });
    expect(ofType(c.events, 'playerEliminated')[0]).toMatchObject({ seat: 1, by: 0 });
    expect(c.state.pending?.kind).toBe('capture');
    expect(c.state.players[1]).toMatchObject({ out: 'eliminated', money: 0 });
    expect(c.state.players[0].kills).toBe(8);
    const placed = act(c.state, 0, { type: 'placeCaptured', arrow: (legalActions(c.state, 0).find((x) => x.type === 'placeCaptured') as { arrow: 'top' }).arrow, transfer: 0 }).state;
    expect(placed.outcome).toBeNull();
    expect(goalMet(placed, placed.players[0])).toBe('special');
    const end = act(placed, 0, { type: 'endTurn' }).state;
    expect(end.outcome).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'special' } });
  });

  it('EX-28: after a failed attack by X aided by Y, W may attack the same target; X and Y may not; the Illuminati only if unused, the UFOs anyway', () => {
    const table = (il: IlluminatiId) =>
      scenario({
        seats: [{ illuminati: il, money: 0, groups: autoLayout(il, ['democrats', 'cia', 'multinational-oil-companies']) }, { illuminati: NET, money: 0 }],
        uncontrolled: ['empty-vee'],
      });
    const s = table(GNO);
    expectValidTable(s);
    // X = Democrats, Y = C.I.A., W = Multinational Oil; Z = Empty Vee.
    const first = attackAndRoll(s, 0, { attacker: 'democrats', target: 'empty-vee', kind: 'control', aiders: ['cia'] }, [6, 6]).state;
    expect(reject(first, 0, atk('democrats', 'empty-vee', 'control'))).toMatch(/ATK-3/);
    expect(reject(first, 0, atk('cia', 'empty-vee', 'control'))).toMatch(/ATK-3/);
    expect(reject(first, 0, atk('multinational-oil-companies', 'empty-vee', 'control', ['cia']))).toMatch(/ATK-3/);
    expect(checkAction(first, 0, atk(GNO, 'empty-vee', 'control'))).toBeNull();
    const second = attackAndRoll(first, 0, { attacker: 'multinational-oil-companies', target: 'empty-vee', kind: 'control' }, [1, 2]);
    expect(ofType(second.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 3 });
    // The Illuminati that aided the first attack may not lead the second; the UFO card may.
    const gn = attackAndRoll(s, 0, { attacker: 'democrats', target: 'empty-vee', kind: 'control', aiders: [GNO] }, [6, 6]).state;
    expect(reject(gn, 0, atk(GNO, 'empty-vee', 'control'))).toMatch(/ATK-3/);
    const uf = attackAndRoll(table(UFO), 0, { attacker: 'democrats', target: 'empty-vee', kind: 'control', aiders: [UFO] }, [6, 6]).state;
    expect(checkAction(uf, 0, atk(UFO, 'empty-vee', 'control'))).toBeNull();
  });
});
