// Lints the hand-written contract with Redocly's recommended-strict rules (redocly.yaml):
// any error or warning fails.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

try {
  execFileSync(
    process.execPath,
    [redocly, 'lint', 'src/openapi.yaml', '--format', 'stylish', '--max-problems', '1000'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} catch {
  process.exit(1);
}
