// Never half a file after a crash, kill or full disk: write a temporary beside it, fsync, rename.
import { mkdirSync, writeFileSync, renameSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';

const temporaryOf = (file: string) => `${file}.${process.pid}.tmp`;

export const isTemporaryOf = (fileName: string, name: string) =>
  name.startsWith(`${fileName}.`) && /^\.\d+\.tmp$/.test(name.slice(fileName.length));

/** At start only (before the server answers), where waiting costs nobody anything. */
export function writeFileAtomicSync(file: string, text: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = temporaryOf(file);
  writeFileSync(temporary, text);
  const handle = openSync(temporary, 'r+');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  renameSync(temporary, file);
}

/** While serving: the event loop stays free for requests. One call at a time per file. */
export async function writeFileAtomic(file: string, text: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = temporaryOf(file);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
