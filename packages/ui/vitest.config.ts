import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker on a two-core machine.
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
        // Rules and helpers need no DOM, and a jsdom per file is most of their cost. A `.ts`
        // test that does need one says so in its first line (`@vitest-environment jsdom`).
        extends: true,
        // One module registry per worker, not per file: a logic test leaves no global behind.
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
