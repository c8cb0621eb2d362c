// Where groups can go in the viewer's own structure, from the same geometry the engine uses
// (shared/engine/geometry.ts): open arrows for groups received in a trade, and the Bermuda
// Triangle's reorganisation, which lays out the structure one group after the other.
import type { GroupId, Side } from '../../../shared/cards';
import type { Attach, Placement } from '../../../shared/engine';
import { openArrows, subtree, validateStructure, type StructureLike } from '../../../shared/engine';

export interface Spot {
  master: string;
  arrow: Side;
}

export function spotKey(s: Spot): string {
  return `${s.master}/${s.arrow}`;
}

/** Cards leaving the structure: the groups given away with all their puppets. */
function leavingSet(p: StructureLike, leaving: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const g of leaving) if (p.groups.some((x) => x.id === g)) for (const id of subtree(p, g)) out.add(id);
  return out;
}

/** Open arrows of the structure once the `leaving` groups (and their puppets) are gone. */
export function openSpots(p: StructureLike, leaving: readonly string[] = []): Spot[] {
  const gone = leavingSet(p, leaving);
  return openArrows(p, gone).filter((s) => !gone.has(s.master));
}

/**
 * A first suggestion for groups received: each on an open arrow, one after the other, each
 * counted as present when the next is placed. Null when they do not all fit. The player can
 * change every choice; the engine checks the final word (GIVE-6).
 */
export function suggestPlaces(p: StructureLike, incoming: readonly GroupId[], leaving: readonly string[] = []): Attach[] | null {
  const gone = leavingSet(p, leaving);
  const work: Placement[] = p.groups.filter((g) => !gone.has(g.id)).map((g) => ({ ...g }));
  const out: Attach[] = [];
  for (const id of incoming) {
    const spots = openArrows({ illuminati: p.illuminati, groups: work });
    if (!spots.length) return null;
    const at = spots[0];
    out.push({ id, master: at.master, arrow: at.arrow });
    work.push({ id, master: at.master, arrow: at.arrow, money: 0 });
  }
  return out;
}

/** The structure as rows, masters before their puppets (the order a reorganisation is built in). */
export function layoutRows(p: StructureLike): Attach[] {
  const order = subtree(p, p.illuminati).slice(1);
  return order.map((id) => {
    const g = p.groups.find((x) => x.id === id)!;
    return { id: g.id, master: g.master, arrow: g.arrow };
  });
}

export interface ReorganizeRow {
  row: Attach;
  /** Where this group may hang, given the rows above it. */
  options: Spot[];
}

/**
 * The Bermuda Triangle's editor: rows are placed top to bottom; each row may use any open arrow of
 * the cards placed above it. A row whose choice is no longer open falls back to the first open
 * arrow; `complete` is false when some group finds no open arrow at all.
 */
export function reorganizeRows(illuminati: string, rows: readonly Attach[]): { rows: ReorganizeRow[]; complete: boolean } {
  const placed: Placement[] = [];
  const out: ReorganizeRow[] = [];
  let complete = true;
  for (const r of rows) {
    const options = openArrows({ illuminati, groups: placed });
    let choice = options.find((o) => o.master === r.master && o.arrow === r.arrow) ?? options[0];
    if (!choice) {
      complete = false;
      choice = { master: r.master, arrow: r.arrow };
      out.push({ row: { ...r }, options });
      continue;
    }
    const row = { id: r.id, master: choice.master, arrow: choice.arrow };
    out.push({ row, options });
    placed.push({ ...row, money: 0 });
  }
  return { rows: out, complete };
}

/** The reorganisation draft as a structure (money plays no part in where cards go). */
function draftStructure(illuminati: string, rows: readonly Attach[]): StructureLike {
  return { illuminati, groups: rows.map((r) => ({ id: r.id, master: r.master, arrow: r.arrow, money: 0 })) };
}

/** The rows with `group` hung on `spot`, its puppets on their own arrows, masters before puppets. */
function movedRows(rows: readonly Attach[], group: string, spot: Spot): Attach[] {
  return rows.map((r) => (r.id === group ? { id: r.id, master: spot.master, arrow: spot.arrow } : { ...r }));
}

/**
 * On the table, the Bermuda Triangle's reorganisation (ILLUM-BER-1) is built by moving groups one
 * at a time on a draft of the structure: where `group` may go now, its puppets coming along on
 * their own arrows. Only places that keep the whole draft a valid structure are offered, so the
 * draft is always one the engine accepts (it checks the final layout again).
 */
export function reorganizeSpots(illuminati: string, rows: readonly Attach[], group: string): Spot[] {
  const s = draftStructure(illuminati, rows);
  const me = rows.find((r) => r.id === group);
  if (!me) return [];
  const lifted = new Set(subtree(s, group));
  return openArrows(s, lifted).filter(
    (o) => !lifted.has(o.master) && !(o.master === me.master && o.arrow === me.arrow) && validateStructure(draftStructure(illuminati, movedRows(rows, group, o))) === null,
  );
}

/** The draft after moving `group` to `spot` (rows in layout order), or null when that place is not offered. */
export function reorganizeMove(illuminati: string, rows: readonly Attach[], group: string, spot: Spot): Attach[] | null {
  if (!reorganizeSpots(illuminati, rows, group).some((o) => o.master === spot.master && o.arrow === spot.arrow)) return null;
  const next = movedRows(rows, group, spot);
  return layoutRows(draftStructure(illuminati, next));
}

