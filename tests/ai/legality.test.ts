// Bots never return an illegal action (issue 4): thousands of seeded decisions in whole games with
// bots of every level and personality in every seat, over the editions and advanced options, with
// every kind of pending decision counted and required to occur. The one window that natural
// games almost never open (replacing a card Secrets Man cancelled, SPECIAL-CARD-5) is set up by
// hand and answered by each level, and so is fitting received groups that overlap (GIVE-6), which
// needs an accepted trade into a crowded structure.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, observe, type GameConfig, type GameState } from '../../src/shared/engine';
import { seedState } from '../../src/shared/engine/rng';
import { fitWindowTable } from '../support/fit-table';
import { act, scenario } from '../support/scenario';
import { ctxFor, kindOf, makeBot, playGame, type SeatSpec } from './drive';

const MIXES: { seats: SeatSpec[]; config: Partial<GameConfig> }[] = [
  { seats: ['medium', 'easy', 'random', 'medium:dealmaker'], config: {} },
  { seats: ['medium:aggressive', 'medium:hoarder', 'easy', 'random', 'medium'], config: { hiddenIlluminati: true, misstate: true } },
  { seats: ['medium', 'medium:dealmaker', 'easy', 'random'], config: { hiddenGoals: true } },
  { seats: ['medium', 'easy', 'random', 'medium:hoarder', 'medium:aggressive', 'easy'], config: { edition: 'de' } },
  { seats: ['medium:dealmaker', 'random', 'medium', 'easy'], config: { edition: 'it', hiddenGoals: true, hiddenIlluminati: true } },
  { seats: ['medium', 'random', 'easy'], config: { longGame: true, turnCap: 60 } },
  { seats: ['medium', 'medium', 'medium', 'medium'], config: {} },
  { seats: ['easy', 'easy', 'random', 'random', 'medium', 'medium:dealmaker', 'random'], config: {} },
  { seats: ['hard@4/500', 'medium', 'easy', 'medium:hoarder'], config: { hiddenGoals: true } },
];

/** The table of the engine's privilege scenario: Bavarian attack on the CIA, seat 2 abolishes with two cards, seat 1 cancels one. */
function replaceWindow(): GameState {
  const s = scenario({
    seats: [
      { illuminati: 'bavarian-illuminati', money: 10, hand: [], turnsCompleted: 1, groups: [['the-mafia', 'bavarian-illuminati', 'top', 3]] },
      { illuminati: 'network', money: 10, hand: ['secrets-man'], turnsCompleted: 1, groups: [['cia', 'network', 'top', 4]] },
      { illuminati: 'servants-of-cthulhu', money: 20, hand: ['slush-fund', 'swiss-bank-account', 'media-campaign'], turnsCompleted: 1 },
    ],
    uncontrolled: ['comic-books', 'moonies'],
  });
  const d = act(s, 0, { type: 'attack', attacker: 'the-mafia', target: 'cia', kind: 'control', aiders: [], privilege: { kind: 'bavarian' } }).state;
  const ab = act(d, 2, { type: 'abolishPrivilege', discard: ['slush-fund', 'swiss-bank-account'] }).state;
  return act(ab, 1, { type: 'playSpecial', card: 'secrets-man', target: 'swiss-bank-account' }).state;
}

describe('bots answer every decision with a legal action', () => {
  const kinds: Record<string, number> = {};
  let decisions = 0;

  it.each(MIXES.map((m, i) => [i, m] as const))('mix %i plays whole games without an illegal action or an internal error', (i, m) => {
    for (let g = 0; g < 3; g++) {
      const r = playGame(m.seats, m.config, `legal-${i}-${g}`, kinds);
      decisions += r.decisions;
      expect(r.errors).toEqual([]);
      expect(r.decisions).toBeGreaterThan(20);
    }
  }, 300_000); // fixed work per decision: a busy machine only stretches it (mix 8's Hard took 69 s beside two busy processes)

  it('SPECIAL-CARD-5: every level answers the replace window legally', () => {
    const s = replaceWindow();
    expect(kindOf(s)).toBe('replace');
    for (const spec of ['random', 'easy', 'medium', 'medium:dealmaker', 'hard'] as SeatSpec[]) {
      const a = makeBot(spec).choose(observe(s, 2), legalActions(s, 2), ctxFor(seedState(spec)));
      expect(applyAction(s, 2, a).ok).toBe(true);
      kinds[`${spec.split(':')[0]}/replace`] = (kinds[`${spec.split(':')[0]}/replace`] ?? 0) + 1;
      decisions++;
    }
  });

  it('GIVE-6: every level fits received groups legally, keeping the most valuable cards', () => {
    const s = fitWindowTable();
    expect(kindOf(s)).toBe('fit');
    for (const spec of ['random', 'easy', 'medium', 'medium:dealmaker', 'hard'] as SeatSpec[]) {
      const a = makeBot(spec).choose(observe(s, 1), legalActions(s, 1), ctxFor(seedState(spec)));
      expect(applyAction(s, 1, a).ok).toBe(true);
      // Every level but the random one gives up the Copy Shops (one card) rather than the Flat Earthers (three).
      if (spec !== 'random') expect(a).toEqual({ type: 'fitReceived', release: ['copy-shops'] });
      kinds[`${spec.split(':')[0]}/fit`] = (kinds[`${spec.split(':')[0]}/fit`] ?? 0) + 1;
      decisions++;
    }
  });

  it('every kind of pending decision occurred, thousands of decisions in all', () => {
    const seen = new Set(Object.keys(kinds).map((k) => k.split('/')[1]));
    for (const k of ['turn', 'attack', 'capture', 'tax', 'offer', 'chooseGoal', 'replace', 'fit', 'reaction:afterRoll', 'reaction:startOfTurn', 'reaction:income', 'reaction:cancel'])
      expect(seen, `kind ${k} never occurred: ${JSON.stringify(kinds)}`).toContain(k);
    // Medium, the level with the most logic per window, met each of the common kinds itself.
    const medium = new Set(Object.keys(kinds).filter((k) => k.startsWith('medium/')).map((k) => k.split('/')[1]));
    for (const k of ['turn', 'attack', 'capture', 'tax', 'offer', 'chooseGoal', 'replace', 'reaction:afterRoll', 'reaction:startOfTurn', 'reaction:income', 'reaction:cancel']) expect(medium).toContain(k);
    expect(decisions).toBeGreaterThan(5000);
  });
});
