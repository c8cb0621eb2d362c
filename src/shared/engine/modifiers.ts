// The target number T of an attack before money (MOD-1 and section 9 of RULES-DIGEST), with a
// breakdown of every modifier for the attack panel and the bots. The one odds computation.
import {
  group,
  illuminati,
  isIlluminatiId,
  OPPOSITE,
  type Alignment,
  type AttackKind,
  type GroupId,
  type TargetFilter,
} from '../cards';
import { depth } from './geometry';
import { claimedPower } from './claims';
import { abilityDeclined, powerApplied } from './conceal';
import { ufoBonus } from './options';
import { alignmentsOf, ownerOf, powerOf, transferableOf } from './state';
import type { GameState, Seat } from './types';

export interface Modifier {
  /** Rule id the modifier comes from. */
  rule: string;
  /** The term in English (CLI, logs); `term` says the same as data, for clients in other languages. */
  label: string;
  value: number;
  term: ModifierTerm;
}

/** What a modifier counts, as data: each client words it in its own language (issue 19). */
export type ModifierTerm =
  | { kind: 'power' | 'aid' | 'ability' | 'targetPower' | 'targetResistance' | 'targetResistanceWhisper'; card: string }
  | { kind: 'sameAlignments' | 'oppositeAlignments' | 'depth'; n: number }
  | { kind: 'neutralize' | 'ufoBonus' | 'statedPower' }
  /** The net money spent on the attack so far (ATK-MONEY-1, ATK-MONEY-2). */
  | { kind: 'money' };

export interface AttackSpec {
  seat: Seat;
  attacker: string;
  target: GroupId;
  kind: AttackKind;
  aiders: readonly string[];
  /** Whispering Campaign: a destroy attack on a powerless group, against its Resistance. */
  whisper?: boolean;
}

function matches(s: GameState, f: TargetFilter | undefined, target: GroupId): boolean {
  if (!f) return true;
  if ('ids' in f) return f.ids.includes(target);
  return alignmentsOf(s, target).includes(f.alignment);
}

/** MOD-ALIGN-1..3, AMB-14/15: identical and opposite pairs between attacker and target. */
export function alignmentTerm(attackerAl: readonly Alignment[], targetAl: readonly Alignment[], kind: AttackKind): { same: number; opposite: number; value: number } {
  let same = 0;
  let opposite = 0;
  for (const a of attackerAl) {
    if (a === 'Fanatic') {
      if (targetAl.includes('Fanatic')) opposite++;
      continue;
    }
    if (targetAl.includes(a)) same++;
    const o = OPPOSITE[a];
    if (o && targetAl.includes(o)) opposite++;
  }
  const value = kind === 'destroy' ? 4 * opposite - 4 * same : 4 * same - 4 * opposite;
  return { same, opposite, value };
}

/** Attacker alignments for this attack: Chinese Campaign Donors count as Government to control a Government group (CARDS.md 6). */
function attackerAlignments(s: GameState, spec: AttackSpec): readonly Alignment[] {
  const al = alignmentsOf(s, spec.attacker);
  if (isIlluminatiId(spec.attacker)) return al;
  for (const ab of group(spec.attacker).abilities) {
    if (ab.kind === 'actsAsAlignment' && ab.attacks.includes(spec.kind) && alignmentsOf(s, spec.target).includes(ab.targetAlignment)) {
      const out = al.filter((a) => a !== ab.replace);
      if (!out.includes(ab.with)) out.push(ab.with);
      return out;
    }
  }
  return al;
}

/** MOD-POS-1: +10 / +5 / +2 for a target at depth 1 / 2 / 3 in another player's structure. */
export function positionBonus(d: number): number {
  return d === 1 ? 10 : d === 2 ? 5 : d === 3 ? 2 : 0;
}

/**
 * T before money, with its breakdown. Assumes the attack was validated. Without `detail` the
 * breakdown is empty and no label is written: the engine and the bots need only the value, for
 * every attack declared and every candidate scored.
 */
export function baseTarget(s: GameState, spec: AttackSpec, detail = true): { value: number; breakdown: Modifier[] } {
  const out: Modifier[] | null = detail ? [] : null;
  let value = 0;
  // (labels and terms are made only for a breakdown: `out && …`, so the bots' many calls allocate none)
  const add = (rule: string, v: number, label: string | null, term: ModifierTerm | null) => {
    value += v;
    if (out) out.push({ rule, label: label as string, value: v, term: term as ModifierTerm });
  };
  const me = s.players[spec.seat];
  add('ATK-6', powerOf(spec.attacker), out && `Power of ${name(spec.attacker)}`, out && { kind: 'power', card: spec.attacker });
  for (const a of spec.aiders) add('AID-1', transferableOf(a), out && `Aid from ${name(a)}`, out && { kind: 'aid', card: a });
  for (const m of powerModifiers(s, spec)) add(m.rule, m.value, m.label, m.term); // hidden goals' UFO bonus, stated Power (issue 3 options)
  if (spec.kind === 'neutralize') add('ATK-NEUT-2', 6, 'Attack to neutralize', out && { kind: 'neutralize' });

  const al = alignmentTerm(attackerAlignments(s, spec), alignmentsOf(s, spec.target), spec.kind);
  if (al.same) add('MOD-ALIGN-1', spec.kind === 'destroy' ? -4 * al.same : 4 * al.same, out && `${al.same} identical alignment${al.same > 1 ? 's' : ''}`, out && { kind: 'sameAlignments', n: al.same });
  if (al.opposite) add('MOD-ALIGN-1', spec.kind === 'destroy' ? 4 * al.opposite : -4 * al.opposite, out && `${al.opposite} opposite alignment${al.opposite > 1 ? 's' : ''}`, out && { kind: 'oppositeAlignments', n: al.opposite });

  // ABIL-2/3 and ILLUM-*: printed bonuses of the attacking player's cards; a face-down player may
  // leave his Illuminati's unused so as not to show it (AMB-42, conceal.ts).
  if (!abilityDeclined(s, me)) for (const ab of illuminati(me.illuminati).abilities) {
    if (ab.kind === 'attackBonus' && ab.attacks.includes(spec.kind) && matches(s, ab.target, spec.target))
      add('MOD-ABIL-1', ab.bonus, illuminati(me.illuminati).name, out && { kind: 'ability', card: me.illuminati });
  }
  for (const g of me.groups) {
    for (const ab of group(g.id).abilities) {
      if (ab.kind !== 'attackBonus' || !ab.attacks.includes(spec.kind) || !matches(s, ab.target, spec.target)) continue;
      if (ab.scope === 'self' && g.id !== spec.attacker) continue;
      add(ab.scope === 'self' ? 'ABIL-3' : 'ABIL-2', ab.bonus, group(g.id).name, out && { kind: 'ability', card: g.id });
    }
  }

  // Defence: Resistance (control, neutralize) or Power (destroy), then the position bonus.
  const t = group(spec.target);
  const owner = ownerOf(s, spec.target);
  if (spec.kind === 'destroy' && spec.whisper) {
    // Whispering Campaign (CARDS.md 4): the attacker's Power against the target's Resistance.
    add('ATK-DEST-4', -t.resistance, out && `Resistance of ${t.name} (Whispering Campaign)`, out && { kind: 'targetResistanceWhisper', card: t.id });
  } else if (spec.kind === 'destroy') {
    add('ATK-DEST-1', -t.power, out && `Power of ${t.name}`, out && { kind: 'targetPower', card: t.id });
  } else {
    let res = t.resistance;
    for (const ab of t.abilities) {
      if (ab.kind === 'resistanceAgainst' && ab.attackerAlignments.some((a) => alignmentsOf(s, spec.attacker).includes(a))) res = ab.value;
    }
    add('ATK-CTRL-3', -res, out && `Resistance of ${t.name}`, out && { kind: 'targetResistance', card: t.id });
    if (owner !== null) {
      const op = s.players[owner];
      for (const g of op.groups) {
        if (g.id === spec.target) continue;
        for (const ab of group(g.id).abilities)
          if (ab.kind === 'structureResistance') add('ABIL-4', -ab.bonus, group(g.id).name, out && { kind: 'ability', card: g.id });
      }
    }
  }
  if (owner !== null && owner !== spec.seat) {
    const d = depth(s.players[owner], spec.target);
    const b = positionBonus(d);
    if (b) add('MOD-POS-1', -b, out && `Depth ${d} in a rival structure`, out && { kind: 'depth', n: d });
  }
  return { value, breakdown: out ?? NO_BREAKDOWN };
}

/** The breakdown without `detail` (read by no caller: they take the value). */
const NO_BREAKDOWN: Modifier[] = [];

/** ATK-7, AMB-7/8: 2d6 succeeds when roll <= T and roll <= 10. */
export function succeeds(roll: number, needed: number): boolean {
  return roll <= needed && roll <= 10;
}

const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
/** chance() of T = 0..10, each computed once by the rule (every T above 10 is 10's: AMB-7/8). */
const CHANCE = Array.from({ length: 11 }, (_, needed) => {
  let w = 0;
  for (let r = 2; r <= 12; r++) if (succeeds(r, needed)) w += WAYS[r];
  return w / 36;
});
/** PROB: chance that 2d6 succeeds against T (the bots ask it in their innermost loops: a table). */
export function chance(needed: number): number {
  if (!(needed >= 2)) return 0; // NaN too: no roll is at most NaN
  // Rolls are whole numbers: a T of 5.5 succeeds on the rolls 5 does.
  return CHANCE[needed >= 10 ? 10 : Math.floor(needed)];
}

function name(id: string): string {
  return isIlluminatiId(id) ? illuminati(id).name : group(id).name;
}

/**
 * Terms the options add to an attack's T : the UFO card's +1 under hidden goals
 * (ADV-HIDDEN-GOALS-2) and the Power an unidentified player states for his Illuminati
 * (ADV-HIDDEN-ILLUM-5, EDN-25), each when that card attacks or aids.
 */
export function powerModifiers(s: GameState, spec: { seat: Seat; attacker: string; aiders: readonly string[] }): Modifier[] {
  const out: Modifier[] = [];
  const me = s.players[spec.seat];
  if (spec.attacker !== me.illuminati && !spec.aiders.includes(me.illuminati)) return out; // asked for every attack scored: no list built
  const ufo = ufoBonus(s, me.illuminati);
  if (ufo) out.push({ rule: 'ADV-HIDDEN-GOALS-2', label: 'UFO bonus (hidden goals)', value: ufo, term: { kind: 'ufoBonus' } });
  const claim = claimedPower(s, me);
  if (claim) out.push({ rule: 'ADV-HIDDEN-ILLUM-5', label: 'Stated Power of the face-down Illuminati', value: claim, term: { kind: 'statedPower' } });
  const held = heldBack(s, me.seat);
  if (held) out.push({ rule: 'ADV-HIDDEN-ILLUM-2', label: 'Power held back by the face-down Illuminati', value: -held, term: { kind: 'statedPower' } });
  return out;
}

/** ADV-HIDDEN-ILLUM-2: the Power a face-down player holds back of his card's full Power (printed, the UFO bonus, stated; conceal.ts). */
function heldBack(s: GameState, seat: Seat): number {
  const full = cardPower(s, seat);
  return full - powerApplied(s, s.players[seat], full);
}

function cardPower(s: GameState, seat: Seat): number {
  const me = s.players[seat];
  return powerOf(me.illuminati) + ufoBonus(s, me.illuminati) + claimedPower(s, me);
}

/** What the seat's Illuminati card adds to the number of an attack it attacks or aids in, the attack bonus apart: what the table sees of it (PlayerState.shown). */
export function illuminatiPowerShown(s: GameState, seat: Seat): number {
  return cardPower(s, seat) - heldBack(s, seat);
}
