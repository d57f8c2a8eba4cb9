import { unwrap, unwrapVoid, type UploadProgress } from '@shop/api-client';
import { api, client } from '../../../lib/api';
import type { StoreInput } from './queries';

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
