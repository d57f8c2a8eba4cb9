import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The rules that keep a team's data safe, as the contract states them and its mock serves
 * them: the versions (`ETag`) of what an editor loads, `If-Match` on their saves with 412 when
 * it is stale, and sign-out. Read from the bundled spec, so an operation that loses its header
 * or its 412 fails here by name. Raw requests: the point is what goes over the wire.
 */

type Parameter = { $ref?: string; name?: string; in?: string; example?: unknown };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }>;
};
type PathItem = { parameters?: Parameter[] } & Partial<Record<string, Operation>>;
type Spec = {
  paths: Record<string, PathItem>;
  components: { responses: Record<string, { headers?: Record<string, unknown> }> };
};

const spec: Spec = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@shop/api-spec/openapi.json'), 'utf8'),
);

type Call = { operationId: string; method: string; path: string; operation: Operation };

const calls: Call[] = Object.entries(spec.paths).flatMap(([template, item]) =>
  (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    // Path parameters take their examples (every path parameter of the spec has one).
    const params = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const own = params.find((p) => p.name === name);
      return String(own?.example ?? 12);
    });
    return [{ operationId: operation.operationId, method: method.toUpperCase(), path, operation }];
  }),
);

const takesIfMatch = (call: Call) =>
  (call.operation.parameters ?? []).some((p) => p.$ref?.endsWith('/IfMatch'));

const sendsETag = (call: Call) =>
  Object.entries(call.operation.responses).some(([status, response]) => {
    if (!status.startsWith('2')) return false;
    const named = response.$ref
      ? spec.components.responses[response.$ref.split('/').pop() ?? '']
      : undefined;
    return Boolean((named ?? response).headers?.ETag);
  });

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

function send(call: Call, headers: Record<string, string> = {}) {
  const example = call.operation.requestBody?.content['application/json']?.example;
  return fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body: example === undefined ? undefined : JSON.stringify(example),
  });
}

const byId = (ids: readonly string[]) => calls.filter((call) => ids.includes(call.operationId));

describe('versions: what an editor loads carries an ETag', () => {
  it('the contract names exactly these reads and saves', () => {
    const reads = calls.filter((c) => c.method === 'GET' && sendsETag(c)).map((c) => c.operationId);
    expect(reads.sort()).toEqual(VERSIONED_READS);
    expect(
      calls
        .filter(takesIfMatch)
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
