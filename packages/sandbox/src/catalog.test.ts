import { describe, expect, it } from 'vitest';
import * as schemas from '@shop/api-client/schemas';
import { createTestSandbox } from './test/harness';

const CATEGORY = '/api/admin/catalog/category';
const PRODUCT = '/api/admin/catalog/product';

type Node = { id: number; name: string; categories?: Node[] };
type Tree = Node[];
const flatten = (tree: Tree): Tree =>
  tree.flatMap((node) => [node, ...flatten(node.categories ?? [])]);

describe('categories', () => {
  it('create → tree → get → update → delete → 404', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const created = await api.post(CATEGORY, {
      name: 'Сезонная пицца',
      parentId: 1,
      isPublished: true,
      id: 0,
    });
    expect(created.status).toBe(200);
    const category = schemas.zSaveCategoryResponse.parse(created.body);
    expect(category).toMatchObject({ name: 'Сезонная пицца', parentId: 1, isPublished: true });

    const tree = schemas.zGetCategoryTreeResponse.parse((await api.get(`${CATEGORY}/tree`)).body);
    const pizza = tree.find((node) => node.id === 1);
    expect(pizza?.categories?.map((child) => child.id)).toContain(category.id);
    expect(pizza?.categories?.at(-1)?.id).toBe(category.id);

    expect((await api.get(`${CATEGORY}/${category.id}`)).body).toEqual(category);
    const updated = await api.post(CATEGORY, {
      ...category,
      name: 'Пицца сезона',
      isPublished: false,
    });
    expect(updated.body).toMatchObject({
      id: category.id,
      name: 'Пицца сезона',
      isPublished: false,
    });
    expect((await api.get(`${CATEGORY}/${category.id}`)).body).toMatchObject({
      name: 'Пицца сезона',
    });

    expect((await api.delete(`${CATEGORY}/${category.id}`)).status).toBe(204);
    const missing = await api.get(`${CATEGORY}/${category.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Запись не найдена' });
    expect((await api.delete(`${CATEGORY}/${category.id}`)).status).toBe(404);
  });

  it('refuses an unknown id, an unknown parent and a parent inside the category itself', async () => {
    const api = await createTestSandbox().admin();
    const flags = { isPublished: true };
    const unknownId = await api.post(CATEGORY, { ...flags, id: 99_999, name: 'Нет' });
    expect(unknownId.body).toMatchObject({ errors: { id: [expect.any(String)] } });
    const unknownParent = await api.post(CATEGORY, { ...flags, name: 'Нет', parentId: 99_999 });
    expect(unknownParent.body).toMatchObject({ errors: { parentId: [expect.any(String)] } });
    const child = schemas.zCategory.parse(
      (await api.post(CATEGORY, { ...flags, name: 'Ветка', parentId: 1 })).body,
    );
    const loop = await api.post(CATEGORY, { ...flags, id: 1, name: 'Пицца', parentId: child.id });
    expect(loop.status).toBe(422);
  });

  it('deletes the subtree and takes the products out of it, keeping the products', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const before = flatten(
      schemas.zGetCategoryTreeResponse.parse((await api.get(`${CATEGORY}/tree`)).body),
    );
    const root = before.find((node) => node.id === 1);
    const removed = flatten([root ?? { id: 0, name: '' }]).map((node) => node.id);
    expect(removed.length).toBeGreaterThan(1);
    const products = sandbox.state.data.products.filter((p) =>
      p.categoryIds?.some((id) => removed.includes(id)),
    );
    expect(products.length).toBeGreaterThan(0);

    expect((await api.delete(`${CATEGORY}/1`)).status).toBe(204);
    const after = flatten(
      schemas.zGetCategoryTreeResponse.parse((await api.get(`${CATEGORY}/tree`)).body),
    );
    expect(after.map((node) => node.id)).toEqual(
      before.map((node) => node.id).filter((id) => !removed.includes(id)),
    );
    for (const product of products) {
      const stored = schemas.zProduct.parse((await api.get(`${PRODUCT}/edit/${product.id}`)).body);
      expect(stored.categoryIds?.filter((id) => removed.includes(id))).toEqual([]);
    }
    expect((await api.get(`${CATEGORY}/${removed[1]}/sort`)).status).toBe(404);
  });
});

describe('product and filter sorting', () => {
  it('a saved product order is what the sort screen reads next', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const categoryId = sandbox.state.data.products[0]?.categoryIds?.[0];
    const read = async () =>
      schemas.zGetCategoryProductSortResponse.parse(
        (await api.get(`${CATEGORY}/${categoryId}/sort`)).body,
      );
    const before = await read();
    expect(before.length).toBeGreaterThan(2);
    expect(before.map((p) => p.order)).toEqual(before.map((_, index) => index + 1));
    const reversed = [...before].reverse().map((p, index) => ({ ...p, order: index + 1 }));
    expect((await api.put(`${PRODUCT}/sort`, reversed)).status).toBe(204);
    expect(await read()).toEqual(reversed);
  });

  it('refuses unknown products and orders below 0 with 422', async () => {
    const api = await createTestSandbox().admin();
    const unknown = await api.put(`${PRODUCT}/sort`, [
      { id: 99_999, name: 'x', isPublished: true, order: 1 },
    ]);
    expect(unknown.body).toMatchObject({ errors: { '0.id': ['Запись не найдена'] } });
    const negative = await api.put(`${PRODUCT}/sort`, [
      { id: 1, name: 'x', isPublished: true, order: -1 },
    ]);
    expect(negative.status).toBe(422);
  });

  it('saves the filters of a category as 1-based positions', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const entry = sandbox.state.data.categoryFilters[0];
    const path = `/api/admin/category/filter/${entry?.categoryId}`;
    const before = schemas.zGetCategoryFiltersResponse.parse((await api.get(path)).body);
    expect(before.length).toBeGreaterThan(1);
    const sent = [...before]
      .reverse()
      .map((filter, index) => ({ ...filter, order: (index + 1) * 10 }));
    expect((await api.put(path, sent)).status).toBe(204);
    const after = schemas.zGetCategoryFiltersResponse.parse((await api.get(path)).body);
    expect(after).toEqual(sent.map((filter, index) => ({ ...filter, order: index + 1 })));
    expect((await api.get('/api/admin/category/filter/99999')).status).toBe(404);
    expect((await api.put('/api/admin/category/filter/99999', [])).status).toBe(404);
  });
});

describe('products', () => {
  it('create → get → list and search → update → delete → 404', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const created = await api.post(`${PRODUCT}/edit`, {
      name: 'Пицца Уникальная',
      price: 777,
      categoryIds: [2],
      isPublished: true,
      isNew: false,
      isFavorite: false,
    });
    const product = schemas.zSaveProductResponse.parse(created.body);
    expect(product).toMatchObject({
      name: 'Пицца Уникальная',
      price: 777,
      isPublished: true,
      isNew: false,
    });
    expect((await api.get(`${PRODUCT}/edit/${product.id}`)).body).toEqual(product);

    const found = schemas.zListProductsResponse.parse(
      (await api.get(`${PRODUCT}/list?search=${encodeURIComponent('уникальная')}`)).body,
    );
    expect(found).toEqual({
      pages: 1,
      items: [{ id: product.id, name: 'Пицца Уникальная', image: null, isPublished: true }],
    });

    const updated = await api.post(`${PRODUCT}/edit`, {
      ...product,
      price: 799,
      isPublished: false,
    });
    expect(updated.body).toMatchObject({ id: product.id, price: 799, isPublished: false });
    expect((await api.get(`${PRODUCT}/edit/${product.id}`)).body).toMatchObject({ price: 799 });

    expect((await api.delete(`${PRODUCT}/${product.id}`)).status).toBe(204);
    expect((await api.get(`${PRODUCT}/edit/${product.id}`)).status).toBe(404);
    expect((await api.delete(`${PRODUCT}/${product.id}`)).status).toBe(404);
  });

  it('pages the list: pages = ceil(total / pageSize), 0 for no match', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const total = sandbox.state.data.products.length;
    const page = schemas.zListProductsResponse.parse(
      (await api.get(`${PRODUCT}/list?page=2&pageSize=7`)).body,
    );
    expect(page.pages).toBe(Math.ceil(total / 7));
    expect(page.items.map((item) => item.id)).toEqual(
      sandbox.state.data.products
        .map((p) => p.id)
        .sort((a, b) => a - b)
        .slice(7, 14),
    );
    const defaults = schemas.zListProductsResponse.parse((await api.get(`${PRODUCT}/list`)).body);
    expect(defaults.items).toHaveLength(Math.min(total, 100));
    expect((await api.get(`${PRODUCT}/list?search=нет-такого`)).body).toEqual({
      pages: 0,
      items: [],
    });
    expect((await api.get(`${PRODUCT}/list?page=0`)).status).toBe(400);
  });

  it('answers a product without name and price with 422 and Russian field errors', async () => {
    const api = await createTestSandbox().admin();
    const reply = await api.post(`${PRODUCT}/edit`, {
      price: -1,
      categoryIds: [],
      isPublished: true,
      isNew: false,
      isFavorite: false,
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      message: 'Проверьте введённые данные',
      errors: { name: ['Поле обязательно для заполнения'], price: ['Значение не меньше 0'] },
    });
  });
});

describe('related products', () => {
  it('saves links one way, lists them, and forgets a deleted product', async () => {
    const sandbox = createTestSandbox();
    const api = await sandbox.admin();
    const saved = await api.post(`${PRODUCT}/links/save`, { id: 1, links: [3, 2, 3] });
    expect(schemas.zSaveProductLinksResponse.parse(saved.body).links.map((l) => l.id)).toEqual([
      3, 2,
    ]);
    const page = schemas.zListProductLinksResponse.parse(
      (await api.get(`${PRODUCT}/links?pageSize=1`)).body,
    );
    expect(page.items[0]?.links.map((link) => link.id)).toEqual([3, 2]);
    expect(page.pages).toBe(sandbox.state.data.products.length);

    expect((await api.delete(`${PRODUCT}/3`)).status).toBe(204);
    const after = schemas.zListProductLinksResponse.parse(
      (await api.get(`${PRODUCT}/links?pageSize=1`)).body,
    );
    expect(after.items[0]?.links.map((link) => link.id)).toEqual([2]);

    expect((await api.post(`${PRODUCT}/links/save`, { id: 99_999, links: [] })).status).toBe(404);
    const unknown = await api.post(`${PRODUCT}/links/save`, { id: 1, links: [99_999] });
    expect(unknown.body).toMatchObject({ errors: { 'links.0': ['Запись не найдена'] } });
  });
});
