import { unwrap, unwrapVoid } from '@shop/api-client';
import { client } from '../../../lib/api';
import type { StorePromotionInput } from './queries';
export { uploadPromotionImage } from '../../../lib/upload';

/** Creates the promotion without an id ('Акция добавлена'), else updates it. */
export const saveStorePromotion = (body: StorePromotionInput) =>
  unwrap(client.POST('/api/admin/promotion', { body }));

export const deleteStorePromotion = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/promotion/{id}', { params: { path: { id } } }));
