import type { Middleware } from 'openapi-fetch';
import type { Refresher } from './refresher';
import type { SessionStore } from './session';

/** Calls that authenticate themselves: never given a Bearer header, never retried. */
export const UNAUTHENTICATED_PATHS: ReadonlySet<string> = new Set([
  '/api/user/login',
  '/api/user/refresh-token',
  '/api/user/logout',
]);

type Sent = { copy: Request; token: string | null };

/**
 * Bearer header; on a 401, one refresh and one retry. fetch consumes the body, so the retry's copy
 * is taken before sending; the retry calls `options.fetch` directly, so it cannot loop.
 */
export function createAuthMiddleware(session: SessionStore, refresher: Refresher): Middleware {
  const sent = new WeakMap<Request, Sent>();

  return {
    onRequest({ request, schemaPath }) {
      if (UNAUTHENTICATED_PATHS.has(schemaPath)) return undefined;
      const token = session.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      sent.set(request, { copy: request.clone(), token });
      return request;
    },

    async onResponse({ request, response, schemaPath, options }) {
      if (response.status !== 401 || UNAUTHENTICATED_PATHS.has(schemaPath)) return undefined;
      const record = sent.get(request);
      if (!record) return undefined;
      sent.delete(request);

      // A refresh that finished after this call was sent already gave us a new token.
      const isStale = session.getToken() !== null && session.getToken() !== record.token;
      if (!isStale && !(await refresher.refresh())) return undefined;

      const token = session.getToken();
      if (!token) return undefined;
      const retry = new Request(record.copy);
      retry.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(retry);
    },
  };
}
