import { lightFormat } from 'date-fns';

/** The typed date format of the date picker and the push filters: dd.MM.yyyy. */
export const DATE_TEXT_FORMAT = 'dd.MM.yyyy';

export function formatDateText(date: Date): string {
  return lightFormat(date, DATE_TEXT_FORMAT);
}

/**
 * A fully typed 'dd.MM.yyyy' as local midnight, else null: no guessing at partial text, and a day
 * must survive the Date constructor unchanged (31.02 rolls into March); years before 100 are out.
 */
export function parseDateText(text: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const isSameDay =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return isSameDay ? date : null;
}
