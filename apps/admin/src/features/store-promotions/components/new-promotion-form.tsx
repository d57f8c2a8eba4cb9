import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/editor/server-field-errors';
import { messages } from '../../../config/messages';
import { saveStorePromotion } from '../api/mutations';
import { storePromotionQueries } from '../api/queries';
import { toPromotionInput } from '../lib/promotion-form';
import { promotionFormDefaults, promotionFormSchema, type PromotionFormValues } from '../schemas';
import { PromotionFields } from './promotion-fields';
import { PromotionImageField } from './promotion-image-field';
import type { StoreChoices } from './store-picker-dialog';
import { useReportDirty, type ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useDraft } from '../../../components/editor/use-draft';

const m = messages.storePromotions;

export type NewPromotionFormProps = {
  stores: StoreChoices;
  onDirtyChange: ReportDirty;
  /** An image upload is running somewhere on the screen: adding waits for it. */
  isUploading: boolean;
};

/**
 * The add row: name, active, stores, image; 'Добавить' once name and image are in. A promotion
 * that runs in no store is seldom meant, so adding one asks first.
 */
export function NewPromotionForm({ stores, onDirtyChange, isUploading }: NewPromotionFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<PromotionFormValues>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotionFormDefaults,
    mode: 'all',
  });
  // The image field stays clean until used; once the row is touched, say what is missing.
  const { isDirty, isValid } = form.formState;
  const { trigger, reset, setError } = form;
  const [confirm, confirmElement] = useConfirm();
  useReportDirty('new', isDirty, onDirtyChange);
  // Reset once added, which removes the draft too.
  const { offer } = useDraft(form, { screen: 'store-promotions', record: 'new', isUploading });
  useEffect(() => {
    if (isDirty) void trigger();
  }, [isDirty, trigger]);

  // Options that keep their identity, so a render does not tell the whole mutation cache.
  const addOptions = useMemo(
    () => ({
      // A new promotion overwrites nothing: no version to go over.
      mutationFn: (values: PromotionFormValues) =>
        saveStorePromotion(toPromotionInput(values), null),
      meta: { successMessage: m.added },
      onSuccess: () => {
        reset(promotionFormDefaults);
        return queryClient.invalidateQueries({ queryKey: storePromotionQueries.all() });
      },
      onError: (error: Error, values: PromotionFormValues) =>
        showServerFieldErrors(setError, error, values),
    }),
    [queryClient, reset, setError],
  );
  const add = useMutation(addOptions);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="new-promotion-title"
        onSubmit={form.handleSubmit(async (values) => {
          if (values.links.length === 0 && !(await confirm(m.noStoresPrompt))) return;
          add.mutate(values);
        })}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
      >
        <h2 id="new-promotion-title" className="text-lg font-semibold">
          {m.newBlock}
        </h2>
        {offer}
        <PromotionFields stores={stores} />
        <PromotionImageField label={m.image} previewAlt={m.newImageAlt} />
        <div>
          <Button type="submit" disabled={!isValid || isUploading} isBusy={add.isPending}>
            <Plus aria-hidden="true" />
            {m.add}
          </Button>
        </div>
      </form>
      {confirmElement}
    </FormProvider>
  );
}
