// Multipart image uploads: checked to be images, kept in the state (bytes as base64, so the
// data file keeps them too) and served back under /media/uploads/.
import { getMimeType } from 'hono/utils/mime';
import type { Context } from 'hono';
import type { UploadRecord } from '../data';
import { MESSAGES, type FieldErrors } from '../http/reply';
import type { SandboxState } from '../state';

export const UPLOADS_PREFIX = '/media/uploads/';

/** The form's text fields, and its file when that is a non-empty image (else `errors.file`). */
export type UploadForm = { fields: Record<string, string>; file: File | null; errors: FieldErrors };

function imageType(file: File): string | null {
  if (file.type.startsWith('image/')) return file.type;
  // Some clients send images as application/octet-stream; the name still tells.
  const guessed = getMimeType(file.name) ?? '';
  return guessed.startsWith('image/') ? guessed : null;
}

function fileError(file: unknown): string | null {
  if (!(file instanceof File)) return MESSAGES.required;
  if (file.size === 0) return 'Файл пуст';
  return imageType(file) ? null : 'Можно загрузить только изображение';
}

/** Null when the body is not a readable form at all (a 400). */
export async function readUploadForm(c: Context): Promise<UploadForm | null> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  const problem = fileError(body.file);
  if (problem !== null || !(body.file instanceof File)) {
    return { fields, file: null, errors: { file: [problem ?? MESSAGES.required] } };
  }
  return { fields, file: body.file, errors: {} };
}

/** An optional non-negative integer form field; null when it is given but not such a number. */
export function orderField(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

export async function storeUpload(state: SandboxState, file: File): Promise<UploadRecord> {
  const id = state.nextId('images');
  const record: UploadRecord = {
    id,
    path: `${UPLOADS_PREFIX}${id}${extensionOf(file.name)}`,
    contentType: imageType(file) ?? 'application/octet-stream',
    originalName: file.name,
    bytesBase64: Buffer.from(await file.arrayBuffer()).toString('base64'),
    createdAtUtc: new Date().toISOString(),
  };
  state.data.uploads.push(record);
  return record;
}
