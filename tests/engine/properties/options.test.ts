// Tier 3 under the editions and options of issue 3: the same random-playout property as
// playouts-a/b (every invariant after every action, observations leak nothing, JSON round trips),
// with the option set in the config.
import { describe, expect, it } from 'vitest';
import { runPlayoutProperty } from '../../support/property-run';

describe('random legal playouts under each edition and option', () => {
  const cases = [
    ['edition it', { edition: 'it' }],
    ['edition de (the Atlanteans in the draw, no elimination)', { edition: 'de' }],
    ['hidden goals', { hiddenGoals: true }],
    ['hidden Illuminati with misstated values', { hiddenIlluminati: true, misstate: true }],
    ['hidden Illuminati with misstated values, German rules', { hiddenIlluminati: true, misstate: true, edition: 'de' }],
    ['the very long game', { longGame: true }],
  ] as const;
  cases.forEach(([name, extra], i) => {
    it(`${name}: 60 seeded games with 2 to 8 players`, () => {
      const r = runPlayoutProperty(60, 20261200 + i, extra);
      expect(r.games).toBe(60);
    }, 300_000);
  });
});
