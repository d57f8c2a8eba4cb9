// An unusable data file stops the start (DataFileError), untouched: reseeding would silently lose
// a trainer's data. An older format is migrated, the original kept as `<file>.bak-<time>`.
import { constants, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { SEED_VERSION, type SandboxData } from '../data';
import { DataFileError } from './errors';
import { migrate } from './migrate';
import { shapeProblems, type Row } from './shape';
import type { UploadFolder } from './upload-folder';

export type LoadedFile = {
  data: SandboxData;
  secret: string | undefined;
  /** Where the original went when the file was migrated (it must then be written anew). */
  backup: string | undefined;
};

const two = (value: number) => String(value).padStart(2, '0');

/** `<file>.bak-YYYYMMDD-HHmmss`, in local time as the trainer reads it. */
export function backupName(file: string, at: Date): string {
  const date = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `${file}.bak-${date}-${time}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function parse(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DataFileError(file, [`it cannot be read (${messageOf(error)})`]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DataFileError(file, [
      `it is not valid JSON, perhaps cut short (${messageOf(error)})`,
    ]);
  }
}

function checked(file: string, parsed: unknown): Row {
  const problems = shapeProblems(parsed);
  if (problems.length > 0) throw new DataFileError(file, problems);
  // shapeProblems found nothing, so this is a JSON object.
  return parsed as Row;
}

export function loadDataFile(file: string, uploads: UploadFolder): LoadedFile | null {
  if (!existsSync(file)) return null;
  const stored = checked(file, parse(file));
  let backup: string | undefined;
  let current = stored;
  if (stored.version !== SEED_VERSION) {
    backup = backupName(file, new Date());
    // COPYFILE_EXCL: an earlier backup of the same second is never overwritten.
    copyFileSync(file, backup, constants.COPYFILE_EXCL);
    current = checked(file, migrate(stored, uploads));
  }
  const { secret, ...data } = current;
  // Checked above: every table, counter and field that loading reads has its form.
  return {
    data: data as SandboxData,
    secret: typeof secret === 'string' ? secret : undefined,
    backup,
  };
}
