import { unwrap } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';

/** SPEC §9: the default page size of a base list (the store list screen). */
export const STORE_PAGE_SIZE = 100;
/** SPEC §9: how many stores the promotion and bartender screens fetch to have them all. */
export const ALL_STORES_PAGE_SIZE = 100000;

export const storeQueries = {
  all: () => ['stores'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'list', { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/store/list', {
            params: { query: { page, pageSize: STORE_PAGE_SIZE, search } },
          }),
        ),
    }),
  /** Every store, for pickers (store promotions, bartenders). */
  everything: () =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'everything'] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/store/list', {
            params: { query: { page: 1, pageSize: ALL_STORES_PAGE_SIZE } },
          }),
        ),
      select: (page) => page.items,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...storeQueries.all(), 'detail', id] as const,
      queryFn: () => unwrap(client.GET('/api/admin/store/{id}', { params: { path: { id } } })),
    }),
};
