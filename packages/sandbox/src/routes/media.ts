// /media/uploads/… from the uploads folder; the rest from @shop/api-spec's media folder.
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

/** A content-named file never changes under its name; an older id-named one can (after a reset). */
const cacheOf = (urlPath: string, fileName: string) =>
  urlPath.endsWith(`/${fileName}`) && /^\d+-[0-9a-f]{16}\./.test(fileName)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

export function registerMediaRoutes(app: Hono<AppEnv>, state: SandboxState) {
  // Uploaded files are anyone's bytes: the browser must take their type as sent (nosniff) and
  // run nothing in them, not even an SVG's script (CSP sandbox).
  app.use('/media/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Content-Security-Policy', 'sandbox');
  });
  app.get(`${UPLOADS_PREFIX}:name`, async (c) => {
    const upload = state.data.uploads.find((record) => record.path === c.req.path);
    const bytes = upload ? await state.uploads.read(upload.fileName) : null;
    if (!upload || !bytes) return c.text('Not found', 404);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': upload.contentType,
      'Cache-Control': cacheOf(upload.path, upload.fileName),
    });
  });
  app.use('/media/*', serveStatic({ root: apiSpecRoot() }));
}
