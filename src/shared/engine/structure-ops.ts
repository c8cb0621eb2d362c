// Changes to power structures shared by attacks, moves, drops, trades and upkeep: lifting a subtree
// out of a structure, releasing cards to the uncontrolled area, and fitting a subtree in (AMB-4/5).
import type { GroupId, Side } from '../cards';
import { graft, subtree } from './geometry';
import { emit, mt, type Ctx } from './state';
import type { Placement, PlayerState, Seat } from './types';

/** Remove `id` and all its puppets from the player's structure and return them, root first. */
export function lift(p: PlayerState, id: string): Placement[] {
  const ids = subtree(p, id);
  const set = new Set(ids);
  const lifted: Placement[] = [];
  const keep: Placement[] = [];
  for (const g of p.groups) (set.has(g.id) ? lifted : keep).push(g);
  p.groups = keep;
  lifted.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return lifted;
}

/** Send groups to the uncontrolled area; their money goes to the bank (AMB-5). */
export function release(ctx: Ctx, seat: Seat, groups: readonly Placement[] | readonly string[], reason: Parameters<typeof emitRelease>[3]): void {
  const ids = groups.map((g) => (typeof g === 'string' ? g : g.id)) as GroupId[];
  if (ids.length === 0) return;
  ctx.s.uncontrolled = [...ctx.s.uncontrolled, ...ids];
  emitRelease(ctx, seat, ids, reason);
}

function emitRelease(
  ctx: Ctx,
  seat: Seat,
  groups: GroupId[],
  reason: 'neutralized' | 'masterDestroyed' | 'noRoom' | 'dropped' | 'upkeep' | 'left' | 'eliminated' | 'captured',
): void {
  emit(ctx, { type: 'groupsReleased', to: 'all', seat, groups, reason });
}

/**
 * Attach a lifted subtree (root first) to the player's structure at (master, arrow), re-seating or
 * releasing puppets that do not fit (AMB-4). Returns the released ids.
 */
export function attach(ctx: Ctx, p: PlayerState, lifted: Placement[], master: string, arrow: Side): string[] {
  const incoming = lifted.map((g, i) => (i === 0 ? { ...g, master, arrow } : g));
  const { kept, released } = graft(p, incoming);
  for (const g of kept) p.groups.push(g);
  controlsAgain(ctx, p);
  if (released.length) release(ctx, p.seat, released, 'noRoom');
  return released;
}

/**
 * A player who controls a group again (capture, bribe, gift, trade) loses the marks of having been
 * left with only his Illuminati: no delayed kill credit (AMB-25) and no Cthulhu exception (AMB-52).
 */
export function controlsAgain(ctx: Ctx, p: PlayerState): void {
  if (p.groups.length === 0) return;
  if (p.strippedBy != null) p.strippedBy = null;
  if (ctx.s.turn.spared === p.seat) mt(ctx).spared = null;
}

/** Remove one group from the uncontrolled area. */
export function takeUncontrolled(ctx: Ctx, id: GroupId): boolean {
  const i = ctx.s.uncontrolled.indexOf(id);
  if (i < 0) return false;
  ctx.s.uncontrolled = ctx.s.uncontrolled.filter((x) => x !== id);
  return true;
}
