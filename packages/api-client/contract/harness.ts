import { createApi, type ApiClient } from '../src';
import { createSessionStore, SESSION_KEYS } from '../src/session';
import { memoryStorage } from '../src/test/fakes';
import type { Gateway } from './gateway';
import { holdSecrets } from './secrets';

/** A 1×1 PNG: Prism parses every upload, so keep it tiny. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
export const tinyImage = () => new File([PNG], 'proverka-kontrakta.png', { type: 'image/png' });

/** The tokens the run holds: from login, refresh, or CONTRACT_TOKEN (maybe without a refresh token). */
export type HeldTokens = { token: string; refreshToken: string | null };

type Session = {
  pair(): HeldTokens | null;
  set(pair: HeldTokens): void;
};

export type Clients = {
  /** JSON calls, through Prism (verify) or to the mock. */
  proxied: ApiClient;
  /** Multipart and binary calls, and the clean-up, straight to the server. */
  direct: ApiClient;
  session: Session;
};

/** The app's own client on both routes, one session; the run never decodes or makes up a token. */
export function createClients(
  gateway: Gateway,
  initial: HeldTokens | null,
  record: (operation: string) => void,
  /** Aborts the calls in flight when the run is stopped (see stop.ts). */
  stopSignal: () => AbortSignal | undefined = () => undefined,
): Clients {
  const storage = memoryStorage();
  const session: Session = {
    pair() {
      const token = storage.getItem(SESSION_KEYS.token);
      return token ? { token, refreshToken: storage.getItem(SESSION_KEYS.refreshToken) } : null;
    },
    set(pair) {
      holdSecrets(pair.token, pair.refreshToken);
      storage.setItem(SESSION_KEYS.token, pair.token);
      if (pair.refreshToken) storage.setItem(SESSION_KEYS.refreshToken, pair.refreshToken);
      else storage.removeItem(SESSION_KEYS.refreshToken);
    },
  };
  if (initial) session.set(initial);
  const store = createSessionStore(storage);
  const client = (baseUrl: string) => {
    const { client: api } = createApi({
      baseUrl,
      session: store,
      fetch: (input, init) => {
        const stop = stopSignal();
        if (!stop || !(input instanceof Request)) return fetch(input, init);
        return fetch(input, { ...init, signal: AbortSignal.any([input.signal, stop]) });
      },
    });
    api.use({
      onRequest({ request, schemaPath }) {
        record(`${request.method} ${schemaPath}`);
        return undefined;
      },
    });
    return api;
  };
  return { proxied: client(gateway.baseUrl), direct: client(gateway.directUrl), session };
}

/** For tests of the mock: signed in with the spec's examples, recording `METHOD /schema/path`. */
export function recordingClient(baseUrl: string, seen: Set<string>): ApiClient {
  const storage = memoryStorage();
  const { client } = createApi({ baseUrl, session: createSessionStore(storage) });
  let signIn: Promise<void> | undefined;
  client.use({
    async onRequest({ request, schemaPath }) {
      seen.add(`${request.method} ${schemaPath}`);
      signIn ??= client
        .POST('/api/user/login', { body: { userName: 'admin', password: 'admin123' } })
        .then(({ data }) => {
          if (data) storage.setItem(SESSION_KEYS.token, data.token);
        });
      if (schemaPath !== '/api/user/login') await signIn;
      const token = storage.getItem(SESSION_KEYS.token);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}

export async function describeBody(result: {
  data?: unknown;
  error?: unknown;
  response: Response;
}) {
  const body = result.error ?? result.data;
  return `${result.response.status} ${JSON.stringify(body, null, 2)?.slice(0, 2000) ?? ''}`;
}
