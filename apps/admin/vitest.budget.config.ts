import { defineConfig } from 'vitest/config';

/** The bundle budget test alone: it reads dist/, so it runs after the build (turbo `budget`). */
export default defineConfig({
  test: { include: ['budget/**/*.test.ts'], environment: 'node' },
});
