import { componentTestSuite } from '@shop/ui/vitest-suite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({ plugins: [react()], test: componentTestSuite('./vitest.setup.ts') });
