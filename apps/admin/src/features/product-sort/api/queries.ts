import { unwrap, unwrapVoid, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';

export type SortedProduct = Schemas['SortedProduct'];
export type FilterItem = Schemas['FilterItem'];

const byId = (id: number) => ({ params: { path: { id } } });

/** Query keys and fetchers of the two sort screens (products and filters of a category). */
export const sortQueries = {
  all: () => ['product-sort'] as const,
  products: (categoryId: number) =>
    queryOptions({
      queryKey: [...sortQueries.all(), 'products', categoryId] as const,
      queryFn: () => unwrap(client.GET('/api/admin/catalog/category/{id}/sort', byId(categoryId))),
    }),
  filters: (categoryId: number) =>
    queryOptions({
      queryKey: [...sortQueries.all(), 'filters', categoryId] as const,
      queryFn: () => unwrap(client.GET('/api/admin/category/filter/{id}', byId(categoryId))),
    }),
};

/** PUT /catalog/product/sort: the category's products with order = list position. */
export const saveProductSort = (items: SortedProduct[]) =>
  unwrapVoid(client.PUT('/api/admin/catalog/product/sort', { body: items }));

/** PUT /category/filter/{id}: the category's filters with order = list position. */
export const saveFilterSort = (categoryId: number, items: FilterItem[]) =>
  unwrapVoid(client.PUT('/api/admin/category/filter/{id}', { ...byId(categoryId), body: items }));
