import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker on a two-core machine; the suite is its own critical path.
    maxWorkers: 2,
    // Form-heavy component tests take seconds on a loaded 2-core machine; 5 s is too tight.
    testTimeout: 15_000,
    globals: true,
    css: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        // Rules and helpers need no DOM: a jsdom per file cost a third of the run. A `.ts` test
        // that does need one says so in its first line (`@vitest-environment jsdom`).
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // One module registry per worker, not per file (10 s → 4 s): a logic test leaves no
          // global behind (timers, mocks, storage and TZ are put back after each file).
          isolate: false,
        },
      },
    ],
  },
});
