// Scenario tests: money transfers, moving, dropping and reorganizing groups, the Gnomes'
// redistribution (RULES-DIGEST sections 19-21, ILLUM-GNO-1, ILLUM-BER-1; AMB-1, AMB-3, AMB-5,
// AMB-19, AMB-49). Each test drives the real engine through applyAction.
import { describe, expect, it } from 'vitest';
import type { GroupId } from '../../../src/shared/cards';
import type { GameState } from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import { act, attackAndRoll, passAll, reject } from '../../support/scenario';
import { BAV, BER, GNO, evs, moneyOf, scenarioAfterOneTurn as scenario, tx } from '../../support/helpers';

const total = (s: GameState, seat: number) => s.players[seat].money + s.players[seat].groups.reduce((t, g) => t + g.money, 0);

/** Seat 0: Bavarians; C.I.A. on top with the KKK on its left; the Mafia on the right. Seat 1: Gnomes with the F.B.I. */
function table(money: { il?: number; cia?: number; kkk?: number; mafia?: number } = {}) {
  return scenario({
    seats: [
      {
        illuminati: BAV,
        money: money.il ?? 10,
        groups: [['cia', BAV, 'top', money.cia ?? 0], ['kkk', 'cia', 'left', money.kkk ?? 0], ['the-mafia', BAV, 'right', money.mafia ?? 0]],
      },
      { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top', 1]] },
    ],
    uncontrolled: ['feminists', 'yuppies'],
  });
}

describe('MONEY: transfers', () => {
  it('MONEY-1: as one action a card moves any amount to its master or a puppet', () => {
    const s = table({ il: 10, cia: 4 });
    expect(validateStructure(s.players[0])).toBeNull();
    let r = act(s, 0, tx(BAV, 'cia', 7, false));
    expect([moneyOf(r.state, 0, BAV), moneyOf(r.state, 0, 'cia'), r.state.turn.actionsLeft]).toEqual([3, 11, 1]);
    expect(evs(r.events, 'moneyTransferred')).toEqual([{ type: 'moneyTransferred', to: 'all', seat: 0, fromCard: BAV, toCard: 'cia', amount: 7, free: false }]);
    r = act(r.state, 0, tx('cia', 'kkk', 11, false));
    expect([moneyOf(r.state, 0, 'cia'), moneyOf(r.state, 0, 'kkk'), r.state.turn.actionsLeft]).toEqual([0, 11, 0]);
    expect(reject(table({ cia: 4 }), 0, tx('cia', BAV, 5, false))).toMatch(/does not hold that much/);
    expect(reject(table({ kkk: 4 }), 0, tx('kkk', 'the-mafia', 1, false))).toMatch(/MONEY-1/);
  });

  it('MONEY-2: two free transfers per turn, after the actions', () => {
    let s = table({ il: 10 });
    s = act(s, 0, tx(BAV, 'the-mafia', 3, true)).state;
    s = act(s, 0, tx(BAV, 'cia', 2, true)).state;
    expect([moneyOf(s, 0, BAV), moneyOf(s, 0, 'the-mafia'), moneyOf(s, 0, 'cia')]).toEqual([5, 3, 2]);
    expect([s.turn.actionsLeft, s.turn.freeTransfersLeft, s.turn.phase]).toEqual([2, 0, 'transfers']);
    expect(reject(s, 0, tx(BAV, 'cia', 1, true))).toMatch(/MONEY-2/);
  });

  it('MONEY-3: the same money may be relayed over several links in one turn (EX-17)', () => {
    // Illuminati -> Hollywood -> Fnord -> Congressional Wives: two actions and one free transfer.
    let s = scenario({
      seats: [
        {
          illuminati: BAV,
          money: 12,
          groups: [['hollywood', BAV, 'right'], ['fnord-motor-company', 'hollywood', 'right'], ['congressional-wives', 'fnord-motor-company', 'right']],
        },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    s = act(s, 0, tx(BAV, 'hollywood', 12, false)).state;
    s = act(s, 0, tx('hollywood', 'fnord-motor-company', 12, false)).state;
    s = act(s, 0, tx('fnord-motor-company', 'congressional-wives', 12, true)).state;
    expect([moneyOf(s, 0, BAV), moneyOf(s, 0, 'hollywood'), moneyOf(s, 0, 'fnord-motor-company'), moneyOf(s, 0, 'congressional-wives')]).toEqual([0, 0, 0, 12]);
    expect(s.turn.freeTransfersLeft).toBe(1);
  });

  it('MONEY-4: once the free transfers begin, no more actions: money for an attack must move by action first', () => {
    let s = table({ il: 10 });
    s = act(s, 0, tx(BAV, 'the-mafia', 5, true)).state;
    expect(reject(s, 0, tx(BAV, 'cia', 1, false))).toMatch(/action phase/);
    expect(reject(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'feminists', kind: 'control', aiders: [], privilege: null })).toMatch(/action phase/);
    // Moved by an action, the money can be spent by the attacking group the same turn.
    let t = act(table({ il: 10 }), 0, tx(BAV, 'the-mafia', 5, false)).state;
    t = act(t, 0, { type: 'attack', attacker: 'the-mafia', target: 'feminists', kind: 'control', aiders: [], privilege: null }).state;
    const r = act(t, 0, { type: 'spend', card: 'the-mafia', amount: 5 });
    expect(evs(r.events, 'moneySpent')[0]).toMatchObject({ card: 'the-mafia', amount: 5, delta: 5, needed: 7 - 2 + 5 });
  });

  it('MONEY-5: money never moves between groups of different players; between players only Illuminati to Illuminati', () => {
    const s = table({ il: 2, cia: 9 });
    expect(reject(s, 0, tx('cia', 'fbi', 1, false))).toMatch(/MONEY-1/);
    expect(reject(s, 0, tx(BAV, GNO, 1, true))).toMatch(/MONEY-1/);
    expect(reject(s, 0, { type: 'gift', to: 1, money: 5, specials: [] })).toMatch(/GIFT-3/);
    const r = act(s, 0, { type: 'gift', to: 1, money: 2, specials: [] });
    expect([r.state.players[0].money, r.state.players[1].money, moneyOf(r.state, 1, 'fbi')]).toEqual([0, 12, 1]);
  });

  it('MONEY-6: the Gnomes\u2019 redistribution comes on top of the two free transfers', () => {
    let s = scenario({
      seats: [
        { illuminati: GNO, money: 20, groups: [['cia', GNO, 'top'], ['kkk', 'cia', 'left'], ['the-mafia', GNO, 'right']] },
        { illuminati: BAV, money: 10, groups: [['fbi', BAV, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    s = act(s, 0, tx(GNO, 'cia', 5, true)).state;
    s = act(s, 0, tx('cia', 'kkk', 5, true)).state;
    expect(s.turn.freeTransfersLeft).toBe(0);
    const r = act(s, 0, { type: 'setTreasuries', amounts: { [GNO]: 1, cia: 2, kkk: 3, 'the-mafia': 14 } });
    expect([moneyOf(r.state, 0, GNO), moneyOf(r.state, 0, 'cia'), moneyOf(r.state, 0, 'kkk'), moneyOf(r.state, 0, 'the-mafia')]).toEqual([1, 2, 3, 14]);
  });

  it('AMB-1: adjacency is the control link only; the Illuminati sends to and receives from its depth-1 groups', () => {
    const s = table({ il: 5, cia: 5, kkk: 5, mafia: 5 });
    expect(moneyOf(act(s, 0, tx('the-mafia', BAV, 5, true)).state, 0, BAV)).toBe(10);
    expect(moneyOf(act(s, 0, tx('kkk', 'cia', 5, true)).state, 0, 'cia')).toBe(10);
    // Siblings on the Illuminati, grandparent and grandchild: not adjacent.
    expect(reject(s, 0, tx('cia', 'the-mafia', 1, true))).toMatch(/MONEY-1/);
    expect(reject(s, 0, tx(BAV, 'kkk', 1, true))).toMatch(/MONEY-1/);
    expect(reject(s, 0, tx('kkk', BAV, 1, true))).toMatch(/MONEY-1/);
    expect(reject(s, 0, tx('cia', 'cia', 1, true))).toMatch(/MONEY-1/);
  });

  it('AMB-19: one free transfer is any amount from one card to one adjacent card; they chain; the capture top-up uses none', () => {
    let r = attackAndRoll(table({ il: 10, mafia: 6 }), 0, { attacker: 'the-mafia', target: 'feminists', kind: 'control' }, [1, 1]);
    r = act(r.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 6 });
    expect(evs(r.events, 'moneyTransferred')).toEqual([{ type: 'moneyTransferred', to: 'all', seat: 0, fromCard: 'the-mafia', toCard: 'feminists', amount: 6, free: true }]);
    let s = r.state;
    expect([s.turn.freeTransfersLeft, moneyOf(s, 0, 'feminists')]).toEqual([2, 6]);
    // Both free transfers chained along Illuminati -> Mafia -> Feminists.
    s = act(s, 0, tx(BAV, 'the-mafia', 10, true)).state;
    s = act(s, 0, tx('the-mafia', 'feminists', 10, true)).state;
    expect([moneyOf(s, 0, BAV), moneyOf(s, 0, 'the-mafia'), moneyOf(s, 0, 'feminists')]).toEqual([0, 0, 16]);
  });
});

describe('MOVE and DROP', () => {
  it('MOVE-1: as one action a group moves to any free arrow of any card of its owner', () => {
    const s = table();
    const r = act(s, 0, { type: 'moveGroup', group: 'kkk', master: 'the-mafia', arrow: 'top' });
    const kkk = r.state.players[0].groups.find((g) => g.id === 'kkk')!;
    expect([kkk.master, kkk.arrow, r.state.turn.actionsLeft]).toEqual(['the-mafia', 'top', 1]);
    expect(evs(r.events, 'groupMoved')).toEqual([{ type: 'groupMoved', to: 'all', seat: 0, group: 'kkk', master: 'the-mafia', arrow: 'top' }]);
    expect(validateStructure(r.state.players[0])).toBeNull();
    // Onto the Illuminati, to another arrow of the same master: fine. Onto a used arrow or a rival's card: not.
    expect(act(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'left' }).state.players[0].groups.find((g) => g.id === 'kkk')!.master).toBe(BAV);
    expect(act(s, 0, { type: 'moveGroup', group: 'kkk', master: 'cia', arrow: 'bottom' }).state.turn.actionsLeft).toBe(1);
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'right' })).toMatch(/DEF-11/);
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: 'fbi', arrow: 'top' })).toMatch(/MOVE-1/);
    expect(reject(s, 0, { type: 'moveGroup', group: 'fbi', master: BAV, arrow: 'left' })).toMatch(/not in your power structure/);
  });

  it('MOVE-2: the puppets of a moved group go along with it, money and all', () => {
    const s = table({ cia: 2, kkk: 3 });
    const r = act(s, 0, { type: 'moveGroup', group: 'cia', master: BAV, arrow: 'left' });
    const p = r.state.players[0];
    expect(p.groups.find((g) => g.id === 'cia')).toMatchObject({ master: BAV, arrow: 'left', money: 2 });
    expect(p.groups.find((g) => g.id === 'kkk')).toMatchObject({ master: 'cia', arrow: 'left', money: 3 });
    expect(validateStructure(p)).toBeNull();
  });

  it('MOVE-3: a puppet that cannot fit under its master after a move is lost to the uncontrolled area with its money', () => {
    // Hollywood (top) -> Feminists -> Antiwar Activists; Moonies on the bottom. Moved to the right,
    // the Antiwar card would overlap the Moonies and the Feminists have no other arrow.
    const s = scenario({
      seats: [
        {
          illuminati: BAV,
          money: 0,
          groups: [['moonies', BAV, 'bottom'], ['hollywood', BAV, 'top', 1], ['feminists', 'hollywood', 'bottom', 2], ['antiwar-activists', 'feminists', 'bottom', 4]],
        },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['yuppies', 'kkk'],
    });
    expect(validateStructure(s.players[0])).toBeNull();
    const r = act(s, 0, { type: 'moveGroup', group: 'hollywood', master: BAV, arrow: 'right' });
    expect(evs(r.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 0, groups: ['antiwar-activists'], reason: 'noRoom' }]);
    expect(r.state.players[0].groups.map((g) => g.id).sort()).toEqual(['feminists', 'hollywood', 'moonies']);
    expect(r.state.uncontrolled).toEqual(['yuppies', 'kkk', 'antiwar-activists']);
    expect(total(r.state, 0)).toBe(3);
    expect(validateStructure(r.state.players[0])).toBeNull();
  });

  it('MOVE-4: a group cannot be attached to itself or one of its own puppets', () => {
    const s = table();
    expect(reject(s, 0, { type: 'moveGroup', group: 'cia', master: 'kkk', arrow: 'bottom' })).toMatch(/MOVE-4/);
    expect(reject(s, 0, { type: 'moveGroup', group: 'cia', master: 'cia', arrow: 'bottom' })).toMatch(/MOVE-4/);
  });

  it('MOVE-5: the Bermuda Triangle rearranges its whole structure without using actions', () => {
    const s = scenario({
      seats: [
        { illuminati: BER, money: 0, groups: [['cia', BER, 'top', 2], ['kkk', 'cia', 'left', 3], ['the-mafia', BER, 'right']] },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    const layout = [
      { id: 'the-mafia' as GroupId, master: BER, arrow: 'left' as const },
      { id: 'kkk' as GroupId, master: 'the-mafia', arrow: 'top' as const },
      { id: 'cia' as GroupId, master: BER, arrow: 'bottom' as const },
    ];
    const r = act(s, 0, { type: 'reorganize', layout });
    expect(evs(r.events, 'structureReorganized')).toHaveLength(1);
    const p = r.state.players[0];
    expect(p.groups).toEqual([
      { id: 'the-mafia', master: BER, arrow: 'left', money: 0 },
      { id: 'kkk', master: 'the-mafia', arrow: 'top', money: 3 },
      { id: 'cia', master: BER, arrow: 'bottom', money: 2 },
    ]);
    expect(validateStructure(p)).toBeNull();
    expect([r.state.turn.actionsLeft, r.state.turn.phase]).toEqual([2, 'special']);
  });

  it('DROP-1: dropping a group is a free action; its puppets go uncontrolled with it', () => {
    const s = table();
    const r = act(s, 0, { type: 'dropGroup', group: 'cia' });
    expect(evs(r.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 0, groups: ['cia', 'kkk'], reason: 'dropped' }]);
    expect(r.state.players[0].groups.map((g) => g.id)).toEqual(['the-mafia']);
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies', 'cia', 'kkk']);
    expect(r.state.turn.actionsLeft).toBe(2);
    // Only the owner, on his own turn, in the action phase.
    expect(reject(s, 1, { type: 'dropGroup', group: 'fbi' })).toMatch(/own turn/);
    expect(reject(s, 0, { type: 'dropGroup', group: 'fbi' })).toMatch(/not in your power structure/);
    const later = act(s, 0, tx(BAV, 'cia', 1, true)).state;
    expect(reject(later, 0, { type: 'dropGroup', group: 'cia' })).toMatch(/action phase/);
  });

  it('DROP-2: money on dropped groups goes to the bank', () => {
    const s = table({ il: 1, cia: 5, kkk: 3, mafia: 2 });
    const r = act(s, 0, { type: 'dropGroup', group: 'cia' });
    expect(total(r.state, 0)).toBe(3);
    // Taking the C.I.A. back brings no money with it.
    let c = attackAndRoll(r.state, 0, { attacker: 'the-mafia', target: 'cia', kind: 'control' }, [1, 1]);
    c = act(c.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 0 });
    expect(moneyOf(c.state, 0, 'cia')).toBe(0);
  });

  it('AMB-3: only open arrows take a group: a covered arrow refuses a capture, a move and a layout; cycles are refused', () => {
    // Hollywood on the right, Feminists under it, Antiwar under them: the Illuminati's bottom arrow is covered.
    const s = scenario({
      seats: [
        {
          illuminati: BER,
          money: 0,
          groups: [['hollywood', BER, 'right'], ['feminists', 'hollywood', 'bottom'], ['antiwar-activists', 'feminists', 'bottom'], ['kkk', BER, 'top']],
        },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['yuppies', 'moonies'],
    });
    expect(validateStructure(s.players[0])).toBeNull();
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: BER, arrow: 'bottom' })).toMatch(/DEF-11/);
    // The Triangle captures with its own card: the covered bottom arrow is refused, the left one taken.
    const c = attackAndRoll(s, 0, { attacker: BER, target: 'yuppies', kind: 'control' }, [1, 1]).state;
    expect(reject(c, 0, { type: 'placeCaptured', arrow: 'bottom', transfer: 0 })).toMatch(/DEF-11/);
    expect(reject(c, 0, { type: 'placeCaptured', arrow: 'right', transfer: 0 })).toMatch(/DEF-11/);
    const placed = act(c, 0, { type: 'placeCaptured', arrow: 'left', transfer: 0 }).state;
    expect(placed.players[0].groups.find((g) => g.id === 'yuppies')).toMatchObject({ master: BER, arrow: 'left' });
    // A reorganisation that overlaps cards, or forms a loop, is refused.
    const keep = s.players[0].groups.map((g) => ({ id: g.id, master: g.master, arrow: g.arrow }));
    const overlap = keep.map((g) => (g.id === 'kkk' ? { ...g, arrow: 'bottom' as const } : g));
    expect(reject(s, 0, { type: 'reorganize', layout: overlap })).toMatch(/not possible/);
    const loop = keep.map((g) => (g.id === 'hollywood' ? { ...g, master: 'antiwar-activists' } : g));
    expect(reject(s, 0, { type: 'reorganize', layout: loop })).toMatch(/not possible/);
  });

  it('AMB-5: groups that become uncontrolled other than by neutralizing lose their money to the bank (drop, destroyed master)', () => {
    // Seat 0 destroys seat 1's C.I.A. (depth 1, 5 MB) whose puppet KKK holds 3 MB.
    let s = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: [['the-mafia', BAV, 'right']] },
        { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top', 5], ['kkk', 'cia', 'left', 3], ['fbi', GNO, 'right', 1]] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    s = { ...s, scriptedDice: [1, 1] };
    // Bavarians (10) destroy the C.I.A. (Power 6, depth 1 +10): -6; spend 16 to reach 10.
    let r = act(s, 0, { type: 'attack', attacker: BAV, target: 'cia', kind: 'destroy', aiders: [], privilege: null });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(-6);
    r = act(r.state, 0, { type: 'spend', card: BAV, amount: 16 });
    r = passAll(r.state);
    expect(r.state.dead).toEqual(['cia']);
    expect(evs(r.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 1, groups: ['kkk'], reason: 'masterDestroyed' }]);
    expect(r.state.players[1].groups.map((g) => g.id)).toEqual(['fbi']);
    expect(total(r.state, 1)).toBe(1);
    expect(r.state.uncontrolled).toContain('kkk');
  });

  it('AMB-49: money and groups may be given to a player who has passed this turn', () => {
    let s = table({ il: 10 });
    s = act(s, 0, { type: 'passTurn' }).state;
    expect([s.turn.active, s.players[0].money]).toEqual([1, 15]);
    s = act(s, 1, { type: 'gift', to: 0, money: 4, specials: [] }).state;
    expect(s.players[0].money).toBe(19);
    const o = act(s, 1, { type: 'offer', to: 0, give: { money: 0, specials: [], groups: ['fbi'] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] }).state;
    const a = act(o, 0, { type: 'answerOffer', accept: true, place: [{ id: 'fbi', master: BAV, arrow: 'left' }] }).state;
    expect(a.players[0].groups.map((g) => g.id)).toContain('fbi');
    expect(a.turn.actionsLeft).toBe(1);
  });
});

describe('ILLUM-GNO-1 / ILLUM-BER-1', () => {
  const gnomes = () =>
    scenario({
      seats: [
        { illuminati: GNO, money: 10, groups: [['cia', GNO, 'top', 1], ['kkk', 'cia', 'left', 2], ['the-mafia', GNO, 'right', 3]] },
        { illuminati: BER, money: 10, groups: [['fbi', BER, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });

  it('ILLUM-GNO-1: the Gnomes move money freely between any treasuries of their structure, once, without actions', () => {
    const s = gnomes();
    const r = act(s, 0, { type: 'setTreasuries', amounts: { [GNO]: 0, cia: 0, kkk: 16, 'the-mafia': 0 } });
    expect(evs(r.events, 'treasuriesSet')).toEqual([{ type: 'treasuriesSet', to: 'all', seat: 0, amounts: { [GNO]: 0, cia: 0, kkk: 16, 'the-mafia': 0 } }]);
    expect([moneyOf(r.state, 0, 'kkk'), total(r.state, 0), r.state.turn.actionsLeft, r.state.turn.freeTransfersLeft]).toEqual([16, 16, 2, 2]);
    expect(reject(r.state, 0, { type: 'setTreasuries', amounts: { [GNO]: 16, cia: 0, kkk: 0, 'the-mafia': 0 } })).toMatch(/already been redistributed/);
    expect(reject(s, 0, { type: 'setTreasuries', amounts: { [GNO]: 0, cia: 0, kkk: 17, 'the-mafia': 0 } })).toMatch(/add up to the 16 MB/);
    expect(reject(s, 0, { type: 'setTreasuries', amounts: { [GNO]: 16, cia: 0, kkk: 0 } })).toMatch(/every card/);
    expect(reject(s, 0, { type: 'setTreasuries', amounts: { [GNO]: 16, cia: 0, kkk: 0, fbi: 0 } })).toMatch(/every card/);
    // Not for anyone else, and not on another player's turn.
    const other = act(s, 0, { type: 'endTurn' }).state;
    expect(reject(other, 1, { type: 'setTreasuries', amounts: { [BER]: 10, fbi: 0 } })).toMatch(/ILLUM-GNO-1/);
    expect(reject(other, 0, { type: 'setTreasuries', amounts: { [GNO]: 16, cia: 0, kkk: 0, 'the-mafia': 0 } })).toMatch(/own turn/);
  });

  it('ILLUM-BER-1: the Triangle reorganizes once per turn at no action cost; nobody else may', () => {
    const s = scenario({
      seats: [
        { illuminati: BER, money: 0, groups: [['cia', BER, 'top'], ['kkk', 'cia', 'left']] },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    const flat = [
      { id: 'cia' as GroupId, master: BER, arrow: 'top' as const },
      { id: 'kkk' as GroupId, master: BER, arrow: 'left' as const },
    ];
    const r = act(s, 0, { type: 'reorganize', layout: flat });
    expect(r.state.players[0].groups.find((g) => g.id === 'kkk')).toMatchObject({ master: BER, arrow: 'left' });
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(reject(r.state, 0, { type: 'reorganize', layout: flat })).toMatch(/already been reorganized/);
    expect(reject(s, 0, { type: 'reorganize', layout: flat.slice(0, 1) })).toMatch(/every group/);
    const g = gnomes();
    expect(reject(g, 0, { type: 'reorganize', layout: g.players[0].groups.map((x) => ({ id: x.id, master: x.master, arrow: x.arrow })) })).toMatch(/ILLUM-BER-1/);
    // After passing, the turn is over: no reorganisation.
    const passed = act(s, 0, { type: 'passTurn' }).state;
    expect(reject(passed, 0, { type: 'reorganize', layout: flat })).toMatch(/own turn/);
  });
});
