// Sampling a full game state consistent with one seat's observation (DESIGN.md section 5:
// determinization). Search bots plan on such samples and never read the true state: the deck
// order, the other players' special cards, their face-down Illuminati and secret goals, and the
// dice generator are drawn afresh from what the observer cannot rule out.
//
// Consistency kept here: every card exactly once (structures, table piles, hands, deck, a capture
// window); hand counts and deck size as observed; the viewer's own hand, intel and goal; special
// cards the viewer saw offered to him stay in the offerer's hand; cards a Computer Espionage look
// showed in a hand stay there while unseen elsewhere; a face-down Illuminati is drawn from those
// not visible, by the beliefs' weights, and every stand-in id (`hidden-illuminati-<seat>`) in
// structures, windows and turn records is replaced by the drawn card.
import { GROUPS, SPECIALS, type IlluminatiId, type SpecialId } from '../cards';
import { HIDDEN_PREFIX, illuminatiSet, type GameState, type Observation, type PlayerState } from '../engine';
import { copyData } from '../engine';
import { nextInt, nextUint32, shuffleInPlace, type RngState } from '../engine';
import { beliefsFrom, sampleWeighted, type SeatBelief } from './beliefs';

const uniform = (rng: RngState) => nextUint32(rng) / 4294967296;

/** Every group's and every special card's id, in the cards' order (made once: a bot determinizes at each decision). */
const GROUP_IDS: readonly string[] = GROUPS.map((g) => g.id as string);
const SPECIAL_IDS: readonly SpecialId[] = SPECIALS.map((c) => c.id as SpecialId);

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
 * shuffled into a deck of the observed size. `beliefs` (default: beliefsFrom(obs)) weights the
 * face-down Illuminati and the secret goals.
 */
export function determinize(obs: Observation, rng: RngState, beliefs: SeatBelief[] = beliefsFrom(obs)): GameState {
  if (obs.viewer === 'spectator') throw new Error('determinize: a spectator has no seat to plan for');
  const viewer = obs.viewer;
  const seen = visibleCards(obs);

  // Special cards offered to the viewer are in the offerer's hand.
  const pinned = new Map<number, SpecialId[]>();
  for (let w = obs.pending; w; w = 'resume' in w ? w.resume : null)
    if (w.kind === 'offer' && w.from !== viewer) {
      const real = w.give.specials.filter((c) => c !== ('hidden' as SpecialId));
      if (real.length) pinned.set(w.from, [...(pinned.get(w.from) ?? []), ...real]);
      for (const c of real) seen.add(c);
    }
  const unseenSpecials = SPECIAL_IDS.filter((c) => !seen.has(c));
  shuffleInPlace(rng, unseenSpecials);
  // What Computer Espionage showed of a hand, latest look first, while those cards are unseen.
  const me = obs.players[viewer];
  const looked = new Map<number, SpecialId[]>();
  for (const it of (me.intel ?? []).slice().reverse())
    if (it.kind === 'hand' && !looked.has(it.seat)) looked.set(it.seat, it.cards.filter((c) => unseenSpecials.includes(c)));
  const take = (c: SpecialId): boolean => {
    const i = unseenSpecials.indexOf(c);
    if (i < 0) return false;
    unseenSpecials.splice(i, 1);
    return true;
  };

  // Face-down Illuminati: drawn without replacement among the cards nobody shows, by belief weight.
  const shown = new Set<IlluminatiId>(obs.players.map((p) => p.illuminati).filter((x): x is IlluminatiId => x !== null));
  const free = new Set(illuminatiSet(obs.config.edition ?? 'en').filter((id) => !shown.has(id)));
  const drawn = new Map<number, IlluminatiId>();
  const hiddenSeats = obs.players.filter((p) => p.illuminati === null).map((p) => p.seat);
  shuffleInPlace(rng, hiddenSeats);
  for (const seat of hiddenSeats) {
    const cands = (beliefs[seat]?.identities ?? []).filter((x) => free.has(x.id));
    const pool = cands.length ? cands : [...free].map((id) => ({ id, weight: 1 }));
    const id = sampleWeighted(pool, uniform(rng)).id;
    drawn.set(seat, id);
    free.delete(id);
  }
  const ids = new Map<string, string>();
  for (const [seat, id] of drawn) ids.set(`${HIDDEN_PREFIX}${seat}`, id);

  const players: PlayerState[] = obs.players.map((p) => {
    const mine = p.seat === viewer;
    let hand: SpecialId[];
    if (mine) hand = p.hand ? p.hand.slice() : [];
    else {
      hand = (pinned.get(p.seat) ?? []).slice();
      for (const c of looked.get(p.seat) ?? []) if (hand.length < p.handCount && take(c)) hand.push(c);
      while (hand.length < p.handCount && unseenSpecials.length) hand.push(unseenSpecials.pop()!);
    }
    const id = p.illuminati ?? drawn.get(p.seat)!;
    // Another player's secret goal (the UFOs', or everyone's under hidden goals) is a guess too.
    const secret = !mine && (id === 'ufos' || !!obs.config.hiddenGoals) && !obs.config.longGame;
    let borrowedGoal = p.borrowedGoal;
    if (!borrowedGoal && secret && hasChosen(obs, p.seat)) {
      const goals: { id: IlluminatiId; weight: number }[] = (beliefs[p.seat]?.goals ?? []).filter((g) => g.id !== 'ufos');
      const pool = goals.length ? goals : illuminatiSet(obs.config.edition ?? 'en').filter((x) => x !== 'ufos').map((x) => ({ id: x, weight: 1 }));
      borrowedGoal = sampleWeighted(pool, uniform(rng)).id;
    }
    // A copy with every stand-in id (as a value or a key) replaced by the drawn Illuminati, without
    // the hand count, and these five set: withKeys keeps the observed player's order of keys.
    return withKeys(p, ids, 'handCount', { illuminati: id, hand, intel: mine && p.intel ? copyData(p.intel) : [], claim: mine ? p.claim : null, borrowedGoal }) as unknown as PlayerState;
  });

  const deck: string[] = [...GROUP_IDS.filter((id) => !seen.has(id)), ...unseenSpecials];
  if (deck.length !== obs.deckCount) throw new Error(`determinize: ${deck.length} unseen cards for a deck of ${obs.deckCount}`);
  shuffleInPlace(rng, deck);
  // The observation's keys in its order (key order shows in saved JSON), the players made above in
  // their place, then what only a state has (the seed drawn before the generator).
  const seed = `determinized-${nextUint32(rng)}`;
  const state = withKeys(obs, ids, 'viewer', { v: 1, seed, rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)], scriptedDice: [], players, deck }, 'deckCount') as unknown as GameState;
  // Specials offered by someone else to a third player are shown as 'hidden': they are cards of the offerer's hand.
  for (let w = state.pending; w; w = 'resume' in w ? w.resume : null)
    if (w.kind === 'offer' && w.give.specials.includes('hidden' as SpecialId)) {
      const hand = players[w.from].hand;
      w.give.specials = w.give.specials.map((_, i) => hand[i]).filter((c) => c !== undefined);
    }
  return state;
}

/**
 * A copy of `x` (copyData with `ids`) without the keys `drop` and `drop2`, with the values of `set`
 * in place of its own (those it lacks added after its keys, in `set`'s order): the same object,
 * keys in the same order, as spreading a copy of it and then `set`, without copying what `set`
 * replaces or building the intermediate objects (determinize runs at every decision of every
 * model player in Hard's play-outs). Keys are renamed as copyData renames them.
 */
function withKeys(x: object, ids: ReadonlyMap<string, string>, drop: string, set: Record<string, unknown>, drop2 = drop): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const rename = ids.size > 0;
  const src = x as Record<string, unknown>;
  for (const k of Object.keys(src)) {
    if (k === drop || k === drop2) continue;
    const key = rename ? (ids.get(k) ?? k) : k;
    out[key] = Object.prototype.hasOwnProperty.call(set, key) ? set[key] : copyData(src[k], ids);
  }
  for (const k of Object.keys(set)) if (!Object.prototype.hasOwnProperty.call(out, k)) out[k] = set[k];
  return out;
}

/** Whether the seat has made its secret goal choice already (the windows go in seat order before turn 1). */
function hasChosen(obs: Observation, seat: number): boolean {
  const w = obs.pending;
  if (w?.kind === 'chooseGoal') return seat < w.seat;
  return obs.turn.number > 0;
}

/** A uniformly random element, for callers sampling among determinizations. */
export function pickOne<T>(rng: RngState, xs: readonly T[]): T {
  return xs[nextInt(rng, xs.length)];
}
