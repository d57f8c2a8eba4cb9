// Multipart image uploads: size-capped, typed by their first bytes, kept in the uploads folder.
import type { Context } from 'hono';
import type { UploadRecord } from '../data';
import { imageTypeOf, MAX_IMAGE_BYTES } from '../http/image-signature';
import { readLimited } from '../http/limited-body';
import { problem, PROBLEM_TITLES } from '../http/problem';
import { MESSAGES, type FieldErrors } from '../http/reply';
import { uploadFileName } from '../persistence/upload-folder';
import type { SandboxState } from '../state';

export const UPLOADS_PREFIX = '/media/uploads/';

/** Room for the form's boundaries and text fields around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The form's text fields, and its file when that is a non-empty picture (else `errors.file`). */
export type UploadForm = {
  fields: Record<string, string>;
  file: { bytes: Uint8Array; name: string; contentType: string } | null;
  errors: FieldErrors;
};

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/bmp': '.bmp',
  'image/avif': '.avif',
  'image/heic': '.heic',
  'image/heif': '.heif',
  'image/svg+xml': '.svg',
};

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)/i;

async function parseForm(c: Context, bytes: Uint8Array<ArrayBuffer>): Promise<FormData | null> {
  const type = c.req.header('Content-Type') ?? '';
  // Any other body is a form without fields, so the answer names the missing file.
  if (!FORM_TYPES.test(type)) return new FormData();
  try {
    return await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch {
    return null;
  }
}

/** Null: no form at all (the route's own 400); a Response: 413 past 10 MB, 415 not a picture. */
export async function readUploadForm(c: Context): Promise<UploadForm | Response | null> {
  const bytes = await readLimited(c.req.raw, MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES);
  if (!bytes) return problem(413, PROBLEM_TITLES.fileTooLarge);
  const body = await parseForm(c, bytes);
  if (!body) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') fields[name] = value;
  }
  const file = body.get('file');
  if (!(file instanceof File)) return { fields, file: null, errors: { file: [MESSAGES.required] } };
  if (file.size === 0) return { fields, file: null, errors: { file: ['Файл пуст'] } };
  if (file.size > MAX_IMAGE_BYTES) return problem(413, PROBLEM_TITLES.fileTooLarge);
  const content = new Uint8Array(await file.arrayBuffer());
  const contentType = imageTypeOf(content);
  if (!contentType) return problem(415, PROBLEM_TITLES.notImage);
  return { fields, file: { bytes: content, name: file.name, contentType }, errors: {} };
}

/** An optional non-negative integer form field; null when it is given but not such a number. */
export function orderField(value: string | undefined, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** The file is on disk before its record exists, so the data file never names a missing file. */
export async function storeUpload(
  state: SandboxState,
  file: NonNullable<UploadForm['file']>,
): Promise<UploadRecord> {
  const id = state.nextId('images');
  const fileName = uploadFileName(id, file.bytes, EXTENSIONS[file.contentType] ?? '');
  await state.uploads.save(fileName, file.bytes);
  const record: UploadRecord = {
    id,
    path: `${UPLOADS_PREFIX}${fileName}`,
    contentType: file.contentType,
    originalName: file.name,
    fileName,
    createdAtUtc: new Date().toISOString(),
  };
  state.data.uploads.push(record);
  return record;
}
