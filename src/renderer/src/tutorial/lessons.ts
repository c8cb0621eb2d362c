// The two lessons of the tutorial (issue 20), one step at a time. Each step has its words
// (i18n/<lang>/tutorial.ts, `tutorial.steps.<id>`), the cards its words name, and where the coach
// points: the first anchor on screen wins (a control by its data-testid, or a card on the table).
// Info steps wait for Next; act steps wait for the player's next action(s) of game.ts SCRIPT;
// a tick step waits for a checkbox of the setup screen. The rules taught are cited per step.
import { SCRIPT } from './game';

/** A control by its data-testid (ringed with its nearest `around` ancestor, e.g. an option's row), or a card on the table. */
export type Anchor = { testid: string; around?: string } | { card: string };
export type LessonId = 'basics' | 'advanced';

export interface Step {
  id: string;
  lesson: LessonId;
  anchors: readonly Anchor[];
  /** Card ids named in the step's words, by placeholder. */
  cards?: Readonly<Record<string, string>>;
  /** Act step: how many actions of SCRIPT it takes (from where the previous act steps stopped). */
  actions?: number;
  /** Tick step: done when this checkbox (data-testid) is ticked. */
  tick?: string;
  /**
   * Act step the table can do too (clicking or dragging the cards: attack, place, transfer,
   * move); the others (spending, passing, a special card, ending the turn) are done in the panel
   * only, and the coach says so (issue 35).
   */
  onTable?: boolean;
}

const ILLU = { card: 'bavarian-illuminati' };
const TOBACCO = 'tobacco-and-liquor-companies';
const ATTACK = [{ testid: 'attack-submit' }, { testid: 'action-attack' }];
const PASS = [{ testid: 'action-pass' }];
const PLACE = [{ testid: 'place-captured-form' }];
const names = { illuminati: 'bavarian-illuminati', tobacco: TOBACCO, morticians: 'morticians', games: 'video-games', gnomes: 'gnomes-of-zurich', fund: 'slush-fund' };

export const STEPS: readonly Step[] = [
  // DEF-3, DEF-8: the Illuminati card is the root of the power structure.
  { id: 'welcome', lesson: 'basics', anchors: [ILLU], cards: names },
  // DEF-11, ATK-CTRL-2: groups hang on free outward arrows; the inward arrow is the group's own.
  { id: 'arrows', lesson: 'basics', anchors: [ILLU], cards: names },
  // SETUP-2, INCOME-1: starting money, then income at the start of every turn.
  { id: 'income', lesson: 'basics', anchors: [ILLU], cards: names },
  // DEF-12, DEF-2: the uncontrolled groups are the targets; Power, Resistance, Income on each card.
  { id: 'targets', lesson: 'basics', anchors: [{ card: TOBACCO }], cards: names },
  // ATK-1, ATK-4, ATK-CTRL-3, MOD-1: the number needed is Power minus Resistance (with modifiers).
  { id: 'attack', lesson: 'basics', anchors: ATTACK, cards: names, actions: 1, onTable: true },
  // ATK-MONEY, AMB-9: in the attack window each MB spent from the attacking structure adds 1.
  { id: 'spend', lesson: 'basics', anchors: [{ testid: 'spend-form' }], cards: names, actions: 1 },
  // Interference: the others spend against in turn; all pass in a row, then 2d6 (ATK-7).
  { id: 'pass', lesson: 'basics', anchors: PASS, cards: names, actions: 2 },
  // ATK-CTRL-4, ATK-RES-4: the captured group goes on a free arrow of the attacker, money may follow.
  { id: 'place', lesson: 'basics', anchors: PLACE, cards: names, actions: 1, onTable: true },
  // ATK-10, ILLUM-BAV-1, PRIV-1..7: a fresh group may attack; the Bavarians buy privilege for 5 MB.
  { id: 'privilege', lesson: 'basics', anchors: ATTACK, cards: names, actions: 1, onTable: true },
  // PRIV-7: under privilege only attacker and defender spend.
  { id: 'spend2', lesson: 'basics', anchors: [{ testid: 'spend-form' }], cards: names, actions: 1 },
  { id: 'pass2', lesson: 'basics', anchors: PASS, cards: names, actions: 1 },
  { id: 'place2', lesson: 'basics', anchors: PLACE, cards: names, actions: 1, onTable: true },
  // MONEY-1, MONEY-2, DEF-9: money moves between adjacent cards; two free transfers after the actions.
  { id: 'transfer', lesson: 'basics', anchors: [{ testid: 'transfer-form' }, { testid: 'action-freeTransfer' }], cards: names, actions: 1, onTable: true },
  // TURN-2: the end of the turn; the Gnomes play theirs.
  { id: 'endTurn', lesson: 'basics', anchors: [{ testid: 'confirm-ok' }, { testid: 'action-endTurn' }], cards: names, actions: 1 },
  // INCOME-1, DRAW-1: income again, and a card drawn: a special card.
  { id: 'income2', lesson: 'basics', anchors: [{ testid: 'hand' }], cards: names },
  // SPECIAL-CARD-2, SPECIAL-CARD-3, ACT-3, SPECIAL-CARD-4: used once; most are free; any one buys privilege.
  { id: 'special', lesson: 'basics', anchors: [{ testid: 'special-submit' }, { testid: 'hand-card-slush-fund' }], cards: names, actions: 1 },
  // AID-1..3: groups of the structure with transferable Power aid, announced with the attack.
  { id: 'aid', lesson: 'basics', anchors: ATTACK, cards: names, actions: 1, onTable: true },
  { id: 'pass3', lesson: 'basics', anchors: PASS, cards: names, actions: 2 },
  { id: 'place3', lesson: 'basics', anchors: PLACE, cards: names, actions: 1, onTable: true },
  // MOVE-1, MOVE-2: a move is an action; the puppets come along.
  { id: 'move', lesson: 'basics', anchors: [{ testid: 'move-form' }, { testid: 'action-move' }], cards: names, actions: 1, onTable: true },
  // WIN-1, WIN-3, WIN-5, GOAL-BAV-1: the basic goal (groups) or the Illuminati's own goal.
  { id: 'goals', lesson: 'basics', anchors: [ILLU], cards: names },
  { id: 'basicsDone', lesson: 'basics', anchors: [{ testid: 'action-endTurn' }], cards: names },

  // The second lesson, on the new-game screen: the advanced options (section 30 of the digest).
  // EDN: the editions differ in details; the language of the screen is another choice.
  { id: 'edition', lesson: 'advanced', anchors: [{ testid: 'setup-edition', around: '.option' }] },
  // ADV-HIDDEN-GOALS-1, ADV-HIDDEN-GOALS-2.
  { id: 'hiddenGoals', lesson: 'advanced', anchors: [{ testid: 'setup-option-hiddenGoals', around: '.option' }] },
  // ADV-HIDDEN-ILLUM-1..5.
  { id: 'hiddenIlluminati', lesson: 'advanced', anchors: [{ testid: 'setup-option-hiddenIlluminati', around: '.option' }] },
  // ADV-LENGTH-3: the very long game; the player ticks it.
  { id: 'longGame', lesson: 'advanced', anchors: [{ testid: 'setup-option-longGame', around: '.option' }], tick: 'setup-option-longGame' },
  // ADV-LENGTH-2, ADV-LENGTH-4, WIN-3: cards needed to win.
  { id: 'basicGoal', lesson: 'advanced', anchors: [{ testid: 'setup-basic-goal', around: '.option' }] },
  { id: 'advancedDone', lesson: 'advanced', anchors: [{ testid: 'setup-start' }] },
];

/** Index in STEPS of a lesson's first step. */
export function firstStep(lesson: LessonId): number {
  return STEPS.findIndex((s) => s.lesson === lesson);
}

/** Index in STEPS of a lesson's last step. */
export function lastStep(lesson: LessonId): number {
  let last = -1;
  STEPS.forEach((s, i) => s.lesson === lesson && (last = i));
  return last;
}

/** How many SCRIPT actions come before step `i` (what resuming at that step replays). */
export function scriptBefore(i: number): number {
  let n = 0;
  for (let k = 0; k < i && k < STEPS.length; k++) n += STEPS[k].actions ?? 0;
  return n;
}

/** Checks the lessons against the script (a test keeps them in step). */
export function scriptLength(): number {
  return scriptBefore(STEPS.length);
}

export { SCRIPT };
