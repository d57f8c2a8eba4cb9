import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkRelease, compareVersions } from '../scripts/release-check.mjs';

const release = JSON.parse(
  readFileSync(new URL('../releases/1.0.0.json', import.meta.url), 'utf8'),
);

/** The 1.0.0 contract under another version, with one edit. */
function contract(version, edit = () => {}) {
  const doc = structuredClone(release);
  doc.info.version = version;
  edit(doc);
  return doc;
}
const removeCityDelete = (doc) => delete doc.paths['/api/admin/city/{id}'].delete;
const addHealth = (doc) => {
  doc.paths['/api/admin/health'] = {
    get: { operationId: 'health', responses: { 204: { description: 'Up.' } } },
  };
};
const changelogOf = (...versions) => versions.map((v) => `## ${v}\n\nChanges.\n`).join('\n');
const released = (...entries) => new Map(entries);

describe('the contract of a released version', () => {
  it('may add to its snapshot', () => {
    const result = checkRelease({
      doc: contract('1.0.0', addHealth),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('1.0.0'),
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
  });

  it('may not break it: the error lists the change and asks for a bump', () => {
    const result = checkRelease({
      doc: contract('1.0.0', removeCityDelete),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('1.0.0'),
    });
    assert.equal(result.errors.length, 1);
    assert.match(result.errors[0], /breaks release 1\.0\.0/);
    assert.match(result.errors[0], /DELETE \/api\/admin\/city\/\{id\}: operation removed/);
    assert.match(result.errors[0], /Bump info\.version/);
  });
});

describe('a new version', () => {
  it('passes with a breaking change and a major bump, listing the change', () => {
    const result = checkRelease({
      doc: contract('2.0.0', removeCityDelete),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('2.0.0', '1.0.0'),
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
    assert.ok(
      result.notes.some((note) => /2\.0\.0 breaks 1\.0\.0[\s\S]*operation removed/.test(note)),
    );
  });

  it('passes a breaking change without a major bump, with a warning', () => {
    const result = checkRelease({
      doc: contract('1.1.0', removeCityDelete),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('1.1.0', '1.0.0'),
    });
    assert.deepEqual(result.errors, []);
    assert.equal(result.warnings.length, 1);
    assert.match(result.warnings[0], /1\.1\.0 breaks 1\.0\.0 but keeps its major version/);
  });

  it('passes an additive change with a minor bump, quietly', () => {
    const result = checkRelease({
      doc: contract('1.1.0', addHealth),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('1.1.0', '1.0.0'),
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.warnings, []);
  });

  it('needs a CHANGELOG entry', () => {
    const result = checkRelease({
      doc: contract('1.1.0', addHealth),
      releases: released(['1.0.0', release]),
      changelog: changelogOf('1.0.0', '1.1.0-beta', '1.1.01'),
    });
    assert.deepEqual(result.errors, [
      "CHANGELOG.md has no '## 1.1.0' entry: say what this version changes.",
    ]);
  });

  it('compares with the newest older release, and may not go back in time', () => {
    const older = checkRelease({
      doc: contract('1.5.0'),
      releases: released(['1.0.0', release], ['2.0.0', contract('2.0.0')]),
      changelog: changelogOf('1.5.0'),
    });
    assert.match(older.errors.join('\n'), /1\.5\.0 is older than the newest release 2\.0\.0/);

    const newer = checkRelease({
      doc: contract('2.1.0', removeCityDelete),
      releases: released(['1.0.0', release], ['2.0.0', contract('2.0.0')]),
      changelog: changelogOf('2.1.0'),
    });
    assert.match(newer.warnings.join('\n'), /2\.1\.0 breaks 2\.0\.0/);
  });

  it('must be a plain MAJOR.MINOR.PATCH version', () => {
    const result = checkRelease({
      doc: contract('1.1'),
      releases: released(['1.0.0', release]),
      changelog: '',
    });
    assert.match(result.errors[0], /not a plain MAJOR\.MINOR\.PATCH/);
  });
});

it('orders versions by number, not text', () => {
  assert.ok(compareVersions('1.10.0', '1.9.0') > 0);
  assert.ok(compareVersions('2.0.0', '10.0.0') < 0);
  assert.equal(compareVersions('1.1.0', '1.1.0'), 0);
});
