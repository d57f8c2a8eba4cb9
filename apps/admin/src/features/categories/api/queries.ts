import { unwrap, unwrapVoid, type Schemas } from '@shop/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { api, client } from '../../../lib/api';
import type { SendImage } from '../../../lib/upload';

export type Category = Schemas['Category'];
export type CategoryInput = Schemas['CategoryInput'];
export type CategoryImage = Schemas['Image'];

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

/** POST /catalog/category: creates without an id, updates with one; returns the stored category. */
export function saveCategory(input: CategoryInput): Promise<Category> {
  return unwrap(client.POST('/api/admin/catalog/category', { body: input }));
}

/** Deletes a category, then reloads the tree (SPEC §4: deletion reloads the current page). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrapVoid(client.DELETE('/api/admin/catalog/category/{id}', { params: { path: { id } } })),
    meta: { successMessage: messages.list.deleted },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryQueries.all() }),
  });
}

/** SPEC §7: the category editor always uploads its one image with order 1. */
export const CATEGORY_IMAGE_ORDER = 1;

export const uploadCategoryImage: SendImage<CategoryImage> = (file, onProgress) =>
  unwrap(
    client.POST('/api/admin/catalog/image/save', {
      body: { file, order: CATEGORY_IMAGE_ORDER },
      ...api.upload(onProgress),
    }),
  );
