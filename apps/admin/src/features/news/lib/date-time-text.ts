import { formatDateText, parseDateText } from '@shop/ui/lib/date-text';

/** The time a day picked from the calendar gets when none is typed yet. */
export type DayTime = 'start' | 'end';

// A picked end means the whole day, as date-only dates do everywhere in the admin.
const DAY_TIMES: Record<DayTime, string> = { start: '00:00', end: '23:59' };

// A whole and real time typed after a date of any kind ('31.02.2026 18:30' keeps 18:30).
const TYPED_TIME = /^\d{2}\.\d{2}\.\d{4} ((?:[01]\d|2[0-3]):[0-5]\d)$/;

/** The typed 'dd.MM.yyyy HH:mm' with the picked day: a whole typed time stays as it is. */
export function withPickedDay(text: string, day: Date, dayTime: DayTime): string {
  const time = TYPED_TIME.exec(text.trim())?.[1] ?? DAY_TIMES[dayTime];
  return `${formatDateText(day)} ${time}`;
}

/** The day the calendar opens on: the typed one when its date part is a real day. */
export const typedDay = (text: string): Date | null => parseDateText(text.trim().slice(0, 10));
