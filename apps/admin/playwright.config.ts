import { defineConfig } from '@playwright/test';
import { isCI, previewServer, resultsDir, sharedOptions } from './playwright.shared';

/**
 * End-to-end tests: the built admin against the Prism mock in Debian's Chromium. Ports differ
 * from `pnpm dev`/`pnpm mock` (4010, 4173) and can be overridden, to run side by side.
 */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4174);
const RESULTS_DIR = resultsDir('test-results');

export default defineConfig({
  ...sharedOptions(`http://127.0.0.1:${PREVIEW_PORT}`),
  testDir: 'e2e',
  outputDir: RESULTS_DIR,
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  webServer: [
    {
      command: 'node ../../packages/api-spec/scripts/mock.mjs',
      env: { MOCK_PORT: String(MOCK_PORT) },
      port: MOCK_PORT,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    previewServer(PREVIEW_PORT, MOCK_PORT),
  ],
});
