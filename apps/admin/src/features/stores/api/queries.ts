import { unwrap, unwrapVoid, type Schemas, type UploadProgress } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { api, client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type Store = Schemas['Store'];
export type StoreInput = Schemas['StoreInput'];
export type StoreListItem = Schemas['StoreListItem'];

export const STORE_PAGE_SIZE = pageSizes.base;
export const ALL_STORES_PAGE_SIZE = pageSizes.allStores;

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

/** Creates the store without an id, else updates it (the path keeps its trailing slash). */
export const saveStore = (body: StoreInput) => unwrap(client.POST('/api/admin/store/', { body }));

export const deleteStore = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/store/{id}', { params: { path: { id } } }));

/** Stores one gallery image at the given position and returns its record. */
export const uploadStoreImage = (file: File, order: number, onProgress: UploadProgress) =>
  unwrap(
    client.POST('/api/admin/store/image/save', {
      body: { file, order },
      ...api.upload(onProgress),
    }),
  );
