// How a bot holds back under hidden Illuminati (ADV-HIDDEN-ILLUM-2, AMB-42): it takes less Income,
// applies less Power from its Illuminati card and leaves its self-acting ability unused when the
// full values would let a rival name its card, as long as that costs less than being named is
// worth. A rival reads only the public numbers (money arriving, cards drawn, an attack's number):
// every card whose printed values (plus what may be stated, ADV-HIDDEN-ILLUM-5) reach what the bot
// shows stays possible. The bot keeps at least COVER cards possible, among those nobody shows, so
// that a rival who also knows his own card is still left with two; and it prefers caps that leave
// every rival two cards even when he reads the face-down seats against each other (each holds a
// different card: conceal-match.ts), as long as that too costs less than being named is worth.
import { illuminati, type IlluminatiId } from '../cards';
import { illuminatiSet, type Action, type Conceal, type LegalAction, type Observation, type Shown } from '../engine';
import { fitting, matchCover, reach, ufoBonus } from './conceal-match';

/** Cards a rival must still find possible (his own card may be one of them). */
export const COVER = 3;
/** Cards every rival must still find possible for the bot when he matches the face-down seats against each other (his own card taken out). */
export const MATCH_COVER = 2;
/** The most a bot gives up per turn, in MB, to stay hidden: being named lets rivals block its goal and accuse it for nothing. */
export const HIDE_WORTH = 4;
/** A point of Power held back costs less than a MB: the Illuminati card attacks or aids in some turns only. */
const POWER_COST = 0.5;
/** What leaving the ability unused costs per turn, in MB (the Network's second card is worth most). */
const ABILITY_COST: Record<string, number> = { extraDraw: 3, attackBonus: 1, immuneTo: 1, doubleIncome: 2 };

type Template = Extract<LegalAction, { type: 'conceal' }>;

/**
 * What the seat's card has shown so far, as the table saw it (PlayerState.shown: the most Income
 * and the most Power, from whatever turns): a rival adds them up, so a Triangle that showed 9/9
 * and then 10/8 (Income/Power) fits only the cards that reach 10 and 9. Caps chosen but never
 * used show nothing and may still be lowered.
 */
function shownBy(obs: Observation, me: number): Shown {
  return obs.players[me].shown ?? { income: 0, power: 0 };
}

/** The cards nobody else shows, the seat's full values and what it has shown already. */
function valuesOf(obs: Observation, me: number, t: Template) {
  const p = obs.players[me];
  const id = p.illuminati!;
  const shown = new Set(obs.players.filter((q) => q.seat !== me && q.illuminati).map((q) => q.illuminati!));
  const pool = illuminatiSet(obs.config.edition ?? 'en').filter((c) => !shown.has(c));
  const fullIncome = illuminati(id).income + (obs.config.misstate ? (p.claim?.income ?? 0) : 0);
  const fullPower = Math.min(t.maxPower, illuminati(id).power + ufoBonus(obs, id) + (obs.config.misstate ? (p.claim?.power ?? 0) : 0));
  return { pool, fullIncome, fullPower, was: shownBy(obs, me) };
}

/** Why a bot takes everything (for the hint's reason): the full values were taken once, too few cards could be it, or hiding costs too much. */
export type RevealWhy = 'shown' | 'few' | 'costly';

/**
 * The bot's choice while face down: the cheapest caps that keep COVER cards possible and, where that
 * costs no more than HIDE_WORTH, MATCH_COVER for every rival who reads the face-down seats against
 * each other (conceal-match.ts; `known`: seats a rival knows by what they did, memory evidence).
 * Null (take everything, use the ability) when hiding costs more than HIDE_WORTH or cannot work.
 * Also what it gives up per turn, for the statistics (scripts/hidden-leaks.ts); with null, why and
 * (when it is the cost) what the cheapest hiding would have cost.
 */
export function concealStance(obs: Observation, me: number, t: Template, known: Readonly<Record<number, IlluminatiId>> = {}): { conceal: Conceal | null; cost: number; why?: RevealWhy; would?: number } {
  const p = obs.players[me];
  const id = p.illuminati!;
  // Having taken everything once, the full values are out: holding back again would hide nothing.
  if (p.conceal && p.conceal.income === null) return { conceal: null, cost: 0, why: 'shown' };
  const { pool, fullIncome, fullPower, was } = valuesOf(obs, me, t);
  if (pool.length < COVER) return { conceal: null, cost: 0, why: 'few' };
  const abilityCost = illuminati(id).abilities.reduce((sum, a) => sum + (ABILITY_COST[a.kind] ?? 0), 0);
  type Caps = { income: number; power: number; cost: number };
  let best: Caps | null = null;
  let matched: Caps | null = null;
  // The rivals' readings of the other seats are worked out once, when a choice first needs them.
  let covers: ((fit: readonly IlluminatiId[], need: number) => boolean) | null = null;
  const safe = (fit: IlluminatiId[]) => (covers ??= matchCover(obs, me, known))(fit, MATCH_COVER);
  for (let income = fullIncome; income >= 0; income--) {
    let plain = false;
    // Lower Power only costs more for this Income: the first caps (from the top) that keep each cover are the cheapest.
    for (let power = fullPower; power >= 0; power--) {
      const shown = { income: Math.max(income, was.income), power: Math.max(power, was.power) };
      const fit = pool.filter((c) => reach(obs, c).income >= shown.income && reach(obs, c).power >= shown.power);
      if (fit.length < COVER) continue;
      const cost = fullIncome - income + POWER_COST * (fullPower - power) + abilityCost;
      if (!plain && (!best || cost < best.cost)) best = { income, power, cost };
      plain = true;
      if (!safe(fit)) continue;
      if (!matched || cost < matched.cost) matched = { income, power, cost };
      break;
    }
  }
  // Safe against the matching when that is worth its price; else safe seat by seat, as before.
  if (matched && matched.cost <= HIDE_WORTH) best = matched;
  if (!best) return { conceal: null, cost: 0, why: 'few' };
  if (best.cost > HIDE_WORTH) return { conceal: null, cost: 0, why: 'costly', would: best.cost };
  // Only an ability that shows is left unused: a card without one (the Gnomes' redistribution is an
  // action of its own) gives nothing up, and its choice, the hint and the log should not say it does.
  return { conceal: { income: best.income, power: best.power, ability: !t.ability }, cost: best.cost };
}

/**
 * What a choice hides (the hint's reason): among the cards nobody else shows, how many fit the
 * seat's full values and how many fit `caps` (null: in full), together with what it has shown
 * already. The seat's own card is always among them.
 */
export function concealCover(obs: Observation, me: number, t: Template, caps: { income: number | null; power: number | null }): { full: number; cover: number } {
  const { pool, fullIncome, fullPower, was } = valuesOf(obs, me, t);
  const fit = (income: number, power: number) => pool.filter((c) => reach(obs, c).income >= Math.max(income, was.income) && reach(obs, c).power >= Math.max(power, was.power)).length;
  return { full: fit(fullIncome, fullPower), cover: fit(caps.income ?? fullIncome, Math.min(caps.power ?? fullPower, fullPower)) };
}

/**
 * How many cards, among those nobody shows, fit what the seat has shown while it holds back (null
 * when it holds nothing back). Cards turned up later (accusations) can bring this below COVER:
 * what was shown cannot be taken back, and then the seat can no longer stay hidden.
 */
export function coverOf(obs: Observation, me: number): number | null {
  const p = obs.players[me];
  if (!p.conceal || p.conceal.income === null || !p.illuminati) return null;
  const shown = new Set(obs.players.filter((q) => q.seat !== me && q.illuminati).map((q) => q.illuminati!));
  return fitting(obs, shownBy(obs, me)).filter((c) => !shown.has(c)).length;
}

/**
 * The `conceal` action to send first when the bot's standing choice is not the one it wants now.
 * `known`: what the bot knows every rival knows of a seat's card by what it did (memory evidence:
 * the Bavarian privilege bought).
 */
export function concealMove(obs: Observation, legal: readonly LegalAction[], known: Readonly<Record<number, IlluminatiId>> = {}): Action | null {
  if (obs.viewer === 'spectator') return null;
  const p = obs.players[obs.viewer];
  const t = legal.find((l): l is Template => l.type === 'conceal');
  if (!t) return null;
  const want = concealStance(obs, obs.viewer, t, known).conceal ?? { income: null, power: null, ability: true };
  const now = p.conceal ?? { income: null, power: null, ability: true };
  if (now.income === want.income && now.power === want.power && now.ability === want.ability) return null;
  return { type: 'conceal', ...want };
}
