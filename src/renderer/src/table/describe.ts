// Words for what the canvas shows, for the visually hidden list that screen readers and keyboard
// users go through (canvas content is invisible to assistive technology). Pure functions.
import type { ArrowHighlight, CardSprite, PileSprite, PlayerLabelSprite } from './sprites';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const MB = (n: number): string => `${n} MB`;

/** Where the card lies, as a phrase ("uncontrolled", "in the structure of Ann, on the top arrow of ..."). */
export function cardLocation(c: CardSprite, nameOf: (id: string) => string): string {
  switch (c.zone) {
    case 'structure':
      if (c.master && c.arrow) return `in the structure of ${c.ownerName ?? 'a player'}, on the ${c.arrow} arrow of ${nameOf(c.master)}`;
      return `heading the structure of ${c.ownerName ?? 'a player'}`;
    case 'floating':
      return `captured by ${c.ownerName ?? 'a player'}, waiting to be placed${c.puppets ? ` with ${c.puppets} puppet${c.puppets === 1 ? '' : 's'}` : ''}`;
    case 'uncontrolled':
      return 'uncontrolled';
    case 'dead':
      return 'on top of the dead pile';
    case 'discard':
      return 'on top of the discard pile';
  }
}

/** A short name for the list entry: the card and where it is. */
export function cardTitle(c: CardSprite): string {
  if (c.zone === 'structure' || c.zone === 'floating') return `${c.name} (${c.ownerName ?? 'unknown player'})`;
  if (c.zone === 'uncontrolled') return `${c.name} (uncontrolled)`;
  return `${c.name} (${c.zone === 'dead' ? 'dead pile' : 'discard pile'})`;
}

/** Everything the card says and where it lies, in sentences. */
export function describeCard(c: CardSprite, nameOf: (id: string) => string): string {
  const parts: string[] = [];
  const kind = c.kind === 'illuminati' ? 'Illuminati' : c.kind === 'hidden' ? 'face-down Illuminati' : c.kind === 'special' ? 'special card' : 'group';
  parts.push(`${c.name}, ${kind}, ${cardLocation(c, nameOf)}.`);
  if (c.kind === 'group' || c.kind === 'illuminati') {
    const nums = [`Power ${c.power}`, `transferable Power ${c.transferable}`];
    if (c.resistance !== null) nums.push(`Resistance ${c.resistance}`);
    nums.push(`Income ${c.income}`);
    parts.push(`${nums.join(', ')}.`);
  }
  if (c.kind === 'group') {
    parts.push(c.alignments.length ? `Alignments: ${list(c.alignments)}${c.shifted ? ' (changed this turn)' : ''}.` : 'No alignment.');
  }
  if (c.money !== null) parts.push(`${MB(c.money)} on it.`);
  if (c.kind === 'group') {
    const out = c.arrows.filter((a) => a.dir === 'out').map((a) => a.side);
    const inn = c.arrows.find((a) => a.dir === 'in');
    parts.push(`Arrows: in on the ${inn?.side ?? 'none'}; out ${out.length ? `on the ${list(out)}` : 'none'}.`);
  }
  if (c.text) parts.push(`${c.kind === 'special' ? 'Effect' : 'Ability'}: ${c.text}`);
  const flags: string[] = [];
  if (c.selected) flags.push('selected');
  if (c.highlighted) flags.push('part of the current attack');
  if (c.draggable) flags.push('can be moved now');
  if (flags.length) {
    const f = flags.join(', ');
    parts.push(`${f.charAt(0).toUpperCase()}${f.slice(1)}.`);
  }
  return parts.join(' ');
}

/** A legal place for the group being moved, as a command. */
export function describeTarget(h: ArrowHighlight, group: string, nameOf: (id: string) => string): string {
  return `Place ${nameOf(group)} on the ${h.arrow} arrow of ${nameOf(h.master)}`;
}

/**
 * A blocked arrow and what blocks it (no full stop: the accessible list joins several): a group
 * already hanging there, or the cards a group there would overlap. Also the table's answer to a
 * click on a blocked arrow.
 */
export function describeBlocked(h: ArrowHighlight, nameOf: (id: string) => string): string {
  const where = `The ${h.arrow} arrow of ${nameOf(h.master)}`;
  if (h.reason === 'occupied') return `${where} is taken: ${list(h.blockerNames)} ${h.blockerNames.length > 1 ? 'hang' : 'hangs'} there`;
  return `${where} is blocked by ${list(h.blockerNames)}`;
}

export function describePile(p: PileSprite, nameOf: (id: string) => string): string {
  const count = `${p.count} card${p.count === 1 ? '' : 's'}`;
  if (p.kind === 'deck') return `Deck: ${count} face down.`;
  return `${p.label}: ${count}${p.top ? `, ${nameOf(p.top)} on top` : ''}.`;
}

export function describePlayer(l: PlayerLabelSprite): string {
  const parts = [`${l.name}${l.isViewer ? ' (you)' : ''}, ${l.illuminati}.`];
  if (l.out) parts.push(l.out === 'eliminated' ? 'Eliminated.' : 'Left the game.');
  if (l.active) parts.push('On turn.');
  if (l.deciding) parts.push('Deciding now.');
  const facts = [`${l.groups} group${l.groups === 1 ? '' : 's'}`];
  if (l.income !== null) facts.push(`income ${l.income}`);
  facts.push(`${l.specials} special card${l.specials === 1 ? '' : 's'}`, `${MB(l.money)} in the Illuminati treasury`);
  parts.push(`${facts.join(', ')}.`);
  parts.push(`Basic goal: ${l.basic.text}.`);
  parts.push(l.special ? `Special goal: ${l.special.text}.` : 'Special goal unknown.');
  return parts.join(' ');
}
