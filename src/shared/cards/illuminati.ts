// The 8 Illuminati cards (CARDS.md section 2; goals GOAL-* of RULES-DIGEST section 27), and the
// ninth of the German 1988 edition, Die Atlanter, kept apart in ATLANTEANS (EDN-1).
// All Illuminati: no Resistance, no inward arrow, four outward arrows, all Power transferable.
import type { CardEdition, IlluminatiCard } from './types';

const ALL_SIDES = ['top', 'right', 'bottom', 'left'] as const;

export const ILLUMINATI = [
  {
    kind: 'illuminati',
    id: 'bavarian-illuminati',
    name: 'The Bavarian Illuminati',
    power: 10,
    transferable: 10,
    income: 9,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'paidPrivilege', cost: 5 }],
    goal: { kind: 'powerTotal', amount: 35 },
    text: 'Once per turn, may make one attack privileged by paying 5 MB from the Illuminati treasury when it is announced.',
    goalText: 'Control groups whose Power totals 35 or more, the Bavarians\u2019 own 10 included.',
  },
  {
    kind: 'illuminati',
    id: 'bermuda-triangle',
    name: 'The Bermuda Triangle',
    power: 8,
    transferable: 8,
    income: 9,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'reorganize' }],
    goal: { kind: 'allAlignments' },
    text: 'At the end of its turn, may reorganize its whole power structure freely.',
    goalText: 'Control at least one group of each of the ten alignments.',
  },
  {
    kind: 'illuminati',
    id: 'discordian-society',
    name: 'The Discordian Society',
    power: 8,
    transferable: 8,
    income: 8,
    outSides: ALL_SIDES,
    abilities: [
      { kind: 'attackBonus', attacks: ['control'], bonus: 4, target: { alignment: 'Weird' } },
      { kind: 'immuneTo', alignments: ['Straight', 'Government'] },
    ],
    goal: { kind: 'alignmentCount', alignment: 'Weird', count: 5 },
    text: '+4 on any attempt to control a Weird group. Straight and Government groups can neither attack its structure nor aid an attack on it.',
    goalText: 'Control five Weird groups.',
  },
  {
    kind: 'illuminati',
    id: 'gnomes-of-zurich',
    name: 'The Gnomes of Zurich',
    power: 7,
    transferable: 7,
    income: 12,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'redistribute' }],
    goal: { kind: 'treasuryTotal', amount: 150 },
    text: 'At the end of its turn, may move money freely among all groups of its structure.',
    goalText: 'Hold 150 MB in all the treasuries of the structure together.',
  },
  {
    kind: 'illuminati',
    id: 'network',
    name: 'The Network',
    power: 7,
    transferable: 7,
    income: 9,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'extraDraw', cards: 1 }],
    goal: { kind: 'transferableTotal', amount: 25 },
    text: 'Draws two cards at the start of each turn instead of one.',
    goalText: 'Control groups whose Transferable Power totals 25, the Network\u2019s own 7 included.',
  },
  {
    kind: 'illuminati',
    id: 'servants-of-cthulhu',
    name: 'The Servants of Cthulhu',
    power: 9,
    transferable: 9,
    income: 7,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'attackBonus', attacks: ['destroy'], bonus: 2 }],
    goal: { kind: 'destroyCount', count: 8 },
    text: '+2 on any attempt to destroy a group.',
    goalText: 'Destroy eight groups. A rival Illuminati eliminated by them counts as one.',
  },
  {
    kind: 'illuminati',
    id: 'society-of-assassins',
    name: 'The Society of Assassins',
    power: 8,
    transferable: 8,
    income: 8,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'attackBonus', attacks: ['neutralize'], bonus: 4 }],
    goal: { kind: 'alignmentCount', alignment: 'Violent', count: 6 },
    text: '+4 on any attempt to neutralize a group.',
    goalText: 'Control six Violent groups.',
  },
  {
    kind: 'illuminati',
    id: 'ufos',
    name: 'The UFOs',
    power: 6,
    transferable: 6,
    income: 8,
    outSides: ALL_SIDES,
    abilities: [{ kind: 'twoAttacks' }],
    goal: { kind: 'borrowed' },
    text: 'The UFO card may take part in two attacks per turn (attacking or aiding).',
    goalText: 'Secretly choose the special goal of any other Illuminati and play for it.',
  },
] as const satisfies readonly IlluminatiCard[];

/**
 * Die Atlanter (RULES-DIGEST section 27, EDN-1, EDN-35): in the set of German games only, both for
 * the random draw and as a choice. Ability ILLUM-ATL-1 and goal GOAL-ATL-1..3 are the German
 * rulebook's. Its Power, Transferable Power and Income are printed nowhere in the sources, so the
 * values below were chosen by this project (an average Illuminati: Power 7/7 like the Gnomes and
 * the Network, Income 9 like most); `projectChoice` lets the UI label them.
 */
export const ATLANTEANS = {
  kind: 'illuminati',
  id: 'atlanteans',
  name: 'The Atlanteans',
  power: 7,
  transferable: 7,
  income: 9,
  outSides: ALL_SIDES,
  abilities: [{ kind: 'doubleIncome', alignment: 'Peaceful' }],
  goal: { kind: 'alignmentInPlay', alignment: 'Peaceful', count: 5, reducedBy: 'Violent' },
  text: 'Every Peaceful group of its power structure earns double Income.',
  goalText:
    'Five Peaceful groups in play, face up, whoever controls them (or nobody); one fewer for each Violent group the Atlanteans have destroyed.',
  editions: ['de'] as readonly CardEdition[],
  projectChoice: true,
  projectChoiceText: 'Power 7, Transferable Power 7 and Income 9: values chosen by this project (the German rules do not print them).',
} as const satisfies IlluminatiCard;

/** Every Illuminati card of any edition: the eight of ILLUMINATI, then the Atlanteans. */
export const ALL_ILLUMINATI: readonly IlluminatiCard[] = [...ILLUMINATI, ATLANTEANS];

export type IlluminatiId = (typeof ILLUMINATI)[number]['id'] | (typeof ATLANTEANS)['id'];
