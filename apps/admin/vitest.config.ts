import { testProjects } from '@shop/ui/vitest-projects';
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
    projects: testProjects('./vitest.setup.ts'),
  },
});
