// Scenario tests for attacks (RULES-DIGEST sections 8 and 10-18, the procedure of section 34 and
// the attack ambiguities AMB-4..13, 17, 20, 38..40, 43, 46, 47). Every test drives the real engine
// through applyAction with scripted dice and checks exact numbers, states and events.
import { describe, expect, it } from 'vitest';
import { applyAction, attackOdds, chance, checkAction, succeeds, type GameState } from '../../../src/shared/engine';
import type { GroupId } from '../../../src/shared/cards';
import { totalMoney } from '../../../src/shared/engine/state';
import { act, attackAndRoll, autoLayout, chainTo, declare, decider, expectValidTable, legalActions, needed, passAll, passOnce, reject, scenario, spendBy } from '../../support/scenario';
import { BAV, CTH, GNO, NET, evs as ofType, groupIds as groupsOf } from '../../support/helpers';

const place = (s: GameState, arrow: 'top' | 'right' | 'bottom' | 'left', transfer = 0) => act(s, decider(s)[0], { type: 'placeCaptured', arrow, transfer });
/** The first open arrow the engine offers for the pending capture. */
function firstArrow(s: GameState) {
  const la = legalActions(s, decider(s)[0]).find((x) => x.type === 'placeCaptured');
  if (la?.type !== 'placeCaptured') throw new Error('no capture to place');
  return la.arrow;
}
const tableMoney = (s: GameState) => s.players.reduce((t, p) => t + totalMoney(p), 0);

// ---------------------------------------------------------------------------------------------
describe('ATK: attacks in general', () => {
  it('ATK-1: an attack is to control, neutralize or destroy, and nothing else', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 10, groups: [['democrats', NET, 'top'], ['kkk', NET, 'bottom']] },
      ],
    });
    expectValidTable(s);
    // C.I.A. (Power 6; Government, Violent) v Democrats (Power 5, Resistance 4; Liberal) at depth 1 (+10): no alignment term.
    const c = declare(s, 0, 'cia', 'democrats', 'control');
    expect(c.state.pending).toMatchObject({ kind: 'attack', attack: 'control', base: 6 - 4 - 10 });
    expect(declare(s, 0, 'cia', 'democrats', 'neutralize').state.pending).toMatchObject({ attack: 'neutralize', base: 6 + 6 - 4 - 10 });
    expect(declare(s, 0, 'cia', 'democrats', 'destroy').state.pending).toMatchObject({ attack: 'destroy', base: 6 - 5 - 10 });
    const why = reject(s, 0, { type: 'attack', attacker: 'cia', target: 'democrats', kind: 'bribe' as never, aiders: [], privilege: null });
    expect(why).toMatch(/control, neutralize or destroy/);
  });

  it('ATK-2: an Illuminati card may attack but can never be attacked', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0 }, { illuminati: NET, money: 0, groups: [['democrats', NET, 'top']] }],
      uncontrolled: ['feminists'],
    });
    // Bavarian Illuminati (Power 10, no alignment) v Feminists (Resistance 2): T = 8.
    const r = attackAndRoll(s, 0, { attacker: BAV, target: 'feminists', kind: 'control' }, [4, 4]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 8, needed: 8 });
    const placed = place(r.state, 'top');
    expect(placed.state.players[0].groups).toEqual([{ id: 'feminists', master: BAV, arrow: 'top', money: 0 }]);
    expect(reject(s, 0, { type: 'attack', attacker: BAV, target: NET as GroupId, kind: 'control', aiders: [], privilege: null })).toMatch(/ATK-2/);
    expect(reject(s, 0, { type: 'attack', attacker: BAV, target: NET as GroupId, kind: 'destroy', aiders: [], privilege: null })).toMatch(/ATK-2/);
  });

  it('ATK-3: a group takes part in one attack per turn, as attacker or aider', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['democrats', GNO, 'top'], ['cia', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists', 'kkk'],
    });
    expectValidTable(s);
    // Democrats aided by the C.I.A. fail against the Feminists (roll 12).
    const r = attackAndRoll(s, 0, { attacker: 'democrats', target: 'feminists', kind: 'control', aiders: ['cia'] }, [6, 6]);
    expect(ofType(r.events, 'attackResolved')[0].success).toBe(false);
    expect(r.state.turn.participated).toEqual({ democrats: 1, cia: 1 });
    const atk = (attacker: string, aiders: string[] = []) => ({ type: 'attack' as const, attacker, target: 'kkk' as GroupId, kind: 'control' as const, aiders, privilege: null });
    expect(reject(r.state, 0, atk('democrats'))).toMatch(/ATK-3/);
    expect(reject(r.state, 0, atk('cia'))).toMatch(/ATK-3/);
    expect(reject(r.state, 0, atk(GNO, ['cia']))).toMatch(/ATK-3/);
    expect(checkAction(r.state, 0, atk(GNO))).toBeNull();
  });

  it('ATK-4: the announcement names attacker, target, kind, every aider and the privilege', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top'], ['cia', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['yuppies'],
    });
    expectValidTable(s);
    // "The KKK, aided by the CIA, attacks to control the Yuppies": 2 + 4 (aid) + 4 (both Conservative) - 4 (Resistance) = 6.
    const d = declare(s, 0, 'kkk', 'yuppies', 'control', { aiders: ['cia'] });
    expect(d.events).toEqual([
      { type: 'attackDeclared', to: 'all', seat: 0, attacker: 'kkk', target: 'yuppies', kind: 'control', aiders: ['cia'], privilege: null, base: 6, defender: null },
    ]);
    expect(d.state.pending).toMatchObject({ attacker: 'kkk', target: 'yuppies', attack: 'control', aiders: ['cia'], privilege: null, base: 6 });
  });

  it('ATK-5: the attacking card needs Power above zero; an aid-only group can only aid', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['the-men-in-black', GNO, 'top'], ['cia', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists'],
    });
    expectValidTable(s);
    expect(reject(s, 0, { type: 'attack', attacker: 'the-men-in-black', target: 'feminists', kind: 'control', aiders: [], privilege: null })).toMatch(/ATK-5/);
    // The Men in Black (0/2) lend 2: C.I.A. 6 + 2 - Feminists' Resistance 2 = 6.
    expect(needed(declare(s, 0, 'cia', 'feminists', 'control', { aiders: ['the-men-in-black'] }).state)).toBe(6);
  });

  it('ATK-6: T is Power minus Resistance to control, plus 6 to neutralize, Power minus Power to destroy', () => {
    const s = scenario({
      seats: [
        { illuminati: NET, money: 0, groups: [['multinational-oil-companies', NET, 'top']] },
        { illuminati: GNO, money: 0, groups: chainTo(GNO, 'democrats', 4) },
      ],
    });
    expectValidTable(s);
    // Multinational Oil (Power 6, no alignment) v Democrats (Power 5, Resistance 4) at depth 4: no position bonus.
    const q = { seat: 0, attacker: 'multinational-oil-companies', target: 'democrats' as GroupId, aiders: [] };
    expect(needed(declare(s, 0, q.attacker, q.target, 'control').state)).toBe(6 - 4);
    expect(needed(declare(s, 0, q.attacker, q.target, 'neutralize').state)).toBe(6 + 6 - 4);
    expect(needed(declare(s, 0, q.attacker, q.target, 'destroy').state)).toBe(6 - 5);
    expect(attackOdds(s, { ...q, kind: 'destroy' }).breakdown).toEqual([
      { rule: 'ATK-6', label: 'Power of Multinational Oil Companies', value: 6, term: { kind: 'power', card: 'multinational-oil-companies' } },
      { rule: 'ATK-DEST-1', label: 'Power of Democrats', value: -5, term: { kind: 'targetPower', card: 'democrats' } },
    ]);
  });

  it('ATK-7: the attack succeeds when 2d6 <= T; 11 and 12 always fail', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 0 }], uncontrolled: ['empty-vee'] });
    // Bavarians 10 v Empty Vee (Resistance 3, no alignment): T = 7.
    const hit = attackAndRoll(s, 0, { attacker: BAV, target: 'empty-vee', kind: 'control' }, [3, 4]);
    expect(ofType(hit.events, 'diceRolled')[0]).toMatchObject({ dice: [3, 4], roll: 7, needed: 7, success: true });
    expect(hit.state.pending?.kind).toBe('capture');
    const miss = attackAndRoll(s, 0, { attacker: BAV, target: 'empty-vee', kind: 'control' }, [4, 4]);
    expect(ofType(miss.events, 'diceRolled')[0]).toMatchObject({ roll: 8, needed: 7, success: false });
    expect(miss.state.uncontrolled).toContain('empty-vee');
    // T raised to 20 with 13 MB: 11 and 12 still fail, 10 succeeds.
    const big = spendBy(declare(s, 0, BAV, 'empty-vee', 'control').state, 0, BAV, 13).state;
    expect(needed(big)).toBe(20);
    for (const [dice, ok] of [[[5, 6], false], [[6, 6], false], [[5, 5], true]] as const) {
      const r = passAll({ ...big, scriptedDice: [...dice] });
      expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: ok, needed: 20, roll: dice[0] + dice[1] });
    }
    // PROB table (RULES-DIGEST 36): ways out of 36 for T = 2..12.
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((t) => Math.round(chance(t) * 36))).toEqual([1, 3, 6, 10, 15, 21, 26, 30, 33, 33, 33]);
    // Test hint of section 36: success(roll, T) == roll <= T && roll <= 10 over all 36 outcomes, T in [-30, 40].
    for (let t = -30; t <= 40; t++) {
      let ways = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          expect(succeeds(a + b, t)).toBe(a + b <= t && a + b <= 10);
          if (a + b <= t && a + b <= 10) ways++;
        }
      expect(chance(t)).toBeCloseTo(ways / 36, 12);
    }
  });

  it('ATK-8: from T = 10 on the odds stay 33/36 but T is never capped; at T <= 1 nothing succeeds', () => {
    expect([10, 11, 15, 20, 40].map((t) => chance(t))).toEqual([33 / 36, 33 / 36, 33 / 36, 33 / 36, 33 / 36]);
    expect([1, 0, -1, -18].map((t) => chance(t))).toEqual([0, 0, 0, 0]);
    expect(chance(2)).toBe(1 / 36);
    const s = scenario({
      seats: [{ illuminati: GNO, money: 30, groups: [['empty-vee', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['girlie-magazines'],
    });
    // Empty Vee (3, no alignment) v Girlie Magazines (Resistance 2): T = 1; even a roll of 2 fails.
    const r = attackAndRoll(s, 0, { attacker: 'empty-vee', target: 'girlie-magazines', kind: 'control' }, [1, 1]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 2, needed: 1 });
    // The surplus above 10 stays on the books: 1 + 25 = 26.
    const d = spendBy(declare(s, 0, 'empty-vee', 'girlie-magazines', 'control').state, 0, GNO, 25);
    expect(needed(d.state)).toBe(26);
    expect(ofType(d.events, 'moneySpent')[0]).toMatchObject({ amount: 25, delta: 25, needed: 26 });
  });

  it('ATK-9: a committed attack uses one action, whether it wins or loses', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists', 'kkk'],
    });
    expect(s.turn.actionsLeft).toBe(2);
    const lost = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [6, 5]);
    expect(lost.state.turn.actionsLeft).toBe(1);
    const won = attackAndRoll(lost.state, 0, { attacker: GNO, target: 'kkk', kind: 'control' }, [1, 1]);
    expect(won.state.turn.actionsLeft).toBe(0);
    const done = place(won.state, 'bottom').state;
    expect(reject(done, 0, { type: 'attack', attacker: 'kkk', target: 'feminists', kind: 'control', aiders: [], privilege: null })).toMatch(/no action left/);
  });

  it('ATK-10: a group captured this turn may attack (or aid) before the turn ends', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 0 }, { illuminati: NET, money: 0 }], uncontrolled: ['cia', 'feminists'] });
    // Bavarians 10 v C.I.A. (Resistance 5): T = 5.
    const r = attackAndRoll(s, 0, { attacker: BAV, target: 'cia', kind: 'control' }, [2, 2]);
    const s2 = place(r.state, 'top').state;
    expect(s2.players[0].groups.map((g) => g.id)).toEqual(['cia']);
    // The new C.I.A. may lead the second attack: 6 - 2 = 4.
    const r2 = attackAndRoll(s2, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [2, 2]);
    expect(ofType(r2.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 4 });
    expect(r2.state.pending).toMatchObject({ kind: 'capture', attacker: 'cia', target: 'feminists' });
  });
});

// ---------------------------------------------------------------------------------------------
describe('ATK-CTRL: attacks to control', () => {
  it('ATK-CTRL-1: targets are uncontrolled groups or groups of another player, never your own', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top'], ['democrats', GNO, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['kkk', NET, 'top'], ['fnord-motor-company', NET, 'bottom']] },
      ],
      uncontrolled: ['feminists'],
    });
    expectValidTable(s);
    const atk = (target: string) => ({ type: 'attack' as const, attacker: 'cia', target: target as GroupId, kind: 'control' as const, aiders: [], privilege: null });
    expect(checkAction(s, 0, atk('feminists'))).toBeNull();
    expect(checkAction(s, 0, atk('kkk'))).toBeNull();
    expect(reject(s, 0, atk('democrats'))).toMatch(/ATK-CTRL-1/);
    expect(reject(s, 0, atk(NET))).toMatch(/ATK-2/);
    expect(reject(s, 0, atk('boy-sprouts'))).toMatch(/not in play/);
  });

  it('ATK-CTRL-2: the attacking card needs a free outward arrow', () => {
    // The KKK's only outward arrow (bottom) carries the Boy Sprouts.
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top'], ['boy-sprouts', 'kkk', 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists'],
    });
    expectValidTable(s);
    expect(reject(s, 0, { type: 'attack', attacker: 'kkk', target: 'feminists', kind: 'control', aiders: [], privilege: null })).toMatch(/ATK-CTRL-2/);
    expect(checkAction(s, 0, { type: 'attack', attacker: GNO, target: 'feminists', kind: 'control', aiders: [], privilege: null })).toBeNull();
  });

  it('ATK-CTRL-3: the base is the attacker\u2019s Power minus the target\u2019s Resistance', () => {
    const s = scenario({ seats: [{ illuminati: GNO, money: 0, groups: [['democrats', GNO, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['fnord-motor-company'] });
    // Democrats (5; Liberal) v Fnord Motor Company (Resistance 4; Peaceful): 5 - 4 = 1.
    const d = declare(s, 0, 'democrats', 'fnord-motor-company', 'control');
    expect(needed(d.state)).toBe(1);
    expect(attackOdds(s, { seat: 0, attacker: 'democrats', target: 'fnord-motor-company', kind: 'control', aiders: [] }).breakdown).toEqual([
      { rule: 'ATK-6', label: 'Power of Democrats', value: 5, term: { kind: 'power', card: 'democrats' } },
      { rule: 'ATK-CTRL-3', label: 'Resistance of Fnord Motor Company', value: -4, term: { kind: 'targetResistance', card: 'fnord-motor-company' } },
    ]);
  });

  it('ATK-CTRL-4: on success the target hangs on a free arrow of the attacking group, its new master', () => {
    const s = scenario({ seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0 }], uncontrolled: ['feminists'] });
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [2, 2]);
    expect(ofType(r.events, 'groupCaptured')[0]).toMatchObject({ seat: 0, group: 'feminists', from: null, moneyKept: 0 });
    expect(r.state.uncontrolled).not.toContain('feminists');
    // Only arrows of the attacking card are offered; the C.I.A.'s inward side is not one.
    const arrows = legalActions(r.state, 0).filter((x) => x.type === 'placeCaptured').map((x) => (x as { arrow: string }).arrow);
    expect(arrows.length).toBeGreaterThan(0);
    expect(reject(r.state, 0, { type: 'placeCaptured', arrow: 'right', transfer: 0 })).toMatch(/no outward arrow on that side/);
    const p = place(r.state, arrows[0] as 'top');
    expect(p.state.players[0].groups.find((g) => g.id === 'feminists')).toEqual({ id: 'feminists', master: 'cia', arrow: arrows[0], money: 0 });
    expect(ofType(p.events, 'groupPlaced')[0]).toMatchObject({ group: 'feminists', master: 'cia', arrow: arrows[0] });
    expectValidTable(p.state);
  });

  it('ATK-CTRL-5: on failure the target stays where it was', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 0, groups: [['kkk', NET, 'top', 3], ['fnord-motor-company', NET, 'bottom']] },
      ],
      uncontrolled: ['feminists'],
    });
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'kkk', kind: 'control' }, [1, 2]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 3 });
    expect(r.state.players[1].groups).toEqual(s.players[1].groups);
    expect(r.state.players[0].groups).toEqual(s.players[0].groups);
    const r2 = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [6, 6]);
    expect(r2.state.uncontrolled).toEqual(['feminists']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('ATK-NEUT: attacks to neutralize', () => {
  const table = () =>
    scenario({
      seats: [
        { illuminati: BAV, money: 20, groups: [['cia', BAV, 'top'], ['democrats', BAV, 'bottom']] },
        {
          illuminati: NET,
          money: 5,
          groups: [['kkk', NET, 'top', 4], ['boy-sprouts', 'kkk', 'bottom', 1], ['fnord-motor-company', NET, 'bottom', 2]],
        },
      ],
      uncontrolled: ['feminists'],
    });

  it('ATK-NEUT-1: only a group controlled by another player can be neutralized', () => {
    const s = table();
    expectValidTable(s);
    const atk = (target: string) => ({ type: 'attack' as const, attacker: 'cia', target: target as GroupId, kind: 'neutralize' as const, aiders: [], privilege: null });
    expect(reject(s, 0, atk('feminists'))).toMatch(/ATK-NEUT-1/);
    expect(reject(s, 0, atk('democrats'))).toMatch(/ATK-NEUT-1/);
    expect(checkAction(s, 0, atk('kkk'))).toBeNull();
  });

  it('ATK-NEUT-2: neutralizing gets +6 over controlling', () => {
    const s = table();
    const q = { seat: 0, attacker: 'cia', target: 'fnord-motor-company' as GroupId, aiders: [] };
    const n = attackOdds(s, { ...q, kind: 'neutralize' });
    expect(n.breakdown).toContainEqual({ rule: 'ATK-NEUT-2', label: 'Attack to neutralize', value: 6, term: { kind: 'neutralize' } });
    // C.I.A. (Violent) v Fnord (Peaceful, Resistance 4) at depth 1: 6 - 4 - 4 - 10 = -12 to control, -6 to neutralize.
    expect(attackOdds(s, { ...q, kind: 'control' }).needed).toBe(-12);
    expect(n.needed).toBe(-6);
    expect(needed(declare(s, 0, 'cia', 'fnord-motor-company', 'neutralize').state)).toBe(-6);
  });

  it('ATK-NEUT-3: neutralizing needs no free arrow (EN); under the German rules it does (EDN-20)', () => {
    const spec = (edition: 'en' | 'de') =>
      scenario({
        edition,
        seats: [
          { illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top'], ['boy-sprouts', 'kkk', 'bottom']] },
          { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['fnord-motor-company', NET, 'bottom']] },
        ],
      });
    const atk = { type: 'attack' as const, attacker: 'kkk', target: 'democrats' as GroupId, kind: 'neutralize' as const, aiders: [], privilege: null };
    expect(checkAction(spec('en'), 0, atk)).toBeNull();
    expect(reject(spec('de'), 0, atk)).toMatch(/EDN-20/);
  });

  it('ATK-NEUT-4: success sends the target and all its puppets to the uncontrolled area; their money to the bank', () => {
    const s = table();
    // C.I.A. aided by the Bavarians v KKK (Resistance 5; Conservative, Violent) at depth 1:
    // 6 + 10 + 6 + 4 (both Violent) - 5 - 10 = 11.
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'kkk', kind: 'neutralize', aiders: [BAV] }, [3, 3]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 11 });
    expect(ofType(r.events, 'groupNeutralized')[0]).toMatchObject({ seat: 0, group: 'kkk', from: 1 });
    expect(ofType(r.events, 'groupsReleased')[0]).toMatchObject({ groups: ['kkk', 'boy-sprouts'], reason: 'neutralized' });
    expect(r.state.uncontrolled).toEqual(['feminists', 'kkk', 'boy-sprouts']);
    expect(groupsOf(r.state, 1)).toEqual(['fnord-motor-company']);
    expect(totalMoney(r.state.players[1])).toBe(totalMoney(s.players[1]) - 5);
    expect(r.state.pending).toBeNull();
  });

  it('ATK-NEUT-5: alignment, position, money and interference work as for control', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['pentagon', GNO, 'top']] },
        { illuminati: NET, money: 10, groups: chainTo(NET, 'loan-sharks', 2, 3, ['democrats']) },
        { illuminati: BAV, money: 10 },
      ],
    });
    expectValidTable(s);
    // Pentagon (6; Government, Violent, Straight) v Loan Sharks (Resistance 5; Criminal, Violent) at depth 2:
    // control 6 + 4 - 5 - 5 = 0; neutralize 0 + 6 = 6.
    const q = { seat: 0, attacker: 'pentagon', target: 'loan-sharks' as GroupId, aiders: [] };
    expect(attackOdds(s, { ...q, kind: 'control' }).needed).toBe(0);
    const d = declare(s, 0, 'pentagon', 'loan-sharks', 'neutralize');
    expect(needed(d.state)).toBe(6);
    const a = passOnce(d.state).state; // to the defender
    const b = spendBy(a, 1, 'loan-sharks', 1).state; // -2
    const c = passOnce(b).state; // to the third player
    const e = spendBy(c, 2, BAV, 3, 'against').state; // -3
    expect(needed(e)).toBe(6 - 2 - 3);
    expect(e.pending).toMatchObject({ spends: [{ seat: 1, card: 'loan-sharks', amount: 1, delta: -2 }, { seat: 2, card: BAV, amount: 3, delta: -3 }] });
  });
});

// ---------------------------------------------------------------------------------------------
describe('ATK-DEST: attacks to destroy', () => {
  it('ATK-DEST-1: Power against the target\u2019s regular Power (not its transferable Power), plus its position bonus', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['multinational-oil-companies', GNO, 'top']] },
        { illuminati: NET, money: 0, groups: chainTo(NET, 'cia', 2, 0, ['democrats']) },
      ],
    });
    expectValidTable(s);
    // Oil 6 v C.I.A. (Power 6/4) at depth 2 (+5): 6 - (6 + 5) = -5.
    const o = attackOdds(s, { seat: 0, attacker: 'multinational-oil-companies', target: 'cia', kind: 'destroy', aiders: [] });
    expect(o.breakdown).toEqual([
      { rule: 'ATK-6', label: 'Power of Multinational Oil Companies', value: 6, term: { kind: 'power', card: 'multinational-oil-companies' } },
      { rule: 'ATK-DEST-1', label: 'Power of C.I.A.', value: -6, term: { kind: 'targetPower', card: 'cia' } },
      { rule: 'MOD-POS-1', label: 'Depth 2 in a rival structure', value: -5, term: { kind: 'depth', n: 2 } },
    ]);
    expect(needed(declare(s, 0, 'multinational-oil-companies', 'cia', 'destroy').state)).toBe(-5);
  });

  it('ATK-DEST-2: alignment counts the other way round: +4 per opposite pair, -4 per identical one', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['south-american-nazis', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['fnord-motor-company', 'professional-sports'],
    });
    const q = (target: string, kind: 'control' | 'destroy') => attackOdds(s, { seat: 0, attacker: 'south-american-nazis', target: target as GroupId, kind, aiders: [] }).needed;
    // South American Nazis (4; Conservative, Violent) v Fnord (Power 2, Resistance 4; Peaceful): opposite pair.
    expect(q('fnord-motor-company', 'destroy')).toBe(4 - 2 + 4);
    expect(q('fnord-motor-company', 'control')).toBe(4 - 4 - 4);
    // v Professional Sports (Power 2, Resistance 4; Violent, Fanatic): identical Violent.
    expect(q('professional-sports', 'destroy')).toBe(4 - 2 - 4);
    expect(q('professional-sports', 'control')).toBe(4 - 4 + 4);
    expect(needed(declare(s, 0, 'south-american-nazis', 'fnord-motor-company', 'destroy').state)).toBe(6);
  });

  it('ATK-DEST-3: destroying needs no free arrow', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top'], ['boy-sprouts', 'kkk', 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['fnord-motor-company'],
    });
    // KKK (2; Conservative, Violent) v Fnord (Power 2; Peaceful): 2 - 2 + 4 = 4, although its only arrow is taken.
    const r = attackAndRoll(s, 0, { attacker: 'kkk', target: 'fnord-motor-company', kind: 'destroy' }, [1, 3]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 4 });
    expect(r.state.dead).toEqual(['fnord-motor-company']);
  });

  it('ATK-DEST-4: a group without Power cannot be attacked to destroy', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0, groups: [['the-men-in-black', NET, 'top']] }],
      uncontrolled: ['boy-sprouts', 'cycle-gangs'],
    });
    for (const target of ['boy-sprouts', 'cycle-gangs', 'the-men-in-black'] as GroupId[])
      expect(reject(s, 0, { type: 'attack', attacker: 'cia', target, kind: 'destroy', aiders: [], privilege: null })).toMatch(/ATK-DEST-4/);
    expect(checkAction(s, 0, { type: 'attack', attacker: 'cia', target: 'boy-sprouts', kind: 'control', aiders: [], privilege: null })).toBeNull();
  });

  it('ATK-DEST-5: the target goes to the dead pile; its puppets become uncontrolled', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: [['cia', BAV, 'top']] },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top', 6], ['feminists', 'democrats', 'bottom', 2], ['kkk', NET, 'bottom']] },
      ],
    });
    expectValidTable(s);
    // Bavarians 10 + C.I.A. 4 v Democrats (Power 5) at depth 1: 14 - 15 = -1; 11 MB make it 10.
    const d = declare(s, 0, BAV, 'democrats', 'destroy', { aiders: ['cia'] });
    expect(needed(d.state)).toBe(-1);
    const r = passAll({ ...spendBy(d.state, 0, BAV, 11).state, scriptedDice: [4, 5] });
    expect(ofType(r.events, 'groupDestroyed')[0]).toMatchObject({ seat: 0, group: 'democrats', from: 1 });
    expect(ofType(r.events, 'groupsReleased')[0]).toMatchObject({ groups: ['feminists'], reason: 'masterDestroyed' });
    expect(r.state.dead).toEqual(['democrats']);
    expect(r.state.uncontrolled).toEqual(['feminists']);
    expect(groupsOf(r.state, 1)).toEqual(['kkk']);
    expect(totalMoney(r.state.players[1])).toBe(0);
  });

  it('ATK-DEST-6: you may destroy your own group, without its position bonus; no group attacks itself or aids its own destruction', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['multinational-oil-companies', GNO, 'top'], ['nuclear-power-companies', GNO, 'bottom', 5], ['cia', GNO, 'left']] },
        { illuminati: NET, money: 0 },
      ],
    });
    expectValidTable(s);
    // Oil 6 v own Nuclear Power Companies (Power 4) at depth 1: 6 - 4 = 2, no +10.
    const d = declare(s, 0, 'multinational-oil-companies', 'nuclear-power-companies', 'destroy');
    expect(d.state.pending).toMatchObject({ base: 2, defender: null });
    const r = passAll({ ...d.state, scriptedDice: [1, 1] });
    expect(r.state.dead).toEqual(['nuclear-power-companies']);
    expect(groupsOf(r.state, 0)).toEqual(['cia', 'multinational-oil-companies']);
    const atk = (attacker: string, target: string, aiders: string[] = []) => ({ type: 'attack' as const, attacker, target: target as GroupId, kind: 'destroy' as const, aiders, privilege: null });
    expect(reject(s, 0, atk('cia', 'cia'))).toMatch(/ATK-DEST-6/);
    expect(reject(s, 0, atk('multinational-oil-companies', 'cia', ['cia']))).toMatch(/ATK-DEST-6/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('AID: transferable Power', () => {
  const table = () =>
    scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top'], ['cia', BAV, 'bottom'], ['democrats', BAV, 'left']] },
        { illuminati: NET, money: 0, groups: [['big-media', NET, 'top']] },
      ],
      uncontrolled: ['empty-vee', 'fnord-motor-company'],
    });

  it('AID-1: any card of the attacker\u2019s own structure with transferable Power, not yet used this turn, may aid', () => {
    const s = table();
    expectValidTable(s);
    // KKK 2 + Bavarians 10 + C.I.A. 4 v Empty Vee (Resistance 3, no alignment) = 13.
    expect(needed(declare(s, 0, 'kkk', 'empty-vee', 'control', { aiders: [BAV, 'cia'] }).state)).toBe(13);
    const atk = (aiders: string[]) => ({ type: 'attack' as const, attacker: 'kkk', target: 'empty-vee' as GroupId, kind: 'control' as const, aiders, privilege: null });
    expect(reject(s, 0, atk(['big-media']))).toMatch(/AID-1/);
    expect(reject(s, 0, atk(['democrats']))).toMatch(/AID-1/);
    const used = attackAndRoll(s, 0, { attacker: 'democrats', target: 'fnord-motor-company', kind: 'control', aiders: ['cia'] }, [6, 6]).state;
    expect(reject(used, 0, atk(['cia']))).toMatch(/ATK-3/);
  });

  it('AID-2: any number of cards may aid one attack, each using up its participation', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['kkk', 'cia', 'big-media', 'madison-avenue']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['pentagon'],
    });
    expectValidTable(s);
    // KKK 2 + Gnomes 7 + C.I.A. 4 + Big Media 3 + Madison Avenue 3 + 4 (both Violent) - Pentagon's Resistance 6 = 17.
    const r = attackAndRoll(s, 0, { attacker: 'kkk', target: 'pentagon', kind: 'control', aiders: [GNO, 'cia', 'big-media', 'madison-avenue'] }, [6, 6]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ needed: 17, success: false });
    expect(r.state.turn.participated).toEqual({ kkk: 1, [GNO]: 1, cia: 1, 'big-media': 1, 'madison-avenue': 1 });
    expect(r.state.turn.actionsLeft).toBe(1);
  });

  it('AID-3: aid is fixed when the attack is announced and cannot be added once it is under way', () => {
    const s = table();
    const d = declare(s, 0, 'kkk', 'empty-vee', 'control');
    expect(reject(d.state, 0, { type: 'attack', attacker: 'kkk', target: 'empty-vee', kind: 'control', aiders: ['cia'], privilege: null })).toMatch(/pending/);
    expect(legalActions(d.state, 0).some((x) => x.type === 'attack')).toBe(false);
    const e = passAll({ ...d.state, scriptedDice: [6, 6] });
    expect(ofType(e.events, 'attackResolved')[0]).toMatchObject({ needed: 2 - 3 });
    expect(e.state.turn.participated).toEqual({ kkk: 1 });
  });

  it('AID-4: an aider\u2019s alignment does not matter', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: autoLayout(GNO, ['kkk', 'big-media', 'madison-avenue']) }, { illuminati: NET, money: 0 }],
      uncontrolled: ['yuppies'],
    });
    // Big Media (Liberal, Straight; 3 TP) opposes the Yuppies (Conservative); Madison Avenue (3 TP) has no alignment.
    // Both give KKK 2 + 3 + 4 (Conservative) - 4 = 5.
    const withBig = declare(s, 0, 'kkk', 'yuppies', 'control', { aiders: ['big-media'] }).state;
    const withMad = declare(s, 0, 'kkk', 'yuppies', 'control', { aiders: ['madison-avenue'] }).state;
    expect(needed(withBig)).toBe(5);
    expect(needed(withMad)).toBe(5);
  });

  it('AID-5: aiding is not an action: the aided attack uses exactly one', () => {
    const s = table();
    const r = attackAndRoll(s, 0, { attacker: 'kkk', target: 'empty-vee', kind: 'control', aiders: [BAV, 'cia'] }, [6, 6]);
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.state.turn.participated).toEqual({ kkk: 1, [BAV]: 1, cia: 1 });
  });

  it('AID-6: no aiding its own destruction, no Straight/Government aid against the Discordians, no second aid; no free arrow needed', () => {
    // Yuppies (1/1) whose only arrow carries the Boy Sprouts may still aid.
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['yuppies', GNO, 'top'], ['boy-sprouts', 'yuppies', 'bottom'], ['cia', GNO, 'bottom'], ['fbi', GNO, 'left'], ['democrats', GNO, 'right']] },
        { illuminati: 'discordian-society', money: 0, groups: [['punk-rockers', 'discordian-society', 'top']] },
      ],
      uncontrolled: ['feminists', 'girlie-magazines'],
    });
    expectValidTable(s);
    expect(needed(declare(s, 0, 'cia', 'feminists', 'control', { aiders: ['yuppies'] }).state)).toBe(6 + 1 - 2);
    const atk = (attacker: string, target: string, kind: 'control' | 'destroy', aiders: string[]) => ({ type: 'attack' as const, attacker, target: target as GroupId, kind, aiders, privilege: null });
    expect(reject(s, 0, atk('cia', 'fbi', 'destroy', ['fbi']))).toMatch(/ATK-DEST-6/);
    expect(reject(s, 0, atk('democrats', 'punk-rockers', 'control', ['fbi']))).toMatch(/ILLUM-DIS-2/);
    const once = attackAndRoll(s, 0, { attacker: 'democrats', target: 'girlie-magazines', kind: 'control', aiders: ['yuppies'] }, [6, 6]).state;
    expect(reject(once, 0, atk('cia', 'feminists', 'control', ['yuppies']))).toMatch(/ATK-3/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('ATK-MONEY: money during an attack', () => {
  const table = () =>
    scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['kkk', GNO, 'top', 3], ['cia', GNO, 'bottom', 7]] },
        { illuminati: NET, money: 5, groups: [['democrats', NET, 'top', 4], ['fnord-motor-company', NET, 'bottom', 3]] },
      ],
      uncontrolled: ['empty-vee'],
    });

  it('ATK-MONEY-1: the attacker pays from the attacking group and his Illuminati only, +1 per MB', () => {
    const s = table();
    expectValidTable(s);
    const d = declare(s, 0, 'kkk', 'empty-vee', 'control', { aiders: ['cia'] });
    expect(needed(d.state)).toBe(2 + 4 - 3);
    const a = spendBy(d.state, 0, 'kkk', 2);
    expect(ofType(a.events, 'moneySpent')[0]).toMatchObject({ seat: 0, card: 'kkk', amount: 2, delta: 2, needed: 5 });
    const b = spendBy(a.state, 0, GNO, 3).state;
    expect(needed(b)).toBe(8);
    expect(b.players[0].money).toBe(7);
    expect(b.players[0].groups.find((g) => g.id === 'kkk')!.money).toBe(1);
    expect(reject(b, 0, { type: 'spend', card: 'cia', amount: 1 })).toMatch(/cannot spend from that treasury/);
    expect(reject(b, 0, { type: 'spend', card: 'kkk', amount: 2 })).toMatch(/Only 1 MB/);
  });

  it('ATK-MONEY-2: the defender pays from the target (-2 per MB) or his Illuminati (-1 per MB), nowhere else', () => {
    const s = table();
    const d = passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state;
    // C.I.A. 6 v Democrats (Resistance 4) at depth 1: 6 - 14 = -8.
    expect(needed(d)).toBe(-8);
    expect(decider(d)).toEqual([1]);
    const a = spendBy(d, 1, 'democrats', 1);
    expect(ofType(a.events, 'moneySpent')[0]).toMatchObject({ seat: 1, card: 'democrats', amount: 1, delta: -2, needed: -10 });
    const b = spendBy(a.state, 1, NET, 2).state;
    expect(needed(b)).toBe(-12);
    expect(reject(b, 1, { type: 'spend', card: 'fnord-motor-company', amount: 1 })).toMatch(/cannot spend from that treasury/);
  });

  it('ATK-MONEY-3: spent money goes to the bank and is never refunded, whatever the result', () => {
    const s = table();
    const before = tableMoney(s);
    const a = spendBy(declare(s, 0, 'cia', 'democrats', 'control').state, 0, 'cia', 5).state;
    const b = spendBy(passOnce(a).state, 1, 'democrats', 2).state;
    const r = passAll({ ...b, scriptedDice: [6, 6] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: false, needed: -8 + 5 - 4 });
    expect(tableMoney(r.state)).toBe(before - 7);
    expect(r.state.players[0].groups.find((g) => g.id === 'cia')!.money).toBe(2);
    expect(r.state.players[1].groups.find((g) => g.id === 'democrats')!.money).toBe(2);
  });

  it('ATK-MONEY-4: both sides may keep raising; the dice roll once nobody wants to spend more', () => {
    const s = table();
    let st = declare(s, 0, 'cia', 'democrats', 'control').state;
    st = spendBy(st, 0, GNO, 10).state; // -8 + 10 = 2
    st = passOnce(st).state;
    st = spendBy(st, 1, 'democrats', 1).state; // 0
    st = passOnce(st).state;
    expect(decider(st)).toEqual([0]); // the floor comes back to the attacker
    st = spendBy(st, 0, 'cia', 7).state; // 7
    st = passOnce(st).state;
    st = spendBy(st, 1, NET, 5).state; // 2
    st = passOnce(st).state;
    expect(st.pending?.kind).toBe('attack');
    expect(needed(st)).toBe(2);
    const r = passAll({ ...st, scriptedDice: [1, 1] });
    expect(ofType(r.events, 'diceRolled')).toHaveLength(1);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 2, roll: 2 });
  });

  it('ATK-MONEY-5: spending past T = 10 is legal and absorbs the other side\u2019s money', () => {
    const s = table();
    // -8 + 10 + 7 = 9 already; more is still legal.
    let st = spendBy(declare(s, 0, 'cia', 'democrats', 'control').state, 0, GNO, 10).state;
    st = spendBy(st, 0, 'cia', 7).state;
    expect(needed(st)).toBe(9);
    const s2 = scenario({
      seats: [
        { illuminati: BAV, money: 20 },
        { illuminati: NET, money: 0, groups: chainTo(NET, 'empty-vee', 4, 2) },
      ],
    });
    // Bavarians 10 v Empty Vee (3) at depth 4: 7; 7 MB make 14; the defender's 2 MB on the target (-4) leave 10.
    let t = spendBy(declare(s2, 0, BAV, 'empty-vee', 'control').state, 0, BAV, 7).state;
    expect(needed(t)).toBe(14);
    t = spendBy(passOnce(t).state, 1, 'empty-vee', 2).state;
    expect(needed(t)).toBe(10);
    const r = passAll({ ...t, scriptedDice: [5, 5] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 10, needed: 10 });
  });
});

// ---------------------------------------------------------------------------------------------
describe('INTERF: interference', () => {
  const three = () =>
    scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['kkk', NET, 'bottom']] },
        { illuminati: BAV, money: 10, groups: [['fbi', BAV, 'top', 4]] },
      ],
      uncontrolled: ['feminists'],
    });

  it('INTERF-1: any player other than the attacker may interfere, for or against', () => {
    const s = three();
    let st = passOnce(passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state).state;
    expect(decider(st)).toEqual([2]);
    expect(needed(st)).toBe(-8);
    st = spendBy(st, 2, BAV, 5, 'for').state;
    expect(needed(st)).toBe(-3);
    st = spendBy(st, 2, BAV, 2, 'against').state;
    expect(needed(st)).toBe(-5);
    expect(st.pending).toMatchObject({ spends: [{ seat: 2, card: BAV, amount: 5, delta: 5 }, { seat: 2, card: BAV, amount: 2, delta: -2 }] });
    expect(st.players[2].money).toBe(3);
  });

  it('INTERF-2: interferers pay from their Illuminati only, 1 point per MB, naming the side they help', () => {
    const s = three();
    const st = passOnce(passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state).state;
    expect(reject(st, 2, { type: 'spend', card: 'fbi', amount: 1, side: 'for' })).toMatch(/cannot spend from that treasury/);
    expect(reject(st, 2, { type: 'spend', card: BAV, amount: 1 })).toMatch(/cannot spend from that treasury/);
    expect(reject(st, 2, { type: 'spend', card: BAV, amount: 11, side: 'for' })).toMatch(/Only 10 MB/);
  });

  it('INTERF-3: interference is open in attacks on uncontrolled groups and on your own group, not in privileged ones', () => {
    const s = three();
    // Uncontrolled Feminists: no defender, so the floor goes from the attacker straight to the Bavarian player.
    let st = passOnce(declare(s, 0, 'cia', 'feminists', 'control').state).state;
    expect(decider(st)).toEqual([2]);
    st = spendBy(st, 2, BAV, 3, 'against').state;
    expect(needed(st)).toBe(6 - 2 - 3);
    // Own group: the Network destroys its own KKK with the Democrats (5 - 2 = 3); the Bavarians interfere.
    const own = scenario({
      seats: [
        { illuminati: GNO, money: 0 },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['fnord-motor-company', NET, 'bottom']] },
        { illuminati: BAV, money: 10 },
      ],
      active: 1,
    });
    // Democrats (5; Liberal) v own Fnord (Power 2; Peaceful): 3.
    let o = passOnce(declare(own, 1, 'democrats', 'fnord-motor-company', 'destroy').state).state;
    expect(decider(o)).toEqual([2]);
    o = spendBy(o, 2, BAV, 1, 'for').state;
    expect(needed(o)).toBe(4);
    // Privileged: the Bavarian player may not spend at all.
    const p = scenario({
      seats: [
        { illuminati: GNO, money: 0, hand: ['slush-fund'], groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 0 },
        { illuminati: BAV, money: 10 },
      ],
      uncontrolled: ['feminists'],
    });
    const pr = declare(p, 0, 'cia', 'feminists', 'control', { privilege: { kind: 'special', card: 'slush-fund' } }).state;
    expect(reject(pr, 2, { type: 'spend', card: BAV, amount: 1, side: 'against' })).toMatch(/not your turn|cannot spend/);
    const rolled = passOnce({ ...pr, scriptedDice: [6, 6] });
    expect(ofType(rolled.events, 'diceRolled')).toHaveLength(1); // nobody else gets the floor
  });
});

// ---------------------------------------------------------------------------------------------
describe('PRIV: privileged attacks', () => {
  it('PRIV-1: discarding any one special card makes the attack privileged: nobody may interfere', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, hand: ['slush-fund'], groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 10 },
        { illuminati: BAV, money: 10 },
      ],
      uncontrolled: ['feminists'],
    });
    const d = declare(s, 0, 'cia', 'feminists', 'control', { privilege: { kind: 'special', card: 'slush-fund' } });
    // The attack is announced, then the card goes to the discard pile; nobody else holds a special,
    // so no Secrets Man can answer it and no cancel window opens.
    expect(d.events.map((e) => e.type)).toEqual(['attackDeclared', 'specialDiscarded']);
    expect(d.events[1]).toEqual({ type: 'specialDiscarded', to: 'all', seat: 0, card: 'slush-fund', reason: 'privilege' });
    expect(d.state.players[0].hand).toEqual([]);
    expect(d.state.discard).toEqual(['slush-fund']);
    expect(d.state.pending).toMatchObject({ privilege: { kind: 'special', card: 'slush-fund' }, privilegeAbolished: false, base: 4 });
    // The floor skips both rivals: after the attacker passes, the dice roll.
    const r = passOnce({ ...d.state, scriptedDice: [2, 2] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 4 });
    expect(r.state.players[1].money).toBe(10);
    expect(r.state.players[2].money).toBe(10);
    expect(reject(s, 0, { type: 'attack', attacker: 'cia', target: 'feminists', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'deep-agent' } })).toMatch(/PRIV-1/);
  });

  it('PRIV-2: the Bavarians buy privilege for 5 MB from their Illuminati; it does not change T', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 10 }], uncontrolled: ['cfl-aio'] });
    const plain = declare(s, 0, BAV, 'cfl-aio', 'control').state;
    const priv = declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(needed(priv)).toBe(needed(plain));
    expect(needed(priv)).toBe(5);
    expect(priv.players[0].money).toBe(15);
    expect(priv.pending).toMatchObject({ privilege: { kind: 'bavarian' }, committed: true, money: 0 });
    expect(priv.turn.bavarianUsed).toBe(true);
    const poor = scenario({ seats: [{ illuminati: BAV, money: 4 }, { illuminati: NET, money: 10 }], uncontrolled: ['cfl-aio'] });
    expect(reject(poor, 0, { type: 'attack', attacker: BAV, target: 'cfl-aio', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } })).toMatch(/PRIV-2/);
    const notBav = scenario({ seats: [{ illuminati: GNO, money: 20 }, { illuminati: NET, money: 10 }], uncontrolled: ['cfl-aio'] });
    expect(reject(notBav, 0, { type: 'attack', attacker: GNO, target: 'cfl-aio', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } })).toMatch(/PRIV-2/);
  });

  it('PRIV-3: privilege is claimed with the announcement and cannot be added later', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 10 }], uncontrolled: ['cfl-aio'] });
    const d = declare(s, 0, BAV, 'cfl-aio', 'control').state;
    expect(d.pending).toMatchObject({ privilege: null });
    const kinds = new Set(legalActions(d, 0).map((x) => x.type));
    expect([...kinds].sort()).toEqual(['callOff', 'gift', 'pass', 'spend']);
    expect(reject(d, 0, { type: 'attack', attacker: BAV, target: 'cfl-aio', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } })).toMatch(/pending/);
  });

  it('PRIV-4: another player abolishes the privilege by discarding two special cards together (EN); not under DE (EDN-12)', () => {
    const spec = (edition: 'en' | 'de') =>
      scenario({
        edition,
        seats: [
          { illuminati: BAV, money: 20 },
          { illuminati: NET, money: 10, hand: ['slush-fund', 'swiss-bank-account'] },
          { illuminati: GNO, money: 10, hand: ['media-campaign'] },
        ],
        uncontrolled: ['cfl-aio'],
      });
    const s = spec('en');
    const d = passOnce(declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state).state;
    // Every holder of a special is asked in a privileged attack (the count is public): the Network first.
    expect(decider(d)).toEqual([1]);
    expect(legalActions(d, 1)).toContainEqual({ type: 'abolishPrivilege', cards: ['slush-fund', 'swiss-bank-account'] });
    // The Gnomes hold a single special: they are offered no abolition and cannot make one.
    expect(legalActions(d, 2).some((x) => x.type === 'abolishPrivilege')).toBe(false);
    expect(reject(d, 2, { type: 'abolishPrivilege', discard: ['media-campaign', 'slush-fund'] })).toMatch(/do not hold/);
    expect(reject(d, 0, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/your own privilege/);
    const c = act(d, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] });
    // The Gnomes hold a special, so the two cards wait in a cancel window (Secrets Man) before they act.
    expect(c.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [2], subject: { kind: 'abolish', seat: 1, cards: ['slush-fund', 'swiss-bank-account'] } });
    const a = act(c.state, 2, { type: 'pass' });
    expect(ofType(a.events, 'privilegeAbolished')).toEqual([{ type: 'privilegeAbolished', to: 'all', seat: 1, cards: ['slush-fund', 'swiss-bank-account'] }]);
    expect(a.state.pending).toMatchObject({ kind: 'attack', privilegeAbolished: true });
    expect(a.state.players[1].hand).toEqual([]);
    expect(a.state.discard).toEqual(['slush-fund', 'swiss-bank-account']);
    const de = declare(spec('de'), 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(reject(de, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/EDN-12/);
  });

  it('PRIV-5: once abolished, the privilege cannot be restored to that attack; interferers join in', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 10, hand: ['slush-fund', 'swiss-bank-account', 'media-campaign', 'white-collar-crime'] }],
      uncontrolled: ['cfl-aio'],
    });
    const d = passOnce(declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state).state;
    const a = act(d, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] }).state;
    expect(reject(a, 1, { type: 'abolishPrivilege', discard: ['media-campaign', 'white-collar-crime'] })).toMatch(/no privilege/);
    expect(a.pending).toMatchObject({ privilege: { kind: 'bavarian' }, privilegeAbolished: true });
    // The Network player now spends against the attack.
    let st = passOnce(a).state;
    expect(decider(st)).toEqual([1]);
    st = spendBy(st, 1, NET, 4, 'against').state;
    expect(needed(st)).toBe(1);
  });

  it('PRIV-6: nothing changes hands while a privileged attack is in progress', () => {
    const table = (hand: 'slush-fund'[]) =>
      scenario({
        seats: [{ illuminati: BAV, money: 20, groups: [['cia', BAV, 'top']] }, { illuminati: NET, money: 10, hand }],
        uncontrolled: ['cfl-aio'],
      });
    const withCard = declare(table(['slush-fund']), 0, 'cia', 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(reject(withCard, 1, { type: 'gift', to: 0, money: 0, specials: ['slush-fund'] })).toMatch(/PRIV-6/);
    const d = declare(table([]), 0, 'cia', 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(reject(d, 1, { type: 'gift', to: 0, money: 3, specials: [] })).toMatch(/PRIV-6/);
    expect(reject(d, 0, { type: 'gift', to: 1, money: 1, specials: [] })).toMatch(/PRIV-6/);
    const after = passAll({ ...d, scriptedDice: [6, 6] }).state;
    expect(after.pending).toBeNull();
    expect(act(after, 1, { type: 'gift', to: 0, money: 3, specials: [] }).state.players[0].money).toBe(18);
  });

  it('PRIV-7: privilege does not stop the defender from spending his own money', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 6, groups: chainTo(NET, 'cfl-aio', 4, 3, ['pentagon', 'new-york', 'republicans']) }],
    });
    expectValidTable(s);
    // Bavarians 10 v CFL-AIO (Resistance 5) at depth 4: 5.
    let st = passOnce(declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state).state;
    expect(decider(st)).toEqual([1]);
    st = spendBy(st, 1, 'cfl-aio', 2).state;
    st = spendBy(st, 1, NET, 1).state;
    expect(needed(st)).toBe(5 - 4 - 1);
  });
});

// ---------------------------------------------------------------------------------------------
describe('CALLOFF: calling an attack off', () => {
  const table = () =>
    scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['cia', GNO, 'top', 3], ['kkk', GNO, 'bottom']] },
        { illuminati: NET, money: 10, groups: [['democrats', NET, 'top', 2], ['fnord-motor-company', NET, 'bottom']] },
      ],
      uncontrolled: ['feminists'],
    });

  it('CALLOFF-1: before any money is spent the attacker may withdraw; no action is used', () => {
    const s = table();
    const d = declare(s, 0, 'kkk', 'feminists', 'control', { aiders: ['cia'] }).state;
    const c = act(d, 0, { type: 'callOff' });
    expect(c.events).toEqual([{ type: 'attackCalledOff', to: 'all', seat: 0 }]);
    expect(c.state.pending).toBeNull();
    expect(c.state.turn.actionsLeft).toBe(2);
    expect(c.state.turn.participated).toEqual({});
    expect(c.state.players).toEqual(s.players);
  });

  it('CALLOFF-2: the attack is committed by the attacker\u2019s spending, by anyone else\u2019s, or by the roll', () => {
    const s = table();
    const a = spendBy(declare(s, 0, 'cia', 'democrats', 'control').state, 0, 'cia', 1).state;
    expect(a.pending).toMatchObject({ committed: true });
    expect(reject(a, 0, { type: 'callOff' })).toMatch(/CALLOFF-2/);
    const b = spendBy(passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state, 1, 'democrats', 1).state;
    expect(reject(b, 0, { type: 'callOff' })).toMatch(/CALLOFF-2/);
    const unspent = declare(s, 0, 'cia', 'democrats', 'control').state;
    expect(unspent.pending).toMatchObject({ committed: false });
    const rolled = passAll({ ...unspent, scriptedDice: [6, 6] });
    expect(rolled.state.turn.actionsLeft).toBe(1);
    expect(reject(rolled.state, 0, { type: 'callOff' })).toMatch(/no attack to call off/);
  });

  it('CALLOFF-3: paying for privilege (either way) commits the attack (AMB-12)', () => {
    const s = table();
    const withCard = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, hand: ['slush-fund' as const] } : p)) };
    const d = declare(withCard, 0, 'cia', 'feminists', 'control', { privilege: { kind: 'special', card: 'slush-fund' } }).state;
    expect(d.pending).toMatchObject({ committed: true, money: 0 });
    expect(reject(d, 0, { type: 'callOff' })).toMatch(/CALLOFF-2/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('ATK-RES: results of attacks', () => {
  it('ATK-RES-1: a captured group brings all its puppets, in the same places relative to their masters', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, turnsCompleted: 2 },
        {
          illuminati: NET,
          money: 0,
          groups: [['democrats', NET, 'top'], ['feminists', 'democrats', 'bottom'], ['boy-sprouts', 'feminists', 'bottom'], ['kkk', NET, 'bottom']],
        },
      ],
    });
    expectValidTable(s);
    // Bavarians 10 v Democrats (4) at depth 1: -4; 14 MB make 10.
    const st = spendBy(declare(s, 0, BAV, 'democrats', 'control').state, 0, BAV, 14).state;
    const r = passAll({ ...st, scriptedDice: [3, 3] });
    expect(r.state.pending).toMatchObject({ kind: 'capture', lifted: [{ id: 'democrats' }, { id: 'feminists', master: 'democrats', arrow: 'bottom' }, { id: 'boy-sprouts', master: 'feminists', arrow: 'bottom' }] });
    const p = place(r.state, 'top').state;
    expect(p.players[0].groups).toEqual([
      { id: 'democrats', master: BAV, arrow: 'top', money: 0 },
      { id: 'feminists', master: 'democrats', arrow: 'bottom', money: 0 },
      { id: 'boy-sprouts', master: 'feminists', arrow: 'bottom', money: 0 },
    ]);
    expect(groupsOf(p, 1)).toEqual(['kkk']);
    expectValidTable(p);
  });

  it('ATK-RES-2: new cards that would overlap are re-seated under the same master, or dropped with their subtree (AMB-4)', () => {
    // Re-seated: the KKK under the captured Democrats would overlap the Pentagon; it moves to the Democrats' other arrow.
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: [['cia', BAV, 'top'], ['pentagon', 'cia', 'top']] },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['kkk', 'democrats', 'bottom'], ['fnord-motor-company', NET, 'bottom']] },
      ],
    });
    expectValidTable(s);
    const st = spendBy(declare(s, 0, BAV, 'democrats', 'control').state, 0, BAV, 14).state;
    const p = place(passAll({ ...st, scriptedDice: [3, 3] }).state, 'right').state;
    expect(p.players[0].groups.filter((g) => g.id === 'democrats' || g.id === 'kkk')).toEqual([
      { id: 'democrats', master: BAV, arrow: 'right', money: 0 },
      { id: 'kkk', master: 'democrats', arrow: 'left', money: 0 },
    ]);
    expectValidTable(p);
    // Dropped: the Boy Sprouts under the captured KKK have nowhere to go (the KKK has one arrow).
    const s2 = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: [['cia', BAV, 'top'], ['pentagon', 'cia', 'top'], ['new-york', BAV, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['kkk', NET, 'top', 4], ['boy-sprouts', 'kkk', 'bottom', 3], ['fnord-motor-company', NET, 'bottom']] },
      ],
    });
    expectValidTable(s2);
    // Bavarians 10 v KKK (5) at depth 1: -5; 15 MB make 10.
    const st2 = spendBy(declare(s2, 0, BAV, 'kkk', 'control').state, 0, BAV, 15).state;
    const q = place(passAll({ ...st2, scriptedDice: [3, 3] }).state, 'right');
    expect(ofType(q.events, 'groupsReleased')[0]).toMatchObject({ seat: 0, groups: ['boy-sprouts'], reason: 'noRoom' });
    expect(q.state.players[0].groups.find((g) => g.id === 'kkk')).toEqual({ id: 'kkk', master: BAV, arrow: 'right', money: 2 });
    expect(q.state.players[0].groups.some((g) => g.id === 'boy-sprouts')).toBe(false);
    expect(q.state.uncontrolled).toEqual(['boy-sprouts']);
    expectValidTable(q.state);
  });

  it('ATK-RES-3: each captured card keeps half its remaining money, rounded down; the rest goes to the bank (AMB-6)', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 40, turnsCompleted: 2 },
        {
          illuminati: NET,
          money: 0,
          groups: [['democrats', NET, 'top', 9], ['feminists', 'democrats', 'bottom', 5], ['boy-sprouts', 'feminists', 'bottom', 1], ['kkk', NET, 'bottom']],
        },
      ],
    });
    let st = spendBy(declare(s, 0, BAV, 'democrats', 'control').state, 0, BAV, 20).state; // -4 + 20 = 16
    st = spendBy(passOnce(st).state, 1, 'democrats', 2).state; // 12; 7 MB left on the Democrats
    const r = passAll({ ...st, scriptedDice: [5, 5] });
    expect(ofType(r.events, 'groupCaptured')[0]).toMatchObject({ group: 'democrats', from: 1, moneyKept: 3 + 2 + 0 });
    const p = place(r.state, 'top').state;
    expect(p.players[0].groups.map((g) => [g.id, g.money])).toEqual([
      ['democrats', 3],
      ['feminists', 2],
      ['boy-sprouts', 0],
    ]);
    expect(tableMoney(p)).toBe(tableMoney(s) - 20 - 2 - (7 + 5 + 1) + 5);
  });

  it('ATK-RES-4: the attacking group may at once move money onto its new puppet; no action, no free transfer', () => {
    const s = scenario({ seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top', 6]] }, { illuminati: NET, money: 0 }], uncontrolled: ['feminists'] });
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [1, 1]).state;
    const arrow = firstArrow(r);
    expect(reject(r, 0, { type: 'placeCaptured', arrow, transfer: 7 })).toMatch(/does not hold that much/);
    const p = act(r, 0, { type: 'placeCaptured', arrow, transfer: 4 });
    expect(p.state.players[0].groups.map((g) => [g.id, g.money])).toEqual([
      ['cia', 2],
      ['feminists', 4],
    ]);
    expect(ofType(p.events, 'moneyTransferred')[0]).toMatchObject({ fromCard: 'cia', toCard: 'feminists', amount: 4 });
    expect(p.state.turn.actionsLeft).toBe(1);
    expect(p.state.turn.freeTransfersLeft).toBe(2);
  });

  it('ATK-RES-5: neutralizing frees the target and its puppets, and all their money goes to the bank', () => {
    const s = scenario({
      seats: [
        { illuminati: 'society-of-assassins', money: 0, groups: [['cia', 'society-of-assassins', 'top']] },
        { illuminati: NET, money: 3, groups: [['democrats', NET, 'top', 8], ['feminists', 'democrats', 'bottom', 3], ['kkk', NET, 'bottom', 1]] },
      ],
    });
    // C.I.A. 6 + 6 + 4 (Assassins) v Democrats (4) at depth 1: 16 - 14 = 2.
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'democrats', kind: 'neutralize' }, [1, 1]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 2 });
    expect(r.state.uncontrolled).toEqual(['democrats', 'feminists']);
    expect(r.state.players[1].groups).toEqual([{ id: 'kkk', master: NET, arrow: 'bottom', money: 1 }]);
    expect(tableMoney(r.state)).toBe(tableMoney(s) - 11);
  });

  it('ATK-RES-6: destroying sends the target to the dead pile and frees its puppets; their money goes to the bank', () => {
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 0, groups: [['cia', CTH, 'top']] },
        { illuminati: NET, money: 0, groups: chainTo(NET, 'democrats', 4, 8, ['republicans', 'the-mafia', 'cfl-aio']).concat([['feminists', 'democrats', 'bottom', 3]]) },
      ],
    });
    expectValidTable(s);
    // C.I.A. 6 + 2 (Cthulhu) v Democrats (Power 5) at depth 4: 3.
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'democrats', kind: 'destroy' }, [1, 2]);
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 3 });
    expect(r.state.dead).toEqual(['democrats']);
    expect(r.state.uncontrolled).toEqual(['feminists']);
    expect(groupsOf(r.state, 1)).toEqual(['cfl-aio', 'republicans', 'the-mafia']);
    expect(totalMoney(r.state.players[1])).toBe(0);
    expect(r.state.players[0].kills).toBe(1);
  });

  it('ATK-RES-7: a victim left with only his Illuminati after his third turn is out; a Cthulhu kill counts', () => {
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 10, kills: 3, groups: [['cia', CTH, 'top']] },
        { illuminati: NET, money: 7, turnsCompleted: 3, groups: [['fnord-motor-company', NET, 'top', 2]] },
        { illuminati: GNO, money: 0, groups: [['kkk', GNO, 'top']] },
      ],
    });
    // C.I.A. (Violent) 6 + 2 (Cthulhu) + 4 (v Peaceful) v Fnord (Power 2) at depth 1: 12 - 12 = 0; 5 MB make 5.
    const d = declare(s, 0, 'cia', 'fnord-motor-company', 'destroy').state;
    expect(needed(d)).toBe(0);
    const d2 = spendBy(d, 0, CTH, 5).state;
    const r2 = passAll({ ...d2, scriptedDice: [2, 2] });
    expect(ofType(r2.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 5 });
    expect(ofType(r2.events, 'playerEliminated')[0]).toMatchObject({ seat: 1, by: 0 });
    expect(r2.state.players[1]).toMatchObject({ out: 'eliminated', money: 0, groups: [] });
    expect(r2.state.players[0].kills).toBe(3 + 1 + 1);
    expect(r2.state.outcome).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
describe('AMB: attack ambiguities as resolved', () => {
  it('AMB-4: a capture never displaces old cards: new puppets are re-seated or released with their subtrees', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: [['cia', BAV, 'top'], ['pentagon', 'cia', 'top'], ['new-york', BAV, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['kkk', NET, 'top'], ['boy-sprouts', 'kkk', 'bottom'], ['fnord-motor-company', NET, 'bottom']] },
      ],
    });
    const old = s.players[0].groups;
    const st = spendBy(declare(s, 0, BAV, 'kkk', 'control').state, 0, BAV, 15).state;
    const q = place(passAll({ ...st, scriptedDice: [1, 1] }).state, 'right').state;
    expect(q.players[0].groups.slice(0, 3)).toEqual(old);
    expect(q.players[0].groups.map((g) => g.id)).toEqual(['cia', 'pentagon', 'new-york', 'kkk']);
    expect(q.uncontrolled).toEqual(['boy-sprouts']);
  });

  it('AMB-6: half-money is rounded per card, not on the total', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, turnsCompleted: 2 },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top', 3], ['feminists', 'democrats', 'bottom', 3], ['kkk', NET, 'bottom']] },
      ],
    });
    const st = spendBy(declare(s, 0, BAV, 'democrats', 'control').state, 0, BAV, 14).state;
    const r = passAll({ ...st, scriptedDice: [1, 1] });
    // floor(3/2) + floor(3/2) = 2, not floor(6/2) = 3.
    expect(ofType(r.events, 'groupCaptured')[0].moneyKept).toBe(2);
    expect(place(r.state, 'top').state.players[0].groups.map((g) => g.money)).toEqual([1, 1]);
  });

  it('AMB-7: money spent after T reaches 10 still counts as a buffer', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 20 }, { illuminati: NET, money: 0, groups: chainTo(NET, 'empty-vee', 4, 5) }] });
    // 7 + 6 = 13; the defender's 1 MB on the target brings it to 11; a roll of 10 still wins.
    let st = spendBy(declare(s, 0, BAV, 'empty-vee', 'control').state, 0, BAV, 6).state;
    st = spendBy(passOnce(st).state, 1, 'empty-vee', 1).state;
    expect(needed(st)).toBe(11);
    const r = passAll({ ...st, scriptedDice: [4, 6] });
    expect(ofType(r.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 10, needed: 11 });
  });

  it('AMB-8: an attack with T below 2 may be declared; at the roll it fails, uses the action and the groups, and money is lost', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 5, groups: [['comic-books', GNO, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['pentagon'],
    });
    // Comic Books (1; Weird, Violent) v Pentagon (Resistance 6; Government, Violent, Straight): 1 + 4 - 4 - 6 = -5.
    const d = declare(s, 0, 'comic-books', 'pentagon', 'control', { aiders: [GNO] }).state;
    expect(needed(d)).toBe(-5 + 7);
    expect(needed(spendBy(d, 0, GNO, 3).state)).toBe(5);
    const neg = declare(s, 0, 'comic-books', 'pentagon', 'control').state;
    expect(needed(neg)).toBe(-5);
    const lost = passAll({ ...spendBy(neg, 0, GNO, 5).state, scriptedDice: [1, 1] });
    expect(ofType(lost.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 2, needed: 0 });
    expect(lost.state.turn.actionsLeft).toBe(1);
    expect(lost.state.turn.participated).toEqual({ 'comic-books': 1 });
    expect(lost.state.players[0].money).toBe(0);
  });

  it('AMB-9: floor order is attacker, defender, then the others from the attacker on; a full round of passes rolls', () => {
    const s = scenario({
      seats: [
        { illuminati: NET, money: 5, groups: [['democrats', NET, 'top', 2], ['kkk', NET, 'bottom']] },
        { illuminati: GNO, money: 5 },
        { illuminati: BAV, money: 20, groups: [['cia', BAV, 'top']] },
        { illuminati: CTH, money: 5 },
      ],
      active: 2,
    });
    let st = declare(s, 2, 'cia', 'democrats', 'control').state;
    expect(st.pending).toMatchObject({ order: [2, 0, 3, 1], floor: 0, defender: 0 });
    expect(reject(st, 0, { type: 'spend', card: 'democrats', amount: 1 })).toMatch(/not your turn/);
    st = passOnce(st).state;
    expect(decider(st)).toEqual([0]);
    st = passOnce(st).state;
    expect(decider(st)).toEqual([3]);
    st = spendBy(st, 3, CTH, 2, 'for').state; // a spend resets the passes
    st = passOnce(st).state;
    expect(decider(st)).toEqual([1]);
    st = passOnce(st).state;
    expect(decider(st)).toEqual([2]); // the attacker again
    st = passOnce(st).state;
    expect(decider(st)).toEqual([0]); // the defender again, who may still spend
    st = spendBy(st, 0, 'democrats', 1).state;
    st = passOnce(st).state;
    for (const seat of [3, 1, 2]) {
      expect(decider(st)).toEqual([seat]);
      st = passOnce({ ...st, scriptedDice: [6, 6] }).state;
    }
    expect(st.pending).toBeNull();
    expect(st.turn.actionsLeft).toBe(1);
  });

  it('AMB-10: the defender may spend (target x2, Illuminati x1) during a privileged attack', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 20 },
        { illuminati: NET, money: 4, groups: chainTo(NET, 'cfl-aio', 4, 2, ['pentagon', 'new-york', 'republicans']) },
        { illuminati: GNO, money: 10 },
      ],
    });
    let st = passOnce(declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state).state;
    st = spendBy(st, 1, 'cfl-aio', 2).state;
    st = spendBy(st, 1, NET, 4).state;
    expect(needed(st)).toBe(5 - 4 - 4);
    // The third player gets no floor at all.
    const r = passAll({ ...st, scriptedDice: [6, 6] });
    expect(ofType(r.events, 'floorPassed').map((e) => e.seat)).toEqual([1, 0]);
  });

  it('AMB-11: an uncontrolled target, or your own, has no defender; others may still interfere', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top'], ['democrats', GNO, 'bottom', 5]] },
        { illuminati: NET, money: 3 },
      ],
      uncontrolled: ['feminists'],
    });
    const u = declare(s, 0, 'cia', 'feminists', 'control').state;
    expect(u.pending).toMatchObject({ defender: null, order: [0, 1] });
    const o = declare(s, 0, 'cia', 'democrats', 'destroy').state;
    expect(o.pending).toMatchObject({ defender: null, base: 6 - 5 });
    const f = passOnce(o).state;
    expect(reject(f, 1, { type: 'spend', card: 'democrats', amount: 1 })).toMatch(/cannot spend/);
    expect(needed(spendBy(f, 1, NET, 3, 'against').state)).toBe(-2);
  });

  it('AMB-12: paying for privilege, by the Bavarian fee or a discarded special, commits the attack', () => {
    for (const privilege of [{ kind: 'bavarian' } as const, { kind: 'special', card: 'slush-fund' } as const]) {
      const hand = privilege.kind === 'special' ? (['slush-fund'] as const) : [];
      const s = scenario({ seats: [{ illuminati: BAV, money: 20, hand: [...hand] }, { illuminati: NET, money: 0 }], uncontrolled: ['cfl-aio', 'feminists'] });
      const d = declare(s, 0, BAV, 'cfl-aio', 'control', { privilege }).state;
      expect(d.pending).toMatchObject({ committed: true });
      expect(reject(d, 0, { type: 'callOff' })).toMatch(/CALLOFF-2/);
      const r = passAll({ ...d, scriptedDice: [6, 6] }).state;
      expect(r.turn.actionsLeft).toBe(1);
    }
  });

  it('AMB-13: a called-off attack leaves no trace: no action, no participation, aid released', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 5, groups: [['kkk', GNO, 'top'], ['cia', GNO, 'bottom']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['feminists', 'fnord-motor-company'],
    });
    const c = act(declare(s, 0, 'kkk', 'feminists', 'control', { aiders: ['cia', GNO] }).state, 0, { type: 'callOff' }).state;
    expect(c.turn).toMatchObject({ actionsLeft: 2, participated: {} });
    // Nothing was done, so the player may still pass (ACT-5, AMB-18).
    expect(checkAction(c, 0, { type: 'passTurn' })).toBeNull();
    expect(act(c, 0, { type: 'passTurn' }).state.players[0].money).toBe(5 + 5);
    // The same cards attack and aid again, twice.
    const r = attackAndRoll(c, 0, { attacker: 'kkk', target: 'fnord-motor-company', kind: 'control', aiders: ['cia'] }, [6, 6]).state;
    const r2 = attackAndRoll(r, 0, { attacker: GNO, target: 'feminists', kind: 'control' }, [6, 6]).state;
    expect(r2.turn).toMatchObject({ actionsLeft: 0, participated: { kkk: 1, cia: 1, [GNO]: 1 } });
  });

  it('AMB-17: a group with Power 0, aid-only 0/x groups included, cannot be attacked to destroy', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0, groups: [['the-phone-company', NET, 'top'], ['phone-phreaks', 'the-phone-company', 'right']] }],
      uncontrolled: ['evil-geniuses-for-a-better-tomorrow', 'hollywood'],
    });
    expectValidTable(s);
    for (const target of ['evil-geniuses-for-a-better-tomorrow', 'phone-phreaks'] as GroupId[])
      expect(reject(s, 0, { type: 'attack', attacker: 'cia', target, kind: 'destroy', aiders: [], privilege: null })).toMatch(/ATK-DEST-4/);
    // Hollywood has Power 2 (and Resistance 0): destroyable.
    expect(checkAction(s, 0, { type: 'attack', attacker: 'cia', target: 'hollywood', kind: 'destroy', aiders: [], privilege: null })).toBeNull();
  });

  it('AMB-20: attack money comes only from the attacking card and its Illuminati', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 4, groups: [['cia', BAV, 'top', 9], ['kkk', BAV, 'bottom', 9]] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['cfl-aio'],
    });
    // The Bavarian Illuminati attack: only their own treasury can pay, not their rich puppets.
    const d = declare(s, 0, BAV, 'cfl-aio', 'control', { aiders: ['cia'] }).state;
    const sources = legalActions(d, 0).filter((x) => x.type === 'spend');
    expect(sources).toEqual([{ type: 'spend', card: BAV, max: 4 }]);
    expect(reject(d, 0, { type: 'spend', card: 'cia', amount: 1 })).toMatch(/cannot spend/);
    expect(reject(d, 0, { type: 'spend', card: 'kkk', amount: 1 })).toMatch(/cannot spend/);
  });

  it('AMB-38: both actions of a turn may attack the same target with different groups (neutralize, then control)', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top'], ['multinational-oil-companies', GNO, 'bottom']] },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['kkk', NET, 'bottom']] },
      ],
    });
    // Neutralize: C.I.A. 6 + 6 + Gnomes 7 - 4 - 10 = 5.
    const n = attackAndRoll(s, 0, { attacker: 'cia', target: 'democrats', kind: 'neutralize', aiders: [GNO] }, [2, 3]).state;
    expect(n.uncontrolled).toContain('democrats');
    // Control, now uncontrolled: Oil 6 - 4 = 2; the C.I.A. and the Gnomes may not take part again.
    expect(reject(n, 0, { type: 'attack', attacker: 'multinational-oil-companies', target: 'democrats', kind: 'control', aiders: [GNO], privilege: null })).toMatch(/ATK-3/);
    const c = attackAndRoll(n, 0, { attacker: 'multinational-oil-companies', target: 'democrats', kind: 'control' }, [1, 1]);
    expect(ofType(c.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 2 });
    expect(c.state.turn.actionsLeft).toBe(0);
  });

  it('AMB-39: the one-attack-per-turn limit resets at the start of each player\u2019s turn', () => {
    const s = scenario({
      seats: [{ illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }, { illuminati: NET, money: 0, groups: [['kkk', NET, 'top']] }],
      uncontrolled: ['feminists', 'fnord-motor-company', 'democrats'],
    });
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [6, 6]).state;
    const atk = { type: 'attack' as const, attacker: 'cia', target: 'feminists' as GroupId, kind: 'control' as const, aiders: [], privilege: null };
    expect(reject(r, 0, atk)).toMatch(/ATK-3/);
    const other = act(r, 0, { type: 'endTurn' }).state;
    expect(other.turn).toMatchObject({ active: 1, participated: {} });
    const back = act(other, 1, { type: 'endTurn' }).state;
    expect(back.turn).toMatchObject({ active: 0, participated: {}, actionsLeft: 2 });
    expect(checkAction(back, 0, atk)).toBeNull();
  });

  it('AMB-40: destroying your own group: no defender, no position bonus, its money cannot defend; others may interfere', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['multinational-oil-companies', GNO, 'top'], ['nuclear-power-companies', GNO, 'bottom', 6]] },
        { illuminati: NET, money: 4 },
      ],
    });
    const d = declare(s, 0, 'multinational-oil-companies', 'nuclear-power-companies', 'destroy').state;
    expect(d.pending).toMatchObject({ defender: null, base: 2, order: [0, 1] });
    expect(legalActions(d, 0).filter((x) => x.type === 'spend')).toEqual([]);
    const f = passOnce(d).state;
    expect(legalActions(f, 1).filter((x) => x.type === 'spend')).toEqual([
      { type: 'spend', card: NET, side: 'for', max: 4 },
      { type: 'spend', card: NET, side: 'against', max: 4 },
    ]);
    expect(needed(spendBy(f, 1, NET, 4, 'against').state)).toBe(-2);
  });

  it('AMB-43: a gift during an unprivileged attack is allowed and reopens the spending', () => {
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] },
        { illuminati: NET, money: 0, groups: [['democrats', NET, 'top'], ['kkk', NET, 'bottom']] },
        { illuminati: BAV, money: 10 },
      ],
    });
    let st = passOnce(passOnce(declare(s, 0, 'cia', 'democrats', 'control').state).state).state;
    expect(st.pending).toMatchObject({ passed: [0, 1] });
    expect(decider(st)).toEqual([2]);
    const g = act(st, 2, { type: 'gift', to: 1, money: 6, specials: [] });
    expect(g.state.pending).toMatchObject({ passed: [] });
    expect(g.state.players[1].money).toBe(6);
    st = passOnce(g.state).state; // no roll: the attacker and the defender get the floor again
    expect(st.pending?.kind).toBe('attack');
    expect(decider(st)).toEqual([0]);
    st = passOnce(st).state;
    st = spendBy(st, 1, NET, 6).state;
    expect(needed(st)).toBe(-8 - 6);
  });

  it('AMB-46: no special card changes hands between a privilege declaration and its abolition', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 20 },
        { illuminati: NET, money: 0, hand: ['slush-fund'] },
        { illuminati: GNO, money: 0, hand: ['swiss-bank-account'] },
      ],
      uncontrolled: ['cfl-aio'],
    });
    const d = declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state;
    expect(reject(d, 2, { type: 'gift', to: 1, money: 0, specials: ['swiss-bank-account'] })).toMatch(/PRIV-6/);
    expect(reject(d, 1, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/do not hold/);
    expect(legalActions(d, 1).some((x) => x.type === 'abolishPrivilege')).toBe(false);
  });

  it('AMB-47: the Bavarians pay for one privilege per turn; a second attack may still be privileged with a special', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 20, hand: ['slush-fund'], groups: [['cia', BAV, 'top']] }, { illuminati: NET, money: 0 }],
      uncontrolled: ['cfl-aio', 'feminists'],
    });
    const first = passAll({ ...declare(s, 0, BAV, 'cfl-aio', 'control', { privilege: { kind: 'bavarian' } }).state, scriptedDice: [6, 6] }).state;
    expect(first.players[0].money).toBe(15);
    expect(reject(first, 0, { type: 'attack', attacker: 'cia', target: 'feminists', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } })).toMatch(/PRIV-2/);
    const second = declare(first, 0, 'cia', 'feminists', 'control', { privilege: { kind: 'special', card: 'slush-fund' } }).state;
    expect(second.pending).toMatchObject({ privilege: { kind: 'special', card: 'slush-fund' }, committed: true });
    expect(second.players[0].money).toBe(15);
    // One privilege per attack: the action carries a single privilege, so paying and discarding together cannot even be expressed.
    const r = applyAction(s, 0, { type: 'attack', attacker: BAV, target: 'cfl-aio', kind: 'control', aiders: [], privilege: [{ kind: 'bavarian' }, { kind: 'special', card: 'slush-fund' }] as never });
    expect(r).toEqual({ ok: false, reason: 'Unknown privilege.' });
  });
});

