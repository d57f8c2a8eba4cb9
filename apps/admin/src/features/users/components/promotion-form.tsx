import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { useReportDirty, type ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useDraft } from '../../../components/editor/use-draft';
import { showServerFieldErrors } from '../../../components/editor/server-field-errors';
import { FormDatePicker } from '../../../components/form/form-date-picker';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { messages } from '../../../config/messages';
import { useIsUploading } from '../../../lib/upload';
import { PROMOTION_SERVER_NAMES } from '../lib/promotion-form';
import {
  newPromotionFormSchema,
  promotionFormSchema,
  type PromotionFormValues,
  promotionFormDefaults,
} from '../schemas';
import { PromotionImageField } from './promotion-image-field';

const m = messages.userPromotions;

/** A promotion's form: a new one also requires the promo code. */
export function usePromotionForm(isNew: boolean, values: PromotionFormValues) {
  return useForm<PromotionFormValues>({
    resolver: zodResolver(isNew ? newPromotionFormSchema : promotionFormSchema),
    defaultValues: values,
    mode: 'all',
  });
}

export type PromotionFormProps = {
  /** The form's accessible name (several promotion forms share one screen). */
  label: string;
  isNew: boolean;
  /** From usePromotionForm, so that the caller can follow its versions too. */
  form: UseFormReturn<PromotionFormValues>;
  submitLabel: string;
  /** The submit button's accessible name when its text alone would be ambiguous. */
  submitName?: string;
  onSubmit: (values: PromotionFormValues) => Promise<unknown>;
  isSubmitting: boolean;
  /** More buttons next to submit (delete). */
  actions?: ReactNode;
  /** The form's key among the screen's forms, and where it reports unsaved edits. */
  row: string;
  onDirtyChange: ReportDirty;
  /** Whose promotions these are: their unsaved edits are kept as drafts per customer. */
  userId: number;
};

/**
 * One promotion, new or stored, saved on its own (name and image required, a new
 * one also the promo code). A new form clears after adding; a failed call keeps the input.
 */
export function PromotionForm(props: PromotionFormProps) {
  const { label, isNew, form, submitLabel, submitName, onSubmit, isSubmitting, actions } = props;
  const isUploading = useIsUploading();
  const { isValid, isDirty } = form.formState;
  useReportDirty(props.row, isDirty, props.onDirtyChange);
  // Reset after a save, which removes the draft too.
  const draft = useDraft(form, {
    screen: `user-promotions/${props.userId}`,
    record: props.row,
    isUploading,
  });

  const submit = form.handleSubmit(async (submitted) => {
    try {
      await onSubmit(submitted);
      form.reset(isNew ? promotionFormDefaults : submitted);
    } catch (error) {
      // The global error alert reports it (a 412, the conflict dialog); what was typed stays,
      // and the server's field errors go to their fields.
      showServerFieldErrors(form.setError, error, submitted, PROMOTION_SERVER_NAMES);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => void submit(event)}
        className="grid grid-cols-1 gap-4 rounded-md border border-border p-4 md:grid-cols-[minmax(0,1fr)_auto]"
      >
        {draft.offer ? <div className="md:col-span-2">{draft.offer}</div> : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormTextField<PromotionFormValues> name="name" label={m.name} isRequired />
          <FormTextField<PromotionFormValues>
            name="promoCode"
            label={m.promoCode}
            isRequired={isNew}
            autoComplete="off"
          />
          <FormDatePicker<PromotionFormValues> name="startDate" label={m.startDate} />
          <FormDatePicker<PromotionFormValues> name="endDate" label={m.endDate} />
          <FormSwitch<PromotionFormValues> name="isEnabled" label={m.isEnabled} />
        </div>
        <PromotionImageField />
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button
            type="submit"
            aria-label={submitName}
            disabled={!isValid || isUploading}
            isBusy={isSubmitting}
          >
            {submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </FormProvider>
  );
}
