import { unwrapVersioned, type Schemas, type Versioned } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../lib/api';
import { pageSizes } from '../../../config/page-sizes';
import { readAllPages } from '../../../lib/read-all-pages';

export type StorePromotionInput = Schemas['StorePromotion'];
export type StorePromotion = StorePromotionInput & { id: number };

const ALL_PROMOTIONS_PAGE_SIZE = pageSizes.allPromotions;

/**
 * Every promotion, page after page when the server serves fewer than asked, with the version
 * of the first page. Should someone save while the later pages are read, that version is the
 * older one: the next save is then refused (412) and shows what changed, never loses it.
 */
async function readAllPromotions(): Promise<Versioned<StorePromotion[]>> {
  let etag: string | null = null;
  const value = await readAllPages(async (page) => {
    const answer = await unwrapVersioned(
      client.GET('/api/admin/promotion/list', {
        params: { query: { page, pageSize: ALL_PROMOTIONS_PAGE_SIZE } },
      }),
    );
    if (page === 1) etag = answer.etag;
    return answer.value;
  });
  return { value, etag };
}

export const storePromotionQueries = {
  all: () => ['store-promotions'] as const,
  lists: () => [...storePromotionQueries.all(), 'list'] as const,
  /** Every promotion (the screen has no pager) and the list's version, which saves send back. */
  list: () =>
    queryOptions({
      queryKey: storePromotionQueries.lists(),
      queryFn: readAllPromotions,
    }),
};
