import { createSessionStore, type KeyValueStorage } from '../session';

/** A JWT with the given claims; unsigned, as the client never verifies signatures. */
export function makeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

const FAR_FUTURE = 4102444800;

export function adminToken(sub = '1', exp = FAR_FUTURE): string {
  return makeToken({ sub, unique_name: 'admin', role: 'Admin', exp });
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export function signedInSession(token = adminToken(), refreshToken = 'refresh-1') {
  const session = createSessionStore(memoryStorage());
  session.save({ token, refreshToken });
  return session;
}

export type Seen = { method: string; path: string; auth: string | null; body: string };

/** A fetch that records every request (with its body read as text) and answers by handler. */
export function recordingFetch(
  handler: (request: Request, seen: Seen) => Response | Promise<Response>,
) {
  const calls: Seen[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? await request.clone().text() : '';
    const seen: Seen = {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      auth: request.headers.get('Authorization'),
      body,
    };
    calls.push(seen);
    return handler(request, seen);
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A window stand-in for `storage` events. Node has no StorageEvent, so the event is a plain
 * Event carrying the `key` the browser would set (null when the other tab cleared storage).
 */
export function fakeWindow() {
  const target = new EventTarget();
  return {
    target: target as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    storageChanged(key: string | null) {
      target.dispatchEvent(Object.assign(new Event('storage'), { key }));
    },
  };
}
