// Scenario tests for the end of the game (issue 24): elimination the moment a structure holds only
// the Illuminati card (ELIM-1, AMB-23), the narrow Cthulhu exception (GOAL-CTH-3, ELIM-2, AMB-52),
// the last player standing (AMB-52), Cthulhu's credit for delayed eliminations (GOAL-CTH-2, AMB-25)
// and groups lost to the Post Office's upkeep (AMB-30).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/shared/engine';
import { act, attackAndRoll, type SeatSpec } from '../../support/scenario';
import { BAV, CTH, GNO, NET, UFO, build, endTurn, evs, offer, rival, scenarioAfterOneTurn as scenario, won } from '../../support/helpers';

/** The same state with one player's secret goal set (UFOs on the Cthulhu goal, AMB-26). */
function withGoal(s: GameState, seat: number, goal: typeof CTH): GameState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, borrowedGoal: goal } : p)) };
}

describe('ELIM-1 / GOAL-CTH-3: eight kills do not protect the Servants later', () => {
  it('ELIM-1/GOAL-CTH-3: the Servants with eight kills who drop their last group are out before the end-of-turn check', () => {
    const s = scenario({ seats: [{ illuminati: CTH, money: 4, kills: 8, turnsCompleted: 3, groups: build(CTH, ['cia']) }, rival(GNO), rival(BAV)], uncontrolled: ['kkk', 'yuppies'] });
    const r = act(s, 0, { type: 'dropGroup', group: 'cia' });
    expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 0, by: null }]);
    expect(r.state.players[0].out).toBe('eliminated');
    // Their turn ends at once and nobody has won.
    expect(r.state.outcome).toBeNull();
    expect(r.state.turn.active).toBe(1);
  });

  it('ELIM-1/GOAL-CTH-3: the same holds when they give their last group away', () => {
    const s = scenario({ seats: [{ illuminati: CTH, money: 4, kills: 9, turnsCompleted: 4, groups: build(CTH, ['cia']) }, rival(GNO), rival(BAV)], uncontrolled: ['kkk', 'yuppies'] });
    const o = act(s, 0, offer(1, { groups: ['cia'] }));
    const r = act(o.state, 1, { type: 'answerOffer', accept: true, place: [{ id: 'cia', master: GNO, arrow: 'bottom' }] });
    expect(r.state.players[0].out).toBe('eliminated');
    expect(r.state.outcome).toBeNull();
  });

  it('ELIM-1/GOAL-CTH-3: a UFO player on the Cthulhu goal has no more protection (AMB-26)', () => {
    const s = withGoal(scenario({ seats: [{ illuminati: UFO, money: 4, kills: 8, turnsCompleted: 3, groups: build(UFO, ['cia']) }, rival(GNO), rival(BAV)], uncontrolled: ['kkk', 'yuppies'] }), 0, CTH);
    const r = act(s, 0, { type: 'dropGroup', group: 'cia' });
    expect(r.state.players[0].out).toBe('eliminated');
    expect(r.state.outcome).toBeNull();
  });

  it('GOAL-CTH-3: destroying their own last group as the eighth kill still wins; as the ninth it does not', () => {
    const eighth = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 7, turnsCompleted: 5, groups: build(CTH, ['nuclear-power-companies']) }, rival(GNO), rival(BAV)], uncontrolled: ['feminists', 'yuppies'] });
    const r = attackAndRoll(eighth, 0, { attacker: CTH, target: 'nuclear-power-companies', kind: 'destroy' }, [2, 2]);
    expect(r.state.players[0]).toMatchObject({ out: null, kills: 8, groups: [] });
    // Spared for the rest of the turn, whatever else is checked, and the goal is met at its end.
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
    const ninth = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 8, turnsCompleted: 5, groups: build(CTH, ['nuclear-power-companies']) }, rival(GNO), rival(BAV)], uncontrolled: ['feminists', 'yuppies'] });
    const u = attackAndRoll(ninth, 0, { attacker: CTH, target: 'nuclear-power-companies', kind: 'destroy' }, [2, 2]);
    expect(u.state.players[0]).toMatchObject({ out: 'eliminated', kills: 9 });
    expect(u.state.outcome).toBeNull();
  });
});

describe('GOAL-CTH-3 / AMB-26: a UFO player on the Cthulhu goal', () => {
  it('GOAL-CTH-3: the UFOs on the Cthulhu goal destroying their own last group as the eighth kill are spared and win', () => {
    const s = withGoal(scenario({ seats: [{ illuminati: UFO, money: 0, kills: 7, turnsCompleted: 5, groups: build(UFO, ['nuclear-power-companies']) }, rival(GNO), rival(BAV)], uncontrolled: ['feminists', 'yuppies'] }), 0, CTH);
    // The UFOs (6) against their own Nuclear Power Companies (Power 4): 6 - 4 = 2; roll 2.
    const r = attackAndRoll(s, 0, { attacker: UFO, target: 'nuclear-power-companies', kind: 'destroy' }, [1, 1]);
    expect(r.state.players[0]).toMatchObject({ out: null, kills: 8, groups: [] });
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
  });
});

describe('AMB-52: the last player standing', () => {
  it('AMB-52: the last player standing wins at once, even with an empty structure in his third turn', () => {
    // The Gnomes, in their third turn with no group, neutralize the Servants' last group with their Illuminati.
    const s = scenario({
      seats: [
        { illuminati: GNO, money: 10, turnsCompleted: 2 },
        { illuminati: CTH, money: 0, turnsCompleted: 3, groups: build(CTH, ['feminists']) },
      ],
      uncontrolled: ['kkk', 'yuppies'],
    });
    // Gnomes (7) + 6 neutralize vs the Feminists (Res 2 + 10 at depth 1): 1; roll 2 after spending 1.
    let r = act({ ...s, scriptedDice: [1, 1] }, 0, { type: 'attack', attacker: GNO, target: 'feminists', kind: 'neutralize', aiders: [], privilege: null });
    r = act(r.state, 0, { type: 'spend', card: GNO, amount: 1 });
    const events = [...r.events];
    while (r.state.pending?.kind === 'attack' || r.state.pending?.kind === 'reaction') {
      const seat = r.state.pending.order[r.state.pending.floor];
      r = act(r.state, seat, { type: 'pass' });
      events.push(...r.events);
    }
    expect(evs(events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: 0 }]);
    expect(r.state.players[0].out).toBeNull();
    expect(r.state.outcome).toEqual({ winners: [0], reason: 'lastStanding', goals: {} });
    expect(evs(events, 'gameEnded')).toEqual([{ type: 'gameEnded', to: 'all', winners: [0], reason: 'lastStanding' }]);
  });

  it('AMB-52: a group captured from the last rival ends in the winner’s structure when the game ends at once', () => {
    const s = scenario({ seats: [{ illuminati: GNO, money: 10, turnsCompleted: 2 }, { illuminati: CTH, money: 0, turnsCompleted: 3, groups: build(CTH, ['feminists']) }], uncontrolled: ['kkk', 'yuppies'] });
    // Gnomes (7) vs the Feminists (Res 2 + 10 at depth 1): -5; they spend 10 for 5; roll 4.
    let r = act({ ...s, scriptedDice: [2, 2] }, 0, { type: 'attack', attacker: GNO, target: 'feminists', kind: 'control', aiders: [], privilege: null });
    r = act(r.state, 0, { type: 'spend', card: GNO, amount: 10 });
    while (r.state.pending?.kind === 'attack' || r.state.pending?.kind === 'reaction') r = act(r.state, r.state.pending.order[r.state.pending.floor], { type: 'pass' });
    expect(r.state.outcome).toEqual({ winners: [0], reason: 'lastStanding', goals: {} });
    expect(r.state.players[0].groups.map((g) => g.id)).toEqual(['feminists']);
    expect(r.state.pending).toBeNull();
  });

  it('AMB-52: the last rival leaving makes the remaining player the winner, whatever he holds', () => {
    const s = scenario({ seats: [{ illuminati: GNO, money: 3, turnsCompleted: 2 }, rival(CTH)], uncontrolled: ['kkk', 'yuppies'] });
    const r = act(s, 1, { type: 'leave' });
    expect(r.state.players[0].out).toBeNull();
    expect(r.state.outcome).toEqual({ winners: [0], reason: 'lastStanding', goals: {} });
  });
});

describe('GOAL-CTH-2 / AMB-25: delayed eliminations', () => {
  /** The Servants (7 kills) neutralize the last group of the Gnomes, whose third turn is not over yet. */
  function stripped(stripper: 'cthulhu' | 'bavarians') {
    const seats: SeatSpec[] = [
      { illuminati: CTH, money: 10, kills: 7, groups: build(CTH, ['cia']) },
      { illuminati: GNO, money: 0, turnsCompleted: 2, groups: build(GNO, ['feminists']) },
      { illuminati: BAV, money: 10, groups: build(BAV, ['fbi']) },
    ];
    const active = stripper === 'cthulhu' ? 0 : 2;
    const s = scenario({ seats, uncontrolled: ['kkk', 'yuppies'], active });
    // Cthulhu (9) or the Bavarians (10) + 6 neutralize vs the Feminists (2 + 10): 3 or 4; roll 2.
    const attacker = stripper === 'cthulhu' ? CTH : BAV;
    const r = attackAndRoll(s, active, { attacker, target: 'feminists', kind: 'neutralize' }, [1, 1]);
    expect(r.state.players[1]).toMatchObject({ out: null, groups: [] });
    return r.state;
  }

  it('GOAL-CTH-2/AMB-25: the Servants stripping a player of his last group are credited when he is eliminated later', () => {
    let s = stripped('cthulhu');
    expect(s.players[0].kills).toBe(7);
    s = endTurn(s).state; // the Gnomes' third turn begins; they end it with nothing
    expect(s.turn.active).toBe(1);
    const e = endTurn(s);
    expect(evs(e.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: 0 }]);
    expect(e.state.players[0].kills).toBe(8);
    // The eighth kill is counted before the end-of-turn check: the Servants win in the Gnomes' turn (WIN-1).
    expect(e.state.outcome).toEqual(won(0));
  });

  it('GOAL-CTH-2/AMB-25: a delayed elimination caused by someone else does not count for the Servants', () => {
    let s = stripped('bavarians');
    s = endTurn(s).state; // Cthulhu's turn
    s = endTurn(s).state; // the Gnomes' third turn
    const e = endTurn(s);
    expect(evs(e.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: 2 }]);
    expect(e.state.players[0].kills).toBe(7);
    expect(e.state.outcome).toBeNull();
  });

  it('GOAL-CTH-2/AMB-25: no credit when the victim controlled a group again before his elimination', () => {
    let s = stripped('cthulhu');
    s = endTurn(s).state;
    // The Gnomes (7) take the KKK (Res 5): 2; roll 2; then give it away before their third turn ends.
    let r = attackAndRoll(s, 1, { attacker: GNO, target: 'kkk', kind: 'control' }, [1, 1]);
    r = act(r.state, 1, { type: 'placeCaptured', arrow: 'top', transfer: 0 });
    expect(r.state.players[1].groups.map((g) => g.id)).toEqual(['kkk']);
    r = act(r.state, 1, { type: 'dropGroup', group: 'kkk' });
    const e = endTurn(r.state);
    expect(evs(e.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: null }]);
    expect(e.state.players[0].kills).toBe(7);
    expect(e.state.outcome).toBeNull();
  });
});

describe('ELIM-1 / AMB-30: groups lost to upkeep', () => {
  it('ELIM-1/AMB-30: a player past his third turn whose last group is dropped for unpaid upkeep is out before his next action', () => {
    // The Bavarians hold the Post Office with the I.R.S. on it and have given every MB away in the
    // I.R.S. window of their income phase: the Post Office cannot be paid (AMB-30).
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 0, turnsCompleted: 3, groups: [['post-office', BAV, 'top', 0], ['irs', 'post-office', 'bottom', 0]] },
        rival(GNO),
        rival(NET),
      ],
      uncontrolled: ['kkk', 'yuppies'],
    });
    const inTax: GameState = { ...s, pending: { kind: 'tax', seat: 0 } };
    const r = act(inTax, 0, { type: 'tax', excuse: [] });
    const released = evs(r.events, 'groupsReleased');
    expect(released).toEqual([{ type: 'groupsReleased', to: 'all', seat: 0, groups: ['post-office', 'irs'], reason: 'upkeep' }]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('playerEliminated')).toBe(types.indexOf('groupsReleased') + 1);
    expect(r.state.players[0].out).toBe('eliminated');
    // No draw for a player who is out; the next player's turn has begun.
    expect(evs(r.events, 'cardDrawn').every((e) => e.seat !== 0)).toBe(true);
    expect(r.state.turn.active).toBe(1);
  });
});
