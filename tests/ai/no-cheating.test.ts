// No cheating (issue 4): a bot's choice depends on its observation only. Decision points are taken
// from seeded bot games; for each, a second full state is built behind the same observation: the
// deck reshuffled, the other players' special cards dealt afresh from the cards the decider cannot
// see, another secret goal for the UFOs (or for everyone under hidden goals), and another dice
// generator. The two observations and legal lists are identical, and a fresh bot of each level,
// given the same generator, makes the identical choice in both.
import { describe, expect, it } from 'vitest';
import { GROUPS, type IlluminatiId, type SpecialId } from '../../src/shared/cards';
import { goalChoices, legalActions, observe, type GameConfig, type GameState } from '../../src/shared/engine';
import { nextInt, seedState, shuffleInPlace } from '../../src/shared/engine/rng';
import { ctxFor, kindOf, makeBot, playGame, type SeatSpec } from './drive';

/** Another state the decider `seat` cannot tell from `s`. Null when the window names cards in hands (an offer of specials). */
function twin(s: GameState, seat: number, salt: string): GameState | null {
  for (let w = s.pending; w; w = 'resume' in w ? w.resume : null) if (w.kind === 'offer' && w.give.specials.length) return null;
  const rng = seedState(`twin/${salt}`);
  const t = structuredClone(s);
  // Specials the decider cannot see: everyone else's hand and the deck's.
  const pool: SpecialId[] = t.deck.filter((c) => !GROUPS.some((g) => g.id === c)) as SpecialId[];
  for (const p of t.players) if (p.seat !== seat) pool.push(...p.hand);
  shuffleInPlace(rng, pool);
  for (const p of t.players) if (p.seat !== seat) p.hand = pool.splice(0, p.hand.length);
  t.deck = shuffleInPlace(rng, [...t.deck.filter((c) => GROUPS.some((g) => g.id === c)), ...pool]);
  // Secret goals of the others.
  for (const p of t.players) {
    if (p.seat === seat || !p.borrowedGoal || s.outcome) continue;
    if (p.illuminati !== 'ufos' && !t.config.hiddenGoals) continue;
    const choices = goalChoices(t, p.seat).filter((g) => g !== p.borrowedGoal) as IlluminatiId[];
    if (choices.length) p.borrowedGoal = choices[nextInt(rng, choices.length)];
  }
  // Another dice generator.
  t.rng = seedState(`dice/${salt}`) as GameState['rng'];
  t.seed = `twin-${salt}`;
  return t;
}

const GAMES: { seats: SeatSpec[]; config: Partial<GameConfig> }[] = [
  { seats: ['medium', 'easy', 'medium:dealmaker', 'random'], config: {} },
  { seats: ['medium:aggressive', 'medium', 'easy', 'medium:hoarder'], config: { hiddenGoals: true } },
  { seats: ['easy', 'medium', 'random', 'medium', 'easy'], config: { hiddenIlluminati: true, misstate: true } },
];

describe('no cheating: the choice is a function of the observation', () => {
  it.each(GAMES.map((g, i) => [i, g] as const))('game %i: identical choices in two different states behind the same observation', (i, g) => {
    const points: { s: GameState; seat: number }[] = [];
    let k = 0;
    playGame(g.seats, g.config, `twin-game-${i}`, {}, 4000, (s, seat) => {
      // Every 17th decision, every window but the (many) attack windows, and every 5th own turn
      // early on, so that Hard's turn search is compared in every game.
      if (k++ % 17 === 0 || (s.pending && s.pending.kind !== 'attack') || (!s.pending && k % 5 === 0 && points.length < 40)) points.push({ s, seat });
    });
    let compared = 0;
    let hardChecked = 0;
    const kinds = new Set<string>();
    const differ = { deck: 0, hands: 0, dice: 0 };
    for (const [j, { s, seat }] of points.slice(0, 60).entries()) {
      const t = twin(s, seat, `${i}-${j}`);
      if (!t) continue;
      if (JSON.stringify(t.deck) !== JSON.stringify(s.deck)) differ.deck++;
      if (t.players.some((p, x) => x !== seat && p.hand.join() !== s.players[x].hand.join())) differ.hands++;
      if (t.rng.join() !== s.rng.join()) differ.dice++;
      const o1 = observe(s, seat);
      expect(observe(t, seat)).toEqual(o1);
      const legal = legalActions(s, seat);
      expect(legalActions(t, seat)).toEqual(legal);
      // Hard searches its own turn and plays rollouts, by a fixed work (a small one: the test is about
      // what it sees, not how well it plays): deterministic too.
      const levels: SeatSpec[] = ['random', 'easy', 'medium', 'medium:dealmaker'];
      if (kindOf(s) === 'turn' && hardChecked < 6) {
        levels.push('hard@6/800');
        hardChecked++;
      }
      for (const level of levels) {
        const a1 = makeBot(level).choose(o1, legal, ctxFor(seedState(`choice-${j}`), 1e7));
        const a2 = makeBot(level).choose(observe(t, seat), legalActions(t, seat), ctxFor(seedState(`choice-${j}`), 1e7));
        expect(a2, `${level} at seq ${s.seq} (${kindOf(s)})`).toEqual(a1);
      }
      kinds.add(kindOf(s));
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
    expect(kinds.size).toBeGreaterThan(3);
    // The twins really differ in what the decider cannot see.
    expect(differ.deck).toBe(compared);
    expect(differ.dice).toBe(compared);
    expect(differ.hands).toBeGreaterThan(0);
    expect(hardChecked).toBeGreaterThan(2);
  });
});
