// Cards in three languages (issue 19): every card has a German and an Italian name, an ability
// text exactly when the English card has one, and a source; a name credited to a rulebook is
// quoted from that rulebook's text. Lookups fall back to English and to the id.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ILLUMINATI, GROUPS, SPECIALS, type Card } from '../../../src/shared/cards';
import { setLanguage } from '../../../src/renderer/src/i18n';
import { CARD_TABLES, cardName, cardText, illuminatiGoal, specialTiming } from '../../../src/renderer/src/i18n/cards';

const CARDS = [...ALL_ILLUMINATI, ...GROUPS, ...SPECIALS] as readonly Card[];
// The rulebooks are references beside the repository, not part of it (issue 37): the quotes are
// checked against them where they are present; the quotes' form is checked everywhere.
const RULEBOOK_FILES = {
  de: join(__dirname, '../../../../shared/rules/rules-de-1988-citadel.txt'),
  it: join(__dirname, '../../../../shared/rules/rules-it-1999.txt'),
};
const squash = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

afterEach(() => setLanguage('en'));

describe('card translations', () => {
  for (const lang of ['de', 'it'] as const) {
    const table = CARD_TABLES[lang] as Record<string, (typeof CARD_TABLES)['de'][keyof (typeof CARD_TABLES)['de']]>;

    it(`${lang}: every card of the catalog, and nothing else, with a name and a text when the card has one`, () => {
      expect(Object.keys(table).sort()).toEqual(CARDS.map((c) => c.id).sort());
      for (const c of CARDS) {
        const w = table[c.id];
        expect(w.name.trim(), c.id).not.toBe('');
        expect(w.text === '', `${c.id} text`).toBe(c.text === '');
      }
    });

    it(`${lang}: a name credited to the rulebook says where, with a quote`, () => {
      const credited = Object.entries(table).flatMap(([id, w]) => (w.source.kind === 'rulebook' ? [[id, w.source.where] as const] : []));
      for (const [id, where] of credited) expect(/"([^"]+)"/.exec(where)?.[1], id).toBeTruthy();
      expect(credited.length).toBeGreaterThan(25);
    });

    it.runIf(existsSync(RULEBOOK_FILES[lang]))(`${lang}: a name credited to the rulebook is quoted from it (where the rulebook is present)`, () => {
      const book = squash(readFileSync(RULEBOOK_FILES[lang], 'utf8'));
      const unquoted: string[] = [];
      for (const [id, w] of Object.entries(table)) {
        if (w.source.kind !== 'rulebook') continue;
        const quote = /"([^"]+)"/.exec(w.source.where)?.[1];
        // "(sic)": the rulebook misspells the name and we do not.
        if (!quote || !book.includes(squash(quote))) unquoted.push(`${id}: ${w.source.where}`);
      }
      expect(unquoted).toEqual([]);
      expect(Object.values(table).filter((w) => w.source.kind === 'rulebook').length).toBeGreaterThan(25);
    });

    it(`${lang}: every Illuminati has its goal and every special card its timing`, () => {
      setLanguage(lang);
      for (const c of ALL_ILLUMINATI) expect(illuminatiGoal(c.id)).not.toBe(c.goalText);
      for (const c of SPECIALS) expect(specialTiming(c.id)).not.toBe(c.timing);
    });
  }

  it('looks cards up in the language on screen, English from the catalog, an unknown id as itself', () => {
    expect(cardName('the-mafia')).toBe('The Mafia');
    setLanguage('de');
    expect(cardName('the-mafia')).toBe('Mafia');
    expect(cardName('bavarian-illuminati')).toBe('Bayerische Illuminaten');
    expect(cardText('assassination')).toBe('Der eben gemachte Wurf zählt als 2.');
    setLanguage('it');
    expect(cardName('network')).toBe('Rete');
    expect(cardName('boy-sprouts')).toBe('Boy Sprouts');
    expect(cardName('no-such-card')).toBe('no-such-card');
    expect(cardName('cia', 'en')).toBe('C.I.A.');
  });
});
