// Upload bytes, one file each, in `<data file>.uploads/` (or a temporary folder removed at exit):
// out of the JSON, every batched write of the state stays small.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileAtomic, writeFileAtomicSync } from './write';

const temporaryFolders = new Set<string>();
let isCleanupRegistered = false;

function removeTemporaryFolders(): void {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
}

// The id keeps equal uploads apart; the content hash changes the name with the bytes (ids repeat
// after a reset), so a name can be cached forever.
export function uploadFileName(id: number, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return `${id}-${hash}${extension}`;
}

/** A name uploadFileName makes; its temporary file while written adds `.<pid>.tmp`. */
export const UPLOAD_NAME = /^\d+-[0-9a-f]{16}(\.[a-z0-9]{1,5})?$/;

export class UploadFolder {
  private folder: string | undefined;
  /** Names being written now: a removal that starts meanwhile leaves them. */
  private readonly saving = new Set<string>();
  /** The removal under way, which a save waits for, so it never removes a file just saved. */
  private removing: Promise<unknown> = Promise.resolve();

  /** `configured` undefined: a temporary folder, made on the first upload. */
  constructor(private readonly configured?: string) {
    this.folder = configured;
  }

  private where(fileName: string): string {
    // Names come from the data file: nothing may lead out of the folder.
    if (path.basename(fileName) !== fileName || fileName.startsWith('.')) {
      throw new Error(`Not an upload file name: ${fileName}`);
    }
    if (!this.folder) {
      this.folder = mkdtempSync(path.join(tmpdir(), 'shop-sandbox-uploads-'));
      temporaryFolders.add(this.folder);
      if (!isCleanupRegistered) process.once('exit', removeTemporaryFolders);
      isCleanupRegistered = true;
    }
    return path.join(this.folder, fileName);
  }

  async save(fileName: string, bytes: Uint8Array): Promise<void> {
    const file = this.where(fileName);
    this.saving.add(fileName);
    try {
      await this.removing;
      await writeFileAtomic(file, bytes);
    } finally {
      this.saving.delete(fileName);
    }
  }

  /** Removes the upload files no record uses (after a reset), sparing those being saved. */
  removeUnused(isUsed: (fileName: string) => boolean): Promise<string[]> {
    const removal = this.removeUnusedNow(isUsed, new Set(this.saving));
    this.removing = removal.catch(() => undefined);
    return removal;
  }

  private async removeUnusedNow(
    isUsed: (fileName: string) => boolean,
    beingSaved: ReadonlySet<string>,
  ): Promise<string[]> {
    const { folder } = this;
    if (!folder) return [];
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    // Read after the listing: a record added while it was read counts as used.
    const unused = entries
      .filter((entry) => entry.isFile() && UPLOAD_NAME.test(entry.name))
      .map((entry) => entry.name)
      .filter((name) => !beingSaved.has(name) && !isUsed(name));
    await Promise.all(unused.map((name) => rm(this.where(name), { force: true })));
    return unused;
  }

  saveSync(fileName: string, bytes: Uint8Array): void {
    writeFileAtomicSync(this.where(fileName), bytes);
  }

  /** Null when the file is gone (removed by hand, or never written). */
  async read(fileName: string): Promise<Buffer | null> {
    try {
      return await readFile(this.where(fileName));
    } catch {
      return null;
    }
  }

  /** A temporary folder goes with its sandbox; a configured one stays with its data file. */
  dispose(): void {
    if (!this.folder || this.configured) return;
    rmSync(this.folder, { recursive: true, force: true });
    temporaryFolders.delete(this.folder);
    this.folder = undefined;
  }
}
