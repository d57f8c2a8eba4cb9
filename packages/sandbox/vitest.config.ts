import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The Prism round trip starts two servers; the rest answer in milliseconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
