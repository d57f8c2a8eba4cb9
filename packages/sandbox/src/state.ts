// One sandbox's in-memory state: the seed or data file, ids, token secret, uploads, batched writes.
import { randomBytes } from 'node:crypto';
import type { NextIds, SandboxData } from './data';
import { removeLeftoverTemporaries } from './persistence/leftovers';
import { loadDataFile } from './persistence/read';
import { UploadFolder } from './persistence/upload-folder';
import { writeFileAtomic, writeFileAtomicSync } from './persistence/write';
import { BatchedWriter } from './persistence/writer';
import { seed } from './seed';

type IdSpace = Exclude<keyof NextIds, 'orderNumber'>;

export type StateOptions = {
  writeDelayMs?: number;
};

export class SandboxState {
  data: SandboxData;
  /** Signs the access tokens: kept in the data file, so tokens outlive a restart; else random. */
  readonly secret: string;
  readonly uploads: UploadFolder;
  /** Where an older data file was kept before it was migrated at this start. */
  readonly backup: string | undefined;
  /** Temporary files of writes cut off before this start, removed (for the start's log). */
  readonly leftovers: readonly string[] = [];
  private readonly writer: BatchedWriter | undefined;
  private removal: Promise<void> = Promise.resolve();

  /** Throws DataFileError, touching nothing, when the data file cannot be used. */
  constructor(
    private readonly dataFile?: string,
    { writeDelayMs = 200 }: StateOptions = {},
  ) {
    const uploadsFolder = dataFile ? `${dataFile}.uploads` : undefined;
    this.uploads = new UploadFolder(uploadsFolder);
    const stored = dataFile ? loadDataFile(dataFile, this.uploads) : null;
    this.data = stored?.data ?? seed();
    this.secret = stored?.secret ?? randomBytes(32).toString('base64url');
    this.backup = stored?.backup;
    if (!dataFile || !uploadsFolder) return;
    const file = dataFile;
    // Only once the file has loaded: a start refused because of it leaves everything as it was.
    this.leftovers = removeLeftoverTemporaries(file, uploadsFolder);
    this.writer = new BatchedWriter({
      snapshot: () => this.fileText(),
      write: (text) => writeFileAtomic(file, text),
      delayMs: writeDelayMs,
    });
    // A new, migrated or secret-less file is written before the first request is answered.
    if (!stored || stored.backup || !stored.secret) writeFileAtomicSync(file, this.fileText());
  }

  private fileText(): string {
    return JSON.stringify({ ...this.data, secret: this.secret });
  }

  /** Never an id a record already uses. */
  nextId(space: IdSpace, existing: readonly { id: number }[] = []): number {
    const highest = existing.reduce((max, record) => Math.max(max, record.id), 0);
    const id = Math.max(this.data.nextId[space], highest + 1);
    this.data.nextId[space] = id + 1;
    return id;
  }

  /** The state changed: the data file is written shortly, never while a request waits. */
  persist(): void {
    this.writer?.changed();
  }

  /** Writes what is not written yet, and ends a reset's removal (at stop, on signals, in tests). */
  async flush(): Promise<void> {
    await this.writer?.flush();
    await this.removal;
  }

  // Back to the seed. Upload files only the old state used go once the new state is on disk (till
  // then the data file names them); resolves when gone, a failure is logged and the files stay.
  reset(): Promise<void> {
    this.data = seed();
    this.persist();
    this.removal = this.removeUnusedUploads();
    return this.removal;
  }

  private async removeUnusedUploads(): Promise<void> {
    try {
      await this.writer?.flush();
      await this.uploads.removeUnused((fileName) =>
        this.data.uploads.some((upload) => upload.fileName === fileName),
      );
    } catch (error) {
      console.error('[sandbox] removing the upload files a reset left unused failed:', error);
    }
  }

  dump(): SandboxData {
    return structuredClone(this.data);
  }
}
