import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { CategoryRecord } from '../data';
import { categoryTree, sortedProducts, subtreeIds } from '../domain/catalog';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerCategoryRoutes(app: Hono<AppEnv>, state: SandboxState) {
  const base = '/api/admin/catalog/category';

  app.get(`${base}/tree`, () => ok('getCategoryTree', categoryTree(state.data.categories)));

  app.post(base, async (c) => {
    const body = await readJson(c, schemas.zSaveCategoryBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const categories = state.data.categories;
    const existing = categories.find((category) => category.id === input.id);
    if (input.id !== undefined && !existing)
      return invalid('saveCategory', { id: [MESSAGES.notFound] });
    const parentId = input.parentId ?? null;
    if (parentId !== null && !categories.some((category) => category.id === parentId)) {
      return invalid('saveCategory', { parentId: ['Родительская категория не найдена'] });
    }
    if (parentId !== null && existing && subtreeIds(categories, existing.id).has(parentId)) {
      return invalid('saveCategory', {
        parentId: ['Категорию нельзя вложить в саму себя или в её подкатегорию'],
      });
    }
    const stale = refuseStale(c, 'saveCategory', existing);
    if (stale) return stale;
    const siblings = categories.filter((category) => category.parentId === parentId);
    const lastOrder = siblings.reduce((max, category) => Math.max(max, category.order), 0);
    const record: CategoryRecord = {
      id: existing?.id ?? state.nextId('categories', categories),
      name: input.name,
      parentId,
      isPublished: input.isPublished,
      // Without an order a new category goes last among its siblings; an edit keeps its place.
      order: input.order ?? existing?.order ?? lastOrder + 1,
      image: input.image ?? null,
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) categories.push(record);
    return ok('saveCategory', stored, etagOf(stored));
  });

  app.get(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getCategory');
    const category = state.data.categories.find((candidate) => candidate.id === id);
    return category ? ok('getCategory', category, etagOf(category)) : notFound('getCategory');
  });

  // A delete takes the subtree (a child would point at a missing parent); products stay but leave
  // those categories, whose saved sort and filter order go too.
  app.delete(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteCategory');
    const data = state.data;
    if (!data.categories.some((category) => category.id === id)) return notFound('deleteCategory');
    const removed = subtreeIds(data.categories, id);
    data.categories = data.categories.filter((category) => !removed.has(category.id));
    for (const product of data.products) {
      if (product.categoryIds) {
        product.categoryIds = product.categoryIds.filter((categoryId) => !removed.has(categoryId));
      }
    }
    data.productSort = data.productSort.filter((sort) => !removed.has(sort.categoryId));
    data.categoryFilters = data.categoryFilters.filter((f) => !removed.has(f.categoryId));
    return noContent('deleteCategory');
  });

  app.get(`${base}/:id/sort`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getCategoryProductSort');
    if (!state.data.categories.some((category) => category.id === id)) {
      return notFound('getCategoryProductSort');
    }
    const sorted = sortedProducts(state.data, id);
    return ok('getCategoryProductSort', sorted, etagOf(sorted));
  });
}
