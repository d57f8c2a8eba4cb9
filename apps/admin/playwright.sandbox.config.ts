import { defineConfig } from '@playwright/test';
import { previewServer, resultsDir, sharedOptions } from './playwright.shared';
import {
  ACCESS_TTL_SECONDS,
  PREVIEW_PORT,
  SANDBOX_PORT,
  STACK_PORT,
  STACK_URL,
} from './e2e-sandbox/support/ports';

/**
 * Round trips: the built admin against the stack `npm start` runs (the sandbox behind Prism's
 * validating proxy); what it saves must come back after a reload. Own ports, to run side by side.
 */
const RESULTS_DIR = resultsDir('test-results-sandbox');

export default defineConfig({
  ...sharedOptions(`http://127.0.0.1:${PREVIEW_PORT}`),
  testDir: 'e2e-sandbox',
  outputDir: RESULTS_DIR,
  globalSetup: './e2e-sandbox/global-setup.ts',
  // The tests share one sandbox: each makes its own records (named with a run id).
  fullyParallel: true,
  workers: 2,
  // Whole journeys through several screens, each save a real round trip.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${RESULTS_DIR}-report`, open: 'never' }]],
  webServer: [
    {
      command: 'pnpm --filter @shop/sandbox stack',
      env: {
        MOCK_PORT: String(STACK_PORT),
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_ACCESS_TTL: String(ACCESS_TTL_SECONDS),
        SANDBOX_QUIET: '1',
        // Never a developer's data file: the suite starts from the seed.
        SANDBOX_DATA: '',
      },
      url: `${STACK_URL}/__sandbox/health`,
      // Never someone else's stack: the suite resets it and needs the short token lifetime.
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The preview proxies /api (and /media) to MOCK_PORT, here the stack.
    previewServer(PREVIEW_PORT, STACK_PORT),
  ],
});
