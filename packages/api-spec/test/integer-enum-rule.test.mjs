import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

/** Lints a copy of the sources with one edit to src/openapi.yaml. */
function lintWith(edit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-spec-rule-'));
  try {
    cpSync(path.join(root, 'src'), path.join(dir, 'src'), { recursive: true });
    cpSync(path.join(root, 'redocly.yaml'), path.join(dir, 'redocly.yaml'));
    const file = path.join(dir, 'src/openapi.yaml');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    const run = spawnSync(process.execPath, [redocly, 'lint', 'src/openapi.yaml'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('Redocly fails an integer enum without x-enumNames, and passes the contract as it is', () => {
  const broken = lintWith((text) => text.replace('      x-enumNames: [Card, Online, Cash]\n', ''));
  assert.notEqual(broken.status, 0);
  assert.match(broken.output, /rule\/integer-enum-names/);
  assert.equal(lintWith((text) => text).status, 0);
});
