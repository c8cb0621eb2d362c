// Issue 34, what the player reads: the message board's folded passes and notes (log/fold.ts),
// the "since your last turn" summary (logic/turn-summary.ts) and the danger warnings
// (logic/danger.ts: WIN-3 the basic goal, GOAL-* the special goals, ADV-LENGTH-3 none in the very long game).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Observation } from '../../src/shared/engine';
import type { GroupId } from '../../src/shared/cards';
import type { LogEntry, PlayerStanding } from '../../src/shared/protocol/messages';
import { foldPasses, sameItems, withNotes } from '../../src/renderer/src/log/fold';
import { createLogLines } from '../../src/renderer/src/log/lines';
import { dangerLabel, dangers, dangerSentence, oneStepShort } from '../../src/renderer/src/logic/danger';
import { sinceLastTurn, summarize, summaryLines } from '../../src/renderer/src/logic/turn-summary';

const names = ['Ada', 'Boris', 'Chen', 'Dana'];
const seatName = (s: number) => names[s];
const entries = (events: Partial<GameEvent>[]): LogEntry[] => events.map((e, index) => ({ index, event: { to: 'all', ...e } as GameEvent }));

describe('message board: folded passes', () => {
  const log = entries([
    { type: 'attackDeclared', seat: 1, attacker: 'cia', target: 'kkk' as GroupId, kind: 'control', aiders: [], privilege: null, base: 5, defender: null },
    { type: 'floorPassed', seat: 1 },
    { type: 'floorPassed', seat: 2 },
    { type: 'floorPassed', seat: 3 },
    { type: 'moneySpent', seat: 0, card: 'bavarian-illuminati', amount: 2, delta: -2, needed: 3 },
    { type: 'floorPassed', seat: 1 },
    { type: 'diceRolled', seat: 1, dice: [1, 2], roll: 3, needed: 3, success: true },
  ]);
  const lines = createLogLines()(log, { seatName }, 'k');

  it('a run of passes is one line naming who passed; a lone pass stays as it is', () => {
    const items = foldPasses(lines);
    expect(items.map((i) => i.kind)).toEqual(['line', 'passes', 'line', 'line', 'line']);
    const run = items[1];
    expect(run.kind === 'passes' && run.seats).toEqual([1, 2, 3]);
    expect(run.kind === 'passes' && run.lines.map((l) => l.index)).toEqual([1, 2, 3]);
  });

  it('a run the reader opened shows every pass', () => {
    expect(foldPasses(lines, new Set(['p1'])).map((i) => i.kind)).toEqual(['line', 'line', 'line', 'line', 'line', 'line', 'line']);
  });

  it('notes sit after the entry that was newest when they were said', () => {
    const items = withNotes(foldPasses(lines), [{ id: 1, after: 4, text: 'Danger', kind: 'danger', cards: [] }]);
    expect(items.map((i) => i.key)).toEqual(['l0', 'p1', 'l4', 'n1', 'l5', 'l6']);
  });

  it('the items made again from the same lines and notes are the same; a new entry, an unfolded run or a new note is not (issue 39)', () => {
    const note = { id: 1, after: 4, text: 'Danger', kind: 'danger' as const, cards: [] };
    const items = withNotes(foldPasses(lines), [note]);
    // The board's next update, with no new entry (the same line objects from log/lines.ts).
    const again = withNotes(foldPasses(lines), [note]);
    expect(again).not.toBe(items);
    expect(sameItems(items, again)).toBe(true);
    expect(sameItems(items, withNotes(foldPasses(lines.slice(0, -1)), [note]))).toBe(false);
    expect(sameItems(items, withNotes(foldPasses(lines, new Set(['p1'])), [note]))).toBe(false);
    expect(sameItems(items, withNotes(foldPasses(lines), [note, { ...note, id: 2 }]))).toBe(false);
    expect(sameItems(items, withNotes(foldPasses(lines), [{ ...note }]))).toBe(false);
    // A run that grew by one pass is another item.
    const grown = foldPasses([...lines.slice(0, 4), { ...lines[3], index: 3.5 }, ...lines.slice(4)]);
    expect(sameItems(foldPasses(lines), grown)).toBe(false);
  });
});

describe('since your last turn', () => {
  const log = entries([
    { type: 'turnEnded', seat: 0, turn: 1 },
    { type: 'turnStarted', seat: 1, turn: 2 },
    { type: 'groupCaptured', seat: 1, group: 'kkk' as GroupId, from: 0, moneyKept: 0 },
    { type: 'groupCaptured', seat: 2, group: 'yuppies' as GroupId, from: null, moneyKept: 0 },
    { type: 'moneySpent', seat: 0, card: 'bavarian-illuminati', amount: 4, delta: -2, needed: 3 },
    { type: 'specialPlayed', seat: 3, card: 'swiss-bank-account' },
    { type: 'playerEliminated', seat: 3, by: 1 },
    { type: 'turnStarted', seat: 0, turn: 5 },
    { type: 'incomeCollected', seat: 0, total: 9, cards: {} },
  ]);

  it('counts only what came after the viewer\u2019s last turn', () => {
    const earlier = entries([{ type: 'groupCaptured', seat: 1, group: 'cia' as GroupId, from: 0, moneyKept: 0 }]);
    const all = [...earlier, ...log.map((e) => ({ ...e, index: e.index + 1 }))];
    expect(sinceLastTurn(all, 0)[0].index).toBe(2);
    expect(summarize(sinceLastTurn(all, 0), 0).lost).toEqual(['kkk']);
  });

  it('names the group he lost, what others took, money in and out, specials and eliminations', () => {
    const s = summarize(sinceLastTurn(log, 0), 0);
    expect(s.lost).toEqual(['kkk']);
    expect([...s.took]).toEqual([
      [1, ['kkk']],
      [2, ['yuppies']],
    ]);
    expect([s.moneyIn, s.moneyOut]).toEqual([9, 4]);
    const text = summaryLines(s, seatName).map((l) => l.text);
    expect(text[0]).toBe("You lost the KKK.");
    expect(text.some((x) => /Dana played Swiss Bank Account/.test(x))).toBe(true);
    expect(text.some((x) => /Dana is out/.test(x))).toBe(true);
    expect(summaryLines(s, seatName)[0].cards).toEqual(['kkk']);
  });

  it('nothing to tell: no lines', () => {
    expect(summaryLines(summarize([], 0), seatName)).toEqual([]);
  });
});

describe('danger: one capture or one goal step from winning', () => {
  const obs = { config: { longGame: false }, players: names.map((name, seat) => ({ seat, name, out: null, illuminati: null })), outcome: null } as unknown as Observation;
  const st = (seat: number, have: number, special: PlayerStanding['special'] = null): PlayerStanding => ({ seat, groups: have - 1, income: 0, basic: { have, need: 12, text: '', measure: 'cards' }, special });

  it('WIN-3: a rival one group short of the basic goal', () => {
    const d = dangers([st(0, 5), st(1, 11)], obs);
    expect(d).toEqual([{ seat: 1, kind: 'basic', goal: null }]);
    expect(dangerLabel(d[0], false)).toBe('needs 1 more group');
    expect(dangerLabel(d[0], true)).toBe('you need 1 more group');
    expect(dangerSentence(d[0], false, seatName)).toBe('Boris needs only 1 more group to win.');
  });

  it('GOAL-*: a special goal one step away (counts: one; sums: within a tenth)', () => {
    expect(oneStepShort({ have: 4, need: 5, text: '', measure: 'alignmentCount' })).toBe(true);
    expect(oneStepShort({ have: 3, need: 5, text: '', measure: 'alignmentCount' })).toBe(false);
    expect(oneStepShort({ have: 92, need: 100, text: '', measure: 'treasuryTotal' })).toBe(true);
    expect(oneStepShort({ have: 80, need: 100, text: '', measure: 'treasuryTotal' })).toBe(false);
    const d = dangers([st(2, 5, { have: 9, need: 10, text: '', measure: 'allAlignments' })], obs);
    expect(d.map((x) => [x.seat, x.kind])).toEqual([[2, 'special']]);
    expect(dangerLabel(d[0], false)).toBe('needs: 9 of 10 alignments');
  });

  it('ADV-LENGTH-3: no goals in the very long game; none once it is over; none for a player out', () => {
    expect(dangers([st(1, 11)], { ...obs, config: { ...obs.config, longGame: true } } as Observation)).toEqual([]);
    expect(dangers([st(1, 11)], { ...obs, outcome: { winners: [1], reason: 'basic' } } as unknown as Observation)).toEqual([]);
    const out = { ...obs, players: obs.players.map((p) => (p.seat === 1 ? { ...p, out: 'eliminated' } : p)) } as Observation;
    expect(dangers([st(1, 11)], out)).toEqual([]);
  });
});
