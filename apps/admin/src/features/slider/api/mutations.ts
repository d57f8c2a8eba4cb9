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

/** The server places the slide last and answers the slider's new version. */
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

export type SlidesSave = { slides: Slide[]; etag: string | null };

/** No delete call exists: saving the list without a slide deletes it. */
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
    meta: { successMessage: messages.slider.saved, showsConflict: true },
    onSuccess: (saved) => queryClient.setQueryData(sliderQueries.list().queryKey, saved),
  });
}
