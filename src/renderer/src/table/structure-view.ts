// One player's power structure as the engine lays it out (src/shared/engine/geometry.ts): the pose
// of every card, and, while a group is being placed or moved, which arrows are open and what
// blocks the others. The renderer never computes geometry of its own (DESIGN.md section 4).
import { t } from '../i18n';
import { SIDES, type Side } from '../../../shared/cards';
import { hiddenCardId, type ObservedPlayer } from '../../../shared/engine';
import {
  blockersOf, footprint, layout as poseLayout, openArrows, outSidesOf, subtree, worldSide,
  type Pose, type StructureLike,
} from '../../../shared/engine';
import type { ArrowHighlight, DropTarget, Rotation, WorldRect } from './sprites';
import { UNIT } from './sprites';

/**
 * Every Illuminati card has the same shape and four outward arrows, so a face-down Illuminati is
 * laid out with this stand-in; ids are mapped back before anything leaves this file.
 */
const STAND_IN = 'bavarian-illuminati';

export interface StructureView {
  seat: number;
  /** Id of the Illuminati card as the observation names it (a placeholder when face down). */
  root: string;
  /** The structure as the engine's geometry wants it (stand-in root when face down). */
  geometry: StructureLike;
  /** Poses keyed by observation ids, engine units. */
  poses: Map<string, Pose>;
  /** Bounds of all cards, engine units. */
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** The structure of one observed player; throws with a readable reason when it is not a tree. */
export function viewStructure(p: ObservedPlayer): StructureView {
  const root = p.illuminati ?? hiddenCardId(p.seat);
  const geoRoot = p.illuminati ?? STAND_IN;
  const geometry: StructureLike = {
    illuminati: geoRoot,
    groups: p.illuminati ? p.groups : p.groups.map((g) => (g.master === root ? { ...g, master: geoRoot } : g)),
  };
  let raw: Record<string, Pose>;
  try {
    raw = poseLayout(geometry);
  } catch (e) {
    throw new Error(t('table.canvas.brokenStructure', { name: p.name, reason: (e as Error).message }));
  }
  const poses = new Map<string, Pose>();
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const pose of Object.values(raw)) {
    const id = pose.id === geoRoot ? root : pose.id;
    poses.set(id, { ...pose, id });
    box.x0 = Math.min(box.x0, pose.x0);
    box.y0 = Math.min(box.y0, pose.y0);
    box.x1 = Math.max(box.x1, pose.x1);
    box.y1 = Math.max(box.y1, pose.y1);
  }
  return { seat: p.seat, root, geometry, poses, box };
}

/** Maps an observation id to the id the geometry knows, and back. */
function toGeo(v: StructureView, id: string): string {
  return id === v.root ? v.geometry.illuminati : id;
}
function fromGeo(v: StructureView, id: string): string {
  return id === v.geometry.illuminati ? v.root : id;
}

/** World rectangle of engine-unit bounds placed with the structure's origin at (ox, oy). */
export function toWorld(r: { x0: number; y0: number; x1: number; y1: number }, ox: number, oy: number): WorldRect {
  return { x: ox + r.x0 * UNIT, y: oy + r.y0 * UNIT, width: (r.x1 - r.x0) * UNIT, height: (r.y1 - r.y0) * UNIT };
}

/** The arrow point on a posed card's edge, engine units. */
function arrowPoint(pose: Pose, world: Side): { x: number; y: number } {
  switch (world) {
    case 'top':
      return { x: pose.cx, y: pose.y0 };
    case 'right':
      return { x: pose.x1, y: pose.cy };
    case 'bottom':
      return { x: pose.cx, y: pose.y1 };
    default:
      return { x: pose.x0, y: pose.cy };
  }
}

/** Ids of `group` and its puppets when it belongs to this structure; empty otherwise. */
export function liftedBy(v: StructureView, group: string): Set<string> {
  if (!v.poses.has(group) || group === v.root) return new Set();
  return new Set(subtree(v.geometry, toGeo(v, group)).map((id) => fromGeo(v, id)));
}

/**
 * Highlights for placing `group` into this structure (origin at ox, oy in world pixels): every
 * outward arrow of every card that stays in place, open ones first-class and legal when a target
 * allows dropping `group` there, blocked ones with their blockers. When `group` is part of the
 * structure it and its puppets are lifted first, as the engine does for a move (MOVE-1..4).
 */
export function arrowHighlights(
  v: StructureView,
  group: string,
  targets: readonly DropTarget[],
  names: (id: string) => string,
  ox: number,
  oy: number,
): ArrowHighlight[] {
  const lifted = liftedBy(v, group);
  const ignore = lifted.size ? new Set([...lifted].map((id) => toGeo(v, id))) : undefined;
  const open = new Set(openArrows(v.geometry, ignore).map((a) => `${fromGeo(v, a.master)}/${a.arrow}`));
  const legal = new Set(targets.filter((t) => t.group === group).map((t) => `${t.master}/${t.arrow}`));
  const hanging = new Set<string>();
  for (const g of v.geometry.groups) if (!lifted.has(g.id)) hanging.add(`${fromGeo(v, g.master)}/${g.arrow}`);
  const out: ArrowHighlight[] = [];
  for (const [id, pose] of v.poses) {
    if (lifted.has(id)) continue;
    for (const side of SIDES) {
      if (!outSidesOf(toGeo(v, id)).includes(side)) continue;
      const key = `${id}/${side}`;
      const world = worldSide(side, pose.rotation as Rotation);
      const p = arrowPoint(pose, world);
      const point = { x: ox + p.x * UNIT, y: oy + p.y * UNIT };
      const slot = toWorld(footprint(pose, side), ox, oy);
      if (open.has(key)) {
        const isLegal = legal.has(key);
        out.push({
          key, master: id, arrow: side, world, status: 'open', reason: 'free', legal: isLegal, blockers: [], blockerNames: [],
          point, slot, label: t(isLegal ? 'table.arrow.open' : 'table.arrow.notNow'), lines: [],
        });
        continue;
      }
      const blockers = blockersOf(v.geometry, toGeo(v, id), side, ignore).map((b) => fromGeo(v, b));
      const reason = hanging.has(key) ? 'occupied' : 'overlap';
      const blockerNames = blockers.map(names);
      const lines = reason === 'overlap'
        ? blockers.map((b) => {
          const bp = v.poses.get(b) as Pose;
          return { x1: point.x, y1: point.y, x2: ox + bp.cx * UNIT, y2: oy + bp.cy * UNIT };
        })
        : [];
      out.push({
        key, master: id, arrow: side, world, status: 'blocked', reason, legal: false, blockers, blockerNames,
        point, slot, label: t('table.arrow.blockedBy', { list: blockerNames.join(', ') }), lines,
      });
    }
  }
  return out;
}
