import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest-projects.mjs';

export default defineConfig({
  test: {
    // Vitest's default is one worker on a two-core machine.
    maxWorkers: 2,
    // Form-heavy component tests take seconds on a loaded 2-core machine; 5 s is too tight.
    testTimeout: 15_000,
    globals: true,
    css: false,
    projects: testProjects('./vitest.setup.ts'),
  },
});
