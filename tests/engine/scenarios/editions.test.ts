// Edition differences of issue 3 (RULES-DIGEST sections 27, 28, 32 and 33): the German ninth
// Illuminati, Die Atlanter (EDN-1, ILLUM-ATL-1, INCOME-5, GOAL-ATL-1..3, EX-22), the UFO goal pool
// (EDN-11), the German Post Office (EDN-21), German elimination as an option (EDN-18,
// ADV-ELIM-DE-1) and the Italian privilege rules (AMB-37). Each is set against another edition.
import { describe, expect, it } from 'vitest';
import { ATLANTEANS, ILLUMINATI, card, illuminati, type GroupId, type IlluminatiId, type Side } from '../../../src/shared/cards';
import { goalOf, legalActions, newGame, specialProgress, validateConfig, type Edition, type GameState } from '../../../src/shared/engine';
import { act, attackAndRoll, decider, reject, scenario } from '../../support/scenario';
import { BAV, GNO, NET, build, endTurn, evs, moneyOf, rival, won } from '../../support/helpers';

const ATL = 'atlanteans' satisfies IlluminatiId;

describe('EDN-1: the Atlanteans belong to the German set', () => {
  it('EDN-1: card data: a ninth Illuminati kept apart from the eight, found by card(), its unknown values labelled as a project choice', () => {
    expect(ILLUMINATI).toHaveLength(8);
    expect(ILLUMINATI.map((c) => c.id)).not.toContain(ATL);
    expect(card(ATL)).toBe(ATLANTEANS);
    expect(ATLANTEANS).toMatchObject({ kind: 'illuminati', power: 7, transferable: 7, income: 9, editions: ['de'], projectChoice: true });
    expect(ATLANTEANS.projectChoiceText).toMatch(/values chosen by this project/);
    expect(illuminati(ATL).abilities).toEqual([{ kind: 'doubleIncome', alignment: 'Peaceful' }]);
  });

  it('EDN-1: the Atlanteans can be chosen only in a German game', () => {
    for (const edition of ['en', 'it'] as const) expect(validateConfig({ players: 3, edition, illuminati: [ATL] })).toMatch(/German edition only \(EDN-1\)/);
    expect(validateConfig({ players: 3, illuminati: [ATL] })).toMatch(/EDN-1/);
    expect(validateConfig({ players: 3, edition: 'de', illuminati: [ATL] })).toBeNull();
    expect(newGame({ players: 3, edition: 'de', illuminati: [null, ATL] }, 'atl').state.players[1].illuminati).toBe(ATL);
  });

  it('EDN-1: random draws take the Atlanteans only in German games', () => {
    let drawnDe = 0;
    for (let k = 0; k < 20; k++) {
      const de = newGame({ players: 8, edition: 'de' }, `draw-${k}`).state;
      if (de.players.some((p) => p.illuminati === ATL)) drawnDe++;
      for (const edition of ['en', 'it'] as const) {
        const g = newGame({ players: 8, edition }, `draw-${k}`).state;
        expect(g.players.map((p) => p.illuminati).sort()).toEqual(ILLUMINATI.map((c) => c.id).sort());
      }
    }
    // Eight of nine drawn: the Atlanteans are left out about one game in nine.
    expect(drawnDe).toBeGreaterThanOrEqual(14);
  });
});

describe('The Atlanteans: ability (ILLUM-ATL-1, INCOME-5)', () => {
  // Seat 1 ends its turn, so seat 0 starts its own and collects.
  function table(il: IlluminatiId): GameState {
    return scenario({
      edition: 'de',
      seats: [
        { illuminati: il, money: 0, groups: build(il, ['moonies', 'copy-shops', 'kkk']) },
        { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      ],
      uncontrolled: ['feminists', 'yuppies'],
      active: 1,
    });
  }

  it('ILLUM-ATL-1: every Peaceful group of the Atlantean structure earns double Income', () => {
    const r = endTurn(table(ATL));
    // Atlanteans 9; Moonies 3 x 2; Copy Shops 4 x 2; the KKK (not Peaceful) 1.
    expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [ATL]: 9, moonies: 6, 'copy-shops': 8, kkk: 1 });
    expect([moneyOf(r.state, 0, 'moonies'), moneyOf(r.state, 0, 'copy-shops'), moneyOf(r.state, 0, 'kkk')]).toEqual([6, 8, 1]);
  });

  it('INCOME-5: the bonus is the Atlanteans\u2019 alone: the same groups under another Illuminati earn their printed Income', () => {
    const r = endTurn(table(NET));
    expect(evs(r.events, 'incomeCollected')[0].cards).toEqual({ [NET]: 9, moonies: 3, 'copy-shops': 4, kkk: 1 });
  });
});

describe('The Atlanteans: goal (GOAL-ATL-1..3, EX-22)', () => {
  // Peaceful: Moonies, Copy Shops (Atlanteans), Fnord Motor Company (rival), Goldfish Fanciers and
  // Boy Sprouts (uncontrolled).
  function table(opts: { atl?: GroupId[]; rivalGroups?: GroupId[]; uncontrolled?: GroupId[]; violentKills?: number; dead?: GroupId[] } = {}): GameState {
    const s = scenario({
      edition: 'de',
      seats: [
        { illuminati: ATL, money: 10, groups: build(ATL, opts.atl ?? ['moonies', 'copy-shops']) },
        { illuminati: GNO, money: 0, groups: build(GNO, opts.rivalGroups ?? ['fnord-motor-company', 'fbi']) },
      ],
      uncontrolled: opts.uncontrolled ?? ['goldfish-fanciers', 'boy-sprouts', 'kkk'],
    });
    s.players[0].violentKills = opts.violentKills ?? 0;
    s.dead = opts.dead ?? [];
    s.deck = s.deck.filter((c) => !s.dead.includes(c as GroupId));
    return s;
  }
  const progress = (s: GameState) => specialProgress(s, s.players[0], goalOf(s, s.players[0])!);

  it('GOAL-ATL-1: five Peaceful groups in play win, whoever controls them or none', () => {
    const s = table();
    expect(goalOf(s, s.players[0])).toEqual({ kind: 'alignmentInPlay', alignment: 'Peaceful', count: 5, reducedBy: 'Violent' });
    expect(progress(s)).toEqual({ current: 5, needed: 5 });
    expect(endTurn(s).state.outcome).toEqual(won(0));
    // One fewer Peaceful group in play: no win.
    const four = table({ uncontrolled: ['goldfish-fanciers', 'kkk'] });
    expect(progress(four)).toEqual({ current: 4, needed: 5 });
    expect(endTurn(four).state.outcome).toBeNull();
  });

  it('GOAL-ATL-2: each Violent group the Atlanteans destroy lowers the number needed by one', () => {
    const s = table({ uncontrolled: ['goldfish-fanciers', 'kkk'] });
    // The Atlanteans (7) destroy the uncontrolled KKK (Power 2, Violent): 7 - 2 = 5; roll 2.
    const r = attackAndRoll(s, 0, { attacker: ATL, target: 'kkk', kind: 'destroy' }, [1, 1]);
    expect(evs(r.events, 'groupDestroyed')).toHaveLength(1);
    expect(r.state.players[0]).toMatchObject({ kills: 1, violentKills: 1 });
    expect(progress(r.state)).toEqual({ current: 4, needed: 4 });
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
    // A non-Violent group destroyed counts as a kill but not toward the reduction.
    const t = table({ uncontrolled: ['goldfish-fanciers', 'yuppies'] });
    const y = attackAndRoll(t, 0, { attacker: ATL, target: 'yuppies', kind: 'destroy' }, [1, 1]);
    expect(y.state.players[0]).toMatchObject({ kills: 1, violentKills: 0 });
    expect(progress(y.state)).toEqual({ current: 4, needed: 5 });
  });

  it('GOAL-ATL-2: five Violent groups destroyed win outright; a rival\u2019s destructions do not count', () => {
    const s = table({ atl: ['kkk'], rivalGroups: ['fbi'], uncontrolled: ['yuppies', 'feminists'], violentKills: 5 });
    expect(progress(s)).toEqual({ current: 0, needed: 0 });
    expect(endTurn(s).state.outcome).toEqual(won(0));
    // The Gnomes destroy a Violent group: it is their count, not the Atlanteans'.
    const g = scenario({
      edition: 'de',
      active: 1,
      seats: [
        { illuminati: ATL, money: 0, groups: build(ATL, ['moonies']) },
        { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      ],
      uncontrolled: ['kkk', 'yuppies'],
    });
    // Gnomes (7) against the KKK (2): 5; roll 2.
    const r = attackAndRoll(g, 1, { attacker: GNO, target: 'kkk', kind: 'destroy' }, [1, 1]);
    expect([r.state.players[0].violentKills, r.state.players[1].violentKills]).toEqual([0, 1]);
  });

  it('GOAL-ATL-3: "at any moment" is checked at the end of every turn (AMB-31), whoever is on turn', () => {
    const s = table({ uncontrolled: ['goldfish-fanciers', 'kkk'] });
    // Met in the middle of the turn: nothing happens until the turn ends.
    const r = attackAndRoll(s, 0, { attacker: ATL, target: 'kkk', kind: 'destroy' }, [1, 1]);
    expect(r.state.outcome).toBeNull();
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
    // Met at the end of another player's turn: the Atlanteans win then.
    const other = table();
    const o = endTurn({ ...other, turn: { ...other.turn, active: 1 } });
    expect(o.state.outcome).toEqual(won(0));
  });

  it('EX-22: one Atlantean, one rival and one uncontrolled Peaceful group (3) with 2 Violent groups destroyed win; the dead pile does not count; 5 destroyed need none', () => {
    const s = table({ atl: ['moonies'], rivalGroups: ['fnord-motor-company', 'fbi'], uncontrolled: ['goldfish-fanciers', 'kkk'], violentKills: 2, dead: ['boy-sprouts', 'copy-shops'] });
    expect(progress(s)).toEqual({ current: 3, needed: 3 });
    expect(endTurn(s).state.outcome).toEqual(won(0));
    const one = table({ atl: ['moonies'], rivalGroups: ['fnord-motor-company', 'fbi'], uncontrolled: ['goldfish-fanciers', 'kkk'], violentKills: 1, dead: ['boy-sprouts', 'copy-shops'] });
    expect(progress(one)).toEqual({ current: 3, needed: 4 });
    expect(endTurn(one).state.outcome).toBeNull();
    const five = table({ atl: ['kkk'], rivalGroups: ['fbi'], uncontrolled: ['yuppies', 'feminists'], violentKills: 5 });
    expect(progress(five).needed).toBe(0);
  });
});

describe('EDN-11: the UFOs\u2019 goal pool', () => {
  function pool(edition: Edition): IlluminatiId[] {
    const { state } = newGame({ players: 2, edition, illuminati: ['ufos', NET] }, 'pool');
    const la = legalActions(state, 0).find((a) => a.type === 'chooseGoal');
    return la?.type === 'chooseGoal' ? la.goals : [];
  }

  it('EDN-11: the other seven goals in EN and IT, the other eight (the Atlanteans\u2019 included) in DE', () => {
    const seven = ILLUMINATI.map((c) => c.id as IlluminatiId).filter((id) => id !== 'ufos');
    expect(pool('en')).toEqual(seven);
    expect(pool('it')).toEqual(seven);
    expect(pool('de')).toEqual([...seven, ATL]);
    const en = newGame({ players: 2, illuminati: ['ufos', NET] }, 'pool').state;
    expect(reject(en, 0, { type: 'chooseGoal', goal: ATL })).toMatch(/GOAL-UFO-1/);
    const de = newGame({ players: 2, edition: 'de', illuminati: ['ufos', NET] }, 'pool').state;
    const r = act(de, 0, { type: 'chooseGoal', goal: ATL });
    expect(goalOf(r.state, r.state.players[0])).toMatchObject({ kind: 'alignmentInPlay', count: 5 });
  });
});

describe('EDN-21: who pays the Post Office', () => {
  const s = (edition: Edition, groups: [GroupId, string, Side, number][]) =>
    scenario({
      edition,
      seats: [
        { illuminati: BAV, money: 0, groups },
        { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      ],
      uncontrolled: ['feminists', 'yuppies'],
      active: 1,
    });

  it('EDN-21: in DE the Post Office may pay its upkeep from its own treasury', () => {
    const de = endTurn(s('de', [['cia', BAV, 'top', 3], ['post-office', 'cia', 'left', 5]]));
    expect(evs(de.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: 'post-office', amount: 1 }]);
    expect([moneyOf(de.state, 0, 'post-office'), moneyOf(de.state, 0, 'cia'), de.state.players[0].money]).toEqual([4, 3, 9]);
    // With nothing on the Post Office, its master pays as in the other editions.
    const empty = endTurn(s('de', [['cia', BAV, 'top', 3], ['post-office', 'cia', 'left', 0]]));
    expect(evs(empty.events, 'upkeepPaid')[0].card).toBe('cia');
  });

  it('EDN-21: in EN and IT its own treasury never pays: the master, else the Illuminati', () => {
    for (const edition of ['en', 'it'] as const) {
      const r = endTurn(s(edition, [['cia', BAV, 'top', 0], ['post-office', 'cia', 'left', 5]]));
      expect(evs(r.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: BAV, amount: 1 }]);
      expect(moneyOf(r.state, 0, 'post-office')).toBe(5);
    }
  });
});

describe('EDN-18: elimination', () => {
  // Seat 0 has no group left and ends his third turn.
  const table = (edition: Edition, elimination?: boolean) =>
    scenario({
      edition,
      ...(elimination === undefined ? {} : { config: { elimination } }),
      seats: [
        { illuminati: BAV, money: 5, turnsCompleted: 2, groups: [] },
        rival(GNO, ['fbi']),
        rival(NET, ['cia']),
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });

  it('EDN-18: in EN and IT a player with only his Illuminati after his third turn is eliminated', () => {
    for (const edition of ['en', 'it'] as const) {
      const r = endTurn(table(edition));
      expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 0, by: null }]);
      expect(r.state.players[0].out).toBe('eliminated');
    }
  });

  it('ADV-ELIM-DE-1: in DE elimination is an optional rule, off unless the game turns it on', () => {
    const off = endTurn(table('de'));
    expect(evs(off.events, 'playerEliminated')).toEqual([]);
    expect(off.state.players[0]).toMatchObject({ out: null, turnsCompleted: 3, money: 5 });
    // He keeps playing with his Illuminati alone (AMB-48 without a deadline).
    let t = off.state;
    for (let i = 0; i < 2; i++) t = endTurn(t).state;
    expect(t.turn.active).toBe(0);
    expect(t.players[0].out).toBeNull();
    const on = endTurn(table('de', true));
    expect(on.state.players[0].out).toBe('eliminated');
    // The option works both ways: EN without elimination.
    expect(endTurn(table('en', false)).state.players[0].out).toBeNull();
  });
});

describe('AMB-37: the Italian privilege rules', () => {
  function table(): GameState {
    return scenario({
      edition: 'it',
      seats: [
        { illuminati: BAV, money: 10, hand: ['slush-fund', 'swiss-bank-account'], groups: [['the-mafia', BAV, 'top']] },
        { illuminati: NET, money: 10, groups: [['cia', NET, 'top', 2]] },
        { illuminati: GNO, money: 10, hand: ['whispering-campaign', 'market-manipulation'], groups: [['fbi', GNO, 'top']] },
      ],
    });
  }

  it('AMB-37: in IT one special card (not every card) privileges an attack, and two discarded specials do not abolish it: only Deep Agent does (issue 3)', () => {
    let d = act(table(), 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'special', card: 'slush-fund' } });
    // Any window in which other holders may answer the discard (Secrets Man) is passed.
    while (d.state.pending?.kind === 'reaction') d = act(d.state, decider(d.state)[0], { type: 'pass' });
    expect(d.state.players[0].hand).toEqual(['swiss-bank-account']);
    expect(d.state.discard).toEqual(['slush-fund']);
    expect(d.state.pending?.kind === 'attack' && d.state.pending.privilege).toEqual({ kind: 'special', card: 'slush-fund' });
    expect(reject(d.state, 2, { type: 'abolishPrivilege', discard: ['whispering-campaign', 'market-manipulation'] })).toMatch(/EDN-12/);
    expect(legalActions(d.state, 2).some((a) => a.type === 'abolishPrivilege')).toBe(false);
  });
});
