// Issue 38: determinize() builds its copies without the intermediate objects of spreads (withKeys).
// Checked against the plain code it replaced, kept here as the reference: on the observation of every
// decision of seeded Medium games at 3, 4 and 6 players, open and with hidden Illuminati and goals,
// both give the same state to the JSON text (key order included) and leave the generator in the
// same state. It fails on a key out of place, a value not copied or renamed, or a draw moved.
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/shared/ai';
import { determinize } from '../../src/shared/ai/determinize';
import { safeAction } from '../../src/shared/ai/fallback';
import { applyAction, decider, legalActions, newGame, observe, seedState, type GameConfig } from '../../src/shared/engine';

// The code determinize() had before (session 4, main b90db75), unchanged but for its name.
import { GROUPS, SPECIALS, type IlluminatiId, type SpecialId } from '../../src/shared/cards';
import { HIDDEN_PREFIX, illuminatiSet, type GameState, type Observation, type PlayerState } from '../../src/shared/engine';
import { copyData } from '../../src/shared/engine';
import { nextUint32, shuffleInPlace, type RngState } from '../../src/shared/engine';
import { beliefsFrom, sampleWeighted, type SeatBelief } from '../../src/shared/ai/beliefs';

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
function determinizeOld(obs: Observation, rng: RngState, beliefs: SeatBelief[] = beliefsFrom(obs)): GameState {
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
    // A copy with every stand-in id (as a value or a key) replaced by the drawn Illuminati.
    const { handCount: _count, ...base } = copyData(p, ids);
    const id = p.illuminati ?? drawn.get(p.seat)!;
    // Another player's secret goal (the UFOs', or everyone's under hidden goals) is a guess too.
    const secret = !mine && (id === 'ufos' || !!obs.config.hiddenGoals) && !obs.config.longGame;
    let borrowedGoal = p.borrowedGoal;
    if (!borrowedGoal && secret && hasChosen(obs, p.seat)) {
      const goals: { id: IlluminatiId; weight: number }[] = (beliefs[p.seat]?.goals ?? []).filter((g) => g.id !== 'ufos');
      const pool = goals.length ? goals : illuminatiSet(obs.config.edition ?? 'en').filter((x) => x !== 'ufos').map((x) => ({ id: x, weight: 1 }));
      borrowedGoal = sampleWeighted(pool, uniform(rng)).id;
    }
    return {
      ...(base as unknown as PlayerState),
      illuminati: id,
      hand,
      intel: mine && p.intel ? copyData(p.intel) : [],
      claim: mine ? p.claim : null,
      borrowedGoal,
    };
  });

  const deck: string[] = [...GROUP_IDS.filter((id) => !seen.has(id)), ...unseenSpecials];
  if (deck.length !== obs.deckCount) throw new Error(`determinize: ${deck.length} unseen cards for a deck of ${obs.deckCount}`);
  shuffleInPlace(rng, deck);
  // The players are made above; an empty list keeps their key's place in the state (key order shows in saved JSON).
  const { viewer: _viewer, deckCount: _deck, ...rest } = obs;
  const state = {
    ...(copyData({ ...rest, players: [] }, ids) as unknown as GameState),
    v: 1,
    seed: `determinized-${nextUint32(rng)}`,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)],
    scriptedDice: [],
    players,
    deck,
  } as GameState;
  // Specials offered by someone else to a third player are shown as 'hidden': they are cards of the offerer's hand.
  for (let w = state.pending; w; w = 'resume' in w ? w.resume : null)
    if (w.kind === 'offer' && w.give.specials.includes('hidden' as SpecialId)) {
      const hand = players[w.from].hand;
      w.give.specials = w.give.specials.map((_, i) => hand[i]).filter((c) => c !== undefined);
    }
  return state;
}

/** Whether the seat has made its secret goal choice already (the windows go in seat order before turn 1). */
function hasChosen(obs: Observation, seat: number): boolean {
  const w = obs.pending;
  if (w?.kind === 'chooseGoal') return seat < w.seat;
  return obs.turn.number > 0;
}

describe('determinize against the plain reference (issue 38)', () => {
  it('gives the same state, key order and generator on every observation of 3-, 4- and 6-player games', () => {
    let n = 0;
    let hidden = 0;
    const games: [number, Partial<GameConfig>][] = [[3, {}], [4, {}], [6, {}], [3, { hiddenIlluminati: true, hiddenGoals: true }], [4, { hiddenIlluminati: true }], [6, { hiddenGoals: true }]];
    for (const [g, [players, extra]] of games.entries()) {
      let s = newGame({ players, turnCap: 40, ...extra }, `det-ref-${g}`).state;
      const bots = Array.from({ length: players }, () => createBot({ level: 'medium' }));
      const rngs = bots.map((_, i) => seedState(`det-ref-${g}/${i}`));
      for (let i = 0; i < 400 && !s.outcome; i++) {
        const seat = decider(s)[0];
        const legal = legalActions(s, seat);
        const obs = observe(s, seat);
        const beliefs = beliefsFrom(obs);
        const a = seedState(`det-ref-${g}-${i}`);
        const b = seedState(`det-ref-${g}-${i}`);
        expect(JSON.stringify(determinize(obs, a, beliefs)), `game ${g} decision ${i}`).toBe(JSON.stringify(determinizeOld(obs, b, beliefs)));
        expect(a).toEqual(b);
        n++;
        if (obs.players.some((p) => p.illuminati === null)) hidden++;
        let r = applyAction(s, seat, bots[seat].choose(obs, legal, { rng: rngs[seat], deadline: Infinity, now: () => 0 }));
        if (!r.ok) r = applyAction(s, seat, safeAction(legal));
        if (!r.ok) break;
        s = r.state;
      }
    }
    expect(n).toBeGreaterThan(1000);
    expect(hidden).toBeGreaterThan(100);
  }, 300_000);
});
