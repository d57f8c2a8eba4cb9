// A data file the sandbox cannot use stops the start and stays as it was; an older format is
// migrated and the original kept beside it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_VERSION } from '../data';
import { seed } from '../seed';
import { SandboxState } from '../state';
import { createTestSandbox, PNG } from '../test/harness';
import { inAMonth, writeVersion1File } from '../test/old-format';
import { DataFileError } from './errors';
import { backupName } from './read';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-read-'));
  folders.push(folder);
  return path.join(folder, 'data.json');
}

const seeded = JSON.stringify(seed(new Date('2026-01-01T00:00:00Z')));
/** The seeded file with one top-level field replaced (undefined: left out). */
const edited = (field: string, value: unknown) =>
  JSON.stringify({ ...JSON.parse(seeded), [field]: value });

describe('a data file that cannot be used', () => {
  it.each([
    ['cut short', seeded.slice(0, 5000), /not valid JSON/],
    ['empty', '', /not valid JSON/],
    ['missing a table', edited('users', undefined), /table "users" is missing/],
    ['with a table of the wrong type', edited('cities', { 1: {} }), /"cities" is not a list/],
    ['with rows that are no records', edited('news', [1, 2]), /news\[0\] is not a record/],
    ['with an id counter not a number', edited('nextId', { users: '7' }), /nextId\.users/],
    ['from a newer sandbox', edited('version', 99), /newer/],
    ['not an object', '[1, 2]', /not a JSON object/],
  ])(
    'stops the start when %s, naming the file and leaving it untouched',
    (_case, text, problem) => {
      const file = tempFile();
      writeFileSync(file, text);
      let thrown: unknown;
      try {
        new SandboxState(file);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DataFileError);
      expect(String((thrown as Error).message)).toContain(file);
      expect(String((thrown as Error).message)).toMatch(problem);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(readdirSync(path.dirname(file))).toEqual(['data.json']);
    },
  );
});

describe('a data file of format 1', () => {
  it('is migrated: upload bytes to files, tokens hashed, the original kept as .bak', async () => {
    const file = tempFile();
    const data = seed();
    const original = writeVersion1File(file, data, {
      tokens: [{ token: 'plain-refresh-token', userId: 1, expiresAtUtc: inAMonth() }],
      uploads: [
        {
          id: 900,
          path: '/media/uploads/900.png',
          contentType: 'image/png',
          originalName: 'old.png',
          bytesBase64: Buffer.from(PNG).toString('base64'),
          createdAtUtc: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    const sandbox = createTestSandbox({ dataFile: file });

    const backup = sandbox.state.backup ?? '';
    expect(backup).toMatch(/data\.json\.bak-\d{8}-\d{6}$/);
    expect(readFileSync(backup, 'utf8')).toBe(original);
    const migrated = readFileSync(file, 'utf8');
    expect(JSON.parse(migrated).version).toBe(SEED_VERSION);
    expect(JSON.parse(migrated).uploads[0]).not.toHaveProperty('bytesBase64');
    expect(migrated).not.toContain('plain-refresh-token');
    const [token] = sandbox.state.data.refreshTokens;
    expect(token?.familyId).toEqual(expect.any(String));
    // The old path keeps working; its bytes now come from the uploads folder.
    const served = await sandbox.app.request('/media/uploads/900.png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(readdirSync(`${file}.uploads`)).toHaveLength(1);

    // Started again, the file is current: no second backup.
    const again = new SandboxState(file);
    expect(again.backup).toBeUndefined();
    expect(again.secret).toBe(sandbox.state.secret);
  });

  it('names backups by local date and time', () => {
    expect(backupName('/d/data.json', new Date(2026, 10, 27, 9, 5, 3))).toBe(
      '/d/data.json.bak-20261127-090503',
    );
  });
});

describe('a new data file', () => {
  it('is written at start with the seed and a random token secret', () => {
    const file = tempFile();
    const first = new SandboxState(file);
    expect(existsSync(file)).toBe(true);
    expect(new SandboxState(tempFile()).secret).not.toBe(first.secret);
    expect(new SandboxState(file).secret).toBe(first.secret);
  });
});
