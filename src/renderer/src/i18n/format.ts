// Numbers, money and lists in the current language, through Intl (1,000 / 1.000; "A, B and C" /
// "A, B und C" / "A, B e C"). Every number a message shows goes through num().
import { language, t } from '.';
import { INTL_TAG } from './language';

const numbers = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();

export function num(n: number): string {
  const tag = INTL_TAG[language()];
  let f = numbers.get(tag);
  if (!f) numbers.set(tag, (f = new Intl.NumberFormat(tag)));
  return f.format(n);
}

/** An amount of money: "5 MB" (the German edition counts in Megataler: "5 MT"). */
export function mb(n: number): string {
  return t('common.money', { n: num(n) });
}

/** "A", "A and B", "A, B and C" in the current language. */
export function listOf(items: readonly string[]): string {
  const tag = INTL_TAG[language()];
  let f = lists.get(tag);
  if (!f) lists.set(tag, (f = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' })));
  return f.format(items);
}

/** "1 card", "3 cards": `key` is a "one | many" message with an {n} placeholder. */
export function count(key: string, n: number, named: Record<string, unknown> = {}): string {
  return t(key, { ...named, n: num(n) }, n);
}

const signedFormats = new Map<string, Intl.NumberFormat>();

/** "+4", "-2"; zero as "+0", or as "0" with `plainZero`. */
export function signed(n: number, plainZero = false): string {
  const tag = `${INTL_TAG[language()]}|${plainZero}`;
  let f = signedFormats.get(tag);
  if (!f) signedFormats.set(tag, (f = new Intl.NumberFormat(INTL_TAG[language()], { signDisplay: plainZero ? 'exceptZero' : 'always' })));
  return f.format(n);
}

/** A fraction as a percentage: 1.25 → "125%" ("125 %" in German). */
export function percent(fraction: number): string {
  return new Intl.NumberFormat(INTL_TAG[language()], { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/**
 * A date and time as the player's region writes it: the system's own tag when it is of the
 * language on screen ("en-US" for English in the US), else the language's usual one.
 */
export function dateTime(date: Date): string {
  const lang = language();
  const system = (globalThis.navigator?.languages ?? []).find((l) => l.toLowerCase().split(/[-_]/)[0] === lang);
  return date.toLocaleString(system ?? INTL_TAG[lang]);
}
