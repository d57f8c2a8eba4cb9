import type { Schemas } from '../../src';
import { ownProductBody } from '../own-bodies';
import { keepCreated, inTurn, need, readId, skip, type Scenario } from '../scenario';
import { byId, deleteOwn, firstOf, page, type Step } from './types';

function productBody(scenario: Scenario, category: number, n: number): Schemas['ProductInput'] {
  const { label, runId } = scenario.config;
  const image = scenario.own.catalogImage;
  return ownProductBody({
    name: `${label}: товар ${n}`,
    code: `KC-${runId}-${n}`,
    order: n,
    category,
    images: n === 1 && image ? [{ ...image, order: 1 }] : [],
  });
}

async function saveProduct(scenario: Scenario, client: Parameters<Step['run']>[1], n: number) {
  const category = need(scenario.own.category, 'no category of its own: saveCategory failed');
  const body = productBody(scenario, category, n);
  const result = await client.POST('/api/admin/catalog/product/edit', { body });
  const id = keepCreated(scenario, result, {
    thing: 'product',
    name: body.name,
    remove: (api, productId) => api.DELETE('/api/admin/catalog/product/{id}', byId(productId)),
  });
  if (id !== undefined) scenario.own.products.push({ ...body, id });
  return result;
}

/** A product whose id a second create answered too is not the run's (keepCreated): untouched. */
const ownProducts = (scenario: Scenario) =>
  scenario.own.products.filter(({ id }) => scenario.created.holds('product', id));

/** Two unpublished products in the run's own category; sort, filters and links touch only those. */
export const productSteps: Step[] = [
  {
    operationId: 'listProducts',
    async run(scenario, client) {
      const result = await client.GET('/api/admin/catalog/product/list', page());
      scenario.first.product = firstOf(result.data);
      return result;
    },
  },
  {
    operationId: 'saveProduct',
    run: (scenario, client) =>
      inTurn([() => saveProduct(scenario, client, 1), () => saveProduct(scenario, client, 2)]),
  },
  {
    operationId: 'getProduct',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/catalog/product/edit/{id}',
        byId(readId(scenario, 'product', scenario.own.products[0]?.id)),
      ),
  },
  {
    operationId: 'getCategoryProductSort',
    run: (scenario, client) =>
      client.GET(
        '/api/admin/catalog/category/{id}/sort',
        byId(readId(scenario, 'category', scenario.own.category)),
      ),
  },
  {
    operationId: 'saveProductSort',
    run(scenario, client) {
      const products = ownProducts(scenario);
      if (products.length === 0) skip('no products of its own: saveProduct failed');
      // The run's own products, last first: their order changes, nobody else's.
      const body = [...products].reverse().map(({ id, name, isPublished }, index) => ({
        id,
        name,
        isPublished: isPublished ?? false,
        order: index + 1,
      }));
      return client.PUT('/api/admin/catalog/product/sort', { body });
    },
  },
  {
    operationId: 'getCategoryFilters',
    async run(scenario, client) {
      const own = scenario.own.category;
      const result = await client.GET(
        '/api/admin/category/filter/{id}',
        byId(readId(scenario, 'category', own)),
      );
      if (own !== undefined) scenario.own.filters = result.data;
      return result;
    },
  },
  {
    operationId: 'saveCategoryFilters',
    run(scenario, client) {
      const category = need(scenario.own.category, 'no category of its own: saveCategory failed');
      // The filters the server listed for the run's category, in reverse: the sort screen's
      // action, on the run's own category only (filter names are the server's, not made up).
      const body = [...(scenario.own.filters ?? [])]
        .reverse()
        .map(({ name }, index) => ({ name, order: index + 1 }));
      return client.PUT('/api/admin/category/filter/{id}', { ...byId(category), body });
    },
  },
  {
    operationId: 'listProductLinks',
    run: (_scenario, client) => client.GET('/api/admin/catalog/product/links', page()),
  },
  {
    operationId: 'saveProductLinks',
    run(scenario, client) {
      const [first, second] = ownProducts(scenario);
      const reason = 'needs two products of its own: saveProduct failed';
      // Links the run's first product to its second: both are the run's own.
      return client.POST('/api/admin/catalog/product/links/save', {
        body: { id: need(first, reason).id, links: [need(second, reason).id] },
      });
    },
  },
];

export const productDeleteSteps: Step[] = [deleteOwn('deleteProduct', 'product', 'saveProduct')];
