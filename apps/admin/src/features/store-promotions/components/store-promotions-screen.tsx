import { BusyOverlay } from '@shop/ui/busy-overlay';
import { EmptyState } from '@shop/ui/empty-state';
import { GrowingListEnd, useGrowingList } from '@shop/ui/growing-list';
import { LoadError } from '@shop/ui/load-error';
import { useQuery } from '@tanstack/react-query';
import { useUnsavedChanges } from '../../../components/editor/use-unsaved-changes';
import { messages } from '../../../config/messages';
import { loadErrorOf } from '../../../lib/query-client';
import { useIsUploading } from '../../../lib/upload';
import { storePromotionQueries } from '../api/queries';
import { NewStorePromotionForm } from './new-store-promotion-form';
import { PromotionCard } from './promotion-card';
import type { StoreChoices } from './store-picker-dialog';
import { useDirtyRows } from '../../../components/editor/use-dirty-rows';

const m = messages.storePromotions;

export function StorePromotionsScreen({ stores }: { stores: StoreChoices }) {
  const promotions = useQuery(storePromotionQueries.list());
  const items = promotions.data?.value ?? [];
  // Leaving the page (a link, closing the tab) with an edited row asks first.
  const [isAnyDirty, onDirtyChange] = useDirtyRows();
  const unsavedDialog = useUnsavedChanges(isAnyDirty);
  // One listener to the uploads for the whole screen, not one per card.
  const isUploading = useIsUploading();
  // A thousand cards took seconds to draw: the rest come as the page scrolls (12 fill a tall
  // screen); drawn cards stay, with their unsaved edits.
  const growing = useGrowingList(items.length, { first: 12, step: 20 });
  return (
    <section aria-labelledby="promotions-title" className="flex flex-col gap-6">
      <h1 id="promotions-title" className="text-2xl font-semibold">
        {m.title}
      </h1>
      <NewStorePromotionForm
        stores={stores}
        onDirtyChange={onDirtyChange}
        isUploading={isUploading}
      />
      <section aria-labelledby="promotion-list-title" className="flex flex-col gap-3">
        <h2 id="promotion-list-title" className="text-lg font-semibold">
          {m.listBlock}
        </h2>
        {/* A failed reload keeps the cards below (and their unsaved edits) but says so. */}
        {promotions.isError ? <LoadError {...loadErrorOf(promotions)} /> : null}
        <BusyOverlay isBusy={promotions.isFetching}>
          {items.length === 0 && promotions.isSuccess ? (
            <EmptyState />
          ) : (
            <>
              <ul className="flex flex-col gap-3" onFocus={growing.onFocus}>
                {items.slice(0, growing.shown).map((promotion) => (
                  // Scrolled-away cards skip layout, so each new chunk costs the same.
                  <li
                    key={promotion.id}
                    className="[contain-intrinsic-size:auto_12rem] [content-visibility:auto]"
                  >
                    <PromotionCard
                      promotion={promotion}
                      stores={stores}
                      onDirtyChange={onDirtyChange}
                      isUploading={isUploading}
                    />
                  </li>
                ))}
              </ul>
              <GrowingListEnd list={growing}>
                {m.shownOf(growing.shown, growing.total)}
              </GrowingListEnd>
            </>
          )}
        </BusyOverlay>
      </section>
      {unsavedDialog}
    </section>
  );
}
