import {
  ifMatch,
  unwrap,
  unwrapVersioned,
  unwrapVoid,
  type UploadProgress,
} from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { api, client } from '../../../lib/api';
import { saveChanged } from '../../../lib/save-changed';
import { newsQueries, type NewsInput } from './queries';

/** Creates the news item without an id, else saves it over the version `etag`. */
export const saveNews = (input: NewsInput, etag: string | null) =>
  unwrapVersioned(
    client.POST('/api/admin/news', { params: { header: ifMatch(etag) }, body: input }),
  );

/** Publishes or unpublishes the news item as it is stored now, changing nothing else. */
export const setNewsPublished = (queryClient: QueryClient, id: number, isPublished: boolean) =>
  saveChanged(queryClient, newsQueries.detail(id), saveNews, { isPublished });

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
