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
import {
  storePromotionDefaults,
  storePromotionFormSchema,
  toStorePromotionBody,
  type StorePromotionFormValues,
} from '../lib/store-promotion-form';
import { PromotionImageField } from '../../../components/promotion-image-field';
import { StorePromotionFields } from './store-promotion-fields';
import type { StoreChoices } from './store-picker-dialog';
import { useReportDirty, type ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useDraft } from '../../../components/editor/use-draft';

const m = messages.storePromotions;

export type NewStorePromotionFormProps = {
  stores: StoreChoices;
  onDirtyChange: ReportDirty;
  /** An image upload is running somewhere on the screen: adding waits for it. */
  isUploading: boolean;
};

/** A promotion that runs in no store is seldom meant, so adding one asks first. */
export function NewStorePromotionForm({
  stores,
  onDirtyChange,
  isUploading,
}: NewStorePromotionFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<StorePromotionFormValues>({
    resolver: zodResolver(storePromotionFormSchema),
    defaultValues: storePromotionDefaults,
    mode: 'all',
  });
  // The image field stays clean until used; once the row is touched, say what is missing.
  const { isDirty, isValid } = form.formState;
  const { trigger, reset, setError } = form;
  const [confirm, confirmElement] = useConfirm();
  useReportDirty('new', isDirty, onDirtyChange);
  const { offer } = useDraft(form, { screen: 'store-promotions', record: 'new', isUploading });
  useEffect(() => {
    if (isDirty) void trigger();
  }, [isDirty, trigger]);

  // Stable, so a render does not notify the mutation cache.
  const addOptions = useMemo(
    () => ({
      // A new promotion overwrites nothing: no version to go over.
      mutationFn: (values: StorePromotionFormValues) =>
        saveStorePromotion(toStorePromotionBody(values), null),
      meta: { successMessage: m.added },
      onSuccess: () => {
        reset(storePromotionDefaults);
        return queryClient.invalidateQueries({ queryKey: storePromotionQueries.all() });
      },
      onError: (error: Error, values: StorePromotionFormValues) =>
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
        <StorePromotionFields stores={stores} />
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
