// From filled-in controls to an Action the engine accepts. Every builder checks its inputs against
// the legal template it fills (the same ranges `instantiate` in engine/legal.ts draws from) and
// answers with a plain message instead of an action when they do not fit, so a bad form never
// reaches the host. The host checks everything again; these checks only give early, clear words,
// in the language on screen (`msg`: the builders' parameter `t` is the legal template).
import type { Alignment, IlluminatiId, Side, SpecialId } from '../../../shared/cards';
import type { Action, Attach, Bundle, Privilege, Seat } from '../../../shared/engine';
import { t as msg } from '../i18n';
import { mb, num } from '../i18n/format';
import type { Legal, LegalPlay } from './action-menu';

export type Built = { ok: true; action: Action } | { ok: false; error: string };

const ok = (action: Action): Built => ({ ok: true, action });
const fail = (error: string): Built => ({ ok: false, error });

function wholeIn(n: unknown, min: number, max: number): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
}

function subsetOf<T>(xs: readonly T[], of: readonly T[]): boolean {
  return new Set(xs).size === xs.length && xs.every((x) => of.includes(x));
}

export function privilegeKey(p: Privilege | null): string {
  return p === null ? 'none' : p.kind === 'bavarian' ? 'bavarian' : `special:${p.card}`;
}

export function buildAttack(t: Legal<'attack'>, aiders: readonly string[], privilege: Privilege | null): Built {
  if (!subsetOf(aiders, t.aidOptions)) return fail(msg('actions.error.aiders'));
  const pk = privilegeKey(privilege);
  const chosen = t.privilegeOptions.find((p) => privilegeKey(p) === pk);
  if (chosen === undefined) return fail(msg('actions.error.privilege'));
  return ok({ type: 'attack', attacker: t.attacker, target: t.target, kind: t.kind, aiders: [...aiders], privilege: chosen });
}

export function buildSpend(t: Legal<'spend'>, amount: number): Built {
  if (!wholeIn(amount, 1, t.max)) return fail(msg('actions.error.spend', { max: num(t.max) }));
  return ok({ type: 'spend', card: t.card, amount, ...(t.side ? { side: t.side } : {}) });
}

export function buildTransfer(t: Legal<'transferMoney'>, amount: number): Built {
  if (!wholeIn(amount, 1, t.max)) return fail(msg('actions.error.transfer', { max: num(t.max) }));
  return ok({ type: 'transferMoney', from: t.from, to: t.to, amount, free: t.free });
}

export function buildPlaceCaptured(t: Legal<'placeCaptured'>, transfer: number): Built {
  if (!wholeIn(transfer, 0, t.maxTransfer)) return fail(msg('actions.error.placeTransfer', { max: num(t.maxTransfer) }));
  return ok({ type: 'placeCaptured', arrow: t.arrow, transfer });
}

export function buildGift(t: Legal<'gift'>, money: number, specials: readonly SpecialId[]): Built {
  if (!wholeIn(money, 0, t.maxMoney)) return fail(msg('actions.error.giftMoney', { max: num(t.maxMoney) }));
  if (!subsetOf(specials, t.specials)) return fail(msg('actions.error.giftSpecials'));
  if (money === 0 && specials.length === 0) return fail(msg('actions.error.giftEmpty'));
  return ok({ type: 'gift', to: t.to, money, specials: [...specials] });
}

export interface OfferForm {
  give: Bundle;
  /** What is asked for: money and groups (hidden special cards cannot be asked for by name). */
  get: { money: number; groups: Bundle['groups'] };
  /** Where each group asked for would be attached in the offering player's structure. */
  getPlace: Attach[];
}

export function buildOffer(t: Legal<'offer'>, f: OfferForm, limits: { myMoney: number; theirMoney: number }): Built {
  if (!wholeIn(f.give.money, 0, limits.myMoney)) return fail(msg('actions.error.offerMoney', { max: num(limits.myMoney) }));
  if (!wholeIn(f.get.money, 0, limits.theirMoney)) return fail(msg('actions.error.askMoney', { max: num(limits.theirMoney) }));
  if (new Set(f.give.groups).size !== f.give.groups.length || new Set(f.get.groups).size !== f.get.groups.length) return fail(msg('actions.error.groupsTwice'));
  if (new Set(f.give.specials).size !== f.give.specials.length) return fail(msg('actions.error.specialsTwice'));
  if (f.give.money + f.give.specials.length + f.give.groups.length + f.get.money + f.get.groups.length === 0) return fail(msg('actions.error.offerEmpty'));
  for (const g of f.get.groups) if (!f.getPlace.some((p) => p.id === g)) return fail(msg('actions.error.offerPlace'));
  return ok({
    type: 'offer',
    to: t.to,
    give: { money: f.give.money, specials: [...f.give.specials], groups: [...f.give.groups] },
    get: { money: f.get.money, specials: [], groups: [...f.get.groups] },
    getPlace: f.get.groups.map((g) => {
      const p = f.getPlace.find((x) => x.id === g)!;
      return { id: g, master: p.master, arrow: p.arrow };
    }),
  });
}

export function buildAnswer(accept: boolean, received: readonly string[], place: readonly Attach[]): Built {
  if (!accept) return ok({ type: 'answerOffer', accept: false, place: [] });
  for (const g of received) if (!place.some((p) => p.id === g)) return fail(msg('actions.error.answerPlace'));
  const keys = received.map((g) => place.find((p) => p.id === g)!).map((p) => `${p.master}/${p.arrow}`);
  if (new Set(keys).size !== keys.length) return fail(msg('actions.error.answerArrows'));
  return ok({ type: 'answerOffer', accept: true, place: received.map((g) => ({ ...place.find((p) => p.id === g)! })) });
}

/** Gnomes of Zurich (setTreasuries) and White Collar Crime: every card an amount, adding up to the total. */
export function checkAmounts(cards: readonly string[], total: number, amounts: Record<string, number>): string | null {
  for (const c of cards) if (!wholeIn(amounts[c], 0, Number.MAX_SAFE_INTEGER)) return msg('actions.error.treasury');
  const sum = cards.reduce((a, c) => a + amounts[c], 0);
  return sum === total ? null : msg('actions.error.amountsSum', { sum: mb(sum), total: mb(total) });
}

function pickAmounts(cards: readonly string[], amounts: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of cards) out[c] = amounts[c];
  return out;
}

export function buildSetTreasuries(t: Legal<'setTreasuries'>, amounts: Record<string, number>): Built {
  const why = checkAmounts(t.cards, t.total, amounts);
  return why ? fail(why) : ok({ type: 'setTreasuries', amounts: pickAmounts(t.cards, amounts) });
}

export function buildTax(t: Legal<'tax'>, excuse: readonly Seat[]): Built {
  if (!subsetOf(excuse, t.seats)) return fail(msg('actions.error.excuse'));
  return ok({ type: 'tax', excuse: [...excuse] });
}

export function buildAbolish(t: Legal<'abolishPrivilege'>, a: SpecialId, b: SpecialId): Built {
  if (a === b || !t.cards.includes(a) || !t.cards.includes(b)) return fail(msg('actions.error.abolish'));
  return ok({ type: 'abolishPrivilege', discard: [a, b] });
}

export function buildChooseGoal(t: Legal<'chooseGoal'>, goal: IlluminatiId): Built {
  return t.goals.includes(goal) ? ok({ type: 'chooseGoal', goal }) : fail(msg('actions.error.goal'));
}

/** Hidden Illuminati (ADV-HIDDEN-ILLUM-2): what to hold back; null takes or applies all of it. */
export function buildConceal(t: Legal<'conceal'>, income: number | null, power: number | null, ability: boolean): Built {
  if (income !== null && !wholeIn(income, 0, t.maxIncome)) return fail(msg('actions.error.concealIncome', { max: num(t.maxIncome) }));
  if (power !== null && !wholeIn(power, 0, t.maxPower)) return fail(msg('actions.error.concealPower', { max: num(t.maxPower) }));
  return ok({ type: 'conceal', income, power, ability: t.ability ? ability : true });
}

export function buildShift(t: Legal<'shiftAlignment'>, target: string, change: { add?: Alignment; remove?: Alignment }): Built {
  if (!(t.targets as readonly string[]).includes(target)) return fail(msg('actions.error.shiftTarget'));
  if (!change.add && !change.remove) return fail(msg('actions.error.shiftChange'));
  return ok({ type: 'shiftAlignment', target: target as Legal<'shiftAlignment'>['targets'][number], ...(change.add ? { add: change.add } : {}), ...(change.remove ? { remove: change.remove } : {}) });
}

export function buildReplace(t: Legal<'replaceSpecial'>, card: SpecialId | null): Built {
  if (card !== null && !t.cards.includes(card)) return fail(msg('actions.error.replace'));
  return ok({ type: 'replaceSpecial', card });
}

/** GIVE-6: one of the engine's choices of overlapping cards to send away (compared as sets). */
export function buildFit(choices: readonly Legal<'fitReceived'>[], release: readonly string[]): Built {
  const same = choices.find((c) => c.release.length === release.length && release.every((x) => (c.release as readonly string[]).includes(x)));
  if (!same) return fail(msg('actions.error.fit'));
  return ok({ type: 'fitReceived', release: [...same.release] });
}

export interface PlayExtras {
  aiders?: readonly string[];
  amounts?: Record<string, number>;
}

/** A special card play: the listed play itself, with aiders (Whispering Campaign) or amounts (White Collar Crime) filled in. */
export function buildPlaySpecial(play: LegalPlay, extras: PlayExtras = {}): Built {
  const { aidOptions, amountsOver, ...a } = play;
  const action = { ...a };
  if (aidOptions) {
    const aiders = extras.aiders ?? [];
    if (!subsetOf(aiders, aidOptions)) return fail(msg('actions.error.aiders'));
    action.aiders = [...aiders];
  }
  if (amountsOver) {
    const amounts = extras.amounts ?? {};
    const why = checkAmounts(amountsOver.cards, amountsOver.total, amounts);
    if (why) return fail(why);
    action.amounts = pickAmounts(amountsOver.cards, amounts);
  }
  return ok(action);
}

export function buildReorganize(layout: readonly Attach[]): Built {
  if (new Set(layout.map((x) => x.id)).size !== layout.length) return fail(msg('actions.error.reorganize'));
  return ok({ type: 'reorganize', layout: layout.map((x) => ({ id: x.id, master: x.master, arrow: x.arrow as Side })) });
}
