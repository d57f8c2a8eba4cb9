import { unwrap, unwrapVoid, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';
export { uploadPromotionImage } from '../../../lib/upload';
import { pageSizes } from '../../../config/page-sizes';

export type StorePromotionInput = Schemas['StorePromotion'];
export type StorePromotion = StorePromotionInput & { id: number };

export const ALL_PROMOTIONS_PAGE_SIZE = pageSizes.allPromotions;

export const storePromotionQueries = {
  all: () => ['store-promotions'] as const,
  /** Every promotion (the screen has no pager). */
  list: () =>
    queryOptions({
      queryKey: [...storePromotionQueries.all(), 'list'] as const,
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/promotion/list', {
            params: { query: { page: 1, pageSize: ALL_PROMOTIONS_PAGE_SIZE } },
          }),
        ),
      select: (page): StorePromotion[] => page.items,
    }),
};

/** Creates the promotion without an id ('Акция добавлена'), else updates it. */
export const saveStorePromotion = (body: StorePromotionInput) =>
  unwrap(client.POST('/api/admin/promotion', { body }));

export const deleteStorePromotion = (id: number) =>
  unwrapVoid(client.DELETE('/api/admin/promotion/{id}', { params: { path: { id } } }));
