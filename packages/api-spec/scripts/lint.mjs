// Redocly's recommended-strict plus redocly.yaml, any warning fails; the 3.0 copy too, which proves
// it valid 3.0. Then the integer enums' names are checked (enum-names.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { enumNameProblems } from './enum-names.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

const targets = ['src/openapi.yaml', 'published/openapi-3.0.json'].filter((file) =>
  existsSync(path.join(root, file)),
);
try {
  execFileSync(
    process.execPath,
    [redocly, 'lint', ...targets, '--format', 'stylish', '--max-problems', '1000'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
} catch {
  process.exit(1);
}

// A bundle of its own: dist/ belongs to the bundle task, which may be running beside this one.
const dir = mkdtempSync(path.join(tmpdir(), 'api-spec-lint-'));
try {
  bundle(path.join(dir, 'openapi.json'));
  const problems = enumNameProblems(
    JSON.parse(readFileSync(path.join(dir, 'openapi.json'), 'utf8')),
  );
  for (const problem of problems) console.error(`enum names: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
