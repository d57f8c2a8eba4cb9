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
import { NewPromotionForm } from './new-promotion-form';
import { PromotionCard } from './promotion-card';
import type { StoreChoices } from './store-picker-dialog';
import { useDirtyRows } from '../../../components/editor/use-dirty-rows';

const m = messages.storePromotions;

/** /stores/promotions: the add row, then every promotion with its own save and delete. */
export function StorePromotionsScreen({ stores }: { stores: StoreChoices }) {
  const promotions = useQuery(storePromotionQueries.list());
  const items = promotions.data?.value ?? [];
  // Leaving the page (a link, closing the tab) with an edited row asks first.
  const [isAnyDirty, onDirtyChange] = useDirtyRows();
  const unsavedDialog = useUnsavedChanges(isAnyDirty);
  // One listener to the uploads for the whole screen, not one per card.
  const isUploading = useIsUploading();
  // A thousand cards took many seconds to draw: the first ones come at once, the rest as the
  // page is scrolled or tabbed through. Drawn cards stay, with any unsaved edits. Twelve cards
  // reach well past the bottom of a tall screen (a card is about 200 px high, more on a phone).
  const growing = useGrowingList(items.length, { first: 12, step: 20 });
  return (
    <section aria-labelledby="promotions-title" className="flex flex-col gap-6">
      <h1 id="promotions-title" className="text-2xl font-semibold">
        {m.title}
      </h1>
      <NewPromotionForm stores={stores} onDirtyChange={onDirtyChange} isUploading={isUploading} />
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
                  // Cards drawn and scrolled away skip layout: each new chunk then costs about
                  // the same however many came before (with all laid out, the 30th took seconds).
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
