import { format, isValid, parseISO } from 'date-fns';

/**
 * Dates of SPEC §5 and DECISIONS §10: the server speaks UTC, the screen local time.
 * A zone-less server value is read as UTC; values going out are UTC ISO strings with
 * seconds fixed at 00.000.
 */
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(HAS_ZONE.test(value) ? value : `${value}+00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const show = (pattern: string) => (value: string | null | undefined) => {
  const date = parseServerDate(value);
  return date ? format(date, pattern) : '';
};

/** dd.MM.yyyy in local time. */
export const formatDate = show('dd.MM.yyyy');
/** dd.MM.yyyy HH:mm in local time. */
export const formatDateTime = show('dd.MM.yyyy HH:mm');
/** dd.MM.yyyy HH:mm:ss in local time (orders). */
export const formatDateTimeSeconds = show('dd.MM.yyyy HH:mm:ss');

/** A local date and time → UTC ISO with seconds fixed at 00.000. */
export function toUtcIso(local: Date): string {
  const copy = new Date(local.getTime());
  copy.setSeconds(0, 0);
  return copy.toISOString();
}

/** Typed 'dd.MM.yyyy HH:mm' (the news mask) → local Date, or null if incomplete or invalid. */
export function parseDateTimeText(text: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, day, month, year, hours, minutes] = match;
  // ISO allows 24:00 (the next midnight); a typed time does not.
  if (Number(hours) > 23) return null;
  // A zone-less ISO time is local; parseISO rejects 30 February and 25:00.
  const date = parseISO(`${year}-${month}-${day}T${hours}:${minutes}`);
  return isValid(date) ? date : null;
}

/** A server date → the news mask's text in local time ('' when empty). */
export function toDateTimeText(value: string | null | undefined): string {
  return formatDateTime(value);
}
