import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error';
import { createAuthMiddleware } from './auth-middleware';
import { toFormData } from './form-data';
import { jsonContentType } from './json-content-type';
import type { paths } from './generated/types';
import { serializeQuery } from './query-serializer';
import { createLogout } from './logout';
import { createRefresher, type Refresher, type RefreshLocks } from './refresher';
import type { SessionStore } from './session';
import { xhrFetch, type RequestFetch, type UploadProgress } from './upload-fetch';

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** '' = the page's origin; a function is awaited per call, as it may come from a loading file. */
  baseUrl: string | (() => string | Promise<string>);
  session: SessionStore;
  /** Defaults to the global fetch at call time (so tests and mocks can replace it). */
  fetch?: typeof fetch;
  /** Lets tabs take turns to refresh; default `navigator.locks` (secure contexts only). */
  locks?: RefreshLocks;
  /** How long a sign-out waits for the server to revoke the refresh token. */
  logoutTimeoutMs?: number;
};

export type Api = {
  client: ApiClient;
  session: SessionStore;
  refresher: Refresher;
  /** 'Выход': clears the session at once and revokes its refresh token on the server. */
  logout: () => Promise<void>;
  /** Multipart options with a progress-reporting fetch; auth and the 401 retry still run. */
  upload: (onProgress: UploadProgress) => {
    bodySerializer: typeof toFormData;
    fetch: RequestFetch;
  };
};

/** The one client of the app: typed calls, the API's query rule, Bearer auth and 401 refresh. */
export function createApi({
  baseUrl,
  session,
  fetch: customFetch,
  locks = globalThis.navigator?.locks,
  logoutTimeoutMs,
}: ApiClientOptions): Api {
  const client = createClient<paths>({
    baseUrl: typeof baseUrl === 'string' ? baseUrl : '',
    fetch: (request: Request) => (customFetch ?? globalThis.fetch)(request),
    querySerializer: serializeQuery,
  });
  if (typeof baseUrl === 'function') askBaseUrlPerCall(client, baseUrl);

  const refresher = createRefresher(
    session,
    async (body) => {
      const { data, error, response } = await client.POST('/api/user/refresh-token', { body });
      if (!data) throw ApiError.from(response, error);
      return data;
    },
    locks,
  );

  const logout = createLogout(
    session,
    (refreshToken, signal) => client.POST('/api/user/logout', { body: { refreshToken }, signal }),
    logoutTimeoutMs,
  );

  // The content type first: the auth middleware keeps a copy of the request for its retry.
  client.use(jsonContentType, createAuthMiddleware(session, refresher));
  // A configured fetch (a test's scripted server) also serves uploads, without progress.
  const upload = (onProgress: UploadProgress) => ({
    bodySerializer: toFormData,
    fetch: customFetch ? (request: Request) => customFetch(request) : xhrFetch(onProgress),
  });
  return { client, session, refresher, logout, upload };
}

type Call = (url: string, init?: object) => Promise<unknown>;
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

// openapi-fetch fixes the base URL at creation and builds URLs before any middleware, so a late
// one is awaited and handed to each call as its own `baseUrl` option.
function askBaseUrlPerCall(client: ApiClient, baseUrl: () => string | Promise<string>) {
  const calls = client as unknown as Record<(typeof METHODS)[number], Call> & {
    request: (method: string, ...call: Parameters<Call>) => Promise<unknown>;
  };
  const { request } = calls;
  calls.request = async (method, url, init) =>
    request(method, url, { baseUrl: await baseUrl(), ...init });
  for (const name of METHODS) calls[name] = (url, init) => calls.request(name, url, init);
}
