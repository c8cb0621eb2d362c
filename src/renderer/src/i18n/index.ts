// The app's one vue-i18n instance (Composition API, global scope). Components use $t / useI18n;
// plain modules (the message board, confirmations, the setup model) call t() below, so every word
// follows the language chosen in Settings without a reload. Message files: en/, de/, it/ by area.
import { createI18n } from 'vue-i18n';
import type { Language } from '../../../shared/protocol/messages';
import de from './de';
import en from './en';
import it from './it';

export type Messages = typeof en;

export const i18n = createI18n({
  legacy: false,
  globalInjection: true,
  locale: 'en',
  fallbackLocale: 'en',
  messages: { en, de, it },
  // A missing key is caught by tests/renderer/i18n-keys.test.ts, not by console noise.
  missingWarn: false,
  fallbackWarn: false,
});

/** The language now on screen. */
export function language(): Language {
  return i18n.global.locale.value as Language;
}

/** Switches every word on screen; the page's lang attribute follows (screen readers, hyphenation). */
export function setLanguage(l: Language): void {
  i18n.global.locale.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/**
 * A message in the current language. `named` fills {placeholders}; `plural` picks the form of a
 * "one | many" message (pass the same number, already formatted by num(), as a named value).
 */
export function t(key: string, named: Record<string, unknown> = {}, plural?: number): string {
  return plural === undefined ? i18n.global.t(key, named) : i18n.global.t(key, named, plural);
}

/**
 * A table of messages read when used, not when the module loads, so that it follows the language
 * on screen: `table.closed` is t(`${prefix}.closed`) at that moment. For modules whose exported
 * tables other files index by key (transport errors, log filter labels).
 */
export function messageTable<K extends string>(prefix: string, keys: readonly K[], named: Record<string, unknown> = {}): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const k of keys) Object.defineProperty(table, k, { get: () => t(`${prefix}.${k}`, named), enumerable: true });
  return table;
}
