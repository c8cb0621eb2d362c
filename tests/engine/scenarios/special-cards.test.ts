// The effects of the special cards (CARDS.md section 4, RULES-DIGEST 25): the roll cards, Bribery,
// Computer Espionage, Market Manipulation, Media Campaign, Senate Investigating Committee, the two
// money cards, Whispering Campaign and White Collar Crime. Privilege, Deep Agent, Interference and
// Secrets Man are in special-cards-privilege.test.ts.
import { describe, expect, it } from 'vitest';
import type { SpecialId } from '../../../src/shared/cards';
import { decider, eventsFor, legalActions, observe, type GameState } from '../../../src/shared/engine';
import { act, declare, needed, passAll, passOnce, reject, scenario, spendBy } from '../../support/scenario';
import { BAV, build, CTH, endTurn, evs, GNO, NET, UFO } from '../../support/helpers';

/** Secrets Man lies on the discard pile: no cancel window opens, so the cards act at once. */
function noSecretsMan(s: GameState): GameState {
  return { ...s, deck: s.deck.filter((c) => c !== 'secrets-man'), discard: [...s.discard, 'secrets-man'] };
}

/** Pass the attack window until the dice are rolled; stops in the after-roll window, if one opens. */
function toRoll(s: GameState): GameState {
  let st = s;
  while (st.pending?.kind === 'attack') st = passOnce(st).state;
  return st;
}

describe('SPECIAL-CARD-6: Assassination and Murphy\u2019s Law', () => {
  /** Network (seat 0) attacks Comic Books with its Illuminati: T = 7 - 1 = 6. Seats 1 and 2 hold the given cards. */
  function rollTable(h1: SpecialId[], h2: SpecialId[], dice: [number, number]): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 0 },
          { illuminati: BAV, money: 0, hand: h1 },
          { illuminati: GNO, money: 0, hand: h2 },
        ],
        uncontrolled: ['comic-books', 'moonies'],
        dice,
      }),
    );
  }

  it('SPECIAL-CARD-6: Assassination, right after a failed roll, makes it a 2 and the attack succeeds', () => {
    const d = declare(rollTable(['assassination'], [], [4, 5]), 0, NET, 'comic-books', 'control');
    expect(needed(d.state)).toBe(6);
    const rolled = toRoll(d.state);
    expect(rolled.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 9, order: [1] });
    expect(legalActions(rolled, 1)).toContainEqual({ type: 'playSpecial', card: 'assassination' });
    const r = act(rolled, 1, { type: 'playSpecial', card: 'assassination' });
    expect(r.events.map((e) => e.type)).toEqual(['specialPlayed', 'rollChanged', 'attackResolved', 'groupCaptured']);
    expect(r.events[1]).toEqual({ type: 'rollChanged', to: 'all', seat: 1, roll: 2, needed: 6, success: true });
    expect(r.events[2]).toMatchObject({ seat: 0, target: 'comic-books', success: true, roll: 2, needed: 6 });
    expect(r.state.pending).toMatchObject({ kind: 'capture', target: 'comic-books' });
    expect(r.state.discard).toEqual(['secrets-man', 'assassination']);
    expect(r.state.turn.actionsLeft).toBe(1);
  });

  it('SPECIAL-CARD-6: Assassination cannot save an attack whose number needed is below 2', () => {
    // Network's Illuminati against the CIA held by the Bavarians: 7 - 5 - 10 (depth 1) = -8.
    const s = noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 0, hand: ['assassination'] },
          { illuminati: BAV, money: 0, groups: [['cia', BAV, 'top']] },
        ],
        dice: [3, 3],
      }),
    );
    const rolled = toRoll(declare(s, 0, NET, 'cia', 'control').state);
    const r = act(rolled, 0, { type: 'playSpecial', card: 'assassination' });
    expect(evs(r.events, 'rollChanged')).toEqual([{ type: 'rollChanged', to: 'all', seat: 0, roll: 2, needed: -8, success: false }]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 2 });
    expect(r.state.players[1].groups.map((g) => g.id)).toEqual(['cia']);
  });

  it('SPECIAL-CARD-6: Murphy\u2019s Law, right after a successful roll, makes it a 12 and the attack fails', () => {
    const rolled = toRoll(declare(rollTable([], ['murphys-law'], [1, 1]), 0, NET, 'comic-books', 'control').state);
    expect(rolled.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 2, order: [2] });
    const r = act(rolled, 2, { type: 'playSpecial', card: 'murphys-law' });
    expect(evs(r.events, 'rollChanged')).toEqual([{ type: 'rollChanged', to: 'all', seat: 2, roll: 12, needed: 6, success: false }]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 12, needed: 6 });
    expect(r.state.pending).toBeNull();
    expect(r.state.uncontrolled).toEqual(['comic-books', 'moonies']);
    // The failed attack still used the action and the attacker's participation.
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.state.turn.participated).toEqual({ [NET]: 1 });
  });

  it('SPECIAL-CARD-6: both on one roll: a card played reopens the window, and the last card played governs', () => {
    // Roll 6 against 6: a success. Seat 1 passes, seat 2 plays Murphy's Law (12, a failure); the
    // window reopens to seat 1, who now plays Assassination (2): the attack succeeds.
    const rolled = toRoll(declare(rollTable(['assassination'], ['murphys-law'], [3, 3]), 0, NET, 'comic-books', 'control').state);
    expect(rolled.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', roll: 6, order: [1, 2], floor: 0 });
    const p1 = act(rolled, 1, { type: 'pass' }).state;
    expect(decider(p1)).toEqual([2]);
    const m = act(p1, 2, { type: 'playSpecial', card: 'murphys-law' });
    expect(evs(m.events, 'rollChanged')[0]).toMatchObject({ roll: 12, success: false });
    expect(m.state.pending).toMatchObject({ kind: 'reaction', moment: 'afterRoll', floor: 0, passed: [] });
    expect(decider(m.state)).toEqual([1]);
    const a = act(m.state, 1, { type: 'playSpecial', card: 'assassination' });
    expect(evs(a.events, 'rollChanged')[0]).toMatchObject({ roll: 2, success: true });
    expect(evs(a.events, 'attackResolved')[0]).toMatchObject({ success: true, roll: 2, needed: 6 });
    expect(a.state.pending).toMatchObject({ kind: 'capture', target: 'comic-books' });
    // The other way round: Assassination first, Murphy's Law last, and the attack fails.
    const p1b = act(rolled, 1, { type: 'playSpecial', card: 'assassination' });
    expect(decider(p1b.state)).toEqual([2]);
    const b = act(p1b.state, 2, { type: 'playSpecial', card: 'murphys-law' });
    expect(evs(b.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 12 });
    expect(b.state.uncontrolled).toEqual(['comic-books', 'moonies']);
  });

  it('SPECIAL-CARD-3: the roll cards are played only right after an attack roll', () => {
    const s = rollTable(['assassination'], ['murphys-law'], [3, 3]);
    expect(reject(s, 1, { type: 'playSpecial', card: 'assassination' })).toMatch(/right after an attack roll/);
    const d = declare(s, 0, NET, 'comic-books', 'control').state;
    expect(reject(d, 2, { type: 'playSpecial', card: 'murphys-law' })).toMatch(/right after an attack roll/);
    expect(legalActions(d, 1).some((a) => a.type === 'playSpecial')).toBe(false);
  });
});

describe('SPECIAL-CARD-3: Bribery, a regular action', () => {
  function bribeTable(groups: Parameters<typeof build>[1] = ['cia']): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 5, hand: ['bribery'], groups: build(NET, groups) },
          { illuminati: BAV, money: 0 },
        ],
        uncontrolled: ['comic-books', 'moonies'],
      }),
    );
  }

  it('ACT-2: Bribery takes an uncontrolled group without a roll, onto an open arrow, and uses one action', () => {
    const s = bribeTable();
    expect(s.players[0].groups).toEqual([{ id: 'cia', master: NET, arrow: 'top', money: 0 }]);
    expect(legalActions(s, 0)).toContainEqual({ type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow: 'bottom' });
    const r = act(s, 0, { type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow: 'bottom' });
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 0, card: 'bribery' },
      { type: 'groupBribed', to: 'all', seat: 0, group: 'moonies', master: NET, arrow: 'bottom' },
    ]);
    expect(r.state.players[0].groups).toContainEqual({ id: 'moonies', master: NET, arrow: 'bottom', money: 0 });
    expect(r.state.uncontrolled).toEqual(['comic-books']);
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.discard).toEqual(['secrets-man', 'bribery']);
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.state.turn.acted).toBe(true);
    expect(r.state.scriptedDice).toEqual([]);
    expect(reject(r.state, 0, { type: 'passTurn' })).toMatch(/ACT-5/);
  });

  it('ACT-2: Bribery is refused on a taken arrow, without an open arrow, with no action left, and off turn', () => {
    const s = bribeTable();
    expect(reject(s, 0, { type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow: 'top' })).toMatch(/open arrow/);
    expect(reject(s, 0, { type: 'playSpecial', card: 'bribery', target: 'cia', master: NET, arrow: 'bottom' })).toMatch(/uncontrolled group/);
    // Four groups without outward arrows fill the Network's four arrows: no open arrow is left.
    const full = bribeTable(['antiwar-activists', 'boy-sprouts', 'intellectuals', 'punk-rockers']);
    for (const arrow of ['top', 'right', 'bottom', 'left'] as const)
      expect(reject(full, 0, { type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow })).toMatch(/open arrow/);
    expect(legalActions(full, 0).some((a) => a.type === 'playSpecial')).toBe(false);
    // Both actions used.
    const tired: GameState = { ...s, turn: { ...s.turn, actionsLeft: 0 } };
    expect(reject(tired, 0, { type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow: 'bottom' })).toMatch(/no action left/);
    expect(legalActions(tired, 0).some((a) => a.type === 'playSpecial')).toBe(false);
    // Not in another player's turn.
    const other: GameState = { ...s, turn: { ...s.turn, active: 1 } };
    expect(reject(other, 0, { type: 'playSpecial', card: 'bribery', target: 'moonies', master: NET, arrow: 'bottom' })).toMatch(/own turn/);
  });

  it('ACT-2: after one attack, Bribery takes the second and last action', () => {
    const s = { ...bribeTable(), scriptedDice: [6, 6] };
    const done = passAll(declare(s, 0, 'cia', 'comic-books', 'control').state).state;
    expect(done.turn.actionsLeft).toBe(1);
    const r = act(done, 0, { type: 'playSpecial', card: 'bribery', target: 'comic-books', master: NET, arrow: 'bottom' });
    expect(r.state.turn.actionsLeft).toBe(0);
    expect(r.state.players[0].groups.map((g) => g.id).sort()).toEqual(['cia', 'comic-books']);
  });
});

describe('SPECIAL-CARD-1: Computer Espionage', () => {
  function spyTable(): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 5, hand: ['computer-espionage'] },
          { illuminati: BAV, money: 12, hand: ['slush-fund', 'deep-agent'], groups: [['cia', BAV, 'top', 7]] },
          { illuminati: GNO, money: 3 },
        ],
        uncontrolled: ['comic-books', 'moonies'],
      }),
    );
  }

  it('DRAW-2: Computer Espionage shows one player\u2019s hand to the holder only, in his observation and his events', () => {
    const s = spyTable();
    expect(observe(s, 0).players[1]).toMatchObject({ hand: null, handCount: 2 });
    expect(legalActions(s, 0)).toContainEqual({ type: 'playSpecial', card: 'computer-espionage', seat: 1 });
    expect(legalActions(s, 0)).toContainEqual({ type: 'playSpecial', card: 'computer-espionage', target: 'cia' });
    const r = act(s, 0, { type: 'playSpecial', card: 'computer-espionage', seat: 1 });
    const intel = { kind: 'hand', turn: s.turn.number, seat: 1, cards: ['slush-fund', 'deep-agent'] };
    expect(r.state.players[0].intel).toEqual([intel]);
    expect(r.state.players[1].intel).toEqual([]);
    expect(r.state.players[2].intel).toEqual([]);
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 0, card: 'computer-espionage' },
      { type: 'intelGained', to: [0], seat: 0, intel },
    ]);
    // The holder sees what he learnt; nobody else does, and the hand itself stays hidden.
    expect(observe(r.state, 0).players[0].intel).toEqual([intel]);
    for (const v of [1, 2, 'spectator'] as const) {
      expect(observe(r.state, v).players[0].intel).toBeNull();
      expect(eventsFor(r.events, v)).toEqual([r.events[0]]);
    }
    for (const v of [2, 'spectator'] as const) {
      const o = JSON.stringify(observe(r.state, v));
      expect(o).not.toContain('deep-agent');
      expect(o).not.toContain('slush-fund');
    }
    expect(r.state.turn.actionsLeft).toBe(2);
  });

  it('DRAW-2: Computer Espionage on a treasury records the money on that card, for the holder only', () => {
    const s = spyTable();
    const r = act(s, 0, { type: 'playSpecial', card: 'computer-espionage', target: 'cia' });
    const intel = { kind: 'treasury', turn: s.turn.number, card: 'cia', money: 7 };
    expect(r.state.players[0].intel).toEqual([intel]);
    expect(evs(r.events, 'intelGained')).toEqual([{ type: 'intelGained', to: [0], seat: 0, intel }]);
    expect(observe(r.state, 0).players[0].intel).toEqual([intel]);
    expect(observe(r.state, 1).players[0].intel).toBeNull();
    // Any time, also off turn: seat 1 could not spy on itself nor on a card out of play.
    expect(reject(s, 0, { type: 'playSpecial', card: 'computer-espionage', target: 'moonies' })).toMatch(/treasury/);
    expect(reject(s, 0, { type: 'playSpecial', card: 'computer-espionage', seat: 0 })).toMatch(/another player/);
    expect(reject(s, 0, { type: 'playSpecial', card: 'computer-espionage', seat: 5 })).toMatch(/another player/);
  });

  it('DRAW-2: under hidden Illuminati a face-down Illuminati cannot be named for Computer Espionage, and the refusal reveals nothing', () => {
    const s0 = spyTable();
    const s: GameState = { ...s0, config: { ...s0.config, hiddenIlluminati: true } };
    const absent = reject(s, 0, { type: 'playSpecial', card: 'computer-espionage', target: UFO });
    expect(reject(s, 0, { type: 'playSpecial', card: 'computer-espionage', target: BAV })).toBe(absent);
    expect(legalActions(s, 0).some((a) => a.type === 'playSpecial' && (a.target === BAV || a.target === GNO))).toBe(false);
    // Once the Bavarians are revealed, their treasury may be looked at.
    const shown: GameState = { ...s, players: s.players.map((p) => (p.seat === 1 ? { ...p, revealed: true } : p)) };
    expect(act(shown, 0, { type: 'playSpecial', card: 'computer-espionage', target: BAV }).state.players[0].intel).toEqual([{ kind: 'treasury', turn: s.turn.number, card: BAV, money: 12 }]);
  });
});

describe('INCOME-1: Market Manipulation', () => {
  /**
   * Seven players (+3 MB large-game bonus, ADV-LARGE-1). Seat 0, the Gnomes (income 12), holds the
   * Mafia (6), the Moonies (3), the I.R.S. (taxes 2 MB from everyone) and the Post Office (costs 1 MB).
   */
  function incomeTable(hand: SpecialId[]): GameState {
    const others = [BAV, NET, CTH, UFO, 'discordian-society', 'society-of-assassins'] as const;
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: GNO, money: 0, hand, groups: [['the-mafia', GNO, 'right'], ['moonies', GNO, 'left'], ['irs', GNO, 'bottom'], ['post-office', GNO, 'top']], turnsCompleted: 1 },
          ...others.map((il) => ({ illuminati: il, money: 10, turnsCompleted: 1 })),
        ],
        uncontrolled: ['comic-books', 'fbi'],
        deckTop: ['kkk'],
        active: 6,
        noIncome: true,
      }),
    );
  }

  /** End seat 6's turn and go through seat 0's income phase (playing the card when it holds one). */
  function incomePhase(hand: SpecialId[]) {
    let st = endTurn(incomeTable(hand)).state;
    const events = [];
    if (hand.length) {
      expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [0] });
      st = act(st, 0, { type: 'pass' }).state;
      expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'income', order: [0] });
      const r = act(st, 0, { type: 'playSpecial', card: 'market-manipulation' });
      events.push(...r.events);
      st = r.state;
    }
    expect(st.pending).toEqual({ kind: 'tax', seat: 0 });
    const t = act(st, 0, { type: 'tax', excuse: [] });
    return { state: t.state, events: [...events, ...t.events], before: st };
  }

  it('INCOME-1: Market Manipulation doubles every printed income, the Illuminati\u2019s included, not the 7-player bonus, the tax or the Post Office', () => {
    const plain = incomePhase([]);
    const mm = incomePhase(['market-manipulation']);
    expect(mm.events.slice(0, 2)).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 0, card: 'market-manipulation' },
      { type: 'incomeDoubled', to: 'all', seat: 0 },
    ]);
    expect(evs(mm.events, 'incomeCollected')).toEqual([{ type: 'incomeCollected', to: 'all', seat: 0, total: 45, cards: { [GNO]: 27, 'the-mafia': 12, moonies: 6 } }]);
    // Without the card: 12 + 3, 6, 3.
    const plainIncome = endTurn(incomeTable([])).events.find((e) => e.type === 'incomeCollected');
    expect(plainIncome).toEqual({ type: 'incomeCollected', to: 'all', seat: 0, total: 24, cards: { [GNO]: 15, 'the-mafia': 6, moonies: 3 } });
    // The I.R.S. still takes 2 MB from each of the six others, and the Post Office still costs 1 MB.
    for (const x of [plain, mm]) {
      expect(evs(x.events, 'taxCollected').map((e) => e.amount)).toEqual([2, 2, 2, 2, 2, 2]);
      expect(x.state.players[0].groups.find((g) => g.id === 'irs')!.money).toBe(12);
      expect(evs(x.events, 'upkeepPaid')).toEqual([{ type: 'upkeepPaid', to: 'all', seat: 0, card: GNO, amount: 1 }]);
      for (let seat = 1; seat < 7; seat++) expect(x.state.players[seat].money).toBe(8);
    }
    expect(mm.state.players[0].money).toBe(26);
    expect(plain.state.players[0].money).toBe(14);
    expect(mm.state.players[0].groups.find((g) => g.id === 'the-mafia')!.money).toBe(12);
    expect(mm.state.players[0].hand).toEqual([]);
    // The doubling is for this income phase only: the flag dies with the turn.
    expect(mm.state.turn.doubleIncome).toBe(true);
    expect(endTurn(mm.state).state.turn.doubleIncome).toBe(false);
  });

  it('INCOME-1: Market Manipulation is played only in the holder\u2019s own income phase', () => {
    const s = incomeTable(['market-manipulation']);
    const o = { ...s, turn: { ...s.turn, active: 0 } };
    expect(reject(o, 0, { type: 'playSpecial', card: 'market-manipulation' })).toMatch(/own income phase/);
    expect(legalActions(o, 0).some((a) => a.type === 'playSpecial')).toBe(false);
  });
});

describe('ATK-DEST-5: Media Campaign', () => {
  /** The Servants (seat 0, 3 kills so far) with the Mafia; seat 1 holds Media Campaign. */
  function deadTable(hand0: SpecialId[] = [], hand1: SpecialId[] = ['media-campaign']): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: CTH, money: 0, hand: hand0, groups: build(CTH, ['the-mafia']), kills: 3 },
          { illuminati: BAV, money: 0, hand: hand1 },
        ],
        uncontrolled: ['comic-books', 'moonies'],
      }),
    );
  }

  it('AMB-25: Media Campaign revives a destroyed group into the uncontrolled area; the Servants\u2019 kill keeps counting, and a second kill counts again', () => {
    let st = deadTable();
    // Destroy the Comic Books with the Servants\u2019 Illuminati: 9 + 2 (ILLUM-CTH) - 1 = 10; roll 2.
    const d1 = declare({ ...st, scriptedDice: [1, 1] }, 0, CTH, 'comic-books', 'destroy');
    expect(needed(d1.state)).toBe(10);
    st = passAll(d1.state).state;
    expect(st.dead).toEqual(['comic-books']);
    expect(st.uncontrolled).toEqual(['moonies']);
    expect(st.players[0].kills).toBe(4);
    // A destroyed group is out of play: it cannot be attacked (ATK-DEST-5).
    expect(reject(st, 0, { type: 'attack', attacker: 'the-mafia', target: 'comic-books', kind: 'control', aiders: [], privilege: null })).toMatch(/not in play/);
    // Seat 1 brings it back, off turn and at no action.
    expect(legalActions(st, 1)).toContainEqual({ type: 'playSpecial', card: 'media-campaign', target: 'comic-books' });
    const r = act(st, 1, { type: 'playSpecial', card: 'media-campaign', target: 'comic-books' });
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'media-campaign' },
      { type: 'groupRevived', to: 'all', seat: 1, group: 'comic-books' },
    ]);
    expect(r.state.dead).toEqual([]);
    expect(r.state.uncontrolled).toEqual(['moonies', 'comic-books']);
    expect(r.state.players[0].kills).toBe(4);
    expect(r.state.players[1].kills).toBe(0);
    expect(r.state.turn.actionsLeft).toBe(1);
    // Destroyed again by the Mafia (7 - 1, identical Violent -4: T = 2 + 2 = 4): the kill counts again.
    const d2 = declare({ ...r.state, scriptedDice: [1, 1] }, 0, 'the-mafia', 'comic-books', 'destroy');
    expect(needed(d2.state)).toBe(4);
    const again = passAll(d2.state).state;
    expect(again.dead).toEqual(['comic-books']);
    expect(again.players[0].kills).toBe(5);
  });

  it('ATK-DEST-5: Media Campaign needs a destroyed group', () => {
    const s = deadTable();
    expect(reject(s, 1, { type: 'playSpecial', card: 'media-campaign', target: 'comic-books' })).toMatch(/destroyed group/);
    expect(reject(s, 1, { type: 'playSpecial', card: 'media-campaign' })).toMatch(/destroyed group/);
    expect(legalActions(s, 1).some((a) => a.type === 'playSpecial')).toBe(false);
  });
});

describe('SPECIAL-CARD-3: Senate Investigating Committee', () => {
  /** Seat 2 ends its turn; seat 0's turn starts and seat 1 holds the Senate. */
  function senateTable(groups0: boolean, turns0 = 1): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 4, groups: groups0 ? build(NET, ['cia']) : [], turnsCompleted: turns0 },
          { illuminati: BAV, money: 0, hand: ['senate-investigating-committee'], turnsCompleted: 1 },
          { illuminati: GNO, money: 0, turnsCompleted: 1 },
        ],
        uncontrolled: ['comic-books', 'moonies'],
        deckTop: ['kkk', 'fbi', 'pentagon'],
        active: 2,
        noIncome: true,
      }),
    );
  }

  it('SPECIAL-CARD-3: the Senate Investigating Committee skips the targeted player\u2019s whole turn: no income, no draw', () => {
    const st = endTurn(senateTable(true)).state;
    expect(st.turn.active).toBe(0);
    expect(st.pending).toMatchObject({ kind: 'reaction', moment: 'startOfTurn', order: [1] });
    expect(legalActions(st, 1)).toContainEqual({ type: 'playSpecial', card: 'senate-investigating-committee', seat: 0 });
    const r = act(st, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 0 });
    expect(r.events.slice(0, 4)).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'senate-investigating-committee' },
      { type: 'turnSkipped', to: 'all', seat: 0, by: 1 },
      { type: 'turnEnded', to: 'all', seat: 0, turn: st.turn.number },
      { type: 'turnStarted', to: 'all', seat: 1, turn: st.turn.number + 1 },
    ]);
    expect(r.events.filter((e) => (e.type === 'incomeCollected' || e.type === 'cardDrawn') && e.seat === 0)).toEqual([]);
    // Seat 0 kept its money and drew nothing; the turn still counts as his (ELIM-1).
    expect(r.state.players[0].money).toBe(4);
    expect(r.state.players[0].turnsCompleted).toBe(2);
    // Seat 1 plays on: it collects income and draws the card seat 0 would have drawn.
    expect(r.state.turn.active).toBe(1);
    expect(r.state.players[1].money).toBe(9);
    expect(r.state.uncontrolled).toEqual(['comic-books', 'moonies', 'kkk']);
    expect(r.state.deck[0]).toBe('fbi');
  });

  it('SPECIAL-CARD-3: a skipped turn counts as the player\u2019s turn for elimination (ELIM-1)', () => {
    // Seat 0 has only his Illuminati and two turns behind him: the skipped third turn puts him out.
    const st = endTurn(senateTable(false, 2)).state;
    const r = act(st, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 0 });
    expect(r.state.players[0].turnsCompleted).toBe(3);
    expect(r.state.players[0].out).toBe('eliminated');
    expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 0, by: null }]);
  });

  it('SPECIAL-CARD-3: the Senate is played at the start of another player\u2019s turn only, against that player', () => {
    const s = senateTable(true);
    expect(reject(s, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 2 })).toMatch(/start of another player/);
    const st = endTurn(s).state;
    expect(reject(st, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 2 })).toMatch(/whose turn is starting/);
    // Passing lets the turn go on as usual.
    const p = act(st, 1, { type: 'pass' });
    expect(evs(p.events, 'incomeCollected')).toEqual([{ type: 'incomeCollected', to: 'all', seat: 0, total: 9, cards: { [NET]: 9 } }]);
    expect(p.state.players[1].hand).toEqual(['senate-investigating-committee']);
    // On his own turn the holder cannot use it on himself.
    const own = { ...s, turn: { ...s.turn, active: 1 } };
    expect(reject(own, 1, { type: 'playSpecial', card: 'senate-investigating-committee', seat: 1 })).toMatch(/another player/);
  });
});

describe('ACT-3: Slush Fund and Swiss Bank Account', () => {
  it('ACT-3: Slush Fund pays 15 MB and Swiss Bank Account 25 MB into the Illuminati treasury, at any time, at no action', () => {
    const s = noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 2, groups: build(NET, ['cia']) },
          { illuminati: BAV, money: 1, hand: ['slush-fund', 'swiss-bank-account'], groups: build(BAV, ['fbi'], { fbi: 3 }) },
        ],
        uncontrolled: ['comic-books', 'moonies'],
      }),
    );
    // Off turn, in the middle of seat 0's attack on the FBI.
    const d = declare(s, 0, 'cia', 'fbi', 'control').state;
    expect(legalActions(d, 1)).toContainEqual({ type: 'playSpecial', card: 'slush-fund' });
    const a = act(d, 1, { type: 'playSpecial', card: 'slush-fund' });
    expect(a.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'slush-fund' },
      { type: 'moneyGained', to: 'all', seat: 1, amount: 15, card: 'slush-fund' },
    ]);
    expect(a.state.players[1].money).toBe(16);
    const b = act(a.state, 1, { type: 'playSpecial', card: 'swiss-bank-account' });
    expect(evs(b.events, 'moneyGained')).toEqual([{ type: 'moneyGained', to: 'all', seat: 1, amount: 25, card: 'swiss-bank-account' }]);
    expect(b.state.players[1].money).toBe(41);
    expect(b.state.players[1].groups[0].money).toBe(3);
    expect(b.state.players[1].hand).toEqual([]);
    expect(b.state.discard).toEqual(['secrets-man', 'slush-fund', 'swiss-bank-account']);
    // The attack window is untouched and the defender can spend the new money at once.
    expect(b.state.pending).toMatchObject({ kind: 'attack', floor: 0, money: 0 });
    expect(b.state.turn.actionsLeft).toBe(2);
    const sp = spendBy(passOnce(b.state).state, 1, BAV, 41).state;
    expect(sp.players[1].money).toBe(0);
    // Used once (SPECIAL-CARD-2): the card is gone.
    expect(reject(b.state, 1, { type: 'playSpecial', card: 'slush-fund' })).toMatch(/do not hold/);
  });
});

describe('ATK-DEST-4: Whispering Campaign', () => {
  /** The Servants (seat 0) with the Mafia; the Bavarians (seat 1) hold the powerless Cycle Gangs (2 MB) at depth 1. */
  function whisperTable(money0 = 5): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: CTH, money: money0, hand: ['whispering-campaign'], groups: build(CTH, ['the-mafia']) },
          { illuminati: BAV, money: 0, groups: [['cycle-gangs', BAV, 'top', 2], ['fbi', BAV, 'bottom']] },
        ],
        uncontrolled: ['punk-rockers', 'comic-books'],
      }),
    );
  }
  const whisper = (target: string, attacker = 'the-mafia', aiders: string[] = []) => ({ type: 'playSpecial' as const, card: 'whispering-campaign' as const, attacker, target, aiders });

  it('ATK-DEST-4: a powerless group cannot be attacked to destroy it: Whispering Campaign is the only way', () => {
    const s = whisperTable();
    for (const target of ['cycle-gangs', 'punk-rockers'])
      expect(reject(s, 0, { type: 'attack', attacker: 'the-mafia', target: target as never, kind: 'destroy', aiders: [], privilege: null })).toMatch(/ATK-DEST-4/);
    const la = legalActions(s, 0);
    expect(la.some((a) => a.type === 'attack' && a.kind === 'destroy' && (a.target === 'cycle-gangs' || a.target === 'punk-rockers'))).toBe(false);
    // The card offers exactly the powerless targets, with every attacker of the structure.
    const plays = la.filter((a) => a.type === 'playSpecial');
    expect(plays).toEqual([
      { type: 'playSpecial', card: 'whispering-campaign', attacker: CTH, target: 'punk-rockers', aiders: [], aidOptions: [] },
      { type: 'playSpecial', card: 'whispering-campaign', attacker: 'the-mafia', target: 'punk-rockers', aiders: [], aidOptions: [CTH] },
      { type: 'playSpecial', card: 'whispering-campaign', attacker: CTH, target: 'cycle-gangs', aiders: [], aidOptions: [] },
      { type: 'playSpecial', card: 'whispering-campaign', attacker: 'the-mafia', target: 'cycle-gangs', aiders: [], aidOptions: [CTH] },
    ]);
    // It never destroys a group with Power.
    expect(reject(s, 0, whisper('comic-books'))).toMatch(/only a group without Power/);
    expect(reject(s, 0, whisper('cycle-gangs', 'cycle-gangs'))).toMatch(/not in your power structure/);
  });

  it('ATK-DEST-4: the Whispering Campaign attack sets Power against Resistance with the usual destroy modifiers, and uses an action when resolved', () => {
    const s = { ...whisperTable(), scriptedDice: [1, 2] };
    const r = act(s, 0, whisper('cycle-gangs', 'the-mafia', [CTH]));
    // Mafia 7 + aid 9 - Resistance 4 - identical Violent 4 + Servants 2 - depth 1 10 = 0.
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 0, card: 'whispering-campaign' },
      { type: 'attackDeclared', to: 'all', seat: 0, attacker: 'the-mafia', target: 'cycle-gangs', kind: 'destroy', aiders: [CTH], privilege: null, base: 0, defender: 1 },
    ]);
    expect(r.state.pending).toMatchObject({ kind: 'attack', whisper: true, committed: false, base: 0 });
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(r.state.discard).toEqual(['secrets-man', 'whispering-campaign']);
    // Money as usual: +1 per MB for the attacker, -2 per MB from the target's own treasury.
    let st = spendBy(r.state, 0, CTH, 5).state;
    st = passOnce(st).state;
    st = spendBy(st, 1, 'cycle-gangs', 1).state;
    expect(needed(st)).toBe(3);
    const done = passAll(st);
    expect(evs(done.events, 'attackResolved')[0]).toMatchObject({ kind: 'destroy', success: true, roll: 3, needed: 3 });
    expect(evs(done.events, 'groupDestroyed')).toEqual([{ type: 'groupDestroyed', to: 'all', seat: 0, group: 'cycle-gangs', from: 1 }]);
    expect(done.state.dead).toEqual(['cycle-gangs']);
    expect(done.state.players[1].groups.map((g) => g.id)).toEqual(['fbi']);
    expect(done.state.players[0].kills).toBe(1); // AMB-25: a Whispering Campaign kill counts for the Servants
    expect(done.state.turn.actionsLeft).toBe(1);
    expect(done.state.turn.participated).toEqual({ 'the-mafia': 1, [CTH]: 1 });
  });

  it('ATK-DEST-4: an uncontrolled powerless group: Power against its Resistance, a failed roll leaves it in place', () => {
    // Mafia 7 - Resistance 4 + Servants 2 = 5 against the Punk Rockers (Weird; no shared or opposite alignment).
    const r = act({ ...whisperTable(0), scriptedDice: [3, 3] }, 0, whisper('punk-rockers'));
    expect(r.state.pending).toMatchObject({ kind: 'attack', whisper: true, base: 5, defender: null });
    const done = passAll(r.state);
    expect(evs(done.events, 'attackResolved')[0]).toMatchObject({ success: false, roll: 6, needed: 5 });
    expect(done.state.uncontrolled).toEqual(['punk-rockers', 'comic-books']);
    expect(done.state.turn.actionsLeft).toBe(1);
  });

  it('ATK-DEST-4: a Whispering Campaign attack called off before it is committed uses no action, and the card is spent', () => {
    const r = act(whisperTable(), 0, whisper('punk-rockers'));
    const off = act(r.state, 0, { type: 'callOff' });
    expect(off.state.pending).toBeNull();
    expect(off.state.turn.actionsLeft).toBe(2);
    expect(off.state.turn.acted).toBe(false);
    expect(off.state.players[0].hand).toEqual([]);
    expect(off.state.discard).toEqual(['secrets-man', 'whispering-campaign']);
  });

  it('ACT-2: Whispering Campaign needs an action of the holder\u2019s own turn', () => {
    const s = whisperTable();
    expect(reject({ ...s, turn: { ...s.turn, actionsLeft: 0 } }, 0, whisper('punk-rockers'))).toMatch(/no action left/);
    expect(reject({ ...s, turn: { ...s.turn, active: 1 } }, 0, whisper('punk-rockers'))).toMatch(/own turn/);
  });
});

describe('ACT-3: White Collar Crime', () => {
  function wccTable(): GameState {
    return noSecretsMan(
      scenario({
        seats: [
          { illuminati: NET, money: 3, groups: build(NET, ['cia']) },
          { illuminati: BAV, money: 10, hand: ['white-collar-crime'], groups: build(BAV, ['the-mafia', 'yuppies'], { 'the-mafia': 4, yuppies: 2 }) },
        ],
        uncontrolled: ['comic-books', 'moonies'],
      }),
    );
  }

  it('ACT-3: White Collar Crime redistributes all the holder\u2019s money freely and adds 5 MB, at any time', () => {
    const s = wccTable();
    expect(legalActions(s, 1)).toContainEqual({ type: 'playSpecial', card: 'white-collar-crime', amountsOver: { cards: [BAV, 'the-mafia', 'yuppies'], total: 21 } });
    const amounts = { [BAV]: 1, 'the-mafia': 0, yuppies: 20 };
    const r = act(s, 1, { type: 'playSpecial', card: 'white-collar-crime', amounts });
    expect(r.events).toEqual([
      { type: 'specialPlayed', to: 'all', seat: 1, card: 'white-collar-crime' },
      { type: 'treasuriesSet', to: 'all', seat: 1, amounts },
    ]);
    expect(r.state.players[1].money).toBe(1);
    expect(Object.fromEntries(r.state.players[1].groups.map((g) => [g.id, g.money]))).toEqual({ 'the-mafia': 0, yuppies: 20 });
    expect(r.state.players[0].money).toBe(3);
    expect(r.state.turn.actionsLeft).toBe(2);
    expect(r.state.turn.freeTransfersLeft).toBe(2);
  });

  it('ACT-3: White Collar Crime must name every treasury of the structure, whole MB, adding up to the money held plus 5', () => {
    const s = wccTable();
    const play = (amounts: Record<string, number>) => reject(s, 1, { type: 'playSpecial', card: 'white-collar-crime', amounts });
    expect(play({ [BAV]: 0, 'the-mafia': 0, yuppies: 20 })).toMatch(/16 MB you hold plus 5/);
    expect(play({ [BAV]: 1, 'the-mafia': 0, yuppies: 21 })).toMatch(/16 MB you hold plus 5/);
    expect(play({ [BAV]: 21, 'the-mafia': 0 })).toMatch(/every card of your structure/);
    expect(play({ [BAV]: 21, 'the-mafia': 0, yuppies: 0, cia: 0 })).toMatch(/every card of your structure/);
    expect(play({ [BAV]: 22, 'the-mafia': -1, yuppies: 0 })).toMatch(/whole numbers/);
    expect(play({ [BAV]: 20.5, 'the-mafia': 0.5, yuppies: 0 })).toMatch(/whole numbers/);
    expect(reject(s, 1, { type: 'playSpecial', card: 'white-collar-crime' })).toMatch(/new amount of every treasury/);
  });
});
