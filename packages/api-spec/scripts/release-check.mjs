// The breaking-change guard (in `generate:check`): a released info.version may only add to its
// releases/ snapshot; a new one must be newer than every release and have a CHANGELOG.md entry, and
// its breaking changes against the newest release are listed (a warning without a major bump).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from './breaking-changes.mjs';
import { bundleIfStale } from './bundle.mjs';

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function parse(version) {
  const match = VERSION.exec(version);
  return match ? match.slice(1).map(Number) : undefined;
}

export function compareVersions(a, b) {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const listed = (lines) => lines.map((line) => `  - ${line}`).join('\n');

/**
 * @param {{ doc: any, releases: Map<string, any>, changelog: string }} input the bundled
 *   contract, the released snapshots by version, and CHANGELOG.md
 * @returns {{ errors: string[], warnings: string[], notes: string[] }}
 */
export function checkRelease({ doc, releases, changelog }) {
  const version = String(doc.info?.version ?? '');
  const out = { errors: [], warnings: [], notes: [] };
  if (!parse(version)) {
    out.errors.push(`info.version '${version}' is not a plain MAJOR.MINOR.PATCH version.`);
    return out;
  }
  const released = [...releases.keys()].filter(parse).sort(compareVersions);
  const bump = 'Bump info.version (the major part for a breaking change)';

  if (releases.has(version)) {
    const broken = breakingChanges(releases.get(version), doc);
    if (broken.length > 0) {
      out.errors.push(
        `The contract breaks release ${version}, which is already published:\n${listed(broken)}\n` +
          `${bump}, add a '## <version>' entry to CHANGELOG.md and run \`pnpm generate\`.`,
      );
    }
  } else {
    const newest = released.at(-1);
    if (newest && compareVersions(version, newest) < 0) {
      out.errors.push(`info.version ${version} is older than the newest release ${newest}.`);
    }
    out.notes.push(
      `${version} is a new version: \`pnpm generate\` writes releases/${version}.json.`,
    );
  }

  const previous = released.filter((v) => compareVersions(v, version) < 0).at(-1);
  if (previous) {
    const broken = breakingChanges(releases.get(previous), releases.get(version) ?? doc);
    if (broken.length > 0 && parse(previous)[0] === parse(version)[0]) {
      out.warnings.push(
        `${version} breaks ${previous} but keeps its major version:\n${listed(broken)}`,
      );
    } else if (broken.length > 0) {
      out.notes.push(`${version} breaks ${previous} (a major release):\n${listed(broken)}`);
    }
  }

  const heading = new RegExp(`^## \\[?${version.replaceAll('.', '\\.')}\\]?(\\s|$)`, 'm');
  if (!heading.test(changelog)) {
    out.errors.push(`CHANGELOG.md has no '## ${version}' entry: say what this version changes.`);
  }
  return out;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  bundleIfStale();
  const doc = JSON.parse(readFileSync(path.join(root, 'dist/openapi.json'), 'utf8'));
  const dir = path.join(root, 'releases');
  const releases = new Map();
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    if (!file.endsWith('.json')) continue;
    releases.set(file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  const changelogFile = path.join(root, 'CHANGELOG.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const { errors, warnings, notes } = checkRelease({ doc, releases, changelog });
  for (const note of notes) console.log(note);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  for (const error of errors) console.error(`Error: ${error}`);
  if (errors.length > 0) process.exit(1);
  if (releases.has(doc.info.version)) {
    console.log(`Contract ${doc.info.version}: no breaking change against its release snapshot.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
