// The odds breakdown in the language on screen (issue 19): each modifier is worded from its term;
// in English exactly as the engine's own label, so nothing changes for English players.
import { afterEach, describe, expect, it } from 'vitest';
import { attackOdds, type Modifier } from '../../../src/shared/engine';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { modifierLabel } from '../../../src/renderer/src/i18n/odds';
import { chainTo, scenario } from '../../support/scenario';
import { GNO, NET } from '../../support/helpers';

afterEach(() => setLanguage('en'));

// Oil (Power 6) against the C.I.A. two steps below the Network, aided by the Gnomes; and every
// other kind of term written out as the engine writes it.
const s = scenario({
  seats: [
    { illuminati: GNO, money: 0, groups: [['multinational-oil-companies', GNO, 'top']] },
    { illuminati: NET, money: 0, groups: chainTo(NET, 'cia', 2, 0, ['democrats']) },
  ],
});
const real = (['control', 'neutralize', 'destroy'] as const).flatMap((kind) => attackOdds(s, { seat: 0, attacker: 'multinational-oil-companies', target: 'cia', kind, aiders: [GNO] }).breakdown);
const more: Modifier[] = [
  { rule: 'MOD-ALIGN-1', label: '1 identical alignment', value: 4, term: { kind: 'sameAlignments', n: 1 } },
  { rule: 'MOD-ALIGN-1', label: '2 opposite alignments', value: -8, term: { kind: 'oppositeAlignments', n: 2 } },
  { rule: 'ABIL-4', label: 'Survivalists', value: -2, term: { kind: 'ability', card: 'survivalists' } },
  { rule: 'ATK-DEST-4', label: 'Resistance of Yuppies (Whispering Campaign)', value: -4, term: { kind: 'targetResistanceWhisper', card: 'yuppies' } },
  { rule: 'ADV-HIDDEN-GOALS-2', label: 'UFO bonus (hidden goals)', value: 1, term: { kind: 'ufoBonus' } },
  { rule: 'ADV-HIDDEN-ILLUM-5', label: 'Stated Power of the face-down Illuminati', value: 1, term: { kind: 'statedPower' } },
];

describe('odds breakdown', () => {
  it('in English reads exactly as the engine labels it, for every kind of term', () => {
    const all = [...real, ...more];
    expect(new Set(all.map((m) => m.term.kind)).size).toBe(12);
    for (const m of all) expect(modifierLabel(m)).toBe(m.label);
  });

  it('is worded in German and Italian, card names included', () => {
    setLanguage('de');
    expect(real.map(modifierLabel)).toContain('Macht von Mineralölkonzerne');
    expect(real.map(modifierLabel)).toContain('Tiefe 2 in einer fremden Machtstruktur');
    expect(modifierLabel(more[1])).toBe('2 entgegengesetzte Gesinnungen');
    expect(modifierLabel(more[3])).toBe('Widerstand von Yuppies (Flüsterkampagne)');
    setLanguage('it');
    expect(real.map(modifierLabel)).toContain('Aiuto da Gnomes of Zurich');
    expect(modifierLabel(more[0])).toBe('1 allineamento identico');
  });

  it('from a host that sends no term, keeps its label', () => {
    setLanguage('de');
    expect(modifierLabel({ label: 'Power of X' })).toBe('Power of X');
  });
});
