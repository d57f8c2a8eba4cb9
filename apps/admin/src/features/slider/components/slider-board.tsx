import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { canMove } from '@shop/ui/lib/reorder';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../../components/editor/use-unsaved-changes';
import { messages } from '../../../config/messages';
import { useSaveSlides } from '../api/mutations';
import type { Slide } from '../api/queries';
import { sortSlides, toSlidesPayload } from '../lib/slides';
import { slidesFormSchema, type SlidesFormValues } from '../schemas';
import { NewSlideForm } from './new-slide-form';
import { SlideCard } from './slide-card';

const text = messages.slider;

/** The new-slide form and the slides, edited together and saved with one button. */
export function SliderBoard({ initial }: { initial: readonly Slide[] }) {
  const form = useForm<SlidesFormValues>({
    resolver: zodResolver(slidesFormSchema),
    defaultValues: { slides: sortSlides(initial) },
    mode: 'all',
  });
  // Slides carry their own `id`; the field array's React key goes elsewhere.
  const slides = useFieldArray({ control: form.control, name: 'slides', keyName: 'key' });
  const save = useSaveSlides();
  const [confirm, confirmElement] = useConfirm();
  const { isDirty, isValid } = form.formState;
  const unsavedDialog = useUnsavedChanges(isDirty && !save.isPending);

  // The server has stored the new slide already: it joins the list without counting as an
  // unsaved change, unless there were unsaved changes before.
  const onAdded = (slide: Slide) => {
    if (isDirty) slides.append(slide);
    else form.reset({ slides: [...form.getValues('slides'), slide] });
  };

  // No delete call exists: the slide leaves the list, and saving the list deletes it.
  const onRemove = async (index: number) => {
    if (await confirm(text.deletePrompt)) slides.remove(index);
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toSlidesPayload(values.slides), {
      onSuccess: (saved) => form.reset({ slides: saved }),
    }),
  );

  const count = slides.fields.length;
  return (
    <>
      <NewSlideForm onAdded={onAdded} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="slides-title"
          className="flex flex-col gap-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="slides-title" className="text-lg font-semibold">
              {text.slides}
            </h2>
            <Button type="submit" disabled={!isValid} isBusy={save.isPending}>
              {text.save}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{text.unsavedHint}</p>
          {count === 0 ? <EmptyState>{text.empty}</EmptyState> : null}
          <ol className="flex flex-wrap gap-4">
            {slides.fields.map((slide, index) => (
              <SlideCard
                key={slide.key}
                index={index}
                path={slide.path}
                canMoveLeft={canMove(count, index, 'left')}
                canMoveRight={canMove(count, index, 'right')}
                onMove={(direction) =>
                  slides.swap(index, direction === 'left' ? index - 1 : index + 1)
                }
                onRemove={() => void onRemove(index)}
              />
            ))}
          </ol>
        </form>
      </FormProvider>
      {confirmElement}
      {unsavedDialog}
    </>
  );
}
