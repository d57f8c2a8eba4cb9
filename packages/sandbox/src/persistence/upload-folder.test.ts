// Upload files a reset leaves unused are removed, and only those: never a file of another name,
// outside the folder, still used, or being saved; and never before the new state is on disk.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestSandbox, form, PNG, pngFile } from '../test/harness';
import { UploadFolder, uploadFileName } from './upload-folder';

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sandbox-uploads-'));
  folders.push(folder);
  return folder;
}

const nameOf = (id: number) => uploadFileName(id, Uint8Array.of(id), '.png');

describe('UploadFolder.removeUnused', () => {
  it('removes the unused files of its own names directly in the folder, and nothing else', async () => {
    const folder = tempFolder();
    const uploads = new UploadFolder(folder);
    const [used, unused, inside] = [nameOf(1), nameOf(2), nameOf(3)];
    await uploads.save(used, PNG);
    await uploads.save(unused, PNG);
    writeFileSync(path.join(folder, 'notes.txt'), 'a trainer’s own file');
    // A folder with an upload's name, and an upload's name inside a subfolder: not ours.
    mkdirSync(path.join(folder, nameOf(4)));
    mkdirSync(path.join(folder, 'old'));
    writeFileSync(path.join(folder, 'old', inside), PNG);

    expect(await uploads.removeUnused((name) => name === used)).toEqual([unused]);
    expect(readdirSync(folder).sort()).toEqual([used, nameOf(4), 'notes.txt', 'old'].sort());
    expect(readdirSync(path.join(folder, 'old'))).toEqual([inside]);
  });

  it('leaves a file being saved when it starts, and one saved while it runs', async () => {
    const folder = tempFolder();
    const uploads = new UploadFolder(folder);
    const before = uploads.save(nameOf(5), PNG);
    const removal = uploads.removeUnused(() => false);
    const during = uploads.save(nameOf(6), PNG);
    await Promise.all([before, removal, during]);
    expect(readdirSync(folder).sort()).toEqual([nameOf(5), nameOf(6)].sort());
  });

  it('has nothing to remove before its temporary folder exists', async () => {
    expect(await new UploadFolder().removeUnused(() => false)).toEqual([]);
  });
});

const RESET = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: '{}',
} as const;

/** A sandbox keeping its data in a temporary folder, with two uploaded pictures. */
async function sandboxWithUploads() {
  const file = path.join(tempFolder(), 'data.json');
  const sandbox = createTestSandbox({ dataFile: file });
  const api = await sandbox.admin();
  for (const name of ['one.png', 'two.png']) {
    const reply = await api.post('/api/admin/catalog/image/save', form({ file: pngFile(name) }));
    expect(reply.status).toBe(200);
  }
  const uploadsFolder = `${file}.uploads`;
  expect(readdirSync(uploadsFolder)).toHaveLength(2);
  return { sandbox, api, file, uploadsFolder };
}

describe('POST /__sandbox/reset', () => {
  it('removes the old state’s upload files once the new state is written', async () => {
    const { sandbox, file, uploadsFolder } = await sandboxWithUploads();
    expect((await sandbox.transport('/__sandbox/reset', RESET)).status).toBe(204);
    await sandbox.state.flush();
    expect(readdirSync(uploadsFolder)).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8')).uploads).toEqual([]);
  });

  it('keeps a picture uploaded right after the reset, while the removal is under way', async () => {
    const { sandbox, api, uploadsFolder } = await sandboxWithUploads();
    expect((await sandbox.transport('/__sandbox/reset', RESET)).status).toBe(204);
    const reply = await api.post('/api/admin/catalog/image/save', form({ file: pngFile() }));
    expect(reply.status).toBe(200);
    await sandbox.state.flush();
    const [kept] = sandbox.state.data.uploads;
    expect(readdirSync(uploadsFolder)).toEqual([kept?.fileName]);
  });

  it('keeps the files while the new state cannot be written (the data file still names them)', async () => {
    const { sandbox, file, uploadsFolder } = await sandboxWithUploads();
    await sandbox.state.flush();
    // A folder where the temporary file goes makes every write fail (also for root).
    const blocker = `${file}.${process.pid}.tmp`;
    mkdirSync(blocker);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sandbox.state.reset();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('reset'), expect.any(Error));
    expect(readdirSync(uploadsFolder)).toHaveLength(2);
    expect(JSON.parse(readFileSync(file, 'utf8')).uploads).toHaveLength(2);
    // The disk back: the retried write goes through before the folder is removed.
    rmSync(blocker, { recursive: true });
    await sandbox.state.flush();
  });

  it('removes them from the temporary folder of a sandbox without a data file', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const reply = await api.post('/api/admin/catalog/image/save', form({ file: pngFile() }));
    expect(reply.status).toBe(200);
    const fileName = sandbox.state.data.uploads[0]?.fileName ?? '';
    expect(await sandbox.state.uploads.read(fileName)).not.toBeNull();
    await sandbox.state.reset();
    expect(await sandbox.state.uploads.read(fileName)).toBeNull();
    sandbox.state.uploads.dispose();
  });
});
