// copyData (src/shared/engine/copy.ts): the deep copy that observations and determinized states
// use instead of structuredClone (issue 22, Hard's rollouts). It must equal structuredClone on
// the engine's plain data and share nothing with its input.
import { describe, expect, it } from 'vitest';
import { copyData } from '../../src/shared/engine/copy';
import { applyAction, decider, newGame, randomAction } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';

describe('copyData', () => {
  it('equals structuredClone on the states of a random game, key order included, and shares no object', () => {
    let s = newGame({ players: 5, turnCap: 30 }, 'copy-data').state;
    const rng = seedState('copy-data/players');
    for (let i = 0; i < 400 && !s.outcome; i++) {
      const c = copyData(s);
      expect(JSON.stringify(c)).toBe(JSON.stringify(structuredClone(s)));
      expect(c.players[0]).not.toBe(s.players[0]);
      expect(c.players[0].groups).not.toBe(s.players[0].groups);
      expect(c.turn).not.toBe(s.turn);
      const seat = decider(s)[0];
      const r = applyAction(s, seat, randomAction(s, seat, rng));
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  });

  it('replaces the strings and keys it is given, keeps undefined and null', () => {
    const x = { a: 'hidden:1', b: ['hidden:1', 'x'], 'hidden:1': { n: 1, u: undefined, z: null } };
    const c = copyData(x, new Map([['hidden:1', 'bavarian']]));
    expect(c).toEqual({ a: 'bavarian', b: ['bavarian', 'x'], bavarian: { n: 1, u: undefined, z: null } });
    expect(Object.keys((c as unknown as Record<string, object>).bavarian)).toEqual(['n', 'u', 'z']);
    expect(x.a).toBe('hidden:1');
  });
});
