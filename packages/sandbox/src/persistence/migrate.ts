// Older data files upgraded one version at a time at start, so a trainer's data outlives changes.
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

// 1 → 2: upload bytes move to files (their served paths stay); refresh tokens are hashed, each
// old one becomes an unused family of its own.
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
