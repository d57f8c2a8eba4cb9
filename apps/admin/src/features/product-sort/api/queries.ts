import { unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';

export type SortedProduct = Schemas['SortedProduct'];
export type FilterItem = Schemas['FilterItem'];

export const byId = (id: number) => ({ params: { path: { id } } });

/**
 * Query keys and fetchers of the two sort screens (products and filters of a category), each
 * list with its version, which its save sends back.
 */
export const sortQueries = {
  all: () => ['product-sort'] as const,
  lists: () => [...sortQueries.all(), 'list'] as const,
  products: (categoryId: number) =>
    queryOptions({
      queryKey: [...sortQueries.lists(), 'products', categoryId] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/catalog/category/{id}/sort', byId(categoryId))),
    }),
  filters: (categoryId: number) =>
    queryOptions({
      queryKey: [...sortQueries.lists(), 'filters', categoryId] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/category/filter/{id}', byId(categoryId))),
    }),
};
