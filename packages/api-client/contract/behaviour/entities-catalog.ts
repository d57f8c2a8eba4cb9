import type { Schemas } from '../../src';
import { ownProductBody } from '../own-bodies';
import { byId, searchPage, type Entity } from './entity';
import { createOwn, ownName, ownTag } from './own';
import type { CheckContext } from './types';

const removeCategory: Entity['remove'] = (api, id) =>
  api.DELETE('/api/admin/catalog/category/{id}', byId(id));

function createCategory({ scenario, api }: CheckContext) {
  const name = ownName(scenario, 'категория');
  const sent: Schemas['CategoryInput'] = { name, parentId: null, isPublished: false, image: null };
  return createOwn(scenario, {
    thing: 'category',
    name,
    sent,
    save: () => api.POST('/api/admin/catalog/category', { body: sent }),
    remove: removeCategory,
  });
}

export const category: Entity = {
  key: 'Category',
  noun: 'a category',
  path: (id) => `/api/admin/catalog/category/${id}`,
  create: createCategory,
  read: (api, id) => api.GET('/api/admin/catalog/category/{id}', byId(id)),
  async update(api, record) {
    const sent = { ...(record.sent as Schemas['CategoryInput']), id: record.id, order: 7 };
    return { sent, result: await api.POST('/api/admin/catalog/category', { body: sent }) };
  },
  // The tree has no search: the record is looked for in the whole tree.
  find: (api) => api.GET('/api/admin/catalog/category/tree'),
  remove: removeCategory,
};

const removeProduct: Entity['remove'] = (api, id) =>
  api.DELETE('/api/admin/catalog/product/{id}', byId(id));

/** An unpublished product with one required modificator, in a category of the run's own. */
async function createProduct(context: CheckContext) {
  const { scenario, api } = context;
  const parent = await createCategory(context);
  const name = ownName(scenario, 'товар');
  const sent = ownProductBody({
    name,
    code: `KC-${ownTag(scenario)}`,
    order: 1,
    category: parent.id,
    images: [],
  });

  return createOwn(scenario, {
    thing: 'product',
    name,
    sent,
    save: () => api.POST('/api/admin/catalog/product/edit', { body: sent }),
    remove: removeProduct,
  });
}

export const product: Entity = {
  key: 'Product',
  noun: 'a product',
  path: (id) => `/api/admin/catalog/product/edit/${id}`,
  create: createProduct,
  read: (api, id) => api.GET('/api/admin/catalog/product/edit/{id}', byId(id)),
  async update(api, record) {
    const sent = { ...(record.sent as Schemas['ProductInput']), id: record.id, price: 2 };
    return { sent, result: await api.POST('/api/admin/catalog/product/edit', { body: sent }) };
  },
  find: (api, text) => api.GET('/api/admin/catalog/product/list', searchPage(text)),
  searchFields: ['name'],
  searchText: (record) => record.name,
  remove: removeProduct,
};
