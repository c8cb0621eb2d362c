// Scenario tests: definitions, components, setup, the turn sequence, income, drawing and actions
// (RULES-DIGEST sections 1-7 and 30; AMB-18, AMB-27, AMB-28, AMB-33, AMB-34, AMB-35, AMB-51,
// ADV-LARGE-1). Each test drives the real engine through applyAction with scripted dice.
import { describe, expect, it } from 'vitest';
import { GROUPS, ILLUMINATI, SPECIALS, card, group, illuminati, type GroupId, type IlluminatiId } from '../../../src/shared/cards';
import {
  attackOdds,
  decider,
  newGame,
  observe,
  validateConfig,
  type GameEvent,
} from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import { act, attackAndRoll, passAll, reject } from '../../support/scenario';
import { BAV, GNO, atk, evs, scenarioAfterOneTurn as scenario, type Ev } from '../../support/helpers';

/** The one gameStarted event of a new game. */
function started(events: readonly GameEvent[]): Ev<'gameStarted'> {
  const e = evs(events, 'gameStarted');
  expect(e).toHaveLength(1);
  return e[0];
}
const ALL_CARDS = [...GROUPS.map((g) => g.id as string), ...SPECIALS.map((c) => c.id as string)];

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

describe('COMP: components and player count', () => {
  it('COMP-1: 8 Illuminati, 83 Groups and 15 Specials; a new game deals them all out', () => {
    expect([ILLUMINATI.length, GROUPS.length, SPECIALS.length]).toEqual([8, 83, 15]);
    const { state } = newGame({ players: 4, illuminati: [BAV, GNO, 'discordian-society', 'society-of-assassins'] }, 'comp-1');
    const dealt = [...state.deck, ...state.uncontrolled, ...state.players.flatMap((p) => p.hand)];
    expect(dealt.slice().sort()).toEqual(ALL_CARDS.slice().sort());
  });

  it('COMP-2: 2 to 8 players; fewer or more are refused with a readable reason', () => {
    for (let n = 2; n <= 8; n++) expect(validateConfig({ players: n })).toBeNull();
    expect(validateConfig({ players: 1 })).toMatch(/2 to 8/);
    expect(validateConfig({ players: 9 })).toMatch(/2 to 8/);
    expect(() => newGame({ players: 9 }, 'x')).toThrow(/2 to 8/);
    expect(newGame({ players: 8 }, 'eight').state.players).toHaveLength(8);
  });

  it('COMP-3: money is counted in whole MB; fractional or non-positive amounts are refused', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 10, groups: [['cia', BAV, 'top', 3]] }, { illuminati: GNO, money: 10 }], uncontrolled: ['feminists', 'kkk'] });
    expect(reject(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1.5, free: false })).toMatch(/whole number of MB/);
    expect(reject(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 0, free: true })).toMatch(/whole number of MB/);
    expect(reject(s, 0, { type: 'gift', to: 1, money: -2, specials: [] })).toMatch(/whole number of MB/);
    const w = act(s, 0, atk('cia', 'feminists')).state;
    expect(reject(w, 0, { type: 'spend', card: BAV, amount: 0.5 })).toMatch(/whole number of MB/);
    expect(Number.isInteger(s.players[0].money)).toBe(true);
  });
});

describe('SETUP: a new game', () => {
  const FOUR: IlluminatiId[] = [BAV, GNO, 'discordian-society', 'society-of-assassins'];

  it('SETUP-1: each seat gets a different Illuminati at random; chosen ones are kept; the rest are out of play', () => {
    const draws = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { state } = newGame({ players: 5 }, `setup-1-${i}`);
      const ils = state.players.map((p) => p.illuminati);
      expect(new Set(ils).size).toBe(5);
      for (const il of ils) expect(ILLUMINATI.map((c) => c.id)).toContain(il);
      for (const c of [...state.deck, ...state.uncontrolled]) expect(card(c)!.kind).not.toBe('illuminati');
      draws.add(ils.join(','));
    }
    expect(draws.size).toBeGreaterThan(1);
    const { state } = newGame({ players: 3, illuminati: [null, 'servants-of-cthulhu', null] }, 'chosen');
    expect(state.players[1].illuminati).toBe('servants-of-cthulhu');
    expect(state.players[0].illuminati).not.toBe('servants-of-cthulhu');
  });

  it('SETUP-2: each player starts with his Illuminati\u2019s printed Income; the first player then collects his first income', () => {
    for (let i = 0; i < 6; i++) {
      const { state, events } = newGame({ players: 4, illuminati: FOUR }, `setup-2-${i}`);
      const first = started(events).first;
      for (const p of state.players) {
        const inc = illuminati(p.illuminati).income;
        expect(p.money).toBe(p.seat === first ? 2 * inc : inc);
      }
      expect(evs(events, 'incomeCollected')).toEqual([{ type: 'incomeCollected', to: 'all', seat: first, total: illuminati(state.players[first].illuminati).income, cards: { [state.players[first].illuminati]: illuminati(state.players[first].illuminati).income } }]);
    }
  });

  it('SETUP-3: all Groups and Specials are shuffled together into one deck', () => {
    const a = newGame({ players: 4, illuminati: FOUR }, 'setup-3-a').state;
    const b = newGame({ players: 4, illuminati: FOUR }, 'setup-3-b').state;
    for (const s of [a, b]) {
      const all = [...s.deck, ...s.uncontrolled, ...s.players.flatMap((p) => p.hand)];
      expect(all.slice().sort()).toEqual(ALL_CARDS.slice().sort());
      // Groups and Specials are mixed: some special lies above the last group of the deck.
      const kinds = s.deck.map((c) => card(c)!.kind);
      expect(kinds.indexOf('special')).toBeLessThan(kinds.lastIndexOf('group'));
    }
    expect(a.deck).not.toEqual(b.deck);
  });

  it('SETUP-4: four Groups are turned face up; a Special turned up is buried back in the deck', () => {
    let sawReturn = false;
    for (let i = 0; i < 12; i++) {
      const { state, events } = newGame({ players: 4, illuminati: FOUR }, `seed-${i}`);
      const drawn = evs(events, 'cardDrawn');
      expect(drawn).toHaveLength(drawn[0].kind === 'group' ? 1 : 2); // the first player's draw (a special: two audiences)
      const opening = drawn[0].kind === 'group' ? state.uncontrolled.slice(0, -1) : state.uncontrolled;
      expect(opening).toHaveLength(4);
      for (const c of opening) expect(card(c)!.kind).toBe('group');
      const returned = evs(events, 'specialReturned').length;
      if (returned > 0) {
        sawReturn = true;
        // Every special is still in the game: in the deck or (just drawn) in a hand.
        const specials = [...state.deck, ...state.players.flatMap((p) => p.hand)].filter((c) => card(c)!.kind === 'special');
        expect(specials).toHaveLength(15);
      }
    }
    expect(sawReturn).toBe(true);
  });

  it('SETUP-5: every player rolls 2d6 and the highest roll goes first', () => {
    for (let i = 0; i < 20; i++) {
      const { state, events } = newGame({ players: 4, illuminati: FOUR }, `setup-5-${i}`);
      const g = started(events);
      // Replay the rolls: each round only the tied leaders roll again.
      let tied = [0, 1, 2, 3];
      for (let round = 0; tied.length > 1; round++) {
        for (const seat of tied) expect(g.rolls[seat][round]).toBeGreaterThanOrEqual(2);
        const best = Math.max(...tied.map((seat) => g.rolls[seat][round]));
        tied = tied.filter((seat) => g.rolls[seat][round] === best);
      }
      expect(g.first).toBe(tied[0]);
      expect(state.turn.active).toBe(g.first);
      expect(decider(state)).toEqual([g.first]);
    }
  });

  it('SETUP-6: the UFO player secretly picks another Illuminati\u2019s goal before the first turn', () => {
    const { state, events } = newGame({ players: 3, illuminati: [BAV, 'ufos', GNO] }, 'setup-6');
    expect(state.pending).toEqual({ kind: 'chooseGoal', seat: 1 });
    expect(decider(state)).toEqual([1]);
    expect(evs(events, 'turnStarted')).toHaveLength(0);
    expect(reject(state, 1, { type: 'chooseGoal', goal: 'ufos' })).toMatch(/GOAL-UFO-1/);
    expect(reject(state, 0, { type: 'chooseGoal', goal: GNO })).toMatch(/no goal to choose/);
    const r = act(state, 1, { type: 'chooseGoal', goal: GNO });
    expect(r.state.players[1].borrowedGoal).toBe(GNO);
    expect(evs(r.events, 'goalChosen')).toEqual([
      { type: 'goalChosen', to: [1], seat: 1, goal: GNO },
      { type: 'goalChosen', to: [0, 2], seat: 1, goal: null },
    ]);
    expect(observe(r.state, 0).players[1].borrowedGoal).toBeNull();
    expect(observe(r.state, 1).players[1].borrowedGoal).toBe(GNO);
    // Then the first player's turn begins.
    expect(evs(r.events, 'turnStarted')).toEqual([{ type: 'turnStarted', to: 'all', seat: started(events).first, turn: 1 }]);
  });

  it('SETUP-7: with 7 players setup still gives printed Income; the +3 comes in each income phase', () => {
    const seven: IlluminatiId[] = [BAV, 'bermuda-triangle', 'discordian-society', GNO, 'network', 'servants-of-cthulhu', 'society-of-assassins'];
    const { state, events } = newGame({ players: 7, illuminati: seven }, 'setup-7');
    const first = started(events).first;
    for (const p of state.players) {
      const inc = illuminati(p.illuminati).income;
      expect(p.money).toBe(p.seat === first ? inc + inc + 3 : inc);
    }
    expect(state.basicGoal).toBe(8);
  });
});

describe('AMB-34/35/51, ADV-LARGE-1', () => {
  it('AMB-34: players tied for the highest opening roll roll again until the tie is broken', () => {
    // seed-11: seats 0, 2 and 3 tie on 8; seat 1 rolled 2 and does not roll again.
    const { events } = newGame({ players: 4 }, 'seed-11');
    const g = started(events);
    expect(g.rolls[1]).toHaveLength(1);
    const tied = [0, 2, 3];
    for (const seat of tied) expect(g.rolls[seat][0]).toBe(g.rolls[0][0]);
    expect(g.rolls[0][0]).toBeGreaterThan(g.rolls[1][0]);
    for (const seat of tied) expect(g.rolls[seat].length).toBeGreaterThanOrEqual(2);
    // Found over many seeds: ties happen, and the final roll of the first player beats the others in his last round.
    let ties = 0;
    for (let i = 0; i < 60; i++) {
      const e = started(newGame({ players: 4 }, `seed-${i}`).events);
      if (e.rolls.some((r) => r.length > 1)) ties++;
      const last = e.rolls[e.first].length - 1;
      for (let seat = 0; seat < 4; seat++) if (seat !== e.first && e.rolls[seat].length > last) expect(e.rolls[seat][last]).toBeLessThan(e.rolls[e.first][last]);
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('AMB-35: turns follow the seat list, wrapping around', () => {
    let s = scenario({
      seats: [
        { illuminati: BAV, money: 1, groups: [['cia', BAV, 'top']] },
        { illuminati: GNO, money: 1, groups: [['fbi', GNO, 'top']] },
        { illuminati: 'network', money: 1, groups: [['kgb', 'network', 'top']] },
      ],
      uncontrolled: ['feminists', 'kkk'],
      active: 1,
    });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = act(s, s.turn.active, { type: 'endTurn' }).state;
      order.push(s.turn.active);
    }
    expect(order).toEqual([2, 0, 1, 2]);
  });

  it('AMB-51: the large-game bonus does not apply to starting money', () => {
    const eight: IlluminatiId[] = [BAV, 'bermuda-triangle', 'discordian-society', GNO, 'network', 'servants-of-cthulhu', 'society-of-assassins', 'ufos'];
    const { state } = newGame({ players: 8, illuminati: eight }, 'amb-51');
    // The UFO player still has to choose a goal: nobody has collected income yet.
    expect(state.pending?.kind).toBe('chooseGoal');
    for (const p of state.players) expect(p.money).toBe(illuminati(p.illuminati).income);
  });

  it('ADV-LARGE-1: Illuminati earn +3 MB per turn with 7 players and +5 MB with 8', () => {
    const ils: IlluminatiId[] = [BAV, GNO, 'bermuda-triangle', 'discordian-society', 'network', 'servants-of-cthulhu', 'society-of-assassins', 'ufos'];
    for (const [n, bonus] of [
      [6, 0],
      [7, 3],
      [8, 5],
    ] as const) {
      const s = scenario({ seats: ils.slice(0, n).map((illuminati) => ({ illuminati, money: 0 })), uncontrolled: ['feminists', 'kkk'] });
      const r = act(s, 0, { type: 'endTurn' });
      expect(r.state.players[1].money).toBe(12 + bonus);
      expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [GNO]: 12 + bonus });
    }
  });
});

describe('TURN: the turn sequence', () => {
  it('TURN-1: turns pass around the table from the first player; players out of the game are skipped', () => {
    let s = scenario({
      seats: [
        { illuminati: BAV, money: 1, groups: [['cia', BAV, 'top']] },
        { illuminati: GNO, money: 1 },
        { illuminati: 'network', money: 1, groups: [['kgb', 'network', 'top']] },
      ],
      uncontrolled: ['feminists', 'kkk'],
    });
    s = act(s, 0, { type: 'endTurn' }).state;
    expect(s.turn.active).toBe(1);
    s = act(s, 1, { type: 'leave' }).state; // leaving on one's own turn ends it
    expect(s.turn.active).toBe(2);
    s = act(s, 2, { type: 'endTurn' }).state;
    expect(s.turn.active).toBe(0);
    s = act(s, 0, { type: 'endTurn' }).state;
    expect(s.turn.active).toBe(2);
    expect(reject(s, 0, { type: 'endTurn' })).toMatch(/Only the player on turn/);
  });

  it('TURN-2: income, draw, actions, free transfers, special powers, add targets, then the next turn', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 1, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 10, groups: [['the-mafia', GNO, 'top', 2]] }],
      uncontrolled: ['feminists', 'yuppies'],
      deckTop: ['moonies'],
    });
    const start = act(s, 0, { type: 'endTurn' });
    expect(start.events.map((e) => e.type)).toEqual(['turnEnded', 'turnStarted', 'incomeCollected', 'cardDrawn']);
    let t = start.state;
    expect([t.turn.active, t.turn.phase, t.turn.actionsLeft, t.turn.freeTransfersLeft]).toEqual([1, 'actions', 2, 2]);
    // A free transfer closes the action phase.
    t = act(t, 1, { type: 'transferMoney', from: GNO, to: 'the-mafia', amount: 1, free: true }).state;
    expect(t.turn.phase).toBe('transfers');
    expect(reject(t, 1, atk('the-mafia', 'feminists'))).toMatch(/action phase/);
    expect(reject(t, 1, { type: 'dropGroup', group: 'the-mafia' })).toMatch(/action phase/);
    // The Gnomes' redistribution (phase 6) closes the transfers.
    t = act(t, 1, { type: 'setTreasuries', amounts: { [GNO]: 0, 'the-mafia': 10 + 12 + 2 + 6 } }).state;
    expect(t.turn.phase).toBe('special');
    expect(reject(t, 1, { type: 'transferMoney', from: 'the-mafia', to: GNO, amount: 1, free: true })).toMatch(/TURN-2/);
    // Add targets happens before the turn ends, then the next player starts.
    t = { ...t, uncontrolled: ['feminists'] };
    const end = act(t, 1, { type: 'endTurn' });
    const types = end.events.map((e) => e.type);
    expect(types.indexOf('targetAdded')).toBeLessThan(types.indexOf('turnEnded'));
    expect(types.indexOf('turnEnded')).toBeLessThan(types.indexOf('turnStarted'));
    expect(end.state.turn.active).toBe(0);
  });

  it('TURN-3: unused actions lapse; each turn starts with exactly two', () => {
    let s = scenario({
      seats: [{ illuminati: BAV, money: 10, groups: [['cia', BAV, 'top', 2]] }, { illuminati: GNO, money: 10, groups: [['kkk', GNO, 'top']] }],
      uncontrolled: ['feminists', 'yuppies'],
    });
    s = act(s, 0, { type: 'endTurn' }).state; // seat 0 leaves both actions unused
    s = act(s, 1, { type: 'endTurn' }).state;
    expect([s.turn.active, s.turn.actionsLeft, s.turn.freeTransfersLeft]).toEqual([0, 2, 2]);
    s = act(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: false }).state;
    s = act(s, 0, { type: 'transferMoney', from: 'cia', to: BAV, amount: 1, free: false }).state;
    expect(s.turn.actionsLeft).toBe(0);
    expect(reject(s, 0, atk('cia', 'feminists'))).toMatch(/no action left/);
    expect(reject(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: false })).toMatch(/no action left/);
  });

  it('TURN-4: income arrives only when one\u2019s own turn begins, never during another player\u2019s turn', () => {
    let s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['the-mafia', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['loan-sharks', GNO, 'top']] }],
      uncontrolled: ['feminists', 'yuppies'],
    });
    let r = act(s, 0, { type: 'endTurn' });
    expect(evs(r.events, 'incomeCollected').map((e) => e.seat)).toEqual([1]);
    expect(r.state.players[0].money).toBe(0);
    expect(r.state.players[0].groups[0].money).toBe(0);
    s = r.state;
    r = act(s, 1, { type: 'endTurn' });
    expect(evs(r.events, 'incomeCollected').map((e) => e.seat)).toEqual([0]);
    expect(r.state.players[0].money).toBe(9);
    expect(r.state.players[1].money).toBe(12);
  });
});

describe('INCOME', () => {
  it('INCOME-1: the active player collects the printed Income of every card of his structure onto that card', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] },
        { illuminati: GNO, money: 5, groups: [['the-mafia', GNO, 'top', 1], ['loan-sharks', GNO, 'right', 2], ['multinational-oil-companies', 'the-mafia', 'left']] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(validateStructure(s.players[1])).toBeNull();
    const r = act(s, 0, { type: 'endTurn' });
    const e = evs(r.events, 'incomeCollected')[0];
    expect(e).toEqual({ type: 'incomeCollected', to: 'all', seat: 1, total: 12 + 6 + 6 + 8, cards: { [GNO]: 12, 'the-mafia': 6, 'loan-sharks': 6, 'multinational-oil-companies': 8 } });
    const p = r.state.players[1];
    expect(p.money).toBe(17);
    expect(Object.fromEntries(p.groups.map((g) => [g.id, g.money]))).toEqual({ 'the-mafia': 7, 'loan-sharks': 8, 'multinational-oil-companies': 8 });
  });

  it('INCOME-2: a card with no Income gets nothing; uncontrolled groups get nothing', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top', 1], ['kgb', GNO, 'right']] }],
      uncontrolled: ['loan-sharks', 'yuppies'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [GNO]: 12 });
    expect(r.state.players[1].groups.map((g) => g.money)).toEqual([1, 0]);
    expect(r.state.uncontrolled).toEqual(['loan-sharks', 'yuppies', 'american-autoduel-association']);
  });

  it('INCOME-6: in 7- and 8-player games the Illuminati income rises by 3 and 5 (groups unchanged)', () => {
    const ils: IlluminatiId[] = [BAV, GNO, 'bermuda-triangle', 'discordian-society', 'network', 'servants-of-cthulhu', 'society-of-assassins', 'ufos'];
    const seats = ils.map((illuminati, i) => ({ illuminati, money: 0, ...(i === 1 ? { groups: [['the-mafia', GNO, 'top']] as [GroupId, string, 'top'][] } : {}) }));
    const r = act(scenario({ seats: seats.slice(0, 7), uncontrolled: ['feminists', 'kkk'] }), 0, { type: 'endTurn' });
    expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [GNO]: 15, 'the-mafia': 6 });
    const r8 = act(scenario({ seats, uncontrolled: ['feminists', 'kkk'] }), 0, { type: 'endTurn' });
    expect(evs(r8.events, 'incomeCollected')[0].cards).toEqual({ [GNO]: 17, 'the-mafia': 6 });
  });

  it('INCOME-7: treasuries are public by default: every seat observes every treasury (AMB-33)', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 13, groups: [['cia', BAV, 'top', 4]] }, { illuminati: GNO, money: 2 }], uncontrolled: ['feminists', 'kkk'] });
    for (const viewer of [1, 'spectator'] as const) {
      const o = observe(s, viewer);
      expect(o.players[0].money).toBe(13);
      expect(o.players[0].groups[0].money).toBe(4);
    }
  });

  it('AMB-33: another player\u2019s treasury amounts are shown exactly, while his specials are not', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 7, hand: ['slush-fund'], groups: [['cia', BAV, 'top', 3]] }, { illuminati: GNO, money: 2 }], uncontrolled: ['feminists', 'kkk'] });
    const o = observe(s, 1).players[0];
    expect([o.money, o.groups[0].money, o.hand, o.handCount]).toEqual([7, 3, null, 1]);
  });
});

describe('DRAW', () => {
  it('DRAW-1: a drawn Group goes face up to the uncontrolled area, a drawn Special to the player\u2019s hand', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }],
      uncontrolled: ['feminists', 'yuppies'],
      deckTop: ['moonies', 'slush-fund'],
    });
    const a = act(s, 0, { type: 'endTurn' });
    expect(a.state.uncontrolled).toEqual(['feminists', 'yuppies', 'moonies']);
    expect(evs(a.events, 'cardDrawn')).toEqual([{ type: 'cardDrawn', to: 'all', seat: 1, card: 'moonies', kind: 'group' }]);
    const b = act(a.state, 1, { type: 'endTurn' });
    expect(b.state.players[0].hand).toEqual(['slush-fund']);
    expect(b.state.uncontrolled).toEqual(['feminists', 'yuppies', 'moonies']);
    expect(evs(b.events, 'cardDrawn')).toEqual([
      { type: 'cardDrawn', to: [0], seat: 0, card: 'slush-fund', kind: 'special' },
      { type: 'cardDrawn', to: [1], seat: 0, card: null, kind: 'special' },
    ]);
  });

  it('DRAW-2: the number of Specials a player holds is public, their identity is not', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 0, hand: ['slush-fund', 'bribery'] }, { illuminati: GNO, money: 0 }], uncontrolled: ['feminists', 'kkk'] });
    expect(observe(s, 1).players[0]).toMatchObject({ hand: null, handCount: 2 });
    expect(observe(s, 'spectator').players[0]).toMatchObject({ hand: null, handCount: 2 });
    expect(observe(s, 0).players[0]).toMatchObject({ hand: ['slush-fund', 'bribery'], handCount: 2 });
  });

  it('DRAW-3: the Network draws two cards per turn', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: 'network', money: 0, groups: [['cia', 'network', 'top']] }],
      uncontrolled: ['feminists', 'yuppies'],
      deckTop: ['moonies', 'slush-fund', 'pentagon'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies', 'moonies']);
    expect(r.state.players[1].hand).toEqual(['slush-fund']);
    expect(r.state.deck[0]).toBe('pentagon');
  });

  it('ILLUM-NET-1: only the Network draws two cards; every other Illuminati draws one', () => {
    const mk = (il: IlluminatiId) =>
      scenario({
        seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: il, money: 0, groups: [['cia', il, 'top']] }],
        uncontrolled: ['feminists', 'yuppies'],
        deckTop: ['moonies', 'pentagon', 'texas'],
      });
    const net = act(mk('network'), 0, { type: 'endTurn' });
    expect(evs(net.events, 'cardDrawn').map((e) => e.card)).toEqual(['moonies', 'pentagon']);
    for (const il of [GNO, 'ufos', 'servants-of-cthulhu'] as IlluminatiId[]) {
      const r = act(mk(il), 0, { type: 'endTurn' });
      expect(evs(r.events, 'cardDrawn').map((e) => e.card)).toEqual(['moonies']);
    }
  });

  it('DRAW-4: drawing from an empty deck draws nothing and play goes on (AMB-28)', () => {
    const s = { ...scenario({ seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['cia', GNO, 'top']] }], uncontrolled: ['feminists', 'yuppies'] }), deck: [] };
    const r = act(s, 0, { type: 'endTurn' });
    expect(evs(r.events, 'deckEmpty')).toHaveLength(1);
    expect([r.state.turn.active, r.state.turn.phase, r.state.outcome]).toEqual([1, 'actions', null]);
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies']);
  });

  it('AMB-28: with the deck empty, draws, Network draws and add-targets simply stop; the dead pile is not reshuffled', () => {
    let s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: 'network', money: 0, groups: [['cia', 'network', 'top']] }],
      uncontrolled: ['feminists'],
    });
    s = { ...s, deck: ['yuppies'], dead: ['moonies'] };
    // Add targets takes the last card; the Network's two draws find nothing.
    const r = act(s, 0, { type: 'endTurn' });
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies']);
    expect(evs(r.events, 'deckEmpty')).toHaveLength(2);
    expect(r.state.deck).toEqual([]);
    expect(r.state.dead).toEqual(['moonies']);
    // Add targets with an empty deck and one uncontrolled group: nothing happens, the game goes on.
    const t = act({ ...r.state, uncontrolled: ['feminists'] }, 1, { type: 'endTurn' });
    expect(t.state.uncontrolled).toEqual(['feminists']);
    expect(t.state.turn.active).toBe(0);
  });
});

describe('ACT: actions, free actions, passing', () => {
  const base = () =>
    scenario({
      seats: [
        { illuminati: BAV, money: 10, groups: [['cia', BAV, 'top', 2], ['the-mafia', BAV, 'right', 3], ['kkk', BAV, 'bottom']] },
        { illuminati: GNO, money: 10, groups: [['fbi', GNO, 'top']] },
      ],
      uncontrolled: ['feminists', 'yuppies', 'moonies'],
    });

  it('ACT-1: up to two regular actions per turn, and fewer is fine', () => {
    let s = base();
    s = act(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: false }).state;
    expect(s.turn.actionsLeft).toBe(1);
    // Ending the turn after one action is allowed and gives no pass bonus.
    const e = act(s, 0, { type: 'endTurn' }).state;
    expect(e.players[0].money).toBe(9);
    expect(e.turn.active).toBe(1);
    s = act(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: false }).state;
    expect(reject(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'left' })).toMatch(/no action left/);
  });

  it('ACT-2: an attack, a transfer, a move and a give each use one action', () => {
    const s = base();
    const a = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [6, 6]).state;
    expect(a.turn.actionsLeft).toBe(1);
    const t = act(s, 0, { type: 'transferMoney', from: 'cia', to: BAV, amount: 2, free: false }).state;
    expect(t.turn.actionsLeft).toBe(1);
    const m = act(s, 0, { type: 'moveGroup', group: 'kkk', master: BAV, arrow: 'left' }).state;
    expect(m.turn.actionsLeft).toBe(1);
    const o = act(s, 0, { type: 'offer', to: 1, give: { money: 0, specials: [], groups: ['kkk'] }, get: { money: 0, specials: [], groups: [] }, getPlace: [] }).state;
    const g = act(o, 1, { type: 'answerOffer', accept: true, place: [{ id: 'kkk', master: GNO, arrow: 'right' }] }).state;
    expect(g.turn.actionsLeft).toBe(1);
    expect(g.players[1].groups.map((x) => x.id)).toEqual(['fbi', 'kkk']);
  });

  it('ACT-3: dropping a group, aiding an attack and giving money are free actions', () => {
    let s = base();
    s = act(s, 0, { type: 'dropGroup', group: 'kkk' }).state;
    s = act(s, 0, { type: 'gift', to: 1, money: 3, specials: [] }).state;
    expect(s.turn.actionsLeft).toBe(2);
    // One action for the attack; the aiding Illuminati costs nothing more.
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control', aiders: [BAV] }, [6, 6]);
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(6 - 2 + 10);
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.state.players[1].money).toBe(13);
  });

  it('ACT-4: the two free transfers and the capture top-up use no action', () => {
    const s = base();
    let r = attackAndRoll(s, 0, { attacker: 'the-mafia', target: 'yuppies', kind: 'control' }, [1, 1]);
    r = act(r.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 2 });
    expect(r.state.players[0].groups.find((g) => g.id === 'yuppies')!.money).toBe(2);
    expect([r.state.turn.actionsLeft, r.state.turn.freeTransfersLeft]).toEqual([1, 2]);
    let t = act(r.state, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 4, free: true }).state;
    t = act(t, 0, { type: 'transferMoney', from: 'cia', to: BAV, amount: 1, free: true }).state;
    expect([t.turn.actionsLeft, t.turn.freeTransfersLeft]).toEqual([1, 0]);
    expect(t.players[0].money).toBe(7);
  });

  it('ACT-5: passing collects 5 MB on the Illuminati and ends the turn without transfers', () => {
    let s = base();
    s = act(s, 0, { type: 'endTurn' }).state; // seat 1: income 12, then draws
    expect(s.players[1].money).toBe(22);
    const r = act(s, 1, { type: 'passTurn' });
    expect(evs(r.events, 'turnPassed')).toEqual([{ type: 'turnPassed', to: 'all', seat: 1 }]);
    expect(r.state.players[1].money).toBe(27);
    expect(r.state.turn.active).toBe(0);
    expect(reject(r.state, 1, { type: 'transferMoney', from: GNO, to: 'fbi', amount: 1, free: true })).toMatch(/only on your turn/);
  });

  it('ACT-6: after a failed attack the second action may try the same target with another group', () => {
    const s = base();
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'feminists', kind: 'control' }, [5, 6]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 11 });
    expect(reject(r.state, 0, atk('cia', 'feminists'))).toMatch(/ATK-3/);
    // The Mafia (7) vs Feminists (Res 2): 5; roll 4.
    const again = attackAndRoll(r.state, 0, { attacker: 'the-mafia', target: 'feminists', kind: 'control' }, [2, 2]);
    expect(evs(again.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 5, roll: 4 });
    expect(again.state.turn.actionsLeft).toBe(0);
  });

  it('AMB-18: passing is possible only before doing anything this turn; income, draw, add targets and the win check still happen', () => {
    const s = base();
    const dropped = act(s, 0, { type: 'dropGroup', group: 'kkk' }).state;
    expect(reject(dropped, 0, { type: 'passTurn' })).toMatch(/ACT-5, AMB-18/);
    const gave = act(s, 0, { type: 'gift', to: 1, money: 1, specials: [] }).state;
    expect(reject(gave, 0, { type: 'passTurn' })).toMatch(/AMB-18/);
    const freeT = act(s, 0, { type: 'transferMoney', from: BAV, to: 'cia', amount: 1, free: true }).state;
    expect(reject(freeT, 0, { type: 'passTurn' })).toMatch(/pass only at the start of your action phase/);
    // A gift received from someone else does not stop the receiver from passing (AMB-49 too).
    const got = act(s, 1, { type: 'gift', to: 0, money: 2, specials: [] }).state;
    expect(act(got, 0, { type: 'passTurn' }).state.players[0].money).toBe(12 + 5);
    // The Gnomes hold 140 MB; their income makes 152; passing adds 5; add targets refills; they win at the end of the turn.
    const g = scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] },
        { illuminati: GNO, money: 130, groups: [['fbi', GNO, 'top', 10]] },
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    let t = act(g, 0, { type: 'endTurn' }).state;
    expect(t.outcome).toBeNull();
    expect(t.players[1].money).toBe(142);
    t = { ...t, uncontrolled: ['feminists'] };
    const r = act(t, 1, { type: 'passTurn' });
    expect(r.state.players[1].money).toBe(147);
    expect(evs(r.events, 'targetAdded')).toHaveLength(1);
    expect(r.state.outcome).toEqual({ winners: [1], reason: 'goal', goals: { 1: 'special' } });
  });
});

describe('TARGETS', () => {
  it('TARGETS-1: at the end of each turn the uncontrolled area is refilled to two groups; specials drawn are discarded', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['fbi', GNO, 'top']] }],
      uncontrolled: [],
      deckTop: ['feminists', 'slush-fund', 'yuppies', 'moonies'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect(evs(r.events, 'targetAdded').map((e) => e.card)).toEqual(['feminists', 'yuppies']);
    expect(evs(r.events, 'specialDiscarded')).toEqual([{ type: 'specialDiscarded', to: 'all', seat: null, card: 'slush-fund', reason: 'drawn while adding targets' }]);
    expect(r.state.discard).toEqual(['slush-fund']);
    // Seat 1 then draws the next card (moonies) as its own draw.
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies', 'moonies']);
    // With two or more uncontrolled, nothing is added.
    const r2 = act(r.state, 1, { type: 'endTurn' });
    expect(evs(r2.events, 'targetAdded')).toHaveLength(0);
  });

  it('AMB-27: add targets is on for the English rules and off for the Italian and German ones', () => {
    for (const [edition, added] of [
      ['en', 2],
      ['it', 0],
      ['de', 0],
    ] as const) {
      const s = scenario({
        edition,
        seats: [{ illuminati: BAV, money: 0, groups: [['kkk', BAV, 'top']] }, { illuminati: GNO, money: 0, groups: [['fbi', GNO, 'top']] }],
        uncontrolled: [],
        deckTop: ['feminists', 'yuppies', 'moonies'],
      });
      const r = act(s, 0, { type: 'endTurn' });
      expect(evs(r.events, 'targetAdded')).toHaveLength(added);
    }
  });
});
