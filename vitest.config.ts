import { defineConfig } from 'vitest/config';

// One runner for every tier (unit, scenario, property, golden, main, renderer, e2e).
// Two workers match the two cores of the CI machines.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
