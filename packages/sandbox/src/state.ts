// The in-memory state of one sandbox: the seed (or the data file), ids, persistence.
import type { NextIds, SandboxData } from './data';
import { readDataFile, writeDataFile } from './persistence';
import { seed } from './seed';

type IdSpace = Exclude<keyof NextIds, 'orderNumber'>;

export class SandboxState {
  data: SandboxData;

  constructor(private readonly dataFile?: string) {
    const stored = dataFile ? readDataFile(dataFile) : null;
    this.data = stored ?? seed();
    if (!stored) this.persist();
  }

  /** The next id of a space; never one that a record already uses. */
  nextId(space: IdSpace, existing: readonly { id: number }[] = []): number {
    const highest = existing.reduce((max, record) => Math.max(max, record.id), 0);
    const id = Math.max(this.data.nextId[space], highest + 1);
    this.data.nextId[space] = id + 1;
    return id;
  }

  persist(): void {
    if (this.dataFile) writeDataFile(this.dataFile, this.data);
  }

  reset(): void {
    this.data = seed();
    this.persist();
  }

  dump(): SandboxData {
    return structuredClone(this.data);
  }
}
