// Edition differences present in the basic engine (RULES-DIGEST section 32): add targets only in
// EN (EDN-7), the German Network goal of 20 (EDN-10), no two-special abolition in DE and IT (EDN-12),
// groups given only in the owner's turn in DE (EDN-16), and neutralize needing an open arrow in DE
// (EDN-20). Each is checked against the English behaviour on the same table.
import { describe, expect, it } from 'vitest';
import type { IlluminatiId } from '../../../src/shared/cards';
import { goalOf, legalActions, outcome, specialProgress, type Action, type Edition, type GameState } from '../../../src/shared/engine';
import { validateStructure } from '../../../src/shared/engine/geometry';
import { act, decider, passAll, reject, scenario } from '../../support/scenario';
import { BAV as B, GNO as G, NET as N, offer } from '../../support/helpers';

describe('EDN-7: add targets', () => {
  function emptyTable(edition: Edition): GameState {
    return scenario({
      edition,
      seats: [
        { illuminati: B, money: 10, groups: [['the-mafia', B, 'top']] },
        { illuminati: G, money: 10, groups: [['cia', G, 'top']] },
      ],
      uncontrolled: [],
      deckTop: ['deep-agent', 'comic-books', 'slush-fund', 'moonies', 'kkk'],
    });
  }

  it('EDN-7: in EN the uncontrolled area is refilled to two groups at the end of a turn', () => {
    const r = act(emptyTable('en'), 0, { type: 'endTurn' });
    expect(r.state.uncontrolled).toEqual(['comic-books', 'moonies', 'kkk']); // two targets, then seat 1 draws the KKK
    expect(r.state.discard).toEqual(['deep-agent', 'slush-fund']);
    expect(r.events.filter((e) => e.type === 'targetAdded')).toHaveLength(2);
  });

  it('EDN-7: in IT and DE there is no add-targets step', () => {
    for (const edition of ['it', 'de'] as const) {
      const r = act(emptyTable(edition), 0, { type: 'endTurn' });
      // Nothing was turned up; seat 1's ordinary draw took the top card, a special, into his hand.
      expect(r.state.uncontrolled).toEqual([]);
      expect(r.state.discard).toEqual([]);
      expect(r.state.players[1].hand).toEqual(['deep-agent']);
      expect(r.state.deck.slice(0, 4)).toEqual(['comic-books', 'slush-fund', 'moonies', 'kkk']);
      expect(r.events.some((e) => e.type === 'targetAdded' || e.type === 'specialDiscarded')).toBe(false);
    }
  });
});

describe('EDN-10: Network goal', () => {
  // The Network's 7 plus Big Media 3, CIA 4, Federal Reserve 3 and Madison Avenue 3: 20 transferable Power.
  function network(edition: Edition): GameState {
    return scenario({
      edition,
      seats: [
        {
          illuminati: N,
          money: 10,
          groups: [['big-media', N, 'top'], ['cia', N, 'right'], ['federal-reserve', N, 'bottom'], ['madison-avenue', N, 'left']],
        },
        { illuminati: G, money: 10, groups: [['kkk', G, 'top']] },
      ],
      uncontrolled: ['comic-books', 'moonies'],
    });
  }

  it('EDN-10: under the German rules the Network wins with 20 transferable Power', () => {
    const s = network('de');
    expect(validateStructure(s.players[0])).toBeNull();
    expect(specialProgress(s, s.players[0], goalOf(s, s.players[0])!)).toEqual({ current: 20, needed: 20 });
    const end = act(s, 0, { type: 'endTurn' });
    expect(outcome(end.state)).toEqual({ winners: [0], reason: 'goal', goals: { 0: 'special' } });
  });

  it('EDN-10: under the English and Italian rules the same structure is 5 short of 25', () => {
    for (const edition of ['en', 'it'] as const) {
      const s = network(edition);
      expect(specialProgress(s, s.players[0], goalOf(s, s.players[0])!)).toEqual({ current: 20, needed: 25 });
      const end = act(s, 0, { type: 'endTurn' });
      expect(outcome(end.state)).toBeUndefined();
      expect(end.state.turn.active).toBe(1);
    }
  });

  it('EDN-10: a UFO player who borrowed the Network goal also needs 20 in DE and 25 in EN', () => {
    for (const [edition, amount] of [['de', 20], ['en', 25]] as const) {
      const s = scenario({ edition, seats: [{ illuminati: 'ufos' }, { illuminati: G }] });
      s.players[0].borrowedGoal = N as IlluminatiId;
      expect(goalOf(s, s.players[0])).toEqual({ kind: 'transferableTotal', amount });
    }
  });
});

describe('EDN-12: abolishing privilege with two specials', () => {
  function privileged(edition: Edition): GameState {
    const s = scenario({
      edition,
      seats: [
        { illuminati: B, money: 10, groups: [['the-mafia', B, 'top']] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top', 2]] },
        { illuminati: G, money: 10, hand: ['slush-fund', 'swiss-bank-account'], groups: [['fbi', G, 'top']] },
      ],
    });
    return act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } }).state;
  }

  it('EDN-12: in DE two discarded specials cannot abolish privilege', () => {
    // IT likewise, by the decision of issue 3 (only Deep Agent; see AMB-37 in editions.test.ts).
    const ital = privileged('it');
    expect(reject(ital, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/EDN-12/);
    expect(legalActions(ital, 2).some((a) => a.type === 'abolishPrivilege')).toBe(false);
    const s = privileged('de');
    expect(reject(s, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/EDN-12/);
    expect(legalActions(s, 2).some((a) => a.type === 'abolishPrivilege')).toBe(false);
    // Seat 2 is still asked (the number of specials is public, one of them might be Deep Agent), but
    // abolishing is not among its choices: it passes, the dice roll and its two cards stay in hand.
    let t = act(s, 0, { type: 'pass' }).state;
    t = act({ ...t, scriptedDice: [6, 6] }, 1, { type: 'pass' }).state;
    expect(decider(t)).toEqual([2]);
    expect(legalActions(t, 2).some((a) => a.type === 'abolishPrivilege')).toBe(false);
    expect(reject(t, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] })).toMatch(/EDN-12/);
    t = act(t, 2, { type: 'pass' }).state;
    expect(t.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 12 });
    t = passAll(t).state;
    expect(t.pending).toBeNull();
    expect(t.players[2].hand).toEqual(['slush-fund', 'swiss-bank-account']);
  });

  it('EDN-12: in EN two specials from one player abolish it', () => {
    for (const edition of ['en'] as const) {
      const s = privileged(edition);
      const r = act(s, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] });
      expect(r.state.pending?.kind === 'attack' && r.state.pending.privilegeAbolished).toBe(true);
      expect(r.state.discard).toEqual(['slush-fund', 'swiss-bank-account']);
    }
  });
});

describe('EDN-16: when groups may change hands', () => {
  function table(edition: Edition): GameState {
    return scenario({
      edition,
      seats: [
        { illuminati: B, money: 10, groups: [['yuppies', B, 'right'], ['kkk', B, 'top']] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top'], ['fbi', N, 'bottom']] },
      ],
    });
  }

  it('EDN-16: in DE a group is given only in its owner\u2019s turn', () => {
    const s = table('de');
    // Seat 1 is not on turn: he may not give his CIA, and seat 0 may not ask for it.
    expect(reject(s, 1, offer(0, { groups: ['cia'] }))).toMatch(/EDN-16/);
    expect(reject(s, 0, offer(1, { money: 5 }, { groups: ['cia'] }, [{ id: 'cia', master: B, arrow: 'bottom' }]))).toMatch(/EDN-16/);
    // So a one-for-one swap in one offer is impossible (AMB-21): only one-sided gifts in the owner's turn.
    expect(reject(s, 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [{ id: 'cia', master: B, arrow: 'bottom' }]))).toMatch(/EDN-16/);
    // Seat 0 gives his own group in his own turn, for money.
    const o = act(s, 0, offer(1, { groups: ['yuppies'] }, { money: 4 }));
    const r = act(o.state, 1, { type: 'answerOffer', accept: true, place: [{ id: 'yuppies', master: N, arrow: 'right' }] });
    expect(r.state.players[1].groups.map((g) => g.id)).toEqual(['cia', 'fbi', 'yuppies']);
    expect(r.state.players[0].money).toBe(14);
    expect(r.state.turn.actionsLeft).toBe(1);
  });

  it('EDN-16: in EN and IT a group changes hands in the turn of either party', () => {
    for (const edition of ['en', 'it'] as const) {
      const s = table(edition);
      const o = act(s, 1, offer(0, { groups: ['cia'] }));
      const r = act(o.state, 0, { type: 'answerOffer', accept: true, place: [{ id: 'cia', master: B, arrow: 'bottom' }] });
      expect(r.state.players[0].groups.map((g) => g.id)).toEqual(['yuppies', 'kkk', 'cia']);
      const sw = act(s, 0, offer(1, { groups: ['yuppies'] }, { groups: ['cia'] }, [{ id: 'cia', master: B, arrow: 'bottom' }]));
      expect(sw.state.pending?.kind).toBe('offer');
    }
  });
});

describe('EDN-20: neutralize and open arrows', () => {
  // The KKK (one outward arrow, at the bottom) carries the Boy Sprouts there, so it has no open arrow.
  function table(edition: Edition): GameState {
    return scenario({
      edition,
      seats: [
        { illuminati: B, money: 10, groups: [['kkk', B, 'top'], ['boy-sprouts', 'kkk', 'bottom'], ['yuppies', B, 'right']] },
        { illuminati: N, money: 10, groups: [['cia', N, 'top']] },
      ],
    });
  }
  const neutralize = (attacker: string): Action => ({ type: 'attack', attacker, target: 'cia', kind: 'neutralize', aiders: [], privilege: null });

  it('EDN-20: in DE the attacker needs an open arrow to neutralize', () => {
    const s = table('de');
    expect(validateStructure(s.players[0])).toBeNull();
    expect(reject(s, 0, neutralize('kkk'))).toMatch(/EDN-20/);
    expect(legalActions(s, 0).some((a) => a.type === 'attack' && a.attacker === 'kkk' && a.kind === 'neutralize')).toBe(false);
    // The Yuppies' bottom arrow is open: they may.
    expect(act(s, 0, neutralize('yuppies')).state.pending?.kind).toBe('attack');
  });

  it('EDN-20: in EN and IT neutralizing needs no open arrow', () => {
    for (const edition of ['en', 'it'] as const) {
      const s = table(edition);
      const d = act(s, 0, neutralize('kkk'));
      expect(d.state.pending?.kind === 'attack' && d.state.pending.attacker).toBe('kkk');
      expect(legalActions(s, 0).some((a) => a.type === 'attack' && a.attacker === 'kkk' && a.kind === 'neutralize')).toBe(true);
    }
  });
});
