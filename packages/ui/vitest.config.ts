import { defineConfig } from 'vitest/config';
import { componentTestSuite } from './vitest-suite.mjs';

export default defineConfig({ test: componentTestSuite('./vitest.setup.ts') });
