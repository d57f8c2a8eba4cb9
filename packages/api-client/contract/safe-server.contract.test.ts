import { beforeAll, describe, expect, inject, it } from 'vitest';
import { specOperations, type SpecOperation } from '@shop/api-spec/operations';

/**
 * The rules that keep a team's data safe, as the contract states them and its mock serves
 * them: the versions (`ETag`) of what an editor loads, `If-Match` on their saves with 412 when
 * it is stale, and sign-out. Read from the bundled spec, so an operation that loses its header
 * or its 412 fails here by name. Raw requests: the point is what goes over the wire.
 */

const calls = specOperations();

/** The operation's path with each path parameter's example (every one in the spec has one). */
function examplePath(call: SpecOperation): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const example = call.parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    if (example === undefined) throw new Error(`${call.operationId}: no example of {${name}}`);
    return String(example);
  });
}

const VERSIONED_READS = [
  'getBartender',
  'getCategory',
  'getCategoryFilters',
  'getCategoryProductSort',
  'getCity',
  'getNews',
  'getProduct',
  'getStore',
  'getUser',
  'listSlides',
  'listStorePromotions',
  'listUserPromotions',
];
const GUARDED_SAVES = [
  'saveBartender',
  'saveCategory',
  'saveCategoryFilters',
  'saveCity',
  'saveNews',
  'saveProduct',
  'saveProductSort',
  'saveSlides',
  'saveStore',
  'saveStorePromotion',
  'saveUserPromotion',
  'updateUser',
];

const baseUrl = inject('baseUrl');
const auth: Record<string, string> = {};

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'admin123' }),
  });
  const { token } = (await response.json()) as { token: string };
  auth.Authorization = `Bearer ${token}`;
});

function send(call: SpecOperation, headers: Record<string, string> = {}) {
  const example = call.requestExample;
  return fetch(`${baseUrl}${examplePath(call)}`, {
    method: call.method,
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body: example === undefined ? undefined : JSON.stringify(example),
  });
}

const byId = (ids: readonly string[]) => calls.filter((call) => ids.includes(call.operationId));

describe('versions: what an editor loads carries an ETag', () => {
  it('the contract names exactly these reads and saves', () => {
    const reads = calls.filter((c) => c.method === 'GET' && c.sendsETag).map((c) => c.operationId);
    expect(reads.sort()).toEqual(VERSIONED_READS);
    expect(
      calls
        .filter((c) => c.takesIfMatch)
        .map((c) => c.operationId)
        .sort(),
    ).toEqual(GUARDED_SAVES);
  });

  it.each(byId(VERSIONED_READS).map((call) => [call.operationId, call] as const))(
    '%s answers an ETag',
    async (_, call) => {
      const response = await send(call);
      expect(response.status).toBe(200);
      expect(response.headers.get('ETag')).toMatch(/^(W\/)?".+"$/);
    },
  );
});

describe('saves: If-Match is taken, a stale one is a 412, a success answers the new ETag', () => {
  it.each(byId(GUARDED_SAVES).map((call) => [call.operationId, call] as const))(
    '%s',
    async (_, call) => {
      const saved = await send(call, { 'If-Match': '"p21-5b1e0c7a"' });
      expect(saved.ok, await saved.clone().text()).toBe(true);
      expect(saved.headers.get('ETag')).toMatch(/^(W\/)?".+"$/);

      const stale = await send(call, { 'If-Match': '"stale"', Prefer: 'code=412' });
      expect(stale.status).toBe(412);
      const body = (await stale.json()) as { message?: string; title?: string };
      expect(body.message ?? body.title).toBe('Запись изменил другой пользователь');
    },
  );
});

describe('sign-out', () => {
  const logout = (body: unknown) =>
    fetch(`${baseUrl}/api/user/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('revokes a refresh token without an access token', async () => {
    expect((await logout({ refreshToken: '3e8a6d2b-91c4-4f7a-8e05-6b1d9c3a2f48' })).status).toBe(
      204,
    );
  });

  it('refuses a body without the refresh token', async () => {
    expect((await logout({})).status).toBeGreaterThanOrEqual(400);
  });
});
