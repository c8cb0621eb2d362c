// Whose view a LAN player's screen shows (logic/lan-viewer.ts).
import { describe, expect, it } from 'vitest';
import type { SeatController } from '../../src/shared/protocol/messages';
import { firstViewer, screenViewer } from '../../src/renderer/src/logic/lan-viewer';

const H: SeatController = { kind: 'human' };
const R: SeatController = { kind: 'remote' };
const B: SeatController = { kind: 'bot', level: 'easy', personality: 'balanced' };
const seats = (cs: SeatController[]) => cs.map((controller, seat) => ({ seat, controller }));

describe('remote viewer', () => {
  it('a LAN player always sees its own seat, never a curtain, even when the host has two humans deciding', () => {
    const input = { seats: seats([H, H, R, B]), deciding: [0], shown: null, over: false };
    expect(screenViewer(input, 2)).toEqual({ kind: 'show', viewer: 2 });
    expect(screenViewer({ ...input, deciding: [2] }, 2)).toEqual({ kind: 'show', viewer: 2 });
    expect(screenViewer({ ...input, over: true }, 2)).toEqual({ kind: 'show', viewer: 2 });
  });

  it('the host window keeps the hot-seat rule (LAN seats are not local humans)', () => {
    const input = { seats: seats([H, H, R, B]), deciding: [1], shown: 0, over: false };
    expect(screenViewer(input, null)).toEqual({ kind: 'curtain', seat: 1 });
    expect(screenViewer({ ...input, deciding: [2] }, null)).toEqual({ kind: 'show', viewer: 0 });
    expect(screenViewer({ seats: seats([H, R]), deciding: [1], shown: null, over: false }, null)).toEqual({ kind: 'show', viewer: 0 });
  });

  it('the first view pulled is the own seat on a LAN, the spectator at home', () => {
    expect(firstViewer(3)).toBe(3);
    expect(firstViewer(0)).toBe(0);
    expect(firstViewer(null)).toBe('spectator');
  });
});
