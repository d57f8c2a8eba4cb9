import type { Schemas } from '@shop/api-client';
import { formatTime, parseTime } from '@shop/ui/lib/time';

export const WEEKDAY_COUNT = 7;

/** One weekday as the form holds it: 'HH:mm:ss' from the time pickers, '' when not set. */
export type WorkTimeRow = { from: string; to: string };
/** One weekday as the API holds it: 'HH:mm:ss.000', both null on a closed day. */
export type ServerWorkTime = Schemas['WorkTime'];

/** Both times empty: a closed day; one time only: an error on its row, never sent. */
export const isHalfDay = (row: WorkTimeRow) => (row.from === '') !== (row.to === '');
const isClosed = (row: WorkTimeRow) => row.from === '' && row.to === '';

/** 'HH:mm:ss.000' (or 'HH:mm', 'HH:mm:ss') → 'HH:mm:ss', seconds kept; unreadable → ''. */
export function timeFromServer(value: string | null | undefined): string {
  const parts = parseTime(value ?? '');
  return parts ? formatTime(parts) : '';
}

/** 'HH:mm:ss' → 'HH:mm:ss.000', the form the API stores: a stored time goes back unchanged. */
export function timeToServer(value: string): string {
  const parts = parseTime(value);
  if (!parts) throw new Error(`Not a time of day: '${value}'`);
  return `${formatTime(parts)}.000`;
}

/** Seven rows, Monday first; a missing or short list gets empty rows. */
export function workTimeToForm(
  workTime: readonly ServerWorkTime[] | null | undefined,
): WorkTimeRow[] {
  return Array.from({ length: WEEKDAY_COUNT }, (_, day) => {
    const entry = workTime?.[day];
    return { from: timeFromServer(entry?.from), to: timeFromServer(entry?.to) };
  });
}

/** A closed day goes as nulls; a half-filled one throws (the schema refuses it first). */
export function workTimeToServer(rows: readonly WorkTimeRow[]): ServerWorkTime[] {
  if (rows.length !== WEEKDAY_COUNT) throw new Error(`Expected ${WEEKDAY_COUNT} weekdays`);
  return rows.map((row) =>
    isClosed(row)
      ? { from: null, to: null }
      : { from: timeToServer(row.from), to: timeToServer(row.to) },
  );
}

/** The week with Monday's hours on every day ('Скопировать на все дни'). */
export function copyMondayToWeek(rows: readonly WorkTimeRow[]): WorkTimeRow[] {
  const monday = rows[0] ?? { from: '', to: '' };
  return Array.from({ length: WEEKDAY_COUNT }, () => ({ ...monday }));
}

export const emptyWeek = (): WorkTimeRow[] => workTimeToForm([]);
