// The entries of the visually hidden list that stands in for the canvas for keyboard and screen
// reader users: every player and card in table order, the piles, and while a group is being
// moved its legal places (as commands) and the blocked arrows (as text). Pure.
//
// An entry's description is worked out when it is read out (`describe`), not when the list is
// made: the list is made again at every change of the game, and describing all ~90 cards of a
// crowded table each time (some 2,000 translated messages) was the biggest long task of the
// dice window (issue 39). Titles are kept per sprite object and language: a new layout keeps the
// sprites that did not change (memo.ts), so a change of the game names only the cards it changed.
// `keptAccessLists` hands the list the same arrays while no entry changed, so the ~90 hidden buttons
// are not rendered again at every change of the game (the dice window's changes; issue 39).
import type { Seat } from '../../../shared/engine';
import { language } from '../i18n';
import { samePlain } from './memo';
import { cardTitle, describeBlocked, describeCard, describePile, describePlayer, describeTarget } from './describe';
import type { ArrowHighlight, CardSprite, TableLayout } from './sprites';

const titles = new WeakMap<CardSprite, { lang: string; title: string }>();

function titleOf(c: CardSprite): string {
  const lang = language();
  const known = titles.get(c);
  if (known?.lang === lang) return known.title;
  const title = cardTitle(c);
  titles.set(c, { lang, title });
  return title;
}

export interface AccessItem {
  key: string;
  /** The button's text. */
  title: string;
  /** What is read out (aria-live) when the entry gets focus, in the language on screen. */
  describe: () => string;
  kind: 'card' | 'player' | 'pile' | 'target';
  /** The card shown (a card, or the top card of a pile). */
  id: string | null;
  seat: Seat | null;
  target: ArrowHighlight | null;
}

export interface AccessLists {
  items: AccessItem[];
  /** Legal places for the group being moved. */
  targets: AccessItem[];
  /** Why the other arrows are not places. */
  blocked: string[];
}

/** The lists for a layout; `nameOf` names card ids. */
export function accessLists(t: TableLayout | null, nameOf: (id: string) => string): AccessLists {
  if (!t) return { items: [], targets: [], blocked: [] };
  const byId = new Map(t.cards.map((c) => [c.id, c]));
  const card = (id: string): AccessItem => {
    const c = byId.get(id)!;
    return { key: c.key, title: titleOf(c), describe: () => describeCard(c, nameOf), kind: 'card', id: c.id, seat: null, target: null };
  };
  const items: AccessItem[] = [];
  for (const l of t.labels) {
    items.push({ key: l.key, title: `${l.name}: ${l.illuminati}`, describe: () => describePlayer(l), kind: 'player', id: null, seat: l.seat, target: null });
    for (const c of t.cards) if (c.owner === l.seat && (c.zone === 'structure' || c.zone === 'floating')) items.push(card(c.id));
  }
  for (const c of t.cards) if (c.zone === 'uncontrolled') items.push(card(c.id));
  for (const p of t.piles) {
    const top = p.top ? byId.get(p.top) : undefined;
    const title = describePile(p, nameOf);
    items.push({ key: `pile-${p.kind}`, title, describe: () => (top ? describeCard(top, nameOf) : title), kind: 'pile', id: top?.id ?? null, seat: null, target: null });
  }
  if (!t.moving) return { items, targets: [], blocked: [] };
  const group = t.moving.group;
  const targets = t.highlights
    .filter((h) => h.status === 'open' && h.legal)
    .map((h): AccessItem => {
      const text = describeTarget(h, group, nameOf);
      return { key: `target-${h.key}`, title: text, describe: () => text, kind: 'target', id: null, seat: null, target: h };
    });
  const blocked = t.highlights.filter((h) => h.status === 'blocked' && h.reason === 'overlap').map((h) => describeBlocked(h, nameOf));
  return { items, targets, blocked };
}

/** The same entry on screen: what the button shows and what its handlers go by. */
function sameItem(a: AccessItem, b: AccessItem): boolean {
  return a.key === b.key && a.title === b.title && a.kind === b.kind && a.id === b.id && a.seat === b.seat && samePlain(a.target, b.target);
}

/** `prev` when each entry is the same as in `next`, its read-out (and place) then taken from `next`; else `next`. */
function keepItems(prev: AccessItem[], next: AccessItem[]): AccessItem[] {
  if (prev.length !== next.length || !prev.every((x, i) => sameItem(x, next[i]))) return next;
  // Not rendered, so changed in place: a label's DECIDING tag is read out at once, without a render.
  prev.forEach((x, i) => Object.assign(x, { describe: next[i].describe, target: next[i].target }));
  return prev;
}

/** `next`, or `prev` (the same object) when no entry changed; each list kept on its own otherwise. */
export function keepSameLists(prev: AccessLists | null, next: AccessLists): AccessLists {
  if (!prev) return next;
  const items = keepItems(prev.items, next.items);
  const targets = keepItems(prev.targets, next.targets);
  const same = prev.blocked.length === next.blocked.length && prev.blocked.every((x, i) => x === next.blocked[i]);
  const blocked = same ? prev.blocked : next.blocked;
  return items === prev.items && targets === prev.targets && blocked === prev.blocked ? prev : { items, targets, blocked };
}

/** A getter of the lists for the layout `layout()` gives, the same object while nothing in them changed (for a computed). */
export function keptAccessLists(layout: () => TableLayout | null, nameOf: (id: string) => string): () => AccessLists {
  let last: AccessLists | null = null;
  return () => (last = keepSameLists(last, accessLists(layout(), nameOf)));
}
