import { zodResolver } from '@hookform/resolvers/zod';
import type { Versioned } from '@shop/api-client';
import { Button } from '@shop/ui/button';
import { ImageUpload } from '@shop/ui/image-upload';
import { TextArea } from '@shop/ui/text-area';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { messages } from '../../../config/messages';
import { useAddSlide } from '../api/mutations';
import type { Slide } from '../api/queries';
import { newSlideFormDefaults, newSlideFormSchema, type NewSlideFormValues } from '../schemas';

const text = messages.slider;

/** The new-slide form: image file and content, both required; 'Слайд добавлен'. */
export function NewSlideForm({ onAdded }: { onAdded: (added: Versioned<Slide>) => void }) {
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
  const add = useAddSlide();
  // A fresh picker after adding, so it stops previewing the file just sent.
  const [pickerKey, setPickerKey] = useState(0);

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (added) => {
        onAdded(added);
        form.reset();
        setPickerKey((key) => key + 1);
      },
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
        {text.newSlide}
      </h2>
      <ImageUpload
        key={pickerKey}
        label={text.image}
        onFileSelect={file.onChange}
        error={fileState.error?.message}
        disabled={add.isPending}
      />
      <TextArea
        label={text.content}
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
        {text.add}
      </Button>
    </form>
  );
}
