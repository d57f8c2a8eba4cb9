import { ApiError } from './api-error';
import { settle } from './unwrap';

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * What was read together with the version it was read at: the answer's `ETag`, or null when
 * the server sends none. The version goes back as `If-Match` on the save of what was read.
 */
export type Versioned<T> = { value: T; etag: string | null };

const etagOf = (response: Response): string | null => response.headers.get('ETag') || null;

/** `unwrap` for a read or a save whose answer carries a version: the data and its `ETag`. */
export async function unwrapVersioned<T>(call: Promise<FetchResult<T>>): Promise<Versioned<T>> {
  const { data, response } = await settle(call);
  if (data === undefined) throw ApiError.unreadable(undefined, response.status);
  return { value: data, etag: etagOf(response) };
}

/**
 * `unwrapVoid` for a save answered without a body (204): the new version from its `ETag`.
 * A 2xx whose body could not be read still saved, but its headers are lost with it: null,
 * so the next save goes without `If-Match` as with a server that sends no ETags.
 */
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

/**
 * The header params of a save over the version `etag`: `If-Match` with it, or nothing when
 * the version is unknown (a new record, a server without ETags), so such a server is asked
 * exactly as before.
 */
export function ifMatch(etag: string | null | undefined): { 'If-Match': string } | undefined {
  return etag ? { 'If-Match': etag } : undefined;
}

/** 412: the save named a version that is no longer the stored one, and nothing was changed. */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 412;
}
