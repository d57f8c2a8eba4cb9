import { ifMatch, unwrapVersioned, unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import type { StorePromotionInput } from './queries';

/**
 * Creates the promotion without an id ('Акция добавлена'), else updates it over the version
 * `etag` of the whole list; answers the stored promotion and the list's new version.
 */
export const saveStorePromotion = (body: StorePromotionInput, etag: string | null) =>
  unwrapVersioned(client.POST('/api/admin/promotion', { params: { header: ifMatch(etag) }, body }));

export const deleteStorePromotion = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/promotion/{id}', { params: { path: { id } } }));
