// Scenario tests: special goals, basic goal, elimination, leaving and winning (RULES-DIGEST
// sections 27-29; AMB-23, AMB-24, AMB-26, AMB-31, AMB-32, AMB-48). Goals are checked by the
// engine at the end of a turn, so each test ends a turn through applyAction and reads the outcome.
import { describe, expect, it } from 'vitest';
import { group, type GroupId, type IlluminatiId } from '../../../src/shared/cards';
import { basicGoalFor, newGame, observe } from '../../../src/shared/engine';
import { act, attackAndRoll, passAll, reject } from '../../support/scenario';
import { BAV, CTH, GNO, build, endTurn, evs, rival, scenarioAfterOneTurn as scenario, won } from '../../support/helpers';

describe('GOAL: special goals', () => {
  it('GOAL-BAV-1: the Bavarians win with 35 Power in their structure, their own 10 included', () => {
    // 10 + Mafia 7 + New York 7 + Pentagon 6 + Democrats 5 = 35.
    const win = scenario({ seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'democrats']) }, rival(GNO)], uncontrolled: ['feminists', 'kkk'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    // Nuclear Power Companies (4) instead of the Democrats: 34, no win.
    const short = scenario({ seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'nuclear-power-companies']) }, rival(GNO)], uncontrolled: ['feminists', 'kkk'] });
    expect(endTurn(short).state.outcome).toBeNull();
  });

  it('GOAL-BER-1: the Bermuda Triangle wins when its groups show all ten alignments', () => {
    // SLA (Criminal Violent Liberal Weird Communist), PTA (Peaceful Conservative Straight), Pentagon (Government ...), Libertarians (Fanatic).
    const all: GroupId[] = ['semiconscious-liberation-army', 'parent-teacher-agglomeration', 'pentagon', 'libertarians'];
    const win = scenario({ seats: [{ illuminati: 'bermuda-triangle', money: 0, groups: build('bermuda-triangle', all) }, rival(GNO)], uncontrolled: ['feminists', 'kkk'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    const nine = scenario({ seats: [{ illuminati: 'bermuda-triangle', money: 0, groups: build('bermuda-triangle', all.slice(0, 3)) }, rival(GNO)], uncontrolled: ['feminists', 'kkk'] });
    expect(endTurn(nine).state.outcome).toBeNull();
  });

  it('GOAL-DIS-1: the Discordians win with five Weird groups', () => {
    const weird: GroupId[] = ['american-autoduel-association', 'punk-rockers', 'psychiatrists', 'trekkies', 'science-fiction-fans'];
    for (const id of weird) expect(group(id).alignments).toContain('Weird');
    const win = scenario({ seats: [{ illuminati: 'discordian-society', money: 0, groups: build('discordian-society', weird) }, rival(GNO)], uncontrolled: ['feminists', 'kkk'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    const four = scenario({
      seats: [{ illuminati: 'discordian-society', money: 0, groups: build('discordian-society', [...weird.slice(0, 4), 'boy-sprouts']) }, rival(GNO)],
      uncontrolled: ['feminists', 'kkk'],
    });
    expect(endTurn(four).state.outcome).toBeNull();
  });

  it('GOAL-GNO-1: the Gnomes win with 150 MB across all their treasuries, the Illuminati included', () => {
    const win = scenario({ seats: [{ illuminati: GNO, money: 100, groups: build(GNO, ['cia', 'kkk'], { cia: 30, kkk: 20 }) }, rival(BAV)], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    const short = scenario({ seats: [{ illuminati: GNO, money: 100, groups: build(GNO, ['cia', 'kkk'], { cia: 30, kkk: 19 }) }, rival(BAV)], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(short).state.outcome).toBeNull();
  });

  it('GOAL-NET-1: the Network wins with 25 transferable Power, its own 7 included', () => {
    // 7 + C.I.A. 4 + Big Media 3 + Federal Reserve 3 + Madison Avenue 3 + Post Office 3 + F.B.I. 2 = 25.
    const tp: GroupId[] = ['cia', 'big-media', 'federal-reserve', 'madison-avenue', 'post-office', 'fbi'];
    const win = scenario({ seats: [{ illuminati: 'network', money: 0, groups: build('network', tp) }, rival(GNO, ['kkk'])], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    // Yuppies (1) instead of the F.B.I. (2): 24.
    const short = scenario({
      seats: [{ illuminati: 'network', money: 0, groups: build('network', [...tp.slice(0, 5), 'yuppies']) }, rival(GNO, ['kkk'])],
      uncontrolled: ['feminists', 'moonies'],
    });
    expect(endTurn(short).state.outcome).toBeNull();
    // Under the German rules 20 is enough (EDN-10): 7 + 4 + 3 + 3 + 3 = 20.
    const de = scenario({
      edition: 'de',
      seats: [{ illuminati: 'network', money: 0, groups: build('network', tp.slice(0, 4)) }, rival(GNO, ['kkk'])],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(endTurn(de).state.outcome).toEqual(won(0));
    expect(endTurn({ ...de, config: { ...de.config, edition: 'en' } }).state.outcome).toBeNull();
  });

  it('GOAL-CTH-1: the Servants of Cthulhu win once they have destroyed eight groups', () => {
    const s = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 7, groups: build(CTH, ['cia']) }, rival(GNO)], uncontrolled: ['kkk', 'feminists', 'yuppies'] });
    // Cthulhu (9) destroys the KKK (Power 2): 9 - 2 + 2 (Cthulhu) = 9; roll 3.
    const r = attackAndRoll(s, 0, { attacker: CTH, target: 'kkk', kind: 'destroy' }, [1, 2]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 9 });
    expect(r.state.players[0].kills).toBe(8);
    expect(r.state.outcome).toBeNull(); // only at the end of the turn
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
  });

  it('GOAL-CTH-2: a rival Illuminati that Cthulhu knocks out counts as one of the eight', () => {
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 0, kills: 7, groups: build(CTH, ['cia']) },
        { illuminati: GNO, money: 0, turnsCompleted: 3, groups: build(GNO, ['kkk']) },
        rival(BAV, ['fbi']),
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    // The C.I.A. (6) aided by Cthulhu (9) captures the KKK (Res 5; depth 1 +10; Violent identical +4): 15 - 15 + 4 = 4.
    const r = attackAndRoll(s, 0, { attacker: 'cia', target: 'kkk', kind: 'control', aiders: [CTH] }, [1, 1]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 4 });
    expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: 0 }]);
    expect(r.state.players[0].kills).toBe(8);
    const placed = act(r.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 0 }).state;
    expect(endTurn(placed).state.outcome).toEqual(won(0));
  });

  it('GOAL-CTH-3: destroying their own last group to complete the eight wins instead of eliminating them', () => {
    const s = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 7, turnsCompleted: 5, groups: build(CTH, ['nuclear-power-companies']) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
    // Own group, no position bonus: 9 - 4 + 2 = 7.
    const r = attackAndRoll(s, 0, { attacker: CTH, target: 'nuclear-power-companies', kind: 'destroy' }, [2, 2]);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 7 });
    expect(r.state.players[0].groups).toEqual([]);
    expect(r.state.players[0].out).toBeNull();
    expect(evs(r.events, 'playerEliminated')).toEqual([]);
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
    // With only 6 kills before, the same destruction leaves them with 7 and eliminates them.
    const t = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 6, turnsCompleted: 5, groups: build(CTH, ['nuclear-power-companies']) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
    const u = attackAndRoll(t, 0, { attacker: CTH, target: 'nuclear-power-companies', kind: 'destroy' }, [2, 2]);
    expect(u.state.players[0].out).toBe('eliminated');
    expect(u.state.players[0].kills).toBe(7);
  });

  it('GOAL-ASS-1: the Society of Assassins wins with six Violent groups', () => {
    const violent: GroupId[] = ['cia', 'kkk', 'cycle-gangs', 'robot-sea-monsters', 'comic-books', 'eco-guerrillas'];
    for (const id of violent) expect(group(id).alignments).toContain('Violent');
    const win = scenario({ seats: [{ illuminati: 'society-of-assassins', money: 0, groups: build('society-of-assassins', violent) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(win).state.outcome).toEqual(won(0));
    const five = scenario({
      seats: [{ illuminati: 'society-of-assassins', money: 0, groups: build('society-of-assassins', [...violent.slice(0, 5), 'boy-sprouts']) }, rival(GNO)],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(endTurn(five).state.outcome).toBeNull();
  });

  it('GOAL-UFO-1: the UFOs play for the goal they chose in secret, and for no other', () => {
    const seats = (borrowed: IlluminatiId) => {
      const s = scenario({ seats: [{ illuminati: 'ufos', money: 150, groups: build('ufos', ['kkk']) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
      s.players[0].borrowedGoal = borrowed;
      return s;
    };
    expect(endTurn(seats(GNO)).state.outcome).toEqual(won(0));
    expect(endTurn(seats(BAV)).state.outcome).toBeNull();
    // Hidden from the others until the game ends.
    const s = seats(GNO);
    expect(observe(s, 1).players[0].borrowedGoal).toBeNull();
    expect(observe(endTurn(s).state, 1).players[0].borrowedGoal).toBe(GNO);
  });

  it('AMB-26: a borrowed goal counts the UFO card in place of the original Illuminati; the double attack is the UFO card\u2019s alone', () => {
    // Bavarian goal: UFOs 6 + Mafia 7 + New York 7 + Pentagon 6 + Texas 6 = 32 < 35; + Democrats 5 = 37.
    const mk = (ids: GroupId[]) => {
      const s = scenario({ seats: [{ illuminati: 'ufos', money: 0, groups: build('ufos', ids) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies', 'moonies'] });
      s.players[0].borrowedGoal = BAV;
      return s;
    };
    expect(endTurn(mk(['the-mafia', 'new-york', 'pentagon', 'texas'])).state.outcome).toBeNull();
    expect(endTurn(mk(['the-mafia', 'new-york', 'pentagon', 'texas', 'democrats'])).state.outcome).toEqual(won(0));
    // Network goal: UFOs 6 + C.I.A. 4 + Big Media 3 + Federal Reserve 3 + Madison Avenue 3 + Post Office 3 + F.B.I. 2 = 24 < 25.
    const net = scenario({ seats: [{ illuminati: 'ufos', money: 0, groups: build('ufos', ['cia', 'big-media', 'federal-reserve', 'madison-avenue', 'post-office', 'fbi']) }, rival(GNO, ['kkk'])], uncontrolled: ['feminists', 'yuppies'] });
    net.players[0].borrowedGoal = 'network';
    expect(endTurn(net).state.outcome).toBeNull();
    // The UFO card takes part in two attacks; its puppet only in one.
    let s = mk(['the-mafia']);
    s = attackAndRoll(s, 0, { attacker: 'ufos', target: 'feminists', kind: 'control' }, [6, 6]).state;
    s = attackAndRoll(s, 0, { attacker: 'the-mafia', target: 'feminists', kind: 'control', aiders: ['ufos'] }, [6, 6]).state;
    expect(s.turn.participated).toEqual({ ufos: 2, 'the-mafia': 1 });
    const t = attackAndRoll(mk(['the-mafia']), 0, { attacker: 'the-mafia', target: 'feminists', kind: 'control' }, [6, 6]).state;
    expect(reject(t, 0, { type: 'attack', attacker: 'the-mafia', target: 'yuppies', kind: 'control', aiders: [], privilege: null })).toMatch(/ATK-3/);
  });
});

describe('ELIM and LEAVE', () => {
  it('ELIM-1: after his third turn a player left with only his Illuminati is out at once; his money goes to the bank', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 30, groups: build(BAV, ['the-mafia']) },
        { illuminati: GNO, money: 25, turnsCompleted: 3, groups: build(GNO, ['kkk'], { kkk: 4 }) },
        rival('network', ['fbi']),
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    // Bavarians neutralize the KKK (Res 5, depth 1): 10 + 6 - 15 = 1; they spend 4 MB for 5; roll 4.
    let r = act({ ...s, scriptedDice: [2, 2] }, 0, { type: 'attack', attacker: BAV, target: 'kkk', kind: 'neutralize', aiders: [], privilege: null });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(1);
    r = act(r.state, 0, { type: 'spend', card: BAV, amount: 4 });
    r = passAll(r.state);
    expect(evs(r.events, 'attackResolved')[0]).toMatchObject({ success: true, needed: 5, roll: 4 });
    expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: 0 }]);
    const p = r.state.players[1];
    expect([p.out, p.money, p.groups]).toEqual(['eliminated', 0, []]);
    // The game goes on without him.
    const e = endTurn(r.state).state;
    expect(e.turn.active).toBe(2);
    expect(e.outcome).toBeNull();
  });

  it('ELIM-2: the Cthulhu exception: no elimination when their own last destruction completes the goal', () => {
    const s = scenario({ seats: [{ illuminati: CTH, money: 0, kills: 7, turnsCompleted: 3, groups: build(CTH, ['kkk']) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
    // 9 - 2 + 2 = 9 against their own KKK.
    const r = attackAndRoll(s, 0, { attacker: CTH, target: 'kkk', kind: 'destroy' }, [3, 3]);
    expect(r.state.players[0]).toMatchObject({ out: null, kills: 8, groups: [] });
    const e = endTurn(r.state);
    expect(evs(e.events, 'playerEliminated')).toEqual([]);
    expect(e.state.outcome).toEqual(won(0));
  });

  it('ELIM-3: an elimination caused by Cthulhu adds to their count, by any kind of attack', () => {
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 0, kills: 2, groups: build(CTH, ['cia']) },
        { illuminati: GNO, money: 0, turnsCompleted: 4, groups: build(GNO, ['kkk']) },
        rival(BAV, ['fbi']),
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    // Cthulhu (9, no alignment) aided by the C.I.A. (4) destroy the KKK (Power 2, depth 1 +10): 9 + 4 - 12 + 2 = 3; spend 7.
    let r = act({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, money: 7 } : p)), scriptedDice: [1, 1] }, 0, {
      type: 'attack',
      attacker: CTH,
      target: 'kkk',
      kind: 'destroy',
      aiders: ['cia'],
      privilege: null,
    });
    expect(evs(r.events, 'attackDeclared')[0].base).toBe(3);
    r = act(r.state, 0, { type: 'spend', card: CTH, amount: 7 });
    r = passAll(r.state);
    // One kill for the group, one for the Illuminati knocked out.
    expect(r.state.players[0].kills).toBe(4);
    expect(r.state.players[1].out).toBe('eliminated');
  });

  it('LEAVE-1: a player who leaves loses his groups to the uncontrolled area, his money to the bank and his Illuminati', () => {
    const s = scenario({
      seats: [rival(BAV, ['the-mafia']), { illuminati: GNO, money: 20, hand: ['slush-fund'], groups: build(GNO, ['cia', 'kkk'], { cia: 3 }) }, rival('network', ['fbi'])],
      uncontrolled: ['feminists', 'yuppies'],
    });
    const r = act(s, 1, { type: 'leave' });
    expect(evs(r.events, 'playerLeft')).toEqual([{ type: 'playerLeft', to: 'all', seat: 1 }]);
    expect(evs(r.events, 'groupsReleased')).toEqual([{ type: 'groupsReleased', to: 'all', seat: 1, groups: ['cia', 'kkk'], reason: 'left' }]);
    const p = r.state.players[1];
    expect([p.out, p.money, p.groups, p.hand]).toEqual(['left', 0, [], []]);
    expect(r.state.uncontrolled).toEqual(['feminists', 'yuppies', 'cia', 'kkk']);
    expect(r.state.discard).toEqual(['slush-fund']);
    // He is skipped from now on and can do nothing more.
    expect(reject(r.state, 1, { type: 'gift', to: 0, money: 0, specials: [] })).toMatch(/out of the game/);
    expect(endTurn(r.state).state.turn.active).toBe(2);
  });

  it('LEAVE-2: leaving or elimination does not change the basic-goal threshold', () => {
    const ils: IlluminatiId[] = [BAV, GNO, 'network', CTH, 'society-of-assassins'];
    let s = scenario({ seats: ils.map((il, i) => rival(il, [(['the-mafia', 'cia', 'fbi', 'kkk', 'pentagon'] as GroupId[])[i]])), uncontrolled: ['feminists', 'yuppies'] });
    expect(s.basicGoal).toBe(10);
    s = act(s, 3, { type: 'leave' }).state;
    s = act(s, 4, { type: 'leave' }).state;
    expect(s.basicGoal).toBe(10);
    // Nine cards do not win a game that started with five players, even with three left (3 players would need 13); ten do.
    const nine: GroupId[] = ['the-mafia', 'new-york', 'boy-sprouts', 'trekkies', 'punk-rockers', 'morticians', 'psychiatrists', 'intellectuals'];
    const withGroups = (ids: GroupId[]) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, groups: build(BAV, ids).map(([id, master, arrow]) => ({ id, master, arrow, money: 0 })) } : p)) });
    expect(endTurn(withGroups(nine)).state.outcome).toBeNull();
    expect(endTurn(withGroups([...nine, 'goldfish-fanciers'])).state.outcome).toEqual(won(0, 'basic'));
  });

  it('AMB-23: elimination is checked whenever the structure changes after the third turn, before the win check', () => {
    // Seat 1 has completed three turns; Cthulhu captures his last group in Cthulhu's turn and reaches eight.
    const s = scenario({
      seats: [
        { illuminati: CTH, money: 0, kills: 7, groups: build(CTH, ['the-mafia']) },
        { illuminati: GNO, money: 12, turnsCompleted: 3, groups: build(GNO, ['feminists']) },
        rival(BAV, ['fbi']),
      ],
      uncontrolled: ['kkk', 'yuppies'],
    });
    // The Mafia (7) aided by Cthulhu (9) vs the Feminists (Res 2 + 10): 4.
    const r = attackAndRoll(s, 0, { attacker: 'the-mafia', target: 'feminists', kind: 'control', aiders: [CTH] }, [2, 2]);
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('playerEliminated')).toBeGreaterThan(types.indexOf('groupCaptured'));
    expect(r.state.players[1]).toMatchObject({ out: 'eliminated', money: 0 });
    const e = endTurn(act(r.state, 0, { type: 'placeCaptured', arrow: 'top', transfer: 0 }).state);
    expect(e.state.outcome).toEqual(won(0));
    // A player who ends his own third turn with no groups is eliminated then.
    const t = scenario({ seats: [rival(BAV, ['the-mafia']), { illuminati: GNO, money: 5, turnsCompleted: 2 }, rival('network', ['fbi'])], uncontrolled: ['kkk', 'yuppies'], active: 1 });
    const u = endTurn(t);
    expect(evs(u.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 1, by: null }]);
    expect(u.state.turn.active).toBe(2);
  });

  it('AMB-23: dropping his own last group after his third turn eliminates the player at once and ends his turn', () => {
    const s = scenario({ seats: [{ illuminati: BAV, money: 9, turnsCompleted: 3, groups: build(BAV, ['the-mafia']) }, rival(GNO, ['cia']), rival('network', ['fbi'])], uncontrolled: ['kkk', 'yuppies'] });
    const r = act(s, 0, { type: 'dropGroup', group: 'the-mafia' });
    expect(evs(r.events, 'playerEliminated')).toEqual([{ type: 'playerEliminated', to: 'all', seat: 0, by: null }]);
    expect(r.state.players[0]).toMatchObject({ out: 'eliminated', money: 0 });
    expect(r.state.turn.active).toBe(1);
    // Before the third turn is over, the same drop leaves him in the game.
    const t = scenario({ seats: [{ illuminati: BAV, money: 9, turnsCompleted: 2, groups: build(BAV, ['the-mafia']) }, rival(GNO, ['cia']), rival('network', ['fbi'])], uncontrolled: ['kkk', 'yuppies'] });
    const u = act(t, 0, { type: 'dropGroup', group: 'the-mafia' });
    expect([u.state.players[0].out, u.state.turn.active]).toEqual([null, 0]);
  });

  it('AMB-24: an eliminated player\u2019s special cards are discarded, not handed to anyone', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia']) }, { illuminati: GNO, money: 0, turnsCompleted: 3, hand: ['slush-fund', 'bribery'], groups: build(GNO, ['feminists']) }, rival('network', ['fbi'])],
      uncontrolled: ['kkk', 'yuppies'],
    });
    // Bavarians (10) vs Feminists (2 + 10): -2 ... neutralize instead: +6 = 4.
    const r = attackAndRoll(s, 0, { attacker: BAV, target: 'feminists', kind: 'neutralize' }, [2, 2]);
    expect(r.state.players[1]).toMatchObject({ out: 'eliminated', hand: [] });
    expect(r.state.discard).toEqual(['slush-fund', 'bribery']);
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.players[2].hand).toEqual([]);
  });

  it('AMB-48: before his third turn is over, a player with only his Illuminati plays on and may attack with it', () => {
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia']) }, { illuminati: GNO, money: 0, turnsCompleted: 2, groups: build(GNO, ['feminists']) }, rival('network', ['fbi'])],
      uncontrolled: ['kkk', 'yuppies'],
    });
    const r = attackAndRoll(s, 0, { attacker: BAV, target: 'feminists', kind: 'neutralize' }, [2, 2]);
    expect(r.state.players[1]).toMatchObject({ out: null, groups: [] });
    let t = endTurn(r.state).state;
    expect(t.turn.active).toBe(1);
    expect(t.players[1].money).toBe(12);
    // The Gnomes (7) attack the KKK (Res 5): 2; roll 2.
    const a = attackAndRoll(t, 1, { attacker: GNO, target: 'kkk', kind: 'control' }, [1, 1]);
    t = act(a.state, 1, { type: 'placeCaptured', arrow: 'top', transfer: 0 }).state;
    expect(t.players[1].groups.map((g) => g.id)).toEqual(['kkk']);
    // Ending the third turn with a group: still in.
    expect(endTurn(t).state.players[1].out).toBeNull();
  });
});

describe('WIN', () => {
  it('WIN-1: at the end of every turn every player is checked, whoever\u2019s turn it was', () => {
    // The Gnomes (seat 1) already hold 150 MB; they win at the end of seat 0's turn, not before.
    const s = scenario({ seats: [rival(BAV, ['the-mafia']), { illuminati: GNO, money: 150, groups: build(GNO, ['cia']) }], uncontrolled: ['feminists', 'yuppies'] });
    const mid = act(s, 0, { type: 'dropGroup', group: 'the-mafia' }).state;
    expect(mid.outcome).toBeNull();
    const r = endTurn(mid);
    expect(r.state.outcome).toEqual(won(1));
    expect(evs(r.events, 'gameEnded')).toEqual([{ type: 'gameEnded', to: 'all', winners: [1], reason: 'goal' }]);
    expect(reject(r.state, 1, { type: 'endTurn' })).toMatch(/game is over/);
  });

  it('WIN-2: players meeting goals at the same moment share the victory', () => {
    const s = scenario({
      seats: [
        { illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'democrats']) },
        { illuminati: GNO, money: 150, groups: build(GNO, ['cia']) },
        rival('network', ['fbi']),
      ],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(endTurn(s).state.outcome).toEqual({ winners: [0, 1], reason: 'goal', goals: { 0: 'special', 1: 'special' } });
  });

  it('WIN-3: the basic goal depends on the starting player count and counts the Illuminati card', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => basicGoalFor(n))).toEqual([13, 13, 12, 10, 9, 8, 8]);
    expect([2, 4, 5, 6, 7].map((n) => newGame({ players: n }, `win-3-${n}`).state.basicGoal)).toEqual([13, 12, 10, 9, 8]);
    // Six players: the Illuminati plus eight groups is nine cards, a win; plus seven is not.
    const ils: IlluminatiId[] = [BAV, GNO, 'network', CTH, 'society-of-assassins', 'discordian-society'];
    const eight: GroupId[] = ['the-mafia', 'new-york', 'boy-sprouts', 'trekkies', 'punk-rockers', 'morticians', 'psychiatrists', 'intellectuals'];
    const mk = (ids: GroupId[]) =>
      scenario({
        seats: ils.map((il, i) => (i === 0 ? { illuminati: il, money: 0, groups: build(il, ids) } : rival(il, [(['cia', 'fbi', 'kkk', 'pentagon', 'texas'] as GroupId[])[i - 1]]))),
        uncontrolled: ['feminists', 'yuppies'],
      });
    expect(mk(eight).basicGoal).toBe(9);
    expect(endTurn(mk(eight)).state.outcome).toEqual(won(0, 'basic'));
    expect(endTurn(mk(eight.slice(0, 7))).state.outcome).toBeNull();
  });

  it('WIN-4: the threshold is fixed by the players who started', () => {
    const s = scenario({
      seats: [rival(BAV, ['the-mafia']), rival(GNO, ['cia']), rival('network', ['fbi']), rival(CTH, ['kkk'])],
      uncontrolled: ['feminists', 'yuppies'],
    });
    expect(s.basicGoal).toBe(12);
    const r = act(act(s, 2, { type: 'leave' }).state, 3, { type: 'leave' });
    expect(r.state.basicGoal).toBe(12);
    expect(observe(r.state, 0).basicGoal).toBe(12);
  });

  it('WIN-5: a player may also win by his own special goal, checked at the end of any turn', () => {
    // Bavarians at 35 Power win at the end of the Gnomes' turn, with the basic goal far away.
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon', 'democrats']) }, rival(GNO, ['cia'])],
      uncontrolled: ['feminists', 'yuppies'],
      active: 1,
    });
    const r = endTurn(s);
    expect(r.state.outcome).toEqual(won(0));
    expect(1 + r.state.players[0].groups.length).toBeLessThan(r.state.basicGoal);
  });

  it('AMB-31: only the state at the end of the turn counts; a goal met and lost within the turn does not', () => {
    // Bavarians at 30 Power capture the Democrats (5) for 35, then drop the Mafia (7) before the end.
    const s = scenario({
      seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'pentagon']) }, rival(GNO, ['cia'])],
      uncontrolled: ['democrats', 'yuppies'],
    });
    // Pentagon (6) vs Democrats (Res 4): 2; roll 2.
    let r = attackAndRoll(s, 0, { attacker: BAV, target: 'democrats', kind: 'control' }, [1, 1]);
    r = act(r.state, 0, { type: 'placeCaptured', arrow: 'left', transfer: 0 });
    expect(r.state.outcome).toBeNull();
    const dropped = act(r.state, 0, { type: 'dropGroup', group: 'the-mafia' }).state;
    expect(endTurn(dropped).state.outcome).toBeNull();
    expect(endTurn(r.state).state.outcome).toEqual(won(0));
  });

  it('AMB-32: Bavarians count regular Power only; the Network counts transferable Power even when used; Gnomes count every treasury', () => {
    // Big Media (4/3) and C.I.A. (6/4): for the Bavarians only the 4 and 6 count. 10+7+7+6+4 = 34.
    const bav = scenario({ seats: [{ illuminati: BAV, money: 0, groups: build(BAV, ['the-mafia', 'new-york', 'cia', 'big-media']) }, rival(GNO)], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(bav).state.outcome).toBeNull();
    // Network at 25 with the C.I.A. used to aid an attack this turn still wins.
    const tp: GroupId[] = ['cia', 'big-media', 'federal-reserve', 'madison-avenue', 'post-office', 'fbi'];
    const net = scenario({ seats: [{ illuminati: 'network', money: 0, groups: build('network', tp) }, rival(GNO, ['kkk'])], uncontrolled: ['feminists', 'yuppies'] });
    const used = attackAndRoll(net, 0, { attacker: 'big-media', target: 'feminists', kind: 'control', aiders: ['cia'] }, [6, 6]).state;
    expect(used.turn.participated.cia).toBe(1);
    expect(endTurn(used).state.outcome).toEqual(won(0));
    // Gnomes: money on a deep puppet counts as much as on the Illuminati.
    const gno = scenario({ seats: [{ illuminati: GNO, money: 0, groups: build(GNO, ['cia', 'kkk', 'fbi', 'pentagon', 'texas'], { texas: 150 }) }, rival(BAV)], uncontrolled: ['feminists', 'yuppies'] });
    expect(endTurn(gno).state.outcome).toEqual(won(0));
  });
});
