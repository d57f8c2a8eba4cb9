import { ApiError } from './api-error';

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * `data` is undefined without a body. Throws ApiError for an error status, a lost connection or an
 * unparsable 2xx (openapi-fetch throws SyntaxError only while parsing 2xx bodies).
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

/** The data or a thrown ApiError; a data call answered without data is unreadable. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, response } = await settle(call);
  if (data === undefined) throw ApiError.unreadable(undefined, response.status);
  return data;
}

/** For calls whose data the app does not need: any 2xx is a success, whatever its body. */
export async function unwrapVoid(call: Promise<FetchResult<unknown>>): Promise<void> {
  try {
    await settle(call);
  } catch (error) {
    // Unreadable means a 2xx whose body failed to parse: the body is not needed here.
    if (!(error instanceof ApiError && error.kind === 'unreadable')) throw error;
  }
}
