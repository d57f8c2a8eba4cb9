import { zodResolver } from '@hookform/resolvers/zod';
import { isStaleVersion, type Versioned } from '@shop/api-client';
import { Button } from '@shop/ui/button';
import { useConfirm } from '@shop/ui/confirm-dialog';
import { EmptyState } from '@shop/ui/empty-state';
import { canMove } from '@shop/ui/lib/reorder';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useListConflict } from '../../../components/conflict/use-list-conflict';
import { useDirtyRows } from '../../../components/editor/use-dirty-rows';
import { useUnsavedChanges } from '../../../components/editor/use-unsaved-changes';
import { messages } from '../../../config/messages';
import { useSaveSlides } from '../api/mutations';
import { sliderQueries, type Slide } from '../api/queries';
import { slideView } from '../lib/slide-view';
import { sortSlides, toSlidesPayload } from '../lib/slides';
import { slidesFormSchema, type SlidesFormValues } from '../schemas';
import { NewSlideForm } from './new-slide-form';
import { SlideCard } from './slide-card';

const m = messages.slider;

// Saved with one button over the loaded version; if someone saved meanwhile, the user chooses.
export function SliderBoard({ initial }: { initial: Versioned<readonly Slide[]> }) {
  const form = useForm<SlidesFormValues>({
    resolver: zodResolver(slidesFormSchema),
    defaultValues: { slides: sortSlides(initial.value) },
    mode: 'all',
  });
  const basis = useRef({ slides: sortSlides(initial.value), etag: initial.etag });
  const startFrom = (slides: Slide[], etag: string | null) => {
    form.reset({ slides });
    basis.current = { slides, etag };
  };
  const queryClient = useQueryClient();
  const conflict = useListConflict(slideView);
  // Slides carry their own `id`; the field array's React key goes elsewhere.
  const slides = useFieldArray({ control: form.control, name: 'slides', keyName: 'key' });
  const save = useSaveSlides();
  const [confirm, confirmElement] = useConfirm();
  const { isDirty, isValid } = form.formState;
  // The new-slide form is sent on its own; what is typed there counts for leaving too.
  const [isNewSlideDirty, onNewSlideDirtyChange] = useDirtyRows();
  const unsavedDialog = useUnsavedChanges((isDirty && !save.isPending) || isNewSlideDirty);

  // Already stored: it joins the list without counting as an unsaved change.
  const onAdded = ({ value: slide, etag }: Versioned<Slide>) => {
    basis.current = { slides: [...basis.current.slides, slide], etag };
    if (isDirty) slides.append(slide);
    else form.reset({ slides: [...form.getValues('slides'), slide] });
  };

  // No delete call exists: the slide leaves the list, and saving the list deletes it.
  const onRemove = async (index: number) => {
    if (await confirm(m.deletePrompt)) slides.remove(index);
  };

  const send = (etag?: string | null) =>
    form.handleSubmit((values) =>
      save.mutate(
        {
          slides: toSlidesPayload(values.slides),
          etag: etag === undefined ? basis.current.etag : etag,
        },
        {
          onSuccess: (saved) => startFrom(saved.value, saved.etag),
          onError: (error) => {
            if (!isStaleVersion(error)) return;
            void conflict.onStale({
              yours: toSlidesPayload(form.getValues('slides')),
              loaded: basis.current.slides,
              readTheirs: async () => {
                const theirs = await queryClient.fetchQuery({
                  ...sliderQueries.list(),
                  staleTime: 0,
                });
                return { value: sortSlides(theirs.value), etag: theirs.etag };
              },
              onLoadTheirs: (theirs) => startFrom([...theirs.value], theirs.etag),
              onSaveMine: (theirEtag) => void send(theirEtag)(),
            });
          },
        },
      ),
    );
  const onSubmit = send();

  const count = slides.fields.length;
  return (
    <>
      <NewSlideForm onAdded={onAdded} onDirtyChange={onNewSlideDirtyChange} />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="slides-title"
          className="flex flex-col gap-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="slides-title" className="text-lg font-semibold">
              {m.slides}
            </h2>
            <Button type="submit" disabled={!isValid} isBusy={save.isPending}>
              {m.save}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{m.unsavedHint}</p>
          {count === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
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
      {conflict.element}
    </>
  );
}
