// What a bot believes about the things its observation hides from it: another player's face-down
// Illuminati (hidden Illuminati) and secret special goal (the UFOs', or everyone's under hidden
// goals). Beliefs come from the observation alone (plus what the bot itself remembers having seen):
// players tend to build toward their goal, so a goal is weighted by how far the player's structure
// already is toward it. determinize() samples from these weights and the evaluation averages over
// them, so a bot guards against the goal an opponent most likely plays for without reading it.
import { illuminati, type IlluminatiId, type SpecialGoal } from '../cards';
import { goalChoices, illuminatiSet, specialProgress, type GameState, type Observation, type PlayerState, type Seat } from '../engine';

export interface GoalBelief {
  /** The Illuminati whose printed goal this is. */
  id: IlluminatiId;
  goal: SpecialGoal;
  weight: number;
}

export interface SeatBelief {
  /** Candidate identities of a face-down Illuminati (weights sum to 1); null when the card is known. */
  identities: { id: IlluminatiId; weight: number }[] | null;
  /** Candidate special goals (weights sum to 1); empty when the player has none (long game). */
  goals: GoalBelief[];
}

/** How strongly a structure's progress toward a goal makes that goal more likely. */
const PLAUSIBILITY = 3;
/** Goals kept per seat in the evaluation (the rest are dropped and the weights renormalized). */
const MAX_GOALS = 3;

/** The printed goal of an Illuminati with the German Network edit (EDN-10), as goals.ts applies it. */
export function printedGoal(obs: Pick<Observation, 'config'>, id: IlluminatiId): SpecialGoal {
  const g = illuminati(id).goal;
  if (id === 'network' && obs.config.edition === 'de' && g.kind === 'transferableTotal') return { kind: 'transferableTotal', amount: 20 };
  return g;
}

/** Progress toward `g` as a fraction in [0, 1] for a player read from an observation or a state. */
export function goalFraction(s: GameState, p: PlayerState, g: SpecialGoal): number {
  if (g.kind === 'borrowed') return 0;
  const pr = specialProgress(s, p, g);
  if (pr.needed <= 0) return 1;
  return Math.max(0, Math.min(1, pr.current / pr.needed));
}

function normalize<T extends { weight: number }>(xs: T[], keep = Infinity): T[] {
  const sorted = xs.slice().sort((a, b) => b.weight - a.weight).slice(0, keep);
  const total = sorted.reduce((t, x) => t + x.weight, 0);
  return total > 0 ? sorted.map((x) => ({ ...x, weight: x.weight / total })) : sorted;
}

/** Evidence a bot gathered itself (e.g. a Bavarian privilege bought by a face-down player). */
export interface Evidence {
  identity: Record<number, IlluminatiId>;
  /** Identities ruled out (my own wrong accusations). */
  not: Record<number, IlluminatiId[]>;
}

/**
 * Beliefs about every seat as seen by `obs.viewer`. The viewer's own entry is exact. `asState` is
 * the observation read as a state for progress computations (only public fields are read).
 */
export function beliefsFrom(obs: Observation, evidence?: Evidence): SeatBelief[] {
  const s = obs as unknown as GameState;
  const known = new Set<IlluminatiId>();
  for (const p of obs.players) if (p.illuminati) known.add(p.illuminati);
  const set = illuminatiSet(obs.config.edition ?? 'en');
  const secretGoals = (seat: Seat, asId: IlluminatiId): GoalBelief[] => {
    // goalChoices reads only the seat's Illuminati and the config.
    const fake = { ...s, players: obs.players.map((q) => (q.seat === seat ? { ...q, illuminati: asId } : q)) } as unknown as GameState;
    return goalChoices(fake, seat).map((id) => ({ id, goal: printedGoal(obs, id), weight: 1 }));
  };
  return obs.players.map((op) => {
    if (obs.config.longGame) return { identities: null, goals: [] };
    const p = op as unknown as PlayerState;
    const mine = op.seat === obs.viewer;
    const weigh = (gs: GoalBelief[], asId: IlluminatiId): GoalBelief[] =>
      gs.map((g) => ({ ...g, weight: g.weight * Math.exp(PLAUSIBILITY * goalFraction(s, { ...p, illuminati: asId }, g.goal)) }));
    if (mine) {
      const id = op.illuminati!;
      const gid = obs.config.hiddenGoals || id === 'ufos' ? op.borrowedGoal : id;
      return { identities: null, goals: gid ? [{ id: gid, goal: printedGoal(obs, gid), weight: 1 }] : [] };
    }
    let identities: { id: IlluminatiId; weight: number }[] | null = null;
    let asIds: { id: IlluminatiId; weight: number }[];
    if (op.illuminati) asIds = [{ id: op.illuminati, weight: 1 }];
    else {
      const hinted = evidence?.identity[op.seat];
      const ruled = evidence?.not[op.seat] ?? [];
      const free = set.filter((id) => !known.has(id) && !ruled.includes(id));
      const cands = hinted && free.includes(hinted) ? [hinted] : free;
      // A face-down player most likely builds toward his own printed goal.
      identities = normalize(
        cands.map((id) => {
          const g = illuminati(id).goal;
          const w = g.kind === 'borrowed' ? 1.2 : Math.exp(PLAUSIBILITY * goalFraction(s, { ...p, illuminati: id }, printedGoal(obs, id)));
          return { id, weight: w };
        }),
      );
      asIds = identities;
    }
    const goals = new Map<IlluminatiId, GoalBelief>();
    for (const { id, weight } of asIds) {
      let gs: GoalBelief[];
      if (obs.config.hiddenGoals || id === 'ufos') gs = normalize(weigh(secretGoals(op.seat, id), id));
      else gs = [{ id, goal: printedGoal(obs, id), weight: 1 }];
      for (const g of gs) {
        const prev = goals.get(g.id);
        goals.set(g.id, { ...g, weight: (prev?.weight ?? 0) + g.weight * weight });
      }
    }
    return { identities, goals: normalize([...goals.values()], MAX_GOALS) };
  });
}

/** Sample one element by weight. */
export function sampleWeighted<T extends { weight: number }>(xs: readonly T[], u: number): T {
  let r = u * xs.reduce((t, x) => t + x.weight, 0);
  for (const x of xs) {
    r -= x.weight;
    if (r < 0) return x;
  }
  return xs[xs.length - 1];
}
