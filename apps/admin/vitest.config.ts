import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Form-heavy component tests take seconds on a loaded 2-core machine; 5 s is too tight.
    testTimeout: 15_000,
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
