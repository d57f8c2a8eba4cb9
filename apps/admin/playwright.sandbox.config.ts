import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  ACCESS_TTL_SECONDS,
  PREVIEW_PORT,
  SANDBOX_PORT,
  STACK_PORT,
  STACK_URL,
} from './e2e-sandbox/support/ports';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

/**
 * Round-trip tests: the built admin (`vite preview`) against the stack that `npm start` runs
 * (the stateful sandbox behind Prism's validating proxy), driven by Debian's Chromium. What
 * the admin saves must come back from the sandbox after a reload. Ports differ from
 * `npm start` and the mock suite so all can run side by side.
 */
const isCI = Boolean(process.env.CI);
const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
// Each run clears its output folder, so side-by-side runs need their own.
const RESULTS_DIR =
  OUT_DIR === 'dist' ? 'test-results-sandbox' : `test-results-sandbox-${path.basename(OUT_DIR)}`;
const baseURL = `http://127.0.0.1:${PREVIEW_PORT}`;

const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
// turbo's e2e task depends on build; a bare `playwright test` builds once if there is no dist.
const hasBuild = existsSync(path.join(here, OUT_DIR, 'index.html'));
const previewCommand = [
  hasBuild ? null : `node "${vite}" build --outDir ${OUT_DIR}`,
  `node "${vite}" preview --outDir ${OUT_DIR}`,
].filter(Boolean);

export default defineConfig({
  testDir: 'e2e-sandbox',
  outputDir: RESULTS_DIR,
  globalSetup: './e2e-sandbox/global-setup.ts',
  // The tests share one sandbox: each makes its own records (named with a run id).
  fullyParallel: true,
  workers: 2,
  // No retries, locally or on CI: a flaky test must show up as a failure.
  retries: 0,
  forbidOnly: isCI,
  // Whole journeys through several screens, each save a real round trip.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${RESULTS_DIR}-report`, open: 'never' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable,
          args: chromiumArgs,
        },
      },
    },
  ],
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
    {
      command: previewCommand.join(' && '),
      // The preview proxies /api (and /media) to MOCK_PORT, here the stack.
      env: {
        MOCK_PORT: String(STACK_PORT),
        PREVIEW_PORT: String(PREVIEW_PORT),
        // A developer's real-server setting must not send the preview elsewhere.
        ADMIN_API_TARGET: '',
      },
      url: `${baseURL}/login`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
