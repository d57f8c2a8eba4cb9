// /media/uploads/... serves uploaded files from the state; the rest of /media serves the
// pictures of @shop/api-spec's media folder, which the seeded records point at.
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { UPLOADS_PREFIX } from '../domain/uploads';
import type { AppEnv } from '../env';
import type { SandboxState } from '../state';

/** The package folder of @shop/api-spec (its exports name dist/openapi.json, one level down). */
function apiSpecRoot(): string {
  const spec = createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json');
  return path.resolve(path.dirname(spec), '..');
}

export function registerMediaRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get(`${UPLOADS_PREFIX}:name`, (c) => {
    const upload = state.data.uploads.find((record) => record.path === c.req.path);
    if (!upload) return c.text('Not found', 404);
    return c.body(Buffer.from(upload.bytesBase64, 'base64'), 200, {
      'Content-Type': upload.contentType,
      'Cache-Control': 'no-cache',
    });
  });
  app.use('/media/*', serveStatic({ root: apiSpecRoot() }));
}
