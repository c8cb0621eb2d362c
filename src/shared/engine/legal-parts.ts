// The lazy parts of legalActions (legal.ts): lists of one action type built only when asked, and
// the attack templates as (attacker, target, kind) picks from which a template is built on demand.
// Random play (playout.ts) first picks a kind of action, then one template of it: the long lists it
// does not pick are never built, which was most of the cost of a random action (issue 22).
import type { GroupId } from '../cards';
import type { LegalAction } from './actions';
import { canParticipate, checkAiderFor, checkAttacker, checkAttackWindow, checkPrivilege, checkTarget } from './attack';
import { openArrows } from './geometry';
import { transferableOf } from './state';
import type { GameState, Privilege, Seat } from './types';

/**
 * A part of legalActions whose entries (all of one type) are built only when asked: random play
 * (playout.ts) first picks a kind of action and needs the long lists (attacks, moves, Lasers
 * targets) only when it picks their kind; `any` answers whether the list is empty without it.
 */
export interface LazyPart {
  type: LegalAction['type'];
  any(): boolean;
  /** The number of entries and one of them, without building the others where that is cheaper. */
  size(): number;
  at(i: number): LegalAction;
  list(): LegalAction[];
}

/** A lazy part over a list built once when first needed, with a cheaper test for `any`. */
export class LazyList implements LazyPart {
  private xs: LegalAction[] | undefined;
  constructor(
    readonly type: LegalAction['type'],
    private readonly make: () => LegalAction[],
    private readonly first: () => LegalAction[],
  ) {}
  any(): boolean {
    return (this.xs ?? this.first()).length > 0;
  }
  size(): number {
    return this.list().length;
  }
  at(i: number): LegalAction {
    return this.list()[i];
  }
  list(): LegalAction[] {
    return (this.xs ??= this.make());
  }
}

/** legalActions in parts, in its order: lists built at once, and lazy parts for the costly kinds. */
export type LegalPart = LegalAction[] | LazyPart;

const ATTACK_KINDS = ['control', 'neutralize', 'destroy'] as const;

/** The attacks open to a seat as (attacker, target, kind) picks; templates are built from them on demand. */
interface AttackScan {
  s: GameState;
  seat: Seat;
  mine: string[];
  attackers: string[];
  /** Masters with an open outward arrow (ATK-CTRL-2), from one geometry pass. */
  open: Set<string>;
  targets: GroupId[];
  owners: (Seat | null)[];
  /** (attacker index * targets + target index) * 3 + kind index, in legalActions order; null until scanned. */
  picks: number[] | null;
  helpers: string[] | null;
  privilegeOptions: (Privilege | null)[] | null;
  /** Aid lists per attacker and owner (`attacker|owner`), shared by the templates. */
  aid: Map<string, string[]>;
}

/** The checks of the window and the attackers, and the targets on the table (null: no attack now). */
function prepareAttacks(s: GameState, seat: Seat): AttackScan | null {
  if (checkAttackWindow(s, seat)) return null;
  const me = s.players[seat];
  const mine = [me.illuminati as string, ...me.groups.map((g) => g.id as string)];
  const attackers = mine.filter((id) => checkAttacker(s, seat, id) === null);
  if (attackers.length === 0) return null;
  const open = new Set(openArrows(me).map((x) => x.master));
  const targets: GroupId[] = s.uncontrolled.slice();
  const owners: (Seat | null)[] = targets.map(() => null);
  for (const p of s.players)
    if (!p.out)
      for (const g of p.groups) {
        targets.push(g.id);
        owners.push(p.seat);
      }
  return { s, seat, mine, attackers, open, targets, owners, picks: null, helpers: null, privilegeOptions: null, aid: new Map() };
}

/**
 * Each part of checkAttack runs at the loop level where its inputs vary: the window and the
 * attackers once (prepareAttacks), the target per attacker, target and kind (here), and the
 * aiders once per attacker and owner (attackTemplate). With `firstOnly`, whether there is any.
 */
function scanPicks(scan: AttackScan, firstOnly: boolean): number[] {
  const { s, seat, attackers, targets, owners, open } = scan;
  const picks: number[] = [];
  const nt = targets.length;
  for (let a = 0; a < attackers.length; a++)
    for (let ti = 0; ti < nt; ti++)
      for (let k = 0; k < 3; k++) {
        if (checkTarget(s, seat, attackers[a], targets[ti], owners[ti], ATTACK_KINDS[k], open) !== null) continue;
        picks.push((a * nt + ti) * 3 + k);
        if (firstOnly) return picks;
      }
  return picks;
}

/**
 * The template of one pick. Its aiders pass checkAiderFor (once per attacker and owner) and, for
 * a destroy attack, are not the target (ATK-DEST-6): checkAider. Templates of one attacker and
 * owner share their aidOptions array, as all share privilegeOptions: the lists are read, never changed.
 */
function attackTemplate(scan: AttackScan, pick: number): LegalAction {
  const { s, seat } = scan;
  const nt = scan.targets.length;
  const kind = ATTACK_KINDS[pick % 3];
  const ti = Math.floor(pick / 3) % nt;
  const attacker = scan.attackers[Math.floor(pick / 3 / nt)];
  const target = scan.targets[ti];
  const owner = scan.owners[ti];
  const helpers = (scan.helpers ??= scan.mine.filter((id) => transferableOf(id) > 0 && canParticipate(s, id)));
  if (!scan.privilegeOptions) {
    const me = s.players[seat];
    const po: (Privilege | null)[] = [null];
    for (const pr of [{ kind: 'bavarian' } as Privilege, ...me.hand.map((card) => ({ kind: 'special', card }) as Privilege)])
      if (checkPrivilege(s, seat, pr) === null) po.push(pr);
    scan.privilegeOptions = po;
  }
  const key = `${attacker}|${owner}`;
  let aid = scan.aid.get(key);
  if (!aid) {
    aid = helpers.filter((h) => checkAiderFor(s, seat, attacker, owner, h) === null);
    scan.aid.set(key, aid);
  }
  const aidOptions = kind === 'destroy' && aid.includes(target) ? aid.filter((h) => h !== target) : aid;
  return { type: 'attack', attacker, target, kind, aidOptions, privilegeOptions: scan.privilegeOptions };
}

/** The attack templates as a lazy part: random play builds only the one it picks. */
export class AttackPart implements LazyPart {
  readonly type = 'attack' as const;
  private scan: AttackScan | null | undefined;
  constructor(
    private readonly s: GameState,
    private readonly seat: Seat,
  ) {}
  private prepared(): AttackScan | null {
    if (this.scan === undefined) this.scan = prepareAttacks(this.s, this.seat);
    return this.scan;
  }
  private picks(): number[] {
    const sc = this.prepared();
    if (!sc) return [];
    return (sc.picks ??= scanPicks(sc, false));
  }
  any(): boolean {
    const sc = this.prepared();
    return !!sc && (sc.picks ? sc.picks.length > 0 : scanPicks(sc, true).length > 0);
  }
  size(): number {
    return this.picks().length;
  }
  at(i: number): LegalAction {
    return attackTemplate(this.scan!, this.picks()[i]);
  }
  list(): LegalAction[] {
    const picks = this.picks();
    return picks.map((p) => attackTemplate(this.scan!, p));
  }
}
