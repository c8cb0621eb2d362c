// Tier 3: 500 of the 1,000 seeded random games (the other half is playouts-b, on the other core).
import { describe, expect, it } from 'vitest';
import { runPlayoutProperty } from '../../support/property-run';

describe('random legal playouts keep every invariant (first half)', () => {
  it('500 seeded games with 2 to 8 players, every invariant after every action', () => {
    const r = runPlayoutProperty(500, 20261122);
    expect(r.actions).toBeGreaterThan(50_000);
  }, 600_000);
});
