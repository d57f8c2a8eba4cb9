import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';

export type Category = Schemas['Category'];
export type CategoryInput = Schemas['CategoryInput'];
export type CategoryImage = Schemas['Image'];

/** Query keys and fetchers of the category area (TkDodo's key factory). */
export const categoryQueries = {
  all: () => ['categories'] as const,
  lists: () => [...categoryQueries.all(), 'list'] as const,
  /** The categories come as one tree: it is the area's only list. */
  tree: () =>
    queryOptions({
      queryKey: [...categoryQueries.lists(), 'tree'] as const,
      queryFn: () => unwrap(client.GET('/api/admin/catalog/category/tree')),
    }),
  details: () => [...categoryQueries.all(), 'detail'] as const,
  /** The category with its version, which its save sends back. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...categoryQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(
          client.GET('/api/admin/catalog/category/{id}', { params: { path: { id } } }),
        ),
    }),
};
