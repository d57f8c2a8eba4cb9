import { ApiError } from './api-error';

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns openapi-fetch's `{ data, error }` into the data or a thrown ApiError, so query and
 * mutation functions can simply `return unwrap(client.GET(...))`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw cause instanceof ApiError ? cause : ApiError.network(cause);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw ApiError.from(response, error);
  return data as T;
}
