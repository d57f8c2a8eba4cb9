import { zodResolver } from '@hookform/resolvers/zod';
import { isStaleVersion, type Versioned } from '@shop/api-client';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save, Trash2 } from 'lucide-react';
import { memo, useEffect, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/editor/server-field-errors';
import { useRowVersion } from '../../../components/conflict/use-row-version';
import { messages } from '../../../config/messages';
import { deleteStorePromotion, saveStorePromotion } from '../api/mutations';
import {
  storePromotionQueries,
  type StorePromotion,
  type StorePromotionInput,
} from '../api/queries';
import {
  storePromotionFields,
  storePromotionFormSchema,
  toStorePromotionBody,
  toStorePromotionFormValues,
  type StorePromotionFormValues,
} from '../lib/store-promotion-form';
import { PromotionImageField } from '../../../components/promotion-image-field';
import { StorePromotionFields } from './store-promotion-fields';
import type { StoreChoices } from './store-picker-dialog';
import { useReportDirty, type ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useDraft } from '../../../components/editor/use-draft';

const m = messages.storePromotions;

type PromotionSave = { values: StorePromotionFormValues; etag: string | null };

export type PromotionCardProps = {
  promotion: StorePromotion;
  stores: StoreChoices;
  onDirtyChange: ReportDirty;
  /** An image upload is running somewhere on the screen: saving waits for it. */
  isUploading: boolean;
};

/** Memoized: the screen lists hundreds of cards. */
export const PromotionCard = memo(function PromotionCard({
  promotion,
  stores,
  onDirtyChange,
  isUploading,
}: PromotionCardProps) {
  const queryClient = useQueryClient();
  const [confirm, confirmElement] = useConfirm();
  const form = useForm<StorePromotionFormValues>({
    resolver: zodResolver(storePromotionFormSchema),
    defaultValues: toStorePromotionFormValues(promotion),
    mode: 'all',
  });

  const version = useRowVersion({
    item: promotion,
    form,
    list: storePromotionQueries.list(),
    toValues: toStorePromotionFormValues,
    fields: storePromotionFields(stores),
  });

  const { reset, setError, formState } = form;
  const { isDirty } = formState;
  useReportDirty(String(promotion.id), isDirty, onDirtyChange);
  // A save resets the form to what it stored, which removes the draft too.
  const { offer } = useDraft(form, {
    screen: 'store-promotions',
    record: promotion.id,
    isUploading,
  });
  // New server data shows unless the user is mid-edit.
  useEffect(() => {
    if (isDirty) return;
    reset(toStorePromotionFormValues(promotion));
    version.basedOn(promotion);
    // Only a new server value should reset; isDirty flipping must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promotion, reset]);

  // Stable options: new ones would notify the mutation cache, and every card, on each render.
  const options = useMemo(() => {
    const invalidate = () =>
      queryClient.invalidateQueries({ queryKey: storePromotionQueries.all() });
    return {
      save: {
        mutationFn: ({ values, etag }: PromotionSave) =>
          saveStorePromotion(toStorePromotionBody(values, promotion), etag),
        meta: { successMessage: m.saved, showsConflict: true },
        onSuccess: (saved: Versioned<StorePromotionInput>, { values }: PromotionSave) => {
          reset(values);
          version.onSaved({ ...saved.value, id: promotion.id }, saved.etag);
          return invalidate();
        },
        onError: (error: Error, { values }: PromotionSave) => {
          if (isStaleVersion(error)) void version.onStale(send);
          else showServerFieldErrors(setError, error, values);
        },
      },
      remove: {
        mutationFn: () => deleteStorePromotion(promotion.id),
        meta: { successMessage: m.deleted },
        onSuccess: invalidate,
      },
    };
    // The version helpers are new each render but only read the cache and a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [promotion, queryClient, reset, setError]);
  const save = useMutation(options.save);
  function send(etag?: string | null) {
    void form.handleSubmit((values) =>
      save.mutate({ values, etag: etag === undefined ? version.etagForSave() : etag }),
    )();
  }
  const remove = useMutation(options.remove);

  const onDelete = async () => {
    if (await confirm(m.deletePrompt)) remove.mutate();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={promotion.name}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="grid grid-cols-1 gap-4 rounded-lg border border-border bg-surface p-4 md:grid-cols-[auto_1fr]"
      >
        <PromotionImageField label={m.replaceImage} previewAlt={m.imageAlt(promotion.name)} />
        <div className="flex flex-col gap-4">
          {offer}
          <StorePromotionFields stores={stores} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={!formState.isValid || isUploading || remove.isPending}
              isBusy={save.isPending}
              // Every card has these two buttons: the name says whose they are.
              aria-label={m.saveNamed(promotion.name)}
            >
              <Save aria-hidden="true" />
              {m.save}
            </Button>
            <Button
              type="button"
              variant="danger"
              isBusy={remove.isPending}
              disabled={save.isPending}
              onClick={() => void onDelete()}
              aria-label={m.deleteNamed(promotion.name)}
            >
              <Trash2 aria-hidden="true" />
              {m.delete}
            </Button>
          </div>
        </div>
      </form>
      {confirmElement}
      {version.element}
    </FormProvider>
  );
});
