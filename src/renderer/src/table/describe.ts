// Words for what the canvas shows, for the visually hidden list that screen readers and keyboard
// users go through (canvas content is invisible to assistive technology), in the language on
// screen (i18n/<lang>/table.ts `access`). Pure functions.
import type { Side } from '../../../shared/cards';
import { t } from '../i18n';
import { count, listOf, mb, num } from '../i18n/format';
import { capitalize, sideName } from '../logic/names';
import type { ArrowHighlight, CardSprite, PileSprite, PlayerLabelSprite } from './sprites';

const owner = (c: CardSprite): string => c.ownerName ?? t('table.access.aPlayer');

/** "in on the left; out on the top and right": sides as the card view and the list name them. */
export function arrowsText(c: Pick<CardSprite, 'arrows'>): string {
  const side = (s: Side): string => t(`table.side.${s}`);
  const out = c.arrows.filter((a) => a.dir === 'out').map((a) => side(a.side));
  const inn = c.arrows.find((a) => a.dir === 'in');
  const none = t('table.access.none');
  return t('table.access.arrows', { in: inn ? side(inn.side) : none, out: out.length ? t('table.access.arrowsOut', { sides: listOf(out) }) : none });
}

/** Where the card lies, as a phrase ("uncontrolled", "in the structure of Ann, on the top arrow of ..."). */
export function cardLocation(c: CardSprite, nameOf: (id: string) => string): string {
  switch (c.zone) {
    case 'structure':
      if (c.master && c.arrow) return t('table.access.inStructure', { owner: owner(c), arrow: sideName(c.arrow), master: nameOf(c.master) });
      return t('table.access.heads', { owner: owner(c) });
    case 'floating':
      return c.puppets ? t('table.access.capturedWith', { owner: owner(c), n: num(c.puppets) }, c.puppets) : t('table.access.captured', { owner: owner(c) });
    case 'uncontrolled':
      return t('table.access.uncontrolled');
    case 'dead':
      return t('table.access.onDead');
    case 'discard':
      return t('table.access.onDiscard');
  }
}

/** A short name for the list entry: the card and where it is. */
export function cardTitle(c: CardSprite): string {
  if (c.zone === 'structure' || c.zone === 'floating') return t('table.access.titleOwned', { name: c.name, owner: c.ownerName ?? t('table.access.unknownPlayer') });
  if (c.zone === 'uncontrolled') return t('table.access.titleUncontrolled', { name: c.name });
  return t(c.zone === 'dead' ? 'table.access.titleDead' : 'table.access.titleDiscard', { name: c.name });
}

/** Everything the card says and where it lies, in sentences. */
export function describeCard(c: CardSprite, nameOf: (id: string) => string): string {
  const parts: string[] = [];
  parts.push(t('table.access.first', { name: c.name, kind: t(`table.access.kind.${c.kind}`), where: cardLocation(c, nameOf) }));
  if (c.kind === 'group' || c.kind === 'illuminati') {
    const nums = [t('table.access.power', { n: c.power }), t('table.access.transferable', { n: c.transferable })];
    if (c.resistance !== null) nums.push(t('table.access.resistance', { n: c.resistance }));
    nums.push(t('table.access.income', { n: c.income }));
    parts.push(t('table.access.sentence', { text: nums.join(', ') }));
  }
  if (c.kind === 'group') {
    const list = listOf(c.alignments.map((a) => t(`common.alignment.${a}`)));
    parts.push(c.alignments.length ? t(c.shifted ? 'table.access.alignmentsShifted' : 'table.access.alignments', { list }) : t('table.access.noAlignment'));
  }
  if (c.money !== null) parts.push(t('table.access.moneyOn', { money: mb(c.money) }));
  if (c.kind === 'group') parts.push(arrowsText(c));
  if (c.text) parts.push(t(c.kind === 'special' ? 'table.access.effect' : 'table.access.ability', { text: c.text }));
  const flags: string[] = [];
  if (c.selected) flags.push(t('table.access.selected'));
  if (c.highlighted) flags.push(t('table.access.highlighted'));
  if (c.draggable) flags.push(t('table.access.draggable'));
  if (flags.length) parts.push(t('table.access.sentence', { text: capitalize(flags.join(', ')) }));
  return parts.join(' ');
}

/** A legal place for the group being moved, as a command. */
export function describeTarget(h: ArrowHighlight, group: string, nameOf: (id: string) => string): string {
  return t('table.access.place', { group: nameOf(group), arrow: sideName(h.arrow), master: nameOf(h.master) });
}

/**
 * A blocked arrow and what blocks it (no full stop: the accessible list joins several): a group
 * already hanging there, or the cards a group there would overlap. Also the table's answer to a
 * click on a blocked arrow.
 */
export function describeBlocked(h: ArrowHighlight, nameOf: (id: string) => string): string {
  const where = t('table.access.arrowOf', { arrow: sideName(h.arrow), master: nameOf(h.master) });
  const list = listOf(h.blockerNames);
  if (h.reason === 'occupied') return t('table.access.taken', { where, list }, h.blockerNames.length);
  return t('table.access.blocked', { where, list });
}

export function describePile(p: PileSprite, nameOf: (id: string) => string): string {
  const cards = count('common.cards', p.count);
  if (p.kind === 'deck') return t('table.access.deck', { cards });
  return p.top ? t('table.access.pileTop', { pile: p.label, cards, top: nameOf(p.top) }) : t('table.access.pile', { pile: p.label, cards });
}

export function describePlayer(l: PlayerLabelSprite): string {
  const parts = [t(l.isViewer ? 'table.access.playerYou' : 'table.access.playerFirst', { name: l.name, illuminati: l.illuminati })];
  if (l.out) parts.push(t(l.out === 'eliminated' ? 'table.access.eliminated' : 'table.access.left'));
  if (l.active) parts.push(t('table.access.onTurn'));
  if (l.deciding) parts.push(t('table.access.deciding'));
  const facts = [count('table.access.groups', l.groups)];
  if (l.income !== null) facts.push(t('table.access.playerIncome', { n: num(l.income) }));
  facts.push(count('table.access.specials', l.specials), t('table.access.treasury', { money: mb(l.money) }));
  parts.push(t('table.access.sentence', { text: facts.join(', ') }));
  parts.push(t('table.access.basicGoal', { text: l.basic.text }));
  parts.push(l.special ? t('table.access.specialGoal', { text: l.special.text }) : t('table.access.specialUnknown'));
  return parts.join(' ');
}
