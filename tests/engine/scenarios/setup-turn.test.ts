// Scenario tests: definitions, components, setup, the turn sequence, income, drawing and actions
// (RULES-DIGEST sections 1-7 and 30; AMB-18, AMB-27, AMB-28, AMB-33, AMB-34, AMB-35, AMB-51,
// ADV-LARGE-1). Each test drives the real engine through applyAction with scripted dice.
import { describe, expect, it } from 'vitest';
import { GROUPS, ILLUMINATI, SPECIALS, card, group, illuminati, type GroupId, type IlluminatiId } from '../../../src/shared/cards';
import {
  applyAction,
  attackOdds,
  decider,
  legalActions,
  newGame,
  observe,
  validateConfig,
  type GameEvent,
  type GameState,
} from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import { act, attackAndRoll, passAll, reject, scenario as baseScenario, type ScenarioSpec } from '../../support/scenario';

/** The shared builder, but players have completed only one turn unless told, so nobody is eliminated by surprise (ELIM-1). */
function scenario(spec: ScenarioSpec): GameState {
  return baseScenario({ ...spec, seats: spec.seats.map((x) => ({ turnsCompleted: 1, ...x })) });
}

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
function evs<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Ev<T>[] {
  return events.filter((e): e is Ev<T> => e.type === type);
}
function started(events: readonly GameEvent[]): Ev<'gameStarted'> {
  const e = evs(events, 'gameStarted');
  expect(e).toHaveLength(1);
  return e[0];
}
const ALL_CARDS = [...GROUPS.map((g) => g.id as string), ...SPECIALS.map((c) => c.id as string)];
const BAV = 'bavarian-illuminati';
const GNO = 'gnomes-of-zurich';
const atk = (attacker: string, target: GroupId, kind: 'control' | 'neutralize' | 'destroy' = 'control', aiders: string[] = []) =>
  ({ type: 'attack', attacker, target, kind, aiders, privilege: null }) as const;

describe('DEF: definitions', () => {
  it('DEF-1: the catalog holds the three kinds of playing card; blank spares are not modelled', () => {
    const kinds = new Set([...ILLUMINATI, ...GROUPS, ...SPECIALS].map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['group', 'illuminati', 'special']);
    expect(ILLUMINATI).toHaveLength(8);
    expect(GROUPS).toHaveLength(83);
    expect(SPECIALS).toHaveLength(15);
    // Illuminati never go into the deck: the deck is Groups and Specials only.
    const { state } = newGame({ players: 3 }, 'def-1');
    for (const c of state.deck) expect(['group', 'special']).toContain(card(c)!.kind);
  });

  it('DEF-2: every group has a name, one inward arrow, 0-3 outward arrows and integer Power/Resistance/Income', () => {
    for (const g of GROUPS) {
      expect(g.name.length).toBeGreaterThan(0);
      expect(['left', 'right']).toContain(g.inSide);
      expect(g.outSides).not.toContain(g.inSide);
      expect(g.outSides.length).toBeLessThanOrEqual(3);
      for (const n of [g.power, g.transferable, g.resistance, g.income]) expect(Number.isInteger(n)).toBe(true);
      expect(g.transferable).toBeLessThanOrEqual(Math.max(g.power, g.transferable));
    }
    // The printed numbers are what the engine uses: The Mafia 7/0, Resistance 7, Income 6.
    const m = group('the-mafia');
    expect([m.power, m.transferable, m.resistance, m.income, m.outSides.length]).toEqual([7, 0, 7, 6, 3]);
    expect(m.alignments).toEqual(['Criminal', 'Violent']);
  });

  it('DEF-3: an Illuminati card has no Resistance, all Power transferable, four arrows, and cannot be attacked', () => {
    for (const il of ILLUMINATI) {
      expect(il.transferable).toBe(il.power);
      expect(il.outSides).toEqual(['top', 'right', 'bottom', 'left']);
      expect('resistance' in il).toBe(false);
    }
    const s = scenario({ seats: [{ illuminati: BAV, money: 10 }, { illuminati: GNO, money: 10 }], uncontrolled: ['feminists', 'kkk'] });
    const why = reject(s, 0, atk(BAV, GNO as unknown as GroupId));
    expect(why).toMatch(/ATK-2/);
  });

  it('DEF-4: a card without Power cannot attack; an aid-only 0/x group lends its transferable Power', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 10, groups: [['antiwar-activists', BAV, 'top'], ['the-men-in-black', BAV, 'left'], ['kkk', BAV, 'right']] },
        { illuminati: GNO, money: 10 },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(reject(s, 0, atk('antiwar-activists', 'feminists'))).toMatch(/ATK-5/);
    expect(reject(s, 0, atk('the-men-in-black', 'feminists'))).toMatch(/ATK-5/);
    // KKK (2, Conservative Violent) vs Feminists (Res 2, Liberal): 2 - 2 - 4 = -4; +2 from the Men in Black.
    expect(attackOdds(s, { seat: 0, attacker: 'kkk', target: 'feminists', kind: 'control', aiders: [] }).needed).toBe(-4);
    const r = act(s, 0, atk('kkk', 'feminists', 'control', ['the-men-in-black']));
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(-2);
    // A group with no outward arrow has no Power (catalog invariant).
    for (const g of GROUPS) if (g.outSides.length === 0) expect(g.power).toBe(0);
  });

  it('DEF-5: control is Power minus Resistance (EX-1/EX-3: Bavarians 10 vs Feminists 2 = 8)', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 10 }, { illuminati: GNO, money: 10 }], uncontrolled: ['feminists', 'kkk'] });
    const r = act(s, 0, atk(BAV, 'feminists'));
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(8);
    // A harder target: Resistance 5 (KKK) gives 5.
    expect(attackOdds(s, { seat: 0, attacker: BAV, target: 'kkk', kind: 'control', aiders: [] }).needed).toBe(5);
  });

  it('DEF-6: money lies on each card; income arrives at the start of the owner\u2019s turn onto the card that earns it', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 3, groups: [['the-mafia', BAV, 'right', 2]] },
        { illuminati: GNO, money: 4, groups: [['loan-sharks', GNO, 'right', 1]] },
      ],
      uncontrolled: ['feminists', 'kkk'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    const p1 = r.state.players[1];
    expect(p1.money).toBe(4 + 12);
    expect(p1.groups.find((g) => g.id === 'loan-sharks')!.money).toBe(1 + 6);
    // Seat 0's treasuries are untouched in seat 1's turn.
    expect(r.state.players[0].money).toBe(3);
    expect(r.state.players[0].groups[0].money).toBe(2);
  });

  it('DEF-7: ten alignments; Government/Communist opposite, Criminal identical, Fanatic pairs opposite', () => {
    const s = scenario({
      seats: [
        {
          illuminati: BAV,
          money: 0,
          groups: [['fbi', BAV, 'top'], ['loan-sharks', BAV, 'right'], ['moral-minority', BAV, 'bottom']],
        },
        { illuminati: GNO, money: 0 },
      ],
      uncontrolled: ['chinese-campaign-donors', 'junk-mail', 'moonies'],
    });
    const T = (attacker: string, target: GroupId) => attackOdds(s, { seat: 0, attacker, target, kind: 'control', aiders: [] }).needed;
    // F.B.I. (4; Government Straight) vs Chinese Campaign Donors (Res 2; Communist): 4 - 2 - 4.
    expect(T('fbi', 'chinese-campaign-donors')).toBe(-2);
    // Loan Sharks (5; Criminal Violent) vs Junk Mail (Res 3; Criminal): 5 - 3 + 4.
    expect(T('loan-sharks', 'junk-mail')).toBe(6);
    // Moral Minority (2; Conservative Straight Fanatic) vs Moonies (Res 4; Peaceful Fanatic): 2 - 4 - 4.
    expect(T('moral-minority', 'moonies')).toBe(-6);
  });

  it('DEF-8: a captured group hangs on the attacking group, which becomes its master', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 10, groups: [['cia', BAV, 'top']] }, { illuminati: GNO, money: 10 }],
      uncontrolled: ['feminists', 'kkk'],
    });
    // C.I.A. (6; Government Violent) vs Feminists (Res 2; Liberal): 4.
    let r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [1, 2]);
    expect(r.state.pending?.kind).toBe('capture');
    r = act(r.state, 0, { type: 'placeCaptured', arrow: 'left', transfer: 0 });
    const fem = r.state.players[0].groups.find((g) => g.id === 'feminists')!;
    expect([fem.master, fem.arrow]).toEqual(['cia', 'left']);
    expect(validateStructure(r.state.players[0])).toBeNull();
  });

  it('DEF-9: money moves only between master and puppet; the Illuminati is master of the depth-1 groups', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 10, groups: [['cia', BAV, 'top', 4], ['the-mafia', BAV, 'right', 4], ['kkk', 'cia', 'left', 4]] },
        { illuminati: GNO, money: 10 },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(act(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: false }).state.players[0].money).toBe(9);
    expect(reject(s, 0, { type: 'transferMoney', from: 'cia', to: 'the-mafia', amount: 1, free: false })).toMatch(/MONEY-1/);
    expect(reject(s, 0, { type: 'transferMoney', from: 'kkk', to: BAV, amount: 1, free: false })).toMatch(/MONEY-1/);
  });

  it('DEF-10: the position bonus counts intervening groups: +10 / +5 / +2 / 0 at depth 1 / 2 / 3 / 4', () => {
    // A chain going right from the rival Illuminati: Hollywood, Fnord, Congressional Wives, Loan Sharks.
    const chain: [GroupId, string, 'right'][] = [
      ['hollywood', GNO, 'right'],
      ['fnord-motor-company', 'hollywood', 'right'],
      ['congressional-wives', 'fnord-motor-company', 'right'],
      ['loan-sharks', 'congressional-wives', 'right'],
    ];
    const s = scenario({ seats: [{ illuminati: BAV, money: 0 }, { illuminati: GNO, money: 0, groups: chain }], uncontrolled: ['feminists', 'kkk'] });
    expect(validateStructure(s.players[1])).toBeNull();
    const pos = (target: GroupId) => {
      const o = attackOdds(s, { seat: 0, attacker: BAV, target, kind: 'control', aiders: [] });
      return [o.needed, o.breakdown.find((m) => m.rule === 'MOD-POS-1')?.value ?? 0];
    };
    expect(pos('hollywood')).toEqual([10 - 0 - 10, -10]);
    expect(pos('fnord-motor-company')).toEqual([10 - 4 - 5, -5]);
    expect(pos('congressional-wives')).toEqual([10 - 4 - 2, -2]);
    expect(pos('loan-sharks')).toEqual([10 - 5, 0]);
  });

  it('DEF-11: an arrow with a puppet on it, or covered by another card of the structure, is not free', () => {
    // Hollywood on the Illuminati's right, Feminists on its bottom, Antiwar Activists on the
    // Feminists' bottom: the Antiwar card covers the Illuminati's bottom arrow (CARDS.md 6).
    const s = scenario({
      seats: [
        {
          illuminati: BAV,
          money: 10,
          groups: [['hollywood', BAV, 'right'], ['feminists', 'hollywood', 'bottom'], ['antiwar-activists', 'feminists', 'bottom'], ['kkk', BAV, 'top']],
        },
        { illuminati: GNO, money: 10 },
      ],
      uncontrolled: ['yuppies', 'moonies'],
    });
    expect(validateStructure(s.players[0])).toBeNull();
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'bottom' })).toMatch(/DEF-11/);
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'right' })).toMatch(/DEF-11/);
    // The Feminists' only arrow holds a puppet: they cannot attack to control.
    expect(reject(s, 0, atk('feminists', 'yuppies'))).toMatch(/ATK-CTRL-2/);
    // The free left arrow is fine.
    expect(act(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'left' }).state.players[0].groups.find((g) => g.id === 'kkk')!.arrow).toBe('left');
  });

  it('DEF-12: table zones: destroyed groups go to the dead pile, specials to the hand, used specials to the discard', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 10, hand: ['slush-fund'], groups: [['cia', BAV, 'top']] }, { illuminati: GNO, money: 10 }],
      uncontrolled: ['feminists', 'kkk', 'yuppies'],
      deckTop: ['swiss-bank-account'],
    });
    const deck0 = s.deck.length;
    // Destroy the KKK (Power 2): 10 - 2 = 8; roll 3.
    const r = attackAndRoll(s, 0, { attacker: BAV, target: 'kkk', kind: 'destroy' }, [1, 2]);
    expect(r.state.dead).toEqual(['kkk']);
    expect(r.state.uncontrolled).not.toContain('kkk');
    // A special discarded for privilege goes to the discard pile.
    const p = act({ ...r.state, scriptedDice: [6, 6] }, 0, { type: 'attack', attacker: 'cia', target: 'yuppies', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'slush-fund' } });
    expect(p.state.discard).toEqual(['slush-fund']);
    expect(p.state.players[0].hand).toEqual([]);
    const done = passAll(p.state).state;
    expect(done.deck.length).toBe(deck0);
    // Seat 1's draw brings the Swiss Bank Account into seat 1's hand.
    const e = act(done, 0, { type: 'endTurn' });
    expect(e.state.players[1].hand).toEqual(['swiss-bank-account']);
    expect(e.state.deck.length).toBe(deck0 - 1);
  });

  it('DEF-13: uncontrolled groups have no treasury and collect no income', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0 }, { illuminati: GNO, money: 0, groups: [['the-mafia', GNO, 'top']] }],
      uncontrolled: ['loan-sharks', 'multinational-oil-companies'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    const inc = evs(r.events, 'incomeCollected')[0];
    expect(inc.cards).toEqual({ [GNO]: 12, 'the-mafia': 6 });
    expect(inc.total).toBe(18);
    // Capturing an uncontrolled group brings no money with it.
    const s2 = scenario({ seats: [{ illuminati: BAV, money: 0 }, { illuminati: GNO, money: 0 }], uncontrolled: ['loan-sharks', 'feminists'] });
    const a = attackAndRoll(s2, 0, { attacker: BAV, target: 'feminists', kind: 'control' }, [1, 1]);
    expect(evs(a.events, 'groupCaptured')[0]).toMatchObject({ group: 'feminists', from: null, moneyKept: 0 });
    const c = act(a.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 0 });
    expect(c.state.players[0].groups).toEqual([{ id: 'feminists', master: BAV, arrow: 'top', money: 0 }]);
  });
});
