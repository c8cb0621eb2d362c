// How a bot holds back under hidden Illuminati (ADV-HIDDEN-ILLUM-2, AMB-42): it takes less Income,
// applies less Power from its Illuminati card and leaves its self-acting ability unused when the
// full values would let a rival name its card, as long as that costs less than being named is
// worth. A rival reads only the public numbers (money arriving, cards drawn, an attack's number):
// every card whose printed values (plus what may be stated, ADV-HIDDEN-ILLUM-5) reach what the bot
// shows stays possible. The bot keeps at least COVER cards possible, among those nobody shows, so
// that a rival who also knows his own card is still left with two.
import { illuminati, type IlluminatiId } from '../cards';
import { illuminatiSet, type Action, type Conceal, type LegalAction, type Observation } from '../engine';

/** Cards a rival must still find possible (his own card may be one of them). */
export const COVER = 3;
/** The most a bot gives up per turn, in MB, to stay hidden: being named lets rivals block its goal and accuse it for nothing. */
export const HIDE_WORTH = 4;
/** A point of Power held back costs less than a MB: the Illuminati card attacks or aids in some turns only. */
const POWER_COST = 0.5;
/** What leaving the ability unused costs per turn, in MB (the Network's second card is worth most). */
const ABILITY_COST: Record<string, number> = { extraDraw: 3, attackBonus: 1, immuneTo: 1, doubleIncome: 2 };

type Template = Extract<LegalAction, { type: 'conceal' }>;

/** The values a face-down card can show at most: printed, the UFO bonus under hidden goals, and what may be stated. */
function reach(obs: Observation, id: IlluminatiId): { income: number; power: number } {
  const c = illuminati(id);
  const more = obs.config.misstate ? 1 : 0;
  return { income: c.income + more, power: c.power + ufoBonus(obs, id) + more };
}

/** ADV-HIDDEN-GOALS-2 (not in DE, EDN-23): the UFO card's +1 Power under hidden goals. */
function ufoBonus(obs: Observation, id: IlluminatiId): number {
  return id === 'ufos' && obs.config.hiddenGoals && obs.config.edition !== 'de' ? 1 : 0;
}

/**
 * The most Income and Power a seat's choices have let the table see so far (caps, so at least what
 * it showed). The caps may go down again (the stated values change from turn to turn), but what
 * was shown stays shown: a bot that went 9/8, then 9/9, then 10/8 (Income/Power) was named by a
 * rival who added up 10 and 9, which only two cards reach. The bot keeps it in its memory
 * (memory.ts); null when nothing is known beyond the caps in force (a fresh bot, as a hint's).
 */
export interface Shown {
  income: number;
  power: number;
}

/** `most` with the caps `c` in force folded in (a Power of null is the full Power); nothing shown when no caps were ever chosen. */
function mostShown(most: Shown | null, c: Conceal | null, fullPower: number): Shown {
  const now = c && c.income !== null ? { income: c.income, power: c.power ?? fullPower } : { income: 0, power: 0 };
  return most ? { income: Math.max(most.income, now.income), power: Math.max(most.power, now.power) } : now;
}

/** The cards nobody else shows, the seat's full values and what it may have shown already (`most` and its present choice). */
function valuesOf(obs: Observation, me: number, t: Template, most: Shown | null) {
  const p = obs.players[me];
  const id = p.illuminati!;
  const shown = new Set(obs.players.filter((q) => q.seat !== me && q.illuminati).map((q) => q.illuminati!));
  const pool = illuminatiSet(obs.config.edition ?? 'en').filter((c) => !shown.has(c));
  const fullIncome = illuminati(id).income + (obs.config.misstate ? (p.claim?.income ?? 0) : 0);
  const fullPower = Math.min(t.maxPower, illuminati(id).power + ufoBonus(obs, id) + (obs.config.misstate ? (p.claim?.power ?? 0) : 0));
  // What may have been shown already counts too: a rival adds up the most Income and the most Power
  // he ever saw, from whatever turns (the caps in force and every earlier choice).
  const was = mostShown(most, p.conceal ?? null, fullPower);
  return { pool, fullIncome, fullPower, was };
}

/** Why a bot takes everything (for the hint's reason): the full values were taken once, too few cards could be it, or hiding costs too much. */
export type RevealWhy = 'shown' | 'few' | 'costly';

/**
 * The bot's choice while face down: the cheapest caps that keep COVER cards possible, or null (take
 * everything, use the ability) when hiding costs more than HIDE_WORTH or cannot work. Also what it
 * gives up per turn, for the statistics (scripts/hidden-leaks.ts); with null, why and (when it is
 * the cost) what the cheapest hiding would have cost.
 */
export function concealStance(obs: Observation, me: number, t: Template, most: Shown | null): { conceal: Conceal | null; cost: number; why?: RevealWhy; would?: number } {
  const p = obs.players[me];
  const id = p.illuminati!;
  // Having taken everything once, the full values are out: holding back again would hide nothing.
  if (p.conceal && p.conceal.income === null) return { conceal: null, cost: 0, why: 'shown' };
  const { pool, fullIncome, fullPower, was } = valuesOf(obs, me, t, most);
  if (pool.length < COVER) return { conceal: null, cost: 0, why: 'few' };
  const abilityCost = illuminati(id).abilities.reduce((sum, a) => sum + (ABILITY_COST[a.kind] ?? 0), 0);
  let best: { income: number; power: number; cost: number } | null = null;
  for (let income = fullIncome; income >= 0; income--)
    for (let power = fullPower; power >= 0; power--) {
      const shown = { income: Math.max(income, was.income), power: Math.max(power, was.power) };
      const cover = pool.filter((c) => reach(obs, c).income >= shown.income && reach(obs, c).power >= shown.power).length;
      if (cover < COVER) continue;
      const cost = fullIncome - income + POWER_COST * (fullPower - power) + abilityCost;
      if (!best || cost < best.cost) best = { income, power, cost };
      break; // lower Power only costs more for this Income
    }
  if (!best) return { conceal: null, cost: 0, why: 'few' };
  if (best.cost > HIDE_WORTH) return { conceal: null, cost: 0, why: 'costly', would: best.cost };
  // Only an ability that shows is left unused: a card without one (the Gnomes' redistribution is an
  // action of its own) gives nothing up, and its choice, the hint and the log should not say it does.
  return { conceal: { income: best.income, power: best.power, ability: !t.ability }, cost: best.cost };
}

/**
 * What a choice hides (the hint's reason): among the cards nobody else shows, how many fit the
 * seat's full values and how many fit `caps` (null: in full), together with what it may have shown
 * already. The seat's own card is always among them.
 */
export function concealCover(obs: Observation, me: number, t: Template, caps: { income: number | null; power: number | null }, most: Shown | null): { full: number; cover: number } {
  const { pool, fullIncome, fullPower, was } = valuesOf(obs, me, t, most);
  const fit = (income: number, power: number) => pool.filter((c) => reach(obs, c).income >= Math.max(income, was.income) && reach(obs, c).power >= Math.max(power, was.power)).length;
  return { full: fit(fullIncome, fullPower), cover: fit(caps.income ?? fullIncome, Math.min(caps.power ?? fullPower, fullPower)) };
}

/**
 * How many cards, among those nobody shows, fit what the seat may have shown under its present
 * choice (null when it holds nothing back). Cards turned up later (accusations) can bring this
 * below COVER: what was shown cannot be taken back, and then the seat can no longer stay hidden.
 */
export function coverOf(obs: Observation, me: number, most: Shown | null): number | null {
  const p = obs.players[me];
  if (!p.conceal || p.conceal.income === null || !p.illuminati) return null;
  const shown = new Set(obs.players.filter((q) => q.seat !== me && q.illuminati).map((q) => q.illuminati!));
  const was = mostShown(most, p.conceal, reach(obs, p.illuminati).power);
  const power = Math.min(was.power, reach(obs, p.illuminati).power);
  return illuminatiSet(obs.config.edition ?? 'en').filter((c) => !shown.has(c) && reach(obs, c).income >= was.income && reach(obs, c).power >= power).length;
}

/**
 * The `conceal` action to send first when the bot's standing choice is not the one it wants now.
 * `memory.shown` is the most its choices have shown (Shown): the caps in force and the caps it
 * sends are folded in, so the bot must keep the same record from decision to decision.
 */
export function concealMove(obs: Observation, legal: readonly LegalAction[], memory: { shown: Shown | null }): Action | null {
  if (obs.viewer === 'spectator') return null;
  const p = obs.players[obs.viewer];
  if (p.illuminati && p.conceal && p.conceal.income !== null) memory.shown = mostShown(memory.shown, p.conceal, reach(obs, p.illuminati).power);
  const t = legal.find((l): l is Template => l.type === 'conceal');
  if (!t) return null;
  const want = concealStance(obs, obs.viewer, t, memory.shown).conceal ?? { income: null, power: null, ability: true };
  const now = p.conceal ?? { income: null, power: null, ability: true };
  if (now.income === want.income && now.power === want.power && now.ability === want.ability) return null;
  if (want.income !== null && p.illuminati) memory.shown = mostShown(memory.shown, want, reach(obs, p.illuminati).power);
  return { type: 'conceal', ...want };
}
