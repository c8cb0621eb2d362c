// The host's coded refusals in the client's language (issue 19): every code has a message, shown
// with its values; a refusal without a code keeps the host's words.
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_ERROR_CODES } from '../../../src/shared/protocol/messages';
import { i18n, setLanguage } from '../../../src/renderer/src/i18n';
import { errorText } from '../../../src/renderer/src/i18n/errors';

afterEach(() => setLanguage('en'));

describe('host refusals', () => {
  it('every code the host may send has a message', () => {
    expect(HOST_ERROR_CODES.filter((c) => !i18n.global.te(`errors.${c}`, 'en'))).toEqual([]);
  });

  it('are worded by code in the language on screen, values filled in', () => {
    const r = { error: 'There is no save named "Friday".', code: 'save.noSuchSave', params: { name: 'Friday' } } as const;
    expect(errorText(r)).toBe('There is no save named "Friday".');
    setLanguage('de');
    expect(errorText(r)).toBe('Es gibt keinen Spielstand namens „Friday“.');
    expect(errorText({ error: 'x', code: 'save.badCharacters', params: { chars: '/ \\ : * ? " < > |' } })).toBe('Der Name eines Spielstands darf weder / \\ : * ? " < > | noch Steuerzeichen enthalten.');
    setLanguage('it');
    expect(errorText({ error: 'x', code: 'save.nameTooLong', params: { max: 64 } })).toBe('Il nome di un salvataggio può essere lungo al massimo 64 caratteri.');
  });

  it('without a code (or with one this client does not know) keep the host words', () => {
    setLanguage('de');
    expect(errorText({ error: 'The rules engine could not handle that action.' })).toBe('The rules engine could not handle that action.');
    expect(errorText({ error: 'Newer host words.', code: 'save.fromTheFuture' as never })).toBe('Newer host words.');
  });
});
