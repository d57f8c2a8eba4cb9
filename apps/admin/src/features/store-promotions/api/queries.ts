import { unwrap, type Schemas } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';

export type StorePromotionInput = Schemas['StorePromotion'];
export type StorePromotion = StorePromotionInput & { id: number };

const ALL_PROMOTIONS_PAGE_SIZE = pageSizes.allPromotions;

export const storePromotionQueries = {
  all: () => ['store-promotions'] as const,
  lists: () => [...storePromotionQueries.all(), 'list'] as const,
  /** Every promotion (the screen has no pager). */
  list: () =>
    queryOptions({
      queryKey: storePromotionQueries.lists(),
      queryFn: () =>
        unwrap(
          client.GET('/api/admin/promotion/list', {
            params: { query: { page: 1, pageSize: ALL_PROMOTIONS_PAGE_SIZE } },
          }),
        ),
      select: (page): StorePromotion[] => page.items,
    }),
};
