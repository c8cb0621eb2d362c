// How cards and players are named in sentences: "the C.I.A.", "California", "Bob's face-down
// Illuminati", in the language on screen (i18n/). Card names come from the catalog and the
// translation tables; the article is the renderer's business. English puts "the" before most
// names; German and Italian use the names as card titles, without an article, so that no
// sentence needs a declined article or a gender per card (docs/translations.md).
import { card, type Side } from '../../../shared/cards';
import { HIDDEN_PREFIX } from '../../../shared/engine';
import { language, t } from '../i18n';
import { cardName as localCardName } from '../i18n/cards';
import { listOf as localListOf, mb as localMb } from '../i18n/format';

/** Groups named without "the" in running text (places and uncountable or title-like names). */
const NO_ARTICLE = new Set([
  'big-media',
  'california',
  'comic-books',
  'empty-vee',
  'girlie-magazines',
  'hollywood',
  'junk-mail',
  'madison-avenue',
  'new-york',
  'professional-sports',
  'texas',
  'video-games',
]);

export type SeatNamer = (seat: number) => string;

/** The bare name ("C.I.A.", "The Mafia"; "Mafia" in German), a stand-in for hidden cards, or the id itself. */
export function cardName(id: string, seatName?: SeatNamer): string {
  if (id.startsWith(HIDDEN_PREFIX)) {
    const seat = Number(id.slice(HIDDEN_PREFIX.length));
    return seatName && Number.isInteger(seat) ? t('common.faceDownOf', { seat: seatName(seat) }) : t('common.aFaceDown');
  }
  if (id === 'hidden') return t('common.aHiddenCard');
  return localCardName(id);
}

/** The name as it reads inside a sentence: "the C.I.A.", "California", "the Bavarian Illuminati". */
export function cardRef(id: string, seatName?: SeatNamer): string {
  const name = cardName(id, seatName);
  const c = card(id);
  if (!c || c.kind === 'special' || language() !== 'en') return name;
  if (name.startsWith('The ')) return `the ${name.slice(4)}`;
  if (c.kind === 'group' && NO_ARTICLE.has(id)) return name;
  return `the ${name}`;
}

/** A name ending in an abbreviation ("the I.R.S.") ends the sentence with its own stop: no "I.R.S..". An ellipsis stays. */
export function oneStop(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** Upper-cases the first letter (a sentence starting with a card name). */
export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** "A", "A and B", "A, B and C" (in the language on screen). */
export function listOf(items: readonly string[]): string {
  return localListOf(items);
}

/** "5 MB" ("5 MT" in German). */
export function mb(n: number): string {
  return localMb(n);
}

/** "top arrow". */
export function sideName(side: Side | string): string {
  return ['top', 'bottom', 'left', 'right'].includes(side) ? t(`common.side.${side}`) : side;
}

/** "the top arrow of the C.I.A." */
export function arrowRef(master: string, arrow: string, seatName?: SeatNamer): string {
  return t('common.arrowOf', { side: sideName(arrow), card: cardRef(master, seatName) });
}
