// A killed write leaves its temporary file (write.ts) beside the whole old file; at start
// nothing is being written, so those of the data file and its uploads go. Nothing else is touched.
import { readdirSync, rmSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { UPLOAD_NAME } from './upload-folder';
import { isTemporaryOf } from './write';

function entriesOf(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    // No folder yet (a new data file, no upload so far): nothing left over.
    return [];
  }
}

const isUploadTemporary = (name: string) => {
  const match = /^(.+)\.\d+\.tmp$/.exec(name);
  return match?.[1] !== undefined && UPLOAD_NAME.test(match[1]);
};

/** Removes what cut-off writes left; returns the removed files' paths for the start's log. */
export function removeLeftoverTemporaries(dataFile: string, uploadsFolder: string): string[] {
  const folder = path.dirname(dataFile);
  const dataName = path.basename(dataFile);
  const leftovers = [
    ...entriesOf(folder)
      .filter((entry) => entry.isFile() && isTemporaryOf(dataName, entry.name))
      .map((entry) => path.join(folder, entry.name)),
    ...entriesOf(uploadsFolder)
      .filter((entry) => entry.isFile() && isUploadTemporary(entry.name))
      .map((entry) => path.join(uploadsFolder, entry.name)),
  ];
  // This process's own may belong to a write under way (a second state on the same file, as
  // in tests); were one left over, the next write reuses its name anyway.
  const cutOff = leftovers.filter((file) => !file.endsWith(`.${process.pid}.tmp`));
  for (const file of cutOff) rmSync(file, { force: true });
  return cutOff;
}
