// Scenario tests: group abilities as card data (CARDS.md sections 3 and 6; RULES-DIGEST ABIL-4,
// ABIL-5, INCOME-3, INCOME-4, AMB-29, AMB-30): Gun Lobby, Survivalists, Federal Reserve,
// Recyclers, Orbital Mind Control Lasers, I.R.S., Post Office, Chinese Campaign Donors.
import { describe, expect, it } from 'vitest';
import type { GroupId, IlluminatiId, Side } from '../../../src/shared/cards';
import { attackOdds, decider, legalActions, type GameState } from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import { alignmentsOf, cloneState, type Ctx } from '../../../src/shared/engine/state';
import { afterTax } from '../../../src/shared/engine/turn';
import { FLOW } from '../../../src/shared/engine/flow';
import { act, attackAndRoll, reject } from '../../support/scenario';
import { BAV, BER, GNO, build, evs, moneyOf, scenarioAfterOneTurn as scenario, tx } from '../../support/helpers';

const T = (s: GameState, attacker: string, target: GroupId, kind: 'control' | 'neutralize' | 'destroy' = 'control', seat = 0) =>
  attackOdds(s, { seat, attacker, target, kind, aiders: [] }).needed;

describe('Gun Lobby', () => {
  const s = () =>
    scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['democrats', 'kgb', 'tabloids', 'the-mafia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }],
      uncontrolled: ['gun-lobby', 'feminists'],
    });

  it('CARDS-6: Gun Lobby has Resistance 10 against Liberal, Communist or Weird attackers, 3 otherwise', () => {
    const t = s();
    // Democrats (5; Liberal) vs Conservative Violent Gun Lobby: 5 - 10 - 4 (opposite).
    expect(T(t, 'democrats', 'gun-lobby')).toBe(-9);
    // KGB (2; Communist Violent): 2 - 10 + 4 (Violent shared).
    expect(T(t, 'kgb', 'gun-lobby')).toBe(-4);
    // Tabloids (2; Weird): 2 - 10.
    expect(T(t, 'tabloids', 'gun-lobby')).toBe(-8);
    // The Mafia (7; Criminal Violent): 7 - 3 + 4. The Bavarians (no alignment): 10 - 3.
    expect(T(t, 'the-mafia', 'gun-lobby')).toBe(8);
    expect(T(t, BAV, 'gun-lobby')).toBe(7);
    const r = act(t, 0, { type: 'attack', attacker: 'democrats', target: 'gun-lobby', kind: 'control', aiders: [], privilege: null });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(-9);
  });

  it('CARDS-6: Gun Lobby\u2019s Resistance does not matter to destroy attempts (Power 1 defends)', () => {
    // Democrats destroy: 5 - 1 + 4 (opposite pair counts for destroy) + 2 (the KGB's destroy bonus).
    expect(T(s(), 'democrats', 'gun-lobby', 'destroy')).toBe(10);
    expect(T(s(), 'the-mafia', 'gun-lobby', 'destroy')).toBe(7 - 1 - 4 + 2);
  });
});

describe('Survivalists', () => {
  const s = (withSurvivalists = true) =>
    scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: build(BAV, ['cia']) },
        { illuminati: GNO, money: 0, groups: build(GNO, withSurvivalists ? ['feminists', 'survivalists'] : ['feminists', 'boy-sprouts']) },
      ],
      uncontrolled: ['moonies', 'yuppies'],
    });

  it('ABIL-4: Survivalists give every other group of their owner +2 Resistance', () => {
    // Bavarians (10) vs Feminists (Res 2, depth 1 +10): -2, and -4 with the Survivalists.
    expect(T(s(false), BAV, 'feminists')).toBe(-2);
    expect(T(s(), BAV, 'feminists')).toBe(-4);
    expect(attackOdds(s(), { seat: 0, attacker: BAV, target: 'feminists', kind: 'control', aiders: [] }).breakdown).toContainEqual({ rule: 'ABIL-4', label: 'Survivalists', value: -2, term: { kind: 'ability', card: 'survivalists' } });
    expect(T(s(), BAV, 'feminists', 'neutralize')).toBe(2);
    // Not the Survivalists themselves: 10 - 6 - 10.
    expect(T(s(), BAV, 'survivalists')).toBe(-6);
    // Not destroy attempts (Power defends): 10 - 2 - 10.
    expect(T(s(), BAV, 'feminists', 'destroy')).toBe(-2);
    const r = act(s(), 0, { type: 'attack', attacker: BAV, target: 'feminists', kind: 'neutralize', aiders: [], privilege: null });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(2);
  });

  it('ABIL-4: the Survivalists protect only their owner\u2019s structure: uncontrolled groups get nothing', () => {
    const t = scenario({ seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['cia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['kkk']) }], uncontrolled: ['survivalists', 'feminists'] });
    expect(T(t, BAV, 'feminists')).toBe(8);
  });
});

describe('Federal Reserve', () => {
  const s = () =>
    scenario({
      seats: [
        { illuminati: BAV, money: 4, groups: build(BAV, ['federal-reserve', 'cia', 'the-mafia', 'kkk'], { 'federal-reserve': 10, kkk: 3 }) },
        { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });

  it('ABIL-4: money the Federal Reserve transfers may go to any card of its structure', () => {
    const t = s();
    const kkk = t.players[0].groups.find((g) => g.id === 'kkk')!;
    expect(kkk.master).not.toBe('federal-reserve');
    let r = act(t, 0, tx('federal-reserve', 'kkk', 6, false));
    expect([moneyOf(r.state, 0, 'federal-reserve'), moneyOf(r.state, 0, 'kkk'), r.state.turn.actionsLeft]).toEqual([4, 9, 1]);
    r = act(r.state, 0, tx('federal-reserve', 'the-mafia', 4, true));
    expect(moneyOf(r.state, 0, 'the-mafia')).toBe(4);
  });

  it('ABIL-4: only the Federal Reserve\u2019s own transfers are freed, and never to another player', () => {
    const t = s();
    expect(reject(t, 0, tx('kkk', 'federal-reserve', 1, false))).toMatch(/MONEY-1/);
    expect(reject(t, 0, tx('federal-reserve', 'fbi', 1, false))).toMatch(/MONEY-1/);
  });
});

describe('Recyclers', () => {
  const s = (money: number) =>
    scenario({
      seats: [{ illuminati: BAV, money: 20, groups: build(BAV, ['recyclers', 'cia'], { recyclers: money }) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }],
      uncontrolled: ['feminists', 'yuppies'],
      deckTop: ['moonies', 'slush-fund'],
    });

  it('ABIL-4: the Recyclers pay 5 MB from their own treasury to draw a card, without using an action, once a turn', () => {
    const r = act(s(7), 0, { type: 'useRecyclers' });
    expect(moneyOf(r.state, 0, 'recyclers')).toBe(2);
    expect(r.state.players[0].money).toBe(20);
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies', 'moonies']);
    expect(evs(r.events, 'recyclersUsed')).toEqual([{ type: 'recyclersUsed', to: 'all', seat: 0 }]);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(reject({ ...r.state, players: r.state.players.map((p, i) => (i === 0 ? { ...p, groups: p.groups.map((g) => (g.id === 'recyclers' ? { ...g, money: 9 } : g)) } : p)) }, 0, { type: 'useRecyclers' })).toMatch(/this turn already/);
  });

  it('ABIL-4: the Recyclers need 5 MB on their own card, an owner on turn, and a card to draw', () => {
    expect(reject(s(4), 0, { type: 'useRecyclers' })).toMatch(/5 MB/);
    expect(reject(s(9), 1, { type: 'useRecyclers' })).toMatch(/only on your own turn/);
    expect(reject({ ...s(9), deck: [] }, 0, { type: 'useRecyclers' })).toMatch(/AMB-28/);
    const noRec = scenario({ seats: [{ illuminati: BAV, money: 20, groups: build(BAV, ['cia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }], uncontrolled: ['feminists', 'yuppies'] });
    expect(reject(noRec, 0, { type: 'useRecyclers' })).toMatch(/do not control the Recyclers/);
  });

  it('ABIL-4: "on your turn": the Recyclers may also draw after the free transfers have begun, but not after passing', () => {
    const st = s(9);
    const card = st.players[0].illuminati;
    const afterTransfer = act(st, 0, { type: 'transferMoney', from: card, to: st.players[0].groups[0].id, amount: 1, free: true }).state;
    expect(afterTransfer.turn.phase).toBe('transfers');
    const r = act(afterTransfer, 0, { type: 'useRecyclers' });
    expect(evs(r.events, 'recyclersUsed')).toHaveLength(1);
  });
});

describe('Orbital Mind Control Lasers', () => {
  const laser = (il: IlluminatiId, ids: GroupId[]) =>
    scenario({
      seats: [{ illuminati: il, money: 0, groups: build(il, ids) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }],
      uncontrolled: ['feminists', 'yuppies'],
    });

  it('ABIL-5: the Lasers add, remove or flip one alignment of another group until the end of the turn, once per turn', () => {
    const s = laser(BAV, ['orbital-mind-control-lasers', 'kkk']);
    // KKK (2; Conservative Violent) vs Feminists (Res 2; Liberal): 2 - 2 - 4.
    expect(T(s, 'kkk', 'feminists')).toBe(-4);
    const r = act(s, 0, { type: 'shiftAlignment', target: 'feminists', remove: 'Liberal', add: 'Conservative' });
    expect(evs(r.events, 'alignmentShifted')).toEqual([{ type: 'alignmentShifted', to: 'all', seat: 0, target: 'feminists', add: 'Conservative', remove: 'Liberal' }]);
    expect(alignmentsOf(r.state, 'feminists')).toEqual(['Conservative']);
    expect(T(r.state, 'kkk', 'feminists')).toBe(4);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(reject(r.state, 0, { type: 'shiftAlignment', target: 'yuppies', add: 'Weird' })).toMatch(/CARDS\.md 6/);
    // The change ends with the turn.
    const next = act(r.state, 0, { type: 'endTurn' }).state;
    expect(alignmentsOf(next, 'feminists')).toEqual(['Liberal']);
  });

  it('ABIL-5: the Lasers cannot change themselves, and a change must make sense', () => {
    const s = laser(BAV, ['orbital-mind-control-lasers', 'kkk']);
    expect(reject(s, 0, { type: 'shiftAlignment', target: 'orbital-mind-control-lasers', add: 'Weird' })).toMatch(/another group/);
    expect(reject(s, 0, { type: 'shiftAlignment', target: 'feminists', remove: 'Weird' })).toMatch(/not Weird/);
    expect(reject(s, 0, { type: 'shiftAlignment', target: 'feminists', add: 'Liberal' })).toMatch(/already Liberal/);
    expect(reject(s, 0, { type: 'shiftAlignment', target: 'feminists', remove: 'Liberal', add: 'Weird' })).toMatch(/opposite/);
    expect(reject(s, 1, { type: 'shiftAlignment', target: 'feminists', add: 'Weird' })).toMatch(/on your own turn/);
    // Only groups: an Illuminati card has no alignment to change (AMB-16) and is not a group.
    expect(reject(s, 0, { type: 'shiftAlignment', target: GNO as unknown as GroupId, add: 'Weird' })).toMatch(/another group/);
    expect(reject(s, 0, { type: 'shiftAlignment', target: BAV as unknown as GroupId, add: 'Weird' })).toMatch(/another group/);
    const none = laser(BAV, ['kkk']);
    expect(reject(none, 0, { type: 'shiftAlignment', target: 'feminists', add: 'Weird' })).toMatch(/do not control the Orbital Mind Control Lasers/);
  });

  it('CARDS-6: an alignment the Lasers give counts for goals checked at the end of that turn', () => {
    // Bermuda Triangle: SLA, PTA, Pentagon and the Lasers cover nine alignments; Fanatic is missing.
    const s = laser(BER, ['semiconscious-liberation-army', 'parent-teacher-agglomeration', 'pentagon', 'orbital-mind-control-lasers']);
    expect(act(s, 0, { type: 'endTurn' }).state.outcome).toBeNull();
    const r = act(s, 0, { type: 'shiftAlignment', target: 'pentagon', add: 'Fanatic' });
    expect(act(r.state, 0, { type: 'endTurn' }).state.outcome).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'special' } });
  });
});

describe('I.R.S.', () => {
  // Seat 0 owns the I.R.S.; seat 2 ends its turn so that seat 0's income phase begins.
  const s = (p1: { il: number; fbi: number; cia: number }) =>
    scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: build(BAV, ['irs'], { irs: 1 }) },
        { illuminati: GNO, money: p1.il, groups: build(GNO, ['fbi', 'cia'], { fbi: p1.fbi, cia: p1.cia }) },
        { illuminati: 'network', money: 10, groups: build('network', ['kkk']) },
      ],
      uncontrolled: ['feminists', 'yuppies'],
      active: 2,
    });

  it('INCOME-3: in its owner\u2019s income phase the I.R.S. taxes each other player 2 MB onto the I.R.S. card', () => {
    const start = act(s({ il: 10, fbi: 0, cia: 0 }), 2, { type: 'endTurn' });
    expect(start.state.pending).toEqual({ kind: 'tax', seat: 0 });
    expect(decider(start.state)).toEqual([0]);
    expect(legalActions(start.state, 0)).toContainEqual({ type: 'tax', seats: [1, 2] });
    expect(evs(start.events, 'incomeCollected')[0].cards).toEqual({ [BAV]: 9 });
    expect(reject(start.state, 0, { type: 'tax', excuse: [0] })).toMatch(/Excuse only other players/);
    expect(reject(start.state, 1, { type: 'tax', excuse: [] })).toMatch(/no tax to collect/);
    const r = act(start.state, 0, { type: 'tax', excuse: [] });
    expect(evs(r.events, 'taxCollected')).toEqual([
      { type: 'taxCollected', to: 'all', seat: 0, from: 1, amount: 2 },
      { type: 'taxCollected', to: 'all', seat: 0, from: 2, amount: 2 },
    ]);
    expect([moneyOf(r.state, 0, 'irs'), r.state.players[1].money, r.state.players[2].money]).toEqual([5, 8, 8]);
    // Then the turn goes on: the draw and the action phase.
    expect(evs(r.events, 'cardDrawn')).toHaveLength(1);
    expect([r.state.pending, r.state.turn.phase]).toEqual([null, 'actions']);
  });

  it('INCOME-3: the owner may excuse any player from the tax', () => {
    const start = act(s({ il: 10, fbi: 0, cia: 0 }), 2, { type: 'endTurn' });
    const r = act(start.state, 0, { type: 'tax', excuse: [2] });
    expect(evs(r.events, 'taxCollected')).toEqual([{ type: 'taxCollected', to: 'all', seat: 0, from: 1, amount: 2 }]);
    expect(evs(r.events, 'taxExcused')).toEqual([{ type: 'taxExcused', to: 'all', seat: 0, excused: [2] }]);
    expect([moneyOf(r.state, 0, 'irs'), r.state.players[1].money, r.state.players[2].money]).toEqual([3, 8, 10]);
  });

  it('AMB-29: the tax comes from the Illuminati first, then the largest treasuries; a player short of money pays what he has', () => {
    const start = act(s({ il: 1, fbi: 2, cia: 5 }), 2, { type: 'endTurn' });
    const r = act(start.state, 0, { type: 'tax', excuse: [2] });
    expect([r.state.players[1].money, moneyOf(r.state, 1, 'cia'), moneyOf(r.state, 1, 'fbi')]).toEqual([0, 4, 2]);
    const poor = act(s({ il: 0, fbi: 1, cia: 0 }), 2, { type: 'endTurn' });
    const p = act(poor.state, 0, { type: 'tax', excuse: [2] });
    expect(evs(p.events, 'taxCollected')).toEqual([{ type: 'taxCollected', to: 'all', seat: 0, from: 1, amount: 1 }]);
    expect([moneyOf(p.state, 1, 'fbi'), moneyOf(p.state, 0, 'irs')]).toEqual([0, 2]);
  });
});

describe('Post Office', () => {
  // Seat 1 ends its turn so that seat 0 (owner of the Post Office) starts its turn.
  const s = (groups: [GroupId, string, Side, number][], il = 0) =>
    scenario({
      seats: [
        { illuminati: BAV, money: il, groups },
        { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      ],
      uncontrolled: ['feminists', 'yuppies'],
      active: 1,
    });

  it('INCOME-4: the Post Office costs 1 MB each income phase, paid by its master when it can', () => {
    const r = act(s([['cia', BAV, 'top', 2], ['post-office', 'cia', 'left', 0]]), 1, { type: 'endTurn' });
    expect(validateStructure(r.state.players[0])).toBeNull();
    expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [BAV]: 9 });
    expect(evs(r.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: 'cia', amount: 1 }]);
    expect([moneyOf(r.state, 0, 'cia'), r.state.players[0].money, moneyOf(r.state, 0, 'post-office')]).toEqual([1, 9, 0]);
  });

  it('INCOME-4: otherwise the Illuminati pays, also when it is the Post Office\u2019s master', () => {
    const a = act(s([['cia', BAV, 'top', 0], ['post-office', 'cia', 'left', 5]]), 1, { type: 'endTurn' });
    expect(evs(a.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: BAV, amount: 1 }]);
    expect([a.state.players[0].money, moneyOf(a.state, 0, 'post-office')]).toEqual([8, 5]);
    const b = act(s([['post-office', BAV, 'top', 0]], 3), 1, { type: 'endTurn' });
    expect(evs(b.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: BAV, amount: 1 }]);
    expect(b.state.players[0].money).toBe(3 + 9 - 1);
  });

  it('AMB-30: when neither its master nor the Illuminati can pay, the Post Office and its puppets become uncontrolled', () => {
    // Unreachable through a normal turn (the Illuminati always has income first), so the upkeep step
    // is run directly on a state where the Illuminati and the master are empty.
    const s0 = s([['cia', BAV, 'top', 0], ['post-office', 'cia', 'left', 4], ['moonies', 'post-office', 'bottom', 2]], 0);
    expect(validateStructure(s0.players[0])).toBeNull();
    const ctx: Ctx = { s: cloneState({ ...s0, turn: { ...s0.turn, active: 0 } }), events: [], flow: FLOW };
    afterTax(ctx);
    expect(evs(ctx.events, 'upkeepPaid')).toEqual([]);
    expect(evs(ctx.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 0, groups: ['post-office', 'moonies'], reason: 'upkeep' }]);
    expect(ctx.s.players[0].groups.map((g) => g.id)).toEqual(['cia']);
    // Released before the turn's draw (which turns up one more group).
    expect(ctx.s.uncontrolled.slice(0, 4)).toEqual(['feminists', 'yuppies', 'post-office', 'moonies']);
    expect(evs(ctx.events, 'cardDrawn')).toHaveLength(1);
  });
});

describe('Chinese Campaign Donors', () => {
  const s = () =>
    scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: build(BAV, ['chinese-campaign-donors']) },
        { illuminati: GNO, money: 0, groups: build(GNO, ['federal-reserve']) },
      ],
      uncontrolled: ['fbi', 'fiendish-fluoridators'],
    });

  it('CARDS-6: attacking to control a Government group, the Donors count as Government (+4, no -4)', () => {
    // Donors (3) vs F.B.I. (Res 6; Government Straight): 3 - 6 + 4 instead of 3 - 6 - 4.
    expect(T(s(), 'chinese-campaign-donors', 'fbi')).toBe(1);
    const r = act(s(), 0, { type: 'attack', attacker: 'chinese-campaign-donors', target: 'fbi', kind: 'control', aiders: [], privilege: null });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(1);
    // A rival's Government group at depth 1: 3 - 7 - 10 + 4.
    expect(T(s(), 'chinese-campaign-donors', 'federal-reserve')).toBe(-10);
  });

  it('CARDS-6: the Donors stay Communist for other attacks and other targets', () => {
    // Destroy the F.B.I. (Power 4): opposite pair, +4 for destroy.
    expect(T(s(), 'chinese-campaign-donors', 'fbi', 'destroy')).toBe(3);
    // Neutralize the rival's Federal Reserve: 3 + 6 - 7 - 10 - 4.
    expect(T(s(), 'chinese-campaign-donors', 'federal-reserve', 'neutralize')).toBe(-12);
    // Control a Communist group: identical Communist, 3 - 5 + 4.
    expect(T(s(), 'chinese-campaign-donors', 'fiendish-fluoridators')).toBe(2);
  });
});

describe('attack rolls with abilities', () => {
  it('CARDS-6: a successful control of the Gun Lobby by a non-Liberal attacker uses Resistance 3', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }],
      uncontrolled: ['gun-lobby', 'feminists'],
    });
    const r = attackAndRoll(s, 0, { attacker: 'the-mafia', target: 'gun-lobby', kind: 'control' }, [4, 4]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 8, roll: 8 });
  });
});
