// determinize(): a full state the viewer cannot tell from the real one (DESIGN.md section 5). For
// states taken from seeded random games (hidden Illuminati and hidden goals included), every
// seat's sample keeps every card exactly once, the hand counts, the deck size, the viewer's own
// hand and the structures; a face-down Illuminati is drawn among the cards nobody shows and no
// stand-in id survives; and the sample observed by the viewer gives back exactly the observation
// it was drawn from (so a bot planning on it sees the table it was shown, nothing more).
import { describe, expect, it } from 'vitest';
import { GROUPS, SPECIALS } from '../../src/shared/cards';
import { determinize } from '../../src/shared/ai/determinize';
import { checkAction, HIDDEN_PREFIX, legalActions, newGame, observe, randomPlayout, type GameConfig, type GameState } from '../../src/shared/engine';
import { validateStructure } from '../../src/shared/engine/geometry';
import { seedState } from '../../src/shared/engine/rng';
import { act, scenario } from '../support/scenario';

const ALL = [...GROUPS.map((g) => g.id as string), ...SPECIALS.map((c) => c.id as string)].sort();

function cardsOf(s: GameState): string[] {
  const where: string[] = [...s.deck, ...s.uncontrolled, ...s.dead, ...s.discard];
  for (const p of s.players) where.push(...p.hand, ...p.groups.map((g) => g.id));
  for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'capture') where.push(...w.lifted.map((g) => g.id));
  return where.sort();
}

/** States along seeded random games: every 15th, and every one with an offer or a capture pending. */
function samples(config: GameConfig, seeds: number): GameState[] {
  const out: GameState[] = [];
  for (let i = 0; i < seeds; i++) {
    const start = newGame(config, `det-${JSON.stringify(config)}-${i}`).state;
    out.push(start);
    let k = 0;
    randomPlayout(start, seedState(`det-play-${i}`), {
      maxActions: 1500,
      onStep: (s) => {
        k++;
        if (k % 15 === 0 || s.pending?.kind === 'offer' || s.pending?.kind === 'capture') out.push(structuredClone(s)); // the playout changes its state in place
      },
    });
  }
  return out;
}

const CONFIGS: GameConfig[] = [
  { players: 4, turnCap: 80 },
  { players: 5, turnCap: 80, hiddenIlluminati: true, misstate: true },
  { players: 4, turnCap: 80, hiddenGoals: true },
  { players: 6, turnCap: 80, edition: 'de', hiddenIlluminati: true, hiddenGoals: true },
  { players: 3, turnCap: 80, edition: 'it' },
];

describe('determinize', () => {
  it.each(CONFIGS.map((c) => [JSON.stringify(c), c] as const))('keeps every card once, counts, own hand and structures, and observes back to the same observation: %s', (_, config) => {
    const rng = seedState('determinize-test');
    let checked = 0;
    for (const s of samples(config, 6)) {
      for (const p of s.players) {
        if (p.out) continue;
        const obs = observe(s, p.seat);
        const d = determinize(obs, rng);
        // Card conservation, counts, the viewer's own hand.
        expect(cardsOf(d)).toEqual(ALL);
        expect(d.deck.length).toBe(s.deck.length);
        expect(d.players.map((q) => q.hand.length)).toEqual(s.players.map((q) => q.hand.length));
        expect(d.players[p.seat].hand).toEqual(s.players[p.seat].hand);
        expect(d.players[p.seat].illuminati).toBe(p.illuminati);
        expect(d.players[p.seat].borrowedGoal).toBe(p.borrowedGoal);
        // Illuminati: distinct, the shown ones kept, no stand-in left anywhere.
        expect(new Set(d.players.map((q) => q.illuminati)).size).toBe(d.players.length);
        for (const q of s.players) if (obs.players[q.seat].illuminati !== null) expect(d.players[q.seat].illuminati).toBe(q.illuminati);
        expect(JSON.stringify(d)).not.toContain(HIDDEN_PREFIX);
        // Structures: same groups in the same places, valid trees.
        for (const q of s.players) {
          const mapped = q.groups.map((g) => ({ ...g, master: g.master === q.illuminati ? d.players[q.seat].illuminati : g.master }));
          expect(d.players[q.seat].groups).toEqual(mapped);
          expect(validateStructure(d.players[q.seat])).toBeNull();
        }
        // Special cards on offer are in the offerer's hand (so the offer can be accepted in the sample).
        for (let w = d.pending; w; w = 'resume' in w ? w.resume : null)
          if (w.kind === 'offer') for (const c of w.give.specials) expect(d.players[w.from].hand).toContain(c);
        // The sample shows the viewer exactly what he was shown.
        expect(observe(d, p.seat)).toEqual(obs);
        // Without face-down Illuminati the viewer's legal actions are the same too.
        if (!config.hiddenIlluminati) expect(legalActions(d, p.seat)).toEqual(legalActions(s, p.seat));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('a special card offered stays in the offerer\'s hand; a third player\'s sample names real cards there', () => {
    const s = scenario({
      seats: [
        { illuminati: 'bavarian-illuminati', money: 5, hand: ['swiss-bank-account', 'deep-agent'] },
        { illuminati: 'network', money: 5, hand: ['assassination'] },
        { illuminati: 'servants-of-cthulhu', money: 5, hand: ['murphys-law'] },
      ],
      uncontrolled: ['comic-books'],
    });
    const o = act(s, 0, { type: 'offer', to: 1, give: { money: 0, specials: ['swiss-bank-account'], groups: [] }, get: { money: 3, specials: [], groups: [] }, getPlace: [] }).state;
    for (let i = 0; i < 20; i++) {
      const d1 = determinize(observe(o, 1), seedState(`offer-${i}`));
      expect(d1.players[0].hand).toContain('swiss-bank-account');
      expect(checkAction(d1, 1, { type: 'answerOffer', accept: true, place: [] })).toBeNull();
      const d2 = determinize(observe(o, 2), seedState(`offer-${i}`));
      const w = d2.pending as Extract<GameState['pending'], { kind: 'offer' }>;
      expect(w.give.specials).toHaveLength(1);
      expect(d2.players[0].hand).toContain(w.give.specials[0]);
      expect(observe(d2, 2)).toEqual(observe(o, 2));
    }
  });

  it('draws the hidden parts afresh: different generators give different decks, hands and dice', () => {
    const s = samples({ players: 4, turnCap: 80 }, 1)[20];
    const obs = observe(s, 0);
    const a = determinize(obs, seedState('a'));
    const b = determinize(obs, seedState('b'));
    expect(a.deck).not.toEqual(b.deck);
    expect(a.rng).not.toEqual(b.rng);
    expect(a.deck).not.toEqual(s.deck);
    // The same generator state gives the same sample.
    expect(determinize(obs, seedState('a'))).toEqual(a);
  });
});
