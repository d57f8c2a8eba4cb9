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
import { storeQueries, type StoreInput } from './queries';

/**
 * Creates the store without an id, else updates it over the version `etag` (the path keeps
 * its trailing slash).
 */
export const saveStore = (body: StoreInput, etag: string | null) =>
  unwrapVersioned(client.POST('/api/admin/store/', { params: { header: ifMatch(etag) }, body }));

/** Switches the store on or off as it is stored now, changing nothing else. */
export const setStoreEnabled = (queryClient: QueryClient, id: number, isEnabled: boolean) =>
  saveChanged(queryClient, storeQueries.detail(id), saveStore, { isEnabled });

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
