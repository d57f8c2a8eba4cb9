import { format, isValid, parse } from 'date-fns';

/** The typed date format of the date picker and the push filters (SPEC §5). */
export const DATE_TEXT_FORMAT = 'dd.MM.yyyy';

export function formatDateText(date: Date): string {
  return format(date, DATE_TEXT_FORMAT);
}

/**
 * Reads a fully typed 'dd.MM.yyyy' as a local date. Partial text is null rather than a
 * guess: date-fns would read '01.02.20' as the year 20.
 */
export function parseDateText(text: string): Date | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return null;
  const date = parse(text, DATE_TEXT_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** Same calendar day, or both empty. */
export function isSameDate(a: Date | null, b: Date | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}
