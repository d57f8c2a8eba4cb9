// The in-memory state of one sandbox: the seed (or the data file), ids, the token secret, the
// uploads folder and the batched writes of the data file.
import { randomBytes } from 'node:crypto';
import type { NextIds, SandboxData } from './data';
import { loadDataFile } from './persistence/read';
import { UploadFolder } from './persistence/upload-folder';
import { writeFileAtomic, writeFileAtomicSync } from './persistence/write';
import { BatchedWriter } from './persistence/writer';
import { seed } from './seed';

type IdSpace = Exclude<keyof NextIds, 'orderNumber'>;

export type StateOptions = {
  /** The longest a change waits before the data file is written; default 200 ms. */
  writeDelayMs?: number;
};

export class SandboxState {
  data: SandboxData;
  /** Signs the access tokens: kept in the data file, so tokens outlive a restart; else random. */
  readonly secret: string;
  readonly uploads: UploadFolder;
  /** Where an older data file was kept before it was migrated at this start. */
  readonly backup: string | undefined;
  private readonly writer: BatchedWriter | undefined;

  /** Throws DataFileError, touching nothing, when the data file cannot be used. */
  constructor(
    private readonly dataFile?: string,
    { writeDelayMs = 200 }: StateOptions = {},
  ) {
    this.uploads = new UploadFolder(dataFile ? `${dataFile}.uploads` : undefined);
    const stored = dataFile ? loadDataFile(dataFile, this.uploads) : null;
    this.data = stored?.data ?? seed();
    this.secret = stored?.secret ?? randomBytes(32).toString('base64url');
    this.backup = stored?.backup;
    if (!dataFile) return;
    const file = dataFile;
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

  /** The next id of a space; never one that a record already uses. */
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

  /** Writes what is not written yet (at stop, on SIGINT/SIGTERM, in tests). */
  async flush(): Promise<void> {
    await this.writer?.flush();
  }

  reset(): void {
    this.data = seed();
    this.persist();
  }

  dump(): SandboxData {
    return structuredClone(this.data);
  }
}
