// The points where special cards can be played (issue 2 leaves the card effects to the special-cards
// issue): reaction windows at the start of a turn, in the income phase and after an attack roll,
// and plays offered by legalActions. A stand-in handler registered here exercises the machinery.
import { afterEach, describe, expect, it } from 'vitest';
import { decider, legalActions } from '../../src/shared/engine';
import { HANDLERS } from '../../src/shared/engine/specials';
import { addMoney } from '../../src/shared/engine/state';
import { act, scenario } from '../support/scenario';

afterEach(() => {
  for (const k of Object.keys(HANDLERS)) delete HANDLERS[k as keyof typeof HANDLERS];
});

/** A stand-in: "slush fund" paying 15 MB at the given moments, playable by anyone holding it. */
function registerStandIn(moments: ('startOfTurn' | 'income' | 'afterRoll' | 'anyTime')[]) {
  HANDLERS['slush-fund'] = {
    moments,
    check: (s, seat) => (s.pending?.kind === 'reaction' || moments.includes('anyTime') ? null : `not now (${String(s.players[seat].seat)})`),
    options: (_s, _seat, card) => [{ type: 'playSpecial', card }],
    play: (ctx, seat) => addMoney(ctx.s.players[seat], ctx.s.players[seat].illuminati, 15),
  };
}

describe('special card hook points', () => {
  it('SPECIAL-CARD-3: without a handler for a moment no window opens and the game flows on', () => {
    const s = scenario({ seats: [{ illuminati: 'network', money: 0, turnsCompleted: 1 }, { illuminati: 'ufos', hand: ['slush-fund'], turnsCompleted: 1 }], active: 1, noIncome: true });
    const r = act(s, 1, { type: 'endTurn' });
    expect(r.state.pending).toBeNull();
    expect(r.state.turn.active).toBe(0);
    expect(r.events.some((e) => e.type === 'incomeCollected')).toBe(true);
  });

  it('SPECIAL-CARD-3: a start-of-turn window asks every holder of a special, then income follows', () => {
    registerStandIn(['startOfTurn']);
    const s = scenario({ seats: [{ illuminati: 'network', money: 0, turnsCompleted: 1 }, { illuminati: 'ufos', hand: ['slush-fund'], turnsCompleted: 1 }, { illuminati: 'gnomes-of-zurich', hand: [], turnsCompleted: 1 }], active: 2, noIncome: true });
    const r = act(s, 2, { type: 'endTurn' });
    expect(r.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [1] });
    expect(r.events.some((e) => e.type === 'incomeCollected')).toBe(false);
    expect(decider(r.state)).toEqual([1]);
    expect(legalActions(r.state, 1)).toContainEqual({ type: 'playSpecial', card: 'slush-fund' });
    const played = act(r.state, 1, { type: 'playSpecial', card: 'slush-fund' });
    expect(played.state.players[1].money).toBe(15);
    expect(played.state.discard).toContain('slush-fund');
    const passed = act(played.state, 1, { type: 'pass' });
    expect(passed.state.pending).toBeNull();
    expect(passed.events.some((e) => e.type === 'incomeCollected' && e.seat === 0)).toBe(true);
  });

  it('SPECIAL-CARD-3: the income window asks only the player on turn', () => {
    registerStandIn(['income']);
    const s = scenario({ seats: [{ illuminati: 'network', money: 0, hand: ['slush-fund'], turnsCompleted: 1 }, { illuminati: 'ufos', hand: ['bribery'], turnsCompleted: 1 }], active: 1, noIncome: true });
    const r = act(s, 1, { type: 'endTurn' });
    expect(r.state.pending).toMatchObject({ kind: 'reaction', moment: 'income', order: [0] });
    const passed = act(r.state, 0, { type: 'pass' });
    expect(passed.state.players[0].money).toBe(9);
    expect(passed.state.turn.phase).toBe('actions');
  });

  it('SPECIAL-CARD-6: an after-roll window opens before the result is applied', () => {
    registerStandIn(['afterRoll']);
    const s = scenario({ seats: [{ illuminati: 'bavarian-illuminati', money: 0 }, { illuminati: 'network', hand: ['slush-fund'] }], uncontrolled: ['yuppies'], dice: [1, 1] });
    const a = act(s, 0, { type: 'attack', attacker: 'bavarian-illuminati', target: 'yuppies', kind: 'control', aiders: [], privilege: null });
    let st = a.state;
    while (st.pending?.kind === 'attack') st = act(st, decider(st)[0], { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 2, order: [1] });
    expect(st.uncontrolled).toContain('yuppies');
    const done = act(st, 1, { type: 'pass' });
    expect(done.state.pending).toMatchObject({ kind: 'capture', target: 'yuppies' });
  });

  it('SPECIAL-CARD-1: any-time plays are offered to seats that are not deciding', () => {
    registerStandIn(['anyTime']);
    const s = scenario({ seats: [{ illuminati: 'network', money: 3 }, { illuminati: 'ufos', hand: ['slush-fund'] }] });
    expect(legalActions(s, 1)).toContainEqual({ type: 'playSpecial', card: 'slush-fund' });
    const r = act(s, 1, { type: 'playSpecial', card: 'slush-fund' });
    expect(r.state.players[1].money).toBe(15);
  });
});
