import { zSlide, zSlideUpload } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { requiredText } from '../../lib/required-text';

/** A new slide needs an image file and content, the content being more than spaces. */
export const newSlideFormSchema = z.extend(zSlideUpload, {
  content: requiredText(zSlideUpload.shape.content),
  file: z.instanceof(File, { error: messages.slider.imageRequired }),
});
export type NewSlideFormValues = z.infer<typeof newSlideFormSchema>;

/** A new slide has no file until one is picked. */
export const newSlideFormDefaults: Partial<NewSlideFormValues> = { content: '' };

/** Every existing slide needs content; the rest is kept as loaded. */
export const slidesFormSchema = z.object({
  slides: z.array(z.extend(zSlide, { content: requiredText(zSlide.shape.content) })),
});
export type SlidesFormValues = z.infer<typeof slidesFormSchema>;
