// One card in one language: its name, its ability text ('' when the card has none) and where the
// name comes from, for docs/translations.md: the edition's rulebook (with the line that names it)
// or our own translation.
import type { CardId } from '../../../../shared/cards';

export interface CardWords {
  name: string;
  text: string;
  source: { kind: 'rulebook'; where: string } | { kind: 'ours' };
}

export type CardTable = Record<CardId, CardWords>;

/** A name the edition's rulebook gives this card; `where` quotes the line of ../shared/rules that says so. */
export function book(name: string, where: string, text: string): CardWords {
  return { name, text, source: { kind: 'rulebook', where } };
}

/** A name the rulebook does not give: our faithful translation. */
export function ours(name: string, text: string): CardWords {
  return { name, text, source: { kind: 'ours' } };
}
