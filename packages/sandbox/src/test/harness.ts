// Test helpers: a sandbox app answered in-process through Hono's `app.request` (or any base URL
// over HTTP), signing in, and calling JSON and multipart operations.
import * as schemas from '@shop/api-client/schemas';
import { createApp } from '../app';
import { SandboxState } from '../state';

export const TEST_SECRET = 'sandbox-test-secret-of-enough-length-for-hs256';

export type Reply = { status: number; body: unknown; response: Response };

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export function pngFile(name = 'pixel.png'): File {
  return new File([PNG], name, { type: 'image/png' });
}

export function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function toReply(response: Response): Promise<Reply> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/json/.test(type)) return { status: response.status, body: await response.text(), response };
  return { status: response.status, body: await response.json(), response };
}

/** Sends one request; `fetch`-shaped so it can be Hono's `app.request` or a real fetch. */
export type Transport = (path: string, init: RequestInit) => Response | Promise<Response>;

export function overHttp(baseUrl: string): Transport {
  return (path, init) => fetch(`${baseUrl}${path}`, init);
}

function send(
  transport: Transport,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  extra?: HeadersInit,
) {
  const headers = new Headers(extra);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return Promise.resolve(transport(path, { method, headers, body: payload })).then(toReply);
}

/** Calls made with one token (or none); saves may add headers such as If-Match. */
export function caller(transport: Transport, token?: string) {
  return {
    get: (path: string) => send(transport, 'GET', path, token),
    delete: (path: string) => send(transport, 'DELETE', path, token),
    post: (path: string, body?: unknown, headers?: HeadersInit) =>
      send(transport, 'POST', path, token, body, headers),
    put: (path: string, body?: unknown, headers?: HeadersInit) =>
      send(transport, 'PUT', path, token, body, headers),
  };
}

export type Caller = ReturnType<typeof caller>;

export async function login(transport: Transport, userName = 'admin', password = 'admin123') {
  const reply = await send(transport, 'POST', '/api/user/login', undefined, { userName, password });
  if (reply.status !== 200) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return schemas.zTokenPair.parse(reply.body);
}

export function createTestSandbox(options: { ttl?: number; dataFile?: string } = {}) {
  // No batching delay: a test waits for the file with `state.flush()`, never for a timer.
  const state = new SandboxState(options.dataFile, { writeDelayMs: 0 });
  const app = createApp(state, { secret: TEST_SECRET, accessTokenTtlSeconds: options.ttl ?? 900 });
  const transport: Transport = (path, init) => app.request(path, init);
  return {
    app,
    state,
    send: (method: string, path: string, token?: string, body?: unknown) =>
      send(transport, method, path, token, body),
    login: (userName?: string, password?: string) => login(transport, userName, password),
    as: (token: string) => caller(transport, token),
    anonymous: caller(transport),
    admin: async () => caller(transport, (await login(transport)).token),
    transport,
  };
}
