// `pnpm generate`: the committed published/ files (openapi.json, .yaml, a 3.0 copy) and
// releases/<info.version>.json, written once: a regenerate must not launder a breaking change
// into a published version. `--check` writes nothing and fails when any is stale or missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { bundleIfStale } from './bundle.mjs';
import { downConvert } from './down-convert.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const BUNDLE = path.join(root, 'dist/openapi.json');

async function format(file, text) {
  const config = (await prettier.resolveConfig(path.join(root, file))) ?? {};
  return prettier.format(text, { ...config, filepath: path.join(root, file) });
}

/** The bundle as YAML, by the same Redocly that bundles the sources. */
function toYaml() {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-spec-yaml-'));
  try {
    const out = path.join(dir, 'openapi.yaml');
    execFileSync(process.execPath, [redocly, 'bundle', BUNDLE, '--output', out, '--ext', 'yaml'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every published file by its path in the package, with the content it must have. */
export async function publishedFiles() {
  const text = readFileSync(BUNDLE, 'utf8');
  const doc = JSON.parse(text);
  const json = await format('published/openapi.json', text);
  return {
    version: doc.info.version,
    files: new Map([
      ['published/openapi.json', json],
      ['published/openapi.yaml', await format('published/openapi.yaml', toYaml())],
      [
        'published/openapi-3.0.json',
        await format('published/openapi-3.0.json', JSON.stringify(downConvert(doc))),
      ],
    ]),
    snapshot: [`releases/${doc.info.version}.json`, json],
  };
}

const read = (file) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

async function main() {
  const isCheck = process.argv.includes('--check');
  bundleIfStale();
  const { version, files, snapshot } = await publishedFiles();
  const [snapshotFile, snapshotText] = snapshot;
  if (isCheck) {
    const stale = [...files].filter(([file, text]) => read(file) !== text).map(([file]) => file);
    if (read(snapshotFile) === undefined) stale.push(`${snapshotFile} (missing)`);
    if (stale.length > 0) {
      console.error(
        `The published contract is stale: ${stale.join(', ')}. Run \`pnpm generate\` and commit.`,
      );
      process.exit(1);
    }
    console.log(`The published contract (${version}) is up to date with the sources.`);
    return;
  }
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  if (read(snapshotFile) === undefined) {
    mkdirSync(path.join(root, 'releases'), { recursive: true });
    writeFileSync(path.join(root, snapshotFile), snapshotText);
    console.log(`Published ${version}: wrote ${snapshotFile}, the snapshot of this release.`);
  } else {
    console.log(`Published ${version} (its release snapshot ${snapshotFile} is kept as it was).`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
