// Which language the app speaks (issue 19): the one chosen in Settings, else the first system
// language it speaks, else English; numbers, money and lists follow it.
import { afterEach, describe, expect, it } from 'vitest';
import { language, setLanguage, t } from '../../../src/renderer/src/i18n';
import { count, dateTime, listOf, mb, num, percent, signed } from '../../../src/renderer/src/i18n/format';
import { resolveLanguage } from '../../../src/renderer/src/i18n/language';

afterEach(() => setLanguage('en'));

describe('the language', () => {
  it('is the chosen one, whatever the system speaks', () => {
    expect(resolveLanguage('de', ['it-IT', 'en'])).toBe('de');
    expect(resolveLanguage('it', [])).toBe('it');
    expect(resolveLanguage('en', ['de'])).toBe('en');
  });

  it('with "system" is the first system language the app speaks, regional variants included', () => {
    expect(resolveLanguage('system', ['fr-FR', 'de-AT', 'it'])).toBe('de');
    expect(resolveLanguage('system', ['it_CH'])).toBe('it');
    expect(resolveLanguage('system', ['EN-us', 'de'])).toBe('en');
    expect(resolveLanguage(undefined, ['de-DE'])).toBe('de');
  });

  it('is English when the system speaks none of them, or with a bad setting', () => {
    expect(resolveLanguage('system', ['fr', 'ja'])).toBe('en');
    expect(resolveLanguage('system', [])).toBe('en');
    expect(resolveLanguage('fr' as never, ['it'])).toBe('it');
  });
});

describe('words and numbers in each language', () => {
  it('switches every message at once', () => {
    setLanguage('de');
    expect(language()).toBe('de');
    expect(t('menu.newGame')).toBe('Neues Spiel');
    setLanguage('it');
    expect(t('menu.newGame')).toBe('Nuova partita');
  });

  it('formats numbers, money, signs and percentages with Intl', () => {
    expect(num(12345)).toBe('12,345');
    expect(mb(1500)).toBe('1,500 MB');
    expect(signed(4)).toBe('+4');
    expect(signed(0)).toBe('+0');
    expect(signed(0, true)).toBe('0');
    setLanguage('de');
    expect(num(12345)).toBe('12.345');
    expect(mb(1500)).toBe('1.500 MT');
    expect(percent(1.25)).toMatch(/^125\s%$/);
    setLanguage('it');
    expect(num(12345)).toBe('12.345');
    expect(mb(7)).toBe('7 MB');
  });

  it('writes dates the language\'s way', () => {
    const d = new Date(2026, 10, 25, 18, 5);
    setLanguage('de');
    expect(dateTime(d)).toMatch(/^25\.11\.2026, 18:05/);
    setLanguage('it');
    expect(dateTime(d)).toMatch(/^25\/11\/2026, 18:05/);
  });

  it('picks plural forms', () => {
    expect(count('common.cards', 1)).toBe('1 card');
    expect(count('common.cards', 0)).toBe('0 cards');
    expect(count('common.cards', 13)).toBe('13 cards');
    setLanguage('de');
    expect(count('common.cards', 1)).toBe('1 Karte');
    expect(count('common.freeTransfers', 2)).toBe('2 freie Transfers');
    setLanguage('it');
    expect(count('common.actions', 1)).toBe('1 azione');
    expect(count('common.actions', 12000)).toBe('12.000 azioni');
  });

  it('joins lists in the language', () => {
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
    setLanguage('de');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B und C');
    setLanguage('it');
    expect(listOf(['A', 'B'])).toBe('A e B');
  });
});
