// What one viewer may know (DESIGN.md section 3): observe() hides the deck order, the seed and the
// generator, other players' special cards (only their count) and the UFOs' secret goal; events
// carry their audience and eventsFor() filters them.
import { describe, expect, it } from 'vitest';
import { SPECIALS } from '../../src/shared/cards';
import { applyAction, decider, eventsFor, instantiate, legalActions, newGame, observe, type GameEvent, type GameState, type Viewer } from '../../src/shared/engine';
import { nextInt, seedState } from '../../src/shared/engine/rng';
import { act, scenario } from '../support/scenario';
import { BAV as B, GNO as G, NET as N } from '../support/helpers';

function table(): GameState {
  return scenario({
    seats: [
      { illuminati: B, money: 10, hand: ['deep-agent', 'slush-fund'], groups: [['the-mafia', B, 'top', 2]] },
      { illuminati: N, money: 10, hand: ['bribery'], groups: [['cia', N, 'top', 3]] },
      { illuminati: G, money: 10, groups: [['fbi', G, 'top']] },
    ],
    uncontrolled: ['comic-books', 'moonies'],
  });
}

const viewers: Viewer[] = [0, 1, 2, 'spectator'];

describe('observe', () => {
  it('shows the deck only as a count: neither its order, the seed, the generator nor scripted dice', () => {
    const s = table();
    const t: GameState = structuredClone(s);
    t.deck = [...s.deck].reverse();
    t.seed = 'another seed entirely';
    t.rng = [1, 2, 3, 4];
    t.scriptedDice = [6, 6, 6];
    for (const v of viewers) {
      const o = observe(s, v) as unknown as Record<string, unknown>;
      expect(o).toEqual(observe(t, v));
      for (const key of ['deck', 'seed', 'rng', 'scriptedDice']) expect(o).not.toHaveProperty(key);
      expect(o.deckCount).toBe(s.deck.length);
      const json = JSON.stringify(o);
      expect(json).not.toContain(s.deck.slice(0, 10).join('","'));
    }
  });

  it('a seed string never appears in any observation', () => {
    const { state } = newGame({ players: 3, illuminati: [B, N, G] }, 'very-secret-seed-7731');
    for (const v of viewers) expect(JSON.stringify(observe(state, v))).not.toContain('very-secret-seed-7731');
  });

  it('shows a player his own hand and everyone else only the count', () => {
    const s = table();
    expect(observe(s, 0).players.map((p) => [p.hand, p.handCount])).toEqual([
      [['deep-agent', 'slush-fund'], 2],
      [null, 1],
      [null, 0],
    ]);
    expect(observe(s, 1).players.map((p) => [p.hand, p.handCount])).toEqual([
      [null, 2],
      [['bribery'], 1],
      [null, 0],
    ]);
    expect(observe(s, 'spectator').players.every((p) => p.hand === null)).toBe(true);
    // Other cards of the same count look exactly the same to everyone but the holder.
    const t = structuredClone(s);
    t.players[0].hand = ['murphys-law', 'assassination'];
    for (const v of [1, 2, 'spectator'] as Viewer[]) {
      expect(observe(t, v)).toEqual(observe(s, v));
      expect(JSON.stringify(observe(s, v))).not.toMatch(/deep-agent|slush-fund/);
    }
    expect(observe(t, 0)).not.toEqual(observe(s, 0));
  });

  it('hides the UFOs\u2019 chosen goal from everyone but the UFO player', () => {
    const { state, events } = newGame({ players: 3, illuminati: ['ufos', N, G] }, 'ufo-seed');
    expect(state.pending).toEqual({ kind: 'chooseGoal', seat: 0 });
    expect(events.some((e) => e.type === 'goalChosen')).toBe(false);
    const r = applyAction(state, 0, { type: 'chooseGoal', goal: 'society-of-assassins' });
    if (!r.ok) throw new Error(r.reason);
    expect(observe(r.state, 0).players[0].borrowedGoal).toBe('society-of-assassins');
    for (const v of [1, 2, 'spectator'] as Viewer[]) {
      expect(observe(r.state, v).players[0].borrowedGoal).toBeNull();
      expect(JSON.stringify(observe(r.state, v))).not.toContain('society-of-assassins');
      expect(JSON.stringify(eventsFor(r.events, v))).not.toContain('society-of-assassins');
    }
    expect(eventsFor(r.events, 0)).toContainEqual({ type: 'goalChosen', to: [0], seat: 0, goal: 'society-of-assassins' });
    expect(eventsFor(r.events, 1)).toContainEqual({ type: 'goalChosen', to: [1, 2], seat: 0, goal: null });
  });

  it('hides special cards offered in a pending trade from third parties', () => {
    const s = table();
    const o = act(s, 0, { type: 'offer', to: 1, give: { money: 0, specials: ['deep-agent'], groups: [] }, get: { money: 2, specials: [], groups: [] }, getPlace: [] }).state;
    const pend = (v: Viewer) => observe(o, v).pending;
    expect(pend(0)).toMatchObject({ kind: 'offer', give: { specials: ['deep-agent'] } });
    expect(pend(1)).toMatchObject({ kind: 'offer', give: { specials: ['deep-agent'] } });
    expect(pend(2)).toMatchObject({ kind: 'offer', give: { specials: ['hidden'] } });
    expect(pend('spectator')).toMatchObject({ kind: 'offer', give: { specials: ['hidden'] } });
    expect(JSON.stringify(observe(o, 2))).not.toContain('deep-agent');
    // The state itself is not altered by observing it.
    expect(o.pending).toMatchObject({ give: { specials: ['deep-agent'] } });
  });

  it('returns copies: changing an observation does not change the game', () => {
    const s = table();
    const before = JSON.stringify(s);
    const o = observe(s, 0);
    o.players[0].hand!.push('bribery');
    o.players[0].groups[0].money = 99;
    o.uncontrolled.push('kkk');
    o.turn.actionsLeft = 0;
    o.discard.push('bribery');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('events and audiences', () => {
  function everyEventHasAnAudience(events: readonly GameEvent[], players: number) {
    for (const e of events) {
      if (e.to === 'all') continue;
      expect(Array.isArray(e.to)).toBe(true);
      for (const seat of e.to) expect(Number.isInteger(seat) && seat >= 0 && seat < players).toBe(true);
    }
  }

  it('a drawn special is named only to its holder; the others learn that a special was drawn', () => {
    const s = scenario({
      seats: [
        { illuminati: B, money: 10, groups: [['the-mafia', B, 'top']] },
        { illuminati: G, money: 10, groups: [['cia', G, 'top']] },
        { illuminati: 'servants-of-cthulhu', money: 10, groups: [['fbi', 'servants-of-cthulhu', 'top']] },
      ],
      uncontrolled: ['comic-books', 'moonies'],
      deckTop: ['deep-agent'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    everyEventHasAnAudience(r.events, 3);
    expect(r.state.players[1].hand).toEqual(['deep-agent']);
    const drawn = (v: Viewer) => eventsFor(r.events, v).filter((e) => e.type === 'cardDrawn');
    expect(drawn(1)).toEqual([{ type: 'cardDrawn', to: [1], seat: 1, card: 'deep-agent', kind: 'special' }]);
    for (const v of [0, 2] as const) expect(drawn(v)).toEqual([{ type: 'cardDrawn', to: [0, 2], seat: 1, card: null, kind: 'special' }]);
    for (const v of [0, 2, 'spectator'] as Viewer[]) expect(JSON.stringify(eventsFor(r.events, v))).not.toContain('deep-agent');
    // Public events reach everybody, spectators included.
    expect(eventsFor(r.events, 'spectator').map((e) => e.type)).toContain('turnStarted');
    expect(eventsFor(r.events, 'spectator').every((e) => e.to === 'all')).toBe(true);
  });

  it('a drawn group is public', () => {
    const s = scenario({
      seats: [
        { illuminati: B, money: 10, groups: [['the-mafia', B, 'top']] },
        { illuminati: G, money: 10, groups: [['cia', G, 'top']] },
      ],
      uncontrolled: ['comic-books', 'moonies'],
      deckTop: ['kkk'],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect(eventsFor(r.events, 'spectator')).toContainEqual({ type: 'cardDrawn', to: 'all', seat: 1, card: 'kkk', kind: 'group' });
  });

  it('specials given as a gift are named only to giver and receiver', () => {
    const s = table();
    const r = act(s, 0, { type: 'gift', to: 1, money: 3, specials: ['slush-fund'] });
    everyEventHasAnAudience(r.events, 3);
    expect(eventsFor(r.events, 2)).toEqual([{ type: 'giftGiven', to: 'all', fromSeat: 0, toSeat: 1, money: 3, specials: 1, cards: null }]);
    for (const v of [0, 1] as const) expect(eventsFor(r.events, v)).toContainEqual({ type: 'giftGiven', to: [0, 1], fromSeat: 0, toSeat: 1, money: 0, specials: 1, cards: ['slush-fund'] });
    expect(JSON.stringify(eventsFor(r.events, 2))).not.toContain('slush-fund');
    expect(JSON.stringify(eventsFor(r.events, 'spectator'))).not.toContain('slush-fund');
  });

  it('specials sold in an accepted offer are named only to the two parties', () => {
    const s = table();
    const o = act(s, 0, { type: 'offer', to: 1, give: { money: 0, specials: ['slush-fund'], groups: [] }, get: { money: 2, specials: [], groups: [] }, getPlace: [] });
    const r = act(o.state, 1, { type: 'answerOffer', accept: true, place: [] });
    const all = [...o.events, ...r.events];
    everyEventHasAnAudience(all, 3);
    expect(JSON.stringify(eventsFor(all, 2))).not.toContain('slush-fund');
    expect(JSON.stringify(eventsFor(all, 1))).toContain('slush-fund');
    expect(eventsFor(all, 2).find((e) => e.type === 'offerMade')).toMatchObject({ specials: [1, 0], money: [0, 2] });
  });

  it('eventsFor keeps the order and drops exactly the events for other audiences', () => {
    const evs: GameEvent[] = [
      { type: 'turnStarted', to: 'all', seat: 0, turn: 1 },
      { type: 'cardDrawn', to: [0], seat: 0, card: 'bribery', kind: 'special' },
      { type: 'cardDrawn', to: [1, 2], seat: 0, card: null, kind: 'special' },
      { type: 'deckEmpty', to: 'all' },
    ];
    expect(eventsFor(evs, 0)).toEqual([evs[0], evs[1], evs[3]]);
    expect(eventsFor(evs, 2)).toEqual([evs[0], evs[2], evs[3]]);
    expect(eventsFor(evs, 'spectator')).toEqual([evs[0], evs[3]]);
    expect(eventsFor(evs, 7)).toEqual([evs[0], evs[3]]);
  });

  it('over a whole seeded game no viewer is ever told a special card another seat holds', () => {
    // Play many turns by ending each one at once (and passing in every window the holders of specials
    // are asked in); every special drawn is named only to its drawer.
    let { state, events } = newGame({ players: 4, illuminati: [B, N, G, 'servants-of-cthulhu'], turnCap: 60 }, 'audience-check');
    const log = [...events];
    while (!state.outcome) {
      const r = state.pending?.kind === 'reaction' ? applyAction(state, decider(state)[0], { type: 'pass' }) : applyAction(state, state.turn.active, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      log.push(...r.events);
    }
    everyEventHasAnAudience(log, 4);
    const specials = new Set<string>(SPECIALS.map((c) => c.id));
    let named = 0;
    for (const e of log) {
      if (e.type !== 'cardDrawn' || e.kind !== 'special') continue;
      if (e.card !== null) {
        named++;
        expect(specials.has(e.card)).toBe(true);
        expect(e.to).toEqual([e.seat]);
      } else expect(e.to).not.toContain(e.seat);
    }
    expect(named).toBeGreaterThan(0);
    for (let v = 0; v < 4; v++) {
      const seen = eventsFor(log, v).filter((e) => e.type === 'cardDrawn' && e.kind === 'special' && e.card !== null);
      expect(seen.every((e) => (e as { seat: number }).seat === v)).toBe(true);
    }
  });

  it('in random play, public events name a special card only once it is discarded or played, and observations never show another hand', () => {
    const specials = new Set<string>(SPECIALS.map((c) => c.id));
    const publicTypes = new Set(['specialDiscarded', 'privilegeAbolished', 'attackDeclared', 'specialPlayed']);
    let namedPrivately = 0;
    for (let k = 0; k < 6; k++) {
      let { state, events } = newGame({ players: 4, turnCap: 40 }, `leak/${k}`);
      const log = [...events];
      const rng = seedState(`leak-driver/${k}`);
      for (let i = 0; i < 1500 && !state.outcome; i++) {
        const seat = decider(state)[0];
        let la = legalActions(state, seat).filter((a) => a.type !== 'leave');
        const types = [...new Set(la.map((a) => a.type))];
        const t = types[nextInt(rng, types.length)];
        la = la.filter((a) => a.type === t);
        const r = applyAction(state, seat, instantiate(state, seat, la[nextInt(rng, la.length)], rng));
        if (!r.ok) throw new Error(r.reason);
        state = r.state;
        log.push(...r.events);
        for (const v of [0, 1, 2, 3, 'spectator'] as Viewer[]) {
          const o = observe(state, v);
          for (const p of o.players) if (p.seat !== v) expect(p.hand).toBeNull();
        }
      }
      for (const e of log) {
        const names = JSON.stringify(e).match(/"[a-z-]+"/g)?.map((x) => x.slice(1, -1)).filter((x) => specials.has(x)) ?? [];
        if (names.length === 0) continue;
        if (e.to === 'all') expect(publicTypes.has(e.type), JSON.stringify(e)).toBe(true);
        else namedPrivately++;
      }
    }
    expect(namedPrivately).toBeGreaterThan(0);
  });
});
