// Cards in the language on screen, looked up by their stable id. The catalog (src/shared/cards)
// is the English text; German and Italian come from the tables next to this file. Ids never
// change, so saves, replays and LAN messages stay language-free and each client names the cards
// in its own language. An unknown id comes back as itself.
import { card, illuminati, special } from '../../../../shared/cards';
import type { Language } from '../../../../shared/protocol/messages';
import { language } from '..';
import { CARDS_DE, GOALS_DE, TIMINGS_DE } from './de';
import { CARDS_IT, GOALS_IT, TIMINGS_IT } from './it';
import type { CardTable } from './types';

export const CARD_TABLES: Record<Exclude<Language, 'en'>, CardTable> = { de: CARDS_DE, it: CARDS_IT };
const GOALS: Record<Exclude<Language, 'en'>, Record<string, string>> = { de: GOALS_DE, it: GOALS_IT };
const TIMINGS: Record<Exclude<Language, 'en'>, Record<string, string>> = { de: TIMINGS_DE, it: TIMINGS_IT };

function entry(id: string, lang: Language) {
  return lang === 'en' ? undefined : (CARD_TABLES[lang] as Record<string, CardTable[keyof CardTable] | undefined>)[id];
}

/** The card's name ("The Mafia", "Mafia", "Mafia"); the id itself when no card has it. */
export function cardName(id: string, lang: Language = language()): string {
  return entry(id, lang)?.name ?? card(id)?.name ?? id;
}

/** The card's printed ability ('' for none). */
export function cardText(id: string, lang: Language = language()): string {
  return entry(id, lang)?.text ?? card(id)?.text ?? '';
}

/** An Illuminati's special goal. */
export function illuminatiGoal(id: string, lang: Language = language()): string {
  return (lang === 'en' ? undefined : GOALS[lang][id]) ?? illuminati(id).goalText;
}

/** When a special card may be played. */
export function specialTiming(id: string, lang: Language = language()): string {
  return (lang === 'en' ? undefined : TIMINGS[lang][id]) ?? special(id).timing;
}
