import { parseDateText } from '@shop/ui/lib/date-text';
import { lightFormat } from 'date-fns';

/**
 * The server speaks UTC, the screen local time (see docs/product-rules.md#dates-and-time-zones):
 * zone-less values are UTC; values sent are UTC ISO with seconds at 00.000.
 */
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(HAS_ZONE.test(value) ? value : `${value}+00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const show = (pattern: string) => (value: string | null | undefined) => {
  const date = parseServerDate(value);
  return date ? lightFormat(date, pattern) : '';
};

export const formatDate = show('dd.MM.yyyy');
export const formatDateTime = show('dd.MM.yyyy HH:mm');
/** dd.MM.yyyy HH:mm:ss in local time (orders). */
export const formatDateTimeSeconds = show('dd.MM.yyyy HH:mm:ss');

/** A local date and time → UTC ISO with seconds fixed at 00.000. */
export function toUtcIso(local: Date): string {
  const copy = new Date(local.getTime());
  copy.setSeconds(0, 0);
  return copy.toISOString();
}

/** The two typed shapes: 'dd.MM.yyyy' (date pickers, birth date) and the news 'dd.MM.yyyy HH:mm'. */
export type DateTextFormat = 'date' | 'dateTime';

/** A typed date's state: each has its own message, so a half-typed date never counts as empty. */
export type DateTextState =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'noSuchDate' }
  | { kind: 'noSuchTime' }
  | { kind: 'valid'; date: Date };

// The masks' shapes: 'd' is a digit slot, anything else is typed by the mask itself.
const SHAPES: Record<DateTextFormat, string> = { date: 'dd.dd.dddd', dateTime: 'dd.dd.dddd dd:dd' };

/** Every character so far sits where the shape has it: the mask's text while typing. */
function fitsShape(text: string, shape: string): boolean {
  if (text.length > shape.length) return false;
  return [...text].every((char, index) =>
    shape[index] === 'd' ? char >= '0' && char <= '9' : char === shape[index],
  );
}

export function readDateText(text: string, format: DateTextFormat): DateTextState {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const shape = SHAPES[format];
  if (!fitsShape(typed, shape)) return { kind: 'noSuchDate' };
  if (typed.length < shape.length) return { kind: 'incomplete' };
  const date = parseDateText(typed.slice(0, 10));
  if (!date) return { kind: 'noSuchDate' };
  const [hours = 0, minutes = 0] = typed.slice(11).split(':').map(Number);
  // 24:00 is tomorrow's midnight in ISO, not a time anyone types.
  if (hours > 23 || minutes > 59) return { kind: 'noSuchTime' };
  date.setHours(hours, minutes, 0, 0);
  return { kind: 'valid', date };
}

/** Typed 'dd.MM.yyyy HH:mm' (the news mask) → local Date, or null if incomplete or invalid. */
export function parseDateTimeText(text: string): Date | null {
  const state = readDateText(text, 'dateTime');
  return state.kind === 'valid' ? state.date : null;
}

function dayAt(text: string, hours: number, minutes: number): Date | null {
  const state = readDateText(text, 'date');
  if (state.kind !== 'valid') return null;
  state.date.setHours(hours, minutes, 0, 0);
  return state.date;
}

/** A date-only start means the day from its beginning: 00:00 local, as UTC ISO; null if empty. */
export function dayStartToUtc(text: string): string | null {
  const date = dayAt(text, 0, 0);
  return date ? toUtcIso(date) : null;
}

/** A date-only end means the whole day: 23:59 local, as UTC ISO with seconds 00.000. */
export function dayEndToUtc(text: string): string | null {
  const date = dayAt(text, 23, 59);
  return date ? toUtcIso(date) : null;
}

/** A server date → the news mask's text in local time ('' when empty). */
export function toDateTimeText(value: string | null | undefined): string {
  return formatDateTime(value);
}
