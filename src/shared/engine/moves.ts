// Moving, dropping and reorganizing groups (MOVE-1..5, DROP-1..2, ILLUM-BER-1).
import type { Action } from './actions';
import { isOpen, outSidesOf, subtree, validateStructure } from './geometry';
import { controls, type Ctx, emit, mt, mp, placementOf } from './state';
import { attach, lift, release } from './structure-ops';
import { illuminati } from '../cards';
import { checkEliminations } from './turn';
import { passKeepsTransfers } from './money';
import type { GameState, Seat } from './types';

function ownTurnActions(s: GameState, seat: Seat): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat) return 'Only on your own turn.';
  if (s.turn.phase !== 'actions') return 'That belongs to the action phase.';
  return null;
}

export function checkMove(s: GameState, seat: Seat, a: Extract<Action, { type: 'moveGroup' }>): string | null {
  const base = ownTurnActions(s, seat);
  if (base) return base;
  if (s.turn.actionsLeft < 1) return 'You have no action left this turn.';
  const p = s.players[seat];
  const g = placementOf(p, a.group);
  if (!g) return 'That group is not in your power structure.';
  if (!controls(p, a.master)) return 'The new master must be a card of your structure (MOVE-1).';
  const moving = new Set(subtree(p, a.group));
  if (moving.has(a.master)) return 'A group cannot be attached to itself or its own puppets (MOVE-4).';
  if (!outSidesOf(a.master).includes(a.arrow)) return 'That card has no outward arrow on that side.';
  if (g.master === a.master && g.arrow === a.arrow) return 'The group is already there.';
  if (!isOpen(p, a.master, a.arrow, moving)) return 'That arrow is not open (DEF-11).';
  return null;
}

export function moveGroup(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'moveGroup' }>): void {
  const s = ctx.s;
  const p = mp(ctx, seat);
  const lifted = lift(p, a.group);
  attach(ctx, p, lifted, a.master, a.arrow); // MOVE-2/3: puppets come along or are re-seated or lost.
  mt(ctx).actionsLeft--;
  mt(ctx).acted = true;
  emit(ctx, { type: 'groupMoved', to: 'all', seat, group: a.group, master: a.master, arrow: a.arrow });
  checkEliminations(ctx, null);
}

export function checkDrop(s: GameState, seat: Seat, a: Extract<Action, { type: 'dropGroup' }>): string | null {
  const base = ownTurnActions(s, seat);
  if (base) return base;
  if (!placementOf(s.players[seat], a.group)) return 'That group is not in your power structure.';
  return null;
}

/** DROP-1/2: the group and its puppets become uncontrolled; their money goes to the bank. */
export function dropGroup(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'dropGroup' }>): void {
  const s = ctx.s;
  const lifted = lift(mp(ctx, seat), a.group);
  release(ctx, seat, lifted, 'dropped');
  mt(ctx).acted = true;
  checkEliminations(ctx, null);
}

export function checkReorganize(s: GameState, seat: Seat, a: Extract<Action, { type: 'reorganize' }>): string | null {
  if (s.pending) return 'Another decision is pending.';
  if (s.turn.active !== seat || s.turn.phase === 'over') return 'Only on your own turn.';
  const p = s.players[seat];
  if (!illuminati(p.illuminati).abilities.some((x) => x.kind === 'reorganize')) return 'Only the Bermuda Triangle reorganizes freely (ILLUM-BER-1).';
  if (s.turn.passed && !passKeepsTransfers(s)) return 'You passed this turn (ACT-5).';
  if (s.turn.specialUsed) return 'The structure has already been reorganized this turn.';
  if (!Array.isArray(a.layout) || a.layout.length !== p.groups.length) return 'The new layout must place every group of your structure once.';
  const ids = new Set(a.layout.map((x) => x?.id));
  if (ids.size !== p.groups.length || !p.groups.every((g) => ids.has(g.id))) return 'The new layout must place every group of your structure once.';
  const why = validateStructure({ illuminati: p.illuminati, groups: a.layout.map((x) => ({ id: x.id, master: x.master, arrow: x.arrow, money: 0 })) });
  return why ? `That layout is not possible: ${why}` : null;
}

export function reorganize(ctx: Ctx, seat: Seat, a: Extract<Action, { type: 'reorganize' }>): void {
  const s = ctx.s;
  const p = mp(ctx, seat);
  const money = new Map(p.groups.map((g) => [g.id, g.money]));
  p.groups = a.layout.map((x) => ({ id: x.id, master: x.master, arrow: x.arrow, money: money.get(x.id)! }));
  mt(ctx).specialUsed = true;
  mt(ctx).acted = true;
  mt(ctx).phase = 'special';
  emit(ctx, { type: 'structureReorganized', to: 'all', seat });
}
