import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.mjs';

/**
 * End-to-end tests: the built admin (`vite preview`) against the Prism mock, driven by
 * Debian's Chromium (TOOLING.md). Ports differ from `pnpm dev`/`pnpm mock` (4010, 4173) so
 * the suite can run while a developer's servers are up.
 */
const isCI = Boolean(process.env.CI);
const here = path.dirname(fileURLToPath(import.meta.url));
// Overridable so several suites (or several people) can run side by side.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4011);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4174);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
// Each run clears its output folder, so side-by-side runs need their own.
const RESULTS_DIR = OUT_DIR === 'dist' ? 'test-results' : `test-results-${path.basename(OUT_DIR)}`;
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
  testDir: 'e2e',
  outputDir: RESULTS_DIR,
  fullyParallel: true,
  workers: 2,
  // No retries, locally or on CI: a flaky test must show up as a failure.
  retries: 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
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
      command: 'node ../../packages/api-spec/scripts/mock.mjs',
      env: { MOCK_PORT: String(MOCK_PORT) },
      port: MOCK_PORT,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: previewCommand.join(' && '),
      env: { MOCK_PORT: String(MOCK_PORT), PREVIEW_PORT: String(PREVIEW_PORT) },
      url: `${baseURL}/login`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
