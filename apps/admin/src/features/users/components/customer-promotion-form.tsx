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
import { PromotionImageField } from '../../../components/promotion-image-field';
import { messages } from '../../../config/messages';
import { useIsUploading } from '../../../lib/upload';
import {
  CUSTOMER_PROMOTION_SERVER_NAMES,
  customerPromotionDefaults,
  customerPromotionFormSchema,
  newCustomerPromotionFormSchema,
  type CustomerPromotionFormValues,
} from '../lib/customer-promotion-form';

const m = messages.userPromotions;
const TextField = FormTextField<CustomerPromotionFormValues>;
const DatePicker = FormDatePicker<CustomerPromotionFormValues>;
const Switch = FormSwitch<CustomerPromotionFormValues>;

export function useCustomerPromotionForm(isNew: boolean, values: CustomerPromotionFormValues) {
  return useForm<CustomerPromotionFormValues>({
    resolver: zodResolver(isNew ? newCustomerPromotionFormSchema : customerPromotionFormSchema),
    defaultValues: values,
    mode: 'all',
  });
}

export type CustomerPromotionFormProps = {
  label: string;
  isNew: boolean;
  form: UseFormReturn<CustomerPromotionFormValues>;
  submitLabel: string;
  submitName?: string;
  onSubmit: (values: CustomerPromotionFormValues) => Promise<unknown>;
  isSubmitting: boolean;
  actions?: ReactNode;
  row: string;
  onDirtyChange: ReportDirty;
  /** Drafts are kept per customer. */
  userId: number;
};

/** A new form clears after adding; a failed call keeps the input. */
export function CustomerPromotionForm(props: CustomerPromotionFormProps) {
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
      form.reset(isNew ? customerPromotionDefaults : submitted);
    } catch (error) {
      // The global alert (or conflict dialog) reports it; the typed values stay.
      showServerFieldErrors(form.setError, error, submitted, CUSTOMER_PROMOTION_SERVER_NAMES);
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
          <TextField name="name" label={m.name} isRequired />
          <TextField name="promoCode" label={m.promoCode} isRequired={isNew} autoComplete="off" />
          <DatePicker name="startDate" label={m.startDate} />
          <DatePicker name="endDate" label={m.endDate} />
          <Switch name="isEnabled" label={m.isEnabled} />
        </div>
        <PromotionImageField label={m.image} previewAlt={m.image} />
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
