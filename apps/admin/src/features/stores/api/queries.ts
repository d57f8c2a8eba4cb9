import { unwrap, unwrapVersioned, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
import { readAllPages } from '../../../lib/read-all-pages';
import { pageSizes } from '../../../config/page-sizes';

export type Store = Schemas['Store'];
export type StoreInput = Schemas['StoreInput'];
export type StoreListItem = Schemas['StoreListItem'];
export type StoreImage = Schemas['StoreImage'];

const STORE_PAGE_SIZE = pageSizes.base;
const ALL_STORES_PAGE_SIZE = pageSizes.allStores;

export const storeQueries = {
  all: () => ['stores'] as const,
  lists: () => [...storeQueries.all(), 'list'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...storeQueries.lists(), { page, search }] as const,
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
      queryKey: [...storeQueries.lists(), 'everything'] as const,
      queryFn: () =>
        readAllPages((page) =>
          unwrap(
            client.GET('/api/admin/store/list', {
              params: { query: { page, pageSize: ALL_STORES_PAGE_SIZE } },
            }),
          ),
        ),
    }),
  details: () => [...storeQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...storeQueries.details(), id] as const,
      queryFn: () =>
        unwrapVersioned(client.GET('/api/admin/store/{id}', { params: { path: { id } } })),
    }),
};
