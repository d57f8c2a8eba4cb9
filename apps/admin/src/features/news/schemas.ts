import { zImage, zNewsInput } from '@shop/api-client/schemas';
import * as z from 'zod/mini';
import { messages } from '../../config/messages';
import { dateTextSchema } from '../../lib/date-field';
import { parseDateTimeText } from '../../lib/dates';
import { requiredText } from '../../lib/required-text';

const m = messages.news;

/** A date typed through the 'dd.mm.yyyy HH:MM' mask: empty, or a whole and real date. */
const dateTimeText = dateTextSchema('dateTime');

const isEndBeforeStart = (startText: string, endText: string) => {
  const start = parseDateTimeText(startText);
  const end = parseDateTimeText(endText);
  return start !== null && end !== null && end.getTime() < start.getTime();
};

/** The dates as the masked inputs hold them (local time), converted to UTC ISO on save. */
export const newsFormSchema = z
  .extend(z.pick(zNewsInput, { title: true, isPublished: true, content: true, images: true }), {
    title: requiredText(zNewsInput.shape.title),
    isPublished: z.boolean(),
    content: z.string(),
    images: z.array(zImage),
    startText: dateTimeText,
    endText: dateTimeText,
  })
  .check(
    z.refine((values) => !isEndBeforeStart(values.startText, values.endText), {
      path: ['endText'],
      error: m.endBeforeStart,
    }),
  );

export type NewsFormValues = z.infer<typeof newsFormSchema>;

export const newsFormDefaults: NewsFormValues = {
  title: '',
  isPublished: true,
  content: '',
  images: [],
  startText: '',
  endText: '',
};
