// Bundles src/openapi.yaml (and its path files) into dist/openapi.json, the one file that
// Prism and the generators read.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

export function bundle() {
  execFileSync(
    process.execPath,
    [redocly, 'bundle', 'src/openapi.yaml', '--output', 'dist/openapi.json', '--ext', 'json'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bundle();
