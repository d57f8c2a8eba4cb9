// The optional JSON file behind SANDBOX_DATA: read once at start, rewritten after each change.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_VERSION, type SandboxData } from './data';

function isSandboxData(value: unknown): value is SandboxData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'version' in value &&
    value.version === SEED_VERSION &&
    'nextId' in value
  );
}

/**
 * The stored state, or null when there is no file yet. A file from another seed version or one
 * that cannot be read is reported and replaced by a fresh seed rather than half understood.
 */
export function readDataFile(file: string): SandboxData | null {
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isSandboxData(parsed)) return parsed;
    console.warn(`[sandbox] ${file} holds another seed version; starting from the seed.`);
  } catch (error) {
    console.warn(`[sandbox] ${file} could not be read (${String(error)}); starting from the seed.`);
  }
  return null;
}

/** Writes a temporary file and renames it over the old one, so a crash never leaves half a file. */
export function writeDataFile(file: string, data: SandboxData): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, file);
}
