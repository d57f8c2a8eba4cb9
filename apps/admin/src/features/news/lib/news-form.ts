import { renumber } from '@shop/ui/lib/reorder';
import { parseDateTimeText, toDateTimeText, toUtcIso } from '../../../lib/dates';
import type { News, NewsImage, NewsInput } from '../api/queries';
import type { NewsFormValues } from '../schemas';

const byOrder = (images: readonly NewsImage[]) => [...images].sort((a, b) => a.order - b.order);

/** Typed local 'dd.MM.yyyy HH:mm' → UTC ISO with seconds 00.000, or null if empty. */
export function dateTextToUtc(text: string): string | null {
  const local = parseDateTimeText(text);
  return local ? toUtcIso(local) : null;
}

export function toNewsFormValues(news: News): NewsFormValues {
  return {
    title: news.title,
    isPublished: news.isPublished,
    content: news.content ?? '',
    images: byOrder(news.images ?? []),
    startText: toDateTimeText(news.startDateUtc),
    endText: toDateTimeText(news.endDateUtc),
  };
}

/** The body of POST /news; images go out numbered 1..n in their shown order. */
export function toNewsInput(values: NewsFormValues, id?: number): NewsInput {
  return {
    ...(id === undefined ? {} : { id }),
    title: values.title,
    isPublished: values.isPublished,
    startDateUtc: dateTextToUtc(values.startText),
    endDateUtc: dateTextToUtc(values.endText),
    content: values.content,
    images: renumber(values.images),
  };
}
