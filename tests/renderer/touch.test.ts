// Touch words on a touch screen (issue 35, item 5): the table's prompts say "tap" on a tablet and
// "click" with a mouse, in every language (src/renderer/src/logic/touch.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, t } from '../../src/renderer/src/i18n';
import { pointerKey } from '../../src/renderer/src/logic/touch';

const PROMPTS = ['panels.hint.place', 'panels.hint.reorganizePick', 'panels.hint.reorganizeMove', 'panels.hint.attackWith', 'panels.hint.attackTarget', 'panels.popover.aidHint', 'actions.refuse.cannotAid'];
const WORDS = { en: [/\btap\b|\bTap\b/, /click/i], de: [/tipp/i, /klick/i], it: [/tocca/i, /clicca/i] } as const;

describe('the table\u2019s prompts in the words of the pointer', () => {
  afterEach(() => setLanguage('en'));
  for (const lang of ['en', 'de', 'it'] as const) {
    it(`tap on a touch screen, click with a mouse (${lang})`, () => {
      setLanguage(lang);
      const named = { card: 'X', button: 'B', attacker: 'Y' };
      for (const key of PROMPTS) {
        const touch = t(pointerKey(key, true), named);
        const mouse = t(pointerKey(key, false), named);
        expect(touch, key).toMatch(WORDS[lang][0]);
        expect(touch, key).not.toMatch(WORDS[lang][1]);
        expect(mouse, key).toMatch(WORDS[lang][1]);
      }
    });
  }
});
