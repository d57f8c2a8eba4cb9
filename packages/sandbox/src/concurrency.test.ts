// No lost update: every versioned record and whole list in one table. Each row names the GET
// an editor loads (with its ETag) and a save that changes what it showed; every edit is new
// (`n`), so an old tag never comes back to life by chance.
import { describe, expect, it } from 'vitest';
import type { SandboxData } from './data';
import { createTestSandbox, type Caller, type Reply } from './test/harness';
import { STALE_PROBLEM } from './http/reply';

/** What a save starts from: the path read, what it showed and the edit's number. */
type Loaded = { api: Caller; path: string; shown: unknown; n: number };

type Row = {
  operation: string;
  read: (data: SandboxData) => string;
  save: (loaded: Loaded, headers?: HeadersInit) => Promise<Reply>;
};

const record = (value: unknown): Record<string, unknown> => ({ ...Object(value) });
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map(record) : [];
const renamed = (value: unknown, field: string, n: number) => {
  const fields = record(value);
  return { ...fields, [field]: `${String(fields[field])} ${n}` };
};
/** One change to a list saved as a whole: its first item renamed. */
const firstRenamed = (items: unknown, field: string, n: number) =>
  list(items).map((item, index) => (index === 0 ? renamed(item, field, n) : item));
/** The id in a path read, e.g. the category of `/category/filter/7`. */
const idIn = (path: string, pattern: RegExp) => pattern.exec(path)?.[1] ?? '0';

const largestSortedCategory = (data: SandboxData) =>
  [...data.productSort].sort((a, b) => b.productIds.length - a.productIds.length)[0]?.categoryId;

const rows: Row[] = [
  {
    operation: 'saveCategory',
    read: () => '/api/admin/catalog/category/1',
    save: ({ api, shown, n }, h) =>
      api.post('/api/admin/catalog/category', renamed(shown, 'name', n), h),
  },
  {
    operation: 'saveProduct',
    read: () => '/api/admin/catalog/product/edit/1',
    save: ({ api, shown, n }, h) =>
      api.post('/api/admin/catalog/product/edit', renamed(shown, 'name', n), h),
  },
  {
    operation: 'saveNews',
    read: (data) => `/api/admin/news/${data.news[0]?.id}`,
    save: ({ api, shown, n }, h) => api.post('/api/admin/news', renamed(shown, 'title', n), h),
  },
  {
    operation: 'updateUser',
    read: () => '/api/admin/user/manager/2',
    save: ({ api, shown, n }, h) =>
      api.put('/api/admin/user/manager', { ...record(shown), middleName: `Отчество ${n}` }, h),
  },
  {
    operation: 'saveStore',
    read: () => '/api/admin/store/1',
    save: ({ api, shown, n }, h) => api.post('/api/admin/store/', renamed(shown, 'name', n), h),
  },
  {
    operation: 'saveCity',
    read: () => '/api/admin/city/1',
    save: ({ api, shown, n }, h) => api.post('/api/admin/city', renamed(shown, 'name', n), h),
  },
  {
    operation: 'saveBartender',
    read: () => '/api/admin/bartender/1',
    save: ({ api, shown, n }, h) =>
      api.post('/api/admin/bartender', renamed(shown, 'description', n), h),
  },
  {
    operation: 'saveSlides',
    read: () => '/api/admin/common/slider',
    save: ({ api, shown, n }, h) =>
      api.put('/api/admin/common/slider/save', firstRenamed(shown, 'content', n), h),
  },
  {
    operation: 'saveProductSort',
    read: (data) => `/api/admin/catalog/category/${largestSortedCategory(data)}/sort`,
    // The last product moves first: a new order each time, as the category has more products
    // than the test makes edits.
    save: ({ api, shown }, h) => {
      const products = list(shown);
      const moved = [...products.slice(-1), ...products.slice(0, -1)];
      const body = moved.map((product, index) => ({ ...product, order: index + 1 }));
      return api.put('/api/admin/catalog/product/sort', body, h);
    },
  },
  {
    operation: 'saveCategoryFilters',
    read: (data) => `/api/admin/category/filter/${data.categoryFilters[0]?.categoryId}`,
    save: ({ api, path, shown, n }, h) =>
      api.put(
        `/api/admin/category/filter/${idIn(path, /(\d+)$/)}`,
        firstRenamed(shown, 'name', n),
        h,
      ),
  },
  {
    operation: 'saveStorePromotion',
    // The version is the whole list's, whatever page was asked.
    read: () => '/api/admin/promotion/list?page=2&pageSize=1&search=а',
    save: ({ api, shown, n }, h) =>
      api.post('/api/admin/promotion', renamed(list(record(shown).items)[0], 'name', n), h),
  },
  {
    operation: 'saveUserPromotion',
    read: (data) => `/api/admin/promotion/user/${data.userPromotions[0]?.userId}/list`,
    save: ({ api, path, shown, n }, h) =>
      api.post(
        `/api/admin/promotion/user/${idIn(path, /user\/(\d+)/)}`,
        firstRenamed(shown, 'name', n)[0],
        h,
      ),
  },
];

const STALE = STALE_PROBLEM;
const tagOf = (reply: Reply) => reply.response.headers.get('ETag') ?? '';

async function setUp(row: Row) {
  const sandbox = createTestSandbox();
  const api = await sandbox.admin();
  const path = row.read(sandbox.state.data);
  let n = 0;
  const load = async () => {
    const reply = await api.get(path);
    expect(reply.status, path).toBe(200);
    return { reply, tag: tagOf(reply), loaded: { api, path, shown: reply.body, n: ++n } };
  };
  return { load, save: row.save };
}

describe.each(rows)('$operation', (row) => {
  it('answers its GET with a strong ETag, and a save with the current If-Match with the new one', async () => {
    const { load, save } = await setUp(row);
    const before = await load();
    expect(before.tag).toMatch(/^"[\w-]{16}"$/);
    const saved = await save(before.loaded, { 'If-Match': before.tag });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    const after = await load();
    expect(after.tag).not.toBe(before.tag);
    expect(tagOf(saved)).toBe(after.tag);
  });

  it('answers a stale If-Match with 412 and changes nothing', async () => {
    const { load, save } = await setUp(row);
    const first = await load();
    // Another manager saves in between.
    expect((await save(first.loaded, { 'If-Match': first.tag })).status).toBeLessThan(300);
    const current = await load();
    const stale = await save(first.loaded, { 'If-Match': first.tag });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual(STALE);
    const after = await load();
    expect(after.reply.body).toEqual(current.reply.body);
    expect(after.tag).toBe(current.tag);
  });

  it.each([
    ['no If-Match (the rule is optional)', () => ({})],
    ['If-Match: *', () => ({ 'If-Match': '*' })],
    ['a list holding the current tag', (tag: string) => ({ 'If-Match': `"other", ${tag}` })],
    // What a client gets back through nginx's gzip, which weakens the tag it passes on.
    ['the current tag made weak by a proxy', (tag: string) => ({ 'If-Match': `W/${tag}` })],
  ])('saves with %s', async (_case, headers) => {
    const { load, save } = await setUp(row);
    const before = await load();
    const saved = await save(before.loaded, headers(before.tag));
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect((await load()).tag).toBe(tagOf(saved));
  });

  it('refuses a stale tag even when sent as a weak one', async () => {
    const { load, save } = await setUp(row);
    const before = await load();
    expect((await save(before.loaded, { 'If-Match': 'W/"stale"' })).status).toBe(412);
    expect((await load()).tag).toBe(before.tag);
  });
});

describe('two managers, one product', () => {
  it('keeps the first save and refuses the second made over the version both loaded', async () => {
    const sandbox = createTestSandbox();
    const [a, b] = [await sandbox.admin(), await sandbox.admin()];
    const path = '/api/admin/catalog/product/edit/1';
    const [loadedByA, loadedByB] = [await a.get(path), await b.get(path)];
    const product = record(loadedByA.body);
    const price = Number(product.price) + 100;

    const byA = await a.post(
      '/api/admin/catalog/product/edit',
      { ...product, price },
      { 'If-Match': tagOf(loadedByA) },
    );
    expect(byA.status).toBe(200);
    const byB = await b.post(
      '/api/admin/catalog/product/edit',
      { ...record(loadedByB.body), name: 'Имя от Б' },
      { 'If-Match': tagOf(loadedByB) },
    );
    expect(byB.status).toBe(412);
    expect(byB.body).toEqual(STALE);

    const stored = await b.get(path);
    expect(stored.body).toMatchObject({ price, name: product.name });
    expect(tagOf(stored)).toBe(tagOf(byA));
  });

  it('refuses an If-Match on a create: no stored version can match it', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const count = sandbox.state.data.cities.length;
    const body = { name: 'Пионерский', isEnabled: true, location: { lat: 54.95, lon: 20.22 } };
    expect((await api.post('/api/admin/city', body, { 'If-Match': '*' })).status).toBe(412);
    expect(sandbox.state.data.cities).toHaveLength(count);
  });
});
