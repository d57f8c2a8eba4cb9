import { unwrap, unwrapVoid, type Schemas, type UploadProgress } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { api, client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type News = Schemas['News'];
export type NewsInput = Schemas['NewsInput'];
export type NewsImage = Schemas['Image'];

export const NEWS_PAGE_SIZE = pageSizes.short;

/** Query keys and fetchers of the news area (TkDodo's key factory). */
export const newsQueries = {
  all: () => ['news'] as const,
  list: ({ page, search }: ListParams) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'list', { page, search }] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/news/list', {
            params: { query: { page, pageSize: NEWS_PAGE_SIZE, search } },
          }),
        ),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'detail', id] as const,
      queryFn: () => unwrap(client.GET('/api/admin/news/{id}', { params: { path: { id } } })),
    }),
};

export const saveNews = (input: NewsInput) =>
  unwrap(client.POST('/api/admin/news', { body: input }));

export const deleteNews = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/news/{id}', { params: { path: { id } } }));

/** Uploads one image at a position (a new image goes last, order = count + 1). */
export const uploadNewsImage = (file: File, order: number, onProgress: UploadProgress) =>
  unwrap(
    client.POST('/api/admin/news/image/save', {
      body: { file, order },
      ...api.upload(onProgress),
    }),
  );
