import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import type { SandboxState } from './state';

/** One line per request: method, path and query, status, milliseconds. */
export function requestLog(write: (line: string) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const url = new URL(c.req.url);
    const ms = Math.round(performance.now() - started);
    write(`${c.req.method} ${url.pathname}${url.search} ${c.res.status} ${ms}ms`);
  };
}

/** Successful non-reads mark the state changed; the batched write never delays or fails a reply. */
export function persistChanges(state: SandboxState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) state.persist();
  };
}
