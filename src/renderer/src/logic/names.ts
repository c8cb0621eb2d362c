// How cards and players are named in sentences: "the C.I.A.", "California", "Bob's face-down
// Illuminati". Card names come from the catalog; the article is the renderer's business.
import { card, type Side } from '../../../shared/cards';
import { HIDDEN_PREFIX } from '../../../shared/engine';

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

/** The bare catalog name ("C.I.A.", "The Mafia"), a stand-in for hidden cards, or the id itself. */
export function cardName(id: string, seatName?: SeatNamer): string {
  if (id.startsWith(HIDDEN_PREFIX)) {
    const seat = Number(id.slice(HIDDEN_PREFIX.length));
    return seatName && Number.isInteger(seat) ? `${seatName(seat)}'s face-down Illuminati` : 'a face-down Illuminati';
  }
  if (id === 'hidden') return 'a hidden card';
  return card(id)?.name ?? id;
}

/** The name as it reads inside a sentence: "the C.I.A.", "California", "the Bavarian Illuminati". */
export function cardRef(id: string, seatName?: SeatNamer): string {
  const name = cardName(id, seatName);
  const c = card(id);
  if (!c || c.kind === 'special') return name;
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

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 group", "3 groups". */
export function count(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

export function mb(n: number): string {
  return `${n} MB`;
}

export function sideName(side: Side | string): string {
  return `${side} arrow`;
}

/** "the top arrow of the C.I.A." */
export function arrowRef(master: string, arrow: string, seatName?: SeatNamer): string {
  return `the ${sideName(arrow)} of ${cardRef(master, seatName)}`;
}
