// Scenario tests for holding back under hidden Illuminati (issue 41): a face-down player takes less
// Income, applies less Power from his card and leaves self-acting abilities unused, so that the
// public numbers do not name his card (ADV-HIDDEN-ILLUM-2, AMB-42, INCOME-7); German rules: using
// an ability still unmasks (EDN-24).
import { describe, expect, it } from 'vitest';
import { applyAction, eventsFor, legalActions, maskBreakdown, newGame, observe, type Action, type Edition, type GameConfig, type GameState } from '../../../src/shared/engine';
import { act, decider, reject, scenario, type SeatSpec } from '../../support/scenario';
import { BAV, CTH, DIS, GNO, NET, atk, build, endTurn, evs, odds } from '../../support/helpers';

function hidden(seats: SeatSpec[], extra: Partial<GameConfig> = {}, edition: Edition = 'en', active = 0): GameState {
  return scenario({ edition, active, config: { hiddenIlluminati: true, ...extra }, seats, uncontrolled: ['kkk', 'yuppies', 'moonies'] });
}
const hold = (income: number | null, power: number | null, ability: boolean): Action => ({ type: 'conceal', income, power, ability });
/** End turns (everyone passing on windows of special cards) until `seat`'s next turn has begun; the events since his turn started. */
function untilTurnOf(s: GameState, seat: number): { state: GameState; events: ReturnType<typeof endTurn>['events'] } {
  let r = endTurn(s);
  const events = [...r.events];
  for (;;) {
    while (r.state.pending?.kind === 'reaction') {
      r = act(r.state, decider(r.state)[0], { type: 'pass' });
      events.push(...r.events);
    }
    if (r.state.turn.active === seat) return { state: r.state, events: events.slice(events.map((e) => e.type).lastIndexOf('turnStarted')) };
    r = endTurn(r.state);
    events.push(...r.events);
  }
}

describe('ADV-HIDDEN-ILLUM-2: a face-down player takes as much Income as he chooses', () => {
  it('ADV-HIDDEN-ILLUM-2, SETUP-2: the starting money is paid in the secret window, as much as the player chose; the table sees the money, not the card', () => {
    let s = newGame({ players: 3, hiddenIlluminati: true, illuminati: [BAV, GNO, CTH] }, 'advanced-hi-3-1').state;
    // Nobody has money before his window: a spectator cannot read 12 or 7 off the treasuries.
    expect(observe(s, 'spectator').players.map((p) => p.money)).toEqual([0, 0, 0]);
    s = act(s, 0, { type: 'chooseGoal', goal: BAV }).state;
    expect(s.players[0].money).toBe(9); // nothing held back: all of it
    expect(legalActions(s, 1)).toContainEqual({ type: 'conceal', maxIncome: 12, maxPower: 7, ability: false });
    const c = act(s, 1, hold(9, null, true));
    // The choice is the player's alone.
    expect(c.events).toEqual([{ type: 'concealChosen', to: [1], seat: 1, income: 9, power: null, ability: true }]);
    expect(observe(c.state, 1).players[1].conceal).toEqual({ income: 9, power: null, ability: true });
    for (const v of [0, 2, 'spectator'] as const) expect(observe(c.state, v).players[1].conceal).toBeUndefined();
    const g = act(c.state, 1, { type: 'chooseGoal', goal: GNO });
    expect(g.state.players[1].money).toBe(9);
    expect(evs(eventsFor(g.events, 'spectator'), 'incomeCollected')).toEqual([{ type: 'incomeCollected', to: 'all', notTo: [1], seat: 1, total: 9, cards: { 'hidden-illuminati-1': 9 } }]);
    for (const v of [0, 2, 'spectator'] as const) expect(JSON.stringify(eventsFor(g.events, v))).not.toContain(GNO);
  });

  it('ADV-HIDDEN-ILLUM-2, INCOME-1: each income phase pays at most the chosen amount; turned up, the card takes all of it again', () => {
    const seats: SeatSpec[] = [
      { illuminati: BAV, money: 0, groups: build(BAV, ['cia']) },
      { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) },
      { illuminati: NET, money: 0, groups: build(NET, ['kkk']) },
    ];
    const s = act(hidden(seats, {}, 'en', 1), 1, hold(9, null, true)).state;
    const r = untilTurnOf(s, 1);
    expect(evs(eventsFor(r.events, 0), 'incomeCollected')).toEqual([{ type: 'incomeCollected', to: 'all', notTo: [1], seat: 1, total: 9, cards: { 'hidden-illuminati-1': 9 } }]);
    expect(r.state.players[1].money).toBe(9);
    // The table remembers the most the card has shown (PlayerState.shown, public): what a rival reads.
    expect(observe(s, 0).players[1].shown).toBeUndefined(); // nothing shown yet
    for (const v of [0, 2, 'spectator'] as const) expect(observe(r.state, v).players[1].shown).toEqual({ income: 9, power: 0 });
    // Once identified (a right accusation) there is nothing to hide: the whole Income.
    const shown = { ...s, players: s.players.map((p) => (p.seat === 1 ? { ...p, revealed: true } : p)) };
    expect(untilTurnOf(shown, 1).state.players[1].money).toBe(12);
  });

  it('ADV-HIDDEN-ILLUM-5: misstating adds to what may be taken (EN +1): up to 13 for the Gnomes', () => {
    const s = hidden([{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: BAV, money: 0, groups: build(BAV, ['cia']) }], { misstate: true });
    expect(legalActions(s, 0)).toContainEqual({ type: 'conceal', maxIncome: 13, maxPower: 8, ability: false });
    expect(reject(s, 0, hold(14, null, true))).toMatch(/0 to 13 MB/);
  });

  it('ADV-HIDDEN-ILLUM-2: holding back is refused without the option, once face up, out of turn, or out of range', () => {
    const seats: SeatSpec[] = [{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: BAV, money: 0, groups: build(BAV, ['cia']) }];
    expect(reject(scenario({ seats }), 0, hold(9, null, true))).toMatch(/Hidden Illuminati option/);
    const s = hidden(seats);
    expect(reject(s, 1, hold(9, null, true))).toMatch(/own turn/);
    expect(reject(s, 0, hold(-1, null, true))).toMatch(/0 to 12 MB/);
    expect(reject(s, 0, hold(null, 8, true))).toMatch(/0 to 7 Power/);
    expect(reject(s, 0, { type: 'conceal', income: null, power: null } as unknown as Action)).toMatch(/ability/);
    const up = { ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, revealed: true } : p)) };
    expect(reject(up, 0, hold(9, null, true))).toMatch(/face up/);
    expect(legalActions(up, 0).some((a) => a.type === 'conceal')).toBe(false);
  });
});

describe('AMB-42: a face-down player may leave his ability unused so as not to show', () => {
  it('DRAW-3, AMB-42: a face-down Network that declines draws one card, like everyone else', () => {
    const seats: SeatSpec[] = [{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: NET, money: 0, groups: build(NET, ['cia']) }];
    const drawsOf = (s: GameState) => evs(eventsFor(endTurn(s).events, 'spectator'), 'cardDrawn').filter((e) => e.seat === 1).length;
    expect(drawsOf(hidden(seats))).toBe(2); // the default uses the ability
    const declined = act(hidden(seats, {}, 'en', 1), 1, hold(null, null, false)).state;
    const back = endTurn(declined).state; // seat 0's turn
    expect(drawsOf(back)).toBe(1);
  });

  it('MOD-ABIL-1, AMB-42: the Servants\u2019 +2 to destroy is not applied when declined; Power held back lowers the number', () => {
    const seats: SeatSpec[] = [{ illuminati: CTH, money: 10, groups: build(CTH, ['the-mafia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['cia']) }];
    const s = hidden(seats);
    const full = odds(s, CTH, 'kkk', 'destroy').needed;
    expect(odds(s, CTH, 'kkk', 'destroy').breakdown.some((m) => m.rule === 'MOD-ABIL-1')).toBe(true);
    const d = act(s, 0, hold(null, 8, false)).state;
    const o = odds(d, CTH, 'kkk', 'destroy');
    expect(o.needed).toBe(full - 2 - 1);
    expect(o.breakdown.some((m) => m.rule === 'MOD-ABIL-1')).toBe(false);
    expect(o.breakdown).toContainEqual(expect.objectContaining({ rule: 'ADV-HIDDEN-ILLUM-2', value: -1 }));
    const a = act(d, 0, atk(CTH, 'kkk', 'destroy'));
    expect(evs(eventsFor(a.events, 1), 'attackDeclared')[0]).toMatchObject({ attacker: 'hidden-illuminati-0', base: full - 3 });
  });

  it('ADV-HIDDEN-ILLUM-1: a rival reads the face-down attacker\u2019s part of the odds as one number that names no card', () => {
    const s = hidden([{ illuminati: CTH, money: 10, groups: build(CTH, ['the-mafia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['cia']) }]);
    const o = odds(s, CTH, 'kkk', 'destroy');
    const seen = maskBreakdown(s, 1, 0, o.breakdown);
    expect(JSON.stringify(seen)).not.toMatch(/cthulhu/i);
    expect(seen.filter((m) => m.rule === 'ADV-HIDDEN-ILLUM-1')).toEqual([{ rule: 'ADV-HIDDEN-ILLUM-1', label: 'The face-down Illuminati', value: 9 + 2, term: { kind: 'statedPower' } }]);
    expect(seen.reduce((t, m) => t + m.value, 0)).toBe(o.needed); // the same number
    expect(maskBreakdown(s, 0, 0, o.breakdown)).toEqual(o.breakdown); // the attacker sees it all
  });

  it('ILLUM-DIS-2, AMB-42: face-down Discordians may waive their immunity; Straight groups may then attack them', () => {
    const seats: SeatSpec[] = [{ illuminati: BAV, money: 10, groups: build(BAV, ['big-media']) }, { illuminati: DIS, money: 0, groups: build(DIS, ['punk-rockers']) }];
    expect(reject(hidden(seats), 0, atk('big-media', 'punk-rockers'))).toMatch(/ILLUM-DIS-2/);
    const waived = endTurn(act(hidden(seats, {}, 'en', 1), 1, hold(null, null, false)).state).state;
    expect(waived.turn.active).toBe(0);
    expect(applyAction(waived, 0, atk('big-media', 'punk-rockers')).ok).toBe(true);
  });
});

describe('EDN-24: under the German rules using the ability unmasks; declining it does not', () => {
  /** A German game of two with hidden Illuminati whose seat 1 declines in his secret window; then to his first turn. */
  function declinedInWindow(second: 'network' | 'atlanteans', ability: boolean): { state: GameState; events: ReturnType<typeof endTurn>['events'] } {
    let s = newGame({ players: 2, edition: 'de', hiddenIlluminati: true, illuminati: [GNO, second] }, 'edn-24').state;
    s = act(s, 0, { type: 'chooseGoal', goal: GNO }).state;
    s = act(s, 1, hold(null, null, ability)).state;
    const r = act(s, 1, { type: 'chooseGoal', goal: second });
    return r.state.turn.active === 1 ? r : untilTurnOf(r.state, 1);
  }

  it('EDN-24: a face-down Network that declines its second card stays face down; using it turns the card up', () => {
    const r = declinedInWindow('network', false);
    expect(r.state.players[1].revealed).toBe(false);
    expect(evs(eventsFor(r.events, 0), 'cardDrawn').filter((e) => e.seat === 1)).toHaveLength(1);
    expect(declinedInWindow('network', true).state.players[1].revealed).toBe(true);
  });

  it('EDN-24, ILLUM-ATL-1: face-down Atlanteans that decline earn no double Income and stay face down', () => {
    const r = declinedInWindow('atlanteans', false);
    expect(r.state.players[1].revealed).toBe(false);
    expect(evs(r.events, 'illuminatiRevealed')).toEqual([]);
  });
});
