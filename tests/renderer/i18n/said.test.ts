// t() keeps the messages it has put together (issue 39): the same key and values in the same
// language are formatted by vue-i18n once; other values, another language or another plural form
// give their own text, as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage, t } from '../../../src/renderer/src/i18n';

afterEach(() => {
  setLanguage('en');
  vi.restoreAllMocks();
});

describe('t() remembers what it said', () => {
  it('the same call is formatted once; other values, languages and plural forms each their own', () => {
    const formats = vi.spyOn(i18n.global, 't');
    const first = t('table.access.power', { n: 7 });
    expect(t('table.access.power', { n: 7 })).toBe(first);
    expect(formats).toHaveBeenCalledTimes(1);

    expect(t('table.access.power', { n: 8 })).not.toBe(first);
    expect(t('table.access.power', { n: '7' })).toBe(first);
    expect(formats).toHaveBeenCalledTimes(3);

    setLanguage('de');
    const de = t('table.access.power', { n: 7 });
    expect(de).toBe(i18n.global.t('table.access.power', { n: 7 }));
    expect(de).not.toBe(first);
    setLanguage('en');
    formats.mockClear();
    expect(t('table.access.power', { n: 7 })).toBe(first);
    expect(formats).not.toHaveBeenCalled();

    expect(t('common.cards', { n: '1' }, 1)).not.toBe(t('common.cards', { n: '1' }, 2));
  });

  it('a value that is not a plain string or number is formatted every time', () => {
    const formats = vi.spyOn(i18n.global, 't');
    const name = { toString: () => 'Ada' };
    t('table.access.aPlayer', { who: name });
    t('table.access.aPlayer', { who: name });
    expect(formats).toHaveBeenCalledTimes(2);
  });
});
