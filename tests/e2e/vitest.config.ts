import { defineConfig } from 'vitest/config';

// The end-to-end stage (`npm run e2e`, and the last stage of `npm test`): the real renderer, built
// once, in Debian's Chromium against the real web server. One file at a time: each test starts its
// own server and browser page, and the machine has two cores.
export default defineConfig({
  test: {
    root: import.meta.dirname + '/../..',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
