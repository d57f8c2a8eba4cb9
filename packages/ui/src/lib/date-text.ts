import { format, isValid, parseISO } from 'date-fns';

/** The typed date format of the date picker and the push filters (SPEC §5). */
export const DATE_TEXT_FORMAT = 'dd.MM.yyyy';

export function formatDateText(date: Date): string {
  return format(date, DATE_TEXT_FORMAT);
}

/**
 * Reads a fully typed 'dd.MM.yyyy' as a local date. Partial text is null rather than a
 * guess ('01.02.20' is not the year 20). Rewritten as ISO for parseISO, which checks the
 * calendar (no 30 February) and costs a fraction of date-fns' general `parse`.
 */
export function parseDateText(text: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = parseISO(`${year}-${month}-${day}`);
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
