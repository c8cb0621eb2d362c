// docs/translations.md lists every card in three languages with the source of each name, and is
// the output of scripts/translations-doc.ts over the current tables (regenerate it after a change).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ILLUMINATI, GROUPS, SPECIALS } from '../../../src/shared/cards';
import { translationsDoc } from '../../../scripts/translations-doc';

const doc = readFileSync(join(__dirname, '../../../docs/translations.md'), 'utf8');

describe('docs/translations.md', () => {
  it('is up to date with the translation tables (run npx tsx scripts/translations-doc.ts)', () => {
    expect(doc).toBe(translationsDoc());
  });

  it('has a row for every card, with a German and an Italian source', () => {
    for (const c of [...ALL_ILLUMINATI, ...GROUPS, ...SPECIALS]) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${c.id}\` |`));
      expect(row, c.id).toBeDefined();
      expect(row!.split(' | ').length, c.id).toBe(6);
      expect(row, c.id).toMatch(/(rulebook, line|our translation).*\| .* \| (rulebook, line|our translation)/);
    }
  });
});
