// Playing on the cards (issue 18, item 2): what a click on a card, or a card dropped on another,
// means given the viewer's legal actions and the attack draft of the ui store. Pure: the table
// reports gestures, this decides, the screens apply the answer to the same store the forms read,
// so the canvas and the forms always show the same choice.
//
// The gestures:
//  - click a card that can attack: it becomes the attacking card (ATK-1); click it again: no longer;
//  - click a target of the attacking card (or of any card when none is chosen): it becomes the
//    target, and the attack is ready to announce (the kind falls back to control, ATK-2);
//  - with attacker and target chosen, click a card of the structure that may aid: it aids, or no
//    longer aids (AID-1: transferable Power of the attacker's own structure);
//  - drop a card on a target it may attack: both at once;
//  - drop a card on an adjacent card of the structure it may move money to (MONEY-1, MONEY-2): ask
//    the amount;
//  - any other click selects or unselects the card (the card view, move places of a group).
// One's own groups may be destroyed (ATK-DEST-1), but on the table one's own cards are the ones
// that attack, aid and send money: destroying one's own group is chosen in the attack form.
import type { AttackDraft } from './attack-draft';
import { normalizeDraft } from './attack-draft';
import type { Legal } from './action-menu';
import { t } from '../i18n';
import { cardRef, capitalize } from './names';
import { card } from '../../../shared/cards';
import { pointerKey } from './touch';

/** Transferable Power as printed (0 for a card without one). */
/** The i18n `t` (clickCard's own `t` is its list of attacks). */
const say = t;

function transferableOf(id: string): number {
  const c = card(id);
  return c && 'transferable' in c ? c.transferable : 0;
}

export interface PlayState {
  /** The attack templates of the legal actions (menu.attacks); empty when no attack is possible. */
  attacks: readonly Legal<'attack'>[];
  /** The transfers allowed now (menu.transfers then menu.freeTransfers). */
  transfers: readonly Legal<'transferMoney'>[];
  draft: AttackDraft;
  selected: string | null;
  /** The cards of the viewer's own structure: on the table they attack and aid, never are targets. */
  own: ReadonlySet<string>;
}

export type PlayIntent =
  | { kind: 'select'; id: string | null }
  /** The attack draft as it becomes (already normalized against the templates). */
  | { kind: 'draft'; draft: AttackDraft; ready: boolean }
  | { kind: 'transfer'; transfer: Legal<'transferMoney'> }
  | { kind: 'refuse'; reason: string };

/** A gesture from one card onto another that the legal actions allow (drag sources and drop rings). */
export interface CardLink {
  from: string;
  to: string;
  kind: 'attack' | 'transfer';
}

function ready(d: AttackDraft): boolean {
  return d.attacker !== null && d.target !== null && d.kind !== null;
}

function draftIntent(s: PlayState, change: Partial<AttackDraft>): PlayIntent {
  const draft = normalizeDraft(s.attacks, { ...s.draft, ...change });
  return { kind: 'draft', draft, ready: ready(draft) };
}

/** What a click (or tap, or Enter in the accessible list) on card `id` means. */
export function clickCard(s: PlayState, id: string | null): PlayIntent {
  if (id === null) return { kind: 'select', id: null };
  const t = s.attacks.filter((x) => !s.own.has(x.target));
  const d = s.draft;
  if (t.length > 0) {
    // Aid first: a card of the structure clicked while the attack is complete toggles its aid.
    if (ready(d)) {
      const tpl = t.find((x) => x.attacker === d.attacker && x.target === d.target && x.kind === d.kind);
      if (tpl && tpl.aidOptions.includes(id) && id !== d.attacker) {
        const aiders = d.aiders.includes(id) ? d.aiders.filter((a) => a !== id) : [...d.aiders, id];
        return draftIntent(s, { aiders });
      }
      // A card of one's own without Transferable Power cannot aid (AID-1): say so, rather than
      // silently making it the attacking card (issue 35). Clicking the attacking card drops it first.
      if (s.own.has(id) && id !== d.attacker && transferableOf(id) === 0) {
        return { kind: 'refuse', reason: say(pointerKey('actions.refuse.cannotAid'), { card: capitalize(cardRef(id)), attacker: cardRef(d.attacker as string) }) };
      }
    }
    if (id === d.attacker) return draftIntent(s, { attacker: null, aiders: [] });
    if (id === d.target) return draftIntent(s, { target: null, aiders: [] });
    const targetOfAttacker = t.some((x) => x.target === id && (d.attacker === null || x.attacker === d.attacker));
    if (targetOfAttacker) return draftIntent(s, { target: id });
    if (t.some((x) => x.attacker === id)) {
      // A new attacking card keeps the target only when it may attack it.
      const keep = d.target !== null && t.some((x) => x.attacker === id && x.target === d.target);
      return draftIntent(s, { attacker: id, target: keep ? d.target : null, aiders: [] });
    }
    if (t.some((x) => x.target === id)) {
      // A target the chosen attacking card cannot reach: take it, and an attacker that can.
      return draftIntent(s, { attacker: null, target: id, aiders: [] });
    }
  }
  return { kind: 'select', id: id === s.selected ? null : id };
}

/** The question a transfer dragged on the table asks (PlayPopover), and the amount it starts at. */
export interface TransferQuestion {
  popover: { kind: 'transfer'; card: string; from: string; to: string; max: number; free: boolean | null };
  amount: number;
}

/**
 * The question for a transfer dragged on the table (issue 35): it starts at the smallest amount
 * (it offered all the card's money), and, when the pair may move money as an action or as a free
 * transfer (MONEY-1, MONEY-2), neither is chosen for the player (it chose the action): the action
 * costs one of the two, the free transfer ends the actions (MONEY-4); the player says which.
 */
export function transferQuestion(tr: Legal<'transferMoney'>, s: Pick<PlayState, 'transfers'>): TransferQuestion {
  const kinds = new Set(s.transfers.filter((x) => x.from === tr.from && x.to === tr.to && x.max > 0).map((x) => x.free));
  const free = kinds.size > 1 ? null : tr.free;
  return { popover: { kind: 'transfer', card: tr.to, from: tr.from, to: tr.to, max: tr.max, free }, amount: Math.min(1, tr.max) };
}

/** Every card-to-card gesture the legal actions allow now. */
export function cardLinks(s: Pick<PlayState, 'attacks' | 'transfers' | 'own'>): CardLink[] {
  const out: CardLink[] = [];
  const seen = new Set<string>();
  const add = (l: CardLink): void => {
    const k = `${l.kind}:${l.from}>${l.to}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(l);
  };
  for (const a of s.attacks) if (!s.own.has(a.target)) add({ from: a.attacker, to: a.target, kind: 'attack' });
  for (const x of s.transfers) if (x.max > 0) add({ from: x.from, to: x.to, kind: 'transfer' });
  return out;
}

/**
 * What dropping card `from` on card `onto` means: an attack draft, a transfer to ask the amount
 * of (an action transfer before a free one: the free ones come after the actions,
 * MONEY-4), or a refusal that says why.
 */
export function dropCard(s: PlayState, from: string, onto: string | null, seatName: (seat: number) => string): PlayIntent {
  if (onto === null || onto === from) return { kind: 'select', id: s.selected };
  if (!s.own.has(onto) && s.attacks.some((x) => x.attacker === from && x.target === onto)) {
    return draftIntent(s, { attacker: from, target: onto, aiders: [] });
  }
  const transfer = s.transfers.find((x) => x.from === from && x.to === onto && x.max > 0);
  if (transfer) return { kind: 'transfer', transfer };
  const a = capitalize(cardRef(from, seatName));
  const b = cardRef(onto, seatName);
  if (s.own.has(from) && s.own.has(onto)) {
    if (s.transfers.length === 0) return { kind: 'refuse', reason: t('actions.refuse.noTransfers') };
    if (!s.transfers.some((x) => x.from === from && x.max > 0)) return { kind: 'refuse', reason: t('actions.refuse.noMoney', { card: cardRef(from, seatName) }) };
    return { kind: 'refuse', reason: t('actions.refuse.notAdjacent', { from: a, to: b }) };
  }
  if (!s.own.has(onto) && s.attacks.some((x) => x.target === onto)) return { kind: 'refuse', reason: t('actions.refuse.cannotAttack', { from: a, to: b }) };
  return { kind: 'refuse', reason: t('actions.refuse.nothing', { from: cardRef(from, seatName), to: b }) };
}
