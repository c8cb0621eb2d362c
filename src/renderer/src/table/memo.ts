// Keeping sprite objects stable between layouts: a sprite equal to the one of the previous layout
// (same key, same content) is replaced by that previous object, so Vue sees an unchanged prop and
// leaves its Konva node alone. A hover then redraws the one or two cards it changed, not all.
import { language } from '../i18n';
import type { CardSprite, PileSprite, PlayerLabelSprite, TableLayout } from './sprites';

/** Deep equality of plain data (objects, arrays, primitives), as layouts produce. */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlain(a[i], bb[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!samePlain((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** `next`, with every item equal to the previous item of the same key swapped for that previous object. */
export function reuse<T extends object>(prev: readonly T[], next: readonly T[], key: (t: T) => string): T[] {
  if (prev.length === 0) return next.slice();
  const old = new Map<string, T>();
  for (const p of prev) old.set(key(p), p);
  return next.map((n) => {
    const p = old.get(key(n));
    return p !== undefined && samePlain(p, n) ? p : n;
  });
}

/** A new layout with the cards and labels that did not change since `prev` kept as they were (TableCanvas, per change of the game). */
export function keepUnchanged(prev: TableLayout | null, next: TableLayout): TableLayout {
  return prev ? { ...next, cards: reuse(prev.cards, next.cards, (c) => c.key), labels: reuse(prev.labels, next.labels, (l) => l.key) } : next;
}

// The keys below start with the language on screen: the pictures hold words drawn at paint time
// (alignment short names, SPECIAL, ON TURN, pile captions), so a change of language must paint
// them again even where the sprite itself reads the same (issue 19). Reading language() inside a
// computed or watch source also makes it a dependency.

/**
 * The printed face of a card sprite as a text (not where it lies, not its flags, not its money):
 * when it changes, the face must be drawn again. CardNode adds the money and the rotation.
 */
export function faceKey(c: CardSprite): string {
  return [
    language(), c.kind, c.name, c.text, c.power, c.transferable, c.resistance, c.income, c.alignments.join('+'), c.shifted,
    c.arrows.map((a) => `${a.dir}:${a.side}`).join('+'), c.owner,
  ].join('|');
}

/** Everything a player's label shows but its position (LabelNode paints it again when this changes). */
export function labelKey(l: PlayerLabelSprite): string {
  return `${language()}|${JSON.stringify({ ...l, rect: [l.rect.width, l.rect.height] })}`;
}

/** What the deck's picture shows: its caption's language and the count on its badge. */
export function deckKey(p: PileSprite): string {
  return `${language()}|${p.count}`;
}
