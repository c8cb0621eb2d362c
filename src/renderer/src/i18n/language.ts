// Which language the app speaks: the one chosen in Settings, or with 'system' the first of the
// system's languages (navigator.languages, most preferred first) that the app speaks. "de-AT"
// counts as German; a system that speaks none of them gets English. Pure: tested in Node.
import { LANGUAGES, type Language, type LanguageSetting } from '../../../shared/protocol/messages';

export function resolveLanguage(setting: LanguageSetting | undefined, system: readonly string[]): Language {
  if (setting && setting !== 'system' && (LANGUAGES as readonly string[]).includes(setting)) return setting as Language;
  for (const tag of system) {
    const base = String(tag).toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}

/** Each language's name in itself, as the Settings list shows it (so anyone finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', it: 'Italiano' };

/** The BCP 47 tag handed to Intl: British English keeps the house style "A, B and C". */
export const INTL_TAG: Record<Language, string> = { en: 'en-GB', de: 'de-DE', it: 'it-IT' };
