import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { createSessionStore } from './session';
import { json, memoryStorage, recordingFetch, signedInSession } from './test/fakes';

const BASE = 'http://api.test';

/** Signs out of a session holding refresh-1, against a server answering by `handler`. */
function signedIn(handler: (request: Request) => Response | Promise<Response>) {
  const server = recordingFetch(handler);
  const session = signedInSession(undefined, 'refresh-1');
  const api = createApi({ baseUrl: BASE, session, fetch: server.fetch, logoutTimeoutMs: 50 });
  return { ...server, session, api };
}

const empty = (session: ReturnType<typeof createSessionStore>) => [
  session.getToken(),
  session.getRefreshToken(),
  session.getUser(),
];

describe('logout', () => {
  it('revokes the stored refresh token without a Bearer header and clears the session', async () => {
    const { calls, session, api } = signedIn(() => new Response(null, { status: 204 }));
    await api.logout();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/user/logout',
        auth: null,
        body: JSON.stringify({ refreshToken: 'refresh-1' }),
      },
    ]);
    expect(empty(session)).toEqual([null, null, null]);
  });

  it('clears the session at once, before the server answers', () => {
    const { session, api } = signedIn(() => new Promise<Response>(() => undefined));
    void api.logout();
    expect(empty(session)).toEqual([null, null, null]);
  });

  it.each([
    ['a server error', () => json(500, { message: 'Ошибка' })],
    ['a 401, neither refreshed nor retried', () => json(401, { message: 'Требуется авторизация' })],
    [
      'a lost connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('still signs out after %s', async (_name, answer) => {
    const { calls, session, api } = signedIn(answer);
    await expect(api.logout()).resolves.toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/api/user/logout']);
    expect(empty(session)).toEqual([null, null, null]);
  });

  it('gives up on a server that does not answer', async () => {
    let signal: AbortSignal | undefined;
    const { session, api } = signedIn(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          signal = request.signal;
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    await expect(api.logout()).resolves.toBeUndefined();
    expect(signal?.aborted).toBe(true);
    expect(empty(session)).toEqual([null, null, null]);
  });

  it('makes no call when no refresh token is stored', async () => {
    const { calls, fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const session = createSessionStore(memoryStorage());
    await createApi({ baseUrl: BASE, session, fetch }).logout();
    expect(calls).toEqual([]);
    expect(session.getUser()).toBeNull();
  });
});
