import { BusyOverlay } from '@shop/ui/busy-overlay';
import { EmptyState } from '@shop/ui/empty-state';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { storePromotionQueries } from '../api/queries';
import { NewPromotionForm } from './new-promotion-form';
import { PromotionCard } from './promotion-card';
import type { StoreChoice } from './store-picker-dialog';

const t = messages.storePromotions;

/** /stores/promotions: the add row, then every promotion with its own save and delete. */
export function StorePromotionsScreen({ stores }: { stores: readonly StoreChoice[] }) {
  const promotions = useQuery(storePromotionQueries.list());
  const items = promotions.data ?? [];
  return (
    <section aria-labelledby="promotions-title" className="flex flex-col gap-6">
      <h1 id="promotions-title" className="text-2xl font-semibold">
        {t.title}
      </h1>
      <NewPromotionForm stores={stores} />
      <section aria-labelledby="promotion-list-title" className="flex flex-col gap-3">
        <h2 id="promotion-list-title" className="text-lg font-semibold">
          {t.listBlock}
        </h2>
        <BusyOverlay isBusy={promotions.isFetching}>
          {items.length === 0 && !promotions.isPending ? (
            <EmptyState />
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((promotion) => (
                <li key={promotion.id}>
                  <PromotionCard promotion={promotion} stores={stores} />
                </li>
              ))}
            </ul>
          )}
        </BusyOverlay>
      </section>
    </section>
  );
}
