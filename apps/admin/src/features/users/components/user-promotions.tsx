import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { messages } from '../../../config/messages';
import {
  useAddUserPromotion,
  useDeleteUserPromotion,
  useSaveUserPromotion,
} from '../api/mutations';
import { userQueries } from '../api/queries';
import { promotionFormDefaults } from '../schemas';
import { toPromotionFormValues, toPromotionInput } from '../lib/promotion-form';
import { PromotionForm } from './promotion-form';

const m = messages.userPromotions;

/** A customer's promotions: add one, save or delete each on its own. */
export function UserPromotions({ userId }: { userId: number }) {
  const list = useQuery(userQueries.promotions(userId));
  const add = useAddUserPromotion(userId);
  const save = useSaveUserPromotion(userId);
  const remove = useDeleteUserPromotion(userId);
  const [confirm, confirmElement] = useConfirm();
  const promotions = list.data ?? [];

  const onDelete = async (id: number) => {
    if (await confirm(m.deletePrompt)) remove.mutate(id);
  };

  return (
    <section
      aria-labelledby="user-promotions-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
    >
      <h2 id="user-promotions-title" className="text-lg font-semibold">
        {m.title}
      </h2>
      <h3 className="font-semibold">{m.newTitle}</h3>
      <PromotionForm
        label={m.newTitle}
        isNew
        values={promotionFormDefaults}
        submitLabel={m.add}
        onSubmit={(values) => add.mutateAsync(toPromotionInput(values))}
        isSubmitting={add.isPending}
      />
      <BusyOverlay isBusy={list.isFetching || remove.isPending}>
        {promotions.length === 0 && !list.isPending ? <EmptyState>{m.empty}</EmptyState> : null}
        <ul className="flex flex-col gap-3">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionForm
                label={m.promotionLabel(promotion.name)}
                isNew={false}
                values={toPromotionFormValues(promotion)}
                submitLabel={m.save}
                submitName={m.saveNamed(promotion.name)}
                onSubmit={(values) => save.mutateAsync(toPromotionInput(values, promotion.id))}
                isSubmitting={save.isPending && save.variables.id === promotion.id}
                actions={
                  <Button
                    type="button"
                    variant="danger"
                    aria-label={m.deleteNamed(promotion.name)}
                    onClick={() => void onDelete(promotion.id)}
                  >
                    <Trash2 aria-hidden="true" />
                    {m.delete}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </BusyOverlay>
      {confirmElement}
    </section>
  );
}
