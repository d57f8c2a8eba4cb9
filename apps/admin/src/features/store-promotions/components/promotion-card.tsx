import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save, Trash2 } from 'lucide-react';
import { memo, useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { deleteStorePromotion, saveStorePromotion } from '../api/mutations';
import { storePromotionQueries, type StorePromotion } from '../api/queries';
import { toPromotionFormValues, toPromotionInput } from '../lib/promotion-form';
import { promotionFormSchema, type PromotionFormValues } from '../schemas';
import { PromotionFields } from './promotion-fields';
import { PromotionImageField } from './promotion-image-field';
import type { StoreChoices } from './store-picker-dialog';
import { useReportDirty, type ReportDirty } from './use-dirty-rows';

const t = messages.storePromotions;

export type PromotionCardProps = {
  promotion: StorePromotion;
  stores: StoreChoices;
  onDirtyChange: ReportDirty;
  /** An image upload is running somewhere on the screen: saving waits for it. */
  isUploading: boolean;
};

/**
 * One existing promotion: its own form with save ('Акция сохранена') and delete. The screen
 * lists hundreds of them, so a card renders again only when its own props change.
 */
export const PromotionCard = memo(function PromotionCard({
  promotion,
  stores,
  onDirtyChange,
  isUploading,
}: PromotionCardProps) {
  const queryClient = useQueryClient();
  const [confirm, confirmElement] = useConfirm();
  const form = useForm<PromotionFormValues>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: toPromotionFormValues(promotion),
    mode: 'all',
  });

  // The list reloaded with new server data: show it, unless the user is mid-edit.
  const { reset, formState } = form;
  const { isDirty } = formState;
  useReportDirty(String(promotion.id), isDirty, onDirtyChange);
  useEffect(() => {
    if (!isDirty) reset(toPromotionFormValues(promotion));
    // Only a new server value should reset; isDirty flipping must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promotion, reset]);

  // Options that keep their identity between renders: new ones would tell the whole mutation
  // cache, and every card listening to it, after each render of each card.
  const options = useMemo(() => {
    const invalidate = () =>
      queryClient.invalidateQueries({ queryKey: storePromotionQueries.all() });
    return {
      save: {
        mutationFn: (values: PromotionFormValues) =>
          saveStorePromotion(toPromotionInput(values, promotion)),
        meta: { successMessage: t.saved },
        onSuccess: (_saved: unknown, values: PromotionFormValues) => {
          reset(values);
          return invalidate();
        },
      },
      remove: {
        mutationFn: () => deleteStorePromotion(promotion.id),
        meta: { successMessage: t.deleted },
        onSuccess: invalidate,
      },
    };
  }, [promotion, queryClient, reset]);
  const save = useMutation(options.save);
  const remove = useMutation(options.remove);

  const onDelete = async () => {
    if (await confirm(t.deletePrompt)) remove.mutate();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={promotion.name}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="grid grid-cols-1 gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[auto_1fr]"
      >
        <PromotionImageField label={t.replaceImage} previewAlt={t.imageAlt(promotion.name)} />
        <div className="flex flex-col gap-4">
          <PromotionFields stores={stores} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={!formState.isValid || isUploading || remove.isPending}
              isBusy={save.isPending}
            >
              <Save aria-hidden="true" />
              {t.save}
            </Button>
            <Button
              type="button"
              variant="danger"
              isBusy={remove.isPending}
              disabled={save.isPending}
              onClick={() => void onDelete()}
            >
              <Trash2 aria-hidden="true" />
              {t.delete}
            </Button>
          </div>
        </div>
      </form>
      {confirmElement}
    </FormProvider>
  );
});
