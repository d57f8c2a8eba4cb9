import { ApiError } from './api-error';

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * The answer of a successful call; `data` is undefined when it had no body (204,
 * Content-Length 0, an empty text). Throws an ApiError for an error status, a lost connection,
 * or a 2xx body the parser could not read: openapi-fetch throws a SyntaxError only while
 * parsing a 2xx body (error bodies it parses leniently), so that case is told apart from a
 * network drop.
 */
export async function settle<T>(
  call: Promise<FetchResult<T>>,
): Promise<{ data: T | undefined; response: Response }> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw cause instanceof SyntaxError ? ApiError.unreadable(cause) : ApiError.network(cause);
  }
  const { data, error, response } = result;
  if (!response.ok || error !== undefined) throw ApiError.from(response, error);
  return { data: data ?? undefined, response };
}

/**
 * Turns openapi-fetch's `{ data, error }` into the data or a thrown ApiError, so query and
 * mutation functions can simply `return unwrap(client.GET(...))`. A call whose answer is
 * expected to carry data but has none is unreadable, not a success with nothing in it.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, response } = await settle(call);
  if (data === undefined) throw ApiError.unreadable(undefined, response.status);
  return data;
}

/**
 * For calls whose answer carries no data the app needs (deletes, status changes, saves that
 * answer 204): only the status counts, so a 2xx is a success whatever its body (empty, 'OK',
 * even text that is not JSON).
 */
export async function unwrapVoid(call: Promise<FetchResult<unknown>>): Promise<void> {
  try {
    await settle(call);
  } catch (error) {
    // Unreadable means a 2xx whose body failed to parse: the body is not needed here.
    if (!(error instanceof ApiError && error.kind === 'unreadable')) throw error;
  }
}
