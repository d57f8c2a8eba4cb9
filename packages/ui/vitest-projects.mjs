/**
 * The two kinds of test file in a package with React components. `*.test.tsx` render in jsdom
 * with `setupFile`. `*.test.ts` (rules and helpers) need no DOM: they run in node, where a
 * jsdom per file was most of their cost, and share one module registry per worker, so each
 * leaves no global behind (timers, mocks, storage and TZ are put back after each file). A `.ts`
 * test that does need a DOM says so in its first line (`@vitest-environment jsdom`).
 */
export function testProjects(setupFile) {
  return [
    {
      extends: true,
      test: {
        name: 'dom',
        include: ['src/**/*.test.tsx'],
        environment: 'jsdom',
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
  ];
}
