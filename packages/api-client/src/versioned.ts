import { ApiError } from './api-error';
import { settle } from './unwrap';

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/** The value and its `ETag` (null if none sent), which goes back as `If-Match` on its save. */
export type Versioned<T> = { value: T; etag: string | null };

const etagOf = (response: Response): string | null => response.headers.get('ETag') || null;

/** `unwrap` for a read or a save whose answer carries a version: the data and its `ETag`. */
export async function unwrapVersioned<T>(call: Promise<FetchResult<T>>): Promise<Versioned<T>> {
  const { data, response } = await settle(call);
  if (data === undefined) throw ApiError.unreadable(undefined, response.status);
  return { value: data, etag: etagOf(response) };
}

/** A bodyless save's new `ETag`; null for an unreadable 2xx (saved, but its headers are lost). */
export async function unwrapVoidVersioned(
  call: Promise<FetchResult<unknown>>,
): Promise<string | null> {
  try {
    const { response } = await settle(call);
    return etagOf(response);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unreadable') return null;
    throw error;
  }
}

/** `If-Match` for a known version; nothing when unknown (new record, server without ETags). */
export function ifMatch(etag: string | null | undefined): { 'If-Match': string } | undefined {
  return etag ? { 'If-Match': etag } : undefined;
}

/** 412: the save named a version that is no longer the stored one, and nothing was changed. */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}
