// The number an attack in progress needs, read from its window (logic/attack-draft.ts windowOdds):
// the base fixed when it was declared plus the money spent (MOD-1, ATK-MONEY-1/2), with the chance
// of 2d6 where 11 and 12 always fail (ATK-7). The table's tag and the attack panel show this; the
// host's odds, worked out on whatever state it has reached, may be a window further on.
import { describe, expect, it } from 'vitest';
import type { GroupId } from '../../src/shared/cards';
import type { AttackWindow } from '../../src/shared/engine';
import { windowOdds, windowQuery } from '../../src/renderer/src/logic/attack-draft';

function attack(base: number, money: number): AttackWindow {
  return {
    kind: 'attack', attackSeat: 1, attacker: 'cia', target: 'kkk' as GroupId, attack: 'control', aiders: [], defender: 0,
    privilege: null, privilegeAbolished: false, committed: false, base, money, spends: [], order: [1, 0], floor: 1, passed: [],
    roll: null, interferers: [], whisper: false,
  };
}

describe('an attack in progress needs its base plus the money spent (MOD-1)', () => {
  it('ATK-MONEY-2: money spent against lowers the number: base 9, 3 MB against, needs 6 (15 of 36 rolls)', () => {
    expect(windowOdds(attack(9, -3))).toEqual({ needed: 6, chance: 15 / 36 });
  });
  it('ATK-7: needing 12 is no better than 10, since 11 and 12 always fail', () => {
    expect(windowOdds(attack(12, 0)).chance).toBe(windowOdds(attack(10, 0)).chance);
    expect(windowOdds(attack(10, 0)).chance).toBe(33 / 36);
  });
  it('an attack that needs less than 2 cannot succeed', () => {
    expect(windowOdds(attack(3, -2))).toEqual({ needed: 1, chance: 0 });
  });
  it('the host is asked about the same attack with the same money', () => {
    expect(windowQuery(attack(9, -3))).toEqual({ attacker: 'cia', target: 'kkk', kind: 'control', aiders: [], money: -3 });
  });
});
