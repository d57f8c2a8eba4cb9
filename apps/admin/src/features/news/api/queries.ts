import { toFormData, unwrap, unwrapVoid, type Schemas } from '@shop/api-client';
import { queryOptions, useIsMutating, useMutation } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list-screen/use-list-params';
import { client } from '../../../lib/api';
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

/** Uploads one image at a position (SPEC §4: a new image goes last, order = count + 1). */
const uploadImageKey = [...newsQueries.all(), 'upload-image'] as const;

export function useUploadNewsImage() {
  return useMutation({
    mutationKey: uploadImageKey,
    mutationFn: ({ file, order }: { file: File; order: number }) =>
      unwrap(
        client.POST('/api/admin/news/image/save', {
          body: { file, order },
          bodySerializer: toFormData,
        }),
      ),
  });
}

/** Whether an image upload is still running: the editor holds Save until it is in the form. */
export const useIsUploadingNewsImage = () => useIsMutating({ mutationKey: uploadImageKey }) > 0;
