// Issue 35: the README's Languages section said the status line (and the action bar's command
// names) were still English although they are translated. The sentence listing what is not yet
// translated must not name a part that speaks German and Italian.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, observe } from '../../../src/shared/engine';
import { setLanguage, t } from '../../../src/renderer/src/i18n';
import { statusLine } from '../../../src/renderer/src/logic/status';

afterEach(() => setLanguage('en'));

const readme = readFileSync(join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8');
/** The README's sentence of what is not translated yet, on one line. */
const untranslated = (/Not yet\s+translated:([^.]*)\./.exec(readme)?.[1] ?? '').replace(/\s+/g, ' ');

describe('the README on what is translated', () => {
  it('has its "Not yet translated" sentence', () => {
    expect(untranslated).not.toBe('');
  });

  it('does not call the status line or the action bar English: both speak German and Italian', () => {
    const s = newGame({ players: 3 }, 'readme-status').state;
    const obs = observe(s, s.turn.active);
    const name = (seat: number) => `P${seat}`;
    const words = (lang: 'en' | 'de' | 'it') => {
      setLanguage(lang);
      return [statusLine(obs, [s.turn.active], s.turn.active, name), t('actions.command.attack.label')];
    };
    const [en, de, it] = [words('en'), words('de'), words('it')];
    expect(de[0]).not.toBe(en[0]);
    expect(it[0]).not.toBe(en[0]);
    expect(de[1]).not.toBe(en[1]);
    expect(untranslated).not.toMatch(/status line/);
    expect(untranslated).not.toMatch(/command names/);
  });
});
