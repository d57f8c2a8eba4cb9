// Older data files brought up to the current format at start, one version step at a time, so a
// trainer's data outlives every change of the sandbox. The caller keeps the original as a .bak.
import { randomBytes } from 'node:crypto';
import { hashRefreshToken } from '../auth/sessions';
import { SEED_VERSION } from '../data';
import { isRow, type Row } from './shape';
import { uploadFileName, type UploadFolder } from './upload-folder';

const extensionOf = (urlPath: string) => /\.[a-z0-9]{1,5}$/i.exec(urlPath)?.[0].toLowerCase() ?? '';

const rowsOf = (file: Row, table: string): Row[] => {
  const rows = file[table];
  return Array.isArray(rows) ? rows.filter(isRow) : [];
};

/**
 * 1 → 2: upload bytes leave the JSON for files in the uploads folder (their served paths stay,
 * as records point at them); refresh tokens are stored hashed, and a token from before
 * families becomes a family of its own, unused (used tokens were deleted then).
 */
function toVersion2(file: Row, uploads: UploadFolder): Row {
  const uploadRows = rowsOf(file, 'uploads').map(({ bytesBase64, ...upload }) => {
    const bytes = Buffer.from(String(bytesBase64), 'base64');
    const fileName = uploadFileName(Number(upload.id), bytes, extensionOf(String(upload.path)));
    uploads.saveSync(fileName, bytes);
    return { ...upload, fileName };
  });
  const tokenRows = rowsOf(file, 'refreshTokens').map(({ token, familyId, ...rest }) => ({
    ...rest,
    tokenHash: hashRefreshToken(String(token)),
    familyId: typeof familyId === 'string' ? familyId : randomBytes(32).toString('base64url'),
  }));
  return { ...file, version: 2, uploads: uploadRows, refreshTokens: tokenRows };
}

const STEPS: Record<number, (file: Row, uploads: UploadFolder) => Row> = { 1: toVersion2 };

/** The file in the current format; `file.version` is known to be 1..SEED_VERSION. */
export function migrate(file: Row, uploads: UploadFolder): Row {
  let current = file;
  for (let version = Number(file.version); version < SEED_VERSION; version += 1) {
    const step = STEPS[version];
    if (!step) throw new Error(`No migration from data format ${version}`);
    current = step(current, uploads);
  }
  return current;
}
