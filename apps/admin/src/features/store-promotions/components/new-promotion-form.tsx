import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { useIsUploading } from '../../../lib/upload';
import { saveStorePromotion } from '../api/mutations';
import { storePromotionQueries } from '../api/queries';
import { toPromotionInput } from '../lib/promotion-form';
import { promotionFormDefaults, promotionFormSchema, type PromotionFormValues } from '../schemas';
import { PromotionFields } from './promotion-fields';
import { PromotionImageField } from './promotion-image-field';
import type { StoreChoices } from './store-picker-dialog';
import { useReportDirty, type ReportDirty } from './use-dirty-rows';

const t = messages.storePromotions;

export type NewPromotionFormProps = { stores: StoreChoices; onDirtyChange: ReportDirty };

/** The add row: name, active, stores, image; 'Добавить' once name and image are in. */
export function NewPromotionForm({ stores, onDirtyChange }: NewPromotionFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<PromotionFormValues>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotionFormDefaults,
    mode: 'all',
  });
  const isUploading = useIsUploading();
  // The image field stays clean until used; once the row is touched, say what is missing.
  const { isDirty, isValid } = form.formState;
  const { trigger, reset } = form;
  useReportDirty('new', isDirty, onDirtyChange);
  useEffect(() => {
    if (isDirty) void trigger();
  }, [isDirty, trigger]);

  const add = useMutation({
    mutationFn: (values: PromotionFormValues) => saveStorePromotion(toPromotionInput(values)),
    meta: { successMessage: t.added },
    onSuccess: () => {
      reset(promotionFormDefaults);
      return queryClient.invalidateQueries({ queryKey: storePromotionQueries.all() });
    },
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="new-promotion-title"
        onSubmit={form.handleSubmit((values) => add.mutate(values))}
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
      >
        <h2 id="new-promotion-title" className="text-lg font-semibold">
          {t.newBlock}
        </h2>
        <PromotionFields stores={stores} />
        <PromotionImageField label={t.image} previewAlt={t.newImageAlt} />
        <div>
          <Button type="submit" disabled={!isValid || isUploading} isBusy={add.isPending}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
