// What the log panel needs besides the sentence: the filter categories of an event, the players it
// concerns ("my events") and the cards it names (hovering an entry highlights them on the table).
import type { GameEvent, GameEventType, Seat } from '../../../shared/engine';
import { messageTable } from '../i18n';

export const LOG_FILTERS = ['all', 'attacks', 'money', 'specials', 'mine'] as const;
export type LogFilter = (typeof LOG_FILTERS)[number];

/** The filters' names, in the language on screen (read when shown). */
export const LOG_FILTER_LABELS = messageTable('log.filter', LOG_FILTERS);

type Category = 'attacks' | 'money' | 'specials';

const CATEGORIES: Record<GameEventType, readonly Category[]> = {
  gameStarted: [],
  goalChosen: [],
  turnStarted: [],
  incomeCollected: ['money'],
  taxCollected: ['money'],
  taxExcused: ['money'],
  upkeepPaid: ['money'],
  cardDrawn: [],
  specialReturned: ['specials'],
  targetAdded: [],
  specialDiscarded: ['specials'],
  deckEmpty: [],
  attackDeclared: ['attacks'],
  moneySpent: ['attacks', 'money'],
  floorPassed: ['attacks'],
  privilegeAbolished: ['attacks', 'specials'],
  attackCalledOff: ['attacks'],
  diceRolled: ['attacks'],
  attackResolved: ['attacks'],
  groupCaptured: ['attacks'],
  groupPlaced: ['attacks'],
  groupNeutralized: ['attacks'],
  groupDestroyed: ['attacks'],
  groupsReleased: [],
  moneyTransferred: ['money'],
  groupMoved: [],
  giftGiven: ['money'],
  offerMade: ['money'],
  offerAnswered: ['money'],
  groupChangedHands: [],
  treasuriesSet: ['money'],
  structureReorganized: [],
  recyclersUsed: ['money'],
  alignmentShifted: [],
  turnPassed: ['money'],
  phaseChanged: [],
  playerEliminated: [],
  playerLeft: [],
  turnEnded: [],
  accused: [],
  illuminatiRevealed: [],
  valuesClaimed: [],
  concealChosen: [],
  gameEnded: [],
  specialPlayed: ['specials'],
  specialCancelled: ['specials'],
  specialFizzled: ['specials'],
  privilegeCancelled: ['attacks', 'specials'],
  rollChanged: ['attacks', 'specials'],
  turnSkipped: ['specials'],
  incomeDoubled: ['specials', 'money'],
  groupRevived: ['specials'],
  groupBribed: ['specials'],
  interferenceJoined: ['attacks', 'specials'],
  intelGained: ['specials'],
  moneyGained: ['specials', 'money'],
};

export function categoriesOf(e: GameEvent): readonly Category[] {
  if (e.type === 'cardDrawn' && e.kind === 'special') return ['specials'];
  return CATEGORIES[e.type] ?? [];
}

/** The players an event is about (the actor and anyone it names). */
export function seatsOf(e: GameEvent): Seat[] {
  const out = new Set<Seat>();
  const r = e as unknown as Record<string, unknown>;
  for (const key of ['seat', 'from', 'fromSeat', 'toSeat', 'defender', 'accused', 'by'])
    if (typeof r[key] === 'number') out.add(r[key] as number);
  if (e.type === 'taxExcused') for (const s of e.excused) out.add(s);
  if (e.type === 'gameEnded') for (const s of e.winners) out.add(s);
  if (e.type === 'gameStarted') e.illuminati.forEach((_, s) => out.add(s));
  if (e.type === 'intelGained' && e.intel.kind === 'hand') out.add(e.intel.seat);
  return [...out];
}

/** The cards an event names, for highlighting them on the table. */
export function cardsOf(e: GameEvent): string[] {
  const out: string[] = [];
  const add = (x: unknown) => {
    if (typeof x === 'string' && !out.includes(x)) out.push(x);
  };
  switch (e.type) {
    case 'attackDeclared':
      add(e.attacker);
      e.aiders.forEach(add);
      add(e.target);
      break;
    case 'moneySpent':
    case 'upkeepPaid':
      add(e.card);
      break;
    case 'attackResolved':
    case 'targetAdded':
      add(e.type === 'targetAdded' ? e.card : e.target);
      break;
    case 'groupCaptured':
    case 'groupNeutralized':
    case 'groupDestroyed':
    case 'groupRevived':
      add(e.group);
      break;
    case 'groupPlaced':
    case 'groupMoved':
    case 'groupBribed':
    case 'groupChangedHands':
      add(e.group);
      add(e.master);
      break;
    case 'groupsReleased':
      e.groups.forEach(add);
      break;
    case 'moneyTransferred':
      add(e.fromCard);
      add(e.toCard);
      break;
    case 'offerMade':
      e.groupsGiven.forEach(add);
      e.groupsAsked.forEach(add);
      break;
    case 'treasuriesSet':
      Object.keys(e.amounts).forEach(add);
      break;
    case 'alignmentShifted':
      add(e.target);
      break;
    case 'cardDrawn':
      if (e.kind === 'group') add(e.card);
      break;
    case 'intelGained':
      if (e.intel.kind === 'treasury') add(e.intel.card);
      break;
    case 'illuminatiRevealed':
      add(e.illuminati);
      break;
    default:
      break;
  }
  return out;
}

/** Does the entry pass the filter? `viewer` is the seat shown ("my events"; none for a spectator). */
export function passesFilter(e: GameEvent, filter: LogFilter, viewer: Seat | null): boolean {
  if (filter === 'all') return true;
  if (filter === 'mine') return viewer !== null && seatsOf(e).includes(viewer);
  return categoriesOf(e).includes(filter);
}
