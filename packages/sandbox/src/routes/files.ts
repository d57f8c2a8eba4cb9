import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { badRequest, noContent, notFound } from '../http/reply';
import type { SandboxState } from '../state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `filename` for old clients (ASCII only) and RFC 5987 `filename*` with the real name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function registerFileRoutes(app: Hono<AppEnv>, state: SandboxState, syncDelayMs = 0) {
  // No iiko behind the sandbox; the delay (SANDBOX_SYNC_MS) lets a demo show the admin waiting.
  app.post('/api/admin/catalog/iiko/sync', async () => {
    if (syncDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, syncDelayMs));
    return noContent('syncCatalog');
  });

  app.get('/api/file/:id', (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return badRequest('downloadFile');
    const file = state.data.files.find(
      (candidate) => candidate.id.toLowerCase() === id.toLowerCase(),
    );
    if (!file) return notFound('downloadFile');
    // The contract defines the body as application/octet-stream; the name carries the type.
    return c.body(Buffer.from(file.bytesBase64, 'base64'), 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.fileName),
    });
  });
}
