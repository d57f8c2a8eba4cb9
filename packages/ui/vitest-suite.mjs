/**
 * The Vitest setup of a package with React components (the kit, the admin).
 *
 * Two kinds of test file: `*.test.tsx` render in jsdom with `setupFile`. `*.test.ts` (rules and
 * helpers) need no DOM: they run in node, where a jsdom per file was most of their cost, and
 * share one module registry per worker, so each leaves no global behind (timers, mocks,
 * storage and TZ are put back after each file). A `.ts` test that does need a DOM says so in
 * its first line (`@vitest-environment jsdom`). The component files run in VM contexts of
 * long-lived processes (vmForks): a fresh process per file spent half the suite starting Node
 * and jsdom again.
 */
export function componentTestSuite(setupFile) {
  return {
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
          pool: 'vmForks',
          setupFiles: [setupFile],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  };
}
