// Tables for the layout tests: a real new game from the engine, with power structures grown by
// hanging groups on open arrows chosen by a small seeded generator (so structures sprawl in every
// direction, as in play), checked valid by the engine.
import { GROUPS, type GroupId } from '../../../src/shared/cards';
import { newGame, observe, type GameConfig, type GameState, type Observation, type Viewer } from '../../../src/shared/engine';
import { openArrows, validateStructure } from '../../../src/shared/engine/geometry';
import type { Placement } from '../../../src/shared/engine/types';

/** A tiny deterministic generator (mulberry32) for choosing arrows. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hang `ids` one by one on a random open arrow of the structure (skipping ids that do not fit). */
export function grow(illuminati: string, ids: readonly GroupId[], rnd: () => number): Placement[] {
  const placed: Placement[] = [];
  for (const id of ids) {
    const open = openArrows({ illuminati, groups: placed });
    if (open.length === 0) break;
    const at = open[Math.floor(rnd() * open.length)];
    placed.push({ id, master: at.master, arrow: at.arrow, money: Math.floor(rnd() * 12) });
  }
  const bad = validateStructure({ illuminati, groups: placed });
  if (bad) throw new Error(`fixture structure invalid: ${bad}`);
  return placed;
}

export interface TableSpec {
  players: number;
  /** Groups per structure (fewer when the catalog runs out). */
  groups: number;
  seed?: number;
  viewer?: Viewer;
  config?: Partial<GameConfig>;
}

/** A game state with grown structures; the uncontrolled area keeps what it had at setup. */
export function tableState(spec: TableSpec): GameState {
  const { state } = newGame({ players: spec.players, ...spec.config }, `table-${spec.seed ?? 1}`);
  const rnd = seeded(spec.seed ?? 1);
  const used = new Set<string>(state.uncontrolled);
  const pool = GROUPS.map((g) => g.id).filter((id) => !used.has(id));
  state.players = state.players.map((p) => {
    const ids = pool.splice(0, spec.groups);
    const groups = grow(p.illuminati, ids, rnd);
    for (const g of ids.slice(groups.length)) pool.push(g);
    return { ...p, groups };
  });
  const inPlay = new Set(state.players.flatMap((p) => p.groups.map((g) => g.id)));
  state.deck = state.deck.filter((id) => !inPlay.has(id as GroupId));
  return state;
}

export function tableObservation(spec: TableSpec): Observation {
  return observe(tableState(spec), spec.viewer ?? 0);
}
