// Scenario tests for printed abilities in attacks (RULES-DIGEST section 26, ABIL-1..5) and the
// Illuminati abilities of section 27 that act on attacks (ILLUM-BAV/DIS/CTH/ASS/UFO), with the
// ambiguities AMB-25 (Cthulhu's count) and AMB-36 (reach of the Discordian immunity).
import { describe, expect, it } from 'vitest';
import { checkAction, type GameState } from '../../../src/shared/engine';
import type { AttackKind } from '../../../src/shared/cards';
import { alignmentsOf } from '../../../src/shared/engine/state';
import { act, attackAndRoll, autoLayout, declare, decider, expectValidTable, needed, passAll, passOnce, reject, scenario, spendBy } from '../../support/scenario';
import { ASS, BAV, CTH, DIS, GNO, NET, UFO, atk, evs as ofType, odds } from '../../support/helpers';

/** The target number of an attack by the seat on turn. */
const T = (s: GameState, attacker: string, target: string, kind: AttackKind, aiders: string[] = []) => odds(s, attacker, target, kind, aiders).needed;
/** The ability terms (ABIL-*, MOD-ABIL-1) of an unaided attack by the seat on turn, as [rule, label, value]. */
const abil = (s: GameState, attacker: string, target: string, kind: AttackKind) =>
  odds(s, attacker, target, kind)
    .breakdown.filter((m) => m.rule.startsWith('ABIL') || m.rule === 'MOD-ABIL-1')
    .map((m) => [m.rule, m.label, m.value]);

describe('ABIL: printed abilities of groups', () => {
  it('ABIL-1: "any attempt" abilities help every attack of the owner; card-only abilities only that card\u2019s own', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['cia', 'the-mafia', 'cycle-gangs']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['fnord-motor-company', 'junk-mail'],
    });
    expectValidTable(s);
    // Cycle Gangs (any attempt to destroy +2) help the C.I.A.; the Mafia's +3 against Criminals does not.
    expect(abil(s, 'cia', 'fnord-motor-company', 'destroy')).toEqual([['ABIL-2', 'Cycle Gangs', 2]]);
    expect(abil(s, 'cia', 'junk-mail', 'control')).toEqual([]);
    expect(abil(s, 'the-mafia', 'junk-mail', 'control')).toEqual([['ABIL-3', 'The Mafia', 3]]);
    // C.I.A. (Violent) v Fnord (Power 2; Peaceful): 6 - 2 + 4 + 2 = 10.
    expect(needed(declare(s, 0, 'cia', 'fnord-motor-company', 'destroy').state)).toBe(10);
  });

  it('ABIL-2: an "any attempt" bonus comes with the card the moment it is captured and goes when it is lost, arrows or not', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['cycle-gangs', 'fnord-motor-company'],
    });
    expect(T(s, 'cia', 'fnord-motor-company', 'destroy')).toBe(8);
    // Gnomes 7 v Cycle Gangs (Resistance 4, no outward arrow): 3.
    const r = attackAndRoll(s, 0, { attacker: GNO, target: 'cycle-gangs', kind: 'control' }, [1, 2]);
    const held = act(r.state, 0, { type: 'placeCaptured', arrow: 'bottom', transfer: 0 }).state;
    expect(T(held, 'cia', 'fnord-motor-company', 'destroy')).toBe(10);
    const r2 = attackAndRoll(held, 0, { attacker: 'cia', target: 'fnord-motor-company', kind: 'destroy' }, [5, 5]);
    expect(ofType(r2.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 10, roll: 10 });
    const dropped = act(held, 0, { type: 'dropGroup', group: 'cycle-gangs' }).state;
    expect(T(dropped, 'cia', 'fnord-motor-company', 'destroy')).toBe(8);
  });

  it('ABIL-3: a card-only bonus needs that card to attack, and stacks with alignment (Mafia v Criminal: +3 +4)', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['the-mafia', 'loan-sharks', 'democrats']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['junk-mail'],
    });
    expectValidTable(s);
    // Junk Mail: Resistance 3, Criminal.
    expect(needed(declare(s, 0, 'the-mafia', 'junk-mail', 'control').state)).toBe(7 - 3 + 3 + 4);
    expect(needed(declare(s, 0, 'loan-sharks', 'junk-mail', 'control').state)).toBe(5 - 3 + 4);
    expect(needed(declare(s, 0, 'democrats', 'junk-mail', 'control').state)).toBe(5 - 3);
  });

  it('ABIL-4: odd abilities follow the card text (Gun Lobby\u2019s Resistance, the Survivalists\u2019 +2)', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['democrats', GNO, 'top'], ['pentagon', GNO, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['survivalists', NET, 'top'], ['fnord-motor-company', NET, 'bottom']] },
      ],
      uncontrolled: ['gun-lobby'],
    });
    expectValidTable(s);
    // Gun Lobby (Power 1; Conservative, Violent): Resistance 10 against a Liberal attacker, otherwise 3; destroy uses Power.
    expect(needed(declare(s, 0, 'democrats', 'gun-lobby', 'control').state)).toBe(5 - 10 - 4);
    expect(needed(declare(s, 0, 'pentagon', 'gun-lobby', 'control').state)).toBe(6 - 3 + 4);
    expect(needed(declare(s, 0, 'democrats', 'gun-lobby', 'destroy').state)).toBe(5 - 1 + 4);
    // Survivalists: every other group of their owner has +2 Resistance. Democrats v Fnord (4) at depth 1: 5 - 4 - 2 - 10 = -11.
    expect(needed(declare(s, 0, 'democrats', 'fnord-motor-company', 'control').state)).toBe(-11);
    expect(needed(declare(s, 0, 'democrats', 'fnord-motor-company', 'destroy').state)).toBe(5 - 2 - 10);
  });

  it('ABIL-5: named abilities: the SLA and the KGB add to destroy attempts; the Lasers change an alignment for the turn', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: autoLayout(GNO, ['cia', 'kgb', 'semiconscious-liberation-army', 'orbital-mind-control-lasers']) },
        { illuminati: NET, money: 0 },
      ],
      uncontrolled: ['fnord-motor-company'],
    });
    expectValidTable(s);
    // C.I.A. v Fnord (Power 2; Peaceful): 6 - 2 + 4 (opposite) + 2 (KGB) + 1 (SLA) = 11.
    expect(abil(s, 'cia', 'fnord-motor-company', 'destroy')).toEqual([
      ['ABIL-2', 'KGB', 2],
      ['ABIL-2', 'Semiconscious Liberation Army', 1],
    ]);
    expect(needed(declare(s, 0, 'cia', 'fnord-motor-company', 'destroy').state)).toBe(11);
    // The Lasers take the Peaceful alignment away: no opposite pair any more, 7.
    const shifted = act(s, 0, { type: 'shiftAlignment', target: 'fnord-motor-company', remove: 'Peaceful' }).state;
    expect(alignmentsOf(shifted, 'fnord-motor-company')).toEqual([]);
    expect(needed(declare(shifted, 0, 'cia', 'fnord-motor-company', 'destroy').state)).toBe(7);
  });
});

describe('ILLUM: Illuminati abilities in attacks', () => {
  it('ILLUM-BAV-1: once per turn the Bavarians make one attack privileged for 5 MB, paid at the announcement and never refunded', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 12, groups: [['cia', BAV, 'top']] }, { illuminati: NET, money: 10, hand: [] }, { illuminati: GNO, money: 10 }],
      uncontrolled: ['cfl-aio', 'feminists'],
    });
    const d = declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(d.players[0].money).toBe(7);
    expect(needed(d)).toBe(10 - 5);
    // Nobody else gets the floor: the attacker's pass rolls the dice, and the failed attack keeps the fee.
    const r = passOnce({ ...d, scriptedDice: [6, 6] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: false });
    expect(r.state.players[0].money).toBe(7);
    expect(reject(r.state, 0, { ...atk('cia', 'feminists', 'control'), privilege: { kind: 'bavarian' } })).toMatch(/PRIV-2/);
    // The next Bavarian turn may buy it again.
    const later = scenario({ seats: [{ illuminati: BAV, money: 7, groups: [['cia', BAV, 'top']] }, { illuminati: NET, money: 10 }], uncontrolled: ['feminists'] });
    expect(checkAction(later, 0, { ...atk('cia', 'feminists', 'control'), privilege: { kind: 'bavarian' } })).toBeNull();
  });

  it('ILLUM-DIS-1: the Discordians get +4 on any attempt to control a Weird group, on top of the identical-Weird +4', () => {
    const s = scenario({
      seats: [{ illuminati: DIS, money: 0, groups: [['tabloids', DIS, 'top'], ['democrats', DIS, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['intellectuals', 'punk-rockers', 'fnord-motor-company'],
    });
    expectValidTable(s);
    // Tabloids (2; Weird) v Intellectuals (Resistance 3; Weird, Fanatic): 2 - 3 + 4 + 4 = 7.
    expect(needed(declare(s, 0, 'tabloids', 'intellectuals', 'control').state)).toBe(7);
    // Any card: Democrats (5; Liberal) v Punk Rockers (Resistance 4; Weird): 5 - 4 + 4 = 5.
    expect(needed(declare(s, 0, 'democrats', 'punk-rockers', 'control').state)).toBe(5);
    // Not against a group that is not Weird.
    expect(needed(declare(s, 0, 'democrats', 'fnord-motor-company', 'control').state)).toBe(1);
    const r = attackAndRoll(s, 0, { attacker: 'tabloids', target: 'intellectuals', kind: 'control' }, [3, 4]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 7 });
  });

  it('ILLUM-DIS-2: no Straight or Government card may attack the Discordian structure in any way, nor aid such an attack', () => {
    const s = scenario({
      seats: [
        { illuminati: NET, money: 0, groups: autoLayout(NET, ['fbi', 'big-media', 'multinational-oil-companies', 'cia']) },
        { illuminati: DIS, money: 0, groups: [['tabloids', DIS, 'top'], ['punk-rockers', DIS, 'bottom']] },
      ],
      uncontrolled: ['feminists'],
    });
    expectValidTable(s);
    for (const kind of ['control', 'neutralize', 'destroy'] as const) {
      expect(reject(s, 0, atk('fbi', 'tabloids', kind))).toMatch(/ILLUM-DIS-2/); // Government, Straight
      expect(reject(s, 0, atk('big-media', 'tabloids', kind))).toMatch(/ILLUM-DIS-2/); // Straight
      expect(reject(s, 0, atk('cia', 'tabloids', kind))).toMatch(/ILLUM-DIS-2/); // Government
      expect(reject(s, 0, atk('multinational-oil-companies', 'tabloids', kind, ['big-media']))).toMatch(/ILLUM-DIS-2/);
      expect(checkAction(s, 0, atk('multinational-oil-companies', 'tabloids', kind, [NET]))).toBeNull();
    }
    // The same cards attack anything else.
    expect(checkAction(s, 0, atk('fbi', 'feminists', 'control', ['big-media']))).toBeNull();
  });

  it('ILLUM-CTH-1: the Servants of Cthulhu get +2 on every attempt to destroy, with any card', () => {
    const s = scenario({
      seats: [{ illuminati: CTH, money: 0, groups: [['democrats', CTH, 'top'], ['cia', CTH, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['empty-vee'],
    });
    // Democrats 5 v Empty Vee (Power 3, Resistance 3, no alignment): destroy 5 - 3 + 2 = 4; control 5 - 3 = 2.
    expect(needed(declare(s, 0, 'democrats', 'empty-vee', 'destroy').state)).toBe(4);
    expect(needed(declare(s, 0, 'democrats', 'empty-vee', 'control').state)).toBe(2);
    expect(needed(declare(s, 0, CTH, 'empty-vee', 'destroy').state)).toBe(9 - 3 + 2);
    const r = attackAndRoll(s, 0, { attacker: 'democrats', target: 'empty-vee', kind: 'destroy' }, [2, 2]);
    expect(ofType(r.events, 'groupDestroyed')[0]).toMatchObject({ seat: 0, group: 'empty-vee', from: null });
    expect(r.state.players[0].kills).toBe(1);
  });

  it('ILLUM-ASS-1: the Assassins get +4 on every attempt to neutralize, on top of the +6, with any card', () => {
    const s = scenario({
      seats: [{ illuminati: ASS, money: 0, groups: [['democrats', ASS, 'top']] }, { illuminati: NET, money: 0, groups: [['empty-vee', NET, 'top'], ['kkk', NET, 'bottom']] }],
    });
    // Democrats 5 v Empty Vee (Resistance 3) at depth 1: neutralize 5 + 6 + 4 - 13 = 2; control 5 - 13 = -8.
    expect(needed(declare(s, 0, 'democrats', 'empty-vee', 'neutralize').state)).toBe(2);
    expect(needed(declare(s, 0, 'democrats', 'empty-vee', 'control').state)).toBe(-8);
    expect(needed(declare(s, 0, ASS, 'empty-vee', 'neutralize').state)).toBe(8 + 6 + 4 - 13);
    const r = attackAndRoll(s, 0, { attacker: 'democrats', target: 'empty-vee', kind: 'neutralize' }, [1, 1]);
    expect(r.state.uncontrolled).toEqual(['empty-vee']);
  });

  it('ILLUM-UFO-1: the UFO card may take part in two attacks per turn; no other card may', () => {
    const s = scenario({
      seats: [{ illuminati: UFO, money: 0, groups: [['cia', UFO, 'top'], ['democrats', UFO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists', 'fnord-motor-company', 'empty-vee'],
    });
    // Attack, then aid: UFOs 6 v Feminists (2) = 4 fails; Democrats 5 + UFOs 6 v Fnord (4) = 7.
    const a1 = attackAndRoll(s, 0, { attacker: UFO, target: 'feminists', kind: 'control' }, [6, 6]).state;
    expect(checkAction(a1, 0, atk('democrats', 'fnord-motor-company', 'control', [UFO]))).toBeNull();
    const a2 = attackAndRoll(a1, 0, { attacker: 'democrats', target: 'fnord-motor-company', kind: 'control', aiders: [UFO] }, [6, 6]);
    expect(ofType(a2.events, 'attackResolved')[0]).toMatchObject({ needed: 7 });
    expect(a2.state.turn.participated).toEqual({ [UFO]: 2, democrats: 1 });
    // Aid twice: both attacks aided by the UFO card, while the C.I.A. cannot aid a second time.
    const b1 = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control', aiders: [UFO] }, [6, 6]).state;
    expect(reject(b1, 0, atk('democrats', 'empty-vee', 'control', ['cia']))).toMatch(/ATK-3/);
    const b2 = attackAndRoll(b1, 0, { attacker: 'democrats', target: 'empty-vee', kind: 'control', aiders: [UFO] }, [6, 6]).state;
    expect(b2.turn.participated).toEqual({ cia: 1, [UFO]: 2, democrats: 1 });
    // A third part is refused (a turn with an action to spare is set up by hand: two actions are the usual limit).
    const spare = { ...b2, turn: { ...b2.turn, actionsLeft: 1 } };
    expect(reject(spare, 0, atk(UFO, 'feminists', 'control'))).toMatch(/ATK-3/);
  });
});

describe('AMB: Illuminati ambiguities as resolved', () => {
  it('AMB-25: every group the Cthulhu player sends to the dead pile counts, own ones included, plus each Illuminati he eliminates', () => {
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 20, kills: 2, groups: [['cia', CTH, 'top'], ['democrats', CTH, 'bottom'], ['empty-vee', CTH, 'left']] },
        { illuminati: NET, money: 0, turnsCompleted: 3, groups: [['fnord-motor-company', NET, 'top']] },
        { illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top']] },
      ],
    });
    // Own group: C.I.A. 6 + 2 v own Empty Vee (Power 3): 5.
    const own = attackAndRoll(s, 0, { attacker: 'cia', target: 'empty-vee', kind: 'destroy' }, [2, 3]).state;
    expect(own.dead).toEqual(['empty-vee']);
    expect(own.players[0].kills).toBe(3);
    // Neutralizing the Network's last group after its third turn eliminates the Network: one more.
    // Democrats 5 + 6 v Fnord (Resistance 4) at depth 1: -3; 13 MB make 10.
    let st = declare(own, 0, 'democrats', 'fnord-motor-company', 'neutralize').state;
    expect(needed(st)).toBe(5 + 6 - 4 - 10);
    st = spendBy(st, 0, CTH, 13).state;
    const r = passAll({ ...st, scriptedDice: [1, 1] });
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ seat: 1, by: 0 });
    expect(r.state.dead).toEqual(['empty-vee']);
    expect(r.state.players[0].kills).toBe(4);
  });

  it('AMB-36: the Discordian immunity stops Straight/Government cards from attacking or aiding, not players from interfering, nor the Discordians themselves', () => {
    const table = (active: number) =>
      scenario({
        active,
        seats: [
          { illuminati: NET, money: 0, groups: [['multinational-oil-companies', NET, 'top']] },
          { illuminati: DIS, money: 0, groups: [['tabloids', DIS, 'top'], ['l-4-society', DIS, 'bottom'], ['fbi', DIS, 'left']] },
          { illuminati: BAV, money: 10, groups: [['pentagon', BAV, 'top']] },
        ],
        uncontrolled: ['congressional-wives'],
      });
    const s = table(0);
    expectValidTable(s);
    // A non-Straight card attacks: Oil 6 v L-4 Society (Resistance 2) at depth 1: 6 - 12 = -6.
    let st = declare(s, 0, 'multinational-oil-companies', 'l-4-society', 'control').state;
    expect(needed(st)).toBe(-6);
    // The Bavarian player, whose Pentagon could never attack the Discordians, may still pay to interfere.
    st = passOnce(passOnce(st).state).state;
    expect(decider(st)).toEqual([2]);
    st = spendBy(st, 2, BAV, 4, 'against').state;
    expect(needed(st)).toBe(-10);
    const bav = table(2);
    expect(reject(bav, 2, atk('pentagon', 'l-4-society', 'control'))).toMatch(/ILLUM-DIS-2/);
    // The Discordians' own Straight and Government F.B.I. attacks freely, even its own structure.
    const own = table(1);
    expect(checkAction(own, 1, atk('fbi', 'congressional-wives', 'control'))).toBeNull();
    expect(checkAction(own, 1, atk('fbi', 'tabloids', 'destroy'))).toBeNull();
    expect(checkAction(own, 1, atk('fbi', 'multinational-oil-companies', 'neutralize'))).toBeNull();
  });
});
