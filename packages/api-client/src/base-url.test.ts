import { describe, expect, it } from 'vitest';
import { createApi } from './client';
import { unwrap, unwrapVoid } from './unwrap';
import { adminToken, json, signedInSession } from './test/fakes';

/** A fetch that records each request's full URL (origin included) and answers 200 `[]`. */
function urlRecorder(answer: (request: Request) => Response = () => json(200, [])) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(`${request.method} ${request.url}`);
    return answer(request);
  };
  return { urls, fetch: fetch as typeof globalThis.fetch };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a base URL given as a function', () => {
  it('holds a call made before it is known, then sends it to the origin it resolves to', async () => {
    const { urls, fetch } = urlRecorder();
    const config = deferred<string>();
    const { client } = createApi({
      baseUrl: () => config.promise,
      session: signedInSession(),
      fetch,
    });

    const call = unwrap(client.GET('/api/admin/common/slider'));
    await tick();
    expect(urls).toEqual([]);

    config.resolve('https://api.example.ru/');
    await call;
    expect(urls).toEqual(['GET https://api.example.ru/api/admin/common/slider']);
  });

  it('is asked at each call, by every method', async () => {
    const { urls, fetch } = urlRecorder((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, []),
    );
    let origin = 'http://one.test';
    const { client } = createApi({ baseUrl: () => origin, session: signedInSession(), fetch });

    await unwrap(client.GET('/api/admin/common/slider'));
    origin = 'http://two.test';
    await unwrapVoid(client.DELETE('/api/admin/news/{id}', { params: { path: { id: 3 } } }));
    await unwrap(client.request('get', '/api/admin/common/slider'));

    expect(urls).toEqual([
      'GET http://one.test/api/admin/common/slider',
      'DELETE http://two.test/api/admin/news/3',
      'GET http://two.test/api/admin/common/slider',
    ]);
  });

  it('also serves the refresh and the retry after a 401', async () => {
    const stale = adminToken('1');
    const fresh = adminToken('1', 4102444801);
    const { urls, fetch } = urlRecorder((request) => {
      if (request.url.endsWith('/api/user/refresh-token')) {
        return json(200, { token: fresh, refreshToken: 'refresh-2' });
      }
      const auth = request.headers.get('Authorization');
      return auth === `Bearer ${fresh}` ? json(200, []) : json(401, {});
    });
    const { client } = createApi({
      baseUrl: async () => 'https://api.example.ru',
      session: signedInSession(stale),
      fetch,
    });

    await unwrap(client.GET('/api/admin/common/slider'));
    expect(urls).toEqual([
      'GET https://api.example.ru/api/admin/common/slider',
      'POST https://api.example.ru/api/user/refresh-token',
      'GET https://api.example.ru/api/admin/common/slider',
    ]);
  });
});
