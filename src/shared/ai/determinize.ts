// Sampling a full game state consistent with one seat's observation (DESIGN.md section 5:
// determinization). Search bots plan on such samples and never read the true state: the deck
// order, the other players' special cards, their face-down Illuminati and secret goals, and the
// dice generator are drawn afresh from what the observer cannot rule out.
import { GROUPS, ILLUMINATI, SPECIALS, type IlluminatiId, type SpecialId } from '../cards';
import type { GameState, Observation, PlayerState } from '../engine';
import { nextInt, nextUint32, shuffleInPlace, type RngState } from '../engine/rng';

/** Every card id that the observation places somewhere visible (structures, table piles, own hand). */
function visibleCards(obs: Observation): Set<string> {
  const seen = new Set<string>([...obs.uncontrolled, ...obs.dead, ...obs.discard]);
  for (const p of obs.players) {
    for (const g of p.groups) seen.add(g.id);
    if (p.hand) for (const c of p.hand) seen.add(c);
  }
  // A captured group waiting to be placed is in a window, not in a structure.
  for (let w = obs.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'capture') for (const g of w.lifted) seen.add(g.id);
  return seen;
}

/**
 * A full state the observer cannot tell apart from the real one. Unknown special cards are dealt
 * to the other players' hands (their counts are public) and the rest, with every unseen group, is
 * shuffled into a deck of the observed size.
 */
export function determinize(obs: Observation, rng: RngState): GameState {
  const seen = visibleCards(obs);
  const unseenSpecials = SPECIALS.map((c) => c.id as SpecialId).filter((c) => !seen.has(c));
  shuffleInPlace(rng, unseenSpecials);
  const takenIlluminati = new Set(obs.players.map((p) => p.illuminati).filter((x): x is IlluminatiId => x !== null));
  const freeIlluminati = ILLUMINATI.map((c) => c.id as IlluminatiId).filter((id) => !takenIlluminati.has(id));
  shuffleInPlace(rng, freeIlluminati);

  const goals = ILLUMINATI.map((c) => c.id as IlluminatiId).filter((id) => id !== 'ufos');
  const players: PlayerState[] = obs.players.map((p) => {
    const mine = p.seat === obs.viewer;
    const hand = mine && p.hand ? p.hand.slice() : unseenSpecials.splice(0, p.handCount);
    const base = structuredClone(p) as unknown as Record<string, unknown>;
    delete base.handCount;
    const illuminati = p.illuminati ?? freeIlluminati.pop()!;
    // Another player's secret goal (the UFOs', or everyone's under hidden goals) is a guess too.
    const secret = !mine && (illuminati === 'ufos' || obs.config.hiddenGoals);
    return {
      ...(base as unknown as PlayerState),
      illuminati,
      hand,
      intel: mine && p.intel ? structuredClone(p.intel) : [],
      borrowedGoal: p.borrowedGoal ?? (secret ? goals[nextInt(rng, goals.length)] : null),
    };
  });

  const deck: string[] = [...GROUPS.map((g) => g.id as string).filter((id) => !seen.has(id)), ...unseenSpecials];
  if (deck.length !== obs.deckCount) throw new Error(`determinize: ${deck.length} unseen cards for a deck of ${obs.deckCount}`);
  shuffleInPlace(rng, deck);
  const rest = structuredClone(obs) as unknown as Record<string, unknown>;
  delete rest.viewer;
  delete rest.deckCount;
  return {
    ...(rest as unknown as GameState),
    v: 1,
    seed: `determinized-${nextUint32(rng)}`,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    scriptedDice: [],
    players,
    deck,
  } as GameState;
}

/** A uniformly random element, for callers sampling among determinizations. */
export function pickOne<T>(rng: RngState, xs: readonly T[]): T {
  return xs[nextInt(rng, xs.length)];
}
