import {
  ifMatch,
  unwrap,
  unwrapVersioned,
  unwrapVoid,
  type Schemas,
  type UploadProgress,
} from '@shop/api-client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { api, client } from '../../../lib/api';
import { saveChanged } from '../../../lib/save-changed';
import { productQueries } from './queries';

export type ProductInput = Schemas['ProductInput'];
export type Image = Schemas['Image'];

/** Creates the product when it has no id, else updates it over the version `etag`. */
export function saveProduct(product: ProductInput, etag: string | null) {
  return unwrapVersioned(
    client.POST('/api/admin/catalog/product/edit', {
      params: { header: ifMatch(etag) },
      body: product,
    }),
  );
}

/** Publishes or unpublishes the product as it is stored now, changing nothing else. */
export const setProductPublished = (queryClient: QueryClient, id: number, isPublished: boolean) =>
  saveChanged(queryClient, productQueries.detail(id), saveProduct, { isPublished });

export function deleteProduct(id: number) {
  return unwrapVoid(client.DELETE('/api/admin/catalog/product/{id}', { params: { path: { id } } }));
}

/** Uploads a product or modificator image; `order` is its position among its siblings. */
export const uploadCatalogImage = (file: File, order: number, onProgress: UploadProgress) =>
  unwrap(
    client.POST('/api/admin/catalog/image/save', {
      body: { file, order },
      ...api.upload(onProgress),
    }),
  );

/** Replaces the products linked to a product ('Связи сохранены'). */
export function useSaveProductLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['ProductLinksSave']) =>
      unwrap(client.POST('/api/admin/catalog/product/links/save', { body })),
    meta: { successMessage: messages.productLinks.saved },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueries.all() }),
  });
}
