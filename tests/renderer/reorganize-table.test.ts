// The Bermuda Triangle's reorganisation built on the table (src/renderer/src/logic/placement.ts
// reorganizeSpots, reorganizeMove): a group moves in the draft with its puppets, only to places
// that keep the draft a structure the engine accepts.
import { describe, expect, it } from 'vitest';
import { checkAction } from '../../src/shared/engine';
import { subtree, validateStructure } from '../../src/shared/engine/geometry';
import { buildReorganize } from '../../src/renderer/src/logic/action-forms';
import { layoutRows, reorganizeMove, reorganizeSpots } from '../../src/renderer/src/logic/placement';
import { scenario } from '../support/scenario';

function table() {
  const s = scenario({
    seats: [
      {
        illuminati: 'bermuda-triangle',
        money: 10,
        groups: [['cia', 'bermuda-triangle', 'top'], ['fbi', 'cia', 'left'], ['california', 'bermuda-triangle', 'right']],
      },
      { illuminati: 'network', money: 10 },
    ],
  });
  const me = s.players[0];
  return { s, rows: layoutRows({ illuminati: me.illuminati, groups: me.groups }) };
}

describe('ILLUM-BER-1: reorganizing on the table', () => {
  it('ILLUM-BER-1: every place offered keeps the draft valid; the group\'s own place and its puppets\' arrows are not offered', () => {
    const { rows } = table();
    const spots = reorganizeSpots('bermuda-triangle', rows, 'cia');
    expect(spots.length).toBeGreaterThan(0);
    const lifted = new Set(subtree({ illuminati: 'bermuda-triangle', groups: rows.map((r) => ({ ...r, money: 0 })) }, 'cia'));
    for (const o of spots) {
      expect(lifted.has(o.master)).toBe(false);
      expect(o).not.toEqual({ master: 'bermuda-triangle', arrow: 'top' });
      const next = reorganizeMove('bermuda-triangle', rows, 'cia', o)!;
      expect(validateStructure({ illuminati: 'bermuda-triangle', groups: next.map((r) => ({ ...r, money: 0 })) })).toBeNull();
    }
  });

  it('ILLUM-BER-1: a group moves with its puppet, masters stay before puppets, and the engine accepts the layout', () => {
    const { s, rows } = table();
    const spot = reorganizeSpots('bermuda-triangle', rows, 'cia')[0];
    const next = reorganizeMove('bermuda-triangle', rows, 'cia', spot)!;
    expect(next.find((r) => r.id === 'cia')).toMatchObject(spot);
    expect(next.find((r) => r.id === 'fbi')).toMatchObject({ master: 'cia', arrow: 'left' });
    expect(next.findIndex((r) => r.id === 'cia')).toBeLessThan(next.findIndex((r) => r.id === 'fbi'));
    const built = buildReorganize(next);
    expect(built.ok).toBe(true);
    if (built.ok) expect(checkAction(s, 0, built.action)).toBeNull();
  });

  it('a place not offered changes nothing', () => {
    const { rows } = table();
    expect(reorganizeMove('bermuda-triangle', rows, 'cia', { master: 'fbi', arrow: 'top' })).toBeNull();
    expect(reorganizeMove('bermuda-triangle', rows, 'cia', { master: 'bermuda-triangle', arrow: 'top' })).toBeNull();
    expect(reorganizeSpots('bermuda-triangle', rows, 'not-a-group')).toEqual([]);
  });
});
