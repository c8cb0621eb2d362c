// The card catalog against the verified card facts kept with the tests (tests/fixtures/cards:
// groups.csv and illuminati.csv, the numbers checked against two scan sets) and the distribution
// totals of the card reference. Where that reference is present beside the repository
// (../shared/cards), the fixtures are also checked equal to it (issue 37: the repository stands alone).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, GROUPS, ILLUMINATI, SPECIALS, card, group, isGroupId, type GroupCard } from '../../src/shared/cards';

const FIXTURES = join(__dirname, '../fixtures/cards');
const SHARED = join(__dirname, '../../../shared/cards');

function csv(name: string, dir = FIXTURES): Record<string, string>[] {
  const [head, ...rows] = readFileSync(join(dir, name), 'utf8').replace(/\r/g, '').trim().split('\n');
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

describe('card catalog', () => {
  it('COMP-1: 8 Illuminati, 83 groups and 15 specials (Interference twice), ids unique', () => {
    expect(ILLUMINATI).toHaveLength(8);
    expect(GROUPS).toHaveLength(83);
    expect(SPECIALS).toHaveLength(15);
    expect(SPECIALS.filter((c) => c.effect === 'interference')).toHaveLength(2);
    const ids = [...ILLUMINATI, ...GROUPS, ...SPECIALS].map((c) => c.id);
    expect(new Set(ids).size).toBe(106);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('CARDS-3.2: alignment counts over the 83 groups', () => {
    const count = Object.fromEntries(ALIGNMENTS.map((a) => [a, GROUPS.filter((g) => (g.alignments as readonly string[]).includes(a)).length]));
    expect(count).toEqual({ Violent: 23, Weird: 19, Liberal: 17, Conservative: 16, Straight: 14, Fanatic: 12, Criminal: 10, Government: 9, Communist: 9, Peaceful: 8 });
    expect(GROUPS.filter((g) => g.alignments.length === 0).map((g) => g.name).sort()).toEqual(['Empty Vee', 'Madison Avenue', 'Multinational Oil Companies', 'The Phone Company', 'Video Games']);
    expect(GROUPS.filter((g) => g.alignments.length === 5).map((g) => g.name)).toEqual(['Semiconscious Liberation Army']);
  });

  it('CARDS-3.2: 104 outward arrows (top 32, bottom 38, left 20, right 14); 0/1/2/3 arrows on 21/30/22/10 cards', () => {
    const sides = { top: 0, right: 0, bottom: 0, left: 0 };
    const byCount = [0, 0, 0, 0];
    for (const g of GROUPS) {
      for (const s of g.outSides) sides[s]++;
      byCount[g.outSides.length]++;
      expect(g.outSides).not.toContain(g.inSide);
      expect(['left', 'right']).toContain(g.inSide);
    }
    expect(sides).toEqual({ top: 32, right: 14, bottom: 38, left: 20 });
    expect(byCount).toEqual([21, 30, 22, 10]);
    expect(GROUPS.filter((g) => g.inSide === 'left')).toHaveLength(36);
  });

  it('CARDS-3.2: transferable power 37 over 17 groups; Power sum 191; a group with no outward arrow has no Power (DEF-4)', () => {
    expect(GROUPS.filter((g) => g.transferable > 0)).toHaveLength(17);
    expect(GROUPS.reduce((t, g) => t + g.transferable, 0)).toBe(37);
    expect(GROUPS.reduce((t, g) => t + g.power, 0)).toBe(191);
    for (const g of GROUPS) if (g.outSides.length === 0) expect(g.power).toBe(0);
  });

  it('every group matches groups.csv field by field', () => {
    const rows = csv('groups.csv');
    expect(rows).toHaveLength(83);
    for (const r of rows) {
      const g = GROUPS.find((x) => x.name === r.name);
      expect(g, r.name).toBeDefined();
      expect([g!.power, g!.transferable, g!.resistance, g!.income]).toEqual([+r.power, +r.transferable, +r.resistance, +r.income]);
      expect(g!.alignments.join(';')).toBe(r.alignments);
      expect(g!.inSide).toBe(r.in_side);
      expect(g!.outSides.join(';')).toBe(r.out_sides);
    }
  });

  it('every Illuminati matches illuminati.csv; four outward arrows each', () => {
    for (const r of csv('illuminati.csv')) {
      const c = ILLUMINATI.find((x) => x.name === r.name)!;
      expect([c.power, c.transferable, c.income]).toEqual([+r.power, +r.transferable, +r.income]);
      expect(c.outSides).toEqual(['top', 'right', 'bottom', 'left']);
    }
  });

  it('abilities are data: card-only and any-attempt bonuses, and the CARDS.md section 6 rulings', () => {
    expect(group('the-mafia').abilities).toEqual([{ kind: 'attackBonus', scope: 'self', attacks: ['control'], bonus: 3, target: { alignment: 'Criminal' } }]);
    expect(group('cycle-gangs').abilities[0]).toMatchObject({ scope: 'anyAttempt', attacks: ['destroy'], bonus: 2 });
    expect(group('gun-lobby').abilities[0]).toEqual({ kind: 'resistanceAgainst', value: 10, attackerAlignments: ['Liberal', 'Communist', 'Weird'] });
    expect(group('irs').abilities[0]).toEqual({ kind: 'tax', amount: 2 });
    expect(group('post-office').income).toBe(-1);
    for (const g of GROUPS as readonly GroupCard[])
      for (const ab of g.abilities) if (ab.kind === 'attackBonus' && ab.target && 'ids' in ab.target) for (const id of ab.target.ids) expect(isGroupId(id), id).toBe(true);
    expect(card('bribery')).toMatchObject({ isAction: true });
    expect(SPECIALS.filter((c) => c.isAction).map((c) => c.id)).toEqual(['bribery']);
  });

  it.runIf(existsSync(SHARED))('the fixtures equal the card reference beside the repository, where it is present', () => {
    for (const name of ['groups.csv', 'illuminati.csv']) expect(csv(name), name).toEqual(csv(name, SHARED));
  });
});
