// Hot-seat curtain decision (src/renderer/src/logic/curtain.ts): given who plays each seat, who
// decides and whose view is on screen, show a view or bring down "Pass to <name>".
import { describe, expect, it } from 'vitest';
import { curtainDecision, localHumans } from '../../src/renderer/src/logic/curtain';
import type { SeatController } from '../../src/shared/protocol/messages';

const H: SeatController = { kind: 'human' };
const B: SeatController = { kind: 'bot', level: 'medium', personality: 'balanced' };
const R: SeatController = { kind: 'remote' };
const seats = (...cs: SeatController[]) => cs.map((controller, seat) => ({ seat, controller }));

describe('hot-seat curtain', () => {
  it('one human: always that seat, never a curtain', () => {
    const s = seats(B, H, B, B);
    for (const deciding of [[0], [1], [2], []])
      for (const shown of [null, 1, 'spectator' as const]) expect(curtainDecision({ seats: s, deciding, shown, over: false })).toEqual({ kind: 'show', viewer: 1 });
  });

  it('no human: the spectator view', () => {
    expect(curtainDecision({ seats: seats(B, B), deciding: [0], shown: null, over: false })).toEqual({ kind: 'show', viewer: 'spectator' });
  });

  it('two humans: a curtain before the first human view', () => {
    expect(curtainDecision({ seats: seats(H, H, B), deciding: [1], shown: null, over: false })).toEqual({ kind: 'curtain', seat: 1 });
  });

  it('two humans: no curtain while the shown human decides again', () => {
    expect(curtainDecision({ seats: seats(H, H, B), deciding: [1], shown: 1, over: false })).toEqual({ kind: 'show', viewer: 1 });
  });

  it('two humans: a curtain when the other human must decide (e.g. spend in an attack window)', () => {
    expect(curtainDecision({ seats: seats(H, H, B), deciding: [0], shown: 1, over: false })).toEqual({ kind: 'curtain', seat: 0 });
  });

  it('two humans: while a bot or a remote player decides, the last human view stays', () => {
    expect(curtainDecision({ seats: seats(H, H, B, R), deciding: [2], shown: 0, over: false })).toEqual({ kind: 'show', viewer: 0 });
    expect(curtainDecision({ seats: seats(H, H, B, R), deciding: [3], shown: 1, over: false })).toEqual({ kind: 'show', viewer: 1 });
  });

  it('two humans: before any human was shown, bots play in the spectator view', () => {
    expect(curtainDecision({ seats: seats(H, B, H), deciding: [1], shown: null, over: false })).toEqual({ kind: 'show', viewer: 'spectator' });
  });

  it('never shows a seat that is not a local human (a stale viewer falls back to the spectator)', () => {
    expect(curtainDecision({ seats: seats(H, B, H), deciding: [1], shown: 1, over: false })).toEqual({ kind: 'show', viewer: 'spectator' });
  });

  it('several deciding seats: the curtain goes to the first local human among them', () => {
    expect(curtainDecision({ seats: seats(B, H, H), deciding: [0, 2, 1], shown: 1, over: false })).toEqual({ kind: 'curtain', seat: 2 });
  });

  it('game over: no more curtains; the screen keeps what it shows', () => {
    expect(curtainDecision({ seats: seats(H, H), deciding: [], shown: 0, over: true })).toEqual({ kind: 'show', viewer: 0 });
    expect(curtainDecision({ seats: seats(H, H), deciding: [1], shown: null, over: true })).toEqual({ kind: 'show', viewer: 'spectator' });
  });

  it('localHumans lists human seats only', () => {
    expect(localHumans(seats(H, B, R, H))).toEqual([0, 3]);
  });
});
