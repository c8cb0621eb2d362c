// The message log in the language on screen: one sentence per engine event
// (src/shared/engine/events.ts), worded by the message files (i18n/<lang>/log.ts), with card names
// from the catalog and its translations. Pure apart from the current language: tested in Node
// against every event type in every language.
//
// An attack is told in two beats: its announcement, then its result, which repeats the attacker
// and aiders ("Alice's attack with the Mafia, aided by the C.I.A., to control the Yuppies: needs 9,
// rolled 6, success"). That is why a Describer remembers the last announced attack. The player is
// the sentence's subject, not the card: many card names are plural ("the UFOs", "the Moonies") and
// a verb after them would not agree.
import type { Alignment } from '../../../shared/cards';
import type { GameEvent, GameEventType, Privilege, Seat } from '../../../shared/engine';
import { t } from '../i18n';
import { count, num, signed } from '../i18n/format';
import { gameOverSentence } from '../logic/end-reason';
import { arrowRef, capitalize, cardName, cardRef, listOf, mb, oneStop, type SeatNamer } from '../logic/names';

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

/** The engine's discard reasons (free words in events.ts) and their message keys. */
const DISCARD_REASON: Record<string, string> = {
  privilege: 'privilege',
  'drawn while adding targets': 'targets', // i18n-ok: the engine's words, a key here
  'lost: its partner was cancelled': 'partner', // i18n-ok: the engine's words, a key here
};

const PHASES = new Set(['actions', 'transfers', 'special', 'over']);

function ref(ctx: DescribeContext, id: string): string {
  return cardRef(id, ctx.seatName);
}

/** A special card by name, or "a special card" when the viewer may not see which. */
function specialName(id: string | null): string {
  if (!id || id === 'hidden') return t('common.aSpecialCard');
  return cardName(id);
}

function alignmentName(a: Alignment | string): string {
  return t(`common.alignment.${a}`);
}

function privilegeText(p: Privilege | null): string {
  if (!p) return '';
  return p.kind === 'bavarian' ? t('log.privilegeBavarian', { card: cardRef('bavarian-illuminati'), money: mb(5) }) : t('log.privilegeSpecial', { card: specialName(p.card) });
}

/** "the Mafia, aided by the C.I.A.," — the subject of an attack sentence. */
function attackSubject(ctx: DescribeContext, attacker: string, aiders: readonly string[]): string {
  const head = ref(ctx, attacker);
  return aiders.length ? t('log.aided', { card: head, list: listOf(aiders.map((a) => ref(ctx, a))) }) : head;
}

function outcomeWord(success: boolean): string {
  return success ? t('log.success') : t('log.failure');
}

function bundleText(ctx: DescribeContext, money: number, specials: number, groups: readonly string[]): string {
  const parts: string[] = [];
  if (money) parts.push(mb(money));
  if (specials) parts.push(count('common.specialCards', specials));
  for (const g of groups) parts.push(ref(ctx, g));
  return parts.length ? listOf(parts) : t('log.nothing');
}

/** Hidden Illuminati: what the player now holds back (he alone is told, ADV-HIDDEN-ILLUM-2). */
function concealSentence(e: Extract<GameEvent, { type: 'concealChosen' }>, seat: string): string {
  const income = e.income === null ? t('log.concealIncomeAll') : t('log.concealIncome', { money: mb(e.income) });
  const power = e.power === null ? t('log.concealPowerAll') : t('log.concealPower', { n: num(e.power) });
  return t(e.ability ? 'log.concealChosen' : 'log.concealChosenNoAbility', { seat, income, power });
}

const SENTENCES: Sentences = {
  gameStarted: (e, ctx) => {
    const seats = e.illuminati.map((il, seat) => t('log.seatWith', { seat: ctx.seatName(seat), illuminati: il ? cardName(il) : t('common.faceDown') }));
    const rolled = (r: readonly number[]) => (r.length ? r.map(num).reduce((a, b) => t('log.rollThen', { a, b })) : '-');
    const rolls = e.rolls.some((r) => r.length) ? t('log.rolls', { list: e.rolls.map((r, seat) => t('log.seatRolled', { seat: ctx.seatName(seat), rolls: rolled(r) })).join(', ') }) : '';
    return t('log.gameStarted', { seats: listOf(seats), rolls, first: ctx.seatName(e.first), cards: count('common.cards', e.basicGoal) });
  },
  goalChosen: (e, ctx) => (e.goal ? t('log.goalChosenOf', { seat: ctx.seatName(e.seat), card: ref(ctx, e.goal) }) : t('log.goalChosen', { seat: ctx.seatName(e.seat) })),
  turnStarted: (e, ctx) => t('log.turnStarted', { turn: num(e.turn), seat: ctx.seatName(e.seat) }),
  incomeCollected: (e, ctx) => t('log.incomeCollected', { seat: ctx.seatName(e.seat), money: mb(e.total) }),
  taxCollected: (e, ctx) => t('log.taxCollected', { card: capitalize(ref(ctx, 'irs')), seat: ctx.seatName(e.seat), money: mb(e.amount), from: ctx.seatName(e.from) }),
  taxExcused: (e, ctx) => t('log.taxExcused', { seat: ctx.seatName(e.seat), list: listOf(e.excused.map(ctx.seatName)), card: cardName('irs') }),
  upkeepPaid: (e, ctx) => t('log.upkeepPaid', { seat: ctx.seatName(e.seat), money: mb(e.amount), post: ref(ctx, 'post-office'), card: ref(ctx, e.card) }),
  cardDrawn: (e, ctx) => {
    const seat = ctx.seatName(e.seat);
    if (e.kind === 'group') return e.card ? t('log.drawsGroup', { seat, card: ref(ctx, e.card) }) : t('log.drawsAGroup', { seat });
    return e.card ? t('log.drawsSpecial', { seat, card: specialName(e.card) }) : t('log.drawsASpecial', { seat });
  },
  specialReturned: () => t('log.specialReturned'),
  targetAdded: (e, ctx) => t('log.targetAdded', { card: ref(ctx, e.card) }),
  specialDiscarded: (e, ctx) => {
    const key = DISCARD_REASON[e.reason];
    return t('log.specialDiscarded', { seat: e.seat === null ? t('common.aPlayer') : ctx.seatName(e.seat), card: specialName(e.card), reason: key ? t(`log.discardReason.${key}`) : e.reason });
  },
  deckEmpty: () => t('log.deckEmpty'),
  attackDeclared: (e, ctx, mem) => {
    mem.lastAttack = e;
    const target = e.defender === null ? ref(ctx, e.target) : t('log.targetOf', { card: ref(ctx, e.target), seat: ctx.seatName(e.defender) });
    return t(`log.attackDeclared.${e.kind}`, { seat: ctx.seatName(e.seat), subject: attackSubject(ctx, e.attacker, e.aiders), target, privilege: privilegeText(e.privilege), base: num(e.base) });
  },
  moneySpent: (e, ctx) =>
    t(e.delta >= 0 ? 'log.moneySpentFor' : 'log.moneySpentAgainst', { seat: ctx.seatName(e.seat), money: mb(e.amount), card: ref(ctx, e.card), delta: signed(e.delta), needed: num(e.needed) }),
  floorPassed: (e, ctx) => t('log.floorPassed', { seat: ctx.seatName(e.seat) }),
  privilegeAbolished: (e, ctx) =>
    e.cards.length ? t('log.privilegeAbolishedWith', { seat: ctx.seatName(e.seat), cards: listOf(e.cards.map(specialName)) }) : t('log.privilegeAbolished', { seat: ctx.seatName(e.seat) }),
  attackCalledOff: (e, ctx) => t('log.attackCalledOff', { seat: ctx.seatName(e.seat) }),
  diceRolled: (e, ctx) => t('log.diceRolled', { seat: ctx.seatName(e.seat), d1: num(e.dice[0]), d2: num(e.dice[1]), roll: num(e.roll), needed: num(e.needed), result: outcomeWord(e.success) }),
  attackResolved: (e, ctx, mem) => {
    const a = mem.lastAttack && mem.lastAttack.target === e.target && mem.lastAttack.seat === e.seat ? mem.lastAttack : null;
    const seat = ctx.seatName(e.seat);
    const subject = a ? t('log.attackOfWith', { seat, subject: attackSubject(ctx, a.attacker, a.aiders) }) : t('log.attackOf', { seat });
    return t(`log.attackResolved.${e.kind}`, { subject, target: ref(ctx, e.target), needed: num(e.needed), roll: num(e.roll), result: outcomeWord(e.success) });
  },
  groupCaptured: (e, ctx) => {
    const key = e.from === null ? (e.moneyKept ? 'log.groupCapturedKeeping' : 'log.groupCaptured') : e.moneyKept ? 'log.groupCapturedFromKeeping' : 'log.groupCapturedFrom';
    return t(key, { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), from: e.from === null ? '' : ctx.seatName(e.from), money: mb(e.moneyKept) });
  },
  groupPlaced: (e, ctx) => t('log.groupPlaced', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), arrow: arrowRef(e.master, e.arrow, ctx.seatName) }),
  groupNeutralized: (e, ctx) => t('log.groupNeutralized', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), from: ctx.seatName(e.from) }),
  groupDestroyed: (e, ctx) =>
    e.from === null ? t('log.groupDestroyed', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group) }) : t('log.groupDestroyedOf', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), from: ctx.seatName(e.from) }),
  groupsReleased: (e, ctx) =>
    t('log.groupsReleased', { cards: listOf(e.groups.map((g) => ref(ctx, g))), seat: ctx.seatName(e.seat), reason: t(`log.release.${e.reason}`) }),
  moneyTransferred: (e, ctx) =>
    t(e.free ? 'log.moneyTransferredFree' : 'log.moneyTransferred', { seat: ctx.seatName(e.seat), money: mb(e.amount), from: ref(ctx, e.fromCard), to: ref(ctx, e.toCard) }),
  groupMoved: (e, ctx) => t('log.groupMoved', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), arrow: arrowRef(e.master, e.arrow, ctx.seatName) }),
  giftGiven: (e, ctx) => {
    const what = e.cards && e.cards.length ? listOf([...(e.money ? [mb(e.money)] : []), ...e.cards.map(specialName)]) : bundleText(ctx, e.money, e.specials, []);
    return t('log.giftGiven', { from: ctx.seatName(e.fromSeat), to: ctx.seatName(e.toSeat), what });
  },
  offerMade: (e, ctx) =>
    t('log.offerMade', {
      from: ctx.seatName(e.fromSeat),
      to: ctx.seatName(e.toSeat),
      give: bundleText(ctx, e.money[0], e.specials[0], e.groupsGiven),
      get: bundleText(ctx, e.money[1], e.specials[1], e.groupsAsked),
    }),
  offerAnswered: (e, ctx) => t(e.accepted ? 'log.offerAccepted' : 'log.offerRefused', { to: ctx.seatName(e.toSeat), from: ctx.seatName(e.fromSeat) }),
  groupChangedHands: (e, ctx) =>
    t('log.groupChangedHands', { card: ref(ctx, e.group), from: ctx.seatName(e.fromSeat), to: ctx.seatName(e.toSeat), arrow: arrowRef(e.master, e.arrow, ctx.seatName) }),
  treasuriesSet: (e, ctx) => {
    const total = Object.values(e.amounts).reduce((a, b) => a + b, 0);
    return t('log.treasuriesSet', { seat: ctx.seatName(e.seat), money: mb(total) });
  },
  structureReorganized: (e, ctx) => t('log.structureReorganized', { seat: ctx.seatName(e.seat) }),
  recyclersUsed: (e, ctx) => t('log.recyclersUsed', { card: capitalize(ref(ctx, 'recyclers')), seat: ctx.seatName(e.seat), money: mb(5) }),
  alignmentShifted: (e, ctx) => {
    const kind = e.add && e.remove ? 'swap' : e.add ? 'add' : 'remove';
    return t(`log.alignmentShifted.${kind}`, {
      card: capitalize(ref(ctx, 'orbital-mind-control-lasers')),
      seat: ctx.seatName(e.seat),
      target: ref(ctx, e.target),
      add: e.add ? alignmentName(e.add) : '',
      remove: e.remove ? alignmentName(e.remove) : '',
    });
  },
  turnPassed: (e, ctx) => t('log.turnPassed', { seat: ctx.seatName(e.seat), money: mb(5) }),
  phaseChanged: (e, ctx) => t('log.phaseChanged', { seat: ctx.seatName(e.seat), phase: PHASES.has(e.phase) ? t(`log.phase.${e.phase}`) : e.phase }),
  playerEliminated: (e, ctx) => (e.by === null ? t('log.playerEliminated', { seat: ctx.seatName(e.seat) }) : t('log.playerEliminatedBy', { seat: ctx.seatName(e.seat), by: ctx.seatName(e.by) })),
  playerLeft: (e, ctx) => t('log.playerLeft', { seat: ctx.seatName(e.seat) }),
  turnEnded: (e, ctx) => t('log.turnEnded', { seat: ctx.seatName(e.seat), turn: num(e.turn) }),
  accused: (e, ctx) => t(e.correct ? 'log.accusedRight' : 'log.accusedWrong', { seat: ctx.seatName(e.seat), accused: ctx.seatName(e.accused), card: ref(ctx, e.guess) }),
  illuminatiRevealed: (e, ctx) => t(e.reason === 'accusation' ? 'log.revealedByAccusation' : 'log.revealedByAbility', { seat: ctx.seatName(e.seat), card: ref(ctx, e.illuminati) }),
  concealChosen: (e, ctx) => concealSentence(e, ctx.seatName(e.seat)),
  valuesClaimed: (e, ctx) => t('log.valuesClaimed', { seat: ctx.seatName(e.seat), power: signed(e.power, true), income: signed(e.income, true) }),
  gameEnded: (e, ctx) => gameOverSentence(e.winners, e.reason, ctx.seatName, ctx.wonBy),
  specialPlayed: (e, ctx) => t('log.specialPlayed', { seat: ctx.seatName(e.seat), card: specialName(e.card) }),
  specialCancelled: (e, ctx) => t('log.specialCancelled', { by: ctx.seatName(e.by), card: specialName(e.card), seat: ctx.seatName(e.seat), secrets: cardName('secrets-man') }),
  // The reason is the engine's own words (English): engine refusals carry no codes yet.
  specialFizzled: (e, ctx) => t('log.specialFizzled', { card: specialName(e.card), seat: ctx.seatName(e.seat), reason: e.reason }),
  privilegeCancelled: (e, ctx) => t('log.privilegeCancelled', { seat: ctx.seatName(e.seat) }),
  rollChanged: (e, ctx) => t('log.rollChanged', { seat: ctx.seatName(e.seat), roll: num(e.roll), needed: num(e.needed), result: outcomeWord(e.success) }),
  turnSkipped: (e, ctx) => t('log.turnSkipped', { by: ctx.seatName(e.by), card: cardName('senate-investigating-committee'), seat: ctx.seatName(e.seat) }),
  incomeDoubled: (e, ctx) => t('log.incomeDoubled', { seat: ctx.seatName(e.seat), card: cardName('market-manipulation') }),
  groupRevived: (e, ctx) => t('log.groupRevived', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group) }),
  groupBribed: (e, ctx) => t('log.groupBribed', { seat: ctx.seatName(e.seat), card: ref(ctx, e.group), arrow: arrowRef(e.master, e.arrow, ctx.seatName) }),
  interferenceJoined: (e, ctx) => t('log.interferenceJoined', { seat: ctx.seatName(e.seat), card: cardName('interference-1') }),
  intelGained: (e, ctx) => {
    const i = e.intel;
    const card = cardName('computer-espionage');
    if (i.kind === 'hand')
      return i.cards.length ? t('log.intelHand', { card, seat: ctx.seatName(i.seat), cards: listOf(i.cards.map(specialName)) }) : t('log.intelNoHand', { card, seat: ctx.seatName(i.seat) });
    return t('log.intelMoney', { card, group: ref(ctx, i.card), money: mb(i.money) });
  },
  moneyGained: (e, ctx) => t('log.moneyGained', { seat: ctx.seatName(e.seat), card: specialName(e.card), money: mb(e.amount) }),
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
    if (!f) return t('log.unknown', { type: String((e as { type?: unknown }).type) });
    return oneStop(f(e, ctx, mem));
  };
}

/** One event on its own (no memory of earlier events). */
export function describe(e: GameEvent, ctx: DescribeContext): string {
  return createDescriber(ctx)(e);
}
