import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import { createAuthMiddleware } from './auth-middleware';
import { jsonContentType } from './json-content-type';
import type { paths } from './generated/types';
import { serializeQuery } from './query-serializer';
import { createRefresher, type Refresher } from './refresher';
import type { SessionStore } from './session';

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** The API origin; '' means the page's own origin. */
  baseUrl: string;
  session: SessionStore;
  /** Defaults to the global fetch at call time (so tests and mocks can replace it). */
  fetch?: typeof fetch;
};

export type Api = {
  client: ApiClient;
  session: SessionStore;
  refresher: Refresher;
};

/** The one client of the app: typed calls, the SPEC §7 query rule, Bearer auth and 401 refresh. */
export function createApi({ baseUrl, session, fetch: customFetch }: ApiClientOptions): Api {
  const client = createClient<paths>({
    baseUrl,
    fetch: (request: Request) => (customFetch ?? globalThis.fetch)(request),
    querySerializer: serializeQuery,
  });

  const refresher = createRefresher(session, async (body) => {
    const { data, error, response } = await client.POST('/api/user/refresh-token', { body });
    if (!data) throw ApiError.from(response, error);
    return data;
  });

  // The content type first: the auth middleware keeps a copy of the request for its retry.
  client.use(jsonContentType, createAuthMiddleware(session, refresher));
  return { client, session, refresher };
}
