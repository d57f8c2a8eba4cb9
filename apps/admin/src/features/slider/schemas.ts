import { zSlide, zSlideUpload } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';

/** A new slide needs an image file and content (SPEC §5). */
export const newSlideFormSchema = z.extend(zSlideUpload, {
  file: z.instanceof(File, { error: messages.slider.imageRequired }),
});
export type NewSlideFormValues = z.infer<typeof newSlideFormSchema>;

/** Every existing slide needs content (SPEC §5); the rest is kept as loaded. */
export const slidesFormSchema = z.object({ slides: z.array(zSlide) });
export type SlidesFormValues = z.infer<typeof slidesFormSchema>;
