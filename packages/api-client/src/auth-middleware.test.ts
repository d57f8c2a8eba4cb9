import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { toFormData } from './form-data';
import { unwrap, unwrapVoid } from './unwrap';
import { createSessionStore } from './session';
import { adminToken, json, memoryStorage, recordingFetch, signedInSession } from './test/fakes';

const BASE = 'http://api.test';
const OLD = adminToken('1');
const NEW = adminToken('1', 4102444801);

/** Answers 401 to the old token, 200 to the new one; refresh-token swaps them. */
function server(
  refresh: () => Response = () => json(200, { token: NEW, refreshToken: 'refresh-2' }),
) {
  return recordingFetch(async (request, seen) => {
    if (seen.path === '/api/user/refresh-token') {
      // Hold the refresh a little so the concurrent 401s really overlap it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return refresh();
    }
    if (seen.path === '/api/user/login') return json(401, { message: 'Неверный логин или пароль' });
    if (seen.auth !== `Bearer ${NEW}`) return json(401, { message: 'Требуется авторизация' });
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    if (seen.path.endsWith('/image/save')) {
      return json(200, { id: 7, path: '/media/x.svg', originalName: 'x.svg', order: 1 });
    }
    return json(200, []);
  });
}

describe('auth middleware', () => {
  it('sends the stored token as a Bearer header', async () => {
    const { calls, fetch } = recordingFetch(() => json(200, []));
    const { client } = createApi({ baseUrl: BASE, session: signedInSession(OLD), fetch });
    await unwrap(client.GET('/api/admin/catalog/category/tree'));
    expect(calls[0]?.auth).toBe(`Bearer ${OLD}`);
  });

  it('makes exactly one refresh for five concurrent 401s and retries each call once', async () => {
    const { calls, fetch } = server();
    const session = signedInSession(OLD);
    const { client } = createApi({ baseUrl: BASE, session, fetch });

    const results = await Promise.all([
      unwrap(client.GET('/api/admin/catalog/category/tree')),
      unwrap(client.GET('/api/admin/catalog/category/{id}/sort', { params: { path: { id: 1 } } })),
      unwrap(client.GET('/api/admin/catalog/category/tree')),
      unwrapVoid(
        client.DELETE('/api/admin/catalog/category/{id}', { params: { path: { id: 2 } } }),
      ),
      unwrap(client.GET('/api/admin/catalog/category/{id}/sort', { params: { path: { id: 3 } } })),
    ]);

    expect(results).toHaveLength(5);
    const refreshes = calls.filter((c) => c.path === '/api/user/refresh-token');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '')).toEqual({
      accessToken: OLD,
      refreshToken: 'refresh-1',
    });
    expect(calls.filter((c) => c.auth === `Bearer ${OLD}`)).toHaveLength(5);
    expect(calls.filter((c) => c.auth === `Bearer ${NEW}`)).toHaveLength(5);
    expect(session.getToken()).toBe(NEW);
    expect(session.getRefreshToken()).toBe('refresh-2');
  });

  it('signs out and makes no further calls when the refresh fails', async () => {
    const { calls, fetch } = server(() => json(401, { message: 'Сессия истекла' }));
    const session = signedInSession(OLD);
    let signOuts = 0;
    session.subscribe(() => {
      if (session.getUser() === null) signOuts += 1;
    });
    const { client } = createApi({ baseUrl: BASE, session, fetch });

    const outcomes = await Promise.allSettled([
      unwrap(client.GET('/api/admin/catalog/category/tree')),
      unwrap(client.GET('/api/admin/catalog/category/tree')),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/admin/catalog/category/tree',
      '/api/admin/catalog/category/tree',
      '/api/user/refresh-token',
    ]);
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(signOuts).toBe(1);
  });

  it('never retries or refreshes a 401 on login', async () => {
    const { calls, fetch } = server();
    const { client } = createApi({ baseUrl: BASE, session: signedInSession(OLD), fetch });
    await expect(
      unwrap(client.POST('/api/user/login', { body: { userName: 'admin', password: 'нет' } })),
    ).rejects.toMatchObject({ status: 401, message: 'Неверный логин или пароль' });
    expect(calls.map((c) => c.path)).toEqual(['/api/user/login']);
    expect(calls[0]?.auth).toBeNull();
  });

  it('retries a JSON POST with the same body', async () => {
    const { calls, fetch } = server();
    const { client } = createApi({ baseUrl: BASE, session: signedInSession(OLD), fetch });
    const body = { name: 'Острая пицца', parentId: 1, isPublished: true, order: 2 };
    await unwrap(client.POST('/api/admin/catalog/category', { body })).catch(() => undefined);
    const posts = calls.filter((c) => c.path === '/api/admin/catalog/category');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toBe(posts[0]?.body);
    expect(JSON.parse(posts[1]?.body ?? '')).toEqual(body);
  });

  it('retries a multipart upload with the same file and fields', async () => {
    const { calls, fetch } = server();
    const { client } = createApi({ baseUrl: BASE, session: signedInSession(OLD), fetch });
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'pizza.svg', {
      type: 'image/svg+xml',
    });
    const image = await unwrap(
      client.POST('/api/admin/catalog/image/save', {
        body: { file, order: 1 },
        bodySerializer: toFormData,
      }),
    );
    expect(image).toMatchObject({ id: 7 });
    const uploads = calls.filter((c) => c.path === '/api/admin/catalog/image/save');
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.body).toContain('pizza.svg');
    expect(uploads[0]?.body).toContain('<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The multipart boundary is the same because it is the same serialised body.
    expect(uploads[1]?.body).toBe(uploads[0]?.body);
  });

  it('retries without a new refresh when a refresh finished while the call was out', async () => {
    const session = signedInSession(OLD);
    const { calls, fetch } = recordingFetch((_request, seen) => {
      if (seen.auth === `Bearer ${NEW}`) return json(200, []);
      // Another call refreshed while this one was on the wire.
      session.save({ token: NEW, refreshToken: 'refresh-2' });
      return json(401, { message: 'Требуется авторизация' });
    });
    const { client } = createApi({ baseUrl: BASE, session, fetch });
    await unwrap(client.GET('/api/admin/catalog/category/tree'));
    expect(calls.map((c) => c.auth)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(calls.some((c) => c.path === '/api/user/refresh-token')).toBe(false);
  });

  it('keeps the session when the call is still refused after a successful refresh', async () => {
    const { calls, fetch } = recordingFetch((_request, seen) =>
      seen.path === '/api/user/refresh-token'
        ? json(200, { token: NEW, refreshToken: 'refresh-2' })
        : json(401, { message: 'Недостаточно прав' }),
    );
    const session = signedInSession(OLD);
    const { client } = createApi({ baseUrl: BASE, session, fetch });
    await expect(unwrap(client.GET('/api/admin/catalog/category/tree'))).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.map((c) => c.auth)).toEqual([`Bearer ${OLD}`, null, `Bearer ${NEW}`]);
    expect(session.getToken()).toBe(NEW);
    expect(session.getUser()).not.toBeNull();
  });
});

describe('two tabs refreshing at once', () => {
  const A2 = adminToken('1', 4102444802);

  /**
   * One server for both tabs. Refresh tokens rotate: the first use of refresh-1 wins, a second
   * use is refused. Tab A's refresh is answered first, tab B's refusal a little later.
   */
  function rotatingServer() {
    let valid = 'refresh-1';
    let refreshes = 0;
    return recordingFetch(async (request, seen) => {
      if (seen.path === '/api/user/refresh-token') {
        refreshes += 1;
        const sent = (JSON.parse(seen.body) as { refreshToken: string }).refreshToken;
        const accepted = sent === valid;
        if (accepted) valid = 'refresh-2';
        await new Promise((resolve) => setTimeout(resolve, refreshes === 1 ? 10 : 40));
        return accepted
          ? json(200, { token: A2, refreshToken: 'refresh-2' })
          : json(401, { message: 'Токен обновления уже использован' });
      }
      return seen.auth === `Bearer ${A2}`
        ? json(200, [])
        : json(401, { message: 'Требуется авторизация' });
    });
  }

  it('do not sign each other out: the tab whose refresh lost keeps the pair the other saved', async () => {
    const storage = memoryStorage();
    const tabA = createSessionStore(storage);
    const tabB = createSessionStore(storage);
    tabA.save({ token: OLD, refreshToken: 'refresh-1' });
    const { calls, fetch } = rotatingServer();
    const apiA = createApi({ baseUrl: BASE, session: tabA, fetch });
    const apiB = createApi({ baseUrl: BASE, session: tabB, fetch });

    const [a, b] = await Promise.all([
      unwrap(apiA.client.GET('/api/admin/catalog/category/tree')),
      unwrap(apiB.client.GET('/api/admin/catalog/category/tree')),
    ]);

    expect([a, b]).toEqual([[], []]);
    expect(calls.filter((c) => c.path === '/api/user/refresh-token')).toHaveLength(2);
    expect(tabB.getToken()).toBe(A2);
    expect(tabB.getRefreshToken()).toBe('refresh-2');
    expect(tabB.getUser()).not.toBeNull();
    expect(calls.filter((c) => c.auth === `Bearer ${A2}`)).toHaveLength(2);
  });

  it('still signs out when the refresh fails and no other tab saved a new pair', async () => {
    const storage = memoryStorage();
    const tab = createSessionStore(storage);
    tab.save({ token: OLD, refreshToken: 'stolen' });
    const { fetch } = rotatingServer();
    const { client, refresher } = createApi({ baseUrl: BASE, session: tab, fetch });
    await expect(refresher.refresh()).resolves.toBe(false);
    expect(tab.getUser()).toBeNull();
    await expect(unwrap(client.GET('/api/admin/catalog/category/tree'))).rejects.toMatchObject({
      status: 401,
    });
  });
});
