import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { Id, SandboxData } from '../data';
import { productsOfCategory, sortedProducts } from '../domain/catalog';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf, ifMatchHolds } from '../http/etag';
import { pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

/** Items by their `order`, ties kept in the order they were sent. */
function byOrder<T extends { order: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

const filtersOf = (data: SandboxData, categoryId: Id) =>
  byOrder(data.categoryFilters.find((entry) => entry.categoryId === categoryId)?.filters ?? []);

// The sort body names no category: the categories holding exactly those ids take the order, else
// the smallest ones holding all of them.
function targetCategories(data: SandboxData, ids: ReadonlySet<Id>): Id[] {
  const candidates = data.categories
    .map((category) => ({ id: category.id, size: productsOfCategory(data, category.id).length }))
    .filter(({ id }) => {
      const own = new Set(productsOfCategory(data, id).map((product) => product.id));
      return [...ids].every((productId) => own.has(productId));
    });
  const smallest = Math.min(...candidates.map((candidate) => candidate.size));
  return candidates.filter((candidate) => candidate.size === smallest).map(({ id }) => id);
}

/** The one the sort screen showed, by its If-Match tag, else the first; undefined for none. */
function shownCategory(ifMatch: string | undefined, data: SandboxData, targets: Id[]) {
  const named =
    ifMatch === undefined
      ? undefined
      : targets.find((id) => ifMatchHolds(ifMatch, etagOf(sortedProducts(data, id))));
  return named ?? targets[0];
}

export function registerCatalogOrderRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.put('/api/admin/catalog/product/sort', async (c) => {
    const body = await readJson(c, schemas.zSaveProductSortBody);
    if (!body.ok) return body.response;
    const data = state.data;
    const known = new Set(data.products.map((product) => product.id));
    const errors: Record<string, string[]> = {};
    body.value.forEach((item, index) => {
      if (!known.has(item.id)) errors[`${index}.id`] = [MESSAGES.notFound];
    });
    if (Object.keys(errors).length > 0) return invalid('saveProductSort', errors);
    // An empty list names no category and changes nothing; it is the order of an empty one.
    if (body.value.length === 0) return noContent('saveProductSort', etagOf([]));
    const productIds = byOrder(body.value).map((item) => item.id);
    const targets = targetCategories(data, new Set(productIds));
    const shown = shownCategory(c.req.header('If-Match'), data, targets);
    if (shown === undefined) {
      return invalid('saveProductSort', { body: ['Продукты должны быть из одной категории'] });
    }
    const stale = refuseStale(c, 'saveProductSort', sortedProducts(data, shown));
    if (stale) return stale;
    data.productSort = data.productSort.filter((sort) => !targets.includes(sort.categoryId));
    for (const categoryId of targets) data.productSort.push({ categoryId, productIds });
    return noContent('saveProductSort', etagOf(sortedProducts(data, shown)));
  });

  app.get('/api/admin/category/filter/:id', (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getCategoryFilters');
    if (!state.data.categories.some((category) => category.id === id)) {
      return notFound('getCategoryFilters');
    }
    const filters = filtersOf(state.data, id);
    return ok('getCategoryFilters', filters, etagOf(filters));
  });

  app.put('/api/admin/category/filter/:id', async (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('saveCategoryFilters');
    if (!state.data.categories.some((category) => category.id === id)) {
      return notFound('saveCategoryFilters');
    }
    const body = await readJson(c, schemas.zSaveCategoryFiltersBody);
    if (!body.ok) return body.response;
    const stale = refuseStale(c, 'saveCategoryFilters', filtersOf(state.data, id));
    if (stale) return stale;
    // Stored as 1-based positions, whatever numbering was sent.
    const filters = byOrder(body.value).map((filter, index) => ({ ...filter, order: index + 1 }));
    state.data.categoryFilters = state.data.categoryFilters.filter((f) => f.categoryId !== id);
    state.data.categoryFilters.push({ categoryId: id, filters });
    return noContent('saveCategoryFilters', etagOf(filtersOf(state.data, id)));
  });
}
