// src/openapi.yaml into dist/openapi.json, the one file Prism and the generators read.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** @param {string} [output] where to write, relative to the package or absolute */
export function bundle(output = 'dist/openapi.json') {
  execFileSync(
    process.execPath,
    [redocly, 'bundle', 'src/openapi.yaml', '--output', output, '--ext', 'json'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
}

function newestSourceMtime() {
  const sources = [path.join(root, 'redocly.yaml')];
  for (const entry of readdirSync(path.join(root, 'src'), {
    withFileTypes: true,
    recursive: true,
  })) {
    if (entry.isFile()) sources.push(path.join(entry.parentPath, entry.name));
  }
  return Math.max(...sources.map((file) => statSync(file).mtimeMs));
}

export function bundleIfStale() {
  const output = path.join(root, 'dist/openapi.json');
  if (!existsSync(output) || statSync(output).mtimeMs < newestSourceMtime()) bundle();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) bundle();
