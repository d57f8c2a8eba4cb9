import {
  ifMatch,
  toFormData,
  unwrapVersioned,
  unwrapVoidVersioned,
  type Versioned,
} from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import { sliderQueries, type Slide } from './queries';

/**
 * Uploads a new slide (multipart file + content); the server places it last and answers the
 * slider's new version with it.
 */
export function useAddSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, content }: { file: File; content: string }) =>
      unwrapVersioned(
        client.POST('/api/admin/common/slider/add', {
          body: { file, content },
          bodySerializer: toFormData,
        }),
      ),
    meta: { successMessage: messages.slider.added },
    onSuccess: ({ value: slide, etag }) =>
      queryClient.setQueryData(sliderQueries.list().queryKey, (slides) => ({
        value: slides ? [...slides.value, slide] : [slide],
        etag,
      })),
  });
}

/** One save of the whole slider: the slides, over the version of the slider they came from. */
export type SlidesSave = { slides: Slide[]; etag: string | null };

/**
 * Saves the whole slider over a version; answers the slides with the new version. There is no
 * delete call in the contract: a slide removed from the list is deleted by saving the list
 * without it.
 */
export function useSaveSlides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ slides, etag }: SlidesSave): Promise<Versioned<Slide[]>> => ({
      value: slides,
      etag: await unwrapVoidVersioned(
        client.PUT('/api/admin/common/slider/save', {
          params: { header: ifMatch(etag) },
          body: slides,
        }),
      ),
    }),
    // A 412 opens the conflict dialog instead of the error alert.
    meta: { successMessage: messages.slider.saved, showsConflict: true },
    onSuccess: (saved) => queryClient.setQueryData(sliderQueries.list().queryKey, saved),
  });
}
