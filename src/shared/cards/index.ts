// Lookups over the catalog. Ids are stable slugs used in saves, protocol messages and tests.
import { GROUPS, type GroupId } from './groups';
import { ALL_ILLUMINATI, ATLANTEANS, ILLUMINATI, type IlluminatiId } from './illuminati';
import { SPECIALS, type SpecialEffect, type SpecialId } from './specials';
import type { Card, GroupCard, IlluminatiCard, SpecialCard } from './types';

export * from './types';
export { GROUPS, ILLUMINATI, ATLANTEANS, ALL_ILLUMINATI, SPECIALS };
export type { GroupId, IlluminatiId, SpecialEffect, SpecialId };
export type CardId = GroupId | IlluminatiId | SpecialId;

const BY_ID: Record<string, Card> = {};
for (const c of [...ALL_ILLUMINATI, ...GROUPS, ...SPECIALS] as readonly Card[]) BY_ID[c.id] = c;

export function card(id: string): Card | undefined {
  return BY_ID[id];
}
export function isGroupId(id: string): id is GroupId {
  return BY_ID[id]?.kind === 'group';
}
export function isIlluminatiId(id: string): id is IlluminatiId {
  return BY_ID[id]?.kind === 'illuminati';
}
export function isSpecialId(id: string): id is SpecialId {
  return BY_ID[id]?.kind === 'special';
}
/** The group card with this id; throws on an unknown id because callers have validated it. */
export function group(id: string): GroupCard {
  const c = BY_ID[id];
  if (c?.kind !== 'group') throw new Error(`not a group: ${id}`);
  return c;
}
export function illuminati(id: string): IlluminatiCard {
  const c = BY_ID[id];
  if (c?.kind !== 'illuminati') throw new Error(`not an Illuminati: ${id}`);
  return c;
}
export function special(id: string): SpecialCard {
  const c = BY_ID[id];
  if (c?.kind !== 'special') throw new Error(`not a special card: ${id}`);
  return c;
}
