// Issue 22: random play builds only the list of the kind of action it picks (legal-parts.ts), and
// the geometry reuses the last layout of an unchanged structure (geometry-core.ts). Neither may
// change a result: the parts flatten to legalActions, randomAction picks what it picked over the
// whole list with the same draws, and a structure changed in place is laid out again.
import { describe, expect, it } from 'vitest';
import { applyAction, decider, legalActions, newGame, randomAction, type GameState } from '../../src/shared/engine';
import { legalParts } from '../../src/shared/engine/legal';
import { isOpen, openArrows } from '../../src/shared/engine/geometry';
import { seedState } from '../../src/shared/engine/rng';
import type { Placement } from '../../src/shared/engine/types';

/** States of seeded random games (4 and 6 players), every 3rd decision. */
function positions(): { s: GameState; seat: number }[] {
  const out: { s: GameState; seat: number }[] = [];
  for (const [players, seed] of [[4, 'parts-4'], [6, 'parts-6']] as const) {
    let s = newGame({ players, turnCap: 30 }, seed).state;
    const rng = seedState(`${seed}/play`);
    for (let k = 0; !s.outcome && k < 900; k++) {
      const seat = decider(s)[0];
      if (k % 3 === 0) out.push({ s, seat });
      const r = applyAction(s, seat, randomAction(s, seat, rng));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  return out;
}

describe('random play over the parts of legalActions', () => {
  const ps = positions();

  it('the parts flatten to legalActions, in its order', () => {
    for (const { s, seat } of ps) {
      const flat = legalParts(s, seat).flatMap((p) => (Array.isArray(p) ? p : p.list()));
      expect(flat).toEqual(legalActions(s, seat));
    }
  });

  it('randomAction picks the action it picks over the whole list, with the same draws', () => {
    expect(ps.length).toBeGreaterThan(150);
    for (const [j, { s, seat }] of ps.entries()) {
      const a = seedState(`pick-${j}`);
      const b = seedState(`pick-${j}`);
      expect(randomAction(s, seat, a)).toEqual(randomAction(s, seat, b, legalActions(s, seat)));
      expect(a).toEqual(b);
    }
  });
});

describe('geometry layout reuse', () => {
  it('DEF-11: a structure changed in place is laid out again', () => {
    const groups: Placement[] = [{ id: 'cia', master: 'bavarian-illuminati', arrow: 'top', money: 0 }];
    const s = { illuminati: 'bavarian-illuminati', groups };
    expect(isOpen(s, 'bavarian-illuminati', 'top')).toBe(false);
    const before = openArrows(s);
    groups[0].arrow = 'left'; // the same array and object, another arrow
    expect(isOpen(s, 'bavarian-illuminati', 'top')).toBe(true);
    expect(isOpen(s, 'bavarian-illuminati', 'left')).toBe(false);
    expect(openArrows(s)).not.toEqual(before);
    expect(openArrows(s)).toEqual(openArrows({ illuminati: s.illuminati, groups: groups.map((g) => ({ ...g })) }));
  });

  it('DEF-11: layouts kept per Illuminati answer for the structure asked about, alternating between structures', () => {
    const B = 'bavarian-illuminati';
    const N = 'network';
    const top = { illuminati: B, groups: [{ id: 'cia', master: B, arrow: 'top', money: 0 }] as Placement[] };
    const left = { illuminati: B, groups: [{ id: 'cia', master: B, arrow: 'left', money: 0 }] as Placement[] };
    const other = { illuminati: N, groups: [{ id: 'kgb', master: N, arrow: 'right', money: 0 }] as Placement[] };
    for (let i = 0; i < 3; i++) {
      // The same Illuminati with another layout, then another Illuminati, then back.
      expect(isOpen(top, B, 'top')).toBe(false);
      expect(isOpen(top, B, 'left')).toBe(true);
      expect(isOpen(left, B, 'top')).toBe(true);
      expect(isOpen(left, B, 'left')).toBe(false);
      expect(isOpen(other, N, 'right')).toBe(false);
      expect(isOpen(top, B, 'top')).toBe(false);
      expect(isOpen(other, N, 'top')).toBe(true);
      expect(openArrows(top)).toEqual(openArrows({ illuminati: B, groups: top.groups.map((g) => ({ ...g })) }));
      expect(openArrows(other).some((a) => a.master === 'kgb')).toBe(true);
    }
  });
});
