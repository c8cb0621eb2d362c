// The attack panel's model: an attack under construction (attacker, target, kind, aiders,
// privilege), narrowed at every step to what the engine's attack templates allow, and the odds
// query that goes with it. Pure; the panel and the ui store only hold a draft.
import type { AttackKind } from '../../../shared/cards';
import { chance, type Pending, type Privilege } from '../../../shared/engine';
import type { OddsQuery } from '../../../shared/protocol/messages';
import type { Legal } from './action-menu';
import { t as msg } from '../i18n';
import { buildAttack, privilegeKey, type Built } from './action-forms';

export interface AttackDraft {
  attacker: string | null;
  target: string | null;
  kind: AttackKind | null;
  aiders: string[];
  /** privilegeKey() of the chosen privilege ('none' for none). */
  privilege: string;
}

export function emptyDraft(): AttackDraft {
  return { attacker: null, target: null, kind: null, aiders: [], privilege: 'none' };
}

export interface AttackChoices {
  attackers: string[];
  targets: string[];
  kinds: AttackKind[];
  /** The template matching attacker, target and kind, once all three are set. */
  template: Legal<'attack'> | null;
  aidOptions: string[];
  privileges: { key: string; privilege: Privilege | null }[];
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

/** What each field may hold given the others (attacker and target each narrow the other). */
export function attackChoices(templates: readonly Legal<'attack'>[], d: AttackDraft): AttackChoices {
  const attackers = unique(templates.filter((t) => d.target === null || t.target === d.target).map((t) => t.attacker));
  const targets = unique(templates.filter((t) => d.attacker === null || t.attacker === d.attacker).map((t) => t.target as string));
  const kinds = unique(templates.filter((t) => t.attacker === d.attacker && t.target === d.target).map((t) => t.kind));
  const template = templates.find((t) => t.attacker === d.attacker && t.target === d.target && t.kind === d.kind) ?? null;
  return {
    attackers,
    targets,
    kinds,
    template,
    aidOptions: template ? template.aidOptions : [],
    privileges: template ? template.privilegeOptions.map((p) => ({ key: privilegeKey(p), privilege: p })) : [{ key: 'none', privilege: null }],
  };
}

/**
 * The draft with every field that is no longer possible cleared or fixed: an attacker or target
 * that no template has is dropped; the kind falls back to the first possible one (control first);
 * aiders and privilege keep only what the template allows.
 */
export function normalizeDraft(templates: readonly Legal<'attack'>[], d: AttackDraft): AttackDraft {
  const out: AttackDraft = { ...d, aiders: [...d.aiders] };
  if (out.attacker !== null && !templates.some((t) => t.attacker === out.attacker)) out.attacker = null;
  if (out.target !== null && !templates.some((t) => t.target === out.target)) out.target = null;
  if (out.attacker !== null && out.target !== null && !templates.some((t) => t.attacker === out.attacker && t.target === out.target)) out.attacker = null;
  if (out.attacker === null && out.target !== null) {
    const only = unique(templates.filter((t) => t.target === out.target).map((t) => t.attacker));
    if (only.length === 1) out.attacker = only[0];
  }
  const c = attackChoices(templates, out);
  if (out.kind === null || !c.kinds.includes(out.kind)) out.kind = c.kinds[0] ?? null;
  const c2 = attackChoices(templates, out);
  out.aiders = out.aiders.filter((a) => c2.aidOptions.includes(a));
  if (!c2.privileges.some((p) => p.key === out.privilege)) out.privilege = 'none';
  return out;
}

/** The odds request for a complete draft, or null while it is incomplete. */
export function draftQuery(d: AttackDraft): OddsQuery | null {
  if (d.attacker === null || d.target === null || d.kind === null) return null;
  return { attacker: d.attacker, target: d.target, kind: d.kind, aiders: [...d.aiders] };
}

export function draftPrivilege(templates: readonly Legal<'attack'>[], d: AttackDraft): Privilege | null {
  return attackChoices(templates, d).privileges.find((p) => p.key === d.privilege)?.privilege ?? null;
}

/** The attack action of a draft (the form's Announce button and the table's popover send this). */
export function buildDraft(templates: readonly Legal<'attack'>[], d: AttackDraft): Built {
  const t = attackChoices(templates, d).template;
  if (!t) return { ok: false, error: msg('actions.error.draft') };
  return buildAttack(t, d.aiders, draftPrivilege(templates, d));
}

/** The attack window under any reaction window stacked on it (an after-roll or cancel window). */
export function attackWindowOf(p: Pending | null): Extract<Pending, { kind: 'attack' }> | null {
  let w: Pending | null = p;
  while (w) {
    if (w.kind === 'attack') return w;
    w = w.kind === 'reaction' || w.kind === 'offer' || w.kind === 'replace' ? w.resume : null;
  }
  return null;
}

/**
 * The number an attack in progress needs and its chance, from the window itself: its base was
 * fixed when it was declared (MOD-1) and the money spent is in it. The host's odds answer for the
 * state it has now, which may already be past this window while the view still shows it (the
 * target then belonged to the attacker and the tag read "needs -1 or less · 0%" beside a panel
 * saying 6): the tag and the panel's number come from here, the host adds only the breakdown.
 */
export function windowOdds(w: Extract<Pending, { kind: 'attack' }>): { needed: number; chance: number } {
  const needed = w.base + w.money;
  return { needed, chance: chance(needed) };
}

/** The odds request for an attack in progress, with the net money spent so far. */
export function windowQuery(w: Extract<Pending, { kind: 'attack' }>): OddsQuery {
  return { attacker: w.attacker, target: w.target, kind: w.attack, aiders: [...w.aiders], money: w.money };
}
