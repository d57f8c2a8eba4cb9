import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import type { ProductRecord } from '../data';
import { forgetProduct, productListItem } from '../domain/products';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { etagOf } from '../http/etag';
import { matchesSearch, paginate } from '../http/paging';
import { pageQuery, pathId } from '../http/params';
import { refuseStale } from '../http/precondition';
import { badRequest, invalid, MESSAGES, noContent, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

const base = '/api/admin/catalog/product';

export function registerProductRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get(`${base}/edit/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('getProduct');
    const product = state.data.products.find((candidate) => candidate.id === id);
    return product ? ok('getProduct', product, etagOf(product)) : notFound('getProduct');
  });

  app.post(`${base}/edit`, async (c) => {
    const body = await readJson(c, schemas.zSaveProductBody, { idMeansCreate: true });
    if (!body.ok) return body.response;
    const input = body.value;
    const data = state.data;
    const existing = data.products.find((product) => product.id === input.id);
    if (input.id !== undefined && !existing)
      return invalid('saveProduct', { id: [MESSAGES.notFound] });
    const known = new Set(data.categories.map((category) => category.id));
    const unknown = (input.categoryIds ?? []).filter((id) => !known.has(id));
    if (unknown.length > 0) {
      return invalid('saveProduct', {
        categoryIds: [`Категории не найдены: ${unknown.join(', ')}`],
      });
    }
    const stale = refuseStale(c, 'saveProduct', existing);
    if (stale) return stale;
    // Fields the body leaves out keep their stored values; a new product starts empty.
    const record: ProductRecord = {
      modificators: [],
      ...existing,
      ...input,
      categoryIds: [...new Set(input.categoryIds ?? existing?.categoryIds ?? [])],
      images: [...(input.images ?? existing?.images ?? [])].sort((a, b) => a.order - b.order),
      id: existing?.id ?? state.nextId('products', data.products),
    };
    const stored = existing ? Object.assign(existing, record) : record;
    if (!existing) data.products.push(record);
    return ok('saveProduct', stored, etagOf(stored));
  });

  app.get(`${base}/list`, (c) => {
    const query = pageQuery(c);
    if (!query) return badRequest('listProducts');
    const found = state.data.products
      .filter((p) => matchesSearch(query.search, [p.name, p.code, p.barcode]))
      .sort((a, b) => a.id - b.id);
    const page = paginate(found, query.page, query.pageSize);
    return ok('listProducts', { pages: page.pages, items: page.items.map(productListItem) });
  });

  app.delete(`${base}/:id`, (c) => {
    const id = pathId(c);
    if (id === null) return badRequest('deleteProduct');
    if (!state.data.products.some((product) => product.id === id)) return notFound('deleteProduct');
    forgetProduct(state.data, id);
    return noContent('deleteProduct');
  });
}
