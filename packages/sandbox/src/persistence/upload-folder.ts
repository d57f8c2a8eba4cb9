// The bytes of uploaded images, one file each, in a folder beside the data file
// (`<data file>.uploads/`) or, without SANDBOX_DATA, in a temporary folder removed at exit.
// Keeping them out of the JSON keeps every batched write of the state small.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFileAtomic, writeFileAtomicSync } from './write';

const temporaryFolders = new Set<string>();
let isCleanupRegistered = false;

function removeTemporaryFolders(): void {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
}

/**
 * The record id keeps two uploads of the same bytes apart; the content hash makes the name
 * change whenever the bytes do (after a reset ids repeat), so the name can be cached forever.
 */
export function uploadFileName(id: number, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return `${id}-${hash}${extension}`;
}

export class UploadFolder {
  private folder: string | undefined;

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

  save(fileName: string, bytes: Uint8Array): Promise<void> {
    return writeFileAtomic(this.where(fileName), bytes);
  }

  /** While migrating a data file at start. */
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
