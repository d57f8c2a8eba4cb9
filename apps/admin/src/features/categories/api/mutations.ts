import { ifMatch, unwrap, unwrapVersioned, unwrapVoid, type Versioned } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { api, client } from '../../../lib/api';
import type { SendImage } from '../../../lib/upload';
import { categoryQueries, type Category, type CategoryImage, type CategoryInput } from './queries';

/** Creates without an id, updates with one over `etag`. */
export function saveCategory(
  input: CategoryInput,
  etag: string | null,
): Promise<Versioned<Category>> {
  return unwrapVersioned(
    client.POST('/api/admin/catalog/category', {
      params: { header: ifMatch(etag) },
      body: input,
    }),
  );
}

/** Deletes a category, then reloads the tree (a deletion reloads the page it was made on). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrapVoid(client.DELETE('/api/admin/catalog/category/{id}', { params: { path: { id } } })),
    meta: { successMessage: messages.list.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

const CATEGORY_IMAGE_ORDER = 1;

export const uploadCategoryImage: SendImage<CategoryImage> = (file, onProgress) =>
  unwrap(
    client.POST('/api/admin/catalog/image/save', {
      body: { file, order: CATEGORY_IMAGE_ORDER },
      ...api.upload(onProgress),
    }),
  );
