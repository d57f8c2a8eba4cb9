import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { isAllowedHost } from '../http/host-check';
import { problem, PROBLEM_TITLES } from '../http/problem';
import { jsonResponse } from '../http/reply';
import type { SandboxState } from '../state';

/** The host part of an Origin header; null when it is no URL (`null` from a sandboxed page). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export function registerSandboxRoutes(
  app: Hono<AppEnv>,
  state: SandboxState,
  allowedHosts: ReadonlySet<string>,
) {
  app.get('/__sandbox/health', () => jsonResponse(200, { ok: true }));
  // A reset wipes a training room's work: a cross-site form or text/plain POST needs no preflight,
  // so a reset requires a JSON body type and, when sent, our own Origin.
  app.post('/__sandbox/reset', (c) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined) {
      const host = originHost(origin);
      if (!host || !isAllowedHost(host, allowedHosts)) {
        return problem(403, PROBLEM_TITLES.foreignOrigin);
      }
    }
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return problem(415, PROBLEM_TITLES.notJson);
    // The old state's upload files are removed after the next write, not while the reset waits.
    void state.reset();
    return new Response(null, { status: 204 });
  });
}
