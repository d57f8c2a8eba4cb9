import { zodResolver } from '@hookform/resolvers/zod';
import type { Versioned } from '@shop/api-client';
import { Button } from '@shop/ui/button';
import { ImageUpload } from '@shop/ui/image-upload';
import { TextArea } from '@shop/ui/text-area';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../components/editor/server-field-errors';
import { useReportDirty, type ReportDirty } from '../../../components/editor/use-dirty-rows';
import { useDraft } from '../../../components/editor/use-draft';
import { messages } from '../../../config/messages';
import { useAddSlide } from '../api/mutations';
import type { Slide } from '../api/queries';
import { newSlideFormDefaults, newSlideFormSchema, type NewSlideFormValues } from '../schemas';

const m = messages.slider;

export type NewSlideFormProps = {
  onAdded: (added: Versioned<Slide>) => void;
  /** Where the form reports unsaved edits, for the screen's leave prompt. */
  onDirtyChange: ReportDirty;
};

/** The new-slide form: image file and content, both required; 'Слайд добавлен'. */
export function NewSlideForm({ onAdded, onDirtyChange }: NewSlideFormProps) {
  const form = useForm<NewSlideFormValues>({
    resolver: zodResolver(newSlideFormSchema),
    defaultValues: newSlideFormDefaults,
    mode: 'all',
  });
  // Each field also checks the other, so the one still missing says why Add is disabled.
  const { field: file, fieldState: fileState } = useController({
    control: form.control,
    name: 'file',
    rules: { deps: ['content'] },
  });
  useReportDirty('new', form.formState.isDirty, onDirtyChange);
  const add = useAddSlide();
  // The picked file is not kept in the draft, only the text. Once added, the form is reset and
  // the draft removed with it.
  const draft = useDraft(form, { screen: 'slider', record: 'new' });
  // A fresh picker after adding, so it stops previewing the file just sent.
  const [pickerKey, setPickerKey] = useState(0);

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (added) => {
        onAdded(added);
        form.reset();
        setPickerKey((key) => key + 1);
      },
      onError: (error) => showServerFieldErrors(form.setError, error, values),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-slide-title"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6"
    >
      <h2 id="new-slide-title" className="text-lg font-semibold">
        {m.newSlide}
      </h2>
      {draft.offer}
      <ImageUpload
        key={pickerKey}
        label={m.image}
        isRequired
        onFileSelect={file.onChange}
        error={fileState.error?.message}
        disabled={add.isPending}
      />
      <TextArea
        label={m.content}
        isRequired
        rows={3}
        {...form.register('content', { deps: ['file'] })}
        error={form.formState.errors.content?.message}
      />
      <Button
        type="submit"
        className="w-fit"
        disabled={!form.formState.isValid}
        isBusy={add.isPending}
      >
        <Plus aria-hidden="true" />
        {m.add}
      </Button>
    </form>
  );
}
