import type { Context } from 'hono';
import { fieldErrors, type SchemaParser } from './issues';
import { readLimited } from './limited-body';
import { problem, PROBLEM_TITLES } from './problem';
import { errorResponse, MESSAGES, type FieldErrors } from './reply';

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A save body of the admin is a few kilobytes; a megabyte leaves room and refuses a flood. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Sign-in, refresh and sign-out carry two short strings. */
export const AUTH_BODY_LIMIT = 16 * 1024;

type ReadOptions = {
  /** Larger bodies answer 413 unread; default JSON_BODY_LIMIT. */
  maxBytes?: number;
  /** 422 for every save; login and refresh define only 400. */
  invalidStatus?: 400 | 422;
  /** Save bodies: an `id` of 0 or null means "create", like an absent one. */
  idMeansCreate?: boolean;
};

function dropEmptyId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { id, ...rest } = body as Record<string, unknown>;
  return id === 0 || id === null ? rest : body;
}

export async function readJson<T>(
  c: Context,
  schema: SchemaParser<T>,
  { maxBytes = JSON_BODY_LIMIT, invalidStatus = 422, idMeansCreate = false }: ReadOptions = {},
): Promise<BodyResult<T>> {
  const bytes = await readLimited(c.req.raw, maxBytes);
  if (!bytes) return { ok: false, response: problem(413, PROBLEM_TITLES.bodyTooLarge) };
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, response: errorResponse(400, MESSAGES.badRequest) };
  }
  const input = idMeansCreate ? dropEmptyId(raw) : raw;
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const message = invalidStatus === 400 ? MESSAGES.badRequest : MESSAGES.invalid;
  const errors: FieldErrors = fieldErrors(parsed.error.issues, input);
  return { ok: false, response: errorResponse(invalidStatus, message, errors) };
}
