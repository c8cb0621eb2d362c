// The optional rules of issue 3 as GameConfig fields (RULES-DIGEST section 31, AMB-26/28/42/44/50,
// EDN-23..25): game length (basic-goal override, the very long game), hidden goals and hidden
// Illuminati with accusations and misstated values.
import { describe, expect, it } from 'vitest';
import { ILLUMINATI, type GroupId, type IlluminatiId } from '../../../src/shared/cards';
import { eventsFor, goalOf, legalActions, newGame, observe, specialProgress, validateConfig, type Action, type Edition, type GameConfig, type GameState } from '../../../src/shared/engine';
import { longGameScore } from '../../../src/shared/engine/long-game';
import { act, attackAndRoll, decider, reject, scenario, type SeatSpec } from '../../support/scenario';
import { BAV, BER, CTH, DIS, GNO, NET, UFO, atk, build, endTurn, evs, odds, rival, won } from '../../support/helpers';

// ---- Game length ----

describe('ADV-LENGTH: game length', () => {
  // Six players: the Gnomes with eight groups are nine cards, the basic goal of the table (WIN-3).
  const ils: IlluminatiId[] = [GNO, BAV, NET, CTH, 'society-of-assassins', DIS];
  const eight: GroupId[] = ['the-mafia', 'new-york', 'boy-sprouts', 'trekkies', 'punk-rockers', 'morticians', 'psychiatrists', 'intellectuals'];
  const table = (ids: GroupId[], basicGoal?: number) =>
    scenario({
      ...(basicGoal ? { basicGoal } : {}),
      seats: ils.map((il, i) => (i === 0 ? { illuminati: il, money: 0, groups: build(il, ids) } : rival(il, [(['cia', 'fbi', 'kkk', 'pentagon', 'texas'] as GroupId[])[i - 1]]))),
      uncontrolled: ['feminists', 'yuppies'],
    });

  it('ADV-LENGTH-2: a longer game raises the number of groups needed for the basic goal', () => {
    expect(endTurn(table(eight)).state.outcome).toEqual(won(0, 'basic'));
    const longer = table(eight, 10);
    expect(longer.basicGoal).toBe(10);
    expect(endTurn(longer).state.outcome).toBeNull();
    expect(validateConfig({ players: 6, basicGoal: 41 })).toMatch(/basic goal/);
    expect(newGame({ players: 6, basicGoal: 20 }, 'long').state.basicGoal).toBe(20);
  });

  it('ADV-LENGTH-4: a shorter game (DE) lowers it', () => {
    expect(endTurn(table(eight.slice(0, 6))).state.outcome).toBeNull();
    expect(endTurn(table(eight.slice(0, 6), 7)).state.outcome).toEqual(won(0, 'basic'));
  });
});

describe('ADV-LENGTH-3: the very long game', () => {
  function table(extra: Partial<GameConfig> = {}, uncontrolled: GroupId[] = [], emptyDeck = true): GameState {
    const s = scenario({
      config: { longGame: true, ...extra },
      seats: [
        { illuminati: BAV, money: 10, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'democrats']) },
        { illuminati: GNO, money: 200, groups: build(GNO, ['cia', 'fbi']) },
      ],
      uncontrolled,
    });
    if (emptyDeck) s.deck = [];
    return s;
  }

  it('ADV-LENGTH-3: basic and special goals are ignored: the Bavarians at 35 Power and the Gnomes at 200 MB play on', () => {
    const s = table({}, ['kkk'], false);
    expect(goalOf(s, s.players[0])).toBeNull();
    expect(endTurn(s).state.outcome).toBeNull();
    const normal = { ...s, config: { ...s.config, longGame: false } };
    expect(endTurn(normal).state.outcome?.winners).toEqual([0, 1]);
  });

  it('ADV-LENGTH-3: the game ends when no uncontrolled group is left and the deck is empty; Power plus one per card, best score wins', () => {
    const r = endTurn(table());
    // Bavarians 10 + 7 + 7 + 6 + 5 Power and five cards; Gnomes 7 + 6 + 4 Power and three cards.
    const bav = 10 + 7 + 7 + 6 + 5 + 5;
    expect(longGameScore(r.state, r.state.players[0])).toBe(bav);
    expect(r.state.outcome).toEqual({ winners: [0], reason: 'longGame', goals: {}, scores: { 0: bav, 1: 7 + 6 + 4 + 3 } });
    expect(evs(r.events, 'gameEnded')).toEqual([{ type: 'gameEnded', to: 'all', winners: [0], reason: 'longGame' }]);
  });

  it('ADV-LENGTH-3: equal scores share the victory (WIN-2); the turn cap still ends a game without a winner', () => {
    const s = scenario({
      config: { longGame: true },
      seats: [
        { illuminati: GNO, money: 0, groups: build(GNO, ['kkk']) },
        { illuminati: NET, money: 0, groups: build(NET, ['moonies']) },
      ],
    });
    s.deck = [];
    // 7 + 2 Power and two cards each.
    expect(endTurn(s).state.outcome).toEqual({ winners: [0, 1], reason: 'longGame', goals: {}, scores: { 0: 11, 1: 11 } });
    const capped = table({ turnCap: 1 }, ['kkk'], false);
    expect(endTurn(capped).state.outcome).toEqual({ winners: [], reason: 'capped', goals: {} });
  });

  it('AMB-28: in the very long game, the end needs both the deck empty and no uncontrolled group: taking the last one ends it', () => {
    const s = table({}, ['kkk']);
    expect(endTurn(s).state.outcome).toBeNull();
    // A card with an open arrow takes the KKK on a roll of 2; the game ends with that turn.
    const la = legalActions(s, 0).find((a) => a.type === 'attack' && a.target === 'kkk' && a.kind === 'control');
    let r = attackAndRoll(s, 0, { attacker: (la as { attacker: string }).attacker, target: 'kkk', kind: 'control' }, [1, 1]);
    r = act(r.state, 0, { type: 'placeCaptured', arrow: (legalActions(r.state, 0).find((a) => a.type === 'placeCaptured') as { arrow: 'top' }).arrow, transfer: 0 });
    expect(r.state.uncontrolled).toEqual([]);
    const e = endTurn(r.state);
    expect(e.state.outcome).toMatchObject({ winners: [0], reason: 'longGame' });
  });

  it('AMB-50: the score counts the Illuminati card: its Power and 1 for it', () => {
    const s = scenario({ config: { longGame: true }, seats: [{ illuminati: CTH, money: 0, groups: [] }, rival(GNO, [])] });
    expect(longGameScore(s, s.players[0])).toBe(9 + 1);
    expect(longGameScore(s, s.players[1])).toBe(7 + 1);
  });
});

// ---- Hidden goals ----

describe('ADV-HIDDEN-GOALS: hidden goals', () => {
  const start = (edition: Edition = 'en', ils: IlluminatiId[] = [BAV, GNO, UFO]) => newGame({ players: ils.length, edition, hiddenGoals: true, illuminati: ils }, 'hidden-goals');
  const goalsOf = (s: GameState, seat: number) => {
    const la = legalActions(s, seat).find((a) => a.type === 'chooseGoal');
    return la?.type === 'chooseGoal' ? la.goals : null;
  };

  it('ADV-HIDDEN-GOALS-1: before the first turn every player in seat order secretly picks a goal; the pick replaces his printed goal, abilities stay', () => {
    const g = start();
    let s = g.state;
    expect(s.pending).toEqual({ kind: 'chooseGoal', seat: 0 });
    expect(evs(g.events, 'turnStarted')).toEqual([]);
    const seven = ILLUMINATI.map((c) => c.id as IlluminatiId).filter((id) => id !== 'ufos');
    expect(goalsOf(s, 0)).toEqual(seven);
    expect(decider(s)).toEqual([0]);
    s = act(s, 0, { type: 'chooseGoal', goal: NET }).state;
    expect(s.pending).toEqual({ kind: 'chooseGoal', seat: 1 });
    s = act(s, 1, { type: 'chooseGoal', goal: DIS }).state;
    const last = act(s, 2, { type: 'chooseGoal', goal: CTH });
    s = last.state;
    expect(s.pending?.kind).not.toBe('chooseGoal');
    expect(evs(last.events, 'turnStarted')).toHaveLength(1);
    expect(goalOf(s, s.players[0])).toEqual({ kind: 'transferableTotal', amount: 25 });
    expect(goalOf(s, s.players[1])).toEqual({ kind: 'alignmentCount', alignment: 'Weird', count: 5 });
    expect(goalOf(s, s.players[2])).toEqual({ kind: 'destroyCount', count: 8 });
    // The Bavarians keep their ability.
    const t = scenario({ config: { hiddenGoals: true }, seats: [{ illuminati: BAV, money: 10, groups: build(BAV, ['the-mafia']) }, rival(GNO)], uncontrolled: ['kkk', 'yuppies'] });
    expect(legalActions(t, 0).some((a) => a.type === 'attack' && a.privilegeOptions.some((p) => p?.kind === 'bavarian'))).toBe(true);
  });

  it('ADV-HIDDEN-GOALS-1: the printed goal no longer wins; the chosen one does, checked at the end of the turn', () => {
    const s = scenario({
      config: { hiddenGoals: true },
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'democrats']) }, rival(GNO)],
      uncontrolled: ['feminists', 'yuppies'],
    });
    s.players[0].borrowedGoal = GNO;
    s.players[1].borrowedGoal = BAV;
    // The Bavarians hold 35 Power: no longer their goal. The Gnomes' 150 MB is.
    expect(endTurn(s).state.outcome).toBeNull();
    s.players[0].money = 150;
    expect(endTurn(s).state.outcome).toEqual(won(0));
  });

  it('ADV-HIDDEN-GOALS-2: the UFOs get +1 Power for every use of Power: attacking, aiding, a borrowed Power goal', () => {
    const s = scenario({ config: { hiddenGoals: true }, seats: [{ illuminati: UFO, money: 0, groups: build(UFO, ['cia']) }, rival(GNO)], uncontrolled: ['kkk', 'yuppies'] });
    const plain = scenario({ seats: [{ illuminati: UFO, money: 0, groups: build(UFO, ['cia']) }, rival(GNO)], uncontrolled: ['kkk', 'yuppies'] });
    // UFOs (6) against the KKK (Resistance 5).
    expect(odds(plain, UFO, 'kkk', 'control').needed).toBe(1);
    expect(odds(s, UFO, 'kkk', 'control').needed).toBe(2);
    expect(odds(s, UFO, 'kkk', 'control').breakdown).toContainEqual({ rule: 'ADV-HIDDEN-GOALS-2', label: 'UFO bonus (hidden goals)', value: 1, term: { kind: 'ufoBonus' } });
    // Aiding the CIA: 6 + 4 + 1 transferable.
    expect(odds(s, 'cia', 'kkk', 'control', [UFO]).needed - odds(plain, 'cia', 'kkk', 'control', [UFO]).needed).toBe(1);
    // Playing for the Bavarian goal: the UFO card counts 7.
    s.players[0].borrowedGoal = BAV;
    expect(specialProgress(s, s.players[0], goalOf(s, s.players[0])!)).toEqual({ current: 7 + 6, needed: 35 });
    // Other Illuminati get nothing.
    const g = scenario({ config: { hiddenGoals: true }, seats: [{ illuminati: GNO, money: 0, groups: build(GNO, ['cia']) }, rival(NET)], uncontrolled: ['kkk', 'yuppies'] });
    expect(odds(g, GNO, 'kkk', 'control').needed).toBe(2);
  });

  it('EDN-23: under the German rules the UFOs get no Power bonus for hidden goals', () => {
    const s = scenario({ edition: 'de', config: { hiddenGoals: true }, seats: [{ illuminati: UFO, money: 0, groups: build(UFO, ['cia']) }, rival(GNO)], uncontrolled: ['kkk', 'yuppies'] });
    expect(odds(s, UFO, 'kkk', 'control').needed).toBe(1);
    s.players[0].borrowedGoal = BAV;
    expect(specialProgress(s, s.players[0], goalOf(s, s.players[0])!).current).toBe(6 + 6);
    // And the German list holds the Atlanteans' goal.
    expect(goalsOf(start('de').state, 0)).toContain('atlanteans');
  });

  it('AMB-44: two players may pick the same goal, or their own Illuminati\u2019s; the UFO player picks from the list too, never "borrow"', () => {
    let s = start().state;
    s = act(s, 0, { type: 'chooseGoal', goal: BAV }).state; // his own
    s = act(s, 1, { type: 'chooseGoal', goal: BAV }).state; // the same
    expect(goalsOf(s, 2)).not.toContain('ufos');
    expect(reject(s, 2, { type: 'chooseGoal', goal: 'ufos' })).toMatch(/ADV-HIDDEN-GOALS-1/);
    s = act(s, 2, { type: 'chooseGoal', goal: BAV }).state;
    expect(s.players.map((p) => p.borrowedGoal)).toEqual([BAV, BAV, BAV]);
    // Each pick is known to its owner only (until the game ends).
    for (const v of [0, 1, 2] as const) expect(observe(s, v).players.map((p) => p.borrowedGoal)).toEqual([0, 1, 2].map((x) => (x === v ? BAV : null)));
    expect(observe(s, 'spectator').players.every((p) => p.borrowedGoal === null)).toBe(true);
  });
});

// ---- Hidden Illuminati ----

function hidden(seats: SeatSpec[], extra: Partial<GameConfig> = {}, edition: Edition = 'en', active = 0): GameState {
  return scenario({ edition, active, config: { hiddenIlluminati: true, ...extra }, seats, uncontrolled: ['kkk', 'yuppies', 'moonies'] });
}
const three = (): SeatSpec[] => [
  { illuminati: BAV, money: 20, groups: build(BAV, ['the-mafia']) },
  { illuminati: GNO, money: 10, groups: build(GNO, ['cia']) },
  { illuminati: UFO, money: 10, groups: build(UFO, ['fbi']) },
];

describe('ADV-HIDDEN-ILLUM: hidden Illuminati', () => {
  it('ADV-HIDDEN-ILLUM-1: every Illuminati is face down: only its owner sees it, in observations and in the opening event', () => {
    const g = newGame({ players: 3, hiddenIlluminati: true, illuminati: [BAV, GNO, NET] }, 'face-down');
    for (const v of [0, 1, 2] as const) {
      const o = observe(g.state, v);
      expect(o.players.map((p) => p.illuminati)).toEqual([BAV, GNO, NET].map((il, i) => (i === v ? il : null)));
      expect(o.config.illuminati).toEqual([BAV, GNO, NET].map((il, i) => (i === v ? il : null)));
      const started = evs(eventsFor(g.events, v), 'gameStarted');
      expect(started).toHaveLength(1);
      expect(started[0].illuminati).toEqual([BAV, GNO, NET].map((il, i) => (i === v ? il : null)));
    }
    expect(observe(g.state, 'spectator').players.every((p) => p.illuminati === null && !p.revealed)).toBe(true);
    expect(evs(eventsFor(g.events, 'spectator'), 'gameStarted')[0].illuminati).toEqual([null, null, null]);
    // Every seat goes through the goal window, so that it does not single out the UFOs.
    expect(g.state.pending).toEqual({ kind: 'chooseGoal', seat: 0 });
    // Without the option nothing is hidden.
    const open = newGame({ players: 3, illuminati: [BAV, GNO, NET] }, 'face-down');
    expect(observe(open.state, 1).players.map((p) => p.illuminati)).toEqual([BAV, GNO, NET]);
  });

  it('ADV-HIDDEN-ILLUM-1: the card\u2019s id never reaches another seat: puppets hang on a stand-in, attacks by it name a stand-in', () => {
    const s = hidden(three());
    const o = observe(s, 1);
    expect(o.players[0].groups[0].master).toBe('hidden-illuminati-0');
    expect(o.players[1].groups[0].master).toBe(GNO);
    const d = act(s, 0, atk(BAV, 'kkk'));
    const seen = eventsFor(d.events, 1);
    expect(evs(seen, 'attackDeclared')[0].attacker).toBe('hidden-illuminati-0');
    expect(evs(eventsFor(d.events, 0), 'attackDeclared')[0].attacker).toBe(BAV);
    expect(evs(eventsFor(d.events, 'spectator'), 'attackDeclared')[0].attacker).toBe('hidden-illuminati-0');
    for (const v of [1, 2, 'spectator'] as const) {
      expect(JSON.stringify(eventsFor(d.events, v))).not.toContain(BAV);
      expect(JSON.stringify(observe(d.state, v))).not.toContain(BAV);
    }
  });

  it('ADV-HIDDEN-ILLUM-2: an unidentified player uses his card\u2019s Power, Income and ability without turning it up', () => {
    const s = hidden(three());
    const d = act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'kkk', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } });
    expect(d.state.players[0]).toMatchObject({ revealed: false, money: 15 });
    expect(evs(d.events, 'illuminatiRevealed')).toEqual([]);
    expect(odds(s, BAV, 'kkk', 'control').needed).toBe(10 - 5);
  });

  it('ADV-HIDDEN-ILLUM-3: an accusation costs one action; a wrong guess does nothing, a right one turns the card up for good', () => {
    const s = hidden(three());
    expect(legalActions(s, 0).filter((a) => a.type === 'accuse')).toHaveLength(2 * 7);
    const wrong = act(s, 0, { type: 'accuse', seat: 1, illuminati: NET });
    expect(wrong.state.turn.actionsLeft).toBe(1);
    expect(wrong.state.players[1].revealed).toBe(false);
    expect(evs(wrong.events, 'accused')).toEqual([{ type: 'accused', to: 'all', seat: 0, accused: 1, guess: NET, correct: false }]);
    expect(observe(wrong.state, 2).players[1].illuminati).toBeNull();
    const right = act(wrong.state, 0, { type: 'accuse', seat: 1, illuminati: GNO });
    expect(right.state.turn.actionsLeft).toBe(0);
    expect(right.state.players[1].revealed).toBe(true);
    expect(evs(right.events, 'illuminatiRevealed')).toEqual([{ type: 'illuminatiRevealed', to: 'all', seat: 1, illuminati: GNO, reason: 'accusation' }]);
    for (const v of [0, 2, 'spectator'] as const) expect(observe(right.state, v).players[1]).toMatchObject({ illuminati: GNO, revealed: true });
    expect(observe(right.state, 2).players[1].groups[0].master).toBe(GNO);
    // No action left, and a revealed player cannot be accused again.
    expect(reject(right.state, 0, { type: 'accuse', seat: 2, illuminati: UFO })).toMatch(/no action left/);
    const next = { ...right.state, turn: { ...right.state.turn, actionsLeft: 2 } };
    expect(reject(next, 0, { type: 'accuse', seat: 1, illuminati: GNO })).toMatch(/already face up/);
    expect(legalActions(next, 0).filter((a) => a.type === 'accuse').every((a) => a.type === 'accuse' && a.seat === 2 && a.illuminati !== GNO)).toBe(true);
  });

  it('ADV-HIDDEN-ILLUM-3: accusing is an action of one\u2019s own action phase, of another player, naming an Illuminati of the set', () => {
    const s = hidden(three());
    expect(reject(s, 1, { type: 'accuse', seat: 0, illuminati: BAV })).toMatch(/own action phase/);
    expect(reject(s, 0, { type: 'accuse', seat: 0, illuminati: GNO })).toMatch(/another player/);
    expect(reject(s, 0, { type: 'accuse', seat: 1, illuminati: BAV })).toMatch(/your own/);
    expect(reject(s, 0, { type: 'accuse', seat: 1, illuminati: 'atlanteans' })).toMatch(/set/);
    expect(reject(s, 0, { type: 'accuse', seat: 9, illuminati: GNO })).toMatch(/another player/);
    expect(reject(s, 0, { type: 'accuse', seat: 1, illuminati: 'cia' as IlluminatiId })).toMatch(/set/);
    const open = scenario({ seats: three(), uncontrolled: ['kkk', 'yuppies'] });
    expect(reject(open, 0, { type: 'accuse', seat: 1, illuminati: GNO })).toMatch(/ADV-HIDDEN-ILLUM-3/);
    expect(legalActions(open, 0).some((a) => a.type === 'accuse')).toBe(false);
    const transfers = act(s, 0, { type: 'transferMoney', from: BAV, to: 'the-mafia', amount: 1, free: true }).state;
    expect(reject(transfers, 0, { type: 'accuse', seat: 1, illuminati: GNO })).toMatch(/own action phase/);
  });

  it('ADV-HIDDEN-ILLUM-4: an identified UFO player plays face up, but his chosen goal stays secret', () => {
    const s = hidden(three(), {}, 'en', 0);
    s.players[2].borrowedGoal = GNO;
    const r = act(s, 0, { type: 'accuse', seat: 2, illuminati: UFO });
    expect(r.state.players[2].revealed).toBe(true);
    for (const v of [0, 1, 'spectator'] as const) {
      expect(observe(r.state, v).players[2]).toMatchObject({ illuminati: UFO, borrowedGoal: null });
      expect(JSON.stringify(eventsFor(r.events, v))).not.toContain(GNO);
    }
    expect(observe(r.state, 2).players[2].borrowedGoal).toBe(GNO);
  });

  it('ADV-HIDDEN-ILLUM-5: until identified, a player may state 1 more Power and 1 more Income than his card has', () => {
    const s = hidden(three(), { misstate: true });
    expect(legalActions(s, 0).filter((a) => a.type === 'misstate')).toEqual([
      { type: 'misstate', power: 0, income: 1 },
      { type: 'misstate', power: 1, income: 0 },
      { type: 'misstate', power: 1, income: 1 },
    ]);
    expect(reject(s, 0, { type: 'misstate', power: -1, income: 0 })).toMatch(/at most 1 more/);
    expect(reject(s, 0, { type: 'misstate', power: 2, income: 0 })).toMatch(/at most 1 more/);
    const c = act(s, 0, { type: 'misstate', power: 1, income: 1 });
    // No action used; the stated values are the owner's secret.
    expect(c.state.turn).toMatchObject({ actionsLeft: 2, acted: false });
    expect(observe(c.state, 0).players[0].claim).toEqual({ power: 1, income: 1, turn: s.turn.number });
    expect(observe(c.state, 1).players[0].claim).toBeNull();
    expect(eventsFor(c.events, 1)).toEqual([]);
    expect(reject(c.state, 0, { type: 'misstate', power: 0, income: 0 })).toMatch(/this turn already/);
    // The Bavarians (10, stated 11) against the KKK (Resistance 5); a group attacking gets nothing.
    expect(odds(c.state, BAV, 'kkk', 'control').needed).toBe(6);
    expect(odds(c.state, BAV, 'kkk', 'control').breakdown).toContainEqual({ rule: 'ADV-HIDDEN-ILLUM-5', label: 'Stated Power of the face-down Illuminati', value: 1, term: { kind: 'statedPower' } });
    expect(odds(c.state, 'the-mafia', 'kkk', 'control').needed).toBe(odds(s, 'the-mafia', 'kkk', 'control').needed);
    expect(odds(c.state, 'the-mafia', 'kkk', 'control', [BAV]).needed).toBe(odds(s, 'the-mafia', 'kkk', 'control', [BAV]).needed + 1);
    // Income: 9 + 1 at the next income phase.
    let t = c.state;
    for (let i = 0; i < 3; i++) t = endTurn(t).state;
    expect(t.turn.active).toBe(0);
    expect(t.players[0].money).toBe(20 + 10);
    // Identified: the claims end.
    const acc = act({ ...t, turn: { ...t.turn, active: 1 } }, 1, { type: 'accuse', seat: 0, illuminati: BAV }).state;
    expect(acc.players[0].claim).toBeNull();
    const back = { ...acc, turn: { ...acc.turn, active: 0, actionsLeft: 2 } };
    expect(odds(back, BAV, 'kkk', 'control').needed).toBe(5);
    expect(reject(back, 0, { type: 'misstate', power: 1, income: 1 })).toMatch(/identified/);
    // Without the option there is nothing to state.
    expect(reject(hidden(three()), 0, { type: 'misstate', power: 1, income: 0 })).toMatch(/ADV-HIDDEN-ILLUM-5/);
    expect(validateConfig({ players: 3, misstate: true })).toMatch(/Hidden Illuminati/);
  });

  it('EDN-25: under the German rules the values may be misstated by 1 either way', () => {
    const s = hidden(three(), { misstate: true }, 'de');
    expect(legalActions(s, 0).filter((a) => a.type === 'misstate')).toHaveLength(8);
    const c = act(s, 0, { type: 'misstate', power: -1, income: -1 }).state;
    expect(odds(c, BAV, 'kkk', 'control').needed).toBe(4);
    let t = c;
    for (let i = 0; i < 3; i++) t = endTurn(t).state;
    expect(t.players[0].money).toBe(20 + 8);
    expect(reject(s, 0, { type: 'misstate', power: 2, income: 0 })).toMatch(/EDN-25/);
  });

  it('EDN-24: under the German rules using the Illuminati\u2019s ability turns it up: paid privilege, redistribution, reorganisation, the second draw, double Income', () => {
    // The Bavarians buy privilege.
    const b = act(hidden(three(), {}, 'de'), 0, { type: 'attack', attacker: 'the-mafia', target: 'kkk', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } });
    expect(evs(b.events, 'illuminatiRevealed')).toEqual([{ type: 'illuminatiRevealed', to: 'all', seat: 0, illuminati: BAV, reason: 'ability' }]);
    expect(observe(b.state, 1).players[0].illuminati).toBe(BAV);
    // An attack without privilege reveals nothing.
    expect(act(hidden(three(), {}, 'de'), 0, atk('the-mafia', 'kkk')).state.players[0].revealed).toBe(false);
    // The Gnomes redistribute.
    const g = hidden(three(), {}, 'de', 1);
    const r = act(g, 1, { type: 'setTreasuries', amounts: { [GNO]: 5, cia: 5 } });
    expect(r.state.players[1].revealed).toBe(true);
    // The Triangle reorganizes.
    const tri = hidden([{ illuminati: BER, money: 0, groups: build(BER, ['cia']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }], {}, 'de');
    const moved = act(tri, 0, { type: 'reorganize', layout: [{ id: 'cia', master: BER, arrow: 'left' }] });
    expect(moved.state.players[0].revealed).toBe(true);
    // The Network's second draw, at the start of its turn.
    const net = hidden([{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: NET, money: 0, groups: build(NET, ['cia']) }], {}, 'de');
    const n = endTurn(net);
    expect(evs(n.events, 'illuminatiRevealed')).toEqual([{ type: 'illuminatiRevealed', to: 'all', seat: 1, illuminati: NET, reason: 'ability' }]);
    // The Atlanteans' double Income for a Peaceful group.
    const atl = hidden([{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: 'atlanteans', money: 0, groups: build('atlanteans', ['copy-shops']) }], {}, 'de');
    expect(endTurn(atl).state.players[1].revealed).toBe(true);
    // The UFO card's second attack of the turn.
    const ufo = hidden([{ illuminati: UFO, money: 0, groups: build(UFO, ['fbi']) }, { illuminati: GNO, money: 0, groups: build(GNO, ['cia']) }], {}, 'de');
    const first = act({ ...ufo, scriptedDice: [6, 6] }, 0, atk(UFO, 'kkk'));
    let f = first.state;
    while (f.pending) f = act(f, decider(f)[0], { type: 'pass' }).state;
    expect(f.players[0].revealed).toBe(false);
    expect(act(f, 0, atk(UFO, 'yuppies')).state.players[0].revealed).toBe(true);
  });

  it('AMB-42: under the English rules using the ability does not turn the card up', () => {
    const b = act(hidden(three()), 0, { type: 'attack', attacker: 'the-mafia', target: 'kkk', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } });
    expect(b.state.players[0].revealed).toBe(false);
    expect(evs(b.events, 'attackDeclared')[0].privilege).toEqual({ kind: 'bavarian' }); // the effect is public
    const g = act(hidden(three(), {}, 'en', 1), 1, { type: 'setTreasuries', amounts: { [GNO]: 5, cia: 5 } });
    expect(g.state.players[1].revealed).toBe(false);
    // The redistribution is shown to the others with a stand-in for the Gnomes' card.
    expect(evs(eventsFor(g.events, 0), 'treasuriesSet')[0].amounts).toEqual({ 'hidden-illuminati-1': 5, cia: 5 });
    const net = hidden([{ illuminati: GNO, money: 0, groups: build(GNO, ['fbi']) }, { illuminati: NET, money: 0, groups: build(NET, ['cia']) }]);
    expect(endTurn(net).state.players[1].revealed).toBe(false);
  });

  it('ADV-HIDDEN-ILLUM-1: when the game ends every card is shown', () => {
    const s = hidden(three());
    s.players[1].money = 150;
    const r = endTurn(s);
    expect(r.state.outcome).toEqual(won(1));
    expect(observe(r.state, 0).players.map((p) => p.illuminati)).toEqual([BAV, GNO, UFO]);
  });
});

describe('malformed option actions', () => {
  it('are refused with a reason and change nothing', () => {
    const s = hidden(three(), { misstate: true });
    const bad: unknown[] = [
      { type: 'accuse' },
      { type: 'accuse', seat: '1', illuminati: GNO },
      { type: 'accuse', seat: 1.5, illuminati: GNO },
      { type: 'accuse', seat: 1, illuminati: null },
      { type: 'accuse', seat: 1, illuminati: 17 },
      { type: 'misstate' },
      { type: 'misstate', power: '1', income: 0 },
      { type: 'misstate', power: 0.5, income: 0 },
      { type: 'misstate', power: NaN, income: 0 },
    ];
    for (const a of bad) expect(reject(s, 0, a as Action).length).toBeGreaterThan(3);
  });
});
