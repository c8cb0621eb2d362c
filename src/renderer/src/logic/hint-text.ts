// A hint in words (issue 20): the suggested action in one sentence and the one or two sentences
// why, built from the host's structured reasons (shared/protocol/hint.ts) in the language on screen,
// and the cards the table highlights for it (for an attack the attacker, its aiders and the target;
// for a placement or a move the group and the card whose arrow takes it; in an attack window the
// attack's cards). Pure: tested in Node.
import type { Action, Observation } from '../../../shared/engine';
import { hiddenCardId } from '../../../shared/engine';
import type { HintReason } from '../../../shared/protocol/hint';
import { t } from '../i18n';
import { mb, num, percent } from '../i18n/format';
import { attackWindowOf } from './attack-draft';
import { arrowRef, capitalize, cardRef, listOf, oneStop, type SeatNamer } from './names';

/**
 * The suggested action, one sentence. Without the observation of the moment (the review's list of
 * rated decisions, away from their step) a spend names no side unless the action does, and a
 * placement names no group.
 */
export function hintAction(a: Action, obs: Observation | null, seatName: SeatNamer): string {
  const ref = (id: string) => cardRef(id, seatName);
  const say = (key: string, named: Record<string, unknown> = {}) => capitalize(oneStop(t(`hints.do.${key}`, named)));
  switch (a.type) {
    case 'attack': {
      const named = { target: ref(a.target), attacker: ref(a.attacker), kind: t(`hints.do.kind.${a.kind}`), aiders: listOf(a.aiders.map(ref)) };
      const first = say(a.aiders.length ? 'attackAided' : 'attack', named);
      return a.privilege ? `${first} ${say('privileged')}` : first;
    }
    case 'spend': {
      const named = { money: mb(a.amount), card: ref(a.card) };
      if (a.side === undefined && !obs) return say('spendOn', named);
      const w = obs ? attackWindowOf(obs.pending) : null;
      const against = a.side === 'against' || (a.side === undefined && w !== null && w.attackSeat !== obs?.viewer);
      return say(against ? 'spendAgainst' : 'spendFor', named);
    }
    case 'placeCaptured': {
      const w = obs?.pending?.kind === 'capture' ? obs.pending : null;
      if (!w) return say(a.transfer > 0 ? 'placeCapturedSomeMoney' : 'placeCapturedSome', { money: mb(a.transfer) });
      const named = { group: ref(w.target), arrow: arrowRef(w.attacker, a.arrow, seatName), money: mb(a.transfer) };
      return say(a.transfer > 0 ? 'placeCapturedMoney' : 'placeCaptured', named);
    }
    case 'transferMoney':
      return say('transferMoney', { money: mb(a.amount), from: ref(a.from), to: ref(a.to) });
    case 'moveGroup':
      return say('moveGroup', { group: ref(a.group), arrow: arrowRef(a.master, a.arrow, seatName) });
    case 'dropGroup':
      return say('dropGroup', { group: ref(a.group) });
    case 'gift':
      return say('gift', { name: seatName(a.to), what: bundleText({ money: a.money, specials: a.specials, groups: [] }, ref) });
    case 'offer':
      return say('offer', { name: seatName(a.to), give: bundleText(a.give, ref), get: bundleText(a.get, ref) });
    case 'answerOffer':
      return say(a.accept ? 'acceptOffer' : 'refuseOffer');
    case 'shiftAlignment':
      return say('shiftAlignment', { group: ref(a.target) });
    case 'playSpecial':
      return say('playSpecial', { card: ref(a.card) });
    case 'useRecyclers':
      return say('useRecyclers', { card: ref('recyclers') });
    case 'chooseGoal':
      return say('chooseGoal', { card: ref(a.goal) });
    case 'accuse':
      return say('accuse', { name: seatName(a.seat), card: ref(a.illuminati) });
    case 'passTurn':
      return say('passTurn', { money: mb(5) });
    case 'conceal': {
      if (a.income === null && a.power === null && a.ability) return say('concealNone');
      const all = t('log.concealAll');
      const named = { income: a.income === null ? all : mb(a.income), power: a.power === null ? all : num(a.power) };
      return say(a.ability ? 'conceal' : 'concealNoAbility', named);
    }
    default:
      return say(a.type);
  }
}

/** What changes hands: "10 MB and the Mafia", or "nothing". */
function bundleText(b: { money: number; specials: readonly string[]; groups: readonly string[] }, ref: (id: string) => string): string {
  const items = [...(b.money > 0 ? [mb(b.money)] : []), ...b.specials.map(ref), ...b.groups.map(ref)];
  return items.length ? listOf(items) : t('hints.do.nothing');
}

/** A goal's progress in words ("5 of 13 cards in the power structure"), as the end screen says it. */
function progressText(r: { after: number; need: number; measure: string; alignment?: string }): string {
  return t(`end.measure.${r.measure}`, { have: num(r.after), need: num(r.need), alignment: r.alignment ? t(`common.alignment.${r.alignment}`) : '' });
}

/** One sentence for one reason; `attack`: the reasons are an attack's (its effects only if it succeeds). */
export function reasonText(r: HintReason, seatName: SeatNamer, attack = false): string {
  const say = (key: string, named: Record<string, unknown> = {}) => t(`hints.why.${key}`, named);
  switch (r.kind) {
    case 'odds': {
      const named = { needed: num(r.needed), chance: percent(r.chance) };
      if (!r.spend) return say(r.chance > 0 ? 'odds' : 'oddsNever', named);
      const spent = { money: mb(r.spend.money), spentNeeded: num(r.spend.needed), spentChance: percent(r.spend.chance) };
      return say(r.chance > 0 ? 'oddsSpend' : 'oddsNeverSpend', { ...named, ...spent });
    }
    case 'goal':
      return say(attack ? 'goalIf' : 'goal', { have: num(r.have), after: num(r.after), need: num(r.need) });
    case 'special':
      return say(r.pick ? 'specialPick' : 'special', { have: num(r.have), progress: progressText(r) });
    case 'rival': {
      const key = r.declined ? 'rivalDeclined' : r.after < r.have ? (attack ? 'rivalBackIf' : 'rivalBack') : 'rivalOn';
      return say(key, { name: seatName(r.seat), have: num(r.have), progress: progressText(r) });
    }
    case 'threat':
      return say('threat', { name: seatName(r.seat), have: num(r.have), need: num(r.need) });
    case 'spend':
      return say(r.side === 'for' ? 'spendFor' : 'spendAgainst', { before: percent(r.before), after: percent(r.after) });
    case 'chance':
      return say('chance', { before: percent(r.before), after: percent(r.after) });
    case 'hold':
      return say(r.mine ? 'holdMine' : 'holdOther', { chance: percent(r.chance) });
    case 'callOff':
      return say('callOff', { chance: percent(r.chance) });
    case 'arrows':
      return t(`hints.why.${r.most ? 'arrowsMost' : 'arrows'}`, { n: num(r.open) }, r.open);
    case 'rest':
      if (r.best) return say('restBest', { money: mb(r.money), needed: num(r.best.needed), chance: percent(r.best.chance) });
      return say('rest', { money: mb(r.money) });
    case 'money':
      return say(r.before === r.after ? 'moneySame' : 'money', { before: mb(r.before), after: mb(r.after) });
    case 'treasury':
      return capitalize(say('treasury', { card: cardRef(r.card, seatName), before: mb(r.before), after: mb(r.after) }));
    case 'cards':
      return say('cards', { before: num(r.before), after: num(r.after) });
    case 'protection':
      return say(r.bot ? 'protectionBot' : 'protectionHuman', { name: seatName(r.seat), money: mb(r.money) });
    case 'paid':
      return say('paid', { name: seatName(r.seat), money: mb(r.money) });
    case 'belief':
      return say('belief', { name: seatName(r.seat), chance: percent(r.chance) });
    case 'keep':
      return t('hints.why.keep', { n: num(r.cards) }, Math.min(r.cards, 2));
    case 'conceal':
      return say('conceal', { full: num(r.full), cover: num(r.cover), min: num(r.min) });
    case 'reveal':
      return say(`reveal.${r.why}`, { cover: num(r.cover), min: num(r.min), cost: mb(r.cost), worth: mb(r.worth) });
    case 'cutOff':
      return say('cutOff');
  }
}

/** The reasons as one short paragraph (the host sends one to three); `action`: the action they explain. */
export function hintWhy(reasons: readonly HintReason[], seatName: SeatNamer, action?: Action): string {
  return reasons.map((r) => reasonText(r, seatName, action?.type === 'attack')).join(' ');
}

/** Card ids on the table in `obs` (face-down Illuminati by their stand-in). */
function onTable(obs: Observation): Set<string> {
  const ids = new Set<string>(obs.uncontrolled);
  for (const p of obs.players) {
    ids.add(p.illuminati ?? hiddenCardId(p.seat));
    for (const g of p.groups) ids.add(g.id);
  }
  return ids;
}

/**
 * Where a hinted placement or move puts its group: the group (its places show) and the arrow to
 * light (`<master>/<side>`, the table's key of an arrow place). Null for other actions.
 */
export function hintArrow(a: Action, obs: Observation): { group: string; key: string } | null {
  if (a.type === 'moveGroup') return { group: a.group, key: `${a.master}/${a.arrow}` };
  const c = obs.pending?.kind === 'capture' ? obs.pending : null;
  if (a.type === 'placeCaptured' && c) return { group: c.target, key: `${c.attacker}/${a.arrow}` };
  return null;
}

/** The cards the table highlights for the hint, the acting card first. */
export function hintCards(a: Action, obs: Observation): string[] {
  const named: string[] = [];
  const w = attackWindowOf(obs.pending);
  const c = obs.pending?.kind === 'capture' ? obs.pending : null;
  switch (a.type) {
    case 'attack':
      named.push(a.attacker, ...a.aiders, a.target);
      break;
    case 'spend':
      named.push(a.card, ...(w ? [w.attacker, w.target] : []));
      break;
    case 'pass':
    case 'callOff':
      if (w) named.push(w.attacker, ...w.aiders, w.target);
      break;
    case 'placeCaptured':
      if (c) named.push(c.target, c.attacker);
      break;
    default:
      // Every card the action names (a move's group and master, a transfer's two cards, a special's target...).
      for (const v of Object.values(a)) {
        if (typeof v === 'string') named.push(v);
        else if (Array.isArray(v)) for (const x of v) if (typeof x === 'string') named.push(x);
      }
  }
  const table = onTable(obs);
  return [...new Set(named)].filter((id) => table.has(id));
}
