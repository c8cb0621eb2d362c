// The points where special cards are played (specials.ts), exercised with the real cards: reaction
// windows at the start of a turn, in the income phase and after an attack roll, which ask every
// seat holding a special (the count is public) and reopen to everyone when a card is played in
// them; and plays offered by legalActions to seats that are not deciding.
import { describe, expect, it } from 'vitest';
import { decider, legalActions } from '../../src/shared/engine';
import { act, scenario } from '../support/scenario';

describe('special card hook points', () => {
  it('SPECIAL-CARD-3: when nobody holds a special no window opens and the game flows on', () => {
    const s = scenario({ seats: [{ illuminati: 'network', money: 0, turnsCompleted: 1 }, { illuminati: 'ufos', turnsCompleted: 1 }], uncontrolled: ['comic-books', 'moonies'], active: 1, noIncome: true, deckTop: ['kkk', 'cfl-aio'] });
    const r = act(s, 1, { type: 'endTurn' });
    expect(r.state.pending).toBeNull();
    expect(r.state.turn.active).toBe(0);
    expect(r.state.turn.phase).toBe('actions');
    expect(r.state.players[0].money).toBe(9);
    expect(r.events.map((e) => e.type)).toEqual(['turnEnded', 'turnStarted', 'incomeCollected', 'cardDrawn', 'cardDrawn']);
  });

  it('SPECIAL-CARD-3: a start-of-turn window asks every holder of a special in turn order, then income follows', () => {
    const s = scenario({
      seats: [
        { illuminati: 'network', money: 0, turnsCompleted: 1 },
        { illuminati: 'ufos', hand: ['senate-investigating-committee'], turnsCompleted: 1 },
        { illuminati: 'gnomes-of-zurich', hand: [], turnsCompleted: 1 },
        { illuminati: 'bavarian-illuminati', hand: ['slush-fund'], turnsCompleted: 1 },
      ],
      active: 3,
      noIncome: true,
    });
    const r = act(s, 3, { type: 'endTurn' });
    // Seat 0's turn starts; seats 1 and 3 hold specials (seat 2 holds none and is not asked).
    expect(r.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [1, 3], floor: 0, passed: [] });
    expect(r.events.some((e) => e.type === 'incomeCollected')).toBe(false);
    expect(decider(r.state)).toEqual([1]);
    expect(legalActions(r.state, 1)).toContainEqual({ type: 'playSpecial', card: 'senate-investigating-committee', seat: 0 });
    // Seat 3 is not on the floor: the Senate is not his to play now, but any-time cards are.
    expect(legalActions(r.state, 3)).toContainEqual({ type: 'playSpecial', card: 'slush-fund' });
    const p1 = act(r.state, 1, { type: 'pass' });
    expect(p1.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', floor: 1, passed: [1] });
    expect(decider(p1.state)).toEqual([3]);
    const p3 = act(p1.state, 3, { type: 'pass' });
    expect(p3.state.pending).toBeNull();
    expect(p3.events.find((e) => e.type === 'incomeCollected')).toMatchObject({ seat: 0, total: 9 });
    expect(p3.state.players[0].money).toBe(9);
  });

  it('SPECIAL-CARD-3: a card played in a window reopens it to everyone who had passed', () => {
    const s = scenario({
      seats: [
        { illuminati: 'network', money: 0, turnsCompleted: 1 },
        { illuminati: 'ufos', hand: ['senate-investigating-committee'], turnsCompleted: 1 },
        { illuminati: 'bavarian-illuminati', hand: ['slush-fund', 'swiss-bank-account'], turnsCompleted: 1 },
      ],
      active: 2,
      noIncome: true,
    });
    let st = act(s, 2, { type: 'endTurn' }).state;
    st = act(st, 1, { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ moment: 'startOfTurn', floor: 1, passed: [1] });
    // Seat 2, on the floor, plays the Slush Fund (nobody else can cancel it: seat 1 holds no Secrets Man,
    // but he holds a special, so a cancel window asks him first).
    const c = act(st, 2, { type: 'playSpecial', card: 'slush-fund' });
    expect(c.state.pending).toMatchObject({ kind: 'reaction', moment: 'cancel', order: [1], subject: { kind: 'play', seat: 2 } });
    const played = act(c.state, 1, { type: 'pass' });
    expect(played.state.players[2].money).toBe(15);
    expect(played.state.discard).toEqual(['slush-fund']);
    // The start-of-turn window is back, reopened: nobody has passed, the floor moved on to seat 1,
    // who may now answer with the Senate after all.
    expect(played.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [1, 2], floor: 0, passed: [] });
    expect(decider(played.state)).toEqual([1]);
    const senate = act(act(played.state, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 0 }).state, 2, { type: 'pass' });
    expect(senate.events.find((e) => e.type === 'turnSkipped')).toEqual({ type: 'turnSkipped', to: 'all', seat: 0, by: 1 });
    // Seat 1 is out of cards; seat 2 still holds one and must pass before the (skipped) turn ends.
    expect(senate.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', floor: 1, passed: [] });
    const done = act(senate.state, 2, { type: 'pass' });
    // Seat 0 collected nothing; seat 1's turn starts with a window for seat 2, the last holder.
    expect(done.events.some((e) => e.type === 'incomeCollected')).toBe(false);
    expect(done.events.filter((e) => e.type === 'turnEnded' || e.type === 'turnStarted').map((e) => [e.type, (e as { seat: number }).seat])).toEqual([
      ['turnEnded', 0],
      ['turnStarted', 1],
    ]);
    expect(done.state.turn.active).toBe(1);
    expect(done.state.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [2] });
    expect(done.state.players[0].money).toBe(0);
  });

  it('SPECIAL-CARD-3: the income window asks only the player on turn', () => {
    const s = scenario({
      seats: [
        { illuminati: 'network', money: 0, hand: ['market-manipulation'], turnsCompleted: 1 },
        { illuminati: 'ufos', hand: ['bribery'], turnsCompleted: 1 },
      ],
      active: 1,
      noIncome: true,
    });
    let st = act(s, 1, { type: 'endTurn' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [0, 1] });
    st = act(act(st, 0, { type: 'pass' }).state, 1, { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'income', order: [0], floor: 0 });
    expect(legalActions(st, 0)).toContainEqual({ type: 'playSpecial', card: 'market-manipulation' });
    expect(legalActions(st, 1).some((a) => a.type === 'playSpecial')).toBe(false);
    const passed = act(st, 0, { type: 'pass' });
    expect(passed.state.players[0].money).toBe(9);
    expect(passed.state.players[0].hand[0]).toBe('market-manipulation');
    expect(passed.state.turn.phase).toBe('actions');
    expect(passed.state.pending).toBeNull();
  });

  it('SPECIAL-CARD-6: an after-roll window opens before the result is applied', () => {
    const s = scenario({ seats: [{ illuminati: 'bavarian-illuminati', money: 0 }, { illuminati: 'network', hand: ['murphys-law'] }], uncontrolled: ['yuppies'], dice: [1, 1] });
    const a = act(s, 0, { type: 'attack', attacker: 'bavarian-illuminati', target: 'yuppies', kind: 'control', aiders: [], privilege: null });
    let st = a.state;
    while (st.pending?.kind === 'attack') st = act(st, decider(st)[0], { type: 'pass' }).state;
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 2, order: [1] });
    expect(st.uncontrolled).toContain('yuppies');
    expect(st.turn.actionsLeft).toBe(2);
    const done = act(st, 1, { type: 'pass' });
    expect(done.state.pending).toMatchObject({ kind: 'capture', target: 'yuppies' });
    // Had Murphy's Law been played, the roll would have counted as 12 and the attack failed.
    const murphy = act(st, 1, { type: 'playSpecial', card: 'murphys-law' });
    expect(murphy.state.pending).toBeNull();
    expect(murphy.events.find((e) => e.type === 'attackResolved')).toMatchObject({ success: false, roll: 12 });
    expect(murphy.state.uncontrolled).toContain('yuppies');
  });

  it('SPECIAL-CARD-1: any-time plays are offered to seats that are not deciding', () => {
    const s = scenario({ seats: [{ illuminati: 'network', money: 3 }, { illuminati: 'ufos', hand: ['slush-fund'] }] });
    expect(decider(s)).toEqual([0]);
    expect(legalActions(s, 1)).toContainEqual({ type: 'playSpecial', card: 'slush-fund' });
    const r = act(s, 1, { type: 'playSpecial', card: 'slush-fund' });
    expect(r.state.players[1].money).toBe(15);
    expect(r.state.players[1].hand).toEqual([]);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(decider(r.state)).toEqual([0]);
  });
});
