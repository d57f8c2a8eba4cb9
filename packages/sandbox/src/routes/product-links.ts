import type { Hono } from 'hono';
import * as schemas from '@shop/api-client/schemas';
import { productLinks } from '../domain/products';
import type { AppEnv } from '../env';
import { readJson } from '../http/body';
import { matchesSearch, paginate } from '../http/paging';
import { pageQuery } from '../http/params';
import { badRequest, invalid, MESSAGES, notFound, ok } from '../http/reply';
import type { SandboxState } from '../state';

export function registerProductLinkRoutes(app: Hono<AppEnv>, state: SandboxState) {
  app.get('/api/admin/catalog/product/links', (c) => {
    const query = pageQuery(c);
    if (!query) return badRequest('listProductLinks');
    const found = state.data.products
      .filter((p) => matchesSearch(query.search, [p.name, p.code, p.barcode]))
      .sort((a, b) => a.id - b.id);
    const page = paginate(found, query.page, query.pageSize);
    return ok('listProductLinks', {
      pages: page.pages,
      items: page.items.map((product) => productLinks(state.data, product)),
    });
  });

  /** Links go one way: saving the links of A does not change the links of the products it names. */
  app.post('/api/admin/catalog/product/links/save', async (c) => {
    const body = await readJson(c, schemas.zSaveProductLinksBody);
    if (!body.ok) return body.response;
    const data = state.data;
    const product = data.products.find((candidate) => candidate.id === body.value.id);
    if (!product) return notFound('saveProductLinks');
    const errors: Record<string, string[]> = {};
    body.value.links.forEach((id, index) => {
      if (id === product.id) errors[`links.${index}`] = ['Продукт нельзя связать с самим собой'];
      else if (!data.products.some((candidate) => candidate.id === id)) {
        errors[`links.${index}`] = [MESSAGES.notFound];
      }
    });
    if (Object.keys(errors).length > 0) return invalid('saveProductLinks', errors);
    const links = [...new Set(body.value.links)];
    data.productLinks = data.productLinks.filter((entry) => entry.id !== product.id);
    if (links.length > 0) data.productLinks.push({ id: product.id, links });
    return ok('saveProductLinks', productLinks(data, product));
  });
}
