// The sandbox's own endpoints, outside /api and outside the contract.
import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { jsonResponse } from '../http/reply';
import type { SandboxState } from '../state';

export function registerSandboxRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/__sandbox/health', () => jsonResponse(200, { ok: true }));
  app.post('/__sandbox/reset', () => {
    state.reset();
    return new Response(null, { status: 204 });
  });
}
