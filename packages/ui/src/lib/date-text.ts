import { format } from 'date-fns';

/** The typed date format of the date picker and the push filters: dd.MM.yyyy. */
export const DATE_TEXT_FORMAT = 'dd.MM.yyyy';

export function formatDateText(date: Date): string {
  return format(date, DATE_TEXT_FORMAT);
}

/**
 * Reads a fully typed 'dd.MM.yyyy' as a local midnight. Partial text is null rather than a
 * guess ('01.02.20' is not the year 20), and so is a day no calendar has: the Date
 * constructor rolls 31.02 over into March, so a real day is one that comes back unchanged.
 * Years before 100 are not dates anyone types here (the constructor reads them as 19xx).
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
