import { componentTestSuite } from '@shop/ui/vitest-suite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const suite = componentTestSuite('./vitest.setup.ts');

export default defineConfig({
  plugins: [react()],
  test: {
    ...suite,
    // The build's own Vite plugins (vite/) run Vite itself in node.
    projects: [
      ...(suite.projects ?? []),
      {
        extends: true,
        test: { name: 'build', include: ['vite/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
