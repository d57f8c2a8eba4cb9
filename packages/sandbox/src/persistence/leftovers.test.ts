// At start, the temporary files of writes that were cut off go, each with a log line; every
// other file stays, and a start refused because of the data file removes nothing.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../index';
import { SandboxState } from '../state';
import { DataFileError } from './errors';
import { uploadFileName } from './upload-folder';

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The process id of a write that was cut off: any but this process's own. */
const cutOff = process.pid === 4242 ? 4243 : 4242;

/** A folder with a data file of the seed, its uploads folder, and what cut-off writes left. */
async function folderWithLeftovers() {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-leftovers-'));
  folders.push(folder);
  const file = path.join(folder, 'data.json');
  await new SandboxState(file).flush();
  const uploads = `${file}.uploads`;
  mkdirSync(uploads);
  const upload = uploadFileName(900, Uint8Array.of(1), '.png');
  const leftovers = [
    path.join(folder, `data.json.${cutOff}.tmp`),
    path.join(folder, 'data.json.1.tmp'),
    path.join(uploads, `${upload}.${cutOff}.tmp`),
  ];
  const others = [
    path.join(folder, `other.json.${cutOff}.tmp`),
    path.join(folder, 'data.json.tmp'),
    path.join(folder, 'data.json.bak-20260101-000000'),
    path.join(folder, `data.jsonx.${cutOff}.tmp`),
    // This process's own: a write of another state on the same file may be under way.
    path.join(folder, `data.json.${process.pid}.tmp`),
    path.join(uploads, upload),
    path.join(uploads, `notes.${cutOff}.tmp`),
  ];
  for (const name of [...leftovers, ...others]) writeFileSync(name, 'partial');
  // A folder of a leftover's name is nobody's temporary file.
  mkdirSync(path.join(folder, 'data.json.77.tmp'));
  return { file, folder, uploads, leftovers, others };
}

const listed = (...dirs: string[]) =>
  dirs.flatMap((dir) => readdirSync(dir).map((name) => path.join(dir, name))).sort();

describe('a start after a write was cut off', () => {
  it('removes the temporary files beside the data file and in its uploads folder, only those', async () => {
    const { file, folder, uploads, leftovers, others } = await folderWithLeftovers();
    const state = new SandboxState(file);
    expect([...state.leftovers].sort()).toEqual([...leftovers].sort());
    expect(listed(folder, uploads)).toEqual(
      [...others, file, uploads, path.join(folder, 'data.json.77.tmp')].sort(),
    );
  });

  it('says so, one line a file', async () => {
    const { file, leftovers } = await folderWithLeftovers();
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      lines.push(String(text));
      return true;
    });
    const sandbox = await startSandbox({ port: 0, dataFile: file, quiet: true });
    await sandbox.stop();
    for (const leftover of leftovers) {
      expect(lines).toContainEqual(expect.stringContaining(`removed ${leftover}, left by a write`));
    }
  });

  it('removes nothing when the data file cannot be used', async () => {
    const { file, folder, uploads } = await folderWithLeftovers();
    writeFileSync(file, '{"version": 2, "users": [');
    const before = listed(folder, uploads);
    expect(() => new SandboxState(file)).toThrow(DataFileError);
    expect(listed(folder, uploads)).toEqual(before);
  });
});
