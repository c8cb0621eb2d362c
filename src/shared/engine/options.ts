// Editions and options as GameConfig fields (issue 3; RULES-DIGEST sections 27, 31, 32): the
// Illuminati set of an edition, elimination on or off, the Atlanteans' income, the Post Office's
// payers, who picks a secret goal before the first turn and from what, and Power as the options
// change it. Every difference is read from the config here, never forked in the rule modules. This
// module only reads the config and the state: the windows it describes are opened in goal-windows.ts
// and the attack terms in modifiers.ts (issue 22: no import cycles).
import { ALL_ILLUMINATI, group, illuminati, type GroupId, type IlluminatiId } from '../cards';
import type { GameEvent } from './events';
import { abilityDeclined } from './conceal';
import { alignmentsOf, type Ctx, moneyOn, mps } from './state';
import type { Edition, GameConfig, GameState, Placement, PlayerState, Seat } from './types';

export function editionOf(c: GameConfig): Edition {
  return c.edition ?? 'en';
}

/** EDN-1: the Illuminati of an edition's set: the eight everywhere, the Atlanteans in DE only. */
export function illuminatiSet(edition: Edition = 'en'): IlluminatiId[] {
  return ALL_ILLUMINATI.filter((c) => !c.editions || c.editions.includes(edition)).map((c) => c.id as IlluminatiId);
}

/** ELIM-1, EDN-18, ADV-ELIM-DE-1: elimination is a basic rule in EN and IT, an option (off by default) in DE. */
export function eliminationOn(s: GameState): boolean {
  return s.config.elimination ?? editionOf(s.config) !== 'de';
}

// ---- Secret goals before the first turn (GOAL-UFO-1, ADV-HIDDEN-GOALS-1, ADV-HIDDEN-ILLUM-1) ----

/**
 * Seats that pick a goal in secret before the first turn, in seat order: everyone under hidden
 * goals; everyone under hidden Illuminati too (a window for the UFO player alone would point at
 * him); otherwise the UFO player only.
 */
export function goalChoosers(s: GameState): Seat[] {
  const c = s.config;
  const all = c.hiddenGoals || c.hiddenIlluminati;
  return s.players.filter((p) => !p.out && (all || p.illuminati === 'ufos')).map((p) => p.seat);
}

/**
 * The goals this seat may pick. Hidden goals (AMB-44): every printed goal of the edition's set, own
 * and duplicates allowed (the UFOs' "borrow a goal" is no goal of its own). The UFOs otherwise: any
 * other Illuminati of the set, 7 in EN and IT, 8 in DE (GOAL-UFO-1, EDN-11). Anyone else under
 * hidden Illuminati: just his own, a formality that keeps the UFO player's window unremarkable.
 */
export function goalChoices(s: GameState, seat: Seat): IlluminatiId[] {
  const set = illuminatiSet(editionOf(s.config)).filter((id) => id !== 'ufos');
  const own = s.players[seat].illuminati;
  if (s.config.hiddenGoals || own === 'ufos') return set;
  return [own];
}

// ---- Power as the options change it ----

/** ADV-HIDDEN-GOALS-2, AMB-26, EDN-23: under hidden goals the UFO card has +1 Power (all of it transferable) in EN and IT. */
export function ufoBonus(s: GameState, id: string): number {
  return id === 'ufos' && s.config.hiddenGoals && editionOf(s.config) !== 'de' ? 1 : 0;
}

/** The Power of a player's Illuminati for goals and scores: printed plus the UFO bonus (AMB-32, ADV-HIDDEN-GOALS-2). */
export function illuminatiPower(s: GameState, p: PlayerState): number {
  return illuminati(p.illuminati).power + ufoBonus(s, p.illuminati);
}

export function illuminatiTransferable(s: GameState, p: PlayerState): number {
  return illuminati(p.illuminati).transferable + ufoBonus(s, p.illuminati);
}

// ---- Income (INCOME-4, INCOME-5) ----

/** ILLUM-ATL-1, INCOME-5: does this player's Illuminati double the Income of this group (not when face down and declining, AMB-42)? */
function doubled(s: GameState, p: PlayerState, id: GroupId): boolean {
  if (abilityDeclined(s, p)) return false;
  for (const ab of illuminati(p.illuminati).abilities)
    if (ab.kind === 'doubleIncome' && alignmentsOf(s, id).includes(ab.alignment)) return true;
  return false;
}

/** A group's Income in its owner's income phase: printed, doubled for the Atlanteans' Peaceful groups. */
export function groupIncome(s: GameState, p: PlayerState, id: GroupId): number {
  const inc = group(id).income;
  return inc > 0 && doubled(s, p, id) ? 2 * inc : inc;
}

/** Did the Atlanteans' doubling pay anything this income phase (an ability use, EDN-24)? */
export function incomeAbilityUsed(s: GameState, p: PlayerState): boolean {
  return p.groups.some((g) => group(g.id).income > 0 && doubled(s, p, g.id));
}

/**
 * INCOME-4, AMB-30, EDN-21: who pays the Post Office's 1 MB, or null when nobody can (it is then
 * dropped). EN and IT: its master, then the Illuminati. DE also lets the Post Office pay from its
 * own treasury, named first by the German rules and tried first here.
 */
export function postOfficePayer(s: GameState, p: PlayerState, po: Placement): string | null {
  if (editionOf(s.config) === 'de' && po.money >= 1) return po.id;
  if (po.master !== p.illuminati && moneyOn(p, po.master) >= 1) return po.master;
  return p.money >= 1 ? p.illuminati : null;
}

// ---- GOAL-ATL-2: Violent groups destroyed, per player ----

/** Every group sent to the dead pile by a player (attack or special) is announced by groupDestroyed (flow.ts hooks this to it). */
export function countViolentKill(ctx: Ctx, e: GameEvent): void {
  if (e.type !== 'groupDestroyed') return;
  if (!ctx.s.players[e.seat] || !alignmentsOf(ctx.s, e.group).includes('Violent')) return;
  mps(ctx, e.seat).violentKills++;
}
