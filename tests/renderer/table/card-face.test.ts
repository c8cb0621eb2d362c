// Card faces from the catalog, alignment glyphs, sprite memoisation and the words for screen readers.
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, ALL_ILLUMINATI, GROUPS, SPECIALS, type Alignment } from '../../../src/shared/cards';
import { alignmentsOf } from '../../../src/shared/engine/state';
import type { GameState } from '../../../src/shared/engine/types';
import { ALIGNMENT_STYLES } from '../../../src/renderer/src/table/alignment-icons';
import { faceOf, incomeText, isHiddenId } from '../../../src/renderer/src/table/card-face';
import { cardTitle, describeBlocked, describeCard, describePile, describePlayer, describeTarget } from '../../../src/renderer/src/table/describe';
import { layoutTable } from '../../../src/renderer/src/table/layout';
import { faceKey, reuse, samePlain } from '../../../src/renderer/src/table/memo';
import { PLAYER_COLORS, playerColor } from '../../../src/renderer/src/table/palette';
import { seeded, tableObservation } from './fixtures';

describe('card faces', () => {
  it('every catalog card has a face with its printed values', () => {
    for (const g of GROUPS) expect(faceOf(g.id)).toMatchObject({ kind: 'group', name: g.name, power: g.power, resistance: g.resistance, income: g.income, inSide: g.inSide });
    for (const il of ALL_ILLUMINATI) expect(faceOf(il.id)).toMatchObject({ kind: 'illuminati', name: il.name, power: il.power, resistance: null, income: il.income, inSide: null });
    for (const sp of SPECIALS) expect(faceOf(sp.id)).toMatchObject({ kind: 'special', name: sp.name, text: sp.text });
    expect(() => faceOf('not-a-card')).toThrow(/unknown card id/);
  });

  it('a face-down Illuminati shows nothing but that it is one', () => {
    expect(faceOf('hidden-illuminati-3')).toMatchObject({ kind: 'hidden', power: null, income: null, alignments: [] });
    expect(isHiddenId('hidden-illuminati-3')).toBe(true);
    expect(isHiddenId('cia')).toBe(false);
  });

  it('alignment shifts are applied exactly as the engine applies them', () => {
    const rnd = seeded(42);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    for (let i = 0; i < 300; i++) {
      const target = pick(GROUPS).id;
      const shifts = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
        const r = rnd();
        const sh: { target: typeof target; add?: Alignment; remove?: Alignment } = { target: rnd() < 0.85 ? target : pick(GROUPS).id };
        if (r < 0.7) sh.add = pick(ALIGNMENTS);
        if (r > 0.3) sh.remove = pick(ALIGNMENTS);
        return sh;
      });
      const engine = alignmentsOf({ turn: { shifts } } as unknown as GameState, target);
      expect(faceOf(target, shifts).alignments).toEqual([...engine]);
    }
  });
});

describe('alignment glyphs and colours', () => {
  it('each alignment has its own glyph, colour and short name; opposites are paired', () => {
    const styles = ALIGNMENTS.map((a) => ALIGNMENT_STYLES[a]);
    expect(new Set(styles.map((s) => s.glyph)).size).toBe(10);
    expect(new Set(styles.map((s) => s.color)).size).toBe(10);
    expect(new Set(styles.map((s) => s.short)).size).toBe(10);
    for (const s of styles) {
      expect(s.glyph).toMatch(/^M/);
      expect(s.glyphName.length).toBeGreaterThan(2);
      if (s.opposite) expect(ALIGNMENT_STYLES[s.opposite].opposite).toBe(s.alignment);
    }
    expect(ALIGNMENT_STYLES.Criminal.opposite).toBeNull();
  });

  it('players get distinct colours; an unknown seat gets the neutral one', () => {
    expect(new Set(PLAYER_COLORS).size).toBe(8);
    expect(playerColor(2)).toBe(PLAYER_COLORS[2]);
    expect(playerColor(null)).toBe(playerColor(-1));
  });
});

describe('memoised sprites', () => {
  it('samePlain compares plain data deeply', () => {
    expect(samePlain({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(samePlain({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(samePlain({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePlain([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(samePlain(null, {})).toBe(false);
    expect(samePlain(Number.NaN, Number.NaN)).toBe(true);
  });

  it('after a hover only the hovered card is a new object; the rest are the previous ones', () => {
    const obs = tableObservation({ players: 3, groups: 6 });
    const a = layoutTable(obs, { width: 1000, height: 700 });
    const id = obs.players[1].groups[2].id;
    const b = layoutTable(obs, { width: 1000, height: 700 }, { hovered: id });
    const kept = reuse(a.cards, b.cards, (c) => c.key);
    const changed = kept.filter((c, i) => c !== a.cards[i]);
    expect(changed.map((c) => c.id)).toEqual([id]);
    expect(changed[0].hovered).toBe(true);
  });

  it('the face key changes with what is drawn, not with position, flags or money', () => {
    const obs = tableObservation({ players: 2, groups: 3 });
    const c = layoutTable(obs, { width: 1000, height: 700 }).cards.find((x) => x.kind === 'group')!;
    const k = faceKey(c);
    expect(faceKey({ ...c, x: c.x + 100, selected: true, money: 99, dimmed: true })).toBe(k);
    expect(faceKey({ ...c, alignments: ['Weird'] })).not.toBe(k);
    expect(faceKey({ ...c, owner: 5 })).not.toBe(k);
  });
});

describe('words for screen readers', () => {
  const obs = tableObservation({ players: 2, groups: 4, seed: 3 });
  const l = layoutTable(obs, { width: 1000, height: 700 });
  const nameOf = (id: string) => faceOf(id).name;

  it('a group: name, owner, where it hangs, every number, alignments, money, arrows', () => {
    const c = l.cards.find((x) => x.kind === 'group' && x.zone === 'structure' && x.text)
      ?? l.cards.find((x) => x.kind === 'group' && x.zone === 'structure')!;
    const d = describeCard(c, nameOf);
    expect(d).toContain(c.name);
    expect(d).toContain(`structure of ${c.ownerName}`);
    expect(d).toContain(`on the ${c.arrow} arrow of ${nameOf(c.master!)}`);
    for (const n of [`Power ${c.power}`, `transferable Power ${c.transferable}`, `Resistance ${c.resistance}`, `Income ${c.income}`]) expect(d).toContain(n);
    for (const a of c.alignments) expect(d).toContain(a);
    expect(d).toContain(`${c.money} MB on it`);
    expect(d).toContain(`in on the ${c.arrows.find((a) => a.dir === 'in')!.side}`);
    if (c.text) expect(d).toContain(c.text);
    expect(cardTitle(c)).toBe(`${c.name} (${c.ownerName})`);
  });

  it('an Illuminati, an uncontrolled group, piles, players, targets and blocked arrows', () => {
    const il = l.cards.find((x) => x.kind === 'illuminati')!;
    expect(describeCard(il, nameOf)).toMatch(new RegExp(`^${il.name}, Illuminati, heading the structure of`));
    const unc = l.cards.find((x) => x.zone === 'uncontrolled')!;
    expect(describeCard(unc, nameOf)).toContain('uncontrolled');
    expect(describeCard(unc, nameOf)).not.toContain('MB on it');
    expect(describePile(l.piles[0], nameOf)).toBe(`Deck: ${obs.deckCount} cards face down.`);
    expect(describePile({ ...l.piles[2], count: 1, top: 'cia' }, nameOf)).toBe('Dead groups: 1 card, C.I.A. on top.');
    const lab = l.labels[0];
    expect(describePlayer(lab)).toContain(`${lab.money} MB in the Illuminati treasury`);
    expect(describePlayer(lab)).toContain('(you)');
    expect(describePlayer({ ...lab, special: null })).toContain('Special goal unknown.');
    const h = { key: 'k', master: il.id, arrow: 'left' as const, world: 'left' as const, status: 'blocked' as const, reason: 'overlap' as const, legal: false, blockers: ['cia', 'fbi'], blockerNames: ['C.I.A.', 'F.B.I.'], point: { x: 0, y: 0 }, slot: { x: 0, y: 0, width: 1, height: 1 }, label: '', lines: [] };
    expect(describeBlocked(h, nameOf)).toBe(`The left arrow of ${il.name} is blocked by C.I.A. and F.B.I.`);
    expect(describeTarget({ ...h, status: 'open', legal: true }, 'cia', nameOf)).toBe(`Place C.I.A. on the left arrow of ${il.name}`);
  });
});

describe('income on the card faces (issue 18: the Post Office read "+-1")', () => {
  it('prints a gain with a plus and a cost with one minus sign', () => {
    expect(incomeText(3)).toBe('+3');
    expect(incomeText(0)).toBe('+0');
    expect(incomeText(-1)).toBe('\u22121');
    const negative = GROUPS.filter((g) => g.income < 0);
    expect(negative.length).toBeGreaterThan(0);
    for (const g of negative) expect(incomeText(g.income)).not.toContain('+');
  });
});
