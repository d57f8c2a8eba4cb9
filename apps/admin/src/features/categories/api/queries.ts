import { unwrap, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';

export type Category = Schemas['Category'];

/** Query keys and fetchers of the category area (TkDodo's key factory). */
export const categoryQueries = {
  all: () => ['categories'] as const,
  tree: () =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'tree'] as const,
      queryFn: () => unwrap(client.GET('/api/admin/catalog/category/tree')),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...categoryQueries.all(), 'detail', id] as const,
      queryFn: () =>
        unwrap(client.GET('/api/admin/catalog/category/{id}', { params: { path: { id } } })),
    }),
};
