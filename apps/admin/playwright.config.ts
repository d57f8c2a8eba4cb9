import { defineConfig } from '@playwright/test';
import { browserOptions, isCI, previewServer, resultsDir } from './playwright.shared';
import {
  ACCESS_TTL_SECONDS,
  PREVIEW_PORT as SANDBOX_PREVIEW_PORT,
  SANDBOX_PORT,
  STACK_PORT,
  STACK_URL,
} from './e2e-sandbox/support/ports';

/**
 * Both end-to-end suites in one run, so the round trips' waits (an access token lasts 4 s)
 * overlap the mock suite's work on the same workers:
 * - `mock`: the built admin against the Prism mock (`e2e/`);
 * - `sandbox`: round trips against the stack `npm start` runs, the sandbox behind Prism's
 *   validating proxy (`e2e-sandbox/`); what it saves must come back after a reload.
 * `--project=mock` or `--project=sandbox` runs one; every server starts either way. Ports
 * differ from `pnpm dev`/`pnpm mock` (4010, 4173) and can be overridden, to run side by side.
 */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4174);
const RESULTS_DIR = resultsDir('test-results');

export default defineConfig({
  // No retries, locally or on CI: a flaky test must show up as a failure.
  retries: 0,
  forbidOnly: isCI,
  outputDir: RESULTS_DIR,
  fullyParallel: true,
  // A third worker fills the time the other two wait on the servers and on the round trips'
  // token expiry (about a twentieth off the run on two cores).
  workers: 3,
  // The sandbox starts from its seed; the round trips share it, each making its own records.
  globalSetup: './e2e-sandbox/global-setup.ts',
  reporter: [['list'], ['html', { outputFolder: `${RESULTS_DIR}-report`, open: 'never' }]],
  projects: [
    // First, so that its long journeys start while the many short mock tests fill the gaps.
    {
      name: 'sandbox',
      testDir: 'e2e-sandbox',
      // Whole journeys through several screens, each save a real round trip.
      timeout: 90_000,
      expect: { timeout: 10_000 },
      use: browserOptions(`http://127.0.0.1:${SANDBOX_PREVIEW_PORT}`),
    },
    {
      name: 'mock',
      testDir: 'e2e',
      timeout: 30_000,
      expect: { timeout: 5_000 },
      use: browserOptions(`http://127.0.0.1:${PREVIEW_PORT}`),
    },
  ],
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
    previewServer(SANDBOX_PREVIEW_PORT, STACK_PORT),
  ],
});
