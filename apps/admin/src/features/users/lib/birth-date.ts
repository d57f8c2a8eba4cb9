// A calendar date, not an instant: string work both ways, so no time zone can shift the day.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no zone is involved.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** '1987-06-23' → '23.06.1987'; '' for empty or unreadable values. */
export function birthDateToText(iso: string | null | undefined): string {
  const match = ISO_DATE.exec(iso?.slice(0, 10) ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** '23.06.1987' → '1987-06-23'; null when incomplete or not a real date (31.02). */
export function birthDateFromText(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  return `${year}-${month}-${day}`;
}
