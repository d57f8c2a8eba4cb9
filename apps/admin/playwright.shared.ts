import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type Project } from '@playwright/test';
import { chromiumArgs, e2eChromiumExecutable } from './scripts/chromium.mjs';

export const isCI = Boolean(process.env.CI);
const here = path.dirname(fileURLToPath(import.meta.url));
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/** Each run clears its output folder, so side-by-side runs need their own. */
export function resultsDir(prefix: string): string {
  return OUT_DIR === 'dist' ? prefix : `${prefix}-${path.basename(OUT_DIR)}`;
}

const vite = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

// `vite preview` of the build on `port`, /api and /media proxied to `backendPort` (a bare
// `playwright test` builds once first when there is no dist).
export function previewServer(port: number, backendPort: number) {
  const hasBuild = existsSync(path.join(here, OUT_DIR, 'index.html'));
  const command = [
    hasBuild ? null : `node "${vite}" build --outDir ${OUT_DIR}`,
    `node "${vite}" preview --outDir ${OUT_DIR}`,
  ].filter(Boolean);
  return {
    command: command.join(' && '),
    env: {
      MOCK_PORT: String(backendPort),
      PREVIEW_PORT: String(port),
      // A developer's real-server setting must not send the preview elsewhere.
      ADMIN_API_TARGET: '',
    },
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * Debian's Chromium headless shell, Russian locale. A failure keeps a screenshot and a trace but
 * no DOM snapshots or screencast (a sixth and a fifth of the suite's CPU): use `--trace on`.
 */
export function browserOptions(baseURL: string): Project['use'] {
  return {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'ru-RU',
    screenshot: 'only-on-failure',
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    launchOptions: {
      executablePath: e2eChromiumExecutable,
      // No test reaches the network: no host but this machine resolves.
      args: [
        ...chromiumArgs,
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
      ],
    },
  };
}
