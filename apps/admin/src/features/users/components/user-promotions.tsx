import { BusyOverlay } from '@shop/ui/busy-overlay';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { LoadError } from '@shop/ui/load-error';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import type { ReportDirty } from '../../../components/editor/use-dirty-rows';
import { messages } from '../../../config/messages';
import { loadErrorOf } from '../../../lib/query-client';
import { useAddUserPromotion, useDeleteUserPromotion } from '../api/mutations';
import { userQueries } from '../api/queries';
import { customerPromotionDefaults, toCustomerPromotionBody } from '../lib/customer-promotion-form';
import { CustomerPromotionForm, useCustomerPromotionForm } from './customer-promotion-form';
import { StoredCustomerPromotion } from './stored-customer-promotion';

const m = messages.userPromotions;

export type UserPromotionsProps = {
  userId: number;
  /** Where each promotion form reports unsaved edits, for the editor's leave prompt. */
  onDirtyChange: ReportDirty;
};

/** A customer's promotions: add one, save or delete each on its own. */
export function UserPromotions({ userId, onDirtyChange }: UserPromotionsProps) {
  const list = useQuery(userQueries.promotions(userId));
  const add = useAddUserPromotion(userId);
  const remove = useDeleteUserPromotion(userId);
  const [confirm, confirmElement] = useConfirm();
  const newForm = useCustomerPromotionForm(true, customerPromotionDefaults);
  const promotions = list.data?.value ?? [];

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
      <CustomerPromotionForm
        label={m.newTitle}
        isNew
        form={newForm}
        submitLabel={m.add}
        // A new promotion overwrites nothing: no version to go over.
        onSubmit={(values) =>
          add.mutateAsync({ promotion: toCustomerPromotionBody(values), etag: null })
        }
        isSubmitting={add.isPending}
        row="new"
        onDirtyChange={onDirtyChange}
        userId={userId}
      />
      <BusyOverlay isBusy={list.isFetching || remove.isPending}>
        {/* 'Список пуст' only for a successful, empty answer; a failure says what happened. */}
        {list.isError ? <LoadError {...loadErrorOf(list)} /> : null}
        {promotions.length === 0 && list.isSuccess ? <EmptyState>{m.empty}</EmptyState> : null}
        <ul className="flex flex-col gap-3">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <StoredCustomerPromotion
                userId={userId}
                promotion={promotion}
                onDirtyChange={onDirtyChange}
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
