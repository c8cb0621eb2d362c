// The legal actions as they travel (issue 39): the renderer, the bots' workers and the hint
// service all receive this one shape and expand it where they need the flat list. On a crowded
// table a seat has some 1,500 attack templates that repeat the same aid lists and the same
// privilege options (the engine shares those arrays in memory, legal-parts.ts, but JSON writes
// them out again for every attack: 700 KB of a 705 KB view). Here each attacker/target pair is
// sent once with its kinds, and the aid and privilege lists once each, referred to by index.
// `expandLegal(compactLegal(xs))` is exactly `xs`, in order (tests/protocol/compact-legal.test.ts).
import type { AttackKind, GroupId } from '../cards';
import type { LegalAction, Privilege } from '../engine';

type AttackTemplate = Extract<LegalAction, { type: 'attack' }>;
/** Every legal action but the attack templates, sent as it is. */
export type PlainLegal = Exclude<LegalAction, { type: 'attack' }>;

export const KIND_BITS: Record<AttackKind, number> = { control: 1, neutralize: 2, destroy: 4 };
const KINDS: readonly AttackKind[] = ['control', 'neutralize', 'destroy'];

/**
 * One attacker/target pair: the target (an index into `CompactLegal.targets`), its kinds as bits
 * (control 1, neutralize 2, destroy 4; expanded in that order), the index of the aid list in
 * `CompactLegal.aid`, and, when a destroy attack's aid list differs (ATK-DEST-6: the target cannot
 * aid its own destruction), that list's index.
 */
export type AttackPair = [target: number, kinds: number, aid: number, destroyAid?: number];

/** Consecutive attack templates of one attacker sharing one privilege list. */
export interface AttackRun {
  type: 'attacks';
  attacker: string;
  /** Index into `CompactLegal.privilege`. */
  privilege: number;
  pairs: AttackPair[];
}

export interface CompactLegal {
  /** legalActions() in its order, each run of attacks in place of its templates. */
  items: (PlainLegal | AttackRun)[];
  targets: GroupId[];
  aid: string[][];
  privilege: (Privilege | null)[][];
}

/** No legal action (a seat that does not decide now, a spectator, a replay). */
export function noLegal(): CompactLegal {
  return { items: [], targets: [], aid: [], privilege: [] };
}

/** Index of a list in a table of distinct lists (compared by content). */
class Interner<T> {
  readonly lists: T[] = [];
  private readonly index = new Map<unknown, number>();
  at(list: T): number {
    // Arrays the engine shares are found by identity first; equal lists built apart by content.
    const byRef = this.index.get(list);
    if (byRef !== undefined) return byRef;
    const key = JSON.stringify(list);
    let i = this.index.get(key);
    if (i === undefined) {
      i = this.lists.push(list) - 1;
      this.index.set(key, i);
    }
    this.index.set(list, i);
    return i;
  }
}

/** The compact form of a list of legal actions. */
export function compactLegal(legal: readonly LegalAction[]): CompactLegal {
  const items: (PlainLegal | AttackRun)[] = [];
  const targets = new Interner<GroupId>();
  const aid = new Interner<string[]>();
  const privilege = new Interner<(Privilege | null)[]>();
  let run: AttackRun | null = null;
  let pair: AttackPair | null = null;
  let pairTarget: GroupId | null = null;
  for (const l of legal) {
    if (l.type !== 'attack') {
      items.push(l);
      run = pair = null;
      continue;
    }
    const p = privilege.at(l.privilegeOptions);
    if (!run || run.attacker !== l.attacker || run.privilege !== p) {
      run = { type: 'attacks', attacker: l.attacker, privilege: p, pairs: [] };
      items.push(run);
      pair = null;
    }
    const bit = KIND_BITS[l.kind];
    const a = aid.at(l.aidOptions);
    if (pair && pairTarget === l.target && bit > pair[1] && fits(pair, bit, a)) {
      pair[1] |= bit;
      if (l.kind === 'destroy' && a !== pair[2]) pair[3] = a;
      continue;
    }
    // A kind that does not follow the pair's last one in expansion order starts a new pair.
    pair = [targets.at(l.target), bit, a];
    pairTarget = l.target;
    run.pairs.push(pair);
  }
  return { items, targets: targets.lists, aid: aid.lists, privilege: privilege.lists };
}

/** Whether a kind with aid list `a` can join the pair (its non-destroy kinds share one list). */
function fits(pair: AttackPair, bit: number, a: number): boolean {
  if (bit === KIND_BITS.destroy) return true;
  return pair[2] === a;
}

/** The flat list of legal actions (the attack templates share their aid and privilege arrays, as the engine's do). */
export function expandLegal(c: CompactLegal): LegalAction[] {
  const out: LegalAction[] = [];
  for (const item of c.items) {
    if (item.type !== 'attacks') {
      out.push(item);
      continue;
    }
    const privilegeOptions = c.privilege[item.privilege];
    for (const [t, kinds, a, destroyAid] of item.pairs) {
      const target = c.targets[t];
      for (const kind of KINDS) {
        if (!(kinds & KIND_BITS[kind])) continue;
        const aidOptions = c.aid[kind === 'destroy' && destroyAid !== undefined ? destroyAid : a];
        out.push({ type: 'attack', attacker: item.attacker, target, kind, aidOptions, privilegeOptions } satisfies AttackTemplate);
      }
    }
  }
  return out;
}

/** Whether there is no legal action at all. */
export function isEmptyLegal(c: CompactLegal): boolean {
  return c.items.length === 0;
}

/** Whether some legal action is of this type ('attack' for the attack templates), without expanding. */
export function hasLegal(c: CompactLegal, type: LegalAction['type']): boolean {
  return c.items.some((i) => (i.type === 'attacks' ? type === 'attack' : i.type === type));
}
