import { toFormData, unwrap, unwrapVoid } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { client } from '../../../lib/api';
import { sliderQueries, type Slide } from './queries';

/** Uploads a new slide (multipart file + content); the server places it last. */
export function useAddSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, content }: { file: File; content: string }) =>
      unwrap(
        client.POST('/api/admin/common/slider/add', {
          body: { file, content },
          bodySerializer: toFormData,
        }),
      ),
    meta: { successMessage: messages.slider.added },
    onSuccess: (slide) =>
      queryClient.setQueryData(sliderQueries.list().queryKey, (slides) =>
        slides ? [...slides, slide] : [slide],
      ),
  });
}

/**
 * Saves the whole slider. There is no delete call in the contract: a slide removed from the
 * list is deleted by saving the list without it.
 */
export function useSaveSlides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slides: Slide[]) =>
      unwrapVoid(client.PUT('/api/admin/common/slider/save', { body: slides })).then(() => slides),
    meta: { successMessage: messages.slider.saved },
    onSuccess: (slides) => queryClient.setQueryData(sliderQueries.list().queryKey, slides),
  });
}
