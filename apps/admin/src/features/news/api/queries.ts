import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type News = Schemas['News'];
export type NewsInput = Schemas['NewsInput'];
export type NewsImage = Schemas['Image'];

const NEWS_PAGE_SIZE = pageSizes.short;

/** Query keys and fetchers of the news area (TkDodo's key factory). */
export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/news/list', {
            params: { query: { page, pageSize: NEWS_PAGE_SIZE, search } },
          }),
        ),
    }),
  details: () => [...newsQueries.all(), 'detail'] as const,
  /** The news item with its version, which its save sends back. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/news/{id}', { params: { path: { id } } })),
    }),
};
