import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker on a two-core machine.
    maxWorkers: 2,
    // The Prism round trip starts two servers; the rest answer in milliseconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
