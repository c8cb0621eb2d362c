// The message log in plain English: one sentence per engine event (src/shared/engine/events.ts),
// with card names from the catalog. Pure: tested in Node against every event type.
//
// An attack is told in two beats: its announcement, then its result, which repeats the attacker
// and aiders ("Alice's attack with the Mafia, aided by the C.I.A., to control the Yuppies: needs 9,
// rolled 6, success"). That is why a Describer remembers the last announced attack. The player is
// the sentence's subject, not the card: many card names are plural ("the UFOs", "the Moonies") and
// a verb after them would not agree.
import { special, type AttackKind } from '../../../shared/cards';
import type { GameEvent, GameEventType, Privilege, Seat } from '../../../shared/engine';
import { gameOverSentence } from '../logic/end-reason';
import { arrowRef, capitalize, cardName, cardRef, count, listOf, mb, type SeatNamer } from '../logic/names';

export interface DescribeContext {
  seatName: SeatNamer;
  /** How a winner won (logic/end-reason.ts wonBy), when the table knows the outcome. */
  wonBy?: (seat: Seat) => string;
}

type Ev<T extends GameEventType> = Extract<GameEvent, { type: T }>;
type Declared = Ev<'attackDeclared'>;

interface Memory {
  lastAttack: Declared | null;
}

type Sentences = { [T in GameEventType]: (e: Ev<T>, ctx: DescribeContext, mem: Memory) => string };

const VERB: Record<AttackKind, string> = { control: 'control', neutralize: 'neutralize', destroy: 'destroy' };

const RELEASE_REASON: Record<Ev<'groupsReleased'>['reason'], string> = {
  neutralized: 'after a neutralization',
  masterDestroyed: 'because their master was destroyed',
  noRoom: 'because no open arrow was left for them',
  dropped: 'when dropped',
  upkeep: 'because the upkeep could not be paid',
  left: 'because their owner left the game',
  eliminated: 'because their owner was eliminated',
  captured: 'because they did not fit after the capture',
};


function who(ctx: DescribeContext, seat: Seat | null): string {
  return seat === null ? 'Nobody' : ctx.seatName(seat);
}

function ref(ctx: DescribeContext, id: string): string {
  return cardRef(id, ctx.seatName);
}

function specialName(id: string | null): string {
  if (!id || id === 'hidden') return 'a special card';
  try {
    return special(id).name;
  } catch {
    return cardName(id);
  }
}

function privilegeText(p: Privilege | null): string {
  if (!p) return '';
  return p.kind === 'bavarian' ? ', privileged by the Bavarian Illuminati (5 MB)' : `, privileged by discarding ${specialName(p.card)}`;
}

/** "the Mafia, aided by the C.I.A.," — the subject of an attack sentence. */
function attackSubject(ctx: DescribeContext, attacker: string, aiders: readonly string[]): string {
  const head = ref(ctx, attacker);
  return aiders.length ? `${head}, aided by ${listOf(aiders.map((a) => ref(ctx, a)))},` : head;
}

function outcomeWord(success: boolean): string {
  return success ? 'success' : 'failure';
}

function bundleText(ctx: DescribeContext, money: number, specials: number, groups: readonly string[]): string {
  const parts: string[] = [];
  if (money) parts.push(mb(money));
  if (specials) parts.push(count(specials, 'special card'));
  for (const g of groups) parts.push(ref(ctx, g));
  return parts.length ? listOf(parts) : 'nothing';
}

const SENTENCES: Sentences = {
  gameStarted: (e, ctx) => {
    const seats = e.illuminati.map((il, seat) => `${ctx.seatName(seat)} (${il ? cardName(il) : 'face down'})`);
    const rolls = e.rolls.some((r) => r.length) ? ` Rolls for first player: ${e.rolls.map((r, seat) => `${ctx.seatName(seat)} ${r.join(' then ') || '-'}`).join(', ')}.` : '';
    return `The game begins with ${listOf(seats)}.${rolls} ${ctx.seatName(e.first)} goes first. Basic goal: ${count(e.basicGoal, 'card')} in a power structure.`;
  },
  goalChosen: (e, ctx) => (e.goal ? `${ctx.seatName(e.seat)} secretly chose the goal of ${ref(ctx, e.goal)}.` : `${ctx.seatName(e.seat)} chose a secret goal.`),
  turnStarted: (e, ctx) => `Turn ${e.turn}: ${ctx.seatName(e.seat)} begins a turn.`,
  incomeCollected: (e, ctx) => `${ctx.seatName(e.seat)} collects ${mb(e.total)} of income.`,
  taxCollected: (e, ctx) => `The I.R.S. of ${ctx.seatName(e.seat)} collects ${mb(e.amount)} in tax from ${ctx.seatName(e.from)}.`,
  taxExcused: (e, ctx) => `${ctx.seatName(e.seat)} excuses ${listOf(e.excused.map(ctx.seatName))} from the I.R.S. tax.`,
  upkeepPaid: (e, ctx) => `${ctx.seatName(e.seat)} pays ${mb(e.amount)} upkeep for the Post Office from ${ref(ctx, e.card)}.`,
  cardDrawn: (e, ctx) => {
    if (e.kind === 'group') return `${ctx.seatName(e.seat)} draws ${e.card ? ref(ctx, e.card) : 'a group'}, for the uncontrolled groups.`;
    return e.card ? `${ctx.seatName(e.seat)} draws the special card ${specialName(e.card)}.` : `${ctx.seatName(e.seat)} draws a special card.`;
  },
  specialReturned: () => 'A special card turned up during setup and was shuffled back into the deck.',
  targetAdded: (e, ctx) => `${capitalize(ref(ctx, e.card))} joins the uncontrolled groups as a new target.`,
  specialDiscarded: (e, ctx) => `${e.seat === null ? 'A player' : ctx.seatName(e.seat)} discards ${specialName(e.card)} (${e.reason}).`,
  deckEmpty: () => 'The deck is empty.',
  attackDeclared: (e, ctx, mem) => {
    mem.lastAttack = e;
    const target = e.defender === null ? ref(ctx, e.target) : `${ref(ctx, e.target)} of ${ctx.seatName(e.defender)}`;
    return `${ctx.seatName(e.seat)} attacks with ${attackSubject(ctx, e.attacker, e.aiders)} to ${VERB[e.kind]} ${target}${privilegeText(e.privilege)}. Needs ${e.base} or less before money.`;
  },
  moneySpent: (e, ctx) => {
    const side = e.delta >= 0 ? 'for' : 'against';
    return `${ctx.seatName(e.seat)} spends ${mb(e.amount)} from ${ref(ctx, e.card)} ${side} the attack (${e.delta >= 0 ? '+' : ''}${e.delta}); it now needs ${e.needed} or less.`;
  },
  floorPassed: (e, ctx) => `${ctx.seatName(e.seat)} passes.`,
  privilegeAbolished: (e, ctx) => `${ctx.seatName(e.seat)} abolishes the privilege of the attack${e.cards.length ? ` with ${listOf(e.cards.map(specialName))}` : ''}.`,
  attackCalledOff: (e, ctx) => `${ctx.seatName(e.seat)} calls off the attack.`,
  diceRolled: (e, ctx) => `${ctx.seatName(e.seat)} rolls ${e.dice[0]} and ${e.dice[1]}: ${e.roll} against ${e.needed} needed, ${outcomeWord(e.success)}.`,
  attackResolved: (e, ctx, mem) => {
    const a = mem.lastAttack && mem.lastAttack.target === e.target && mem.lastAttack.seat === e.seat ? mem.lastAttack : null;
    const subject = a ? `${ctx.seatName(e.seat)}'s attack with ${attackSubject(ctx, a.attacker, a.aiders)}` : `${ctx.seatName(e.seat)}'s attack`;
    return `${subject} to ${VERB[e.kind]} ${ref(ctx, e.target)}: needs ${e.needed}, rolled ${e.roll}, ${outcomeWord(e.success)}.`;
  },
  groupCaptured: (e, ctx) =>
    `${ctx.seatName(e.seat)} takes control of ${ref(ctx, e.group)}${e.from === null ? '' : ` from ${ctx.seatName(e.from)}`}${e.moneyKept ? `, keeping ${mb(e.moneyKept)} of its money` : ''}.`,
  groupPlaced: (e, ctx) => `${ctx.seatName(e.seat)} places ${ref(ctx, e.group)} on ${arrowRef(e.master, e.arrow, ctx.seatName)}.`,
  groupNeutralized: (e, ctx) => `${ctx.seatName(e.seat)} neutralizes ${ref(ctx, e.group)} of ${ctx.seatName(e.from)}; it becomes uncontrolled.`,
  groupDestroyed: (e, ctx) => `${ctx.seatName(e.seat)} destroys ${ref(ctx, e.group)}${e.from === null ? '' : ` of ${ctx.seatName(e.from)}`}; it goes to the dead pile.`,
  groupsReleased: (e, ctx) => `${capitalize(listOf(e.groups.map((g) => ref(ctx, g))))} of ${ctx.seatName(e.seat)} become${e.groups.length === 1 ? 's' : ''} uncontrolled ${RELEASE_REASON[e.reason] ?? ''}.`.replace(' .', '.'),
  moneyTransferred: (e, ctx) => `${ctx.seatName(e.seat)} moves ${mb(e.amount)} from ${ref(ctx, e.fromCard)} to ${ref(ctx, e.toCard)}${e.free ? ' (free transfer)' : ''}.`,
  groupMoved: (e, ctx) => `${ctx.seatName(e.seat)} moves ${ref(ctx, e.group)} to ${arrowRef(e.master, e.arrow, ctx.seatName)}.`,
  giftGiven: (e, ctx) => {
    const what = e.cards && e.cards.length ? listOf([...(e.money ? [mb(e.money)] : []), ...e.cards.map(specialName)]) : bundleText(ctx, e.money, e.specials, []);
    return `${ctx.seatName(e.fromSeat)} gives ${ctx.seatName(e.toSeat)} ${what}.`;
  },
  offerMade: (e, ctx) =>
    `${ctx.seatName(e.fromSeat)} offers ${ctx.seatName(e.toSeat)} ${bundleText(ctx, e.money[0], e.specials[0], e.groupsGiven)} for ${bundleText(ctx, e.money[1], e.specials[1], e.groupsAsked)}.`,
  offerAnswered: (e, ctx) => `${ctx.seatName(e.toSeat)} ${e.accepted ? 'accepts' : 'refuses'} the offer of ${ctx.seatName(e.fromSeat)}.`,
  groupChangedHands: (e, ctx) => `${capitalize(ref(ctx, e.group))} passes from ${ctx.seatName(e.fromSeat)} to ${ctx.seatName(e.toSeat)}, on ${arrowRef(e.master, e.arrow, ctx.seatName)}.`,
  treasuriesSet: (e, ctx) => {
    const total = Object.values(e.amounts).reduce((a, b) => a + b, 0);
    return `${ctx.seatName(e.seat)} redistributes the money of the power structure (${mb(total)} in all).`;
  },
  structureReorganized: (e, ctx) => `${ctx.seatName(e.seat)} reorganizes the power structure.`,
  recyclersUsed: (e, ctx) => `The Recyclers of ${ctx.seatName(e.seat)} pay 5 MB for an extra card.`,
  alignmentShifted: (e, ctx) => {
    const change = e.add && e.remove ? `${e.add} instead of ${e.remove}` : e.add ? `${e.add} as well` : `no longer ${e.remove}`;
    return `The Orbital Mind Control Lasers of ${ctx.seatName(e.seat)} make ${ref(ctx, e.target)} ${change} until the end of the turn.`;
  },
  turnPassed: (e, ctx) => `${ctx.seatName(e.seat)} passes the turn and collects 5 MB.`,
  phaseChanged: (e, ctx) => `${ctx.seatName(e.seat)} moves on to the ${e.phase} phase.`,
  playerEliminated: (e, ctx) => `${ctx.seatName(e.seat)} is eliminated${e.by === null ? '' : ` by ${ctx.seatName(e.by)}`}.`,
  playerLeft: (e, ctx) => `${ctx.seatName(e.seat)} leaves the game.`,
  turnEnded: (e, ctx) => `${ctx.seatName(e.seat)} ends turn ${e.turn}.`,
  accused: (e, ctx) => `${ctx.seatName(e.seat)} accuses ${ctx.seatName(e.accused)} of being ${ref(ctx, e.guess)}: ${e.correct ? 'right' : 'wrong'}.`,
  illuminatiRevealed: (e, ctx) =>
    `${ctx.seatName(e.seat)}'s Illuminati is revealed: ${ref(ctx, e.illuminati)}${e.reason === 'accusation' ? ' (a correct accusation)' : ' (it used its ability)'}.`,
  valuesClaimed: (e, ctx) => {
    const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
    return `${ctx.seatName(e.seat)} now states Power ${signed(e.power)} and Income ${signed(e.income)} for the face-down Illuminati.`;
  },
  gameEnded: (e, ctx) => gameOverSentence(e.winners, e.reason, ctx.seatName, ctx.wonBy),
  specialPlayed: (e, ctx) => `${ctx.seatName(e.seat)} plays ${specialName(e.card)}.`,
  specialCancelled: (e, ctx) => `${ctx.seatName(e.by)} cancels the ${specialName(e.card)} of ${ctx.seatName(e.seat)} with Secrets Man Was Not Meant To Know.`,
  specialFizzled: (e, ctx) => `The ${specialName(e.card)} of ${ctx.seatName(e.seat)} has no effect: ${e.reason}`,
  privilegeCancelled: (e, ctx) => `The attack of ${ctx.seatName(e.seat)} is no longer privileged.`,
  rollChanged: (e, ctx) => `${ctx.seatName(e.seat)} changes the roll: it now counts as ${e.roll} against ${e.needed} needed, ${outcomeWord(e.success)}.`,
  turnSkipped: (e, ctx) => `${ctx.seatName(e.by)} calls the Senate Investigating Committee: ${ctx.seatName(e.seat)} skips this turn.`,
  incomeDoubled: (e, ctx) => `${ctx.seatName(e.seat)} doubles this turn's income with Market Manipulation.`,
  groupRevived: (e, ctx) => `${ctx.seatName(e.seat)} brings ${ref(ctx, e.group)} back from the dead pile to the uncontrolled groups.`,
  groupBribed: (e, ctx) => `${ctx.seatName(e.seat)} bribes ${ref(ctx, e.group)} onto ${arrowRef(e.master, e.arrow, ctx.seatName)}.`,
  interferenceJoined: (e, ctx) => `${ctx.seatName(e.seat)} plays Interference and may interfere in this privileged attack.`,
  intelGained: (e, ctx) => {
    const i = e.intel;
    if (i.kind === 'hand') return `Computer Espionage: ${ctx.seatName(i.seat)} holds ${i.cards.length ? listOf(i.cards.map(specialName)) : 'no special cards'}.`;
    return `Computer Espionage: ${ref(ctx, i.card)} holds ${mb(i.money)}.`;
  },
  moneyGained: (e, ctx) => `${ctx.seatName(e.seat)} trades in ${specialName(e.card)} for ${mb(e.amount)}.`,
};

/** Every event type the log can tell; a test checks it against the engine's union. */
export const DESCRIBED_TYPES = Object.keys(SENTENCES) as GameEventType[];

export interface Describer {
  (e: GameEvent): string;
}

/** A describer for one log, read in order (it remembers the last attack announced). */
export function createDescriber(ctx: DescribeContext): Describer {
  const mem: Memory = { lastAttack: null };
  return (e) => {
    const f = SENTENCES[e.type] as ((e: GameEvent, ctx: DescribeContext, mem: Memory) => string) | undefined;
    if (!f) return `Something happened (${String((e as { type?: unknown }).type)}).`;
    return f(e, ctx, mem);
  };
}

/** One event on its own (no memory of earlier events). */
export function describe(e: GameEvent, ctx: DescribeContext): string {
  return createDescriber(ctx)(e);
}
